// Touch → game keys (DOM-free): the on-screen pad's buttons and what a swipe means. The keys are
// the ones the keyboard sends (web/view/keys.js), so a tap goes down the same path as a key.

/** The direction pad, row by row as a thumb sees it: Rogue's keys around rest. */
export const PAD_DIRECTIONS = [
  [
    { key: 'y', label: '↖', name: 'up left' },
    { key: 'k', label: '↑', name: 'up' },
    { key: 'u', label: '↗', name: 'up right' },
  ],
  [
    { key: 'h', label: '←', name: 'left' },
    { key: '.', label: '·', name: 'rest' },
    { key: 'l', label: '→', name: 'right' },
  ],
  [
    { key: 'b', label: '↙', name: 'down left' },
    { key: 'j', label: '↓', name: 'down' },
    { key: 'n', label: '↘', name: 'down right' },
  ],
];

/** The other buttons, in rows of three beside the directions (more rows as commands come); `run`
 *  turns the directions into runs (capitals) for the next tap. `page`: only the page has it (a
 *  widget's compact pad leaves the page's own commands out). */
export const PAD_ACTIONS = [
  { key: 'run', label: 'Run', name: 'run: the next direction runs' },
  { key: 's', label: 'Search', name: 'search' },
  { key: '>', label: 'Down >', name: 'go down the stairs' },
  { key: 'i', label: 'Pack', name: 'your pack' },
  { key: 'w', label: 'Where', name: 'where am I: your surroundings in words' },
  { key: '?', label: 'Help ?', name: 'help', page: true },
  { key: 'R', label: 'New', name: 'a new dungeon', page: true },
];

/** The key a direction button sends: its capital while running. */
export function padKey(key, running) {
  return running && key !== '.' ? key.toUpperCase() : key;
}

const SECTORS = ['l', 'n', 'j', 'b', 'h', 'y', 'k', 'u']; // clockwise from right, y down

/** The key for a swipe of (dx, dy) CSS pixels held `ms` before lifting, or null for a tap:
 *  at least `min` pixels, in the nearest of 8 directions; held at least `holdMs`, it runs. */
export function swipeKey(dx, dy, ms, { min = 24, holdMs = 400 } = {}) {
  if (Math.hypot(dx, dy) < min) return null;
  const sector = Math.round(Math.atan2(dy, dx) / (Math.PI / 4));
  const key = SECTORS[(sector + 8) % 8];
  return ms >= holdMs ? key.toUpperCase() : key;
}
