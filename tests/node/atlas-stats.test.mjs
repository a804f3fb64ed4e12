// The atlas's DOM-free numbers (web/atlas/stats.js, schedule.js): hand-made levels counted by
// hand, real levels against their own lists and cells, aggregates that merge by addition, the
// spec's rates over a small sample, the LevelMap shape rules, the task schedule and CSV text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath } from './helpers.mjs';
import {
  sampleSeed,
  rogueLevelStats,
  newRogueAggregate,
  addRogueLevel,
  mergeInto,
  SPEC_RATES,
  rate,
  mean,
  rogueRows,
  countRows,
  byMeanDepth,
  modeDifferences,
  newDiffAggregate,
  addModePair,
  modeDiffRows,
  MODE_ASPECTS,
  levelmapLevelStats,
  newLevelmapAggregate,
  addLevelmapLevel,
  levelmapRow,
  toCSV,
  HEAT_COLS,
  ROGUE_KEYS,
  SEED_RULE,
  RND2_ZERO,
  countMean,
} from '../../web/atlas/stats.js';
import {
  makeUnits,
  makeTasks,
  unitSize,
  LEVELMAP_MAX,
  levelmapKey,
  sampleSize,
  DEFAULT_SAMPLE,
  workerCount,
  MAX_WORKERS,
  atlasView,
  atlasHash,
} from '../../web/atlas/schedule.js';

const delve = await loadDelve({ wasm: readFileSync(wasmPath) });

const blank = () => ' '.repeat(80);
const put = (map, x, y, text) => {
  map[y - 1] = map[y - 1].slice(0, x) + text + map[y - 1].slice(x + text.length);
};

test('a hand-made Rogue level is counted as drawn', () => {
  const map = Array.from({ length: 22 }, blank);
  put(map, 10, 5, '▒▒▒▒'); // a corridor: 4 cells
  put(map, 40, 10, '▒▒▒'); // 3 cells inside the maze below
  const gone = { x: 0, y: 0, w: 0, h: 0, gone: true, maze: false, dark: false };
  const room = (dark) => ({ x: 1, y: 1, w: 5, h: 5, gone: false, maze: false, dark });
  const level = {
    map,
    rooms: [
      room(true),
      room(false),
      gone,
      gone,
      { x: 38, y: 9, w: 10, h: 4, gone: true, maze: true, dark: false },
      room(false),
      room(true),
      room(false),
      room(false),
    ],
    doors: [
      { x: 1, y: 1, secret: false },
      { x: 2, y: 1, secret: true },
      { x: 3, y: 1, secret: true },
    ],
    traps: [
      { x: 2, y: 2, type: 'bear' },
      { x: 3, y: 2, type: 'bear' },
      { x: 4, y: 2, type: 'dart' },
    ],
    stairs: { x: 3, y: 3 },
    player: { x: 79, y: 22 },
    gold: [
      { x: 2, y: 3, value: 10 },
      { x: 2, y: 4, value: 32 },
    ],
    items: [
      { x: 1, y: 3, kind: 'food' },
      { x: 1, y: 4, kind: 'food' },
      { x: 1, y: 5, kind: 'ring' },
    ],
    monsters: [{ x: 5, y: 5, letter: 'K' }],
  };
  const s = rogueLevelStats(level);
  assert.deepEqual(s.n, {
    rooms: 6,
    gone: 3,
    mazes: 1,
    dark: 2,
    lowerGone: 2,
    lowerMazes: 1,
    corridorCells: 4,
    mazeCells: 3,
    doors: 3,
    secretDoors: 2,
    traps: 3,
    trapped: 1,
    goldPiles: 2,
    goldValue: 42,
    items: 3,
    monsters: 1,
  });
  assert.deepEqual(s.traps, { bear: 2, dart: 1 });
  assert.deepEqual(s.items, { food: 2, ring: 1 });
  assert.deepEqual(s.monsters, { K: 1 });
  const agg = addRogueLevel(newRogueAggregate(), s);
  assert.equal(agg.stairs[3 * HEAT_COLS + 3], 1);
  assert.equal(agg.player[22 * HEAT_COLS + 79], 1);
});

// levels of every depth, both modes
function* someLevels(count) {
  for (let i = 0; i < count; i++) {
    const where = { seed: sampleSeed(i), depth: 1 + (i % 30), mode: i % 2 ? 'classic' : 'fixed' };
    yield { where, level: delve.rogue(where) };
  }
}

test("real Rogue levels: the counts match the level's own lists and its cells' flags", () => {
  for (const { where, level } of someLevels(600)) {
    const { n, traps, items, monsters } = rogueLevelStats(level);
    assert.equal(n.rooms + n.gone, 9);
    assert.equal(n.rooms, level.rooms.filter((r) => !r.gone).length);
    assert.equal(n.dark, level.rooms.filter((r) => r.dark).length, 'only kept rooms are dark');
    assert.equal(n.mazes, level.rooms.filter((r) => r.maze).length);
    assert.ok(n.lowerMazes <= n.lowerGone && n.lowerGone <= n.gone);
    assert.equal(n.doors, level.doors.length);
    assert.equal(n.secretDoors, level.doors.filter((d) => d.secret).length);
    assert.equal(n.traps, level.traps.length);
    assert.equal(n.trapped, level.traps.length ? 1 : 0);
    assert.equal(n.goldPiles, level.gold.length);
    assert.equal(
      n.goldValue,
      level.gold.reduce((sum, g) => sum + g.value, 0),
    );
    assert.equal(n.items, level.items.length);
    assert.equal(n.monsters, level.monsters.length);
    for (const [counts, list] of [
      [traps, level.traps],
      [items, level.items],
      [monsters, level.monsters],
    ]) {
      assert.equal(
        Object.values(counts).reduce((a, b) => a + b, 0),
        list.length,
      );
    }
    // corridor cells = cells dug as passages (F_PASS), not in a maze; maze cells = every cell
    // flagged F_MAZE, a thing standing there or not
    const cells = delve.rogueCells(where);
    let pass = 0,
      maze = 0;
    for (let i = 0; i < cells.rows * cells.stride; i++) {
      if (cells.flags[i] & 0x20) maze++;
      else if (cells.flags[i] & 0x40 && cells.chars[i] === 0xb1) pass++;
    }
    assert.equal(n.corridorCells, pass, `corridor cells of ${JSON.stringify(where)}`);
    assert.equal(n.mazeCells, maze, `maze cells of ${JSON.stringify(where)}`);
  }
});

test('aggregates merge by addition: two halves make the whole', () => {
  const whole = newRogueAggregate(),
    a = newRogueAggregate(),
    b = newRogueAggregate();
  let i = 0;
  for (const { level } of someLevels(100)) {
    const s = rogueLevelStats(level);
    addRogueLevel(whole, s);
    addRogueLevel(i++ < 37 ? a : b, s);
  }
  const merged = mergeInto(a, b);
  assert.deepEqual(merged, whole);
  assert.equal(whole.levels, 100);
  assert.equal(
    whole.stairs.reduce((x, y) => x + y, 0),
    100,
  );
  assert.equal(
    whole.player.reduce((x, y) => x + y, 0),
    100,
  );
  // an aggregate survives structured cloning (a worker's postMessage)
  assert.deepEqual(structuredClone(whole), whole);
});

test("the gold's chance: the share of the original's random states whose rnd(2) is 0", () => {
  // rng.h's draw: two steps, 125 s and 125^2 s mod 2796203, and the value their sum mod n
  const M = 2796203;
  let zero = 0;
  for (let s0 = 1; s0 < M; s0++) zero += ((125 * s0) % M) % 2 === ((15625 * s0) % M) % 2;
  assert.equal(RND2_ZERO, zero / (M - 1));
  assert.ok(Math.abs(RND2_ZERO - 0.504) < 1e-5, 'not the 50 % the spec says');
});

test("the spec's rates, over 1,000 levels at depths 1 and 15 in both modes, within 5 standard errors", () => {
  for (const mode of ['fixed', 'classic']) {
    for (const depth of [1, 15]) {
      const agg = newRogueAggregate();
      for (let i = 0; i < 1000; i++)
        addRogueLevel(agg, rogueLevelStats(delve.rogue({ seed: sampleSeed(i), depth, mode })));
      for (const spec of SPEC_RATES) {
        const want = spec.want(depth),
          r = rate(agg, spec, want);
        if (want === 0 || want === 1) assert.equal(r.value, want, `${spec.key} ${mode} ${depth}`);
        else
          assert.ok(
            Math.abs(r.value - want) <= 5 * r.se,
            `${spec.key} ${mode} ${depth}: ${r.value} vs ${want} ± ${5 * r.se}`,
          );
      }
      const gone = mean(agg, 'gone');
      assert.ok(Math.abs(gone.value - 1.5) <= 5 * gone.se, `gone rooms ${gone.value}`);
    }
  }
});

test('rows: one per mode and depth, means per level; counts by name', () => {
  const byMode = {
    fixed: [newRogueAggregate(), newRogueAggregate()],
    classic: [newRogueAggregate(), newRogueAggregate()],
  };
  for (const { where, level } of someLevels(120)) {
    if (where.depth <= 2)
      addRogueLevel(byMode[where.mode][where.depth - 1], rogueLevelStats(level));
  }
  const rows = rogueRows(byMode);
  assert.deepEqual(
    rows.map((r) => [r.mode, r.depth]),
    [
      ['fixed', 1],
      ['classic', 2],
    ],
    'empty aggregates make no row',
  );
  const agg = byMode.fixed[0];
  for (const k of ROGUE_KEYS) assert.equal(rows[0][k], agg.sum[k] / agg.levels);
  // deep, where secret doors and the lower gone rooms' mazes are common: each mean per level is
  // the sum's, and each spec rate its own column beside it
  // the sample's standard error beside each: its levels' spread (over n - 1) / sqrt(n)
  const deep = { fixed: [], classic: [] },
    numbers = [],
    levels = [];
  deep.fixed[24] = newRogueAggregate();
  for (let i = 0; i < 40; i++) {
    const s = rogueLevelStats(delve.rogue({ seed: sampleSeed(i), depth: 25 }));
    numbers.push(s.n);
    levels.push(s);
    addRogueLevel(deep.fixed[24], s);
  }
  // and each name's count, a name no level has too
  for (const [list, name] of [
    ['monsters', 'V'],
    ['items', 'potion'],
    ['traps', 'sleep'],
    ['monsters', 'A'],
  ]) {
    const counts = levels.map((s) => s[list][name] ?? 0),
      m = counts.reduce((a, c) => a + c, 0) / 40,
      spread = Math.sqrt(counts.reduce((a, c) => a + (c - m) ** 2, 0) / 39),
      got = countMean(deep.fixed[24], list, name);
    assert.ok(Math.abs(got.value - m) < 1e-12 && Math.abs(got.se - spread / Math.sqrt(40)) < 1e-9);
  }
  const [row] = rogueRows(deep),
    sums = deep.fixed[24].sum;
  assert.ok(sums.secretDoors > 40 && sums.lowerMazes > 0, JSON.stringify(sums));
  for (const k of ROGUE_KEYS) {
    assert.equal(row[k], sums[k] / 40, k);
    const m = sums[k] / 40,
      spread = Math.sqrt(numbers.reduce((a, n) => a + (n[k] - m) ** 2, 0) / 39);
    assert.ok(Math.abs(row[`${k}Se`] - spread / Math.sqrt(40)) < 1e-9, `${k}Se`);
  }
  assert.ok(row.secretDoorsSe > 0);
  for (const spec of SPEC_RATES) {
    assert.ok(!ROGUE_KEYS.includes(spec.key), `${spec.key} is a mean's name too`);
    const r = rate(deep.fixed[24], spec);
    assert.equal(row[spec.key], r.value, spec.key);
    assert.equal(row[`${spec.key}Se`], Math.sqrt((r.value * (1 - r.value)) / r.n), spec.key);
  }
  const items = countRows(byMode, 'items', ['potion', 'amulet']);
  assert.equal(items.length, 4);
  assert.equal(items.find((r) => r.mode === 'fixed' && r.name === 'amulet').perLevel, 0);
});

test('the modes compared seed by seed: a level equals itself, and the two modes differ where a fix moves something', () => {
  const same = newDiffAggregate(),
    pairs = newDiffAggregate();
  let moved = 0;
  for (let i = 0; i < 200; i++) {
    const where = { seed: sampleSeed(i), depth: 10 };
    const fixed = delve.rogue({ ...where, mode: 'fixed' }),
      classic = delve.rogue({ ...where, mode: 'classic' });
    addModePair(same, fixed, delve.rogue({ ...where, mode: 'fixed' }));
    addModePair(pairs, fixed, classic);
    moved += JSON.stringify(fixed.items) !== JSON.stringify(classic.items);
  }
  assert.deepEqual(same, { ...newDiffAggregate(), levels: 200 });
  assert.equal(pairs.items, moved, 'the items differ exactly where their JSON does');
  assert.ok(pairs.any > 0 && pairs.any <= 200);
  for (const k of MODE_ASPECTS) assert.ok(pairs[k] <= pairs.any, k);
  const rows = modeDiffRows([newDiffAggregate(), pairs]);
  assert.equal(rows.length, 1, 'a depth with no levels makes no row');
  assert.deepEqual([rows[0].depth, rows[0].levels, rows[0].any], [2, 200, pairs.any / 200]);
  assert.deepEqual(modeDifferences([newDiffAggregate(), same]), [], 'a level against itself');
});

test("the modes' means compared seed by seed: classic mode's fewer traps at depths 26 and 28, which two independent means cannot tell", () => {
  // the atlas's largest sample, 10,000 seeds a depth
  const diffs = [],
    byMode = { fixed: [], classic: [] };
  for (const depth of [26, 28]) {
    const d = (diffs[depth - 1] = newDiffAggregate()),
      f = (byMode.fixed[depth - 1] = newRogueAggregate()),
      c = (byMode.classic[depth - 1] = newRogueAggregate());
    for (let i = 0; i < 10000; i++) {
      const where = { seed: sampleSeed(i), depth },
        fixed = delve.rogue({ ...where, mode: 'fixed' }),
        classic = delve.rogue({ ...where, mode: 'classic' }),
        fs = rogueLevelStats(fixed),
        cs = rogueLevelStats(classic);
      addModePair(d, fixed, classic, fs, cs);
      addRogueLevel(f, fs);
      addRogueLevel(c, cs);
    }
  }
  const found = modeDifferences(diffs);
  assert.deepEqual(
    found.map((x) => [x.key, x.depth]),
    [
      ['traps', 26],
      ['traps', 28],
    ],
  );
  for (const x of found) {
    const f = mean(byMode.fixed[x.depth - 1], 'traps'),
      c = mean(byMode.classic[x.depth - 1], 'traps');
    assert.ok(Math.abs(x.difference - (f.value - c.value)) < 1e-12, 'the difference of the means');
    assert.ok(x.difference > 0 && x.z > 5, JSON.stringify(x));
    const independent = Math.abs(f.value - c.value) / Math.hypot(f.se, c.se);
    assert.ok(independent < 2, `as two samples: ${independent.toFixed(2)} standard errors`);
  }
  // a difference with no spread is certain: every seed one trap more in fixed mode
  const sure = newDiffAggregate();
  sure.levels = 3;
  sure.d.traps = 3;
  sure.d2.traps = 3;
  assert.deepEqual(modeDifferences([sure]), [
    { key: 'traps', depth: 1, difference: 1, z: Infinity },
  ]);
});

// A LevelMap block map from text: # wall, . floor, + door, space void.
function blocks(rows) {
  const code = { '#': 0x20, '.': 0x10, '+': 0x30, ' ': 0x00 };
  return {
    width: rows[0].length,
    height: rows.length,
    blocks: rows.map((r) => [...r].map((c) => code[c])),
  };
}

test('LevelMap shapes: chambers, corridors, openings and doors of hand-made maps', () => {
  const map = blocks([
    '###########',
    '#...#######',
    '#...+.....#', // a door, a corridor...
    '#...#####.#',
    '#####  ##.#', // (two void blocks)
    '#...#####.#',
    '#.........#', // ...and an exit with no door
    '#...#######',
    '###########',
  ]);
  assert.deepEqual(levelmapLevelStats(map).n, {
    chambers: 2,
    corridors: 1,
    doors: 1,
    openings: 1,
    chamberFloor: 18,
    corridorFloor: 13,
    floor: 32,
    walls: 64,
    voids: 2,
    blocks: 99,
  });
  // a flat array (delve.levelmapBlocks) gives the same
  assert.deepEqual(
    levelmapLevelStats({ ...map, blocks: Uint8Array.from(map.blocks.flat()) }),
    levelmapLevelStats(map),
  );
  // four chambers merged round a pillar (the wall grid's corner post) are one chamber
  const merged = levelmapLevelStats(
    blocks(['#######', '#.....#', '#.....#', '#..#..#', '#.....#', '#.....#', '#######']),
  ).n;
  assert.deepEqual(
    [merged.chambers, merged.chamberFloor, merged.corridors, merged.openings],
    [1, 24, 0, 0],
  );
});

test('LevelMap levels: every cell a chamber gives (side-1)/4 chambers a side; doors off turns doors into openings', () => {
  for (const [width, height] of [
    [9, 9],
    [16, 16],
    [28, 9],
    [40, 22],
    [80, 22],
  ]) {
    for (let seed = 0; seed < 40; seed++) {
      const o = { seed, width, height, corridor: 0, combined: 0 };
      const s = levelmapLevelStats(delve.levelmap(o)).n;
      assert.equal(
        s.chambers,
        Math.floor((width - 1) / 4) * Math.floor((height - 1) / 4),
        `${width}x${height} seed ${seed}`,
      );
      assert.equal(s.corridors, 0);
      assert.equal(s.openings, 0);
      assert.ok(s.doors >= s.chambers - 1, 'a chain through every cell');
    }
  }
  for (let seed = 0; seed < 300; seed++) {
    const o = { seed, width: 40, height: 22 };
    const on = levelmapLevelStats(delve.levelmap(o)).n,
      off = levelmapLevelStats(delve.levelmap({ ...o, doors: false })).n;
    assert.equal(on.openings, 0, `seed ${seed}: with doors, every chamber exit is a door`);
    assert.equal(off.doors, 0);
    assert.equal(off.openings, on.doors, `seed ${seed}: the same exits, open`);
    assert.equal(off.chambers, on.chambers);
    assert.equal(off.corridors, on.corridors);
    assert.equal(on.floor + on.walls + on.doors + on.voids, on.blocks);
    const agg = addLevelmapLevel(addLevelmapLevel(newLevelmapAggregate(), { n: on }), { n: off });
    assert.equal(levelmapRow(agg).doors, on.doors / 2);
    // two levels, doors d and 0: spread d / sqrt(2) over n - 1 = 1, so a standard error of d / 2
    assert.equal(levelmapRow(agg).doorsSe, on.doors / 2);
  }
});

test("the schedule covers every unit's levels once, in growing rounds", () => {
  const units = makeUnits();
  assert.equal(units.filter((u) => u.task === 'rogue').length, 30);
  assert.equal(new Set(units.map((u) => u.key)).size, units.length);
  assert.equal(
    levelmapKey({ width: 40, height: 22, corridor: 50 }),
    levelmapKey({ height: 22, width: 40 }),
  );
  for (const [from, to] of [
    [0, 200],
    [200, 10000],
    [0, 30],
    [500, 1000],
  ]) {
    const next = new Map(units.map((u) => [u.key, unitSize(u, from)]));
    for (const t of makeTasks(units, from, to)) {
      assert.equal(t.from, next.get(t.unit.key), 'tasks of a unit follow on');
      next.set(t.unit.key, t.to);
    }
    for (const u of units) assert.equal(next.get(u.key), unitSize(u, to));
  }
  assert.equal(unitSize(units.at(-1), 10000), LEVELMAP_MAX);
  const first = makeTasks(units, 0, 200).slice(0, units.length);
  assert.ok(
    first.every((t) => t.to === 10),
    'the first round gives every unit 10 levels',
  );
  assert.equal(sampleSize('10000'), 10000);
  assert.equal(sampleSize('junk'), DEFAULT_SAMPLE);
  assert.equal(sampleSize('20000'), DEFAULT_SAMPLE);
});

test('the workers a URL asks for: 1..MAX_WORKERS, else one a core up to 4', () => {
  assert.equal(workerCount('3', 8), 3);
  assert.equal(workerCount(String(MAX_WORKERS), 2), MAX_WORKERS);
  for (const bad of [null, '', '0', '-1', '2.5', 'abc', String(MAX_WORKERS + 1), '1e9'])
    assert.equal(workerCount(bad, 8), 4, `workers=${bad}`);
  assert.equal(workerCount(null, 2), 2);
  assert.equal(workerCount(null, undefined), 2);
  assert.equal(workerCount(null, 1), 1);
});

test("sample seeds are the C rate test's s * 2246822519 + 7 (mod 2^32), as the page says", () => {
  for (const i of [0, 1, 2, 12345, 99999])
    assert.equal(sampleSeed(i), Number((BigInt(i) * 2246822519n + 7n) % 2n ** 32n));
  assert.equal(SEED_RULE, '(2246822519 × i + 7) mod 2³²');
});

test("the atlas's address: what it asks for, each part it cannot take at its default; written back without the defaults", () => {
  const view = (hash) => atlasView(new URLSearchParams(hash));
  assert.deepEqual(view(''), { n: DEFAULT_SAMPLE, workers: null, heat: 'fixed', depth: 'all' });
  assert.deepEqual(view('n=500&workers=3&heat=classic&heat-depth=15'), {
    n: 500,
    workers: '3',
    heat: 'classic',
    depth: '15',
  });
  for (const bad of ['0', '-5', 'abc', '99999999', '7.5', '1e4', '0x10', ' 500', '9'])
    assert.equal(view(`n=${encodeURIComponent(bad)}`).n, DEFAULT_SAMPLE, `n=${bad}`);
  assert.equal(view('n=10').n, 10, 'a quick look');
  for (const bad of ['0', '17', 'x', '1e0', '2.0'])
    assert.equal(view(`workers=${bad}`).workers, null, `workers=${bad}`);
  assert.equal(view('workers=02').workers, '2');
  for (const bad of ['Fixed', 'both', ''])
    assert.equal(view(`heat=${bad}`).heat, 'fixed', `heat=${bad}`);
  for (const bad of ['0', '31', '01', 'all', 'x', '1.5'])
    assert.equal(view(`heat-depth=${bad}`).depth, 'all', `heat-depth=${bad}`);
  assert.equal(view('heat-depth=30').depth, '30');
  assert.equal(atlasHash(view('n=abc&heat=both&junk=1')), '');
  assert.equal(atlasHash(view('n=200&heat=fixed&heat-depth=all')), '');
  assert.equal(
    atlasHash(view('heat-depth=7&heat=classic&workers=02&n=1000')),
    '#n=1000&workers=2&heat=classic&heat-depth=7',
  );
});

test('CSV: a header and a line per row, CRLF, quoted where needed, 6 significant digits', () => {
  const csv = toCSV(
    [
      { a: 1, b: 'x,y', c: 1 / 3 },
      { a: 2.5, b: 'say "hi"', c: NaN },
    ],
    ['a', 'b', 'c'],
  );
  assert.equal(csv, 'a,b,c\r\n1,"x,y",0.333333\r\n2.5,"say ""hi""",\r\n');
  const byMode = { fixed: [newRogueAggregate()], classic: [newRogueAggregate()] };
  for (const { level } of someLevels(60)) addRogueLevel(byMode.fixed[0], rogueLevelStats(level));
  const rows = rogueRows(byMode),
    lines = toCSV(rows).trimEnd().split('\r\n');
  assert.equal(lines.length, rows.length + 1);
  const header = lines[0].split(',');
  assert.deepEqual(header.slice(0, 3), ['mode', 'depth', 'levels']);
  for (const line of lines) assert.equal(line.split(',').length, header.length);
});

test('byMeanDepth: names by the mean depth their counts are met at, over every mode; the unmet last', () => {
  const rows = [
    { mode: 'fixed', depth: 1, name: 'A', perLevel: 0 },
    { mode: 'fixed', depth: 1, name: 'B', perLevel: 2 },
    { mode: 'fixed', depth: 9, name: 'A', perLevel: 1 },
    { mode: 'classic', depth: 3, name: 'C', perLevel: 1 },
    { mode: 'classic', depth: 5, name: 'C', perLevel: 1 }, // C: 4, between B (1) and A (9)
    { mode: 'classic', depth: 2, name: 'X', perLevel: 5 }, // not asked for: left out
  ];
  assert.deepEqual(byMeanDepth(rows, ['A', 'B', 'C', 'D', 'E']), ['B', 'C', 'A', 'D', 'E']);
  assert.deepEqual(byMeanDepth([], ['Z', 'Y']), ['Z', 'Y'], 'nothing met: as given');
});
