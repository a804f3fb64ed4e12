// The hero's status in words for screen readers (DOM-free), read from game.state(): what
// Alt+S (and the page's Status button) says.

/** The status line in words: depth, hits, strength, armour, gold, experience, hunger. */
export function statusWords(s) {
  const words = [
    `Level ${s.depth}`,
    `hits ${s.hp} of ${s.maxHp}`,
    `strength ${s.str} of ${s.maxStr}`,
    `armour ${s.armor}`,
    `gold ${s.gold}`,
    `experience level ${s.level}, ${s.exp} point${s.exp === 1 ? '' : 's'}`,
  ];
  if (s.hunger !== 'none') words.push(s.hunger);
  return `${words.join(', ')}.`;
}
