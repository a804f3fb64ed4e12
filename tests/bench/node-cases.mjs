// The Node cases of scripts/bench: delve's WebAssembly module through the zero-copy path and the
// JSON API, and rot.js's generators, each a run(count) function (see timing.mjs).
//   node tests/bench/node-cases.mjs speed [runs] [batchMs]   every case in this one process,
//        batches interleaved round by round so drift in the machine's speed hits all alike
//   node tests/bench/node-cases.mjs memory <case> [runs] [batchMs]   one case alone, reporting
//        the process's peak resident set (getrusage's ru_maxrss, via process.resourceUsage())
// Both print one JSON object on stdout.
import { warmUp, timeBatch, summary } from './timing.mjs';

const ROT_W = 80;
const ROT_H = 24;

// delve through the zero-copy path: typed-array views over WebAssembly memory.
function rogueCells(delve, depth) {
  let seed = 0;
  return (count) => {
    let sum = 0;
    for (let i = 0; i < count; i++) {
      seed++;
      sum += delve.rogueCells({ seed, depth }).chars[seed % 1760];
    }
    return sum;
  };
}

function levelmapBlocks(delve, width, height) {
  let seed = 0;
  return (count) => {
    let sum = 0;
    for (let i = 0; i < count; i++) {
      seed++;
      sum += delve.levelmapBlocks({ seed, width, height }).blocks[seed % (width * height)];
    }
    return sum;
  };
}

// delve through the JSON API: the level as a parsed object (the C side writes the JSON text).
function rogueJson(delve, depth) {
  let seed = 0;
  return (count) => {
    let sum = 0;
    for (let i = 0; i < count; i++) sum += delve.rogue({ seed: ++seed, depth }).stairs.x;
    return sum;
  };
}

function levelmapJson(delve, width, height) {
  let seed = 0;
  return (count) => {
    let sum = 0;
    for (let i = 0; i < count; i++)
      sum += delve.levelmap({ seed: ++seed, width, height }).blocks[1][1];
    return sum;
  };
}

// rot.js: the RNG seeded for every level (as delve is), the map written into a grid by the
// generator's callback, the way rot.js hands its maps over.
function rotMap(ROT, name) {
  const grid = new Uint8Array(ROT_W * ROT_H);
  const fill = (x, y, value) => {
    grid[y * ROT_W + x] = value;
  };
  let seed = 0;
  return (count) => {
    let sum = 0;
    const log = console.log;
    // Map.Rogue logs "-- Unable to connect room." for some seeds: that is terminal I/O, not
    // generation (and would corrupt our JSON on stdout). Muting it only makes rot.js faster.
    console.log = () => {};
    try {
      for (let i = 0; i < count; i++) {
        ROT.RNG.setSeed(++seed);
        new ROT.Map[name](ROT_W, ROT_H).create(fill);
        sum += grid[seed % grid.length];
      }
    } finally {
      console.log = log;
    }
    return sum;
  };
}

// The original's game played by random keys, as tests/bench/bench_native.c plays it: count
// turns (keys that took one); a game over (no turn for 64 keys) gives way to a new one. With
// `observe`, an agent's loop: game.state() read after every key.
function gameTurns(delve, observe = false) {
  const keys = 'hjklyubn.s';
  let seed = 1,
    r = 1,
    idle = 64,
    game = null;
  return (count) => {
    let sum = 0;
    for (let turns = 0; turns < count;) {
      if (idle >= 64) {
        game?.destroy();
        game = delve.game({ seed: seed++ });
        idle = 0;
      }
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      const res = game.act(keys[(r >>> 16) % keys.length]);
      if (observe) sum += game.state().hp;
      if (res.turn) {
        turns++;
        idle = 0;
      } else idle++;
      sum += res.moved ? 1 : 0;
    }
    return sum;
  };
}

// A LevelMap walk played by random keys, as tests/bench/bench_native.c plays it: steps, runs
// and the stairs down, every key counted, a new walk every 4,096 keys.
function walkKeys(delve) {
  const keys = 'hjklyubnHJKLYUBN>';
  let seed = 1,
    r = 1,
    played = 0,
    game = null;
  return (count) => {
    let sum = 0;
    for (let k = 0; k < count; k++, played++) {
      if (played % 4096 === 0) {
        game?.destroy();
        game = delve.game({ seed: seed++, generator: 'levelmap' });
      }
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      sum += game.act(keys[(r >>> 16) % keys.length]).moved ? 1 : 0;
    }
    return sum;
  };
}

async function loadDelveOnce() {
  const { loadDelve } = await import('delve-dungeons');
  return loadDelve();
}

async function loadRot() {
  const rot = await import('rot-js');
  return rot.default ?? rot;
}

// id → { label, make: async () => run }; a case loads only what it uses (for the memory figures).
export const CASES = {
  'wasm.cells.rogue.d1': {
    label: 'Rogue depth 1, zero-copy',
    make: async () => rogueCells(await loadDelveOnce(), 1),
  },
  'wasm.cells.rogue.d15': {
    label: 'Rogue depth 15, zero-copy',
    make: async () => rogueCells(await loadDelveOnce(), 15),
  },
  'wasm.cells.levelmap.16x16': {
    label: 'LevelMap 16x16, zero-copy',
    make: async () => levelmapBlocks(await loadDelveOnce(), 16, 16),
  },
  'wasm.cells.levelmap.80x22': {
    label: 'LevelMap 80x22, zero-copy',
    make: async () => levelmapBlocks(await loadDelveOnce(), 80, 22),
  },
  'wasm.json.rogue.d1': {
    label: 'Rogue depth 1, JSON API',
    make: async () => rogueJson(await loadDelveOnce(), 1),
  },
  'wasm.json.rogue.d15': {
    label: 'Rogue depth 15, JSON API',
    make: async () => rogueJson(await loadDelveOnce(), 15),
  },
  'wasm.json.levelmap.16x16': {
    label: 'LevelMap 16x16, JSON API',
    make: async () => levelmapJson(await loadDelveOnce(), 16, 16),
  },
  'wasm.json.levelmap.80x22': {
    label: 'LevelMap 80x22, JSON API',
    make: async () => levelmapJson(await loadDelveOnce(), 80, 22),
  },
  'wasm.game.turns': {
    label: "the original's game, random keys, turns",
    make: async () => gameTurns(await loadDelveOnce()),
  },
  'wasm.game.observed': {
    label: "the original's game, random keys and state() after each, turns",
    make: async () => gameTurns(await loadDelveOnce(), true),
  },
  'wasm.walk.keys': {
    label: 'a LevelMap walk, random keys',
    make: async () => walkKeys(await loadDelveOnce()),
  },
  'rot.rogue': {
    label: 'rot.js Map.Rogue 80x24',
    make: async () => rotMap(await loadRot(), 'Rogue'),
  },
  'rot.digger': {
    label: 'rot.js Map.Digger 80x24',
    make: async () => rotMap(await loadRot(), 'Digger'),
  },
  'rot.uniform': {
    label: 'rot.js Map.Uniform 80x24',
    make: async () => rotMap(await loadRot(), 'Uniform'),
  },
  'node.baseline': { label: 'Node alone (nothing loaded)', make: async () => () => 0 },
};

async function speed(runs, batchMs) {
  const ids = Object.keys(CASES).filter((id) => id !== 'node.baseline');
  const cases = [];
  for (const id of ids) {
    const run = await CASES[id].make();
    const { batch } = warmUp(run, batchMs);
    cases.push({ id, run, batch, rates: [] });
  }
  for (let r = 0; r < runs; r++) {
    for (const c of cases) c.rates.push(timeBatch(c.run, c.batch).rate);
  }
  return Object.fromEntries(
    cases.map((c) => [c.id, { ...summary(c.rates, c.batch), rates: c.rates }]),
  );
}

async function memory(id, runs, batchMs) {
  if (!CASES[id])
    throw new Error(
      `node-cases: unknown case "${id}"; the cases are ${Object.keys(CASES).join(', ')}`,
    );
  const run = await CASES[id].make();
  const { batch } = warmUp(run, batchMs);
  for (let r = 0; r < runs; r++) timeBatch(run, batch);
  return { id, peakRssBytes: process.resourceUsage().maxRSS * 1024, batch, runs };
}

async function main([mode, ...args]) {
  if (mode === 'speed') return speed(Number(args[0] ?? 11), Number(args[1] ?? 100));
  if (mode === 'memory') return memory(args[0], Number(args[1] ?? 5), Number(args[2] ?? 100));
  throw new Error(
    'usage: node tests/bench/node-cases.mjs speed [runs] [batchMs] | memory <case> [runs] [batchMs]',
  );
}

process.stdout.write(`${JSON.stringify(await main(process.argv.slice(2)))}\n`);
