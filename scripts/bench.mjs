// delve's benchmark (begun for issue 6; the targets are issue 26's): native C, WebAssembly in
// Node (zero-copy and JSON), rot.js in the same Node process, the page in headless Chromium,
// sizes and memory; one table, targets beside.
// usage: node scripts/bench.mjs [--json]     (scripts/bench brings the builds up to date, then runs
// this)
// Every rate is the median of timed batches after a warm-up (tests/bench/timing.mjs and
// tests/bench/bench_native.c); all figures come from this one run on this one machine.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measurePage, KEYS, KEYS_FRAGMENT, RESUME_KEYS } from '../tests/bench/page.mjs';
import { summary } from '../tests/bench/timing.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const SLICES = [4, 4, 3]; // timed batches per case in each native / Node turn: 11 in all
const RUNS = SLICES.reduce((a, b) => a + b);
const BATCH_MS = 100; // about this long each
const MEMORY_RUNS = 5; // batches each memory child runs after its warm-up
const KIB = 1024;

const progress = (text) => process.stderr.write(`bench: ${text}\n`);

// ---- measuring -----------------------------------------------------------------------------

// `bench <id> ... batch=<n> ... rates=<r>,<r>,...` lines → { id: { batch, rates } }
function nativeSlice(runs) {
  const out = execFileSync(`${root}build/native/delve_bench`, [String(runs), String(BATCH_MS)], {
    encoding: 'utf8',
  });
  const cases = {};
  for (const line of out.trim().split('\n')) {
    const [, id, ...fields] = line.split(' ');
    const f = Object.fromEntries(fields.map((kv) => kv.split('=')));
    cases[id] = {
      batch: Number(f.batch),
      rates: f.rates.split(',').map(Number),
      draws: Number(f.draws) || undefined,
    };
  }
  return cases;
}

function nodeCases(args) {
  const out = execFileSync(process.execPath, [`${root}tests/bench/node-cases.mjs`, ...args], {
    encoding: 'utf8',
    cwd: root,
  });
  return JSON.parse(out);
}

// Native and Node take turns, a few batches each, and each case's batches are pooled: a change
// in the machine's load then weighs on both sides of the WebAssembly/native ratios alike.
function measureRates() {
  const native = {};
  const node = {};
  const draws = {};
  const pool = (into, slice) => {
    for (const [id, c] of Object.entries(slice)) {
      (into[id] ??= []).push(...c.rates);
      if (c.draws) draws[id] = c.draws;
    }
  };
  SLICES.forEach((runs, turn) => {
    progress(
      `rates, turn ${turn + 1} of ${SLICES.length}: native C, then WebAssembly and rot.js in one Node process`,
    );
    pool(native, nativeSlice(runs));
    pool(node, nodeCases(['speed', String(runs), String(BATCH_MS)]));
  });
  const summarise = (all) =>
    Object.fromEntries(
      Object.entries(all).map(([id, rates]) => [id, { ...summary(rates), draws: draws[id] }]),
    );
  return { native: summarise(native), node: summarise(node) };
}

// Each case in a fresh child process, alone, so one case's heap cannot raise another's peak.
function measureMemory(ids) {
  return Object.fromEntries(
    ids.map((id) => [
      id,
      nodeCases(['memory', id, String(MEMORY_RUNS), String(BATCH_MS)]).peakRssBytes,
    ]),
  );
}

function measureSizes() {
  const files = ['delve.wasm', 'delve-still.wasm', 'app.js', 'chunks/xterm.js', 'delve-widget.js'];
  return Object.fromEntries(
    files.map((file) => {
      const bytes = readFileSync(`${root}build/web/${file}`);
      return [file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }];
    }),
  );
}

// ---- the figures -----------------------------------------------------------------------------

const atLeast = (limit, text) => ({ op: '>=', value: limit, text, met: (v) => v >= limit });
const atMost = (limit, text) => ({ op: '<=', value: limit, text, met: (v) => v <= limit });

function rateRow(id, group, label, m, target, unit = 'levels/s') {
  return {
    id,
    group,
    label,
    value: m.perS,
    unit,
    min: m.min,
    max: m.max,
    runs: m.runs,
    target,
  };
}

function ratioRow(id, label, numerator, denominator, target) {
  return { id, group: 'ratios', label, value: numerator / denominator, unit: 'x', target };
}

const NATIVE = [
  ['rogue.d1', 'Rogue depth 1'],
  ['rogue.d15', 'Rogue depth 15'],
  ['levelmap.16x16', 'LevelMap 16x16'],
  ['levelmap.80x22', 'LevelMap 80x22'],
];
const ROT = [
  ['rot.rogue', 'ROT.Map.Rogue 80x24'],
  ['rot.digger', 'ROT.Map.Digger 80x24'],
  ['rot.uniform', 'ROT.Map.Uniform 80x24'],
];

const GAME = "the original's game, a random-key player";
const WALK = 'a LevelMap walk, a random-key player (steps, runs, the stairs down)';

function speedRows(native, node) {
  return [
    ...NATIVE.map(([id, label]) => rateRow(`native.${id}`, 'native C', label, native[id])),
    ...[1, 15].map((d) =>
      rateRow(
        `native.floor.d${d}`,
        'native C',
        `floor, depth ${d}: ${native[`floor.d${d}`].draws} chained draws, two 80x24 planes`,
        native[`floor.d${d}`],
      ),
    ),
    ...NATIVE.map(([id, label]) =>
      rateRow(
        `wasm.cells.${id}`,
        'WebAssembly in Node, zero-copy (rogueCells / levelmapBlocks)',
        label,
        node[`wasm.cells.${id}`],
      ),
    ),
    ...NATIVE.map(([id, label]) =>
      rateRow(
        `wasm.json.${id}`,
        'WebAssembly in Node, JSON API (rogue / levelmap)',
        label,
        node[`wasm.json.${id}`],
      ),
    ),
    ...ROT.map(([id, label]) =>
      rateRow(id, 'rot.js 2.2 in the same Node process', label, node[id]),
    ),
    rateRow(
      'native.game.turns',
      GAME,
      'native C',
      native['game.turns'],
      atLeast(1e6, '>= 1,000,000 turns/s'),
      'turns/s',
    ),
    rateRow(
      'wasm.game.turns',
      GAME,
      'WebAssembly in Node (game.act)',
      node['wasm.game.turns'],
      atLeast(5e5, '>= 500,000 turns/s'), // half the native target
      'turns/s',
    ),
    rateRow(
      'wasm.game.observed',
      GAME,
      'WebAssembly in Node, game.state() after every key',
      node['wasm.game.observed'],
      null,
      'turns/s',
    ),
    rateRow('native.walk.keys', WALK, 'native C', native['walk.keys'], null, 'keys/s'),
    rateRow(
      'wasm.walk.keys',
      WALK,
      'WebAssembly in Node (game.act)',
      node['wasm.walk.keys'],
      null,
      'keys/s',
    ),
  ];
}

function ratioRows(native, node) {
  const rate = (id) => node[id].perS;
  const rot = rate('rot.rogue');
  return [
    // how near delve comes to the least any Rogue level costs (bench_native.c's floor)
    ...[1, 15].map((d) =>
      ratioRow(
        `ratio.native_floor.rogue.d${d}`,
        `native / floor, Rogue depth ${d}`,
        native[`rogue.d${d}`].perS,
        native[`floor.d${d}`].perS,
        atLeast(0.5, '>= 0.5x floor'),
      ),
    ),
    ...NATIVE.map(([id, label]) =>
      ratioRow(
        `ratio.wasm_native.${id}`,
        `WebAssembly / native, ${label}`,
        rate(`wasm.cells.${id}`),
        native[id].perS,
        atLeast(0.8, '>= 0.8x native'),
      ),
    ),
    ratioRow(
      'ratio.wasm_native.game.turns',
      "WebAssembly / native, the game's turns",
      rate('wasm.game.turns'),
      native['game.turns'].perS,
    ),
    ...[1, 15].map((d) =>
      ratioRow(
        `ratio.cells_rot.rogue.d${d}`,
        `delve zero-copy / rot.js, Rogue depth ${d}`,
        rate(`wasm.cells.rogue.d${d}`),
        rot,
        atLeast(10, '>= 10x rot.js Rogue'),
      ),
    ),
    ...[1, 15].map((d) =>
      ratioRow(
        `ratio.json_rot.rogue.d${d}`,
        `delve JSON API / rot.js, Rogue depth ${d}`,
        rate(`wasm.json.rogue.d${d}`),
        rot,
        atLeast(1, '>= 1x rot.js Rogue'),
      ),
    ),
    ratioRow(
      'ratio.json_cells.levelmap.80x22',
      'LevelMap JSON API / zero-copy, 80x22',
      rate('wasm.json.levelmap.80x22'),
      rate('wasm.cells.levelmap.80x22'),
      atLeast(0.3, '>= 0.3x zero-copy'),
    ),
  ];
}

function pageRows(page) {
  const group = `page in headless Chromium ${page.chromium}`;
  const f = page.firstFrame;
  const k = page.keyToFrame;
  const r = page.resume;
  const w = page.widgets;
  return [
    {
      id: 'page.first_frame',
      group,
      label: `navigation -> first frame (${f.runs} fresh loads)`,
      value: f.ms,
      unit: 'ms',
      min: f.min,
      max: f.max,
      runs: f.runs,
      target: atMost(300, '<= 300 ms'),
      detail: f.breakdown,
    },
    ...breakdownRows(group, f.breakdown),
    {
      id: 'page.key_to_frame',
      group,
      label: `key press -> frame written (${k.runs} keys)`,
      value: k.ms,
      unit: 'ms',
      min: k.min,
      max: k.max,
      runs: k.runs,
      target: atMost(2, '<= 2 ms'),
      detail: { keysWithoutFrame: k.withoutFrame },
    },
    {
      id: 'page.dispatch_to_frame',
      group,
      label: "keydown dispatched -> frame written (the page's JS only)",
      value: k.fromDispatch.ms,
      unit: 'ms',
      min: k.fromDispatch.min,
      max: k.fromDispatch.max,
      runs: k.runs,
    },
    {
      id: 'page.resume',
      group,
      label: `replaying a ${RESUME_KEYS.toLocaleString('en-US')}-key saved game on load (${r.runs} fresh loads)`,
      value: r.ms,
      unit: 'ms',
      min: r.min,
      max: r.max,
      runs: r.runs,
      target: atMost(50, '<= 50 ms'),
    },
    {
      id: 'page.ten_widgets',
      group,
      label: `ten interactive widgets added to embed.html -> all ready (${w.runs} fresh loads)`,
      value: w.ms,
      unit: 'ms',
      min: w.min,
      max: w.max,
      runs: w.runs,
      target: atMost(1000, '<= 1 s'),
    },
  ];
}

// Medians of where each load's time went, from navigation start, to read a slow first frame.
function breakdownRows(group, b) {
  const at = (id, label, value) => ({
    id: `page.first_frame.${id}`,
    group,
    label: `  ${label}`,
    value,
    unit: 'ms',
  });
  const files = [b.appJs, b.wasm, b.font];
  return [
    at('html', 'of which: index.html received', b.html),
    at(
      'files',
      'app.js, delve.wasm and the font received',
      files.includes(null) ? null : Math.max(...files),
    ),
    at('painted', "first frame drawn as HTML (the page's own firstFrameMs)", b.painted),
    at('xterm', 'then: the xterm.js chunk (chunks/xterm.js) received', b.xterm),
    at('terminal', 'then: xterm.js opened, playing (keys taken)', b.terminal),
  ].filter((row) => row.value !== null); // a mark the page no longer gives is left out
}

// What a page of still widgets fetches besides the font bitmap (tests/browser/widget-pixels
// checks the same list is all it fetches).
const STILL_PAGE = ['delve-widget.js', 'delve-still.wasm'];

const budget = (kb) => atMost(kb * KIB, `<= ${kb} KB (${(kb * KIB).toLocaleString('en-US')} B)`);
// The size budgets (issue 26): the whole game, and generation and pictures for still widgets.
const SIZE_TARGETS = {
  'delve.wasm': { raw: budget(96), gzip: budget(40) },
  'delve-still.wasm': { raw: budget(32) },
};

function sizeRows(sizes) {
  const group = 'sizes (build/web)';
  return [
    ...Object.entries(sizes).flatMap(([file, s]) => [
      {
        id: `size.${file}.raw`,
        group,
        label: `${file}`,
        value: s.raw,
        unit: 'bytes',
        target: SIZE_TARGETS[file]?.raw,
      },
      {
        id: `size.${file}.gzip`,
        group,
        label: `${file}, gzip -9`,
        value: s.gzip,
        unit: 'bytes',
        target: SIZE_TARGETS[file]?.gzip,
      },
    ]),
    {
      id: 'size.still-page.gzip',
      group,
      label: `a page of still widgets: ${STILL_PAGE.join(' + ')}, gzip -9`,
      value: STILL_PAGE.reduce((sum, f) => sum + sizes[f].gzip, 0),
      unit: 'bytes',
      target: budget(30),
    },
  ];
}

function memoryRows(memory, labels) {
  const group =
    'peak memory of each Node case: max RSS (getrusage, as /usr/bin/time -v), each in its own process';
  return Object.entries(memory).map(([id, bytes]) => ({
    id: `memory.${id}`,
    group,
    label: labels[id],
    value: bytes,
    unit: 'bytes',
  }));
}

// ---- printing --------------------------------------------------------------------------------

const NOTES = [
  'first frame: navigation start (performance.timeOrigin) -> the frame showing the status line ("Level:")',
  '  in #screen has been painted (a task posted from the next animation frame has run); each load in a',
  '  new browser context (empty caches), the bench running nothing in the page until then (playwright',
  '  evaluates only after it). The page draws that frame as HTML, then xterm.js takes over.',
  "key press -> frame: the keydown event's timeStamp (when the browser took the key) -> the callback of the",
  `  term.write of the frame that key produced; keys ${KEYS.join(', ')} in turn on ${KEYS_FRAGMENT}, once`,
  "  xterm.js plays: a walk by the explore rules, where each key takes a turn and redraws (the original's",
  "  game, the page's default, soon stops at a ' More ' that takes only a space, and its monsters fight).",
  `resume on load: a kept game of ${RESUME_KEYS.toLocaleString('en-US')} keys (seed 7920, random keys of every command, the hero`,
  "  alive) in localStorage, the page loaded without an address: the page's 'delve-resume' measure around",
  '  the replay of its keys and the check of its screen; each load in a new browser context.',
  'ten widgets: ten <delve-level interactive> of seeds 1000..1009 appended to embed.html once its own',
  "  widgets are ready -> every one's delve-ready event; each round in a new browser context.",
  'floor: per "level" of a depth, as many draws of delve__rnd (src/core/rng.h) as a level of that depth',
  "  makes (counted over seeds 1..1000 from each level's start and end states), each from the state the",
  '  last one left, and two 80x24 planes cleared: what any Rogue level costs at least, measured beside delve.',
  "turns: a key that took a turn of the original's game counts one; keys h j k l y u b n . s at random.",
  'walk: every key counts; keys h j k l y u b n, their runs H J K L Y U B N and > at random, a new',
  '  LevelMap walk (80x22, seeds 1, 2, ...) every 4,096 keys: how fast a link or widget of a walk replays.',
  'zero-copy: rogueCells / levelmapBlocks (typed-array views); JSON API: rogue / levelmap (parsed objects);',
  '  rot.js: ROT.RNG.setSeed per level, the map written into a grid by the create() callback.',
];

const MEMORY_LABELS = {
  'node.baseline': 'Node alone (nothing loaded)',
  ...Object.fromEntries(
    NATIVE.flatMap(([id, label]) => [
      [`wasm.cells.${id}`, `${label}, zero-copy`],
      [`wasm.json.${id}`, `${label}, JSON API`],
    ]),
  ),
  ...Object.fromEntries(ROT.map(([id, label]) => [id, `rot.js ${label}`])),
};

function formatValue(value, unit) {
  if (value === null || Number.isNaN(value)) return 'none';
  if (unit.endsWith('/s')) return `${Math.round(value).toLocaleString('en-US')} ${unit}`;
  if (unit === 'x') return `${value.toFixed(3)}x`; // 3 places: 0.498x reads as missing 0.5x, 0.50x would not
  if (unit === 'ms') return `${value.toFixed(1)} ms`;
  if (value >= 1024 * KIB) return `${(value / KIB / KIB).toFixed(1)} MiB`;
  return `${value.toLocaleString('en-US')} B (${(value / KIB).toFixed(1)} KiB)`;
}

function formatRange(row) {
  if (row.min === undefined || row.min === null) return '';
  const short = (v) => {
    if (row.unit === 'ms') return v.toFixed(1);
    if (v >= 1e6) return `${(v / 1e6).toFixed(2)}M`; // turns: 1.05M reads against 1,000,000
    return v >= 1e4 ? `${Math.round(v / 1e3)}k` : `${(v / 1e3).toFixed(1)}k`;
  };
  return `${short(row.min)}..${short(row.max)}`;
}

function table(rows, machine) {
  const head = ['figure', 'median / value', 'range of runs', 'target', ''];
  const lines = [];
  const cells = rows.map((r) => [
    r.label,
    formatValue(r.value, r.unit),
    formatRange(r),
    r.target?.text ?? '',
    r.target ? (r.met ? 'met' : 'MISSED') : '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) =>
    c
      .map((v, i) => (i === 1 ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  lines.push(
    `delve benchmark — ${machine.date}, ${machine.cpu} x${machine.cores}, Node ${machine.node}`,
  );
  // other work on the machine lowers every rate and widens the ranges: say how busy it was
  lines.push(`load average at start: ${machine.loadAverage.toFixed(1)} on ${machine.cores} cores`);
  lines.push(
    `rates: median of ${RUNS} batches of ~${BATCH_MS} ms, each run after a 300 ms warm-up; native and Node`,
  );
  lines.push(`take ${SLICES.length} turns (${SLICES.join(' + ')} batches); seeds 1, 2, 3, ...`);
  lines.push('', line(head), widths.map((w) => '-'.repeat(w)).join('  '));
  let group = null;
  rows.forEach((r, i) => {
    if (r.group !== group) {
      group = r.group;
      lines.push(`[${group}]`);
    }
    lines.push(line(cells[i]));
  });
  const targets = rows.filter((r) => r.target);
  lines.push(
    '',
    `targets met: ${targets.filter((r) => r.met).length} of ${targets.length}`,
    `load average at end: ${machine.loadAverageEnd.toFixed(1)} on ${machine.cores} cores`,
    '',
    ...NOTES,
  );
  return lines.join('\n');
}

function withVerdicts(rows) {
  // a figure the run could not take (no key drew a frame) misses its target
  return rows.map((r) => (r.target ? { ...r, met: r.value !== null && r.target.met(r.value) } : r));
}

// JSON keeps each target's limit, not its checking function.
function jsonRow(r) {
  const { target, ...rest } = r;
  return target
    ? { ...rest, target: { op: target.op, value: target.value, text: target.text } }
    : rest;
}

async function main(args) {
  if (args.some((a) => a !== '--json')) {
    process.stderr.write(
      'usage: scripts/bench [--json]   (--json: the figures as JSON on stdout, the table on stderr)\n',
    );
    process.exit(2);
  }
  const asJson = args.includes('--json');
  const machine = {
    date: new Date().toISOString(),
    cpu: cpus()[0]?.model ?? 'unknown CPU',
    cores: cpus().length,
    loadAverage: loadavg()[0],
    node: process.version,
  };
  const { native, node } = measureRates();
  progress('peak memory, one child process per case');
  const memory = measureMemory(Object.keys(MEMORY_LABELS));
  progress('the page in headless Chromium');
  const page = await measurePage();
  machine.chromium = page.chromium;
  machine.loadAverageEnd = loadavg()[0];
  const rows = withVerdicts([
    ...speedRows(native, node),
    ...ratioRows(native, node),
    ...pageRows(page),
    ...sizeRows(measureSizes()),
    ...memoryRows(memory, MEMORY_LABELS),
  ]);
  const text = table(rows, machine);
  if (asJson) {
    process.stderr.write(`${text}\n`);
    process.stdout.write(
      `${JSON.stringify({ machine, runs: RUNS, batchMs: BATCH_MS, notes: NOTES, figures: rows.map(jsonRow) }, null, 2)}\n`,
    );
  } else {
    process.stdout.write(`${text}\n`);
  }
}

await main(process.argv.slice(2));
