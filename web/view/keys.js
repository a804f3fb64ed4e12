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

// The keys of the PC keyboard the original reads as bytes of their own (P1 §5.1-5.2): Escape,
// Enter, Backspace and Tab are their ASCII bytes.
const ORIGINAL_KEYS = {
  Escape: '\x1b',
  Enter: '\r',
  Backspace: '\b', // a command's h (com_char's xtab), a line's erase (getinfo reads it raw)
  Tab: '\t',
};
// The extended keys (P1 §5.1): the BIOS gives 0 and a scan code, the game reads 0x80 + the scan
// code; the core's readchar (xtab) turns those it knows into commands (Home y ... PgDn n, Ins >,
// Del s, F1 ?, F2 /, F3 a, F4 Ctrl-R, F5 c, F6 D, F7 i, F8 ^, F9 Ctrl-F, F10 !, Alt-F9 F),
// while a typed line (getinfo) reads them raw: one is kept and ends the line (fake DOS's way
// out). Their bytes are delve_game.h's DELVE_KEY_*; the directions' by the letter they become.
const DIRECTION_KEYS = {
  y: C.KEY_HOME,
  k: C.KEY_UP,
  u: C.KEY_PGUP,
  h: C.KEY_LEFT,
  l: C.KEY_RIGHT,
  b: C.KEY_END,
  j: C.KEY_DOWN,
  n: C.KEY_PGDN,
};
/** A step's keys, each direction's letter and its arrow's (or keypad's) byte (a run's capital
 *  goes on until something stops it, a wall no surprise). */
export const STEP_KEYS = Object.entries(DIRECTION_KEYS)
  .map(([letter, byte]) => letter + String.fromCharCode(byte))
  .join('');
const EXTENDED_KEYS = { Insert: C.KEY_INS, Delete: C.KEY_DEL };
const byteKey = (byte) => String.fromCharCode(byte);
// F1-F10; with Shift none is a command ("Illegal command"); Alt-F9 defines the macro. Ctrl-F
// and the other Alt-F keys (illegal commands too) stay the browser's: Ctrl+F5 reloads, Alt+F4
// closes the window.
// Ctrl with a letter is its control byte (Ctrl-F, L, R, T commands, Ctrl-H the backspace, the
// rest "Illegal command '^X'", P1 §6), but for Ctrl-C and Ctrl-V, the browser's copy and
// paste (the original only names them illegal). Ctrl with [ \ ] gives bytes 27-29 (Ctrl-[ is
// Escape), with Enter a line feed, with Backspace DEL, as the BIOS gives them.
const BROWSER_CTRL = 'cv';
const CTRL_KEYS = { '[': '\x1b', '\\': '\x1c', ']': '\x1d', Enter: '\n', Backspace: '\x7f' };

/** The key the original's game reads for a key event, as a one-character string (its byte,
 *  1..255), or null (the browser's): a typed character as it is (above ASCII, its CP437 byte
 *  from `cp437`, delve.cp437, as a DOS keyboard driver gave it), the arrows, Home, End, PgUp,
 *  PgDn, Ins, Del, F1-F10 and the keypad (NumLock either way: the keypad moves) as the extended
 *  keys the BIOS gives, Shift with a direction its run (H J K L Y U B N), Ctrl with a letter its
 *  control byte, and AltGr's characters (Ctrl+Alt reported) as typed. */
export function originalKey(event, cp437) {
  if (event.metaKey || event.isComposing) return null; // an input method's key: its text comes
  const f = /^F([1-9]|10)$/.exec(event.key ?? '');
  if (f) return functionKey(Number(f[1]), event);
  if (event.ctrlKey && event.altKey) return altGrCharacter(event.key, cp437);
  if (event.altKey) return null;
  if (event.ctrlKey) return controlKey(event);
  const direction = directionOf(event);
  if (direction === '.') return direction; // keypad 5: a rest, as in the walk
  if (direction)
    return event.shiftKey ? direction.toUpperCase() : byteKey(DIRECTION_KEYS[direction]);
  if (Object.hasOwn(EXTENDED_KEYS, event.key)) return byteKey(EXTENDED_KEYS[event.key]);
  if (Object.hasOwn(ORIGINAL_KEYS, event.key)) return ORIGINAL_KEYS[event.key];
  return typedCharacter(event.key, cp437);
}

// F1-F10, plain or with Shift; Alt-F9.
function functionKey(n, event) {
  if (event.altKey) return n === 9 && !event.ctrlKey ? byteKey(C.KEY_ALT_F9) : null;
  if (event.ctrlKey) return null;
  return byteKey((event.shiftKey ? C.KEY_SHIFT_F1 : C.KEY_F1) + n - 1);
}

// Ctrl and a key: a letter by its key (any layout's), or by its place when the layout's letters
// are not Latin (as a DOS keyboard's Ctrl went by the key); Ctrl+Shift is the browser's.
function controlKey(event) {
  if (event.shiftKey) return null;
  const key = event.key ?? '';
  if (Object.hasOwn(CTRL_KEYS, key)) return CTRL_KEYS[key];
  const letter = /^[a-z]$/i.test(key)
    ? key.toLowerCase()
    : /^Key([A-Z])$/.exec(event.code ?? '')?.[1].toLowerCase();
  if (!letter || BROWSER_CTRL.includes(letter)) return null;
  return String.fromCharCode(letter.charCodeAt(0) & 0x1f);
}

// Ctrl+Alt is how Windows reports AltGr: a character it types (German AltGr+Q '@', French
// AltGr+9 '^') is typed; Ctrl+Alt with a letter or a digit is a shortcut, the system's.
const altGrCharacter = (key, cp437) =>
  key?.length === 1 && !/[a-z0-9]/i.test(key) ? typedCharacter(key, cp437) : null;

// A typed character: ASCII as it is (bytes 1-126, the control bytes text may hold included),
// any other as its CP437 byte (é 0x82, ü 0x81, £ 0x9C), or null when CP437 has none.
function typedCharacter(key, cp437) {
  if (key?.length !== 1) return null;
  const code = key.charCodeAt(0);
  if (code >= 1 && code < 0x7f) return key;
  const byte = cp437 ? cp437.indexOf(key, 0x80) : -1;
  return byte > 0 ? String.fromCharCode(byte) : null;
}

// Every key, for the help screen: [keys, what they do].
const HELP_KEYS = [
  ['h j k l y u b n', 'move: left down up right, diagonals (also arrows, keypad)'],
  ['H J K L Y U B N', 'run (also Shift+arrow) until something stops you'],
  ['s', 'search around you for secret doors, traps (LevelMap: none)'],
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
  'The address holds your game (a walk: its level): copy it to share it.',
  `#dos=N: the original 1985 game of clock N (${C.RANGES.dos.join('..')}).`,
  'How levels change with depth: atlas.html.',
];

// The help as a document: a title, a table of [keys or buttons, what they do], paragraphs, and
// the way back. The touch one is the pad's own tables (web/view/touch.js), so a button added
// there is in the help: its label and name, the directions a row of the pad each.
function helpDocument(touch) {
  const back = `Press any ${touch ? 'button' : 'key'} to return to the game.`;
  if (!touch) return { title: 'delve — keys', table: HELP_KEYS, back };
  // "move up left, up, up right"; "move left, rest, move right"
  const moves = (row) =>
    row
      .map((b, i) => {
        const afterMove = i > 0 && row[i - 1].key !== '.';
        return b.key === '.' || afterMove ? b.name : `move ${b.name}`;
      })
      .join(', ');
  return {
    title: 'delve — buttons and swipes',
    table: [
      ...PAD_DIRECTIONS.map((row) => [row.map((b) => b.label).join(' '), moves(row)]),
      ...PAD_ACTIONS.map((b) => [b.label, b.help ?? b.name]),
      ['swipe', 'on the screen: a step that way; held 400 ms before lifting, a run'],
      [
        'answers',
        "over the pad: the game's questions (Continue, Yes, No, Esc); a tap on the screen goes on too",
      ],
      ['Keyboard', "the phone's keyboard, for the original's other commands (c, D, ^, a count)"],
      ['two fingers', 'zoom the page (Fill window, under it: all the screen, small)'],
    ], // swipeKey's holdMs
    back,
  };
}

/** The help as phrases to say (a screen reader's, as sentences): its title, each key (or
 *  button) with what it does, its paragraphs and the way back, whatever the pages it is drawn
 *  on. */
export function helpPhrases({ touch = false } = {}) {
  const doc = helpDocument(touch);
  return [
    doc.title,
    ...doc.table.map(([keys, text]) => `${keys}: ${text}`),
    ...HELP_ABOUT,
    doc.back,
  ];
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
