// Where the player is, in words (DOM-free): the page's `w` key speaks it through the live
// region. It tells only what the screen shows (a secret door or an unseen room stays unsaid),
// using the level's lists for what each drawn thing is; the monsters, which move and come, are
// the letters the screen's map shows. And what a key changed that the eye sees without a
// message (sightOf, newsOf): a monster come into view, hits lost.
import * as C from '../api/constants.js';
import { plural } from './status-words.js';
const MONSTER = /^[A-Z]$/; // on the map, a capital letter is a monster (the player is @)

/** "3 right, 2 up" from the player to (x, y). */
function offset(dx, dy) {
  const parts = [];
  if (dx) parts.push(`${Math.abs(dx)} ${dx < 0 ? 'left' : 'right'}`);
  if (dy) parts.push(`${Math.abs(dy)} ${dy < 0 ? 'up' : 'down'}`);
  return parts.join(', ') || 'here';
}

const DIRECTIONS = [
  [-1, 0, 'left'],
  [1, 0, 'right'],
  [0, -1, 'up'],
  [0, 1, 'down'],
  [-1, -1, 'up left'],
  [1, -1, 'up right'],
  [-1, 1, 'down left'],
  [1, 1, 'down right'],
];

/** A few sentences about the player's surroundings. level: game.level() (a Rogue level);
 *  state: game.state(); screen: game.screen(); cp437: delve.cp437. */
export function describeSurroundings(level, state, screen, cp437) {
  const rock = cp437[C.CH_ROCK],
    floor = cp437[C.CH_FLOOR],
    ways = [cp437[C.CH_PASSAGE], cp437[C.CH_DOOR]];
  const at = (x, y) =>
    x < 0 || y < 0 || x >= screen.cols || y >= screen.rows
      ? rock
      : cp437[screen.chars[y * screen.cols + x]];
  const shown = (x, y) => at(x, y) !== rock && at(x, y) !== floor;
  // a thing is in sight where the screen draws what the level's map has there
  const seen = (t) => at(t.x, t.y) === level.map[t.y - 1]?.[t.x];
  const { x, y } = state;
  const from = (t) => offset(t.x - x, t.y - y);
  if (state.prompt === 'list') return 'A list covers the map: a key goes back to it.';
  if (level.generator !== 'rogue') {
    return `You are at column ${x}, row ${y}.`;
  }

  const sentences = [];
  const room = level.rooms.find(
    (r) => !r.gone && x > r.x && x < r.x + r.w - 1 && y > r.y && y < r.y + r.h - 1,
  );
  if (room) {
    const doors = level.doors.filter(
      (d) =>
        !d.secret &&
        d.x >= room.x &&
        d.x < room.x + room.w &&
        d.y >= room.y &&
        d.y < room.y + room.h &&
        shown(d.x, d.y),
    );
    sentences.push(`You are in a ${room.dark ? 'dark ' : ''}room, ${room.w - 2} by ${room.h - 2}.`);
    sentences.push(
      doors.length
        ? `${plural(doors.length, 'door')}: ${doors.map(from).join('; ')}.`
        : 'No door in sight.',
    );
  } else {
    const onDoor = level.doors.some((d) => d.x === x && d.y === y);
    const leads = DIRECTIONS.filter(
      ([dx, dy]) => ways.includes(at(x + dx, y + dy)) || (onDoor && at(x + dx, y + dy) === floor),
    ).map(([, , name]) => name);
    sentences.push(
      `You are in ${onDoor ? 'a doorway' : 'a corridor'}; it leads ${leads.join(', ') || 'nowhere you can see'}.`,
    );
  }
  // (the player's own cell shows the player, not the stairs under them)
  if (level.stairs.x === x && level.stairs.y === y) sentences.push('You are on the stairs.');
  const things = [];
  if (seen(level.stairs)) things.push(`the stairs ${from(level.stairs)}`);
  for (const g of level.gold) if (seen(g)) things.push(`gold ${from(g)}`);
  for (const i of level.items) if (seen(i)) things.push(`a ${i.kind} ${from(i)}`);
  for (let my = 1; my <= level.map.length; my++)
    for (let mx = 0; mx < screen.cols; mx++)
      if (MONSTER.test(at(mx, my)))
        things.push(`a monster, letter ${at(mx, my)}, ${offset(mx - x, my - y)}`);
  sentences.push(things.length ? `In sight: ${things.join('; ')}.` : 'Nothing else in sight.');
  return sentences.join(' ');
}

/** What the screen's map shows that newsOf compares: the monsters (its capital letters) and the
 *  hero's hits; null while no map is shown (a list, a screen of its own, the end). state:
 *  game.state(); lines: game.text(), the screen's rows. */
export function sightOf(state, lines) {
  if (!['command', 'more'].includes(state.prompt) || state.inventory || state.over) return null;
  const last = state.cols === C.ROGUE_NARROW_COLS ? C.ROGUE_NARROW_ROWS : C.ROGUE_ROWS; // the map's
  // a message longer than its row (with its ' More ') runs on into row 1 (40 columns): its
  // capitals are no monsters
  const first = state.message.length + ' More '.length > state.cols ? 2 : 1;
  const monsters = [];
  for (let y = first; y <= last; y++)
    [...lines[y]].forEach((c, x) => MONSTER.test(c) && monsters.push({ letter: c, x, y }));
  // the hits as the status rows show them: at ' More ' the original has not drawn a blow's yet
  const hits = /Hits:(\d+)\((\d+)\)/.exec(lines.slice(last + 1).join('\n'));
  const [hp, maxHp] = hits ? [Number(hits[1]), Number(hits[2])] : [state.hp, state.maxHp];
  return { x: state.x, y: state.y, hp, maxHp, monsters };
}

/** In words, what changed from sight `before` to `after` (sightOf's) that no message says: each
 *  kind of monster more of which is in view (the nearest of those not there before), and the
 *  hits when they fell; '' for nothing. */
export function newsOf(before, after) {
  if (!before || !after) return '';
  const count = (sight, letter) => sight.monsters.filter((m) => m.letter === letter).length;
  const said = [];
  for (const letter of new Set(after.monsters.map((m) => m.letter))) {
    if (count(after, letter) <= count(before, letter)) continue;
    const away = (m) => Math.max(Math.abs(m.x - after.x), Math.abs(m.y - after.y));
    const come = after.monsters
      .filter(
        (m) =>
          m.letter === letter &&
          !before.monsters.some((b) => b.letter === letter && b.x === m.x && b.y === m.y),
      )
      .sort((a, b) => away(a) - away(b))[0];
    if (come)
      said.push(
        `A monster, letter ${letter}, comes into view, ${offset(come.x - after.x, come.y - after.y)}`,
      );
  }
  if (after.hp < before.hp) said.push(`Hits ${after.hp} of ${after.maxHp}`);
  return said.length ? `${said.join('. ')}.` : '';
}
