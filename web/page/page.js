// The game page (build/web/index.html): an 80x25 IBM PC text screen in xterm.js, the VGA font,
// the keyboard. The core renders the screen; this file only paints it and forwards keys.
import { loadDelve } from '../api/delve.js';
import { TerminalView } from '../view/terminal-view.js';
import { screenPre } from '../view/screen-html.js';
import { gameView } from '../view/crop.js';
import { fitScreen, fillSize } from '../view/crisp.js';
import { helpPages } from '../view/keys.js';
import { playGameKey, isBrowserKey, sayMessage } from '../view/game-keys.js';
import { randomSeed } from '../api/options.js';
import { parseHash, formatHash } from './location-hash.js';
import { touchPad, listenForSwipes, PAD_CSS } from '../view/touch-pad.js';
import { describeSurroundings } from '../view/surroundings.js';

const FONT = '"Delve VGA"';

// Where a narrow view looks while the pack is listed: its lines start at the screen's left edge.
const PACK_FOCUS = { x: 0, y: 1 };

// Touch screens get on-screen controls under the game screen.
const TOUCH = window.matchMedia('(pointer: coarse)').matches;

// The size choice: crisp (whole multiples of the font's pixels, the default) or filling the
// window. ?scale=fill or ?scale=crisp in the address chooses for a visit; the page's button
// chooses for this visit and the next ones (localStorage).
const SCALE_KEY = 'delve.scale';
const SCORES_KEY = 'delve.scores'; // this browser's score file: the original's Hall of Fame

// The scores this browser keeps (JSON in localStorage), or undefined before its first game's
// Hall of Fame: the original without its score file, which asks to create one.
function storedScores() {
  try {
    const list = JSON.parse(localStorage.getItem(SCORES_KEY));
    return Array.isArray(list) ? list : undefined;
  } catch {
    return undefined;
  }
}
function wantsFill() {
  const asked = new URLSearchParams(location.search).get('scale');
  if (asked === 'fill' || asked === 'crisp') return asked === 'fill';
  try {
    return localStorage.getItem(SCALE_KEY) === 'fill';
  } catch {
    return false; // storage refused (a private window's settings): the default
  }
}

// How the screen is shown: at the largest crisp scale (web/view/crisp.js) that fits the window
// (less the touch controls), or, chosen, at the larger whole font size that fills it; where that
// would be under 8 CSS pixels a column (a phone), at the smallest crisp scale that is not, in a
// view of the screen that fits. { size: the font size in CSS px, view: { cols, rows } }.
function layout(cols, rows, fill) {
  const dpr = window.devicePixelRatio || 1;
  const pad = document.querySelector('.delve-pad')?.offsetHeight ?? 0; // the lines below may scroll
  const width = window.innerWidth,
    height = window.innerHeight - 8 - pad;
  const { k, view } = fitScreen(width * dpr, height * dpr, cols, rows, dpr);
  const crisp = (16 * k) / dpr,
    filling = fill ? fillSize(width, height, cols, rows, dpr) : 0;
  return filling > crisp ? { size: filling, view: { cols, rows } } : { size: crisp, view };
}

function afterNextPaint() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

// The game options for what a link names: a replay's level 1, or a level of a seed.
function gameOptions({ generator, seed, dos, depth, mode, rules }) {
  if (generator === 'levelmap') return { generator, seed, depth };
  const scores = rules === 'explore' ? undefined : storedScores();
  return dos ? { dos, mode, rules, scores } : { seed, depth, mode, rules, scores };
}

// A game made from the page's options; scores this browser kept that the core refuses (an old
// or edited list) are dropped rather than keeping the game from starting.
function startGame(delve, options) {
  try {
    return delve.game(gameOptions(options));
  } catch (error) {
    if (!/scores/.test(error.message)) throw error;
    localStorage.removeItem(SCORES_KEY);
    return delve.game(gameOptions(options));
  }
}

// What the address asks for, each part it names wrongly warned about and left at its default.
function readHash() {
  const wanted = parseHash(location.hash, randomSeed());
  for (const problem of wanted.problems) console.warn(`delve: ${problem}; using a default`);
  return wanted;
}

function titleOf(s) {
  if (s.generator === 'levelmap') return `delve — LevelMap seed ${s.seed}, depth ${s.depth}`;
  if (s.dos && (s.depth === 1 || s.rules === 'original'))
    return `delve — the original game of clock ${s.dos}, level ${s.depth}`;
  return `delve — Rogue seed ${s.seed}, depth ${s.depth}${s.mode === 'classic' ? ' (classic)' : ''}`;
}

// The page's parts and what it does, one method a step: the first frame as HTML at once, then
// the terminal over it, then the keys, buttons and window events.
class GamePage {
  constructor(delve, host) {
    this.delve = delve;
    this.host = host; // #screen
    this.messages = document.getElementById('messages'); // the live region: row 0, and words
    this.fill = wantsFill();
    this.game = null;
    this.size = 16; // the font size in CSS px
    this.area = null; // the part of the screen in view, { cols, rows }
    this.view = null; // the TerminalView, once open
    this.help = null; // while the help is up: its pages still to show
    this.shown = ''; // the level the address and title show, as its hash
    this.send = () => {}; // the keys of the touch controls and swipes, once the terminal is playing
  }

  // Touch screens: the on-screen controls under the game screen, the keyboard hint hidden.
  addTouchPad() {
    const css = document.createElement('style');
    css.textContent = PAD_CSS;
    document.head.append(css);
    this.host.after(touchPad(document, (key) => this.padKey(key)));
    document.querySelector('.hint').hidden = true;
  }

  // The part of `screen` in view: for a narrow view, around the player or the pack's lines.
  shownOf(screen) {
    const { x, y, inventory } = this.game.state();
    return gameView(screen, this.area, inventory ? PACK_FOCUS : { x, y });
  }

  // The first frame, as HTML, at once; resolves once the browser has shown it.
  async showFirstFrame(start) {
    this.game = startGame(this.delve, start);
    const first = this.game.screen();
    ({ size: this.size, view: this.area } = layout(first.cols, first.rows, this.fill));
    const shown = this.shownOf(first);
    this.preview = screenPre(shown, this.delve.cp437, FONT, this.size);
    this.host.replaceChildren(this.preview);
    this.firstFrameMs = performance.now(); // since navigation started
    await afterNextPaint(); // what follows takes a while: let the browser show the frame first
    return shown;
  }

  // The terminal opens hidden on top of the first frame, at the size it will have: hidden, it
  // still takes room, and wider than the window it would widen the page. xterm.js is most of the
  // page's code: a chunk of its own, fetched only now (preloading it had the browser compiling
  // it while it should have been showing the first frame).
  async openTerminal({ cols, rows }) {
    const { Terminal, xtermCss } = await import('../view/xterm.js');
    const style = document.createElement('style');
    style.textContent = xtermCss;
    document.head.append(style);
    this.view = new TerminalView(Terminal, {
      cols,
      rows,
      fontFamily: FONT,
      fontSize: this.size,
      cp437: this.delve.cp437,
    });
    this.term = this.view.term;
    this.box = document.createElement('div');
    this.box.style.cssText = 'position: absolute; left: 0; top: 0; visibility: hidden;';
    this.host.append(this.box);
    this.view.open(this.box);
  }

  // The terminal takes the first frame's place once it has drawn its own.
  revealTerminal() {
    this.term.write('', () => {
      const rendered = this.term.onRender(() => {
        rendered.dispose();
        this.preview.remove();
        this.box.style.cssText = '';
        this.term.focus(); // not before: a hidden terminal cannot take the focus
      });
    });
  }

  paint() {
    this.view.paint(this.shownOf(this.game.screen()));
    sayMessage(this.messages, this.game); // row 0, for screen readers too
  }

  // The address and title follow the level; they change only on a new game or a descent
  // (replaceState is the slowest thing a key press could do).
  showLevel() {
    const s = this.game.state();
    const hash = formatHash(s);
    if (hash === this.shown) return;
    this.shown = hash;
    history.replaceState(null, '', hash);
    document.title = titleOf(s);
  }

  play(next) {
    if (this.game !== next) this.game.destroy();
    this.game = next;
    this.rules = next.state().rules; // the original's game reads Ctrl-F, L, R and T too
    const { term, delve, firstFrameMs } = this;
    window.delvePage = { term, game: next, delve, firstFrameMs };
    this.paint();
    this.showLevel();
  }

  newGame(options) {
    this.play(startGame(this.delve, options));
  }

  // The whole screen (not only the part a phone shows) as a PNG file, downloaded.
  savePicture() {
    const s = this.game.state();
    const png = this.delve.png(this.game.screen());
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([png], { type: 'image/png' }));
    const level = s.dos && s.depth === 1 ? `dos-${s.dos}` : `seed-${s.seed}-depth-${s.depth}`;
    link.download = `delve-${s.generator}-${level}.png`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60000);
    this.messages.textContent = `Saved the screen as ${link.download}`;
  }

  // The help's next page; the first lays it out for the part of the screen in view.
  showHelp() {
    this.help ??= helpPages(this.term.cols, this.term.rows, { touch: TOUCH });
    const lines = this.help
      .shift()
      .map((line, i) => `\x1b[${i + 1};1H${line}`)
      .join('');
    this.view.writeOver(`\x1b[0;37;40m\x1b[2J\x1b[?7l${lines}\x1b[?7h`);
  }

  // A pad button: the page's own (where, help, new) in both rules, else the key it sends.
  padKey(key) {
    if (this.help) return this.send(key); // any button turns the help's page
    const s = this.game.state();
    if (key === 'w')
      this.messages.textContent = describeSurroundings(
        this.game.level(),
        s,
        this.game.screen(),
        this.delve.cp437,
      );
    else if (key === '?' || key === 'R') this.ownKey(key, s);
    else this.send(key);
  }

  // A key: true when the page used it (web/view/game-keys.js has the game's own).
  onKey(event) {
    if (isBrowserKey(event) && this.rules !== 'original') return false;
    if (this.help) {
      // any key: the help's next page, or after the last back to the map
      if (this.help.length) this.showHelp();
      else this.closeHelp();
      return true;
    }
    const { actions, cp437 } = this.delve;
    const ownKey = (key, s) => this.ownKey(key, s);
    const used = playGameKey(event, this.game, { actions, cp437, live: this.messages, ownKey });
    if (!used) return false;
    if (used.result) {
      if (used.result.descended) this.showLevel();
      this.paint();
      this.keepScores();
    }
    return true;
  }

  // Once a game's score is in its Hall of Fame, the list is this browser's score file.
  keepScores() {
    if (this.scoresKept === this.game || this.game.state().score === null) return;
    this.scoresKept = this.game;
    try {
      localStorage.setItem(SCORES_KEY, JSON.stringify(this.game.scores()));
    } catch {
      /* not kept: the next game starts from the list as it was */
    }
  }

  closeHelp() {
    this.help = null;
    this.paint();
  }

  // The page's own keys (not a widget's): true when `key` is one.
  ownKey(key, s) {
    if (key === '?') this.showHelp();
    else if (key === 'R') this.newDungeon(s.generator, s.rules);
    else if (key === 'P') this.savePicture();
    else if (key === 'G') this.otherGenerator(s);
    else return false;
    return true;
  }

  // A new random dungeon at an address of its own: Back returns to this one.
  newDungeon(generator, rules) {
    const hash = formatHash({ generator, seed: randomSeed(), depth: 1, mode: 'fixed', rules });
    history.pushState(null, '', hash);
    this.newGame(parseHash(location.hash, 0));
  }

  // The same seed from the other generator: classic Rogue or LevelMap.
  otherGenerator(s) {
    const generator = s.generator === 'rogue' ? 'levelmap' : 'rogue';
    this.newGame({ generator, seed: s.seed, depth: 1 });
  }

  // Fill window: the choice made now rules over the address's, and is remembered.
  toggleFill(button) {
    this.fill = !this.fill;
    button.setAttribute('aria-pressed', String(this.fill));
    try {
      localStorage.setItem(SCALE_KEY, this.fill ? 'fill' : 'crisp');
    } catch {
      /* not remembered, still done */
    }
    const params = new URLSearchParams(location.search);
    if (params.has('scale')) {
      params.delete('scale');
      const query = params.toString() && `?${params}`;
      history.replaceState(null, '', `${location.pathname}${query}${location.hash}`);
    }
    this.fit();
  }

  fit() {
    const screen = this.game.screen();
    ({ size: this.size, view: this.area } = layout(screen.cols, screen.rows, this.fill));
    this.term.options.fontSize = this.size;
    this.paint();
  }

  // The keys, the buttons, swipes, and the window's size and address.
  listen() {
    this.view.onKey((event) => this.onKey(event));
    this.send = (key) => this.onKey({ key, code: '' });
    document.getElementById('save').addEventListener('click', () => this.savePicture());
    const fillButton = document.getElementById('fill');
    fillButton.setAttribute('aria-pressed', String(this.fill));
    fillButton.addEventListener('click', () => this.toggleFill(fillButton));
    this.host.style.touchAction = 'none'; // a swipe plays: the page neither scrolls nor zooms
    listenForSwipes(this.host, (key) => this.send(key));
    window.addEventListener('resize', () => this.fit());
    window.addEventListener('hashchange', () => {
      const next = readHash();
      if (formatHash(next) !== formatHash(this.game.state())) this.newGame(next);
    });
  }
}

async function main() {
  // the font before drawing, or the first frame (and xterm's measuring) would use a fallback
  const [, delve] = await Promise.all([document.fonts.load(`16px ${FONT}`), loadDelve()]);
  const page = new GamePage(delve, document.getElementById('screen'));
  if (TOUCH) page.addTouchPad();
  const first = await page.showFirstFrame(readHash());
  await page.openTerminal(first);
  page.listen();
  page.fit();
  page.play(page.game);
  page.revealTerminal();
}

main().catch((error) => {
  console.error(error);
  document.getElementById('screen').textContent = `delve could not start: ${error.message}`;
});
