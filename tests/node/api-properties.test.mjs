// Properties of the JS API as long scripted runs use it (a researcher's millions of turns and
// levels): random sequences of calls never trap and never touch another live game, every refusal
// is a TypeError or RangeError naming the option and what it allows, a game is its keys (replayed
// here, in another instance and by `delve play`), nothing leaks (heap in use, memory size, room
// for games), a full heap refuses cleanly, and each level call's views agree with its JSON.
// DELVE_TEST_SCALE (percent, default 100, as the C tests read it) scales the counts: 500 makes
// the 100,000 games, 2000 the 1,000,000 levels of each call.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDelve } from '../../web/api/delve.js';
import * as C from '../../web/api/constants.js';
import { cliPath, wasmPath } from './helpers.mjs';

const wasmBytes = readFileSync(wasmPath);
const delve = await loadDelve({ wasm: wasmPath }); // and the font beside it, for pictures
const SCALE = Number(process.env.DELVE_TEST_SCALE ?? 100) / 100;
const scaled = (n) => Math.max(1, Math.round(n * SCALE));
const LIMIT = { timeout: 600000 };

// A small seeded generator (mulberry32): the same calls on every run.
function randomOf(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)], chance: (p) => next() < p };
}

// ---- options, valid and not -----------------------------------------------------------------

// Keys a script plays: mostly moves and runs, the commands and their answers, and now and then
// any byte a PC keyboard gives.
const ORIGINAL_KEYS = [...'hjklyubn'.repeat(5), ...'HJKLYUBNs.>iewWTtqrdcPRzZ\x1b\x1b  \r\r9yn'];
const EXPLORE_KEYS = [...delve.actions];
function randomKey(r, rules) {
  if (rules === 'explore') return r.pick(EXPLORE_KEYS);
  return r.chance(0.05) ? String.fromCharCode(1 + r.int(255)) : r.pick(ORIGINAL_KEYS);
}

// A game's options as a script gives them: a seeded Rogue game (either rules), a replay, or a
// LevelMap game, with some of the options each takes.
function randomGameOptions(r) {
  const kind = r.int(10);
  if (kind === 0) return { dos: 1 + r.int(32767), ...(r.chance(0.5) ? { fruit: 'kiwi' } : {}) };
  if (kind === 1) {
    const cols = r.pick([80, 40]);
    const o = { generator: 'levelmap', seed: r.int(2 ** 32), cols, depth: 1 + r.int(999) };
    if (r.chance(0.5)) o.width = 9 + r.int(cols - 8);
    if (r.chance(0.5)) o.height = 9 + r.int(cols === 40 ? 13 : 14);
    if (r.chance(0.3)) o.natural = true;
    if (r.chance(0.3)) o.doors = false;
    return o;
  }
  const o = { seed: r.int(2 ** 32), depth: 1 + r.int(r.chance(0.8) ? 26 : 999) };
  if (r.chance(0.3)) o.mode = r.pick(['fixed', 'classic']);
  if (r.chance(0.2)) o.cols = 40;
  if (r.chance(0.4)) o.rules = 'explore';
  else {
    if (r.chance(0.3)) o.name = 'Ann';
    if (r.chance(0.2)) o.year = 1 + r.int(9999);
    if (r.chance(0.2)) o.menu = r.pick(['on', 'sel', 'off']);
    if (r.chance(0.2)) Object.assign(o, { firstClock: 1 + r.int(60), firstClockTurns: r.int(4) });
  }
  return o;
}

const rulesOf = (options) =>
  options.generator === 'levelmap' ? 'explore' : (options.rules ?? 'original');

// Bad options: [options, the error's class, what its message must say: the option and what it
// allows]. Each is what delve.game refuses, whatever else a script gives with it.
const BAD_GAMES = [
  [{ seed: -1 }, RangeError, /seed must be an integer from 0 to 4294967295, not -1/],
  [{ seed: 2 ** 32 }, RangeError, /seed must be an integer from 0 to 4294967295/],
  [{ seed: 1.5 }, RangeError, /seed must be an integer from 0 to 4294967295, not 1\.5/],
  [{ seed: '7' }, TypeError, /seed must be an integer from 0 to 4294967295, not "7"/],
  [
    {},
    TypeError,
    /seed is required: an integer from 0 to 4294967295, or dos \(the original game's clock seed, an integer from 1 to 32767\)/,
  ],
  [{ generator: 'levelmap' }, TypeError, /seed is required: an integer from 0 to 4294967295$/],
  [{ seed: 1, depth: 0 }, RangeError, /depth must be an integer from 1 to 999, not 0/],
  [{ seed: 1, depth: 1000 }, RangeError, /depth must be an integer from 1 to 999, not 1000/],
  [{ seed: 1, mode: 'weird' }, RangeError, /mode must be "fixed" or "classic", not "weird"/],
  [{ seed: 1, cols: 60 }, RangeError, /cols must be 80 or 40, not 60/],
  [{ seed: 1, rules: 'fast' }, RangeError, /rules must be "explore" or "original", not "fast"/],
  [{ seed: 1, menu: 'no' }, RangeError, /menu must be "on" or "sel" or "off", not "no"/],
  [{ seed: 1, year: 0 }, RangeError, /year must be an integer from 1 to 9999, not 0/],
  [{ seed: 1, year: 10000 }, RangeError, /year must be an integer from 1 to 9999, not 10000/],
  [{ seed: 1, name: '' }, RangeError, /name must be 1 to 23 printable ASCII characters, not ""/],
  [{ seed: 1, name: 'x'.repeat(24) }, RangeError, /name must be 1 to 23 printable ASCII/],
  [{ seed: 1, fruit: 'kiwi\u00e9' }, RangeError, /fruit must be 1 to 23 printable ASCII/],
  [{ seed: 1, fruit: 3 }, TypeError, /fruit must be a string, not 3/],
  [{ dos: 0 }, RangeError, /dos must be an integer from 1 to 32767, not 0/],
  [{ dos: 32768 }, RangeError, /dos must be an integer from 1 to 32767, not 32768/],
  [{ dos: 5, depth: 2 }, RangeError, /a replay \(dos\) is the original's level 1 only/],
  [{ dos: 5, seed: 5 }, TypeError, /give seed or dos, not both/],
  [{ seed: 1, generator: 'nethack' }, RangeError, /generator must be "rogue" or "levelmap"/],
  [{ seed: 1, firstClock: -1 }, RangeError, /firstClock must be a whole number from 0 to/],
  [{ seed: 1, keys: 5 }, TypeError, /keys must be a string of keys, not 5/],
  [{ seed: 1, keys: 'hj\u0100' }, RangeError, /keys\[2\]: "\u0100" is not a key .*codes 1 to 255/],
  [
    { seed: 1, keys: 'h\u{1f600}' },
    RangeError,
    /keys\[1\]: "\u{1f600}" is not a key .*codes 1 to 255/u,
  ],
  [{ seed: 1, rules: 'explore', keys: 'hQ' }, RangeError, /keys\[1\]: action must be one of "/],
  [{ seed: 1, turbo: true }, TypeError, /unknown option "turbo"; the options are generator, /],
  [{ seed: 1, scores: {} }, TypeError, /scores must be an array, not an object/],
  [{ seed: 1, width: 20 }, RangeError, /width: 20 is a LevelMap option, which a Rogue game never/],
  [{ seed: 1, rules: 'explore', year: 1985 }, RangeError, /year: 1985 is the original's game's/],
  [
    { seed: 1, scores: [{ gold: 5, name: 'A', fate: 'quit', level: 1, rank: -1 }] },
    RangeError,
    /scores\[0\]\.rank must be a whole number from 0 to 32767, not -1/,
  ],
  [
    { generator: 'levelmap', seed: 1, width: 8 },
    RangeError,
    /width must be an integer from 9 to 80, not 8/,
  ],
  [
    { generator: 'levelmap', seed: 1, cols: 40, height: 22 },
    RangeError,
    /height must be an integer from 9 to 21, not 22/,
  ],
  [
    { generator: 'levelmap', seed: 1, mode: 'classic' },
    RangeError,
    /mode: "classic": a LevelMap game never uses it/,
  ],
];

// Bad keys for act: [key, the error's class, its message], for each rules.
const BAD_KEYS = {
  original: [
    ['', RangeError, /game\.act: "" is not a key of a PC keyboard .*codes 1 to 255/],
    ['hh', RangeError, /game\.act: "hh" is not a key .*codes 1 to 255/],
    ['\0', RangeError, /game\.act: "\\u0000" is not a key .*codes 1 to 255/],
    ['\u0100', RangeError, /codes 1 to 255/],
    ['😀', RangeError, /codes 1 to 255/],
    [104, TypeError, /game\.act: a key must be a one-character string, not number/],
    [null, TypeError, /a key must be a one-character string, not object/],
  ],
  explore: [
    ['Q', RangeError, /game\.act: action must be one of "[^"]+", not "Q"/],
    ['\x1b', RangeError, /action must be one of "[^"]+", not "\\u001b"/],
    ['hh', RangeError, /action must be one of/],
    [undefined, TypeError, /game\.act: action must be one of "[^"]+", not undefined/],
  ],
};

// A refusal: the documented class, its message as given, never a trap.
function refused(call, Problem, message, label) {
  assert.throws(
    call,
    (e) => {
      assert.ok(!(e instanceof WebAssembly.RuntimeError), `${label}: a trap: ${e.message}`);
      assert.equal(e.constructor, Problem, `${label}: ${e.constructor.name}: ${e.message}`);
      assert.match(e.message, message, label);
      return true;
    },
    label,
  );
}

// What a game shows and says now, as one comparable value.
function snapshot(game) {
  const { cols, rows, chars, attrs } = game.screen();
  return { cols, rows, chars: Buffer.from(chars), attrs: Buffer.from(attrs), state: game.state() };
}

const heapOf = (d = delve) => ({ used: d.heapUsed(), bytes: d.exports.memory.buffer.byteLength });

// ---- random sequences of calls --------------------------------------------------------------

// One step of the script: create, act, read, destroy, use after destroy, levels between games,
// refusals. `world`: { live: [{ game, options, keys }], dead: [game] }.
function step(r, world) {
  const { live, dead } = world;
  const op = r.int(100);
  if (op < 8 || live.length === 0) {
    if (r.chance(0.3)) {
      const [options, Problem, message] = r.pick(BAD_GAMES);
      const before = delve.heapUsed();
      refused(
        () => delve.game(options),
        Problem,
        message,
        `delve.game(${JSON.stringify(options)})`,
      );
      assert.equal(delve.heapUsed(), before, 'a refused game frees what it took');
    } else if (live.length < 40) {
      const options = randomGameOptions(r);
      live.push({ game: delve.game(options), options, keys: '' });
    }
  } else if (op < 70) {
    const g = r.pick(live),
      rules = rulesOf(g.options);
    if (r.chance(0.03)) {
      const [key, Problem, message] = r.pick(BAD_KEYS[rules]);
      const before = snapshot(g.game);
      refused(() => g.game.act(key), Problem, message, `act(${JSON.stringify(key)})`);
      assert.deepEqual(snapshot(g.game), before, 'a refused key changes nothing');
    } else {
      const key = randomKey(r, rules);
      const result = g.game.act(key);
      assert.equal(typeof result.moved, 'boolean');
      g.keys += key;
    }
  } else if (op < 80) {
    const g = r.pick(live);
    const s = g.game.state();
    assert.equal(g.game.keys(), g.keys);
    assert.ok(s.over === null || typeof s.over === 'string');
    assert.equal(g.game.text().length, g.game.screen().rows);
  } else if (op < 84) {
    const [g] = live.splice(r.int(live.length), 1);
    g.game.destroy();
    dead.push(g.game);
  } else if (op < 85 && r.chance(0.05)) {
    // games until the heap is full: a RangeError that says what to do, the others untouched
    const extra = [];
    refused(
      () => {
        for (;;) extra.push(delve.game(randomGameOptions(r)));
      },
      RangeError,
      /^delve\.game: out of WebAssembly memory: destroy\(\) games you no longer need/,
      'a game too many',
    );
    assert.ok(live.length + extra.length > 100, `${live.length + extra.length} games at once`);
    for (const game of extra) game.destroy();
  } else if (op < 88 && dead.length) {
    const game = r.pick(dead);
    const method = r.pick(['act', 'state', 'screen', 'text', 'keys', 'scores', 'level']);
    refused(
      () => game[method]('h'),
      TypeError,
      /this game was destroyed/,
      `${method} after destroy`,
    );
    game.destroy(); // twice is fine
  } else {
    const seed = r.int(2 ** 32);
    const call = r.pick(['rogue', 'rogueCells', 'rogueMap', 'levelmap', 'levelmapBlocks']);
    const options = call.startsWith('rogue') ? { seed, depth: 1 + r.int(40) } : { seed };
    assert.ok(delve[call](options));
    if (r.chance(0.1)) r.pick(live).game.level();
  }
}

test('random sequences of calls: refusals as documented, no game touches another', LIMIT, () => {
  const r = randomOf(1985);
  const base = grownHeap();
  // a game left alone through it all, and its twin, played the same keys now and at the end
  const alone = delve.game({ seed: 4242, depth: 3 });
  const keys = Array.from({ length: 300 }, () => randomKey(r, 'original'));
  for (const k of keys) alone.act(k);
  const kept = snapshot(alone);
  const world = { live: [], dead: [] };
  for (let i = 0; i < scaled(30000); i++) step(r, world);
  assert.deepEqual(snapshot(alone), kept, 'the game left alone is as it was');
  const twin = delve.game({ seed: 4242, depth: 3, keys: keys.join('') });
  assert.deepEqual(snapshot(twin), kept, 'and as its keys make it');
  twin.destroy();
  // every live game is its options and keys, whatever the others did meanwhile
  for (const g of world.live) {
    const again = delve.game({ ...g.options, keys: g.keys });
    assert.deepEqual(snapshot(again), snapshot(g.game), JSON.stringify(g.options));
    again.destroy();
    g.game.destroy();
  }
  alone.destroy();
  assert.deepEqual(grownHeap(), base, 'all memory back, in one piece');
});

// ---- determinism ----------------------------------------------------------------------------

test(
  'a game is its keys: replayed, key by key in another instance, screen for screen',
  LIMIT,
  async () => {
    const other = await loadDelve({ wasm: wasmBytes });
    const r = randomOf(7);
    for (let n = 0; n < scaled(40); n++) {
      const options = randomGameOptions(r);
      const rules = rulesOf(options);
      const game = delve.game(options),
        twin = other.game(options);
      const frames = [snapshot(game)];
      assert.deepEqual(snapshot(twin), frames[0]);
      for (let k = 0; k < 200; k++) {
        const key = randomKey(r, rules);
        assert.deepEqual(twin.act(key), game.act(key));
        const now = snapshot(game);
        assert.deepEqual(snapshot(twin), now, `${JSON.stringify(options)}, key ${k}`);
        frames.push(now);
      }
      const keys = game.keys();
      assert.equal(keys.length, 200);
      // the keys option, and the keys option cut anywhere then played on
      const replay = delve.game({ ...options, keys });
      assert.deepEqual(snapshot(replay), frames.at(-1));
      assert.equal(replay.keys(), keys);
      const cut = r.int(200);
      const resumed = other.game({ ...options, keys: keys.slice(0, cut) });
      assert.deepEqual(snapshot(resumed), frames[cut]);
      for (const key of keys.slice(cut)) resumed.act(key);
      assert.deepEqual(snapshot(resumed), frames.at(-1));
      for (const g of [game, twin, replay, resumed]) g.destroy();
    }
    other.destroy();
  },
);

test('a clone is the game at that screen, and plays on by itself', LIMIT, () => {
  const r = randomOf(11);
  const before = heapOf();
  for (let n = 0; n < scaled(40); n++) {
    const options = randomGameOptions(r);
    const rules = rulesOf(options);
    const game = delve.game(options);
    for (let k = r.int(150); k > 0; k--) game.act(randomKey(r, rules));
    const copy = game.clone();
    const at = snapshot(game);
    assert.deepEqual(snapshot(copy), at, JSON.stringify(options));
    assert.equal(copy.keys(), game.keys());
    // the copy played on elsewhere: the game is as it was; then both the same keys, in step
    for (let k = 0; k < 50; k++) copy.act(randomKey(r, rules));
    assert.deepEqual(snapshot(game), at, 'a clone that plays leaves the game alone');
    const later = game.clone();
    copy.destroy();
    const keys = Array.from({ length: 100 }, () => randomKey(r, rules));
    for (const key of keys) assert.deepEqual(later.act(key), game.act(key));
    assert.deepEqual(snapshot(later), snapshot(game), `${JSON.stringify(options)}: in step`);
    // and it is the game its keys make
    const replay = delve.game({ ...options, keys: later.keys() });
    assert.deepEqual(snapshot(replay), snapshot(later));
    for (const g of [game, later, replay]) g.destroy();
  }
  assert.deepEqual(heapOf(), before, 'clones destroyed free what they took');
  const game = delve.game({ seed: 1 });
  game.destroy();
  assert.throws(() => game.clone(), {
    name: 'TypeError',
    message: /game\.clone: this game was destroyed/,
  });
});

// `delve play`'s arguments for a Rogue game's options
function playArgs(options) {
  const args = options.dos ? ['--dos', `${options.dos}`] : ['--seed', `${options.seed}`];
  const flags = { depth: 'depth', mode: 'mode', cols: 'cols', rules: 'rules', name: 'name' };
  Object.assign(flags, { fruit: 'fruit', year: 'year', menu: 'menu' });
  Object.assign(flags, { firstClock: 'first-clock', firstClockTurns: 'first-clock-turns' });
  for (const [key, flag] of Object.entries(flags))
    if (options[key] !== undefined) args.push(`--${flag}`, `${options[key]}`);
  return args;
}

test('delve play prints the screens and colours of Node game for the same keys', LIMIT, () => {
  const r = randomOf(1148);
  const dir = mkdtempSync(join(tmpdir(), 'delve-props-'));
  try {
    for (let n = 0; n < scaled(12); n++) {
      let options;
      do options = randomGameOptions(r);
      while (options.generator === 'levelmap');
      const rules = rulesOf(options);
      const keys = Array.from({ length: 150 + r.int(150) }, () => randomKey(r, rules)).join('');
      const game = delve.game(options);
      const text = [game.text()],
        attrs = [Buffer.from(game.screen().attrs)];
      for (const key of keys) {
        game.act(key);
        text.push(game.text());
        attrs.push(Buffer.from(game.screen().attrs));
      }
      const attrFile = join(dir, 'frames.attr');
      const args = ['play', ...playArgs(options), '--keys', '-', '--format', 'frames'];
      const out = execFileSync(cliPath, [...args, '--attrs', attrFile], {
        input: Buffer.from(keys, 'latin1'),
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      });
      const label = `delve ${args.join(' ')}`;
      assert.equal(out, text.map((rows) => rows.map((row) => `${row}\n`).join('')).join(''), label);
      const hex = readFileSync(attrFile, 'utf8').trim().split(/\s+/);
      assert.deepEqual(Buffer.from(hex.join(''), 'hex'), Buffer.concat(attrs), label);
      game.destroy();
    }
  } finally {
    rmSync(dir, { recursive: true });
  }
});

// ---- memory ---------------------------------------------------------------------------------

// The memory grown to its most (by as many games as fit, destroyed after), so that what the
// heap holds and its largest block compare before and after: the memory never shrinks.
function grownHeap(d = delve) {
  const fit = gamesThatFit(d);
  return { ...heapOf(d), largest: largestBlock(d), fit };
}

// The largest block the heap can give now, found by halving (each try freed at once; with the
// memory at its most, none grows it).
function largestBlock(d = delve) {
  const ex = d.exports;
  let lo = 0,
    hi = ex.memory.buffer.byteLength;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const p = ex.delve_wasm_alloc(mid);
    if (p) {
      ex.delve_wasm_free(p);
      lo = mid;
    } else hi = mid - 1;
  }
  return lo;
}

// How many games fit at once, each destroyed after.
function gamesThatFit(d = delve) {
  const games = [];
  try {
    for (;;) games.push(d.game({ seed: games.length }));
  } catch (e) {
    assert.ok(e instanceof RangeError && /out of WebAssembly memory/.test(e.message), e.message);
  }
  for (const g of games) g.destroy();
  return games.length;
}

test('no leak: games made and destroyed leave the heap and its room as they were', LIMIT, () => {
  const r = randomOf(100000);
  const base = grownHeap();
  assert.ok(base.fit > 4000, `${base.fit} games fit`);
  for (let i = 0; i < scaled(20000); i++) {
    const options = randomGameOptions(r);
    if (r.chance(0.05)) {
      const [bad, Problem, message] = r.pick(BAD_GAMES);
      refused(() => delve.game(bad), Problem, message, JSON.stringify(bad));
      continue;
    }
    if (r.chance(0.1)) options.keys = 'hjkl';
    const game = delve.game(options);
    game.act(randomKey(r, rulesOf(options)));
    if (r.chance(0.1)) game.state();
    game.destroy();
  }
  assert.deepEqual(grownHeap(), base);
});

const LEVEL_CALLS = {
  rogue: (r) => randomRogueOptions(r),
  rogueCells: (r) => randomRogueOptions(r),
  rogueMap: (r) => randomRogueOptions(r),
  levelmap: (r) => randomLevelmapOptions(r),
  levelmapBlocks: (r) => randomLevelmapOptions(r),
  levelmapMap: (r) => randomLevelmapOptions(r),
};

function randomRogueOptions(r) {
  if (r.chance(0.05)) return { dos: 1 + r.int(32767), ...(r.chance(0.5) ? { cols: 40 } : {}) };
  const o = { seed: r.int(2 ** 32), depth: 1 + r.int(r.chance(0.9) ? 30 : 999) };
  if (r.chance(0.5)) o.mode = r.pick(['fixed', 'classic']);
  if (r.chance(0.3)) o.cols = r.pick([80, 40]);
  return o;
}

function randomLevelmapOptions(r) {
  const o = { seed: r.int(2 ** 32) };
  if (r.chance(0.6)) o.width = 9 + r.int(72);
  if (r.chance(0.6)) o.height = 9 + r.int(72);
  if (r.chance(0.3)) o.corridor = r.int(101);
  if (r.chance(0.3)) o.combined = r.int(101);
  if (r.chance(0.3)) o.cellsize = 1 + r.int(3);
  for (const flag of ['natural', 'doors', 'voids', 'textures'])
    if (r.chance(0.2)) o[flag] = r.chance(0.5);
  if (r.chance(0.3)) o.entrances = r.int(5);
  return o;
}

test('no leak: every level call, many times over, with bad options among them', LIMIT, () => {
  const r = randomOf(1000000);
  const base = grownHeap();
  for (const [call, optionsOf] of Object.entries(LEVEL_CALLS)) {
    for (let i = 0; i < scaled(50000); i++) {
      const options = optionsOf(r);
      if (i % 97 === 0) options[call.startsWith('rogue') ? 'depth' : 'cellsize'] = 4000; // refused
      try {
        delve[call](options);
      } catch (e) {
        assert.ok(e instanceof RangeError && /must be/.test(e.message), `${call}: ${e.message}`);
      }
    }
  }
  for (let i = 0; i < scaled(20); i++) {
    delve.png(delve.rogueMap(randomRogueOptions(r)), { scale: 1 + (i % 2) });
    delve.svg(delve.levelmapMap(randomLevelmapOptions(r)));
  }
  assert.deepEqual(grownHeap(), base);
});

// Fills the heap with small blocks, keeping `room` bytes free in one place: the blocks, to free.
function fillHeap(d, room) {
  const ex = d.exports,
    hold = room ? ex.delve_wasm_alloc(room) : 0,
    blocks = [];
  for (let size = 1 << 20; size >= 8; size >>= 1)
    for (let p; (p = ex.delve_wasm_alloc(size));) blocks.push(p);
  ex.delve_wasm_free(hold);
  return blocks;
}

test(
  'a full heap: each call refuses with a RangeError, leaks nothing, live games play on',
  LIMIT,
  async () => {
    const d = await loadDelve({ wasm: wasmPath });
    const base = d.heapUsed();
    const game = d.game({ seed: 3 });
    const screen = game.screen();
    const picture = { ...screen, chars: screen.chars.slice(), attrs: screen.attrs.slice() };
    const scores = [{ gold: 9, name: 'Ann', fate: 'quit', level: 1, rank: 0 }];
    // room for none of what a call takes, for its first block and part of the others, for all but
    // its last: every size, 8 bytes apart, around a picture's cells and a game's handle
    const sizes = (from, to) => Array.from({ length: (to - from) / 8 + 1 }, (_, i) => from + 8 * i);
    const cells = 2 * picture.cols * picture.rows,
      gameSize = d.layouts.delve_game.size;
    const rooms = [...sizes(0, 256), ...sizes(cells, cells + 512)];
    rooms.push(...sizes(gameSize - 64, gameSize + 1024), 100000);
    // (pictures are drawn where they fit: below a game's room)
    for (const room of rooms) {
      const blocks = fillHeap(d, room);
      const used = d.heapUsed();
      const calls = [
        ['delve.game', () => d.game({ seed: 1, scores }).destroy()],
        ['delve.game', () => d.game({ seed: 1, name: 'Ann', fruit: 'kiwi' }).destroy()],
        ['game.clone', () => game.clone().destroy()],
      ];
      if (room < gameSize - 64)
        calls.push(['delve.png', () => d.png(picture)], ['delve.svg', () => d.svg(picture)]);
      for (const [label, call] of calls) {
        let error = null;
        try {
          call();
        } catch (e) {
          error = e;
        }
        assert.equal(
          d.heapUsed(),
          used,
          `${label}, room ${room}: nothing kept (${error?.message})`,
        );
        if (error) {
          assert.equal(error.constructor, RangeError, `${label}, room ${room}: ${error.message}`);
          assert.match(error.message, new RegExp(`^${label}: out of WebAssembly memory`));
        }
      }
      // the live game and the level calls need no more memory
      game.act('s');
      assert.equal(game.state().turns > 0, true, `room ${room}`);
      game.text();
      game.level();
      d.rogue({ seed: 5 });
      d.levelmap({ seed: 5 });
      for (const p of blocks) d.exports.delve_wasm_free(p);
    }
    game.destroy();
    assert.equal(d.heapUsed(), base);
    d.destroy();
  },
);

// ---- the level calls' views -----------------------------------------------------------------

const F_REAL = 0x10; // DELVE_F_REAL (delve.h): clear on a hidden cell

// rogueCells' chars are the level under its monsters and the player; its flags hold what the
// JSON lists: secret doors and hidden traps (F_REAL clear), each trap's type.
function checkRogueCells(level, cells, label) {
  assert.equal(cells.cols, level.cols, label);
  assert.equal(cells.rows, level.map.length, label);
  const onTop = new Map(level.monsters.map((m) => [`${m.x},${m.y}`, m.letter]));
  onTop.set(`${level.player.x},${level.player.y}`, '☺');
  const hidden = new Map();
  for (const d of level.doors) if (d.secret) hidden.set(`${d.x},${d.y}`, 'door');
  for (const t of level.traps) hidden.set(`${t.x},${t.y}`, t.type);
  for (let y = 1; y <= cells.rows; y++) {
    for (let x = 0; x < cells.cols; x++) {
      const i = (y - 1) * cells.stride + x,
        at = `${x},${y}`;
      const drawn = onTop.get(at) ?? delve.cp437[cells.chars[i]];
      assert.equal(level.map[y - 1][x], drawn, `${label}: map at ${at}`);
      const flag = cells.flags[i];
      const kind = hidden.get(at);
      assert.equal((flag & F_REAL) === 0, kind !== undefined, `${label}: F_REAL at ${at}`);
      if (kind && kind !== 'door')
        assert.equal(delve.trapNames[flag & C.F_TMASK], kind, `${label}: trap at ${at}`);
    }
  }
}

test('rogue, rogueCells and rogueMap agree cell for cell', LIMIT, () => {
  const r = randomOf(22);
  for (let n = 0; n < scaled(1500); n++) {
    const options = randomRogueOptions(r),
      label = JSON.stringify(options);
    const level = delve.rogue(options);
    checkRogueCells(level, delve.rogueCells(options), label);
    const map = delve.rogueMap(options);
    assert.equal(map.cols, level.cols);
    const text = Array.from({ length: map.rows }, (_, y) =>
      Array.from(map.chars.subarray(y * map.cols, (y + 1) * map.cols), (b) => delve.cp437[b]).join(
        '',
      ),
    );
    assert.deepEqual(text, level.map, label);
  }
});

test('levelmap, levelmapBlocks and levelmapMap agree block for block', LIMIT, () => {
  const r = randomOf(33);
  for (let n = 0; n < scaled(1500); n++) {
    const options = randomLevelmapOptions(r),
      label = JSON.stringify(options);
    let level;
    try {
      level = delve.levelmap(options);
    } catch (e) {
      // a size the core refuses (more than LevelMap's blocks): all three refuse it alike
      assert.ok(e instanceof RangeError, `${label}: ${e.message}`);
      assert.throws(() => delve.levelmapBlocks(options), {
        message: e.message.replace('delve.levelmap', 'delve.levelmapBlocks'),
      });
      continue;
    }
    const blocks = delve.levelmapBlocks(options);
    assert.deepEqual([blocks.width, blocks.height], [level.width, level.height], label);
    assert.deepEqual(
      Array.from({ length: level.height }, (_, y) =>
        Array.from(blocks.blocks.subarray(y * level.width, (y + 1) * level.width)),
      ),
      level.blocks,
      label,
    );
    const map = delve.levelmapMap(options);
    assert.deepEqual([map.cols, map.rows], [level.width, level.height], label);
    for (let y = 0; y < map.rows; y++) {
      const row = Array.from(
        map.chars.subarray(y * map.cols, (y + 1) * map.cols),
        (b) => delve.cp437[b],
      );
      assert.equal(row.join(''), level.map[y], `${label}: row ${y}`);
    }
  }
});

test('a view holds its level until the next call on the instance, then that call’s', () => {
  const first = delve.rogueCells({ seed: 1, depth: 2 });
  const copy = Buffer.from(first.chars);
  const game = delve.game({ seed: 8, depth: 4 });
  for (const key of 'hjkls') game.act(key);
  game.state();
  game.text();
  delve.png(game.screen());
  assert.deepEqual(Buffer.from(first.chars), copy, 'games and pictures leave the views alone');
  const second = delve.rogueCells({ seed: 2, depth: 2 });
  assert.equal(first.chars, second.chars, 'the same view, overwritten, as documented');
  game.level(); // the game's level is made in the instance's buffers
  const depth = game.state().depth; // a trapdoor may have taken it lower
  assert.deepEqual(
    Buffer.from(first.chars),
    Buffer.from(delve.rogueCells({ seed: 8, depth }).chars),
    "game.level() is a call on the instance: the views hold the game's level",
  );
  game.destroy();
  const blocks = delve.levelmapBlocks({ seed: 1, width: 20, height: 10 });
  const kept = Buffer.from(blocks.blocks);
  delve.rogue({ seed: 9 });
  delve.rogueCells({ seed: 9 });
  assert.deepEqual(Buffer.from(blocks.blocks), kept, "a Rogue call leaves LevelMap's view alone");
});

test('a game outlives its instance: it plays on, its twin agrees, only level() is refused', async () => {
  const d = await loadDelve({ wasm: wasmBytes });
  const options = { seed: 31, depth: 2 };
  const game = d.game(options),
    twin = delve.game(options);
  d.destroy();
  for (const key of 'hjklHs.i ') assert.deepEqual(game.act(key), twin.act(key));
  assert.deepEqual(snapshot(game), snapshot(twin));
  assert.equal(game.keys(), twin.keys());
  assert.deepEqual(game.scores(), twin.scores());
  refused(() => game.level(), TypeError, /this delve instance was destroyed/, 'level()');
  // the instance's own memory() too, as its other calls (the game's screen() goes on: above)
  refused(
    () => d.memory(),
    TypeError,
    /^delve\.memory: this delve instance was destroyed$/,
    'memory()',
  );
  game.destroy();
  twin.destroy();
});
