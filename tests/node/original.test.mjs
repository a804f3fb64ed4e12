// The original's game through the JS API (issue 23): its options and keys, its state, and the
// same 1,000 random-key games as the native tests/game/test_game_keys.c, screen for screen
// (digests of every 100th screen), so that WebAssembly and native agree byte for byte.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import * as C from '../../web/api/constants.js';
import { root, wasmPath } from './helpers.mjs';

const delve = await loadDelve({ wasm: wasmPath });
const GAMES = 1000;
const KEYS = 2000;
const DIGEST_EVERY = 100;

// test_game_keys.c's key pool and options, read from its source so that they have one home
function keyPool() {
  const src = readFileSync(`${root}tests/game/test_game_keys.c`, 'utf8');
  const literal = /static const char pool\[\] = "((?:[^"\\]|\\.)*)";/.exec(src)[1];
  return literal.replace(/\\x([0-9a-fA-F]{2})|\\r/g, (m, hex) =>
    m === '\\r' ? '\r' : String.fromCharCode(parseInt(hex, 16)),
  );
}

function optionsOf(i) {
  const o = { rules: 'original', cols: i % 5 === 4 ? 40 : 80 };
  const mode = ['default', 'fixed', 'classic'][i % 3];
  if (mode !== 'default') o.mode = mode;
  if (i % 7 === 6) o.dos = 1 + ((i * 37) % C.RANGES.dos[1]);
  else Object.assign(o, { seed: Math.imul(i, 2654435761) >>> 0, depth: 1 + (i % 12) });
  return o;
}

function fnv(h, bytes) {
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 16777619) >>> 0;
  return h;
}

test('1,000 random-key games of 2,000 keys: the same screens in WebAssembly as natively', () => {
  const pool = keyPool();
  const native = execFileSync(`${root}build/native/test_game_keys`, ['--digests', `${GAMES}`], {
    encoding: 'utf8',
  });
  const want = native.trim().split('\n');
  assert.equal(want.length, GAMES);
  const differing = [];
  for (let i = 0; i < GAMES; i++) {
    const game = delve.game(optionsOf(i));
    let r = (i + 1) >>> 0,
      digest = 2166136261;
    for (let k = 0; k < KEYS; k++) {
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      game.act(pool[(r >>> 16) % pool.length]);
      if ((k + 1) % DIGEST_EVERY === 0) {
        const { chars, attrs } = game.screen();
        digest = fnv(fnv(digest, chars), attrs);
      }
    }
    game.destroy();
    const line = `${i} ${digest.toString(16).padStart(8, '0')}`;
    if (line !== want[i]) differing.push(`${line} (native: ${want[i]})`);
  }
  assert.deepEqual(differing.slice(0, 10), [], `${differing.length} games differ`);
});

test('the original reads any key a PC keyboard gives; other strings are refused', () => {
  const game = delve.game({ seed: 5 });
  assert.equal(game.state().rules, 'original', 'the default for a Rogue game');
  for (const key of ['\x1b', '\r', '\x01', 'x', '~', '5', ' ', '\xff']) {
    assert.equal(typeof game.act(key), 'object', JSON.stringify(key));
  }
  for (const bad of ['', 'ab', '\u0100', '\0']) assert.throws(() => game.act(bad), RangeError);
  assert.throws(() => game.act(7), TypeError);
  assert.match(game.text()[0], /^Illegal command '\\x'/, '0xFF: the original has no %x');
  game.destroy();
});

test("the original's game: the hero's state, a fight, the tombstone and the end", () => {
  // the hero of clock seed 2255 walking to and fro in its first room meets its end
  const game = delve.game({ dos: 2255, fruit: 'dounut' });
  const s = game.state();
  assert.deepEqual(
    [s.hp, s.maxHp, s.str, s.maxStr, s.armor, s.level, s.exp, s.hunger, s.over],
    [12, 12, 16, 16, 5, 1, 0, 'none', null],
  );
  const keys = 'lllljjjjhhhhkkkk'.repeat(40);
  let k = 0;
  while (!game.state().over && k < keys.length) game.act(keys[k++]);
  const end = game.state();
  assert.ok(end.over, 'walking about at level 1 ends in a death');
  assert.ok(/[A-Z]|[adfs]/.test(end.over), end.over);
  assert.match(game.text().join('\n'), /REST[^\n]*\n[^\n]*IN/);
  assert.match(game.text()[24], /^\[Press Enter to see rankings\]/);
  game.act('\r');
  const after = game.text();
  game.act('h');
  assert.deepEqual(game.text(), after, 'after the end no key plays');
  game.destroy();
});

test('rules and the first clock: bad values are refused with the allowed range', () => {
  assert.throws(
    () => delve.game({ seed: 1, rules: 'nice' }),
    /rules must be "explore" or "original"/,
  );
  assert.throws(
    () => delve.game({ seed: 1, generator: 'levelmap', rules: 'original' }),
    /LevelMap game is always "explore"/,
  );
  assert.equal(delve.game({ seed: 1, generator: 'levelmap' }).state().rules, 'explore');
  assert.throws(() => delve.game({ seed: 1, firstClock: -1 }), /firstClock must be a whole number/);
  assert.throws(() => delve.game({ seed: 1, firstClockTurns: 1.5 }), RangeError);
  assert.throws(() => delve.game({ seed: 1, year: 10000 }), /year must be/);
  assert.throws(() => delve.game({ seed: 1, year: '2026' }), TypeError);
});

test('a seeded original game reaches the very levels its seed names', () => {
  // rules original: the levels below are rogue({ seed, depth }), whatever was played
  for (const seed of [3, 17, 99]) {
    const game = delve.game({ seed, depth: 4 });
    const level = game.level(),
      made = delve.rogue({ seed, depth: 4 });
    assert.deepEqual([level.rooms, level.stairs, level.map], [made.rooms, made.stairs, made.map]);
    game.destroy();
  }
});
