// A whole screen in words for screen readers (DOM-free): the tombstone, the winner's screen, a
// still picture of a game's end; read from the screen's text the core gives. (The status in
// words is status-words.js: the game's keys need it, a still widget does not.)

// Characters that draw (the tombstone's outline, walls, the floor's dots) rather than say.
const DRAWING = /[^\p{L}\p{N}.,:;!?'"()\-+/&$%]+/gu;

/** A screen's words (lines of text, game.text()): each line's letters and numbers, the
 *  drawing left out, lines joined into sentences. */
export function screenWords(lines) {
  return lines
    .map((line) => line.replace(DRAWING, ' ').replace(/\s+/g, ' ').trim())
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .join('. ');
}
