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
  cursor: PALETTE[BLACK],
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
  }

  /** Forget what is on the terminal (after something else drew over it). */
  invalidate() {
    this.valid = false;
  }

  /** The escape sequence from the last frame to this one; '' when nothing changed. */
  update(chars, attrs) {
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
    if (!this.valid) parts.unshift('\x1b[?25l'); // no cursor: the ☺ is the cursor
    this.valid = true;
    return parts.join('');
  }
}
