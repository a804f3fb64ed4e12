// A level in words, for screen readers (a still widget's aria-label). DOM-free.
import * as C from '../api/constants.js';

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Which level `level` (a level object of the JS API) is, in words: a game's name, which says
 *  nothing of what the player has not seen yet (the rooms, the stairs). */
export function levelName(level) {
  if (level.generator === 'levelmap')
    return `LevelMap level, seed ${level.seed}, ${level.width} by ${level.height} blocks`;
  const which = level.dos
    ? `the original game of clock ${level.dos}, level`
    : `seed ${level.seed}, depth`;
  return `Rogue level, ${which} ${level.depth}`;
}

/** One sentence about a level object of the JS API (delve.rogue / delve.levelmap): a still
 *  picture's words, the whole level. */
export function describeLevel(level) {
  const name = levelName(level);
  if (level.generator === 'levelmap') {
    // blocks of one type (DELVE_LM_*: the high nibble)
    const count = (type) =>
      level.blocks.flat().filter((b) => b >> C.LM_TYPE_SHIFT === type >> C.LM_TYPE_SHIFT).length;
    return `${name}: ${plural(count(C.LM_FLOOR), 'floor block')}, ${plural(count(C.LM_DOOR), 'door')}.`;
  }
  const rooms = level.rooms.filter((r) => !r.gone).length;
  const gone = level.rooms.filter((r) => r.gone && !r.maze).length;
  const mazes = level.rooms.filter((r) => r.maze).length;
  const dark = level.rooms.filter((r) => r.dark && !r.gone).length;
  return (
    `${name}: ${plural(rooms, 'room')} (${dark} dark), ${plural(gone, 'gone room')}, ` +
    `${plural(mazes, 'maze')}; the stairs at column ${level.stairs.x}, row ${level.stairs.y}; ` +
    `you at column ${level.player.x}, row ${level.player.y}.`
  );
}
