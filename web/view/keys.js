// Keyboard → game action codes (DOM-free: it reads only KeyboardEvent-like fields). The codes
// are Rogue's: h j k l y u b n move, the capitals run, s search, > descend, . rest, i inventory.
// And the help screen, laid out for the columns a view shows.
import { PAD_DIRECTIONS, PAD_ACTIONS } from './touch.js';
import * as C from '../api/constants.js';

const ARROWS = {
  ArrowLeft: 'h',
  ArrowDown: 'j',
  ArrowUp: 'k',
  ArrowRight: 'l',
  Home: 'y',
  PageUp: 'u',
  End: 'b',
  PageDown: 'n',
  Clear: '.',
};
const NUMPAD = {
  Numpad7: 'y',
  Numpad8: 'k',
  Numpad9: 'u',
  Numpad4: 'h',
  Numpad5: '.',
  Numpad6: 'l',
  Numpad1: 'b',
  Numpad2: 'j',
  Numpad3: 'n',
};
// An arrow's or the keypad's direction key, or undefined (own keys only: "constructor" is none).
const directionOf = (event) =>
  (Object.hasOwn(NUMPAD, event.code) && NUMPAD[event.code]) ||
  (Object.hasOwn(ARROWS, event.key) && ARROWS[event.key]) ||
  undefined;

/** The game action for a key event, or null: a key of `actions` (the core's action set,
 *  delve.actions) other than space, or an arrow or keypad key; Shift with one of those runs. */
export function actionForKey(event, actions) {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const direction = directionOf(event);
  if (direction) return event.shiftKey && direction !== '.' ? direction.toUpperCase() : direction;
  return event.key.length === 1 && event.key !== ' ' && actions.includes(event.key)
    ? event.key
    : null;
}

// The keys of the PC keyboard the original reads as bytes of their own (P1 §5.1-5.2): the
// function keys as its xtab turns them into commands (F5, the browser's reload, is left to it),
// Insert and Delete, and the keys that are control characters.
const ORIGINAL_KEYS = {
  Escape: '\x1b',
  Enter: '\r',
  Backspace: '\b', // a command's h (com_char's xtab), a line's erase (getinfo reads it raw)
  Tab: '\t',
  Insert: '>',
  Delete: 's',
  F1: '?',
  F2: '/',
  F3: 'a',
  F4: '\x12', // Ctrl-R: the last message again
  F6: 'D',
  F7: 'i',
  F8: '^',
  F9: '\x06', // Ctrl-F: the macro
  F10: '!',
};
// Ctrl with these letters is a command of the original (Ctrl-F, L, R, T; P1 §6); other Ctrl
// combinations are the browser's.
const ORIGINAL_CTRL = { f: '\x06', l: '\x0c', r: '\x12', t: '\x14' };

/** The key the original's game reads for a key event, as a one-character string, or null
 *  (the browser's): a typed character as it is, arrows and the keypad as h j k l y u b n (with
 *  Shift: a run), the function keys and the like as ORIGINAL_KEYS. */
export function originalKey(event) {
  if (event.altKey || event.metaKey) return null;
  if (event.ctrlKey) {
    const k = event.key?.toLowerCase();
    return !event.shiftKey && Object.hasOwn(ORIGINAL_CTRL, k) ? ORIGINAL_CTRL[k] : null;
  }
  const direction = directionOf(event);
  if (direction) return event.shiftKey && direction !== '.' ? direction.toUpperCase() : direction;
  if (Object.hasOwn(ORIGINAL_KEYS, event.key)) return ORIGINAL_KEYS[event.key];
  return event.key?.length === 1 && event.key.charCodeAt(0) <= C.GAME_KEY_MAX ? event.key : null;
}

// Every key, for the help screen: [keys, what they do].
const HELP_KEYS = [
  ['h j k l y u b n', 'move: left down up right, diagonals (also arrows, keypad)'],
  ['H J K L Y U B N', 'run (also Shift+arrow) until blocked, on a door or a thing'],
  ['s', 'search the 8 cells around you for secret doors and traps'],
  ['>', `go down the stairs ${C.GLYPHS.CH_STAIRS}`],
  ['.', 'rest one turn (also keypad 5)'],
  ['i', 'your pack (any key returns)'],
  ['w', 'where am I: your surroundings in words'],
  ['Alt+S', "the hero's status in words (Alt+W: where am I)"],
  ['R', 'a new random dungeon'],
  ['G', 'switch generator: classic Rogue / LevelMap'],
  ['P', 'save the screen as a picture (PNG)'],
  ['?', 'this help'],
  ['touch', 'the buttons, or a swipe on the screen (held: a run)'],
];
/** Every key, for the help screen, as the 80-column screen's lines show it: keys, then what they
 *  do. */
export const HELP_LINES = /* @__PURE__ */ (() =>
  HELP_KEYS.map(([keys, text]) => keys.padEnd(18) + text))();

const HELP_ABOUT = [
  'The address holds your game: copy it to share it.',
  `#dos=N: the original 1985 game of clock N (${C.RANGES.dos.join('..')}).`,
  'How levels change with depth: atlas.html.',
];

// The help as a document: a title, a table of [keys or buttons, what they do], paragraphs, and
// the way back. The touch one is the pad's own tables (web/view/touch.js), so a button added
// there is in the help: its label and name, the moves in one row.
function helpDocument(touch) {
  const back = `Press any ${touch ? 'button' : 'key'} to return to the game.`;
  if (!touch) return { title: 'delve — keys', table: HELP_KEYS, back };
  const grid = PAD_DIRECTIONS.flat(),
    moves = grid.filter((b) => b.key !== '.');
  return {
    title: 'delve — buttons and swipes',
    table: [
      [moves.map((b) => b.label).join(' '), `move: ${moves.map((b) => b.name).join(', ')}`],
      ...[...grid.filter((b) => b.key === '.'), ...PAD_ACTIONS].map((b) => [b.label, b.name]),
      ['swipe', 'on the screen: a step that way; held 400 ms before lifting, a run'],
    ], // swipeKey's holdMs
    back,
  };
}

/** The help as pages of at most `rows` lines of at most `cols` characters, to draw from the
 *  top left of a cols x rows terminal, one page a key. `touch`: the buttons and swipes, not the
 *  keys. 80 columns: from column 5, as the 80x25 screen has always shown it. Narrower, every
 *  text wraps at words, descriptions under themselves, the key column narrowed where that takes
 *  fewer lines; what does not fit in `rows` goes on further pages, each but the last ending in
 *  "Any key: more" on its bottom row. */
export function helpPages(cols, rows, { touch = false } = {}) {
  const doc = helpDocument(touch);
  const margin = cols >= C.GAME_COLS ? 4 : cols >= 44 ? 1 : 0,
    width = cols - margin;
  const blocks = [
    wrap(doc.title, width),
    [''],
    ...table(doc.table, width),
    [''],
    ...HELP_ABOUT.map((p) => wrap(p, width)),
    [''],
    wrap(doc.back, width),
  ];
  const indent = (line) => (line ? ' '.repeat(margin) + line : line);
  const all = blocks.flat();
  if (all.length <= rows)
    return [[...Array(Math.min(2, rows - all.length)).fill(''), ...all].map(indent)];
  const more = wrap(touch ? 'Any button: more' : 'Any key: more', width);
  const room = Math.max(1, rows - more.length);
  const pages = [[]];
  for (const block of blocks) {
    // a block goes whole to the next page if it fits on one
    const used = pages.at(-1).length;
    if (used && used + block.length > room && block.length <= room) pages.push([]);
    for (const line of block) {
      if (pages.at(-1).length === room) pages.push([]);
      if (line || pages.at(-1).length) pages.at(-1).push(line); // no page starts with a blank line
    }
  }
  return pages.map((page, i) =>
    (i === pages.length - 1 ? page : [...page, ...Array(room - page.length).fill(''), ...more]).map(
      indent,
    ),
  );
}

// The table's rows as blocks of lines: keys and descriptions side by side, each wrapped in its
// column, the key column as wide as its widest keys and 3 spaces or, if that takes fewer lines,
// its longest word (at least 7) and 2; narrower than 25 columns, keys above descriptions.
function table(rows, width) {
  const widest = Math.max(...rows.map(([keys]) => length(keys)));
  const longest = Math.max(7, ...rows.flatMap(([keys]) => keys.split(' ').map(length)));
  const layouts = [
    [widest, 3],
    [longest, 2],
  ]
    .filter(([keyWidth, gap]) => width - keyWidth - gap >= 16)
    .map(([keyWidth, gap]) =>
      rows.map(([keys, text]) => {
        const k = wrap(keys, keyWidth),
          t = wrap(text, width - keyWidth - gap);
        return Array.from({ length: Math.max(k.length, t.length) }, (_, i) =>
          `${(k[i] ?? '').padEnd(keyWidth + gap)}${t[i] ?? ''}`.trimEnd(),
        );
      }),
    );
  if (!layouts.length) {
    return rows.map(([keys, text]) => [
      ...wrap(keys, width),
      ...wrap(text, width - 2).map((l) => `  ${l}`),
    ]);
  }
  return layouts.reduce((best, next) => (next.flat().length < best.flat().length ? next : best));
}

const length = (text) => [...text].length;

// Text in lines of at most `width` characters, broken at spaces (a word longer than a line,
// only in a view too narrow to read, is broken where the line ends).
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (let word of text.split(' ')) {
    while (length(word) > width) {
      if (line) lines.push(line);
      line = '';
      lines.push([...word].slice(0, width).join(''));
      word = [...word].slice(width).join('');
    }
    if (!line) line = word;
    else if (length(line) + 1 + length(word) <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line || !lines.length) lines.push(line);
  return lines;
}

/** The 80-column help screen as the page has always drawn it: lines of at most 76 characters,
 *  written from column 5. */
export const HELP_SCREEN = /* @__PURE__ */ (() =>
  helpPages(C.GAME_COLS, C.GAME_ROWS)[0]
    .slice(2)
    .map((line) => line.slice(4)))();
