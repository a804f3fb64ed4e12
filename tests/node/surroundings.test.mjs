// The `w` key's words (web/view/surroundings.js) over many seeds, checked against the level's
// own lists: standing in a lit room at the start, the whole room is on screen, so the stairs,
// the gold and the doors said are exactly the room's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath } from './helpers.mjs';
import { walkableSeed } from './paths.mjs';
import { describeSurroundings } from '../../web/view/surroundings.js';
import { statusWords } from '../../web/view/status-words.js';

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

test('every monster the map shows is said where it is, after every key, as monsters move and come', () => {
  let said = 0,
    moved = 0;
  for (let seed = 1; seed <= 30; seed++) {
    const game = delve.game({ seed });
    let r = seed;
    for (let k = 0; k < 300 && game.prompt() !== 'over'; k++) {
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      game.act(game.prompt() === 'command' ? 'hjklyubns'[(r >>> 16) % 9] : ' ');
      const s = game.state(),
        screen = game.screen(),
        level = game.level();
      const words = describeSurroundings(level, s, screen, delve.cp437);
      if (s.prompt === 'list') {
        assert.match(words, /^A list covers the map/);
        continue;
      }
      const letters = [];
      for (let y = 1; y <= level.map.length; y++)
        for (let x = 0; x < screen.cols; x++) {
          const c = delve.cp437[screen.chars[y * screen.cols + x]];
          if (/[A-Z]/.test(c)) letters.push({ c, x, y });
        }
      assert.equal(
        words.split('a monster, letter ').length - 1,
        letters.length,
        `seed ${seed}: ${words}`,
      );
      for (const m of letters) {
        const dx = m.x - s.x,
          dy = m.y - s.y;
        const where = [
          dx ? `${Math.abs(dx)} ${dx < 0 ? 'left' : 'right'}` : '',
          dy ? `${Math.abs(dy)} ${dy < 0 ? 'up' : 'down'}` : '',
        ]
          .filter(Boolean)
          .join(', ');
        assert.ok(
          words.includes(`a monster, letter ${m.c}, ${where}`),
          `seed ${seed}: ${m.c}: ${words}`,
        );
        said++;
        if (!level.monsters.some((g) => g.x === m.x && g.y === m.y)) moved++;
      }
    }
    game.destroy();
  }
  assert.ok(moved > 50, `${said} monsters said, ${moved} of them away from where they began`);
});

test('standing on the stairs, the words say so', () => {
  const { seed, path } = walkableSeed(delve, 1, 1);
  const game = delve.game({ seed, rules: 'explore' });
  for (const key of path) game.act(key);
  const level = game.level(),
    s = game.state();
  assert.deepEqual([s.x, s.y], [level.stairs.x, level.stairs.y], 'the path ends on the stairs');
  assert.match(
    describeSurroundings(level, s, game.screen(), delve.cp437),
    /You are on the stairs\./,
  );
  game.destroy();
});

test('the status in words counts experience as a point or points (Alt+S)', () => {
  const game = delve.game({ seed: 1 });
  const s = game.state();
  game.destroy();
  assert.match(statusWords({ ...s, exp: 0 }), /experience level 1, 0 points\./);
  assert.match(statusWords({ ...s, exp: 1 }), /experience level 1, 1 point\./);
  assert.match(statusWords({ ...s, exp: 2 }), /experience level 1, 2 points\./);
});
