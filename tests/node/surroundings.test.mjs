// The `w` key's words (web/view/surroundings.js) over many seeds, checked against the level's
// own lists: standing in a lit room at the start, the whole room is on screen, so the stairs,
// the gold and the doors said are exactly the room's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath } from './helpers.mjs';
import { describeSurroundings } from '../../web/view/surroundings.js';

const delve = await loadDelve({ wasm: readFileSync(wasmPath) });

test('surroundings at the start of 300 games: the room, its doors, the stairs and gold in it', () => {
  let lit = 0,
    withStairs = 0;
  for (let seed = 1; seed <= 300; seed++) {
    const game = delve.game({ seed });
    const level = game.level(),
      s = game.state();
    const words = describeSurroundings(level, s, game.screen(), delve.cp437);
    game.destroy();
    const room = level.rooms.find(
      (r) => !r.gone && s.x > r.x && s.x < r.x + r.w - 1 && s.y > r.y && s.y < r.y + r.h - 1,
    );
    assert.ok(room, `seed ${seed}: Rogue starts you in a room`);
    assert.ok(
      words.startsWith(
        `You are in a ${room.dark ? 'dark ' : ''}room, ${room.w - 2} by ${room.h - 2}.`,
      ),
      `seed ${seed}: ${words}`,
    );
    if (room.dark) continue;
    lit++;
    const inside = (t) =>
      t.x > room.x && t.x < room.x + room.w - 1 && t.y > room.y && t.y < room.y + room.h - 1;
    const onWall = (d) =>
      !d.secret &&
      (d.x === room.x ||
        d.x === room.x + room.w - 1 ||
        d.y === room.y ||
        d.y === room.y + room.h - 1) &&
      d.x >= room.x &&
      d.x < room.x + room.w &&
      d.y >= room.y &&
      d.y < room.y + room.h;
    const doors = level.doors.filter(onWall).length;
    assert.ok(
      words.includes(doors ? `${doors} door${doors > 1 ? 's' : ''}: ` : 'No door in sight.'),
      `seed ${seed}: ${doors} doors: ${words}`,
    );
    const stairs = inside(level.stairs);
    withStairs += stairs;
    assert.equal(
      words.includes('the stairs'),
      stairs,
      `seed ${seed}: stairs in the room ${stairs}: ${words}`,
    );
    if (stairs) {
      const dx = level.stairs.x - s.x,
        dy = level.stairs.y - s.y;
      if (dx)
        assert.ok(words.includes(`the stairs ${Math.abs(dx)} ${dx < 0 ? 'left' : 'right'}`), words);
      else assert.ok(words.includes(`the stairs ${Math.abs(dy)} ${dy < 0 ? 'up' : 'down'}`), words);
    }
    const gold = level.gold.filter(inside).length;
    assert.equal(
      words.split('gold ').length - 1,
      gold,
      `seed ${seed}: ${gold} gold in the room: ${words}`,
    );
  }
  assert.ok(lit > 150 && withStairs > 10, `${lit} lit rooms, ${withStairs} with the stairs`);
});

test('in a corridor: the ways on are the corridor and door cells beside you', () => {
  const game = delve.game({ seed: 5 });
  for (let i = 0; i < 3; i++) game.act('l'); // seed 5 starts one step from a door, a corridor east of it
  const words = describeSurroundings(game.level(), game.state(), game.screen(), delve.cp437);
  game.destroy();
  assert.match(words, /^You are in a corridor; it leads left, right\./);
});
