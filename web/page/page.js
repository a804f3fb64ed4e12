// The game page (build/web/index.html): an 80x25 IBM PC text screen in xterm.js, the VGA font,
// the keyboard. The core renders the screen; this file only paints it and forwards keys.
import { loadDelve } from '../api/delve.js';
import { TerminalView } from '../view/terminal-view.js';
import { screenPre } from '../view/screen-html.js';
import { fallbackScale } from '../view/fallback-font.js';
import { ListPages } from '../view/crop.js';
import { fitFont, fillSize } from '../view/crisp.js';
import { helpPages, helpPhrases } from '../view/keys.js';
import { playGameKey, isBrowserKey, sayMessage, spokenKey, speak } from '../view/game-keys.js';
import { randomSeed, fromText } from '../api/options.js';
import {
  parseHash,
  formatHash,
  formatGameHash,
  hashHasKeys,
  hashHasClock,
  withOptions,
  reasonOf,
  LINK_OPTIONS,
} from './location-hash.js';
import {
  SAVED_KEY,
  REPLACED_KEY,
  saveGame,
  keepRecord,
  savedGame,
  forgetGame,
  resumeGame,
  keysBeforeSave,
  isOriginal,
} from './saved-game.js';
import { Replay, DEFAULT_SPEED } from '../view/replay.js';
import { WatchBar, OverBar, BARS_CSS, anotherGame } from '../view/game-bars.js';
import { touchPad, listenForSwipes, padRules, padWaiting, PAD_CSS } from '../view/touch-pad.js';
import { PROMPT_BUTTONS } from '../view/touch.js';
import { GameControls, CONTROLS_CSS, forwardKeys } from '../view/game-controls.js';
import { screenWords, sentences } from '../view/spoken.js';
import { widgetSnippet } from './embed-snippet.js';
import { listenForShare } from './share-box.js';
import { listenForClock } from './clock-box.js';

const FONT = '"Delve VGA"';
const FAMILY = `${FONT}, monospace`; // what draws: the VGA font, or where it did not load this
const NO_FONT =
  "The game's VGA font (delve-vga.otf) did not load: the browser's monospace font draws it.";
const KEEP_MS = 400; // how long after a key the address and the kept game follow it
const ADDRESS_AGAIN_MS = 2000; // an address the browser refused to write is tried again then
const SIDE_MAX = 560; // CSS px: a landscape window lower than this has the controls beside
const SIDE_GAP = 4; // CSS px between the screen and the controls beside it (.delve-stage.side)

// Where a narrow view looks while the pack is listed: its lines start at the screen's left edge.
const PACK_FOCUS = { x: 0, y: 1 };
const NEW_ASKS_MS = 4000; // how long the pad's New waits for its second tap

// Said while the browser does not keep the game (storage full, or refused to the page).
const NOT_KEPT =
  'This browser did not keep the game (its storage is full, or refused to this page): a reload goes on with it from the address, but closing the tab loses it unless the address is kept (a bookmark, or the link copied).';

// Touch screens get on-screen controls under the game screen.
const TOUCH = window.matchMedia('(pointer: coarse)').matches;

// The size choice: crisp (whole multiples of the font's pixels, the default) or filling the
// window. ?scale=fill or ?scale=crisp in the address chooses for a visit; the page's button
// chooses for this visit and the next ones (localStorage).
const SCALE_KEY = 'delve.scale';
const SCORES_KEY = 'delve.scores'; // this browser's score file: the original's Hall of Fame

// This browser's localStorage, or null where it refuses the site's storage (site data
// blocked, a sandboxed frame: reading the property throws there); the game is then played
// without being kept (saved-game.js takes null as no storage).
function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// This tab's sessionStorage (REPLACED_KEY's), or null.
function session() {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

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
// ?scale= in the address: { scale } for this visit, { problem } (said with the link's other
// problems on arrival) when it names neither, or {} when there is none.
function askedScale() {
  const asked = new URLSearchParams(location.search).get('scale');
  if (asked === null) return {};
  try {
    return { scale: fromText('scale', asked, ['fill', 'crisp']) };
  } catch (error) {
    console.warn(`delve: ${error.message}; using a default`);
    return { problem: error.message };
  }
}

function wantsFill({ scale }) {
  if (scale) return scale === 'fill';
  try {
    return localStorage.getItem(SCALE_KEY) === 'fill';
  } catch {
    return false; // storage refused (a private window's settings): the default
  }
}

// How the screen is shown: at the largest crisp scale (web/view/crisp.js) that fits the window
// (less the touch controls), or, chosen, at the larger whole font size that fills it; where that
// would be under 8 CSS pixels a column (a phone), at the smallest crisp scale that is not, in a
// view of the screen that fits (web/view/crop.js: the Hall of Fame's lines, too, broken to its
// width), or, Fill window chosen, all of it small (the whole level at a glance, at least
// LEAST_FILL px). { size: the font size in CSS px, view: { cols, rows } }.
const LEAST_FILL = 6;
function layout(cols, rows, fill, fontScale) {
  const dpr = window.devicePixelRatio || 1;
  const controls = document.querySelector('.delve-controls');
  const side = controlsBeside(controls);
  let below = 0;
  for (const el of document.querySelectorAll('.delve-controls, .delve-bar'))
    if (!el.hidden && !(side && el === controls)) below += el.offsetHeight;
  const width = window.innerWidth - (side ? controls.offsetWidth + SIDE_GAP : 0),
    height = window.innerHeight - 8 - below;
  const fit = fitFont(width, height, cols, rows, dpr),
    part = fit.view.cols < cols || fit.view.rows < rows,
    small = Math.max(LEAST_FILL, Math.floor(Math.min((2 * width) / cols, height / rows))),
    fits = (small * cols) / 2 <= width && small * rows <= height,
    filling = fill ? fillSize(width, height, cols, rows, dpr) || (part && fits ? small : 0) : 0;
  const shown =
    filling > fit.size || (filling && part) ? { size: filling, view: { cols, rows } } : fit;
  return fontScale === 1 ? shown : { ...shown, size: Math.floor(shown.size * fontScale) };
}

// Whether the controls go beside the screen, and the stage says so (its class 'side'): in a low
// landscape window (a phone turned), where below it they would leave the screen a few rows, if
// their column (measured as it is laid out there) leaves the screen half the width; else below
// it with the bars (the lines under them may scroll).
function controlsBeside(controls) {
  if (!controls) return false;
  const low = !controls.hidden && innerWidth > innerHeight && innerHeight < SIDE_MAX;
  controls.parentElement.classList.toggle('side', low); // to measure the column
  const side = low && controls.offsetWidth + SIDE_GAP <= innerWidth / 2;
  controls.parentElement.classList.toggle('side', side);
  return side;
}

function afterNextPaint() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

// The start of an original game with every option at its default (a clock to be chosen)
const ORIGINAL_START = startOf(parseHash('#dos=1', 0));

// A game's start as a link names it (parseHash's fields): a replay's level 1, or a level of a
// seed, and the original's options a link may carry (LINK_OPTIONS: name, fruit, the first
// clock, ROGUE.OPT's, the credits).
function startOf({ generator, seed, dos, depth, mode, rules, ...rest }) {
  if (generator === 'levelmap') return { generator, seed, depth };
  const start = dos ? { dos, mode, rules } : { seed, depth, mode, rules };
  for (const key of LINK_OPTIONS) if (rest[key] !== undefined) start[key] = rest[key];
  return start;
}

// The game of a start and its keys; scores this browser kept that the core refuses (an old or
// edited list) are dropped rather than keeping the game from starting.
function startGame(delve, start, keys = '') {
  const scores = start.rules === 'original' ? storedScores() : undefined;
  try {
    return withoutItsOwnScore(delve, { ...start, scores, keys });
  } catch (error) {
    if (!/scores/.test(error.message)) throw error;
    storage()?.removeItem(SCORES_KEY);
    return delve.game({ ...start, keys });
  }
}

// A game whose keys reach its Hall of Fame (a reload, a link to a game's end) put its score into
// the list this browser kept, which holds it already once that game was played here: its entry
// (or one the same) is taken out and the game played again, so that its Hall of Fame shows the
// list as it was, not the score twice.
function withoutItsOwnScore(delve, options) {
  const game = delve.game(options);
  const { score } = game.state();
  if (score === null || !options.scores) return game;
  const own = JSON.stringify(game.scores()[score]);
  const at = options.scores.findIndex((e) => JSON.stringify(e) === own);
  if (at < 0) return game;
  game.destroy();
  return delve.game({ ...options, scores: options.scores.toSpliced(at, 1) });
}

const sameStart = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// Whether keeping the game begun from `start` and played on `keys` in the kept game's place
// would lose it: unless it is the same game, as far or further on.
const wouldLose = (kept, start, keys) =>
  !(sameStart(kept.start, start) && keys.startsWith(kept.keys));

// The game to show on arrival, { start, keys, notice, aside }: the address's; but the game this
// browser kept when the address names none, or names it, or on a reload names its start with
// fewer keys (the address is written a moment after the keys: a reload keeps the last ones).
// `aside`: the kept game, when the address's is shown instead (its first key would replace it).
function arrivingGame(delve, wanted, hash) {
  const start = startOf(wanted);
  const kept = start.generator === 'levelmap' ? null : savedGame(storage());
  if (kept?.unreadable) {
    forgetGame(storage()); // said once: it can never be read
    return { start, keys: wanted.keys, notice: kept.unreadable };
  }
  if (!kept) return { start, keys: wanted.keys };
  // a watched game never takes the kept one's place; a link to watch that turns out playable (its
  // keys broken, or none) is offered the kept game like any other link
  if (wanted.watch) return { start, keys: wanted.keys, aside: kept };
  // a reload (or back, forward) goes on with the kept game; a link opened anew shows its screen
  const navigation = performance.getEntriesByType?.('navigation')[0]?.type;
  const again = navigation === 'reload' || navigation === 'back_forward';
  const same = sameStart(kept.start, start) && kept.keys.startsWith(wanted.keys);
  if (hash && !(same && (again || kept.keys === wanted.keys)))
    return { start, keys: wanted.keys, aside: kept };
  performance.mark('delve-resume'); // scripts/bench times the replay: to the measure below
  const resumed = resumeGame(kept, (s, k) => startGame(delve, s, k));
  performance.measure('delve-resume', 'delve-resume');
  if (resumed.refused) {
    forgetGame(storage());
    return { start, keys: wanted.keys, notice: resumed.refused };
  }
  return { start: kept.start, keys: kept.keys, game: resumed.game };
}

// A link's keys codec (web/view/key-text.js, with fflate): a chunk of its own, as building
// fflate's tables takes the main thread 10-50 ms; fetched before the first frame only for an
// address with keys, else once the terminal plays. `linkKeys` once it is loaded.
let linkKeys = null,
  linkKeysLoad = null;
function loadLinkKeys() {
  linkKeysLoad ??= import('../view/key-text.js').then((m) => (linkKeys = m));
  return linkKeysLoad;
}

// What the address asks for, each part it names wrongly warned about and left at its default,
// and `hash`, the address read (it may change while the codec or the core loads); `delve` (or
// its promise) reads a clock given as a DOS time (#dos=18:43).
async function readHash(delve) {
  const { hash } = location;
  if (hashHasKeys(hash)) await loadLinkKeys();
  const core = hashHasClock(hash) ? await delve : null;
  const wanted = parseHash(hash, randomSeed(), linkKeys?.decodeKeys, (text) =>
    core.clockSeed(text),
  );
  for (const problem of wanted.problems) console.warn(`delve: ${problem}; using a default`);
  return { ...wanted, hash };
}

// A kept game in words: which game, and how far it went.
function keptName({ start, keys }) {
  const game = start.dos ? `the original game of clock ${start.dos}` : `Rogue seed ${start.seed}`;
  return `${game}, ${keys.length} key${keys.length === 1 ? '' : 's'} in`;
}

// Whether a state's level is a replayed clock's (its level 1, or its play's below), not a seed's
const ofClock = (s) => s.dos && (s.depth === 1 || s.rules === 'original');

function titleOf(s) {
  if (s.generator === 'levelmap') return `delve — LevelMap seed ${s.seed}, depth ${s.depth}`;
  if (ofClock(s)) return `delve — the original game of clock ${s.dos}, level ${s.depth}`;
  return `delve — Rogue seed ${s.seed}, depth ${s.depth}${s.mode === 'classic' ? ' (classic)' : ''}`;
}

// What a screen reader names the game: the title's words and the keys that speak (on a touch
// screen, the pad's buttons that do).
function gameName(s, watching) {
  const keys = watching
    ? 'watching: Space plays or pauses, the arrows step, Home and End go to the start and the end'
    : TOUCH
      ? "the pad's Status says the status, Where where you are, Help shows the help"
      : 'Alt+S says the status, Alt+W where you are, ? shows the help';
  return `${titleOf(s).replace(/^delve — /, 'A game of delve: ')}. ${keys}.`;
}

// The page's parts and what it does, one method a step: the first frame as HTML at once, then
// the terminal over it, then the keys, buttons and window events.
class GamePage {
  constructor(delve, host) {
    this.delve = delve;
    this.host = host; // #screen
    this.messages = document.getElementById('messages'); // the live region: row 0, and words
    this.news = document.getElementById('news'); // and what a key changed that no message says
    const scale = askedScale();
    this.fill = wantsFill(scale);
    this.queryProblems = scale.problem ? [scale.problem] : []; // said on arrival (sayProblems)
    this.game = null;
    this.size = 16; // the font size in CSS px
    this.fontScale = 1; // below 1 where the VGA font did not load (fallbackScale)
    this.area = null; // the part of the screen in view, { cols, rows }
    this.pages = new ListPages(); // the view of it, a long list's part shown
    this.view = null; // the TerminalView, once open
    this.help = null; // while the help is up: its pages still to show
    this.shown = ''; // the address, as its hash, as this page last wrote or followed it
    this.send = null; // plays a key of the controls or a swipe, once the terminal plays (listen)
    this.early = []; // what is done before then (a moment after the first frame): done then
    this.start = null; // the game's start: the options a link names (startOf)
    this.replay = null; // while watching: the Replay (web/view/replay.js)
    this.notice = document.getElementById('notice'); // the page's own word to the player
    this.keeping = null; // the timer that will write the address and keep the game
    this.addressLater = null; // the timer that writes again an address the browser refused
    this.clockSaid = null; // the line that said which clock seed a time typed in Clock is
    this.notKept = null; // while storage refuses the game: the notice's line that says so
    this.saidLine = null; // the status or surroundings last asked for, shown until the next key
    this.tooLong = null; // once a game outgrew its address (showAddress): the line that said so
    this.aside = null; // a kept game a link's game would replace: { kept, line, text }
    this.share = null; // the Share box (listen()), kept up with the game while it is open
    this.otherTab = null; // while another tab's game is the kept one: the line that says so
  }

  // The bars under the screen (watching, the game's end) and the controls that answer the
  // game's prompts and use the pack: shown on touch screens, and on a desk by the Controls
  // button (for a mouse).
  addControls() {
    const css = document.createElement('style');
    css.textContent = PAD_CSS + CONTROLS_CSS + BARS_CSS;
    document.head.append(css);
    this.controls = new GameControls(
      document,
      (key) => this.sendWhenPlaying(key),
      () => this.refit(),
      () => this.focusGame(),
      {
        wanted: () => Boolean(this.view?.keyboardWanted),
        want: (on) => this.view?.wantKeyboard(on),
        show: () => this.view?.showKeyboard(),
      },
    );
    this.pad = touchPad(document, (key, pressed) =>
      this.whenPlaying(() => {
        if (this.padKey(key)) this.controls.refocus(pressed);
      }),
    );
    this.controls.pad = this.pad; // its game keys wait where the game takes only an answer
    this.controlsBox = document.createElement('div');
    this.controlsBox.className = 'delve-controls';
    this.controlsBox.append(this.controls.answers, this.controls.pack, this.pad);
    forwardKeys(this.controlsBox, (event) => !this.early && this.onKey(event), this.controls);
    this.overBar = new OverBar(document, {
      onNew: () => this.whenPlaying(() => this.newGame(anotherGame(this.start))),
      onAgain: () => this.whenPlaying(() => this.newGame(this.start)),
      onRestore: () => this.whenPlaying(() => this.restoreSaved()),
      words: screenWords,
    });
    this.stage = document.createElement('div'); // the screen and the controls
    this.stage.className = 'delve-stage';
    this.host.before(this.stage);
    this.stage.append(this.host, this.controlsBox);
    this.stage.after(this.overBar.el);
    this.showControls(TOUCH);
    if (TOUCH) document.querySelector('.hint:not(#notice)').hidden = true;
    // a swipe plays: the page does not scroll under it (a phone turned would scroll the screen
    // away); two fingers zoom (a pinch is no swipe)
    this.host.style.touchAction = 'pinch-zoom';
    listenForSwipes(
      this.host,
      (key) => this.sendWhenPlaying(key),
      () => this.whenPlaying(() => this.tapped()),
    );
    // a key typed while nothing has the focus is the game's too, until the terminal takes the
    // focus (revealTerminal: a moment after it plays); so are those typed before this (main)
    this.earlyKey = (event) => {
      if (!earlyGameKey(event)) return;
      event.preventDefault();
      this.whenPlaying(() => this.onKey(event));
    };
    document.addEventListener('keydown', this.earlyKey);
    // the buttons under the screen listen once it plays (listen()): one tapped before is
    // tapped again then
    for (const button of document.querySelectorAll('.links button'))
      button.addEventListener('click', () => this.early && this.whenPlaying(() => button.click()));
  }

  // The controls as asked (on a touch screen, or by the Controls button).
  showControls(on) {
    this.controlsWanted = on;
    this.placeControls(true);
  }

  // The controls shown unless watching or once the game is over: the bars have their own
  // buttons then (the game takes no other key), and under the pad the end's would be below a
  // phone's fold. The Controls button says whether they are shown, and takes no press while
  // the bars have them (its press would show nothing); the links' Status gives way to the pad's
  // while the pad is shown. The screen is fitted again when that changed, or `moved` (a bar
  // came or went).
  placeControls(moved = false) {
    const barred = Boolean(this.replay) || !this.overBar.el.hidden;
    const hidden = !this.controlsWanted || barred;
    const button = document.getElementById('controls');
    if (button) {
      button.setAttribute('aria-pressed', String(!hidden));
      button.disabled = barred;
      document.getElementById('status').hidden = !hidden;
    }
    if (hidden === this.controlsBox.hidden && !moved) return;
    this.controlsBox.hidden = hidden;
    this.refit();
  }

  // After an on-screen button that played, the keys go on to the game: the button may be gone
  // (an answer drawn anew, the end's bar hidden), and a focus left on it takes no game key.
  focusGame() {
    this.term?.focus();
  }

  // The screen's size follows the room the controls leave (once the terminal is open).
  refit() {
    if (this.term) this.fit();
  }

  // The game's prompt now, for the controls; and its end, for the bar and the live region.
  followGame() {
    const s = this.game.state();
    this.controls.update(s);
    padRules(this.pad, s.rules);
    if (this.replay) this.view.wantKeyboard(false); // a watcher types nothing
    this.view.typing(s.prompt === 'line' && !this.replay); // a phone's keyboard for the line
    const barWasHidden = this.overBar.el.hidden;
    this.overBar.update(this.game, this.messages);
    this.placeControls(barWasHidden !== this.overBar.el.hidden);
  }

  // The part of `screen` in view: for a narrow view, around the player or the pack's lines.
  shownOf(screen) {
    const { x, y, inventory } = this.game.state();
    return this.pages.view(screen, this.area, inventory ? PACK_FOCUS : { x, y });
  }

  // The game of the arriving address (or the one kept), or the replay to watch.
  arrive(wanted) {
    const arriving = arrivingGame(this.delve, wanted, location.hash.length > 1);
    this.start = arriving.start;
    this.sayProblems(wanted, Boolean(arriving.game));
    this.say(arriving.notice);
    const game = arriving.game ?? this.gameOf(arriving.keys, wanted.watch, wanted.at);
    if (arriving.aside && !this.replay) this.offerKept(arriving.aside, game);
    else if (!this.replay) this.offerReplaced(game);
    return game;
  }

  // After a reload: the game this tab's game took the place of (REPLACED_KEY), offered back as
  // it was before the reload, unless it is the one kept now (another tab went back to it).
  offerReplaced(game) {
    const replaced = savedGame(session(), REPLACED_KEY);
    if (!replaced || replaced.unreadable) return;
    const kept = savedGame(storage());
    if (kept && !kept.unreadable && !wouldLose(replaced, kept.start, kept.keys))
      return forgetGame(session(), REPLACED_KEY); // kept still (or again), as far or further on
    this.offerKept(replaced, game);
    this.tookPlace();
  }

  // The game of this.start and `keys`; to watch, the replay's (this.replay). Keys the game
  // refuses (a link made or edited by hand) are said, a watched game's too, before its first step.
  // A watched game's keys are played once to their end (which finds a key refused, and leaves
  // the replay's marks all the way), then it goes back to where the watcher stopped.
  gameOf(keys, watch, at = 0) {
    try {
      if (!watch || !keys) return startGame(this.delve, this.start, keys);
      this.replay = new Replay(this.delve, this.start, keys);
      this.replay.seek(keys.length);
      this.replay.seek(at); // where a watcher stopped (&at=N), shown as the game is
    } catch (error) {
      this.replay?.destroy();
      this.replay = null;
      this.say(`The address's keys cannot be played (${reasonOf(error)}): the game starts afresh.`);
      return startGame(this.delve, this.start);
    }
    if (at > keys.length)
      this.say(
        `This link's at=${at} is past its last key (${keys.length}): the game is shown at its end.`,
      );
    this.replay.onChange = () => this.watched();
    return this.replay.game;
  }

  // The game this browser kept (savedGame's record, or null), when `game` (a link's, another
  // address's, a watched one taken over) would take its place at its first key and lose it: said,
  // with a button that brings it back. Nothing is said when nothing would be lost (nothing kept,
  // nothing readable, or the same game, as far or further on).
  offerKept(kept, game) {
    if (!kept || kept.unreadable || !isOriginal(this.start)) return; // only those are kept
    if (!wouldLose(kept, this.start, game.keys())) return;
    const text = document.createElement('span');
    const { over } = game.state(); // a game at its end takes no game's place; a saved one may
    text.textContent =
      over && over !== 'saved'
        ? `This browser keeps another game of yours (${keptName(kept)}); this one has ended, so that one stays kept. `
        : `This browser keeps another game of yours (${keptName(kept)}): a key played here puts this one in its place. `;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Back to my game';
    button.addEventListener('click', () => this.whenPlaying(() => this.resumeKept(kept)));
    const line = this.say('');
    line.append(text, button);
    this.aside = { kept, line, text };
  }

  // The game a link's took the place of, back (the link's game is a Back away).
  resumeKept(kept) {
    this.aside.line.remove();
    this.aside = null;
    forgetGame(session(), REPLACED_KEY);
    const resumed = resumeGame(kept, (s, k) => startGame(this.delve, s, k));
    if (resumed.refused) {
      this.say(resumed.refused);
      return;
    }
    this.goOnWith(kept.start, resumed.game);
  }

  // `game`, begun from `start`, played from now on, kept at once (chosen), at an address of its
  // own: Back returns to the game left.
  goOnWith(start, game) {
    this.keep();
    history.pushState(null, '', location.href); // play() writes the game's address over it
    this.stopWatching();
    this.start = start;
    this.played = game;
    this.play(game);
    this.focusGame();
  }

  // An arrival's first word, the last one's gone: a link's wrong parts, left at their defaults,
  // said to whoever followed it (a link cut short or mangled in a message would otherwise start
  // another game without a word).
  // `kept`: the game this browser kept goes on instead (a reload of its start).
  sayProblems(wanted, kept = false) {
    this.notice.replaceChildren();
    const problems = [...this.queryProblems.splice(0), ...wanted.problems];
    const keysLost = problems.some((p) => p.startsWith('keys='));
    const then = kept
      ? 'the game this browser kept goes on'
      : keysLost
        ? 'the game starts without its keys'
        : 'the rest of it is followed';
    if (problems.length)
      this.say(`Part of this link was not understood (${problems.join('; ')}): ${then}.`);
  }

  // The page's own word (a kept game refused, keys that cannot be played): a line under the
  // screen after those said on the same arrival, and spoken with them (#notice is a status).
  say(text) {
    if (text === undefined) return null;
    const line = document.createElement('span');
    line.textContent = text;
    this.notice.append(line);
    return line;
  }

  // The first frame, as HTML, at once; resolves once the browser has shown it.
  async showFirstFrame(wanted) {
    this.shown = wanted.hash; // as followed: rewritten if not the game's own (#dos=18:43)
    this.game = this.arrive(wanted);
    // no pad under a watched game or at a game's end, from the first frame on
    this.overBar.update(this.game, this.messages);
    this.placeControls();
    const first = this.game.screen();
    ({ size: this.size, view: this.area } = layout(
      first.cols,
      first.rows,
      this.fill,
      this.fontScale,
    ));
    const shown = this.shownOf(first);
    this.preview = screenPre(shown, this.delve.cp437, FAMILY, this.size);
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
      fontFamily: FAMILY,
      fontSize: this.size,
      cp437: this.delve.cp437,
    });
    this.term = this.view.term;
    this.box = document.createElement('div');
    this.box.style.cssText = 'position: absolute; left: 0; top: 0; visibility: hidden;';
    this.host.append(this.box);
    this.view.open(this.box);
    // from outside the screen and its controls (a control pressed gives the focus back or keeps it)
    this.view.showOnFocus(this.host, (target) => (this.stage ?? this.host).contains(target));
    this.nameGame();
  }

  // The terminal takes the first frame's place once it has drawn its own.
  revealTerminal() {
    this.term.write('', () => {
      const rendered = this.term.onRender(() => {
        rendered.dispose();
        this.preview.remove();
        this.box.style.cssText = '';
        this.term.focus(); // not before: a hidden terminal cannot take the focus
        document.removeEventListener('keydown', this.earlyKey); // the terminal has them now
      });
    });
  }

  paint() {
    this.saidLine?.remove(); // the status or surroundings said: until the screen changes
    this.saidLine = null;
    this.view.paint(this.shownOf(this.game.screen()));
    // row 0, for screen readers too; a replay faster than the default, once it stops
    if (!this.replay?.playing || this.replay.speed <= DEFAULT_SPEED)
      sayMessage(this.messages, this.game, screenWords);
    this.share?.refresh(); // an open Share box: the game as it is now
    this.followGame();
  }

  // The address and title: a walk's show its level (they change on a descent); the original's
  // game's are its link, its start and keys so far (formatGameHash), so that copying the
  // address shares the game to its current screen, and a reload goes on with it.
  // The game's one tab stop, named for screen readers (xterm's own name is "Terminal input").
  nameGame() {
    this.term?.textarea?.setAttribute(
      'aria-label',
      gameName(this.game.state(), Boolean(this.replay)),
    );
  }

  // The game's keys so far: a watched game's, all of them
  keysSoFar() {
    return this.replay ? this.replay.keys : this.game.keys();
  }

  // The keys the game's link carries (state `s`): the original's game's, and a watched walk's;
  // null for a walk played, whose link is its level.
  linkedKeys(s) {
    return isOriginal(s) || this.replay ? this.keysSoFar() : null;
  }

  // The game's link: its start and `keys` (formatGameHash's `options`), or its level (keys null).
  hashOf(s, keys, options) {
    if (keys === null) return formatHash(s);
    return formatGameHash(this.start, keys, { ...options, encodeKeys: linkKeys?.encodeKeys });
  }

  showAddress() {
    const s = this.game.state();
    document.title = titleOf(s);
    this.nameGame();
    const keys = this.linkedKeys(s);
    if (keys && !linkKeys) {
      loadLinkKeys().then(
        () => this.game && this.showAddress(),
        () => {}, // said once (noLinkKeys)
      );
      return;
    }
    const options = { watch: Boolean(this.replay), at: this.replay?.position };
    let hash;
    try {
      hash = this.hashOf(s, keys, options);
      this.tooLong?.remove();
      this.tooLong = null;
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      // more keys than a link carries: the address holds the start, this browser the game
      hash = this.hashOf(s, '', options);
      this.tooLong ??= this.say(
        `The address now holds only this game's start: ${error.message}. This browser keeps the game; a reload goes on with it.`,
      );
    }
    // as the browser holds it (what a fragment may not hold percent-encoded); nothing to write
    // when this page wrote it already (the player may have gone to another address since: its
    // hashchange, still to come, opens that game) or the address holds it
    const held = new URL(hash, location.href).hash;
    if (held === this.shown || held === location.hash) {
      this.shown = held;
      return;
    }
    try {
      history.replaceState(null, '', hash);
    } catch {
      // refused: Firefox and Safari throw past their limit of calls (Chromium drops them)
    }
    // what the address is now: a write refused or dropped is tried again a moment later (until
    // then a key's catchUp writes it too); were this the write's hash, catchUp would take the
    // old address for one the player went to, and never write it again
    this.shown = location.hash;
    clearTimeout(this.addressLater);
    if (this.shown !== held)
      this.addressLater = setTimeout(
        () => this.game && location.hash === this.shown && this.showAddress(),
        ADDRESS_AGAIN_MS,
      );
  }

  // After a key: the address and the kept game follow, a moment later (replaceState is the
  // slowest thing a key press could do, and browsers refuse it when called too often); at once
  // when the page is hidden or closed (keep()).
  remember() {
    this.played = this.game;
    this.keeping ??= setTimeout(() => this.catchUp(), KEEP_MS);
  }

  // The address and the kept game catch up with the last keys; not the address when the player
  // has just gone to another (its hashchange, still to come, opens that game after keeping
  // this one): it would be written over.
  catchUp() {
    this.keep({ address: location.hash === this.shown });
  }

  // Another address typed or followed (or gone Back to): its game. Also once the terminal
  // plays, for one followed while the page loaded (before it listened).
  followHash() {
    if (location.hash !== this.shown)
      readHash(this.delve).then(
        (wanted) => location.hash !== this.shown && this.goTo(wanted),
        noLinkKeys,
      );
  }

  // `address` false: the kept game only (the address has moved on already: a hashchange).
  keep({ address = true } = {}) {
    clearTimeout(this.keeping);
    this.keeping = null;
    if (!this.game) return;
    if (address) this.showAddress();
    const s = this.game.state();
    // only a game played here takes the kept one's place: a link opened (a bad one, another's
    // game, a game's end) leaves this browser's game as it was until a key is played
    if (this.replay || this.played !== this.game) return;
    if (s.rules !== 'original' || s.generator !== 'rogue') return;
    // (over from the death's first screen on: its ' More ', the tombstone, the Hall of Fame)
    if (s.over && s.over !== 'saved') return this.ended();
    // a game the original's save ended: the game it saved is kept, as its save file was
    const game = s.over === 'saved' ? this.beforeSave() : this.game;
    const kept = saveGame(storage(), this.delve.version, this.start, game);
    if (game !== this.game) game.destroy();
    if (kept) this.kept();
    else this.notKept ??= this.say(NOT_KEPT);
  }

  // The game played here ended (not by a save): nothing of it is kept. The kept game is
  // forgotten when it is this one, as far as it went; another's stays, as an ended game takes
  // no game's place (a link's finished game answered with a key, its Hall of Fame's).
  ended() {
    const kept = savedGame(storage());
    if (kept?.unreadable) return;
    if (kept && wouldLose(kept, this.start, this.game.keys())) {
      if (this.aside)
        this.aside.text.textContent = `This browser keeps another game of yours (${keptName(kept)}); this one has ended, so that one stays kept. `;
      return;
    }
    forgetGame(storage());
    // the game this one took the place of is kept again: an ended game takes no game's place
    if (!this.aside || !keepRecord(storage(), this.aside.kept)) return;
    forgetGame(session(), REPLACED_KEY);
    this.aside.text.textContent = `This game has ended, so your other one (${keptName(this.aside.kept)}) is kept again: `;
  }

  // The game the original's save (S) saved, when it ended this one: as it was before that command.
  beforeSave() {
    const gameOf = (start, keys) => startGame(this.delve, start, keys);
    if (this.saved?.game !== this.game)
      this.saved = { game: this.game, keys: keysBeforeSave(gameOf, this.start, this.game.keys()) };
    return gameOf(this.start, this.saved.keys);
  }

  // Restore (R) after a save: the game saved goes on, as the original's restore did (the save's
  // end is a Back away).
  restoreSaved() {
    this.goOnWith(this.start, this.beforeSave());
  }

  // The game is kept (again): what said it was not, or that another was, is past.
  kept() {
    this.notKept?.remove();
    this.otherTab?.remove();
    this.notKept = this.otherTab = null;
    this.tookPlace();
  }

  // The line about the kept game this one took the place of (this.aside's), if any: it can come
  // back, after a reload of this tab too.
  tookPlace() {
    if (!this.aside) return;
    const { kept, text } = this.aside;
    keepRecord(session(), kept, REPLACED_KEY);
    text.textContent = `This game took the place of your other one (${keptName(kept)}) in this browser; until this page is closed it can come back: `;
  }

  play(next) {
    if (this.game !== next && !this.replay) this.game.destroy();
    this.game = next;
    // a game at its end already (its keys went past its Hall of Fame): its score is not this
    // browser's to keep again
    if (next.state().score !== null) this.scoresKept = next;
    this.rules = next.state().rules; // the original's game reads Ctrl-F, L, R and T too
    const { term, delve, firstFrameMs } = this;
    window.delvePage = { term, game: next, delve, firstFrameMs, replay: this.replay };
    this.paint();
    this.catchUp(); // not the address if another was followed meanwhile (followHash opens it)
  }

  // Watching: the replay's screen and bar after each step (once the terminal plays: the bar's
  // buttons work from the first frame).
  watched() {
    if (this.early) return this.whenPlaying(() => this.replay && this.watched());
    this.game = this.replay.game;
    window.delvePage.game = this.game;
    this.paint();
    this.watchBar?.update();
    // the address, where it stopped: as the player's, a moment after the last step
    if (!this.replay.playing) this.keeping ??= setTimeout(() => this.catchUp(), KEEP_MS);
  }

  startWatching() {
    this.watchBar = new WatchBar(document, this.replay, () =>
      this.whenPlaying(() => this.takeOver()),
    );
    this.stage.after(this.watchBar.el);
  }

  stopWatching() {
    if (!this.replay) return;
    this.replay.destroy();
    this.replay = null;
    this.watchBar.el.remove();
    this.watchBar = null;
  }

  // Play from here: the watched game, at the screen shown, is the player's.
  takeOver() {
    // played again with this browser's scores (the watched game had none: they are this
    // browser's, not the link's), so its Hall of Fame is this browser's and keeps them all;
    // made first, so that a game that cannot be made leaves the watching as it was
    const game = startGame(this.delve, this.start, this.replay.game.keys());
    this.keep(); // the address: the watched game where it is now, which Back returns to
    history.pushState(null, '', location.href); // (play() writes over this one)
    this.replay.takeOver().destroy();
    this.stopWatching();
    this.game = game;
    this.offerKept(savedGame(storage()), game);
    this.play(game);
    this.term.focus(); // the button went with the bar: the keys go on to the game
  }

  // Another tab of the page kept its game (or forgot it): said here while this game would take
  // its place at the next key (the line about a game this one replaced is past); a game never
  // played here (a link's) is offered the kept one, as on arrival, now as far as it went.
  keptElsewhere() {
    const playedHere = this.played === this.game;
    this.aside?.line.remove();
    this.otherTab?.remove();
    this.aside = this.otherTab = null;
    const kept = savedGame(storage());
    if (this.replay) return;
    if (!playedHere) return this.offerKept(kept, this.game);
    if (!kept || kept.unreadable || !wouldLose(kept, this.start, this.game.keys())) return;
    if (this.keeping) return; // a key played here since: kept in a moment, over the other tab's
    this.played = null; // as said: only a key played here (not closing or hiding it) keeps it again
    this.otherTab = this.say(
      `Another tab keeps its game in this browser now (${keptName(kept)}): a key played here takes its place back.`,
    );
  }

  // Another address typed or followed: its game (or its replay).
  goTo(wanted) {
    this.keep({ address: false }); // the game left: kept with its last keys
    this.shown = wanted.hash; // as followed: rewritten if not the game's own (#dos=18:43)
    this.stopWatching();
    this.start = startOf(wanted);
    // their lines go with the notice's
    this.notKept = this.aside = this.otherTab = this.tooLong = null;
    this.sayProblems(wanted);
    const game = this.gameOf(wanted.keys, wanted.watch, wanted.at);
    if (this.replay) this.startWatching();
    // as on arrival: a game this one's first key would replace is offered, never lost unsaid
    if (!this.replay) this.offerKept(savedGame(storage()), game);
    this.play(game);
  }

  // A new game of `start` (New discards the game kept: the new one is kept instead), at an address
  // of its own: Back returns to the game left, with its last keys (and to its end, to share it).
  // Made before this one is left: a start the core refuses (a RangeError) leaves all as it was.
  newGame(start) {
    const game = startGame(this.delve, startOf(start));
    this.clockSaid?.remove(); // of the game left
    this.clockSaid = null;
    this.keep();
    history.pushState(null, '', location.href); // play() writes the new game's address over it
    this.stopWatching();
    this.start = startOf(start);
    // the line about another game kept spoke of the game left: said anew of this one
    if (this.aside) {
      this.aside.line.remove();
      this.aside = null;
      this.offerKept(savedGame(storage()), game);
    }
    this.play(game);
    this.focusGame(); // its button (the end's bar, the pad's New) may be gone
  }

  // The link to share, and what it is: the original's game with its keys so far, replayed from
  // its start to watch; a walk's level, or a game before its first key, to play from its start.
  async shareLink() {
    const s = this.game.state();
    const keys = this.linkedKeys(s);
    if (keys) await loadLinkKeys();
    const hash = this.hashOf(s, keys, { watch: Boolean(keys) });
    const what = keys
      ? 'A link that replays this game from its start, to watch (or copy one that plays on from the screen shown):'
      : `A link to this ${keys === null ? 'level' : 'game'}, played from its start:`;
    // (watching: the keys up to the screen shown)
    const shown = this.replay ? keys.slice(0, this.replay.position) : keys;
    const playOn = keys ? new URL(this.hashOf(s, shown), location.href).href : null;
    return { href: new URL(hash, location.href).href, what, playOn };
  }

  // The HTML of a widget showing this game: the original's game with its keys so far, to
  // watch (as its link), a walk's level to play from its start.
  async embedHtml() {
    const s = this.game.state();
    const original = isOriginal(s);
    const keys = original ? this.keysSoFar() : '';
    if (keys) await loadLinkKeys();
    const html = widgetSnippet(original ? this.start : startOf(parseHash(formatHash(s), 0)), keys, {
      scriptUrl: new URL('delve-widget.js', location.href).href,
      encodeKeys: linkKeys?.encodeKeys,
    });
    const what = keys
      ? 'This game in your page, watched from its start: paste this HTML into it.'
      : `This ${original ? 'game' : 'level'} in your page, played from its start: paste this HTML into it.`;
    return { html, what };
  }

  // Your name: a new game of the original's (another clock, this one's options if it is one)
  // that starts at its credits screen, which asks the name the tombstone and the Hall of Fame
  // give; a new game after it asks again.
  newNamedGame() {
    const start = isOriginal(this.start) ? this.start : ORIGINAL_START;
    this.newGame({ ...anotherGame(start), credits: true });
  }

  // Clock: the original's game of a clock seed (typed as a DOS time, or the seed) with the
  // options set in its box, in this game's mode if it is one of a clock. A recording's first
  // clock is that recording's: not another clock's. A bad option is newGame's RangeError.
  playClock(dos, options, typed) {
    const base = isOriginal(this.start) && this.start.dos ? this.start : ORIGINAL_START;
    const clock = { dos, firstClock: undefined, firstClockTurns: undefined };
    this.newGame(withOptions({ ...base, ...clock }, options));
    // a time typed: which clock seed it is, as the address names the game by it
    if (typed?.includes(':'))
      this.clockSaid = this.say(
        `The game begun at ${typed} is the one of clock seed ${dos} (the address's dos=${dos}).`,
      );
  }

  // The whole screen (not only the part a phone shows) as a PNG file, downloaded.
  savePicture() {
    const s = this.game.state();
    const png = this.delve.png(this.game.screen());
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([png], { type: 'image/png' }));
    const level = !ofClock(s)
      ? `seed-${s.seed}-depth-${s.depth}`
      : `dos-${s.dos}${s.depth > 1 ? `-level-${s.depth}` : ''}`;
    link.download = `delve-${s.generator}-${level}.png`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60000);
    this.messages.textContent = `Saved the screen as ${link.download}`;
  }

  // The help's next page; the first lays it out for the part of the screen in view. Read out:
  // the whole help with the first page, each later one as it is drawn.
  showHelp() {
    const first = !this.help;
    padWaiting(this.pad, null); // any of its buttons turns the help's page (closeHelp's paint
    // sets them as the game's prompt wants again)
    this.help ??= helpPages(this.term.cols, this.term.rows, { touch: TOUCH });
    const page = this.help.shift();
    const lines = page.map((line, i) => `\x1b[${i + 1};1H${line}`).join('');
    this.view.writeOver(`\x1b[0;37;40m\x1b[2J\x1b[?7l${lines}\x1b[?7h`);
    this.messages.textContent = first
      ? sentences(helpPhrases({ touch: TOUCH }))
      : screenWords(page, { list: true });
  }

  // What the player does on the page's controls and bars (a tap, a swipe, a step of a watched
  // game), now, or once the terminal plays: before, there is nothing to show it in.
  whenPlaying(act) {
    if (this.early) this.early.push(act);
    else act();
  }

  // A key of the controls or a swipe, played now or once the terminal plays.
  sendWhenPlaying(key) {
    this.whenPlaying(() => this.send(key));
  }

  // What was done before the terminal played, in its order.
  playEarly() {
    const early = this.early;
    this.early = null;
    for (const act of early) act();
  }

  // A pad button: the page's own (where, help, new) in both rules, else the key it sends. True
  // when it played (the game or its help took it); not when it only spoke, asked or opened the
  // pack's panel.
  padKey(key) {
    if (this.help) return this.send(key); // any button turns the help's page
    const s = this.game.state();
    if (key === 'R' && !this.sureOfNew(s)) return false;
    this.sureOfNew(null);
    if (key === 'i' && s.rules === 'original') this.controls.togglePack();
    else if (key === 'status' || key === 'w') this.speakShown(key);
    else if (key === '?' || key === 'R') return this.ownKey(key, s);
    else return this.send(key);
    return false;
  }

  // The hero's status ('status') or surroundings ('w') said (the live region) and, until the
  // next key, shown under the screen for the eyes (hidden from readers, which hear it once).
  speakShown(key) {
    speak(key, this.game, this.messages, this.delve.cp437);
    this.saidLine?.remove();
    this.saidLine = this.say(this.messages.textContent);
    this.saidLine.setAttribute('aria-hidden', 'true');
  }

  // The pad's New leaves a game of the original's only at a second tap (it sits beside Help,
  // and a slip of the thumb would end the game): the first asks, for a few seconds, in a line
  // under the pad (newQuestion, null when nothing is asked). With a state, whether to go on;
  // with null, forgets the first tap.
  sureOfNew(s) {
    const button = this.pad.querySelector('[data-key="R"]');
    clearTimeout(this.newTimer);
    if (s && s.rules === 'original' && !s.over && !this.newQuestion) {
      this.newQuestion = this.say('Tap New again for a new game (Back returns to this one)');
      button.textContent = 'New?';
      button.setAttribute('aria-pressed', 'true');
      this.newTimer = setTimeout(() => this.sureOfNew(null), NEW_ASKS_MS);
      return false;
    }
    this.newQuestion?.remove(); // the question's line under the pad (seen, and said: #notice)
    this.newQuestion = null;
    button.textContent = 'New';
    button.removeAttribute('aria-pressed');
    return true;
  }

  // A key: true when the page used it (web/view/game-keys.js has the game's own).
  onKey(event) {
    // watching: the watcher's keys, and the page's (the status said; at the end, N and A)
    if (this.replay) return this.watchBar.key(event) || this.pageKey(event);
    if (this.pageKey(event)) return true;
    if (isBrowserKey(event) && this.rules !== 'original') return false;
    if (this.help) {
      // any key: the help's next page, or after the last back to the map
      if (this.help.length) this.showHelp();
      else this.closeHelp();
      return true;
    }
    if (this.pages.next(event)) {
      this.paint(); // a list longer than the view: its next part
      return true;
    }
    const { actions, cp437 } = this.delve;
    const ownKey = (key, s) => this.ownKey(key, s);
    const used = playGameKey(event, this.game, {
      actions,
      cp437,
      live: this.messages,
      words: screenWords,
      ownKey,
      news: this.news,
    });
    if (!used) return false;
    if (used.result) {
      if (used.result.descended) this.showAddress();
      this.paint();
      this.keepScores();
      this.remember();
    }
    return true;
  }

  // A tap on the screen: the help's next page, a long list's next part, or ' More ' (and a list,
  // the tombstone) goes on, as its Continue does.
  tapped() {
    if (this.help && !this.replay) return this.send(' ');
    if (this.pages.more) {
      this.pages.next({ key: ' ' }); // a list longer than the view: its next part (watched too)
      return this.paint();
    }
    if (this.replay) return;
    const { prompt } = this.game.state();
    if (['more', 'list', 'enter'].includes(prompt)) this.send(PROMPT_BUTTONS[prompt][0].key);
    else this.view.showKeyboard(); // a line's or the player's (Keyboard), if Back put it away
  }

  // The page's keys in every game: Alt+S speaks the status, Alt+W where the hero is; once the
  // game is over, N and A (the game takes no more keys).
  pageKey(event) {
    if (this.overBar.key(event)) return true;
    const asked = spokenKey(event);
    if (asked) this.padKey(asked);
    return Boolean(asked);
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
    else if (key === 'R' && s.rules === 'original')
      this.newGame(anotherGame(this.start)); // as N at the end
    else if (key === 'R') this.newDungeon(s.generator, s.rules);
    else if (key === 'P') this.savePicture();
    else if (key === 'G') this.otherGenerator(s);
    else return false;
    return true;
  }

  // A new random dungeon at an address of its own: Back returns to this one.
  newDungeon(generator, rules) {
    const hash = formatHash({ generator, seed: randomSeed(), depth: 1, mode: 'fixed', rules });
    this.newGame(parseHash(hash, 0));
  }

  // The same seed from the other generator: classic Rogue or LevelMap.
  otherGenerator(s) {
    const generator = s.generator === 'rogue' ? 'levelmap' : 'rogue';
    this.newGame({ generator, seed: s.seed, depth: 1, rules: s.rules }); // a walk goes on walking
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
    const before = this.area;
    ({ size: this.size, view: this.area } = layout(
      screen.cols,
      screen.rows,
      this.fill,
      this.fontScale,
    ));
    this.view.setFontSize(this.size);
    const resized = before.cols !== this.area.cols || before.rows !== this.area.rows;
    // while the help is up it stays (painting the map would hide it, still up for the next
    // key): as it is, or, in a view of another size, laid out anew from its first page
    if (this.help && !resized) return;
    this.view.paint(this.shownOf(screen)); // only the size changed: not the game
    if (!this.help) return;
    this.help = null;
    this.showHelp();
  }

  // The keys, the buttons, swipes, and the window's size and address.
  listen() {
    this.view.onKey((event) => this.onKey(event));
    this.send = (key) => this.onKey({ key, code: '' });
    document.getElementById('save').addEventListener('click', () => this.savePicture());
    document.getElementById('name').addEventListener('click', () => this.newNamedGame());
    this.share = listenForShare(
      document,
      { link: () => this.shareLink(), html: () => this.embedHtml() },
      (text) => (this.messages.textContent = text),
    );
    listenForClock(document, {
      start: () => (isOriginal(this.start) ? this.start : null),
      seedOf: (text) => this.delve.clockSeed(text),
      rogueOpt: (bytes) => this.delve.rogueOpt(bytes),
      play: (dos, options, typed) => this.playClock(dos, options, typed),
    });
    const fillButton = document.getElementById('fill');
    fillButton.setAttribute('aria-pressed', String(this.fill));
    fillButton.addEventListener('click', () => this.toggleFill(fillButton));
    window.addEventListener('resize', () => this.fit());
    window.addEventListener('hashchange', () => this.followHash());
    window.addEventListener('storage', (event) => {
      if (event.key === SAVED_KEY || event.key === null) this.keptElsewhere();
    });
    // hidden or closed: the address and the kept game catch up with the last keys now
    window.addEventListener('pagehide', () => this.catchUp());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.catchUp();
    });
    document.getElementById('status').addEventListener('click', () => this.padKey('status'));
    const controls = document.getElementById('controls');
    controls.addEventListener('click', () => this.showControls(!this.controlsWanted));
  }
}

// A key typed while nothing has the focus, before the terminal plays: the game's, but not the
// browser's own (Ctrl, Meta, Tab, F5).
function earlyGameKey(event) {
  if (document.activeElement !== document.body || event.ctrlKey || event.metaKey) return false;
  return event.key !== 'Tab' && !/^F\d/.test(event.key);
}

async function main() {
  // keys typed while the page loads, before it can show a game: played once it plays
  const typed = [];
  const keep = (event) => {
    if (!earlyGameKey(event)) return;
    event.preventDefault();
    typed.push(event);
  };
  document.addEventListener('keydown', keep);
  // the font before drawing, or the first frame (and xterm's measuring) would use a fallback;
  // one that does not come (the network, a policy) leaves the browser's monospace font, and the
  // game plays on in it
  const font = document.fonts.load(`16px ${FONT}`).then(
    (faces) => faces.length > 0,
    () => false,
  );
  const loading = loadDelve();
  const [fontLoaded, delve, wanted] = await Promise.all([font, loading, readHash(loading)]);
  const page = new GamePage(delve, document.getElementById('screen'));
  if (!fontLoaded) page.fontScale = fallbackScale();
  page.addControls(); // its own listener takes the keys from here
  document.removeEventListener('keydown', keep);
  for (const event of typed) page.whenPlaying(() => page.onKey(event));
  const first = await page.showFirstFrame(wanted);
  if (!fontLoaded) {
    console.warn(`delve: ${NO_FONT}`);
    page.say(NO_FONT);
  }
  if (page.replay) page.startWatching();
  await page.openTerminal(first);
  page.listen();
  page.fit();
  page.play(page.replay?.game ?? page.game); // a watched game stepped back is another
  page.revealTerminal();
  page.playEarly();
  page.followHash();
  loadLinkKeys().catch(noLinkKeys); // before the first key's address needs it
}

// The codec's chunk did not load (the site went offline): the address keeps the game's start
// without its keys, and the game this browser keeps (which holds them) is unaffected.
function noLinkKeys(error) {
  console.warn(`delve: the address cannot carry the game's keys: ${error.message}`);
}

main().catch((error) => {
  console.error(error);
  document.getElementById('screen').textContent = `delve could not start: ${error.message}`;
});
