// <delve-level> and mount(): a delve level in any web page, from one script file and the
// delve-still.wasm and delve-vga.f16 beside it (an interactive one also delve.wasm). Each widget
// lives in its own shadow root (its styles neither leak out nor take the page's). A still
// picture is the core's PNG of the level (no xterm.js, no web font); an interactive one, a game
// played with the keyboard while it has focus, loads xterm.js and the VGA web font the first
// time one is shown. A widget with a game's keys shows the screen after them (a still picture
// of it), or with autoplay watches them played.
import { loadCore as loadDelveCore } from '../api/core.js';
import { fetchBytes } from '../api/wasm.js';
import { GAME_COLS } from '../api/constants.js';
import { PictureView } from '../view/picture-view.js';
import { describeLevel, levelName } from '../view/describe.js';
import { crop } from '../view/crop.js';
import { fitFont, fillSize, isCrisp } from '../view/crisp.js';
import { randomSeed, optionsObject, OptionKeys } from '../api/options.js';
import { ATTRIBUTES, widgetConfig, keysOf, expectedScreen } from './widget-options.js';
import { styleSheet } from './style-sheet.js';

// The widget's styles (no comments inside: they would ship). The * rule: a page's rule for the
// host itself would reach the cells. A focused game takes swipes (they play it); else they
// scroll. The focus ring: yellow between black rings, over 3:1 on any page.
const WIDGET_CSS = `
:host { all: initial; display: inline-block; position: relative; vertical-align: top; background: #000; line-height: 0; max-width: 100%; min-width: 0; }
:host([hidden]) { display: none; }
* { letter-spacing: normal; word-spacing: normal; text-transform: none; }
.screen { display: inline-block; }
.screen.game:focus-within { touch-action: pinch-zoom; }
.screen:focus-within { outline: 3px solid #ffff55; outline-offset: 2px; box-shadow: 0 0 0 2px #000, 0 0 0 5px #ffff55, 0 0 0 7px #000; }
.live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.error { font: 14px/1.4 monospace; color: #f55; background: #000; padding: 8px; white-space: pre-wrap; }
`;

// The files a widget loads sit beside this script, which finds them through import.meta.url; a
// bundle that is no ES module has none (esbuild makes it {}), and then only configure() can say.
// Each is a literal `new URL(path, import.meta.url)`: bundlers (webpack 5, Vite, Parcel) find
// that pattern and emit the file as an asset, under a name of their own, putting its address
// there. configure({ wasmUrl }) says where delve.wasm is, and the other two files are beside it.
const esm = typeof import.meta.url === 'string';
let fontUrl = esm ? new URL('./delve-vga.otf', import.meta.url).href : null;
let wasmUrl = esm ? new URL('./delve.wasm', import.meta.url).href : null;
let stillUrl = esm ? new URL('./delve-still.wasm', import.meta.url).href : null;
let bitmapUrl = esm ? new URL('./delve-vga.f16', import.meta.url).href : null;
const NOT_AN_ES_MODULE =
  'delve-widget.js was loaded as a classic script or bundled as something other than an ' +
  'ES module, so it cannot tell where delve.wasm is: load it with <script type="module">, bundle it with ' +
  'esbuild --bundle --splitting --format=esm, or call configure({ wasmUrl, fontUrl }) first';
const cores = new Map(); // wasm URL → loadDelve's promise
const bitmaps = new Map(); // delve-vga.f16 URL → its bytes' promise (one fetch for both cores)
let playPromise = null;
const fontFamilies = new Map(); // font URL → { family, loaded }

// The widget's events bubble, out of any shadow root it sits in: one listener on a container
// (or the document) hears every widget in it.
const OUT = { bubbles: true, composed: true };
const CONFIGURE_KEYS = new OptionKeys(['fontUrl', 'wasmUrl']);

/** Sets where widgets load from: fontUrl, the VGA web font of interactive widgets without a
 *  `font` attribute, and wasmUrl, delve's core (delve.wasm; still pictures load the
 *  delve-still.wasm and draw in the delve-vga.f16 beside it); by default all beside this script.
 *  Call it before the first widget is shown. */
export function configure(given) {
  const options = optionsObject('configure', given, CONFIGURE_KEYS);
  if (options.fontUrl !== undefined)
    fontUrl = new URL(String(options.fontUrl), document.baseURI).href;
  if (options.wasmUrl !== undefined) {
    wasmUrl = new URL(String(options.wasmUrl), document.baseURI).href;
    stillUrl = new URL('delve-still.wasm', wasmUrl).href;
    bitmapUrl = new URL('delve-vga.f16', wasmUrl).href;
  }
}

// The core a widget needs: games need delve.wasm, and the Game class of the game's chunk
// (web/widget/play.js: a still picture loads no game code); pictures need only
// delve-still.wasm, but take the whole core when a game on the page has loaded it anyway. Both
// draw pictures in the delve-vga.f16 beside delve.wasm, fetched once (a game does without it).
function core(games) {
  if (!wasmUrl) return Promise.reject(new Error(NOT_AN_ES_MODULE));
  const full = wasmUrl,
    still = stillUrl;
  const load = (url) => {
    if (!cores.has(url)) {
      const loading = Promise.all([bitmap().catch(() => false), url === full ? play() : null]).then(
        ([font, tools]) => loadDelveCore(tools?.Game ?? null, { wasm: url, font }),
      );
      loading.catch(() => cores.delete(url)); // a later widget tries again
      cores.set(url, loading);
    }
    return cores.get(url);
  };
  // the whole core, once asked for, serves still pictures too; where it cannot load (a page
  // that copied only the still pictures' files), theirs does
  if (!games && cores.has(full)) return cores.get(full).catch(() => load(still));
  return load(games ? full : still);
}

// The font of pictures, or an error that says it is missing and where it was looked for.
function bitmap() {
  const url = bitmapUrl;
  if (!bitmaps.has(url)) {
    bitmaps.set(
      url,
      fetchBytes(url).catch((error) => {
        throw new Error(
          `could not load delve-vga.f16, the font of pictures, from ${url} (${error.message}); ` +
            'keep it beside delve.wasm',
        );
      }),
    );
  }
  return bitmaps.get(url);
}

// The interactive part (web/widget/play.js), fetched for the first game; the cause of the error
// it fails with, which the core's loading passes on.
const PART_MISSING = 'part';
function play() {
  playPromise ??= import('./play.js').catch((error) => {
    playPromise = null;
    throw new Error(
      `could not load the game's part of the widget (chunks/widget-play.js beside delve-widget.js: ` +
        `${error.message})`,
      { cause: PART_MISSING }, // said as it is, not as a core's (loadCore)
    );
  });
  return playPromise;
}

/** Bytes of WebAssembly heap in use by all widgets (for tests and the curious). */
export async function heapInUse() {
  let used = 0;
  for (const delve of await Promise.all(cores.values())) used += delve.heapUsed();
  return used;
}

// The font as a document-level FontFace (an @font-face inside a shadow root is ignored).
function loadFont(url) {
  if (!fontFamilies.has(url)) {
    const family = `Delve VGA ${fontFamilies.size + 1}`;
    // (a quote or backslash the URL kept, a data: URL's, would end the CSS string: encoded)
    const face = new FontFace(family, `url("${url.replace(/["\\\n]/g, encodeURIComponent)}")`);
    document.fonts.add(face);
    fontFamilies.set(url, { family, loaded: face.load() });
  }
  return fontFamilies.get(url);
}

// An element's parent as the page lays it out: its slot, its parent, or its shadow root's host.
const up = (el) => el.assignedSlot ?? el.parentElement ?? el.getRootNode().host;
const tableLayout = (el) => getComputedStyle(el.closest('table') ?? el).tableLayout;

function attributesOf(element) {
  return Object.fromEntries(ATTRIBUTES.map((name) => [name, element.getAttribute(name)]));
}

// The URL of the font of an interactive widget: its `font` attribute, or configure()'s.
function fontHrefOf(config) {
  if (!config.font) return fontUrl;
  try {
    return new URL(config.font, document.baseURI).href;
  } catch {
    throw new RangeError(`font="${config.font}": must be a URL`);
  }
}

// The core, or an error that says where it was looked for.
function loadCore(games) {
  return core(games).catch((error) => {
    if (error.message === NOT_AN_ES_MODULE || error.cause === PART_MISSING) throw error;
    throw new Error(
      // Chromium's words, Safari's, Firefox's
      /Content.Security|unsafe-eval|CSP/i.test(error.message)
        ? "the page's Content-Security-Policy forbids WebAssembly: its script-src needs 'wasm-unsafe-eval'"
        : `could not load delve's core (${error.message}): configure({ wasmUrl }) says where ` +
            // a file the server has not, or answers with its page (not WebAssembly's magic
            // word, or streamed: HTML): no policy's doing
            (/HTTP \d|HTML|magic/.test(error.message)
              ? 'delve.wasm is (delve-still.wasm beside it)'
              : "delve.wasm is, and a Content-Security-Policy's connect-src (or default-src) must allow it"),
    );
  });
}

// A widget's shadow root; the element's focus() goes to a game in it (a page's own Play button
// can call it: the game then has the keys), and does nothing for a still picture.
const attachRoot = (element) => element.attachShadow({ mode: 'open', delegatesFocus: true });

// The lasting part of a widget: its shadow root, the box a level is shown in, and the resize
// observer. Each render makes what it shows anew, a PictureLevelView or a GameLevelView.
class LevelView {
  constructor(host, root, seed = randomSeed()) {
    this.host = host;
    this.root = root;
    this.renders = 0;
    this.shows = null; // the PictureLevelView or GameLevelView of the last render
    this.randomSeed = seed; // without a seed attribute: the same dungeon on every render
    root.replaceChildren(); // (no innerHTML: a page requiring Trusted Types refuses it)
    if (root.adoptedStyleSheets) root.adoptedStyleSheets = [];
    styleSheet(root, WIDGET_CSS);
    // xterm.js's and the pad's, once a game is shown
    this.playStyle = styleSheet(root, '');
    this.box = document.createElement('div');
    this.box.className = 'screen';
    root.append(this.box);
    this.swipes = false;
    // a container that changes width gets the size that fits it now
    this.resized = new ResizeObserver(() =>
      this.shows ? this.shows.relayout() : this.reserved && this.reserve(...this.reserved),
    );
    this.reserved = null; // reserve()'s arguments, while the box keeps a size
  }

  get level() {
    return this.shows?.level ?? null;
  }

  get game() {
    return this.shows?.game ?? null;
  }

  get shown() {
    return this.shows?.shown ?? null;
  }

  get delve() {
    return this.shows?.delve ?? null;
  }

  fail(error) {
    this.clear();
    this.reserve(null);
    const message = `delve-level: ${error.message}`;
    console.warn(message);
    const div = document.createElement('div');
    div.className = 'error';
    div.setAttribute('role', 'alert');
    div.textContent = message; // text, never HTML
    this.box.replaceChildren(div);
    this.host.dispatchEvent(new CustomEvent('delve-error', { detail: { message }, ...OUT }));
  }

  clear() {
    this.shows?.dispose();
    this.shows = null;
    this.box.replaceChildren();
    this.box.removeAttribute('role');
    this.box.classList.remove('game');
    this.box.removeAttribute('aria-label');
    for (const el of this.root.querySelectorAll(
      '.live, .said-line, .delve-pad, .delve-answers, .delve-pack, .delve-bar',
    ))
      el.remove();
  }

  destroy() {
    this.renders++;
    this.resized.disconnect();
    this.clear();
  }

  // Swipes on the box play the game shown (once: the box outlives the games shown in it).
  listenForSwipes(listen) {
    if (this.swipes) return;
    listen(
      this.box,
      // only once the game has the focus (a tap gives it): before, a swipe scrolls the page
      (key) => this.root.activeElement && this.shows?.onKey({ key, code: '' }),
      () => this.shows?.onTap?.(),
    );
    this.swipes = true;
  }

  async render(attrs) {
    const id = ++this.renders;
    let Kind, config, loading, focused;
    try {
      config = widgetConfig(attrs, this.randomSeed);
      Kind =
        config.interactive || config.autoplay
          ? GameLevelView
          : config.keys === null
            ? PictureLevelView
            : KeysPictureView;
      loading = Kind.load(config, fontHrefOf(config));
      if (!this.shows) this.reserve(config, Kind);
    } catch (error) {
      this.fail(error);
      return;
    }
    try {
      const loaded = await loading;
      if (id !== this.renders) return; // a newer render or destroy() came meanwhile
      focused = this.root.activeElement !== null; // a game played: the new one has the keys
      const shows = new Kind(this, config, loaded, this.shows);
      this.clear();
      this.shows = shows;
      await this.shows.show(); // a picture the page refuses fails here
    } catch (error) {
      if (id === this.renders) this.fail(error);
      return;
    }
    if (id !== this.renders) return;
    if (focused) this.shows.view?.term.focus();
    this.reserve(null); // shown: its own size from now on
    this.host.dispatchEvent(
      new CustomEvent('delve-ready', { detail: { level: this.level }, ...OUT }),
    );
  }

  // While its core loads, an empty box would be a few pixels high, and the page would move when
  // the level came: it keeps the size of the screen it will show, where that is known before
  // the level is (expectedScreen; what is under a game's screen comes with it), and re-fits it
  // as its container changes. null: none.
  reserve(config, Kind) {
    const screen = config && expectedScreen(config);
    this.reserved = screen ? [config, Kind] : null;
    const { size, area } = screen
      ? fitLayout(config, screen, this.containerWidth(), Kind.crisp)
      : { size: 0, area: null };
    this.box.style.width = area ? `${(area.cols * size) / 2}px` : '';
    this.box.style.height = area ? `${area.rows * size}px` : '';
  }

  containerWidth() {
    // a widget given a width of its own (a grid's cell, display: block, flex: 1) has it even
    // with nothing in it; else it shrinks to what it shows, and its container says
    const shown = [...this.root.children];
    for (const el of shown) el.style.display = 'none';
    const own = this.host.clientWidth;
    for (const el of shown) el.style.display = '';
    if (own > 0) return (this.follow(this.host), own);
    // the nearest box with a width: an inline wrapper (a <span>, an unknown element) or one of
    // display: contents (a <slot>) has none; a quirks-mode body's clientWidth is the window's;
    // above a shadow root's children, the element it is attached to
    for (let el = this.host; (el = up(el));) {
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.display === 'contents') continue;
      // an auto-layout table (most are) and its cells are as wide as what they hold
      if (/^(inline-)?table/.test(style.display) && tableLayout(el) !== 'fixed') continue;
      const quirky = el === document.body && document.compatMode === 'BackCompat';
      const inner = quirky ? el.getBoundingClientRect().width : el.clientWidth;
      const width = inner - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (width > 0) return (this.follow(el), width);
    }
    return window.innerWidth;
  }

  // A box whose width the widget's size follows: it re-fits when that changes.
  follow(el) {
    if (el !== this.followed) this.resized.observe((this.followed = el));
  }
}

// The size of a cell and the part of `screen` ({ cols, rows }) shown in `width` CSS px,
// { size: the font's CSS px (16 x the scale), area: { cols, rows } }: `scale` CSS multiples of
// 16 at most (a phone's page must not widen: the largest that fits the container's content
// width, or 1 and the columns that fit); scale="fill": the whole font size that fills that
// width; or else how the `view` (by default the whole screen) fits it crisply
// (web/view/crisp.js; the part shown follows the player).
function fitLayout(config, screen, width, crisp) {
  const full = config.view ?? { cols: screen.cols, rows: screen.rows };
  const dpr = window.devicePixelRatio || 1,
    { scale } = config;
  if (typeof scale === 'number') {
    const k = Math.max(1, Math.min(scale, Math.floor(width / (8 * full.cols))));
    const cols = Math.max(10, Math.min(full.cols, Math.floor(width / (8 * k))));
    return { size: 16 * k, area: { cols, rows: full.rows } };
  }
  const filling = scale === 'fill' ? fillSize(width, Infinity, full.cols, full.rows, dpr) : 0;
  if (filling) return { size: filling, area: full };
  const { size, view } = fitFont(width, Infinity, full.cols, full.rows, dpr, crisp);
  // a LevelMap map narrower than a screen (14 columns by default) is drawn no larger than a
  // screen's cells would be, not at 11 times in a wide column
  const most =
    config.generator === 'levelmap' && full.cols < GAME_COLS
      ? fitFont(width, Infinity, GAME_COLS, full.rows, dpr, crisp).size
      : size;
  return { size: Math.min(size, most), area: { cols: Math.max(10, view.cols), rows: view.rows } };
}

// What one render shows in a widget's box, at a size that fits: the base of a still picture and
// a game. Each fills in level (the JSON), picture() (the screen), focus() (where a part of it
// in view centres), frame() (that part) and open(); each class says which scales draw it sharp
// (crisp).
class ShownLevel {
  constructor(widget, config, { delve }) {
    this.widget = widget;
    this.config = config;
    this.delve = delve;
    this.level = null;
    this.view = null; // a PictureView or a TerminalView
    this.shown = null; // the part of the screen painted last
  }

  // Opens the view in the widget's box and paints it; resolves once painted.
  show() {
    this.level = this.levelJson();
    this.layout = this.fit();
    this.open(this.widget.box);
    return this.paint();
  }

  // The size of a cell and the part of the screen shown, at the container's width (fitLayout).
  fit() {
    return fitLayout(
      this.config,
      this.picture(),
      this.widget.containerWidth(),
      this.constructor.crisp,
    );
  }

  // The container changed size: the size that fits now, if it is another.
  relayout() {
    const next = this.fit(),
      { size, area } = this.layout;
    if (next.size === size && next.area.cols === area.cols && next.area.rows === area.rows) return;
    this.layout = next;
    this.view.setFontSize(next.size);
    this.paint();
  }

  // Draws the part of the screen in view.
  paint() {
    this.shown = this.frame(this.picture(), this.layout.area, this.focus());
    return this.view.paint(this.shown);
  }

  onKey() {
    return false;
  }

  dispose() {
    this.view?.dispose();
  }
}

// A still picture: the core's PNG of the level, no tab stop, its words for screen readers.
class PictureLevelView extends ShownLevel {
  // The core that draws pictures and their font.
  static async load() {
    const delve = await loadCore(false);
    await bitmap();
    return { delve };
  }

  static crisp = () => true; // a picture scaled by whole device pixels

  levelJson() {
    const { generator, options } = this.config;
    return generator === 'rogue' ? this.delve.rogue(options) : this.delve.levelmap(options);
  }

  picture() {
    const { generator, options } = this.config;
    const { delve } = this;
    const map = generator === 'rogue' ? delve.rogueMap(options) : delve.levelmapMap(options);
    return { ...map, attrs: map.chars.map((c) => delve.glyphAttrs[c]) };
  }

  focus() {
    const { player } = this.level;
    return player ? { x: player.x, y: player.y - 1 } : { x: 0, y: 0 };
  }

  frame(screen, area, focus) {
    return crop(screen, area, focus);
  }

  open(box) {
    this.view = new PictureView((screen) => this.delve.png(screen), this.layout.size);
    this.view.open(box);
    box.setAttribute('role', 'img');
    box.setAttribute('aria-label', describeLevel(this.level));
  }
}

// A still picture of a game's screen after its keys (the `keys` attribute): the whole core and
// the game's part of the widget make the game, which is freed once its screen is taken.
class KeysPictureView extends PictureLevelView {
  static async load() {
    const [delve, tools] = await Promise.all([loadCore(true), play(), bitmap()]);
    return { delve, tools };
  }

  constructor(widget, config, loaded) {
    super(widget, config, loaded);
    this.tools = loaded.tools;
    const keys = keysOf(config.keys, loaded.tools.decodeKeys);
    const options = loaded.tools.gameOptions(config);
    const game = this.delve.game({ generator: config.generator, ...options, keys });
    try {
      const { cols, rows, chars, attrs } = game.screen();
      this.screen = { cols, rows, chars: chars.slice(), attrs: attrs.slice() };
      this.state = game.state();
      this.gameLevel = game.level();
      // the message row and the status line (the map is the level's words); a game over shows
      // no map: its screen's words (the tombstone, the Hall of Fame) instead of the level's
      const text = game.text();
      this.words = this.state.over
        ? `A game of delve after ${keys.length} keys, over: ${loaded.tools.screenWords(text)}.`
        : ` After ${keys.length} keys: ${`${text[0].trim()} ${text.at(-2).trim()}`.trim()}`;
    } finally {
      game.destroy();
    }
  }

  levelJson() {
    return this.gameLevel;
  }

  picture() {
    return this.screen;
  }

  focus() {
    return this.state;
  }

  frame(screen, area, focus) {
    return this.tools.gameView(screen, area, focus); // (the game's chunk: play.js)
  }

  open(box) {
    super.open(box);
    const level = this.state.over ? '' : box.getAttribute('aria-label');
    box.setAttribute('aria-label', level + this.words);
  }
}

// A game played with the keyboard (or the touch pad and swipes) while it has focus, in xterm.js;
// or, with `autoplay`, a game's keys watched (web/view/replay.js) with the bar's buttons and keys.
// Either has a bar under the screen (web/view/game-bars.js): the replay's, or the game's end.
class GameLevelView extends ShownLevel {
  // The whole core, the game's part of the widget (web/widget/play.js) and its web font.
  static async load(config, fontHref) {
    const delve = await loadCore(true);
    const font = loadFont(fontHref);
    const [tools, loaded] = await Promise.all([
      play(),
      font.loaded.then(
        () => true,
        () => console.warn(`delve-level: the font ${fontHref} did not load; using a fallback`),
      ),
    ]);
    // the fallback's size scaled to take the VGA font's room
    return { delve, tools, family: font.family, fontScale: loaded ? 1 : tools.fallbackScale() };
  }

  // `before`: the view this one takes the place of (its game goes on where only its look changed)
  constructor(widget, config, loaded, before) {
    super(widget, config, loaded);
    this.tools = loaded.tools;
    this.family = loaded.family;
    this.fontScale = loaded.fontScale;
    this.live = null; // the aria-live region
    this.tools.startGame(this, before); // the game's chunk: play.js
  }

  static crisp = isCrisp; // xterm.js lays out cells from whole CSS px font sizes

  fit() {
    const layout = super.fit();
    return { ...layout, size: Math.floor(layout.size * this.fontScale) };
  }

  // The level at the game's depth (the core says which).
  levelJson() {
    return this.game.level();
  }

  // A level (or game) come: its JSON, and the game's name for screen readers says it.
  newLevel() {
    this.level = this.levelJson();
    this.tools.nameGame(this, `${levelName(this.level)}.`);
  }

  picture() {
    return this.game.screen();
  }

  focus() {
    const s = this.game.state();
    return s.inventory ? { x: 0, y: 1 } : { x: s.x, y: s.y }; // the pack's lines: the left edge
  }

  // The map follows the player; the message and status rows are always shown; a list longer
  // than the view is shown in parts (web/widget/open-game.js).
  frame(screen, area, focus) {
    return this.tools.gameFrame(this, screen, area, focus);
  }

  open(box) {
    this.tools.openGame(this, box, `${levelName(this.level)}.`); // the game's chunk: play.js
  }

  // A tap on the screen: a long list's next part, or on from ' More ' (web/widget/open-game.js).
  onTap() {
    this.tools.tapGame(this);
  }

  // The replay stepped (or started or stopped): its game, painted (web/widget/open-game.js).
  watched() {
    this.tools.watched(this);
  }

  // A key: true when the bar or the game used it (web/widget/open-game.js).
  onKey(event) {
    return this.tools.playKey(this, event);
  }

  dispose() {
    (this.replay ?? this.game).destroy();
    super.dispose();
  }
}

// Where there is no DOM (a page a server renders first imports this module in Node), the class
// extends a plain one and nothing is defined: the import works, and the browser defines it.
const ElementBase = typeof HTMLElement === 'undefined' ? class {} : HTMLElement;

export class DelveLevelElement extends ElementBase {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  #view = null;
  #pending = false;
  #seed = randomSeed(); // the element's: put back in the page, the same dungeon

  connectedCallback() {
    // moved within one task: its game goes on, at the size that fits where it is now
    if (this.#view) return this.#view.shows?.relayout();
    this.#view = new LevelView(this, this.shadowRoot ?? attachRoot(this), this.#seed);
    this.#schedule();
  }

  disconnectedCallback() {
    // removed for good unless put back in the same task (a move, as frameworks and dialogs do)
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#view?.destroy(); // frees the game's WebAssembly memory
      this.#view = null;
    });
  }

  attributeChangedCallback(name, before, after) {
    if (this.#view && before !== after) this.#schedule(); // set again as it was: no new level
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

  /** What the widget shows (the part in view): { cols, rows, chars, attrs }, CP437 bytes and PC
   *  colour attributes, a copy. */
  get screen() {
    const shown = this.#view?.shown;
    return shown
      ? {
          cols: shown.cols,
          rows: shown.rows,
          chars: shown.chars.slice(),
          attrs: shown.attrs.slice(),
        }
      : null;
  }

  /** What the widget shows, as text: its rows (the part in view). */
  get text() {
    const v = this.#view,
      shown = v?.shown;
    if (!shown) return null;
    return Array.from({ length: shown.rows }, (_, y) =>
      Array.from(
        shown.chars.subarray(y * shown.cols, (y + 1) * shown.cols),
        (c) => v.delve.cp437[c],
      ).join(''),
    );
  }
}

const camel = (name) => name.replace(/-(.)/g, (_, c) => c.toUpperCase());

/** Shows a level in `element` (in its shadow root), like <delve-level> with these options as
 *  attributes (camelCase for the kebab-case ones: firstClock is first-clock): { seed, dos,
 *  generator, depth, mode, width, height, corridor, combined, cellsize, natural, doors, voids,
 *  entrances, textures, interactive, rules, view, scale, font, keys (the link text, as the
 *  attribute), autoplay, name, fruit, firstClock, firstClockTurns, year }.
 *  Returns { ready, level, game, update(options), destroy() }. */
export function mount(element, options = {}) {
  if (!(element instanceof Element)) throw new TypeError('mount: element must be a DOM element');
  const toAttrs = (o) => {
    if (o === null || typeof o !== 'object')
      throw new TypeError('mount: options must be an object');
    const attrs = Object.fromEntries(ATTRIBUTES.map((name) => [name, null]));
    for (const [key, value] of Object.entries(o)) {
      const name = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`); // firstClock: first-clock
      if (!ATTRIBUTES.includes(name))
        throw new TypeError(
          `mount: unknown option "${key}"; the options are ${ATTRIBUTES.map(camel).join(', ')}`,
        );
      attrs[name] =
        value === true
          ? ''
          : value === false
            ? 'false'
            : value === undefined
              ? null
              : String(value);
    }
    return attrs;
  };
  let view = new LevelView(element, element.shadowRoot ?? attachRoot(element));
  const handle = {
    ready: view.render(toAttrs(options)),
    get level() {
      return view?.level ?? null;
    },
    get game() {
      return view?.game ?? null;
    },
    update(next) {
      if (!view) throw new TypeError('mount: update() after destroy()');
      const merged = { ...options, ...next };
      handle.ready = view.render(toAttrs(merged)); // a bad option throws before it is kept
      options = merged;
      return handle.ready;
    },
    destroy() {
      view?.destroy();
      view = null;
    },
  };
  return handle;
}

if (typeof customElements !== 'undefined' && !customElements.get('delve-level')) {
  customElements.define('delve-level', DelveLevelElement);
}
