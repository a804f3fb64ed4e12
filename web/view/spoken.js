// The game in words for screen readers (DOM-free): the hero's status, and a whole screen's
// words (the tombstone, the winner's screen), read from the state and the screen the core gives.

/** The status line in words: depth, hits, strength, armour, gold, experience, hunger. */
export function statusWords(s) {
  const words = [
    `Level ${s.depth}`,
    `hits ${s.hp} of ${s.maxHp}`,
    `strength ${s.str} of ${s.maxStr}`,
    `armour ${s.armor}`,
    `gold ${s.gold}`,
    `experience level ${s.level}, ${s.exp} points`,
  ];
  if (s.hunger !== 'none') words.push(s.hunger);
  return `${words.join(', ')}.`;
}

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
