// The on-screen controls for touch screens (the painter of web/view/touch.js): a pad of buttons
// that each carry `data-key`, the key they send, and swipes on the game screen. Both call
// send(key) with the keys the keyboard sends.
import { PAD_DIRECTIONS, PAD_ACTIONS, padKey, swipeKey } from './touch.js';

// Buttons are at least 44 CSS px each way (the usual touch target); the actions sit in rows of
// three fixed cells, so a command added to PAD_ACTIONS takes a cell, and a fourth row when full.
export const PAD_CSS = `
.delve-pad { display: flex; gap: 10px; justify-content: center; align-items: center; padding: 6px;
  touch-action: manipulation; user-select: none; -webkit-user-select: none; }
.delve-pad[hidden], .delve-pad.walk [data-original] { display: none; }
.delve-pad-grid { display: grid; grid-template-columns: repeat(3, 48px); grid-auto-rows: 48px; gap: 6px; }
.delve-pad-actions { display: grid; grid-template-columns: repeat(3, 64px); grid-auto-rows: 48px; gap: 6px; }
.delve-pad button { font: 18px/1 system-ui, sans-serif; color: #fff; background: #0000aa;
  border: 2px solid #5555ff; border-radius: 8px; min-width: 44px; min-height: 44px; padding: 0 2px; }
.delve-pad-actions button { font-size: 14px; }
.delve-pad button[aria-pressed="true"] { background: #aa5500; border-color: #ffff55; }
.delve-pad button:focus-visible { outline: 3px solid #ffff55; outline-offset: 2px; }
.delve-pad button[aria-disabled="true"] { opacity: 0.4; }
.delve-pad.compact { gap: 8px; padding: 4px; }
.delve-pad.compact .delve-pad-grid { grid-template-columns: repeat(3, 44px); grid-auto-rows: 44px; gap: 4px; }
.delve-pad.compact .delve-pad-actions { grid-template-columns: repeat(3, 60px); grid-auto-rows: 44px; gap: 4px; }
.delve-pad.compact button { font-size: 15px; }
.delve-pad.compact .delve-pad-actions button { font-size: 13px; }
@media (max-width: 380px) { /* a 320 px phone: 318 px wide, still 44 px buttons */
  .delve-pad, .delve-pad.compact { gap: 6px; padding: 4px; }
  .delve-pad .delve-pad-grid, .delve-pad.compact .delve-pad-grid { grid-template-columns: repeat(3, 44px);
    grid-auto-rows: 44px; gap: 4px; }
  .delve-pad .delve-pad-actions, .delve-pad.compact .delve-pad-actions {
    grid-template-columns: repeat(3, 52px); grid-auto-rows: 44px; gap: 4px; }
  .delve-pad .delve-pad-actions button { font-size: 12px; }
}
`;

/** A pad element for `document`; a tap calls send(key, button). `compact`: a widget's, with 44 px
 *  buttons, not 48, and only the game's own keys (not the page's Help and New). */
export function touchPad(document, send, { compact = false } = {}) {
  const pad = document.createElement('div');
  pad.className = compact ? 'delve-pad compact' : 'delve-pad';
  pad.setAttribute('role', 'group');
  pad.setAttribute('aria-label', 'game controls');
  const button = ({ key, label, name, original }) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.dataset.key = key;
    if (original) b.dataset.original = '';
    b.setAttribute('aria-label', name);
    return b;
  };
  const grid = document.createElement('div');
  grid.className = 'delve-pad-grid';
  const directions = PAD_DIRECTIONS.flat().map(button);
  grid.append(...directions);
  const actions = document.createElement('div');
  actions.className = 'delve-pad-actions';
  actions.append(...PAD_ACTIONS.filter((b) => !compact || !b.page).map(button));
  pad.append(grid, actions);

  const run = actions.querySelector('[data-key="run"]');
  run.setAttribute('aria-pressed', 'false');
  const names = directions.map((b) => b.getAttribute('aria-label'));
  const setRunning = (on) => {
    run.setAttribute('aria-pressed', String(on));
    directions.forEach((b, i) => {
      b.dataset.key = padKey(b.dataset.key.toLowerCase(), on);
      // what a screen reader names it: "run up" while Run is pressed (rest stays a rest)
      b.setAttribute('aria-label', b.dataset.key === '.' || !on ? names[i] : `run ${names[i]}`);
    });
  };
  pad.addEventListener('click', (event) => {
    const b = event.target.closest('button');
    if (!b || b.getAttribute('aria-disabled') === 'true') return; // (padWaiting)
    if (b === run) return setRunning(run.getAttribute('aria-pressed') !== 'true');
    send(b.dataset.key, b);
    if (directions.includes(b)) setRunning(false);
  });
  return pad;
}

// The pad's buttons that send the game a key (not the page's Status, Where, Help and New, which
// work whatever the game waits for), and Run, which turns the directions into runs.
const GAME_KEYS = new Set([
  ...PAD_DIRECTIONS.flat().flatMap((b) => [b.key, b.key.toUpperCase()]),
  ...PAD_ACTIONS.filter((b) => !b.page && b.key !== 'w').map((b) => b.key),
]);

// The steps and runs: what a direction asked for takes (rest is none).
const DIRECTION_KEYS = new Set(
  PAD_DIRECTIONS.flat()
    .filter((b) => b.key !== '.')
    .flatMap((b) => [b.key, b.key.toUpperCase()]),
);

/** Dims the pad's game keys the game would pass over, and lets them do nothing (aria-disabled:
 *  still in the tab order, named): `waiting` 'answer', all of them (a ' More ', the tombstone's
 *  Enter, the score file's question: the answers row's keys only); 'direction', all but the
 *  directions and Run; null, none. */
export function padWaiting(pad, waiting) {
  for (const b of pad.querySelectorAll('button')) {
    const key = b.dataset.key;
    const wait =
      GAME_KEYS.has(key) &&
      (waiting === 'answer' ||
        (waiting === 'direction' && !DIRECTION_KEYS.has(key) && key !== 'run'));
    if (wait) b.setAttribute('aria-disabled', 'true');
    else b.removeAttribute('aria-disabled');
  }
}

/** Shows on `pad` the buttons of a game of `rules` (a walk's leaves out the original's own). */
export function padRules(pad, rules) {
  pad.classList.toggle('walk', rules !== 'original');
}

/** Swipes on `element` send the direction (held before lifting: a run); a tap calls onTap.
 *  A gesture of two fingers or more (a pinch to zoom) is neither. The caller sets
 *  `touch-action: pinch-zoom` where the page must not scroll under a swipe. */
export function listenForSwipes(element, send, onTap = () => {}) {
  let start = null;
  const down = new Set(); // the pointers on the element now
  const forget = (e) => {
    down.delete(e.pointerId);
    if (!down.size) start = null;
  };
  element.addEventListener('pointerdown', (e) => {
    if (e.pointerType === 'mouse') return;
    down.add(e.pointerId);
    // a second finger: no swipe until all are lifted
    start = down.size === 1 ? { x: e.clientX, y: e.clientY, t: e.timeStamp, id: e.pointerId } : {};
  });
  element.addEventListener('pointercancel', forget);
  element.addEventListener('pointerup', (e) => {
    const from = start;
    forget(e);
    if (from?.id !== e.pointerId) return;
    const key = swipeKey(e.clientX - from.x, e.clientY - from.y, e.timeStamp - from.t);
    if (key) send(key);
    else onTap();
  });
}
