// A whole screen in words for screen readers (DOM-free): the tombstone, the winner's screen, a
// still picture of a game's end, and the lists the game shows; read from the screen's text the
// core gives. (The status in words is status-words.js: the game's keys need it, a still widget
// does not.)

// Characters that draw (the tombstone's outline, walls, the floor's dots) rather than say.
const DRAWING = /[^\p{L}\p{N}.,:;!?'"()\-+/&$%]+/gu;

/** A screen's words (lines of text, game.text()): each line's letters and numbers, the
 *  drawing left out, lines joined into sentences; `list`: a list's (the pack, the original's help
 *  and symbols, the discoveries), every character kept, as each says something there (a key like
 *  <, > or ^; a glyph like ☺, ♣ or ╔, which screen readers name), each line and each item of a
 *  two-column line a sentence. */
export function screenWords(lines, { list = false } = {}) {
  if (list) return sentences(lines.flatMap(columns).map(words).filter(Boolean));
  return lines
    .map((line) => words(line.replace(DRAWING, ' ')))
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .join('. ');
}

const words = (text) => text.replace(/\s+/g, ' ').trim();

// The original's two-column lists (the help, the symbols) start their second column at 40.
const SECOND_COLUMN = 40;
const columns = (line) =>
  line.slice(SECOND_COLUMN - 2, SECOND_COLUMN) === '  ' && line[SECOND_COLUMN] > ' '
    ? [line.slice(0, SECOND_COLUMN), line.slice(SECOND_COLUMN)]
    : [line];

/** Phrases as sentences: each ends in a full stop but where it ends in punctuation already
 *  ("left," then "right" is one sentence, not "left,. right"; the original's "-Press space to
 *  continue-" ends in its dash). */
export function sentences(parts) {
  return parts.map((part) => (/[-.,:;!?]$/.test(part) ? part : `${part}.`)).join(' ');
}
