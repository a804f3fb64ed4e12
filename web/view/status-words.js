// The hero's status in words for screen readers (DOM-free), read from game.state(): what
// Alt+S (and the page's Status button) says.

/** "1 point", "2 points". */
export const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The status line in words: depth, hits, strength, armour, gold, experience, hunger. */
export function statusWords(s) {
  const words = [
    `Level ${s.depth}`,
    `hits ${s.hp} of ${s.maxHp}`,
    `strength ${s.str} of ${s.maxStr}`,
    `armour ${s.armor}`,
    `gold ${s.gold}`,
    `experience level ${s.level}, ${plural(s.exp, 'point')}`,
  ];
  if (s.hunger !== 'none') words.push(s.hunger);
  return `${words.join(', ')}.`;
}
