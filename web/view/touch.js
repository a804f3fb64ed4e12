// Touch → game keys (DOM-free): the on-screen pad's buttons and what a swipe means. The keys are
// the ones the keyboard sends (web/view/keys.js), so a tap goes down the same path as a key.
import { DISCOVERABLE_KINDS } from '../api/game.js';

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
 *  turns the directions into runs (capitals) for the next tap; `help`: the help's words, where
 *  the name says less. `page`: only the page has it (a
 *  widget's compact pad leaves the page's own commands out); `original`: only the original's
 *  game takes it (a walk's pad leaves it out). */
export const PAD_ACTIONS = [
  { key: 'run', label: 'Run', name: 'run: the next direction runs' },
  { key: 's', label: 'Search', name: 'search' },
  { key: '>', label: 'Down >', name: 'go down the stairs' },
  // the way back up, and with the amulet to the light of day: the original's game is won by it
  { key: '<', label: 'Up <', name: 'go up the stairs', original: true },
  {
    key: 'i',
    label: 'Pack',
    name: 'your pack',
    help: 'your pack, where a tap on a thing shows what it can do',
  },
  { key: 'status', label: 'Status', name: "say the hero's status", page: true },
  { key: 'w', label: 'Where', name: 'where am I: your surroundings in words' },
  { key: '?', label: 'Help ?', name: 'help', page: true },
  { key: 'R', label: 'New', name: 'a new game', page: true },
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

/** What the pack's objects can be made to do: a command's key, its button and the kinds it is
 *  for; `when(object)` narrows it (wear what is not worn, take off what is). The keys are the
 *  original's: the game then asks for the object (and first for a direction: throw, zap). */
export const PACK_COMMANDS = [
  { key: 'q', label: 'Quaff', name: 'quaff', kinds: ['potion'] },
  { key: 'r', label: 'Read', name: 'read', kinds: ['scroll'] },
  { key: 'e', label: 'Eat', name: 'eat', kinds: ['food'] },
  { key: 'w', label: 'Wield', name: 'wield', kinds: ['weapon'], when: (o) => !o.inUse },
  { key: 't', label: 'Throw', name: 'throw', when: (o) => !o.inUse }, // anything, as the original
  { key: 'W', label: 'Wear', name: 'wear', kinds: ['armor'], when: (o) => !o.inUse },
  { key: 'T', label: 'Take off', name: 'take off', kinds: ['armor'], when: (o) => o.inUse },
  { key: 'P', label: 'Put on', name: 'put on', kinds: ['ring'], when: (o) => !o.inUse },
  { key: 'R', label: 'Remove', name: 'remove', kinds: ['ring'], when: (o) => o.inUse },
  { key: 'z', label: 'Zap', name: 'zap', kinds: ['stick'] },
  // a name for a kind not identified (shown by another name than its own): the game asks for
  // the name, and the phone's keyboard comes up for it
  {
    key: 'c',
    label: 'Call',
    name: 'call: name its kind',
    kinds: DISCOVERABLE_KINDS,
    when: (o) => o.name !== o.realName,
  },
  { key: 'd', label: 'Drop', name: 'drop' }, // in use too: the original takes it off first
];

/** The commands that apply to `object` (an entry of state().pack). */
export function commandsFor(object) {
  return PACK_COMMANDS.filter(
    (c) => (!c.kinds || c.kinds.includes(object.kind)) && (!c.when || c.when(object)),
  );
}

/** The buttons that answer each of the game's prompts (state().prompt), beyond the pack's
 *  letters (an object) and the directions (a direction): each sends its key. */
export const PROMPT_BUTTONS = {
  command: [{ key: 'Q', label: 'Quit', name: 'quit the game' }],
  more: [{ key: ' ', label: 'Continue', name: 'continue' }],
  list: [{ key: ' ', label: 'Continue', name: 'continue' }],
  enter: [{ key: '\r', label: 'Continue', name: 'continue' }],
  yesno: [
    { key: 'y', label: 'Yes', name: 'yes' },
    { key: 'n', label: 'No', name: 'no' },
  ],
  hand: [
    { key: 'l', label: 'Left hand', name: 'left hand' },
    { key: 'r', label: 'Right hand', name: 'right hand' },
  ],
  line: [{ key: '\r', label: 'Enter', name: 'enter: the line is done' }],
  scorefile: [
    { key: 'c', label: 'Create', name: 'create the score file' },
    { key: 'a', label: 'Abort', name: 'abort: no score file' },
  ],
  object: [{ key: '*', label: 'List *', name: 'list what fits' }],
};

/** The phone's keyboard, on or off (a toggle at a command): the original's commands the pad
 *  has no button for (c, D, ^, /, a count...) typed as the keyboard types them. */
export const KEYBOARD_BUTTON = {
  label: 'Keyboard',
  name: "Keyboard: type the original's commands",
};
/** At a line the original asks for (a name), the phone's keyboard shown again where Back put
 *  it away (as a tap on the screen does). */
export const LINE_KEYBOARD_BUTTON = {
  label: 'Keyboard',
  name: 'Keyboard: show it to type the line',
};

/** With the phone's keyboard, at a command: the original's commands no phone keyboard types
 *  (Ctrl with a letter, the function keys), nor a desk's Chrome (it keeps Ctrl-T). */
export const CONTROL_BUTTONS = [
  { key: '\x12', label: 'Ctrl-R', name: 'Ctrl-R: the last message again' },
  { key: '\x14', label: 'Ctrl-T', name: 'Ctrl-T: brief messages, or long ones again' },
  { key: '\x06', label: 'F9', name: 'F9: play the macro' },
];

/** Escape: a control of its own, always there (it cancels a prompt, a count, a list). */
export const ESCAPE_BUTTON = { key: '\x1b', label: 'Esc', name: 'Esc: escape, cancel' };
