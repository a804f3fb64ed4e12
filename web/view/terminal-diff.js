// Turns the core's text-mode screen (a CP437 byte and a PC colour attribute per cell) into the
// escape sequences that bring an xterm.js terminal up to date, writing only the cells that changed
// since the last frame. DOM-free: the page and the headless tests share it.

import { PALETTE } from '../api/constants.js';

// PC colour numbers (0 black, 1 blue, 2 green, 3 cyan, 4 red, 5 magenta, 6 brown, 7 light grey,
// 8..15 their bright forms) to the ANSI palette slots xterm.js themes use (ANSI "yellow" is the
// PC's brown).
const PC_TO_ANSI = [0, 4, 2, 6, 1, 5, 3, 7, 8, 12, 10, 14, 9, 13, 11, 15];
const ANSI_SLOTS = [
  'black',
  'red',
  'green',
  'yellow',
  'blue',
  'magenta',
  'cyan',
  'white',
  'brightBlack',
  'brightRed',
  'brightGreen',
  'brightYellow',
  'brightBlue',
  'brightMagenta',
  'brightCyan',
  'brightWhite',
];
const BLACK = 0,
  LIGHT_GREY = 7; // the PC colours of an empty screen and of its plain text

// The core's palette (delve_pc_color) by PC colour number, for drawing without xterm.js.
export const PC_COLORS = PALETTE;

// The same palette as an xterm.js theme.
export const PC_THEME = {
  background: PALETTE[BLACK],
  foreground: PALETTE[LIGHT_GREY],
  cursor: PALETTE[LIGHT_GREY], // shown only while a line is typed: the PC's underline
  cursorAccent: PALETTE[BLACK],
  ...Object.fromEntries(ANSI_SLOTS.map((slot, ansi) => [slot, PALETTE[PC_TO_ANSI.indexOf(ansi)]])),
};

// Select Graphic Rendition for a PC attribute: low nibble foreground, bits 4-6 background.
function sgr(attr) {
  return `\x1b[0;38;5;${PC_TO_ANSI[attr & 15]};48;5;${PC_TO_ANSI[(attr >> 4) & 7]}m`;
}

/** Call before writing the frame that answers a key the page handles itself: it tells xterm.js
 *  the key was user input, as it does for keys it handles, so xterm parses the next write at
 *  once instead of in a later task, which a pending render could hold back by milliseconds. */
export function answeringKey(term) {
  term.input('', true);
}

export class TerminalDiff {
  /** cp437: the Unicode string of each CP437 byte (delve.cp437). */
  constructor(cols, rows, cp437) {
    this.cols = cols;
    this.rows = rows;
    this.cp437 = cp437;
    this.chars = new Uint8Array(cols * rows);
    this.attrs = new Uint8Array(cols * rows);
    this.valid = false; // nothing written yet: the first frame writes every cell
    this.cursor = -1; // the cell the terminal's cursor shows, -1 hidden
  }

  /** Forget what is on the terminal (after something else drew over it, which hid the cursor:
   *  writeOver). */
  invalidate() {
    this.valid = false;
    this.cursor = -1;
  }

  /** The escape sequence that puts the cursor back on its cell ('' while it is hidden). */
  cursorAt() {
    const { cursor, cols } = this;
    return cursor < 0 ? '' : `\x1b[${Math.floor(cursor / cols) + 1};${(cursor % cols) + 1}H`;
  }

  /** The escape sequence from the last frame to this one; '' when nothing changed. cursor: the
   *  cell the game's cursor is on (game.screen().cursor), else hidden. */
  update(chars, attrs, cursor = -1) {
    const { cols, rows } = this;
    const parts = [];
    let attr = -1;
    for (let y = 0; y < rows; y++) {
      let x = 0;
      while (x < cols) {
        const i = y * cols + x;
        if (this.valid && chars[i] === this.chars[i] && attrs[i] === this.attrs[i]) {
          x++;
          continue;
        }
        parts.push(`\x1b[${y + 1};${x + 1}H`);
        // a run of changed cells, written in one go
        for (; x < cols; x++) {
          const j = y * cols + x;
          if (this.valid && chars[j] === this.chars[j] && attrs[j] === this.attrs[j]) break;
          if (attrs[j] !== attr) {
            attr = attrs[j];
            parts.push(sgr(attr));
          }
          parts.push(this.cp437[chars[j]]);
          this.chars[j] = chars[j];
          this.attrs[j] = attrs[j];
        }
      }
    }
    // no cursor, the ☺ is the player's; but the original's underline while a line is typed
    cursor = cursor >= 0 && cursor < cols * rows ? cursor : -1;
    const shows = cursor >= 0;
    if (!this.valid || shows !== this.cursor >= 0) parts.push(shows ? '\x1b[?25h' : '\x1b[?25l');
    const moved = cursor !== this.cursor;
    this.cursor = cursor;
    if (shows && (parts.length || moved)) parts.push(this.cursorAt());
    this.valid = true;
    return parts.join('');
  }
}
