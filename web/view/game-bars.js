// The bars under the game's screen, the page's and an interactive widget's: watching a game's
// keys (play or pause, step back and forward, where the replay is; on the page also the speed
// and taking over), and a game's end (a new game, or the same game again). Each control is a
// real <button> with a name; the keys that do the same are the bar's key(event).
import { randomSeed, clockOf } from '../api/options.js';
import { SPEEDS } from './replay.js';

export const BARS_CSS = `
.delve-bar { font: 14px/1.4 system-ui, sans-serif; color: #ccc; display: flex; flex-wrap: wrap;
  gap: 8px; align-items: center; justify-content: center; padding: 6px 8px; }
.delve-bar[hidden] { display: none; }
.delve-bar button, .delve-bar select { font: inherit; color: #000; background: #aaa;
  border: 1px solid transparent; /* forced colours (high contrast) draw it: the button's edge */
  border-radius: 3px; padding: 6px 10px; min-height: 44px; min-width: 44px; }
.delve-bar button:disabled { color: #555; }
.delve-bar .toggle { min-width: 5em; } /* Play and Pause: the bar keeps its width */
.delve-bar span { font-variant-numeric: tabular-nums; }
.delve-bar .said { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.delve-bar button:focus-visible, .delve-bar select:focus-visible { outline: 3px solid #ffff55; outline-offset: 2px; }
`;

function bar(document, label) {
  const el = document.createElement('div');
  el.className = 'delve-bar';
  el.setAttribute('role', 'group');
  el.setAttribute('aria-label', label);
  return el;
}

// The bar's keys work on its buttons too, where a click leaves the focus; but Space there presses
// the button, as on any button, and the speed's menu keeps its arrows to choose a speed.
function keysOnButtons(bar) {
  bar.el.addEventListener('keydown', (event) => {
    const { tagName } = event.target;
    if (tagName === 'SELECT' || (tagName === 'BUTTON' && event.key === ' ')) return; // theirs
    if (bar.key(event)) event.preventDefault();
  });
}

function button(document, text, name, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  if (name) b.setAttribute('aria-label', name);
  b.addEventListener('click', onClick);
  return b;
}

const WATCH_KEYS = [' ', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];

/** The controls of a Replay (web/view/replay.js): |◀ to the start, ◀ step back, Play or Pause,
 *  ▶ step forward, ▶| to the end (for a thumb, as Home and End are for keys), and "key N of M";
 *  with onTakeOver (the page's), also the speed and "Play from here". */
export class WatchBar {
  constructor(document, replay, onTakeOver = null) {
    this.replay = replay;
    this.el = bar(document, 'watching a game');
    this.start = button(document, '|◀', 'to the start', () => replay.seek(0));
    this.back = button(document, '◀', 'step back', () => replay.step(-1));
    this.toggle = button(document, 'Play', null, () => replay.toggle());
    this.toggle.className = 'toggle';
    this.forward = button(document, '▶', 'step forward', () => replay.step(1));
    this.end = button(document, '▶|', 'to the end', () => replay.seek(replay.length));
    this.position = document.createElement('span');
    this.position.className = 'position';
    this.position.setAttribute('aria-live', 'off'); // while playing it changes five times a second
    this.el.append(this.start, this.back, this.toggle, this.forward, this.end, this.position);
    if (onTakeOver) {
      const speed = document.createElement('select');
      speed.setAttribute('aria-label', 'speed, keys a second');
      for (const s of SPEEDS) speed.add(new Option(`${s} key${s === 1 ? '' : 's'}/s`, String(s)));
      speed.value = String(replay.speed);
      speed.addEventListener('change', () => replay.setSpeed(Number(speed.value)));
      const take = button(document, 'Play from here', null, onTakeOver);
      this.el.append(speed, take);
    }
    // where the replay stopped (a step, a pause, the end), said once the watcher has used the
    // bar or its keys (an autoplaying widget nobody touched says nothing): "key N of M" is not
    // live, as while playing it changes at every step
    this.said = document.createElement('span');
    this.said.className = 'said';
    this.said.setAttribute('aria-live', 'polite');
    this.el.append(this.said);
    this.asked = false;
    this.el.addEventListener('click', () => (this.asked = true), true); // before the button's
    keysOnButtons(this);
    this.update();
  }

  /** After every step of the replay, and when it starts or stops. */
  update() {
    const r = this.replay;
    const focused = this.el.ownerDocument.activeElement;
    this.toggle.textContent = r.playing ? 'Pause' : 'Play';
    this.toggle.setAttribute('aria-label', r.playing ? 'pause' : 'play');
    this.start.disabled = this.back.disabled = r.position === 0;
    this.end.disabled = this.forward.disabled = r.position === r.length;
    // a step to either end disables the button clicked: the focus (and the keys) stay in the bar
    if (focused?.disabled && this.el.contains(focused)) this.toggle.focus();
    const where = `key ${r.position} of ${r.length}`;
    this.position.textContent = where;
    if (this.asked && !r.playing)
      this.said.textContent = r.position === r.length ? `${where}, the end` : where;
    else if (r.playing) this.said.textContent = ''; // (emptied, a live region says nothing)
    // read once where the reader browses the bar: the live region's copy stands in for it
    if (this.said.textContent) this.position.setAttribute('aria-hidden', 'true');
    else this.position.removeAttribute('aria-hidden');
  }

  /** The watcher's keys: Space plays or pauses, the arrows step, Home and End go to the start
   *  and the end; true when used. */
  key(event) {
    const r = this.replay;
    if (!WATCH_KEYS.includes(event.key)) return false;
    this.asked = true;
    if (event.key === ' ') r.toggle();
    else if (event.key === 'ArrowLeft') r.step(-1);
    else if (event.key === 'ArrowRight') r.step(1);
    else if (event.key === 'Home') r.seek(0);
    else r.seek(r.length); // End
    return true;
  }
}

const OVER_WORDS = 'The game is over.';
const SAVED_WORDS = 'The game is saved, as the original saved it.';

// The tombstone's line, which a quit or death with no gold and no score file leaves on the
// screen at the end, though its Enter was pressed: not said.
const STALE = /^\[Press Enter to see rankings\]/;

/** After the game's end: onNew() a new game, onAgain() the same game again and, given, once the
 *  original's save (S) ended it, onRestore() the game it saved (buttons, and N, A and R while
 *  the game is over; the buttons name those keys, but on a touch screen). */
export class OverBar {
  constructor(document, { onNew, onAgain, onRestore = null, words = null }) {
    const letters = !document.defaultView?.matchMedia('(pointer: coarse)').matches;
    this.el = bar(document, 'the game is over');
    this.el.hidden = true;
    this.text = document.createElement('span');
    const label = (text, key) => (letters ? `${text} (${key})` : text);
    this.restore =
      onRestore && button(document, label('Restore the game', 'R'), 'restore the game', onRestore);
    this.el.append(
      this.text,
      ...(this.restore ? [this.restore] : []),
      (this.newGame = button(document, label('New game', 'N'), 'new game', onNew)),
      (this.again = button(
        document,
        label('Same game again', 'A'),
        'the same game again',
        onAgain,
      )),
    );
    this.onNew = onNew;
    this.onAgain = onAgain;
    this.onRestore = onRestore;
    this.words = words;
    keysOnButtons(this);
  }

  /** After every key: shown while the game is over, and when it has just ended, the screen's
   *  words (the Hall of Fame; `words`: web/view/spoken.js screenWords) and its offer said in
   *  `live` (the aria-live region). */
  update(game, live) {
    const s = game.state(),
      over = s.prompt === 'over',
      saved = over && s.over === 'saved' && Boolean(this.restore);
    if (over && this.el.hidden) {
      // the bar's buttons by their labels (which name their keys but on a touch screen): a
      // phone's reader taps them
      const labels = [...(saved ? [this.restore] : []), this.newGame, this.again].map(
        (b) => b.textContent,
      );
      const offer = `${saved ? SAVED_WORDS : OVER_WORDS} ${labels.slice(0, -1).join(', ')}, or ${labels.at(-1)}.`;
      const shown = this.words?.(game.text().filter((line) => !STALE.test(line)));
      // the tombstone still on the screen (no gold, no score file) was said at its Enter's ask
      const unsaid = shown && !live.textContent.startsWith(shown);
      live.textContent = unsaid ? `${shown}. ${offer}` : offer;
    }
    this.text.textContent = saved ? SAVED_WORDS : OVER_WORDS;
    if (this.restore) this.restore.hidden = !saved;
    this.el.hidden = !over;
  }

  /** N: a new game, A: the same again, R: the saved game, while the game is over; true when
   *  used. */
  key(event) {
    if (this.el.hidden) return false;
    const k = event.key?.toLowerCase();
    if (k === 'n') this.onNew();
    else if (k === 'a') this.onAgain();
    else if (k === 'r' && this.restore && !this.restore.hidden) this.onRestore();
    else return false;
    return true;
  }
}

/** The start of a new game like `start` (delve.game's options, without keys): the original's game
 *  of another clock (1..32767, as the page picks one), or a seeded game of another seed; not a
 *  recording's first clock, which is that recording's (a person's game leaves it at 0). */
export function anotherGame({ firstClock: _clock, firstClockTurns: _turns, ...start }) {
  if (start.dos) return { ...start, dos: clockOf(randomSeed()) };
  return { ...start, seed: randomSeed() };
}
