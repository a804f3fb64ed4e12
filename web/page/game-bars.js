// The page's bars under the screen: watching a game (play, pause, step back and forward, speed,
// and taking over from the screen shown), and a game's end (a new game, or the same again).
// Each button is a real button with a name; the page gives the actions.
import { SPEEDS } from '../view/replay.js';

export const BARS_CSS = `
.delve-bar { font: 14px/1.4 system-ui, sans-serif; color: #ccc; display: flex; flex-wrap: wrap;
  gap: 8px; align-items: center; justify-content: center; margin: 6px 8px; }
.delve-bar[hidden] { display: none; }
.delve-bar button, .delve-bar select { font: inherit; color: #000; background: #aaa; border: 0;
  border-radius: 3px; padding: 6px 10px; min-height: 44px; min-width: 44px; }
.delve-bar button:focus-visible, .delve-bar select:focus-visible { outline: 3px solid #ffff55; outline-offset: 2px; }
`;

function bar(document, label) {
  const el = document.createElement('div');
  el.className = 'delve-bar';
  el.setAttribute('role', 'group');
  el.setAttribute('aria-label', label);
  return el;
}

function button(document, text, name, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  if (name) b.setAttribute('aria-label', name);
  b.addEventListener('click', onClick);
  return b;
}

/** The controls of a Replay (web/view/replay.js); onTakeOver() plays on from the screen shown. */
export class WatchBar {
  constructor(document, replay, onTakeOver) {
    this.replay = replay;
    this.el = bar(document, 'watching a game');
    this.back = button(document, '◀', 'step back', () => replay.step(-1));
    this.toggle = button(document, 'Play', null, () => replay.toggle());
    this.forward = button(document, '▶', 'step forward', () => replay.step(1));
    this.speed = document.createElement('select');
    this.speed.setAttribute('aria-label', 'speed, keys a second');
    for (const s of SPEEDS) this.speed.add(new Option(`${s} keys/s`, String(s)));
    this.speed.value = String(replay.speed);
    this.speed.addEventListener('change', () => replay.setSpeed(Number(this.speed.value)));
    this.position = document.createElement('span');
    this.position.setAttribute('aria-live', 'off');
    const take = button(document, 'Play from here', 'play on from this screen', onTakeOver);
    this.el.append(this.back, this.toggle, this.forward, this.speed, this.position, take);
    this.update();
  }

  update() {
    const r = this.replay;
    this.toggle.textContent = r.playing ? 'Pause' : 'Play';
    this.toggle.setAttribute('aria-label', r.playing ? 'pause' : 'play');
    this.back.disabled = r.position === 0;
    this.forward.disabled = r.position === r.length;
    this.position.textContent = `key ${r.position} of ${r.length}`;
  }

  /** The watcher's keys: Space plays or pauses, the arrows step; true when used. */
  key(event) {
    if (event.key === ' ') this.replay.toggle();
    else if (event.key === 'ArrowLeft') this.replay.step(-1);
    else if (event.key === 'ArrowRight') this.replay.step(1);
    else return false;
    return true;
  }
}

/** After the game's end: a new game (a new random seed) or the same game again. */
export class OverBar {
  constructor(document, { onNew, onAgain }) {
    this.el = bar(document, 'the game is over');
    this.el.hidden = true;
    const text = document.createElement('span');
    text.textContent = 'The game is over.';
    this.el.append(
      text,
      button(document, 'New game (N)', 'new game', onNew),
      button(document, 'Same game again (A)', 'the same game again', onAgain),
    );
    this.onNew = onNew;
    this.onAgain = onAgain;
  }

  show(on) {
    this.el.hidden = !on;
  }

  /** N: a new game, A: the same again; true when used. */
  key(event) {
    if (this.el.hidden) return false;
    const k = event.key?.toLowerCase();
    if (k === 'n') this.onNew();
    else if (k === 'a') this.onAgain();
    else return false;
    return true;
  }
}
