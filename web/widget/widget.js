// <delve-level> and mount(): a delve level in any web page, from one script file that carries
// delve.wasm inside it. Each widget lives in its own shadow root (its styles neither leak out
// nor take the page's), draws with xterm.js in the VGA font, and is a still picture of the whole
// level or, with `interactive`, a game played with the keyboard while it has focus.
import { Terminal } from '@xterm/xterm';
import xtermCss from '@xterm/xterm/css/xterm.css';
import wasmBytes from 'delve:wasm';
import { loadDelve } from '../api/delve.js';
import { TerminalView } from '../view/terminal-view.js';
import { actionForKey } from '../view/keys.js';
import { describeLevel } from '../view/describe.js';
import { describeSurroundings } from '../view/surroundings.js';
import { crop } from '../view/crop.js';
import { largestCrisp } from '../view/crisp.js';
import { touchPad, listenForSwipes, PAD_CSS } from '../view/touch-pad.js';
import { randomSeed } from '../api/options.js';
import { ATTRIBUTES, widgetConfig } from './widget-options.js';

const WIDGET_CSS = `
:host { all: initial; display: inline-block; position: relative; vertical-align: top; background: #000; line-height: 0; }
:host([hidden]) { display: none; }
.screen { display: inline-block; }
.screen:focus-within { outline: 3px solid #ffff55; outline-offset: 2px; } /* yellow on the page's colours: well over 3:1 */
.cue { position: absolute; left: 0; right: 0; top: 0; font: 13px/1.6 system-ui, sans-serif; color: #fff; background: rgba(0, 0, 0, 0.75); text-align: center; pointer-events: none; }
.screen:focus-within ~ .cue, .delve-pad:focus-within ~ .cue { display: none; }
.live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.error { font: 14px/1.4 monospace; color: #f55; background: #000; padding: 8px; white-space: pre-wrap; }
`;

let fontUrl = new URL('delve-vga.otf', import.meta.url).href;
let corePromise = null;
const fontFamilies = new Map(); // font URL → { family, loaded }

/** Sets where the VGA font is loaded from for widgets without a `font` attribute (default: the
 *  delve-vga.otf beside this script). */
export function configure(options = {}) {
  if (options.fontUrl !== undefined) fontUrl = new URL(String(options.fontUrl), document.baseURI).href;
}

function core() {
  corePromise ??= loadDelve({ wasm: wasmBytes });
  return corePromise;
}

/** Bytes of WebAssembly heap in use by all widgets (for tests and the curious). */
export async function heapInUse() {
  return (await core()).heapUsed();
}

// The font as a document-level FontFace (an @font-face inside a shadow root is ignored).
function loadFont(url) {
  if (!fontFamilies.has(url)) {
    const family = `Delve VGA ${fontFamilies.size + 1}`;
    const face = new FontFace(family, `url("${url}")`);
    document.fonts.add(face);
    fontFamilies.set(url, { family, loaded: face.load() });
  }
  return fontFamilies.get(url);
}

function attributesOf(element) {
  return Object.fromEntries(ATTRIBUTES.map((name) => [name, element.getAttribute(name)]));
}

class LevelView {
  constructor(host, root) {
    this.host = host;
    this.root = root;
    this.renders = 0;
    this.view = null; // the TerminalView
    this.game = null;
    this.level = null;
    root.innerHTML = '';
    const style = document.createElement('style');
    style.textContent = xtermCss + WIDGET_CSS + PAD_CSS;
    this.box = document.createElement('div');
    this.box.className = 'screen';
    root.append(style, this.box);
    listenForSwipes(this.box, (key) => this.game && this.onKey({ key, code: '' }));
  }

  fail(error) {
    this.clear();
    const message = `delve-level: ${error.message}`;
    console.warn(message);
    const div = document.createElement('div');
    div.className = 'error';
    div.setAttribute('role', 'alert');
    div.textContent = message; // text, never HTML
    this.box.replaceChildren(div);
  }

  clear() {
    this.game?.destroy();
    this.view?.dispose();
    this.game = this.view = this.level = null;
    this.box.replaceChildren();
    this.box.removeAttribute('role');
    this.box.style.touchAction = '';
    this.box.removeAttribute('aria-label');
    for (const el of this.root.querySelectorAll('.cue, .live, .delve-pad')) el.remove();
    this.live = null;
  }

  destroy() {
    this.renders++;
    this.clear();
  }

  async render(attrs) {
    const id = ++this.renders;
    let config;
    try {
      config = widgetConfig(attrs, randomSeed());
    } catch (error) {
      this.fail(error);
      return;
    }
    let fontHref = fontUrl;
    if (config.font) {
      try {
        fontHref = new URL(config.font, document.baseURI).href;
      } catch {
        this.fail(new RangeError(`font="${config.font}": must be a URL`));
        return;
      }
    }
    const delve = await core();
    const font = loadFont(fontHref);
    try {
      await font.loaded;
    } catch {
      console.warn(`delve-level: the font ${config.font ?? fontUrl} did not load; using a fallback`);
    }
    if (id !== this.renders) return; // a newer render or destroy() came meanwhile
    try {
      this.clear();
      this.config = config;
      this.delve = delve;
      if (config.interactive) this.game = delve.game({ generator: config.generator, ...config.options });
      this.level = this.levelJson();
      this.open(font.family);
      this.paint();
    } catch (error) {
      this.fail(error);
      return;
    }
    this.host.dispatchEvent(new CustomEvent('delve-ready', { detail: { level: this.level } }));
  }

  // The current level as JSON: for a game, the level at its depth (the core says which).
  levelJson() {
    if (this.game) return this.game.level();
    const { generator, options } = this.config;
    return generator === 'rogue' ? this.delve.rogue(options) : this.delve.levelmap(options);
  }

  picture() {
    if (this.game) return this.game.screen();
    const { generator, options } = this.config;
    const map = generator === 'rogue' ? this.delve.rogueMap(options) : this.delve.levelmapMap(options);
    return { ...map, attrs: map.chars.map((c) => this.delve.glyphAttrs[c]) };
  }

  focus() {
    if (this.game) {
      const s = this.game.state();
      return { x: s.x, y: s.y };
    }
    return this.level.player ? { x: this.level.player.x, y: this.level.player.y - 1 } : { x: 0, y: 0 };
  }

  open(family) {
    const picture = this.picture();
    // the part of the picture shown (the `view` attribute), following the player
    this.area = this.config.view ?? (this.game ? { cols: picture.cols, rows: 25 } : { cols: picture.cols, rows: picture.rows });
    const shown = crop(picture, this.area, this.focus());
    this.view = new TerminalView(Terminal, { cols: shown.cols, rows: shown.rows, fontFamily: `"${family}"`,
      fontSize: this.fontSize(shown.cols), cp437: this.delve.cp437, input: !!this.game });
    this.view.open(this.box);
    if (this.game) {
      this.view.onKey((event) => this.onKey(event));
      const cue = document.createElement('div');
      cue.className = 'cue';
      cue.textContent = 'click or tap to play';
      this.live = document.createElement('div');
      this.live.className = 'live';
      this.live.setAttribute('aria-live', 'polite');
      this.box.after(cue, this.live);
      this.box.style.touchAction = 'none'; // a swipe plays (a still picture lets the page scroll)
      if (matchMedia('(pointer: coarse)').matches) { // touch: the compact pad (web/view/touch-pad.js)
        this.box.after(touchPad(document, (key) => this.onKey({ key, code: '' }), { compact: true }));
      }
    } else { // a picture: no tab stop, its words for screen readers
      this.box.setAttribute('role', 'img');
      this.box.setAttribute('aria-label', describeLevel(this.level));
    }
  }

  // The font size in CSS pixels: `scale` CSS multiples of 16, or else the largest crisp size
  // (web/view/crisp.js) with which `cols` columns fit the container's content width; if none
  // does, the largest that fits (never wider than the container), at least 8x16 device pixels.
  fontSize(cols) {
    if (this.config.scale) return 16 * this.config.scale;
    const dpr = window.devicePixelRatio || 1;
    const parent = this.host.parentElement;
    let width = window.innerWidth;
    if (parent?.clientWidth) {
      const style = getComputedStyle(parent);
      width = parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    }
    const fits = Math.max(1, Math.floor((width * dpr) / (cols * 8)));
    return (16 * (largestCrisp(dpr, 1, fits) ?? fits)) / dpr;
  }

  say(text) { // read aloud by screen readers
    this.live.textContent = text;
  }

  paint() {
    this.view.paint(crop(this.picture(), this.area, this.focus()));
  }

  // A key: true when the game used it.
  onKey(event) {
    if (event.key === 'w' && !event.ctrlKey && !event.altKey && !event.metaKey && !this.game.state().inventory) {
      this.say(describeSurroundings(this.level, this.game.state(), this.game.screen(), this.delve.cp437));
      return true;
    }
    const action = this.game.state().inventory ? ' ' : actionForKey(event, this.delve.actions); // any key leaves the pack
    if (!action) return false;
    const result = this.game.act(action);
    const { message } = this.game.state();
    if (this.live.textContent !== message) this.say(message);
    if (result.descended) this.level = this.levelJson();
    this.paint();
    const detail = this.game.state();
    if (result.moved) this.host.dispatchEvent(new CustomEvent('delve-move', { detail }));
    if (result.descended) this.host.dispatchEvent(new CustomEvent('delve-descend', { detail }));
    return true;
  }
}

export class DelveLevelElement extends HTMLElement {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  #view = null;
  #pending = false;

  connectedCallback() {
    this.#view ??= new LevelView(this, this.shadowRoot ?? this.attachShadow({ mode: 'open' }));
    this.#schedule();
  }

  disconnectedCallback() {
    this.#view?.destroy(); // frees the game's WebAssembly memory
    this.#view = null;
  }

  attributeChangedCallback() {
    if (this.#view) this.#schedule();
  }

  // Several attribute changes in one task make one new level.
  #schedule() {
    if (this.#pending) return;
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      this.#view?.render(attributesOf(this));
    });
  }

  /** The level shown, as the JS API's JSON object (for a game: the level at its depth). */
  get level() {
    return this.#view?.level ?? null;
  }

  /** The game, when interactive (see delve.game): act(), state(), screen(), text(). */
  get game() {
    return this.#view?.game ?? null;
  }
}

/** Shows a level in `element` (in its shadow root), like <delve-level> with these options as
 *  attributes: { seed, dos, generator, depth, mode, width, height, corridor, combined, cellsize,
 *  natural, doors, voids, entrances, textures, interactive, view, scale, font }.
 *  Returns { ready, level, game, update(options), destroy() }. */
export function mount(element, options = {}) {
  if (!(element instanceof Element)) throw new TypeError('mount: element must be a DOM element');
  const toAttrs = (o) => {
    if (o === null || typeof o !== 'object') throw new TypeError('mount: options must be an object');
    const attrs = Object.fromEntries(ATTRIBUTES.map((name) => [name, null]));
    for (const [key, value] of Object.entries(o)) {
      if (!ATTRIBUTES.includes(key)) throw new TypeError(`mount: unknown option "${key}"; the options are ${ATTRIBUTES.join(', ')}`);
      attrs[key] = value === true ? '' : value === false ? 'false' : value === undefined ? null : String(value);
    }
    return attrs;
  };
  const view = new LevelView(element, element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  const handle = {
    ready: view.render(toAttrs(options)),
    get level() { return view.level; },
    get game() { return view.game; },
    update(next) {
      options = { ...options, ...next };
      handle.ready = view.render(toAttrs(options));
      return handle.ready;
    },
    destroy() { view.destroy(); },
  };
  return handle;
}

if (typeof customElements !== 'undefined' && !customElements.get('delve-level')) {
  customElements.define('delve-level', DelveLevelElement);
}
