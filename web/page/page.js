// The game page (build/web/index.html): an 80x25 IBM PC text screen in xterm.js, the VGA font,
// the keyboard. The core renders the screen; this file only paints it and forwards keys.
import { loadDelve } from '../api/delve.js';
import { TerminalView } from '../view/terminal-view.js';
import { screenPre } from '../view/screen-html.js';
import { gameView } from '../view/crop.js';
import { describeSurroundings } from '../view/surroundings.js';
import { fitScreen, fillSize } from '../view/crisp.js';
import { actionForKey, helpPages } from '../view/keys.js';
import { randomSeed } from '../api/options.js';
import { parseHash, formatHash } from './location-hash.js';
import { touchPad, listenForSwipes, PAD_CSS } from '../view/touch-pad.js';

const FONT = '"Delve VGA"';

// Where a narrow view looks while the pack is listed: its lines start at the screen's left edge.
const PACK_FOCUS = { x: 0, y: 1 };

// Touch screens get on-screen controls under the game screen.
const TOUCH = window.matchMedia('(pointer: coarse)').matches;

// The size choice: crisp (whole multiples of the font's pixels, the default) or filling the
// window. ?scale=fill or ?scale=crisp in the address chooses for a visit; the page's button
// chooses for this visit and the next ones (localStorage).
const SCALE_KEY = 'delve.scale';
function wantsFill() {
  const asked = new URLSearchParams(location.search).get('scale');
  if (asked === 'fill' || asked === 'crisp') return asked === 'fill';
  try {
    return localStorage.getItem(SCALE_KEY) === 'fill';
  } catch {
    return false; // storage refused (a private window's settings): the default
  }
}
let fill = wantsFill();

// How the screen is shown: at the largest crisp scale (web/view/crisp.js) that fits the window
// (less the touch controls), or, chosen, at the larger whole font size that fills it; where that
// would be under 8 CSS pixels a column (a phone), at the smallest crisp scale that is not, in a
// view of the screen that fits. { size: the font size in CSS px, view: { cols, rows } }.
function layout(cols, rows) {
  const dpr = window.devicePixelRatio || 1;
  const pad = document.querySelector('.delve-pad')?.offsetHeight ?? 0; // the lines below may scroll
  const width = window.innerWidth, height = window.innerHeight - 8 - pad;
  const { k, view } = fitScreen(width * dpr, height * dpr, cols, rows, dpr);
  const crisp = (16 * k) / dpr, filling = fill ? fillSize(width, height, cols, rows, dpr) : 0;
  return filling > crisp ? { size: filling, view: { cols, rows } } : { size: crisp, view };
}

function afterNextPaint() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

// The game options for what a link names: a replay's level 1, or a level of a seed.
function gameOptions({ generator, seed, dos, depth, mode }) {
  if (generator === 'levelmap') return { generator, seed, depth };
  return dos ? { dos, mode } : { seed, depth, mode };
}

function titleOf(s) {
  if (s.generator === 'levelmap') return `delve — LevelMap seed ${s.seed}, depth ${s.depth}`;
  if (s.dos && s.depth === 1) return `delve — the original game of clock ${s.dos}, level 1`;
  return `delve — Rogue seed ${s.seed}, depth ${s.depth}${s.mode === 'classic' ? ' (classic)' : ''}`;
}

async function main() {
  // the font before drawing, or the first frame (and xterm's measuring) would use a fallback
  const [, delve] = await Promise.all([document.fonts.load(`16px ${FONT}`), loadDelve()]);
  const readHash = () => {
    const wanted = parseHash(location.hash, randomSeed());
    for (const problem of wanted.problems) console.warn(`delve: ${problem}; using a default`);
    return wanted;
  };
  const start = readHash();
  const host = document.getElementById('screen');
  let send = () => {}; // the keys of the touch controls, once the terminal is playing
  if (TOUCH) {
    const css = document.createElement('style');
    css.textContent = PAD_CSS;
    document.head.append(css);
    host.after(touchPad(document, (key) => send(key)));
    document.querySelector('.hint').hidden = true;
  }

  // The first frame, as HTML, at once.
  let game = delve.game(gameOptions(start));
  const first = game.screen();
  let { size, view: area } = layout(first.cols, first.rows);
  const shownOf = (screen) => {
    const { x, y, inventory } = game.state();
    return gameView(screen, area, inventory ? PACK_FOCUS : { x, y });
  };
  const firstShown = shownOf(first);
  const preview = screenPre(firstShown, delve.cp437, FONT, size);
  host.replaceChildren(preview);
  const firstFrameMs = performance.now(); // since navigation started
  await afterNextPaint(); // what follows takes a while: let the browser show the frame first

  // The terminal opens hidden on top of it and takes its place once it has drawn that frame.
  // xterm.js is most of the page's code: a chunk of its own, fetched only now (preloading it
  // had the browser compiling it while it should have been showing the first frame).
  const { Terminal, xtermCss } = await import('../view/xterm.js');
  const style = document.createElement('style');
  style.textContent = xtermCss;
  document.head.append(style);
  let help = null; // while the help is up: its pages still to show
  // at the size it will have: hidden, it still takes room, and wider than the window it would
  // widen the page
  const view = new TerminalView(Terminal, { cols: firstShown.cols, rows: firstShown.rows, fontFamily: FONT,
    fontSize: size, cp437: delve.cp437 });
  const { term } = view;
  const box = document.createElement('div');
  box.style.cssText = 'position: absolute; left: 0; top: 0; visibility: hidden;';
  host.append(box);
  view.open(box);

  let shown = ''; // the level the address and title show, as its hash
  const messages = document.getElementById('messages');
  function paint() {
    view.paint(shownOf(game.screen()));
    const { message } = game.state(); // row 0, for screen readers too
    if (messages && messages.textContent !== message) messages.textContent = message;
  }

  // The address and title follow the level; they change only on a new game or a descent
  // (replaceState is the slowest thing a key press could do).
  function showLevel() {
    const s = game.state();
    const hash = formatHash(s);
    if (hash === shown) return;
    shown = hash;
    history.replaceState(null, '', hash);
    document.title = titleOf(s);
  }

  function play(next) {
    if (game !== next) game.destroy();
    game = next;
    window.delvePage = { term, game, delve, firstFrameMs };
    paint();
    showLevel();
  }

  function newGame(options) {
    play(delve.game(gameOptions(options)));
  }

  // The whole screen (not only the part a phone shows) as a PNG file, downloaded.
  function savePicture() {
    const s = game.state();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([delve.png(game.screen())], { type: 'image/png' }));
    link.download = `delve-${s.generator}-${s.dos && s.depth === 1 ? `dos-${s.dos}` : `seed-${s.seed}-depth-${s.depth}`}.png`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60000);
    messages.textContent = `Saved the screen as ${link.download}`;
  }

  // The help's next page; the first lays it out for the part of the screen in view.
  function showHelp() {
    help ??= helpPages(term.cols, term.rows, { touch: TOUCH });
    const lines = help.shift();
    view.writeOver(`\x1b[0;37;40m\x1b[2J\x1b[?7l${lines.map((line, i) => `\x1b[${i + 1};1H${line}`).join('')}\x1b[?7h`);
  }

  // A key: true when the page used it. Ctrl, Alt and Meta combinations are the browser's
  // (Ctrl+Shift+R reloads; it is no R).
  function onKey(event) {
    if (event.ctrlKey || event.altKey || event.metaKey) return false;
    const s = game.state();
    if (help?.length) { // any key: the help's next page
      showHelp();
      return true;
    } else if (help || s.inventory) { // any key returns to the map
      help = null;
      if (s.inventory) game.act(' ');
    } else if (event.key === '?') {
      showHelp();
      return true;
    } else if (event.key === 'R') { // a new address of its own: Back returns to this dungeon
      history.pushState(null, '', formatHash({ generator: s.generator, seed: randomSeed(), depth: 1, mode: 'fixed' }));
      newGame(parseHash(location.hash, 0));
    } else if (event.key === 'P') {
      savePicture();
      return true;
    } else if (event.key === 'w') { // where am I, through the live region
      messages.textContent = describeSurroundings(game.level(), s, game.screen(), delve.cp437);
      return true;
    } else if (event.key === 'G') {
      newGame({ generator: s.generator === 'rogue' ? 'levelmap' : 'rogue', seed: s.seed, depth: 1 });
    } else {
      const action = actionForKey(event, delve.actions);
      if (!action) return false;
      if (game.act(action).descended) showLevel();
    }
    paint();
    return true;
  }
  view.onKey(onKey);
  send = (key) => onKey({ key, code: '' });
  document.getElementById('save').addEventListener('click', savePicture);
  const fillButton = document.getElementById('fill');
  fillButton.setAttribute('aria-pressed', String(fill));
  fillButton.addEventListener('click', () => {
    fill = !fill;
    fillButton.setAttribute('aria-pressed', String(fill));
    try {
      localStorage.setItem(SCALE_KEY, fill ? 'fill' : 'crisp');
    } catch { /* not remembered, still done */ }
    const params = new URLSearchParams(location.search);
    if (params.has('scale')) { // the choice made now rules over the address's
      params.delete('scale');
      const query = params.toString();
      history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
    }
    fit();
  });
  host.style.touchAction = 'none'; // a swipe plays: the page neither scrolls nor zooms
  listenForSwipes(host, send);

  function fit() {
    const screen = game.screen();
    ({ size, view: area } = layout(screen.cols, screen.rows));
    term.options.fontSize = size;
    paint();
  }
  window.addEventListener('resize', fit);
  window.addEventListener('hashchange', () => {
    const next = readHash();
    if (formatHash(next) !== formatHash(game.state())) newGame(next);
  });
  fit();
  play(game);
  term.write('', () => {
    const rendered = term.onRender(() => {
      rendered.dispose();
      preview.remove();
      box.style.cssText = '';
      term.focus(); // not before: a hidden terminal cannot take the focus
    });
  });
}

main().catch((error) => {
  console.error(error);
  document.getElementById('screen').textContent = `delve could not start: ${error.message}`;
});
