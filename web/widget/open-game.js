// An interactive widget's game shown in its box (web/widget/widget.js's GameLevelView.open): the
// terminal, the bars, the live region and, on touch screens, the controls; and played: its keys,
// a replay's steps, a new game. Here, in the game's chunk, so that a page of still pictures does
// not fetch it.
import { Terminal, xtermCss } from '../view/xterm.js';
import { TerminalView } from '../view/terminal-view.js';
import { listenForSwipes, PAD_CSS } from '../view/touch-pad.js';
import { widgetControls, gameLabel, forwardKeys, CONTROLS_CSS } from '../view/game-controls.js';
import { WatchBar, OverBar, BARS_CSS, anotherGame } from '../view/game-bars.js';
import { playGameKey, sayMessage, sayNewGame } from '../view/game-keys.js';
import { screenWords } from '../view/spoken.js';
import { ListPages } from '../view/crop.js';
import { decodeKeys } from '../view/key-text.js';
import { keysOf } from './widget-options.js';
import { gameOptions } from './game-attributes.js';
import { Replay } from '../view/replay.js';

// The cue to play, over the middle of the screen: the map, never the message row or the status
// (text a player reads before playing); gone once anything in the widget has the focus. A swipe
// plays while the focus is anywhere in the widget (a touch screen keeps it on a control pressed).
const OUT = { bubbles: true, composed: true }; // as widget.js's events
const CUE_CSS = `
:host(:focus-within) .screen.game { touch-action: pinch-zoom; }
.screen { position: relative; }
.cue { position: absolute; left: 0; right: 0; top: 50%; transform: translateY(-50%); font: 13px/1.6 system-ui, sans-serif; color: #fff; background: rgba(0, 0, 0, 0.75); text-align: center; pointer-events: none; }
:host(:focus-within) .cue { display: none; }
.said-line { margin: 4px 0; font: 14px/1.4 system-ui, sans-serif; }
`;

// The wheel scrolls the page: the game has no scrollback, and xterm.js would take it. One
// function for every render, so that the box (which outlives them) holds it once: a listener
// made per render kept each render's game view alive.
const passWheel = (event) => event.stopPropagation();

// What a widget's attributes say of how its game is shown, not of which game it is.
const LOOKS = { scale: 0, view: 0, font: 0 };
const gameOf = (config) => JSON.stringify({ ...config, ...LOOKS });

/** Starts the game of `shown` (a GameLevelView), or its replay, as its attributes name it; where
 *  only how it is shown changed from `before` (the view it takes the place of: `scale`, `view`,
 *  `font`), that game goes on, its keys played again, and the player keeps their progress (a
 *  watcher their place in the replay). */
export function startGame(shown, before) {
  const { config, delve } = shown;
  shown.start = { generator: config.generator, ...gameOptions(config) };
  let keys = config.keys === null ? undefined : keysOf(config.keys, decodeKeys);
  const same = before?.game && gameOf(before.config) === gameOf(config);
  if (config.autoplay) {
    delve.game({ ...shown.start, keys }).destroy(); // a key the game refuses is named now
    const replay = new Replay(delve, shown.start, keys ?? '');
    if (same) {
      // watched on from the same key, playing or paused (openGame)
      replay.seek(before.replay.position);
      shown.paused = !before.replay.playing;
    }
    replay.onChange = () => shown.watched(); // not before: nothing is painted yet
    shown.replay = replay;
    shown.game = replay.game;
    return;
  }
  if (same) keys = before.game.keys();
  shown.game = delve.game({ ...shown.start, keys });
}

// The status or surroundings just said (to screen readers, in the live region) shown for the
// eyes too, under the screen until the next key: a phone's Where otherwise seemed to do nothing.
// Hidden from readers, which heard it once.
function showSaid(shown) {
  const line = document.createElement('p');
  line.className = 'said-line';
  line.setAttribute('aria-hidden', 'true');
  line.textContent = shown.live.textContent;
  shown.bar.el.before(line);
  shown.saidLine = line;
}

/** Opens `shown` (a GameLevelView) in `box`; levelWords: its level in words. */
export function openGame(shown, box, levelWords) {
  if (!shown.widget.playStyle(xtermCss + PAD_CSS + CONTROLS_CSS + BARS_CSS + CUE_CSS))
    throw new Error(
      "the page's Content-Security-Policy blocks the game's styles: its style-src needs 'unsafe-inline'",
    );
  shown.widget.listenForSwipes(listenForSwipes);
  const { area, size } = shown.layout;
  shown.view = new TerminalView(Terminal, {
    ...area,
    fontFamily: `"${shown.family}", monospace`, // (where the VGA font did not load)
    fontSize: size,
    cp437: shown.delve.cp437,
    input: true,
  });
  shown.view.open(box);
  shown.view.showOnFocus(box, (target) => shown.widget.root.contains(target)); // from outside
  shown.widget.xtermStyles ??= mirrorXtermStyles(shown.widget.root, box);
  box.addEventListener('wheel', passWheel, { capture: true, passive: true }); // once a box
  nameGame(shown, levelWords);
  shown.view.onKey((event) => shown.onKey(event));
  const cue = document.createElement('div');
  cue.className = 'cue';
  cue.textContent = 'click or tap to play';
  cue.setAttribute('aria-hidden', 'true'); // a pointer's; the game's name says how to play by keys
  shown.live = document.createElement('div');
  shown.live.className = 'live';
  shown.live.setAttribute('aria-live', 'polite');
  shown.news = shown.live.cloneNode(); // what a key changed that no message says
  shown.news.classList.add('news');
  const { replay } = shown;
  shown.bar = replay
    ? new WatchBar(document, replay)
    : new OverBar(document, {
        onNew: () => restart(shown, anotherGame(shown.start), 'A new game.'),
        onAgain: () => restart(shown, shown.start, 'The same game again.'),
        words: screenWords,
      });
  if (!replay) box.append(cue);
  box.after(shown.bar.el, shown.live, shown.news);
  if (!replay) shown.bar.update(shown.game, shown.live); // keys that ended the game: its offer now
  box.classList.add('game'); // focused, a swipe plays (see WIDGET_CSS)
  // a replay plays by itself once in view (a reader scrolling down a page to it sees it from
  // its start), unless motion is to be reduced: then it waits for Play
  if (replay && !shown.paused && !matchMedia('(prefers-reduced-motion: reduce)').matches)
    whenSeen(box, () => replay.play());
  else if (!replay && matchMedia('(pointer: coarse)').matches) {
    // touch: the compact pad and, as on the page, the answers to what the original asks (a
    // ' More ' takes only a space) and the pack's panel
    const touch = widgetControls(
      document,
      // Where speaks as Alt+W (its w would be the original's wield)
      (key) => shown.onKey({ key, code: '', altKey: key === 'w' }),
      () => shown.game,
      () => shown.view.term.focus(), // the widget keeps the focus: its keys and swipes go on
      {
        wanted: () => Boolean(shown.view.keyboardWanted),
        want: (on) => shown.view.wantKeyboard(on),
        show: () => shown.view.showKeyboard(),
      },
    );
    shown.controls = touch.controls;
    box.after(...touch.elements);
    for (const part of touch.elements)
      forwardKeys(part, (event) => shown.onKey(event), shown.controls);
    shown.controls.update(shown.game.state());
  }
}

// Calls `then` once `box` is in the window (at once where there is no IntersectionObserver).
function whenSeen(box, then) {
  if (typeof IntersectionObserver !== 'function') return then();
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    seen.disconnect();
    if (box.isConnected) then(); // (not if the widget was drawn anew meanwhile)
  });
  seen.observe(box);
}

// xterm.js writes <style> elements of its own (its colours, the cells' size), which a policy
// without style-src 'unsafe-inline' blocks: their rules, kept in step as xterm.js rewrites them,
// in constructed sheets after the widget's own (see style-sheet.js), in the order of the
// elements. Under any policy, so that xterm's rules come after the widget's in both cases.
function mirrorXtermStyles(root, box) {
  if (!root.adoptedStyleSheets) return null; // the widget's <style> elements apply
  const mirrors = new WeakMap(); // an xterm.js <style> → { sheet, text }
  const sheets = new WeakSet(); // their sheets
  const sync = () => {
    const own = root.adoptedStyleSheets.filter((sheet) => !sheets.has(sheet));
    const kept = [...box.querySelectorAll('style')].map((style) => {
      let mirror = mirrors.get(style);
      if (!mirror) {
        mirror = { sheet: new CSSStyleSheet(), text: null };
        mirrors.set(style, mirror);
        sheets.add(mirror.sheet);
      }
      if (mirror.text !== style.textContent)
        mirror.sheet.replaceSync((mirror.text = style.textContent));
      return mirror.sheet;
    });
    root.adoptedStyleSheets = [...own, ...kept];
  };
  // a style's text set, or a style put in or taken out (alone, or in what xterm.js adds or drops)
  const holdsStyle = (node) => node.nodeName === 'STYLE' || Boolean(node.querySelector?.('style'));
  const observer = new MutationObserver((records) => {
    if (
      records.some(
        (r) =>
          r.target.nodeName === 'STYLE' || [...r.addedNodes, ...r.removedNodes].some(holdsStyle),
      )
    )
      sync();
  });
  observer.observe(box, { childList: true, subtree: true });
  sync();
  return observer;
}

/** Names the game of `shown` (its TerminalView's textarea, the one tab stop) for screen
 *  readers by its level in words and its keys (a watcher's, for a replay); again on every new
 *  level or game, so that it never names one gone. */
export function nameGame(shown, levelWords) {
  const label = gameLabel(levelWords, Boolean(shown.replay), shown.game.state().rules);
  shown.view.term.textarea?.setAttribute('aria-label', label);
}

// The replay of `shown` stepped (or started or stopped): its game, painted; its messages said
// once the watcher has used the bar or its keys, or while the widget has the focus (an
// autoplaying widget nobody is at says nothing over what the reader is reading elsewhere).
export function watched(shown) {
  shown.game = shown.replay.game;
  shown.newLevel();
  shown.bar.update();
  if (shown.bar.asked || shown.widget.host.matches(':focus-within'))
    sayMessage(shown.live, shown.game, screenWords);
  shown.paint();
}

// A new game in place of the one of `shown` that ended, from `start`, said in `words`; the focus
// back on the screen.
function restart(shown, start, words) {
  shown.game.destroy();
  shown.game = shown.delve.game(start);
  shown.start = start;
  shown.newLevel();
  sayNewGame(shown.live, shown.game, screenWords, words); // and its greeting
  shown.bar.update(shown.game, shown.live);
  shown.paint();
  shown.controls?.update(shown.game.state());
  shown.view.typing(false);
  shown.view.term.focus();
}

/** The part of the game's screen in `area` (web/view/crop.js gameView), a list longer than it
 *  in parts (ListPages: a space or a tap the next). */
export function gameFrame(shown, screen, area, focus) {
  shown.pages ??= new ListPages();
  return shown.pages.view(screen, area, focus);
}

/** A tap on the screen: a long list's next part (watched too), or on from a ' More ', as on the
 *  page; else the phone's keyboard back for a line or a command, if Back put it away. */
export function tapGame(shown) {
  if (shown.pages?.more) {
    shown.pages.next({ key: ' ' });
    return void shown.paint();
  }
  const { prompt } = shown.replay ? {} : shown.game.state();
  if (prompt === 'more') shown.onKey({ key: ' ', code: '' });
  else if (prompt) shown.view.showKeyboard();
}

/** A key for `shown`: true when the bar (a watcher's keys; N or A after the game's end) or the
 *  game used it (web/view/game-keys.js); a watched game takes no other keys. */
export function playKey(shown, event) {
  shown.saidLine?.remove(); // what Status or Where said: shown until the next key
  shown.saidLine = null;
  if (shown.bar.key(event)) return true;
  if (shown.replay) return false;
  if (shown.pages?.next(event)) {
    shown.paint(); // a list longer than the view: its next part
    return true;
  }
  const { actions, cp437 } = shown.delve;
  const used = playGameKey(event, shown.game, {
    actions,
    cp437,
    live: shown.live,
    words: screenWords,
    news: shown.news,
  });
  if (!used) return false;
  const { result } = used;
  if (used.spoken) showSaid(shown);
  if (!result) return true; // words only
  if (result.descended) shown.newLevel();
  shown.bar.update(shown.game, shown.live);
  shown.paint();
  const detail = shown.game.state(),
    { host } = shown.widget;
  shown.controls?.update(detail);
  shown.view.typing(detail.prompt === 'line');
  if (result.moved) host.dispatchEvent(new CustomEvent('delve-move', { detail, ...OUT }));
  if (result.descended) host.dispatchEvent(new CustomEvent('delve-descend', { detail, ...OUT }));
  return true;
}
