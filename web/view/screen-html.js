// The game's first frame as plain HTML, shown while xterm.js is still loading: a <pre> of
// coloured runs in the VGA font, cell for cell where the terminal will draw them (each row one
// font size high, each character half as wide), so the terminal can take its place unseen.
import { PC_COLORS } from './terminal-diff.js';

/** A <pre> showing screen ({ cols, rows, chars, attrs } from game.screen()). cp437: the Unicode
 *  string of each CP437 byte; font: a CSS font-family; size: the font size in CSS pixels. */
export function screenPre(screen, cp437, font, size) {
  const { cols, rows, chars, attrs } = screen;
  const pre = document.createElement('pre');
  pre.style.cssText = `margin: 0; font: ${size}px/${size}px ${font}; letter-spacing: 0;`;
  for (let y = 0; y < rows; y++) {
    let x = 0;
    while (x < cols) {
      const attr = attrs[y * cols + x];
      let text = '';
      for (; x < cols && attrs[y * cols + x] === attr; x++) text += cp437[chars[y * cols + x]];
      const span = document.createElement('span');
      span.style.color = PC_COLORS[attr & 15];
      span.style.background = PC_COLORS[(attr >> 4) & 7];
      span.textContent = text;
      pre.append(span);
    }
    if (y < rows - 1) pre.append('\n');
  }
  return pre;
}
