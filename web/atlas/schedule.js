// What the atlas measures and in what order, DOM-free: the units (one Rogue depth, both modes of
// each seed, or one set of LevelMap options), each sampled as seeds 0..n-1, and the tasks that
// get them there in rounds of growing size, so every plot has a little of everything first and
// sharpens after.
import * as C from '../api/constants.js';

export const DEPTHS = 30;
export const MODES = Object.keys(C.MODES);
export const SAMPLE_SIZES = [200, 500, 1000, 2000, 5000, 10000];
export const DEFAULT_SAMPLE = 200;
// The gallery's random levels (atlas.html holds their places: scripts/build-web.mjs writes them)
export const GALLERY_SIZE = 12;

const ROUNDS = [10, 50, 200, 500, 1000, 2000, 5000]; // seeds per unit at the end of each round
const CHUNK = { rogue: 125, levelmap: 200 }; // seeds per task: ~10 ms of work, so updates flow

/** Levels made per seed: a Rogue seed is built in both modes. */
export const LEVELS_PER_SEED = { rogue: MODES.length, levelmap: 1 };

const ROWS = C.ROGUE_ROWS,
  [MIN, MAX] = C.RANGES.width,
  ENTRANCES = C.RANGES.entrances[1];
// the settings sweeps' map: half a Rogue screen
const BASE = { width: C.ROGUE_COLS / 2, height: ROWS };
const range = (from, to, step) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** The LevelMap sweeps: each a list of settings ({ x, label, options }) plotted along x. */
export const LEVELMAP_SWEEPS = [
  {
    key: 'size',
    title: 'By map size',
    x: 'blocks',
    // by area, up to a game's: from the smallest, through the original's largest sides (28), to the
    // largest
    settings: [
      [MIN, MIN],
      [28, MIN],
      [16, 16],
      [20, 20],
      [28, 28],
      [BASE.width, ROWS],
      [60, ROWS],
      [MAX, ROWS],
    ].map(([width, height]) => ({
      x: width * height,
      label: `${width}x${height}`,
      options: { width, height },
    })),
  },
  {
    key: 'corridor',
    title: 'By corridor chance',
    x: 'corridor chance (%)',
    settings: range(...C.RANGES.corridor, 10).map((c) => ({
      x: c,
      label: `${c} %`,
      options: { ...BASE, corridor: c },
    })),
  },
  {
    key: 'combined',
    title: 'By combined chance',
    x: 'combined chance (%)',
    settings: range(...C.RANGES.combined, 10).map((c) => ({
      x: c,
      label: `${c} %`,
      options: { ...BASE, combined: c },
    })),
  },
  {
    key: 'cellsize',
    title: 'By cell size',
    x: 'least cell size',
    settings: range(...C.RANGES.cellsize, 1).map((c) => ({
      x: c,
      label: String(c),
      options: { ...BASE, cellsize: c },
    })),
  },
  {
    key: 'toggles',
    title: 'Doors, voids, natural corners, entrances',
    x: 'setting',
    settings: [
      ['defaults', {}],
      ['no doors', { doors: false }],
      ['voids', { voids: true }],
      ['natural', { natural: true }],
      [`${ENTRANCES} entrances`, { entrances: ENTRANCES }],
      [`no doors, ${ENTRANCES} entrances`, { doors: false, entrances: ENTRANCES }],
    ].map(([label, o], i) => ({ x: i, label, options: { ...BASE, ...o } })),
  },
];

// The JS API's LevelMap options as the core leaves them by default (C.LEVELMAP_DEFAULTS).
const D = C.LEVELMAP_DEFAULTS;
const DEFAULTS = {
  corridor: D.corridor,
  combined: D.combined,
  cellsize: D.cellsize,
  natural: D.natural !== 0,
  doors: D.no_doors === 0,
  voids: D.voids !== 0,
  entrances: D.entrances,
};

/** A LevelMap unit's key: its options with the defaults left out, so equal settings share one. */
export function levelmapKey(options) {
  const o = { ...options };
  const defaults = DEFAULTS;
  for (const [k, v] of Object.entries(defaults)) if (o[k] === v) delete o[k];
  return `levelmap ${Object.entries(o)
    .sort()
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')}`;
}

/** Every unit: { key, task, depth } for Rogue, { key, task, options } for LevelMap. */
export function makeUnits() {
  const units = [];
  for (let depth = 1; depth <= DEPTHS; depth++)
    units.push({ key: `rogue ${depth}`, task: 'rogue', depth });
  const seen = new Set();
  for (const sweep of LEVELMAP_SWEEPS) {
    for (const s of sweep.settings) {
      const key = levelmapKey(s.options);
      if (!seen.has(key)) units.push({ key, task: 'levelmap', options: s.options });
      seen.add(key);
    }
  }
  return units;
}

/** LevelMap settings stop at this many levels: their means are sharp long before (a standard
 *  error under 0.1 chamber), and a map costs more than a Rogue level. */
export const LEVELMAP_MAX = 1000;

/** The seeds of a unit in a sample of n per Rogue depth. */
export function unitSize(unit, n) {
  return unit.task === 'levelmap' ? Math.min(n, LEVELMAP_MAX) : n;
}

/** The tasks that take every unit from a sample of `from` levels to one of `to`, round by round
 *  (Rogue first in each round): { unit, from, to } in the order to run them. */
export function makeTasks(units, from, to) {
  const tasks = [];
  for (const end of [...ROUNDS.filter((r) => r > from && r < to), to]) {
    for (const unit of units) {
      const a0 = unitSize(unit, Math.max(from, ROUNDS.filter((r) => r < end).pop() ?? 0)),
        b = unitSize(unit, end);
      for (let a = a0; a < b; a += CHUNK[unit.task])
        tasks.push({ unit, from: a, to: Math.min(b, a + CHUNK[unit.task]) });
    }
  }
  return tasks;
}

/** The sample size asked for by text (a URL's n=): a whole number in digits from 10 (below the
 *  page's least choice, for a quick look) to the largest of SAMPLE_SIZES, else the default. */
export function sampleSize(text) {
  const n = wholeNumber(text);
  return Number.isInteger(n) && n >= 10 && n <= SAMPLE_SIZES[SAMPLE_SIZES.length - 1]
    ? n
    : DEFAULT_SAMPLE;
}

// A URL's number as it is written in digits (not "1e4", "0x10" or " 7"), or NaN.
const wholeNumber = (text) => (/^\d{1,9}$/.test(text ?? '') ? Number(text) : NaN);

/** Most workers a URL's workers= may ask for. */
export const MAX_WORKERS = 16;

/** The workers asked for by text (a URL's workers=): a whole number 1..MAX_WORKERS, else the
 *  default, one a core (cores: navigator.hardwareConcurrency) up to 4. */
export function workerCount(text, cores) {
  const n = wholeNumber(text);
  return Number.isInteger(n) && n >= 1 && n <= MAX_WORKERS
    ? n
    : Math.max(1, Math.min(4, cores || 2));
}

/** What the atlas's address asks for (its hash's parameters, URLSearchParams): { n, the sample
 *  size (sampleSize's); workers, the text of a valid workers= (taken as the page loads) or null;
 *  heat, the heat maps' mode; depth, theirs: 'all' or '1'..'30' }. A part it cannot take is its
 *  default. */
export function atlasView(params) {
  const workers = params.get('workers'),
    heat = params.get('heat'),
    depth = params.get('heat-depth');
  return {
    n: sampleSize(params.get('n')),
    workers: workerCount(workers, 0) === wholeNumber(workers) ? String(Number(workers)) : null,
    heat: MODES.includes(heat) ? heat : MODES[0],
    depth: /^[1-9]\d?$/.test(depth ?? '') && Number(depth) <= DEPTHS ? depth : 'all',
  };
}

/** The address of a view (atlasView's): its hash, the parts at their defaults left out ('' for
 *  none), so that a link says what the page shows. */
export function atlasHash({ n, workers, heat, depth }) {
  const params = new URLSearchParams();
  if (n !== DEFAULT_SAMPLE) params.set('n', String(n));
  if (workers !== null) params.set('workers', workers);
  if (heat !== MODES[0]) params.set('heat', heat);
  if (depth !== 'all') params.set('heat-depth', depth);
  const text = params.toString();
  return text ? `#${text}` : '';
}
