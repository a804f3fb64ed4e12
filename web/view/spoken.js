// A whole screen in words for screen readers (DOM-free): the tombstone, the winner's screen, a
// still picture of a game's end, and the lists the game shows; read from the screen's text the
// core gives. (The status in words is status-words.js: the game's keys need it, a still widget
// does not.)

import * as C from '../api/constants.js';

// Characters that draw (the tombstone's outline, walls, the floor's dots) rather than say.
const DRAWING = /[^\p{L}\p{N}.,:;!?'"()\-+/&$%]+/gu;

/** A screen's words (lines of text, game.text()): each line's letters and numbers, the
 *  drawing left out, lines joined into sentences; `list`: a list's (the pack, the original's help
 *  and symbols, the discoveries), every character kept, as each says something there (a key like
 *  <, > or ^; a glyph like ☺, ♣ or ╔, which screen readers name), each line and each item of a
 *  two-column line a sentence. */
export function screenWords(lines, { list = false } = {}) {
  if (list) return sentences(lines.flatMap(columns).map(words).filter(Boolean));
  const said = lines
    .map((line) => words(line.replace(DRAWING, ' ')))
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
  // as sentences, but the last left without its full stop (the caller goes on after it)
  return said.length ? `${sentences(said.slice(0, -1))} ${said.at(-1)}`.trimStart() : '';
}

const words = (text) => text.replace(/\s+/g, ' ').trim();

// A line of the original's two-column lists (the help, the symbols) as its two items.
function columns(line) {
  const at = C.GAME_LIST_COLUMN;
  return line.slice(at - 2, at) === '  ' && line[at] > ' '
    ? [line.slice(0, at), line.slice(at)]
    : [line];
}

/** Phrases as sentences: each ends in a full stop but where it ends in punctuation already
 *  ("left," then "right" is one sentence, not "left,. right"; the original's "-Press space to
 *  continue-" ends in its dash) or goes on on the next line (the tombstone's "killed by"). */
export function sentences(parts) {
  return parts.map((part) => (/[-.,:;!?]$| by$/.test(part) ? part : `${part}.`)).join(' ');
}
