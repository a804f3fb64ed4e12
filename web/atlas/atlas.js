// The dungeon atlas page (atlas.html): runs the sample in Web Workers (atlas-worker.js), folds
// their partial aggregates together as they come, and paints the figures with Observable Plot,
// progressively: a part's figures once one small round over all its depths or settings is in,
// then again at most every few hundred ms (only the figures on screen: Plot redraws a figure
// whole), and all of them at the end. The numbers come from stats.js (DOM-free); window.atlasData
// exposes them and the timings to scripts and tests.
import * as Plot from '@observablehq/plot';
import {
  SPEC_RATES,
  SPEC_GONE_MEAN,
  specGoldValue,
  HEAT_COLS,
  HEAT_ROWS,
  newRogueAggregate,
  newLevelmapAggregate,
  newDiffAggregate,
  MODE_ASPECTS,
  modeDiffRows,
  mergeInto,
  rogueRows,
  countRows,
  countMean,
  modeDifferences,
  levelmapRow,
  LEVELMAP_KEYS,
  toCSV,
  SEED_RULE,
  byMeanDepth,
} from './stats.js';
import {
  DEPTHS,
  MODES,
  SAMPLE_SIZES,
  LEVELMAP_SWEEPS,
  LEVELMAP_MAX,
  LEVELS_PER_SEED,
  makeUnits,
  makeTasks,
  unitSize,
  levelmapKey,
  workerCount,
  atlasView,
  atlasHash,
  GALLERY_SIZE,
} from './schedule.js';
import { PC_COLORS } from '../view/terminal-diff.js';
import { formatHash } from '../page/location-hash.js';
import * as C from '../api/constants.js';

const RENDER_EVERY = 700; // least ms between repaints while sampling (more if painting is slow)
const IN_FLIGHT = 8; // tasks sent ahead to each worker (~10 ms each), so a repaint starves none
// what the address asks for (kept in step with the page: a link says what it shows)
const view = atlasView(new URLSearchParams(location.hash.slice(1)));

// Series colours from the PC palette's bright half (cyan, yellow, magenta, green, red, blue...).
const SERIES = [11, 14, 13, 10, 12, 9, 7, 6, 3, 5, 2, 4].map((c) => PC_COLORS[c]);
const LABELS = {
  rooms: 'rooms',
  gone: 'gone rooms',
  mazes: 'mazes',
  dark: 'dark rooms',
  corridorCells: 'corridor cells',
  mazeCells: 'maze cells',
  doors: 'doors',
  secretDoors: 'secret doors',
  traps: 'traps',
  trapped: 'levels with traps',
  goldPiles: 'gold piles',
  goldValue: 'gold',
  items: 'items',
  monsters: 'monsters',
  lowerGone: 'gone rooms 3..8',
  lowerMazes: 'mazes in rooms 3..8',
  chambers: 'chambers',
  corridors: 'corridors',
  openings: 'openings',
};
const ITEM_KINDS = C.ITEM_NAMES;
const TRAP_TYPES = [...new Set(C.TRAP_NAMES)]; // ('weird' twice: classic mode's merged trap bits)
const LETTERS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
const LEVELMAP_SHOWN = ['chambers', 'corridors', 'doors'];

// ---------------------------------------------------------------------------------------------
// The sample: its state, the workers, the schedule.

const units = makeUnits();
const state = {
  sampleSize: view.n,
  rogue: null, // { fixed: [30 aggregates, depth 1..30], classic: [...] }
  diff: null, // [30 comparisons of the two modes' levels, seed by seed]
  levelmap: null, // key → aggregate
  levelsDone: 0,
  levelsTotal: 0,
  rogueDone: 0,
  rogueTotal: 0,
  done: false,
  run: 0,
  version: 0, // version: bumped with every reply (figures painted from older ones are stale)
  // a part is ready once every unit of it has its first round
  ready: { rogue: false, levelmap: false },
  // ms since navigation: start, firstReply, rogueReady, levelmapReady, firstPlot, rogue (every
  // Rogue level in), done; render: the last repaint's cost; work: { rogue, levelmap }, the
  // workers' own time summed; from: the levels already in when a finished sample was raised (the
  // timings are then the added levels')
  timing: {},
};
window.atlasData = state;

// The seeds a unit has in so far.
function unitSeeds(unit) {
  return unit.task === 'rogue'
    ? state.diff[unit.depth - 1].levels
    : state.levelmap.get(unit.key).levels;
}

class Pool {
  #workers = [];
  #queue = [];
  #jobs = new Map(); // id → { resolve, worker }
  #nextId = 1;

  constructor(size) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL('atlas-worker.js', import.meta.url), { type: 'module' });
      worker.busy = 0;
      worker.onmessage = ({ data }) => this.#reply(worker, data);
      // (a worker that did not load gets a plain Event, without a message)
      worker.onerror = (e) => {
        this.clear();
        fail(
          e.message
            ? `a worker failed: ${e.message}`
            : "the atlas's worker (atlas-worker.js) did not load",
        );
      };
      this.#workers.push(worker);
    }
  }

  get size() {
    return this.#workers.length;
  }

  /** Runs a message on the next free worker; resolves with its reply. front: before the queue,
   *  and kept by clear(). */
  submit(message, front = false) {
    return new Promise((resolve) => {
      const job = { message: { ...message, id: this.#nextId++ }, resolve, front };
      if (front) this.#queue.unshift(job);
      else this.#queue.push(job);
      this.#pump();
    });
  }

  /** Drops the jobs not yet sent (they resolve with null), but those sent to the front. */
  clear() {
    const queue = this.#queue.splice(0);
    this.#queue.push(...queue.filter((job) => job.front));
    for (const job of queue) if (!job.front) job.resolve(null);
  }

  // Several jobs in flight a worker, so none waits for a reply while the page paints.
  #pump() {
    for (const worker of this.#workers) {
      while (worker.busy < IN_FLIGHT && this.#queue.length) {
        const job = this.#queue.shift();
        worker.busy++;
        this.#jobs.set(job.message.id, job);
        worker.postMessage(job.message);
      }
    }
  }

  #reply(worker, data) {
    const job = this.#jobs.get(data.id);
    this.#jobs.delete(data.id);
    worker.busy--;
    if (data.error) {
      this.clear(); // the rest would fail alike: one message, not one a job
      fail(data.error);
      job.resolve(null);
    } else job.resolve(data);
    this.#pump();
  }
}

const pool = new Pool(workerCount(view.workers, navigator.hardwareConcurrency));

function fail(message) {
  document.getElementById('status').textContent = `Something went wrong: ${message}`;
  console.error(message);
}

/** Samples every unit up to n levels: from scratch, or on from the present sample if it is smaller.
 *  */
function sample(n) {
  const from = state.rogue && n > state.sampleSize ? state.sampleSize : 0;
  if (from === 0) {
    pool.clear();
    state.run++;
    state.rogue = Object.fromEntries(
      MODES.map((m) => [m, Array.from({ length: DEPTHS }, newRogueAggregate)]),
    );
    state.diff = Array.from({ length: DEPTHS }, newDiffAggregate);
    state.levelmap = new Map(
      units.filter((u) => u.task === 'levelmap').map((u) => [u.key, newLevelmapAggregate()]),
    );
    state.levelsDone = state.rogueDone = 0;
    state.timing = { start: performance.now() };
    state.ready = { rogue: false, levelmap: false };
  } else if (state.done) state.timing = { start: performance.now(), from: state.levelsDone };
  state.sampleSize = n;
  state.levelsTotal = units.reduce((sum, u) => sum + unitSize(u, n) * LEVELS_PER_SEED[u.task], 0);
  state.rogueTotal = DEPTHS * n * LEVELS_PER_SEED.rogue;
  state.done = false;
  const run = state.run;
  for (const task of makeTasks(units, from, n)) {
    const { unit } = task;
    const message =
      unit.task === 'rogue'
        ? { task: 'rogue', depth: unit.depth, from: task.from, to: task.to }
        : { task: 'levelmap', options: unit.options, from: task.from, to: task.to };
    pool.submit(message).then((reply) => {
      if (reply && run === state.run) received(unit, task, reply);
    });
  }
  showProgress();
}

const firstRoundSize = () => Math.min(10, state.sampleSize);

function received(unit, task, { agg, ms }) {
  const levels = (task.to - task.from) * LEVELS_PER_SEED[unit.task];
  if (unit.task === 'rogue') {
    for (const mode of MODES) mergeInto(state.rogue[mode][unit.depth - 1], agg[mode]);
    mergeInto(state.diff[unit.depth - 1], agg.diff);
    state.rogueDone += levels;
    if (state.rogueDone === state.rogueTotal) state.timing.rogue = performance.now();
  } else mergeInto(state.levelmap.get(unit.key), agg);
  const work = (state.timing.work ??= { rogue: 0, levelmap: 0 }); // the workers' own time, summed
  work[unit.task] += ms;
  state.timing.firstReply ??= performance.now();
  state.levelsDone += levels;
  if (state.levelsDone === state.levelsTotal) {
    state.timing.done = performance.now();
    state.done = true;
  }
  state.version++;
  if (
    !state.ready[unit.task] &&
    units.every((u) => u.task !== unit.task || unitSeeds(u) >= firstRoundSize())
  ) {
    state.ready[unit.task] = true;
    state.timing[`${unit.task}Ready`] = performance.now();
    requestRender(true);
  }
  showProgress();
  requestRender(state.done);
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

function showProgress() {
  const p = document.getElementById('progress');
  p.value = state.levelsDone / state.levelsTotal;
  const text = `${state.levelsDone.toLocaleString('en')} of ${state.levelsTotal.toLocaleString('en')} levels`;
  p.setAttribute('aria-valuetext', text);
  document.getElementById('progress-text').textContent = text;
  const status = document.getElementById('status');
  const t = state.timing;
  if (state.done) {
    const done =
      `Done: ${state.levelsTotal.toLocaleString('en')} levels (${state.sampleSize.toLocaleString('en')} per Rogue depth and mode, ${Math.min(state.sampleSize, LEVELMAP_MAX).toLocaleString('en')} per LevelMap setting)` +
      `${t.from ? `, the ${(state.levelsTotal - t.from).toLocaleString('en')} added` : ''} in ${seconds(t.done - t.start)} on ${pool.size} worker${pool.size > 1 ? 's' : ''}; every Rogue level in at ${seconds(t.rogue - t.start)}` +
      `${t.firstPlot < t.done ? `; first plots at ${seconds(t.firstPlot - t.start)}` : ''}.`;
    if (status.textContent !== done) status.textContent = done; // said once
  } else if (status.dataset.run !== String(state.run) + state.sampleSize) {
    status.dataset.run = String(state.run) + state.sampleSize;
    const all = state.levelsTotal.toLocaleString('en'),
      more = t.from && (state.levelsTotal - t.from).toLocaleString('en');
    status.textContent = `Measuring ${more ? `${more} more levels (${all} in all)` : `${all} levels`} on ${pool.size} worker${pool.size > 1 ? 's' : ''}…`;
  }
}

// ---------------------------------------------------------------------------------------------
// The figures: each a heading, a note, a plot and its numbers as CSV.

// A ramp legend's margins: its first and last ticks' labels whole (Plot's default, 0, cuts
// the first one's left half off).
const RAMP = { marginLeft: 12, marginRight: 12 };

// The depth axis's ticks: every fifth depth, or on a phone, where the figures' text is 12 px
// (atlas.html's media query, the same) and "15 20 25" would touch, every tenth; a mode's panels
// a little further apart there, so that one's 30 and the next one's 1 do not meet.
const phone = () => matchMedia('(max-width: 40rem)').matches;
const depthTicks = () => (phone() ? [1, 10, 20, 30] : [1, 5, 10, 15, 20, 25, 30]);
const modePanels = () => ({ label: null, domain: MODES, padding: phone() ? 0.2 : 0.1 });
// Every n-th of `names` for columns `px` wide, n the fewest that leaves each name 10 px (a
// phone: 12).
const everyNth = (names, px) =>
  names.filter((_, i) => i % Math.max(1, Math.ceil((phone() ? 12 : 10) / px)) === 0);

const perLevel = (rows, keys) =>
  rows.flatMap((r) =>
    keys.map((k) => ({ mode: r.mode, depth: r.depth, series: LABELS[k] ?? k, value: r[k] })),
  );

// Means by depth, one line a series, one panel a mode.
function depthPlot(width, data, marks = [], yLabel = 'per level') {
  const series = [...new Set(data.map((d) => d.series))];
  return Plot.plot({
    width,
    height: 260,
    marginRight: 10,
    x: { label: 'depth', domain: [1, DEPTHS], ticks: depthTicks() },
    y: { label: yLabel, grid: true, zero: true },
    fx: modePanels(),
    color: { legend: true, domain: series, range: SERIES },
    marks: [
      Plot.frame({ stroke: '#333' }),
      Plot.lineY(data, { fx: 'mode', x: 'depth', y: 'value', stroke: 'series' }),
      ...marks, // over the lines: a formula the measured line follows was hidden under it
      Plot.dot(data, {
        fx: 'mode',
        x: 'depth',
        y: 'value',
        fill: 'series',
        r: 1.5,
        tip: true,
        title: (d) => `${d.mode}, depth ${d.depth}: ${d.series} ${format(d.value)}`,
      }),
    ],
  });
}

// Counts by name, stacked by depth, one panel a mode.
function stackPlot(width, data, names) {
  return Plot.plot({
    width,
    height: 260,
    marginRight: 10,
    x: { label: 'depth', ticks: depthTicks(), tickFormat: String },
    y: { label: 'per level', grid: true },
    fx: modePanels(),
    color: { legend: true, domain: names, range: SERIES },
    marks: [
      Plot.barY(data, {
        fx: 'mode',
        x: 'depth',
        y: 'perLevel',
        fill: 'name',
        order: names,
        tip: true,
        title: (d) => `${d.mode}, depth ${d.depth}: ${d.name} ${format(d.perLevel)} per level`,
      }),
      Plot.ruleY([0]),
    ],
  });
}

const format = (v) =>
  Number.isFinite(v) ? (Math.abs(v) >= 100 ? v.toFixed(0) : v.toPrecision(3)) : '–';

// A table of `keys` by mode and depth, each followed by its standard error where it has one.
const withSe = (rows, keys) =>
  keys.flatMap((k) => (`${k}Se` in (rows[0] ?? {}) ? [k, `${k}Se`] : [k]));
const wide = (rows, keys) => ({
  columns: ['mode', 'depth', 'levels', ...withSe(rows, keys)],
  rows,
});
const wideCounts = (list, names) => {
  const rows = [];
  for (const mode of MODES) {
    state.rogue[mode].forEach((agg, i) => {
      if (!agg.levels) return;
      const row = { mode, depth: i + 1, levels: agg.levels };
      for (const n of names) ({ value: row[n], se: row[`${n}Se`] } = countMean(agg, list, n));
      rows.push(row);
    });
  }
  return { columns: ['mode', 'depth', 'levels', ...withSe(rows, names)], rows };
};

const heatChoice = { mode: view.heat, depth: view.depth };

function heatValues(which) {
  const out = new Float64Array(HEAT_COLS * HEAT_ROWS);
  state.rogue[heatChoice.mode].forEach((agg, i) => {
    if (heatChoice.depth !== 'all' && Number(heatChoice.depth) !== i + 1) return;
    for (let k = 0; k < out.length; k++) out[k] += agg[which][k];
  });
  return out;
}

function heatPlot(width, which) {
  const values = heatValues(which),
    max = Math.max(1, ...values);
  const plot = Plot.plot({
    width,
    height: Math.round((width * (HEAT_ROWS * 16)) / (HEAT_COLS * 8)) + 40,
    marginLeft: 30,
    marginRight: 4,
    // cell (x, y) spans x-0.5..x+0.5, so the ticks name cells
    x: { domain: [-0.5, HEAT_COLS - 0.5], label: 'column', ticks: [0, 20, 40, 60, HEAT_COLS - 1] },
    y: {
      domain: [-0.5, HEAT_ROWS - 0.5],
      reverse: true,
      label: 'row',
      ticks: [1, 12, C.ROGUE_ROWS],
    },
    color: {
      type: 'sqrt',
      scheme: 'inferno',
      domain: [0, max],
      legend: true,
      label: 'levels',
      ...RAMP,
    },
    marks: [
      Plot.raster(values, {
        width: HEAT_COLS,
        height: HEAT_ROWS,
        x1: -0.5,
        y1: -0.5,
        x2: HEAT_COLS - 0.5,
        y2: HEAT_ROWS - 0.5,
        imageRendering: 'pixelated',
      }),
      Plot.frame({ stroke: '#333' }),
    ],
  });
  const box = document.createElement('div'),
    caption = document.createElement('h4');
  caption.textContent = which === 'stairs' ? 'The stairs' : 'The player';
  box.append(caption, plot);
  return box;
}

function heatControls(el) {
  const p = document.createElement('p');
  p.className = 'controls';
  p.innerHTML = `<span class="pair"><label for="heat-mode">Mode</label> <select id="heat-mode">${MODES.map((m) => `<option>${m}</option>`).join('')}</select></span>
    <span class="pair"><label for="heat-depth">Depth</label> <select id="heat-depth"><option value="all">all depths</option>${Array.from(
      { length: DEPTHS },
      (_, i) => `<option>${i + 1}</option>`,
    ).join('')}</select></span>`;
  el.before(p);
  for (const key of ['mode', 'depth']) {
    const select = p.querySelector(`#heat-${key}`);
    select.value = heatChoice[key];
    select.addEventListener('change', () => {
      showHeat({ [key]: select.value });
      address({ heat: heatChoice.mode, depth: heatChoice.depth });
    });
  }
}

// The heat maps of these choices ({ mode, depth }: either, or both), their selects showing them.
function showHeat(choice) {
  Object.assign(heatChoice, choice);
  for (const key of ['mode', 'depth']) {
    const select = document.getElementById(`heat-${key}`);
    if (select) select.value = heatChoice[key];
  }
  if (state.ready.rogue) paint(FIGURES.find((f) => f.id === 'heat'));
}

const ROGUE_FIGURES = [
  {
    id: 'rooms',
    title: 'Rooms per level',
    note: "Of the 9 rooms: rooms kept (lit or dark), gone rooms (mazes included), mazes, dark rooms (from depth 11 every room kept is dark: one line). Dashed: the spec's 1.5 gone rooms a level.",
    table: () => wide(rogueRows(state.rogue), ['rooms', 'gone', 'mazes', 'dark']),
    plot: (w) =>
      depthPlot(w, perLevel(rogueRows(state.rogue), ['rooms', 'gone', 'mazes', 'dark']), [
        Plot.ruleY([SPEC_GONE_MEAN], { stroke: '#777', strokeDasharray: '4 3' }),
      ]),
  },
  {
    id: 'corridors',
    title: 'Corridor cells per level',
    note: 'Cells dug as passages, and the cells of mazes.',
    table: () => wide(rogueRows(state.rogue), ['corridorCells', 'mazeCells']),
    plot: (w) => depthPlot(w, perLevel(rogueRows(state.rogue), ['corridorCells', 'mazeCells'])),
  },
  {
    id: 'doors',
    title: 'Doors per level',
    note: 'All doors, and the secret ones among them (drawn as wall until found).',
    table: () => wide(rogueRows(state.rogue), ['doors', 'secretDoors']),
    plot: (w) => depthPlot(w, perLevel(rogueRows(state.rogue), ['doors', 'secretDoors'])),
  },
  {
    id: 'gold',
    title: 'Gold',
    note: "Piles per level, and the mean pile; dashed: the spec's 2 + rnd(50 + 10 × depth).",
    table: () => wide(rogueRows(state.rogue), ['goldPiles', 'goldValue', 'goldPerPile']),
    plot: (w) => {
      const rows = rogueRows(state.rogue);
      const data = [
        ...perLevel(rows, ['goldPiles']).map((d) => ({ ...d, series: 'piles per level' })),
        ...rows.map((r) => ({
          mode: r.mode,
          depth: r.depth,
          series: 'gold per pile ÷ 100',
          value: r.goldPerPile / 100,
        })),
      ];
      const spec = Array.from({ length: DEPTHS }, (_, i) => ({
        depth: i + 1,
        value: specGoldValue(i + 1) / 100,
      }));
      return depthPlot(
        w,
        data,
        [Plot.lineY(spec, { x: 'depth', y: 'value', stroke: '#777', strokeDasharray: '4 3' })],
        'piles per level; gold per pile ÷ 100',
      );
    },
  },
  {
    id: 'items',
    title: 'Items by kind',
    note: 'Things lying on the level, per level, by kind.',
    table: () => wideCounts('items', ITEM_KINDS),
    plot: (w) => stackPlot(w, countRows(state.rogue, 'items', ITEM_KINDS), ITEM_KINDS),
  },
  {
    id: 'traps',
    title: 'Traps by type',
    note: "Traps per level by type (weird: classic mode's two traps merged on one cell).",
    table: () => wideCounts('traps', TRAP_TYPES),
    plot: (w) => stackPlot(w, countRows(state.rogue, 'traps', TRAP_TYPES), TRAP_TYPES),
  },
  {
    id: 'monsters',
    reserve: 400,
    title: 'Monsters by letter',
    note: "Monsters per level by letter, in the order of the mean depth each is met at: the original's monsters come in bands of depth (E, Q, U and Z only wander in, never on a new level).",
    table: () => wideCounts('monsters', LETTERS),
    plot: (w) => {
      const rows = countRows(state.rogue, 'monsters', LETTERS);
      const letters = byMeanDepth(rows, LETTERS);
      return Plot.plot({
        width: w,
        height: 30 * 9 + 80,
        marginLeft: 30,
        padding: 0,
        // a letter's column, 26 of them in each mode's panel: where that is narrower than a
        // letter, every second or third letter is named
        x: {
          label: null,
          domain: letters,
          tickSize: 0,
          ticks: everyNth(letters, (w - 30) / (MODES.length * letters.length)),
        },
        y: {
          label: 'depth',
          labelAnchor: 'top',
          domain: Array.from({ length: DEPTHS }, (_, i) => i + 1),
          ticks: [1, 5, 10, 15, 20, 25, 30],
        },
        fx: { label: null, domain: MODES },
        color: { type: 'sqrt', scheme: 'viridis', legend: true, label: 'per level', ...RAMP },
        marks: [
          Plot.cell(rows, {
            fx: 'mode',
            x: 'name',
            y: 'depth',
            fill: 'perLevel',
            inset: 0.3,
            tip: true,
            title: (d) => `${d.mode}, depth ${d.depth}: ${d.name} ${format(d.perLevel)} per level`,
          }),
        ],
      });
    },
  },
  {
    id: 'rates',
    reserve: 318,
    title: "The spec's chances, measured",
    note: 'Dots: this sample; lines: the formulas of the spec (spec §3, §6, §7).',
    table: () => ({
      columns: [
        'mode',
        'depth',
        'levels',
        ...SPEC_RATES.flatMap((s) => [s.key, `${s.key}Se`, `${s.key}Spec`]),
      ],
      rows: rogueRows(state.rogue).map((r) => ({
        ...r,
        ...Object.fromEntries(SPEC_RATES.map((s) => [`${s.key}Spec`, s.want(r.depth)])),
      })),
    }),
    plot: (w) => {
      const rows = rogueRows(state.rogue),
        labels = SPEC_RATES.map((s) => s.label);
      const measured = rows.flatMap((r) =>
        SPEC_RATES.map((s) => ({ mode: r.mode, depth: r.depth, series: s.label, value: r[s.key] })),
      );
      const spec = MODES.flatMap((mode) =>
        SPEC_RATES.flatMap((s) =>
          Array.from({ length: DEPTHS }, (_, i) => ({
            mode,
            depth: i + 1,
            series: s.label,
            value: s.want(i + 1),
          })),
        ),
      );
      return Plot.plot({
        width: w,
        height: 280,
        marginRight: 10,
        x: { label: 'depth', domain: [1, DEPTHS], ticks: depthTicks() },
        y: { label: 'share', grid: true, domain: [0, 1] },
        fx: modePanels(),
        color: { legend: true, domain: labels, range: SERIES },
        marks: [
          Plot.frame({ stroke: '#333' }),
          Plot.lineY(spec, {
            fx: 'mode',
            x: 'depth',
            y: 'value',
            stroke: 'series',
            strokeOpacity: 0.6,
          }),
          Plot.dot(measured, {
            fx: 'mode',
            x: 'depth',
            y: 'value',
            fill: 'series',
            r: 2,
            tip: true,
            title: (d) => `${d.mode}, depth ${d.depth}: ${d.series} ${format(d.value)}`,
          }),
        ],
      });
    },
  },
  {
    id: 'heat',
    reserve: 485, // (its height follows its width: 660 px on a phone)
    wide: true,
    title: 'Where the stairs and the player land',
    note: `Levels with the stairs (or the player's start) on each cell of the ${HEAT_COLS}x${HEAT_ROWS} screen (rows 1..${C.ROGUE_ROWS} are the map).`,
    table: () => {
      const stairs = heatValues('stairs'),
        player = heatValues('player'),
        rows = [];
      for (let y = 0; y < HEAT_ROWS; y++)
        for (let x = 0; x < HEAT_COLS; x++)
          rows.push({
            mode: heatChoice.mode,
            depth: heatChoice.depth,
            x,
            y,
            stairs: stairs[y * HEAT_COLS + x],
            player: player[y * HEAT_COLS + x],
          });
      return { columns: ['mode', 'depth', 'x', 'y', 'stairs', 'player'], rows };
    },
    setup: heatControls,
    plot: (w) => {
      const two = w >= 700,
        each = two ? Math.floor((w - 16) / 2) : w,
        box = document.createElement('div');
      box.style.cssText = `display:flex;flex-wrap:wrap;gap:16px`;
      box.append(heatPlot(each, 'stairs'), heatPlot(each, 'player'));
      return box;
    },
  },
  {
    id: 'modes',
    reserve: 318,
    title: 'Where the two modes differ',
    note:
      'The share of seeds whose level differs between fixed and classic, by what differs ' +
      "(the same seed builds the same level in both but where a fix of the original's bugs changes it). Below: the means per level that differ.",
    table: () => ({
      columns: ['depth', 'levels', 'any', ...MODE_ASPECTS],
      rows: modeDiffRows(state.diff),
    }),
    plot: (w) => {
      const rows = modeDiffRows(state.diff),
        keys = ['any', ...MODE_ASPECTS],
        names = keys.map((k) => (k === 'any' ? 'anything' : k));
      const data = rows.flatMap((r) =>
        keys.map((k, i) => ({ depth: r.depth, series: names[i], value: r[k] })),
      );
      const plot = Plot.plot({
        width: w,
        height: 280,
        marginRight: 10,
        x: { label: 'depth', domain: [1, DEPTHS], ticks: depthTicks() },
        y: { label: 'share of seeds', grid: true, zero: true },
        color: { legend: true, domain: names, range: [PC_COLORS[15], ...SERIES] },
        marks: [
          Plot.frame({ stroke: '#333' }),
          Plot.lineY(data, {
            x: 'depth',
            y: 'value',
            stroke: 'series',
            strokeWidth: (d) => (d.series === 'anything' ? 2.5 : 1.2),
          }),
          Plot.dot(data, {
            x: 'depth',
            y: 'value',
            fill: 'series',
            r: 1.5,
            tip: true,
            title: (d) =>
              `depth ${d.depth}: ${d.series} differs on ${format(100 * d.value)} % of seeds`,
          }),
        ],
      });
      return plot;
    },
    // the means, which a moved thing leaves alone: only a changed count shows there, measured
    // seed by seed (fixed's number less classic's), as the modes build the same seeds
    words: () => {
      const byKey = new Map(),
        signed = (v) => (v > 0 ? '+' : '\u2212') + format(Math.abs(v));
      for (const d of modeDifferences(state.diff))
        byKey.set(d.key, [
          ...(byKey.get(d.key) ?? []),
          `${signed(d.difference)} at depth ${d.depth}`,
        ]);
      return byKey.size
        ? `Seed by seed, the means per level that differ by more than 5 standard errors (fixed less classic): ${[...byKey].map(([k, at]) => `${LABELS[k] ?? k} ${at.join(', ')}`).join('; ')}.`
        : 'Seed by seed, no mean per level differs by more than 5 standard errors in this sample: the fixes move things more than they change counts.';
    },
  },
];

function sweepRows(sweep) {
  return sweep.settings.flatMap((s) => {
    const row = levelmapRow(state.levelmap.get(levelmapKey(s.options)));
    return LEVELMAP_KEYS_SHOWN(sweep).map((k) => ({
      x: s.x,
      label: s.label,
      series: LABELS[k] ?? k,
      value: row[k],
    }));
  });
}

const LEVELMAP_KEYS_SHOWN = (sweep) =>
  sweep.key === 'toggles' ? [...LEVELMAP_SHOWN, 'openings'] : LEVELMAP_SHOWN;

const LEVELMAP_FIGURES = LEVELMAP_SWEEPS.map((sweep) => ({
  id: `levelmap-${sweep.key}`,
  reserve: sweep.key === 'toggles' ? 278 : undefined,
  title: sweep.title,
  note:
    sweep.key === 'size'
      ? 'Chambers, corridors and doors per map, by size in blocks (in order of area; defaults otherwise).'
      : `Chambers, corridors and doors per map${sweep.key === 'toggles' ? ', and openings (exits with no door; with natural corners, small chambers cut to a plus or an L have no 2x2 of floor and count as corridor, their exits as openings)' : ''}, at 40x22 blocks.`,
  table: () => ({
    columns: ['setting', 'levels', ...LEVELMAP_KEYS.flatMap((k) => [k, `${k}Se`])],
    rows: sweep.settings.map((s) => ({
      setting: s.label,
      ...levelmapRow(state.levelmap.get(levelmapKey(s.options))),
    })),
  }),
  plot: (w) => {
    const data = sweepRows(sweep),
      series = LEVELMAP_KEYS_SHOWN(sweep).map((k) => LABELS[k]);
    const color = { legend: true, domain: series, range: SERIES };
    const tip = (d) => `${d.label}: ${d.series} ${format(d.value)}`;
    if (sweep.key === 'toggles') {
      return Plot.plot({
        width: w,
        height: 240,
        marginLeft: 150,
        color,
        x: { label: 'per map', grid: true, zero: true },
        y: { label: null, domain: sweep.settings.map((s) => s.label) },
        marks: [
          Plot.dot(data, { x: 'value', y: 'label', fill: 'series', r: 4, tip: true, title: tip }),
        ],
      });
    }
    // sizes: one step each, in order of area (a numeric axis would crowd the small maps together)
    const bySize = sweep.key === 'size';
    return Plot.plot({
      width: w,
      height: 260,
      marginRight: 20,
      marginBottom: bySize ? 50 : 30,
      color,
      x: bySize
        ? {
            type: 'point',
            label: 'width x height',
            domain: sweep.settings.map((s) => s.label),
            tickRotate: -30,
          }
        : { label: sweep.x, ticks: sweep.settings.map((s) => s.x), tickFormat: String }, // 3: no .0
      y: { label: 'per map', grid: true, zero: true },
      marks: [
        Plot.frame({ stroke: '#333' }),
        Plot.line(data, { x: bySize ? 'label' : 'x', y: 'value', stroke: 'series' }),
        Plot.dot(data, {
          x: bySize ? 'label' : 'x',
          y: 'value',
          fill: 'series',
          r: 2.5,
          tip: true,
          title: tip,
        }),
      ],
    });
  },
}));

const FIGURES = [
  ...ROGUE_FIGURES.map((f) => ({ ...f, kind: 'rogue', part: 'rogue-figures' })),
  ...LEVELMAP_FIGURES.map((f) => ({ ...f, kind: 'levelmap', part: 'levelmap-figures' })),
];

const SIZE_SETTLES_MS = 500; // the sample size chosen, once no other change came for this long

// The height a figure's plot takes (its plot's height and legend, as drawn in Chromium), kept for
// it before it is drawn, so that the figures below stay where the reader is looking when it is.
const PLOT_RESERVE = 298;

function buildFigures() {
  for (const f of FIGURES) {
    const el = document.createElement('section');
    el.className = f.wide ? 'figure wide' : 'figure';
    el.id = `figure-${f.id}`;
    el.setAttribute('aria-labelledby', `${el.id}-title`);
    el.innerHTML = `<h3 id="${el.id}-title"></h3><p class="note"></p><div class="plot" role="img"><p class="note">Measuring…</p></div>
      ${f.words ? '<p class="note words"></p>' : ''}<p class="actions"><button type="button" class="csv">Download the numbers (CSV)</button></p>`;
    el.querySelector('h3').textContent = f.title;
    el.querySelector('.note').textContent = f.note;
    const plot = el.querySelector('.plot');
    plot.style.minHeight = `${f.reserve ?? PLOT_RESERVE}px`;
    plot.setAttribute('aria-label', `${f.title}: ${f.note} The numbers are in the CSV file below.`);
    const button = el.querySelector('.csv');
    // which figure's numbers (the visible words first: what a voice user says)
    button.setAttribute('aria-label', `Download the numbers (CSV) of ${f.title}`);
    button.addEventListener('click', () => {
      const { rows, columns } = f.table();
      // the heat maps' file names the mode and depth they show (two choices gave one name)
      const shown = f.id === 'heat' ? `-${heatChoice.mode}-depth-${heatChoice.depth}` : '';
      download(`delve-atlas-${f.id}${shown}-${state.sampleSize}.csv`, toCSV(rows, columns));
    });
    document.getElementById(f.part).append(el);
    f.el = plot;
    f.wordsEl = el.querySelector('.words'); // what the figure says in words, outside its image
    f.section = el;
    watcher.observe(el);
    f.setup?.(plot);
  }
}

function download(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function paint(f) {
  const t = performance.now();
  const width = Math.max(280, Math.floor(f.el.clientWidth));
  const node = f.plot(width);
  // Plot names each mark's group (or lone shape) with aria-label, which ARIA forbids on an element
  // without a role; the figure's own label (role="img") says what it shows, the CSV has the numbers
  for (const e of node.querySelectorAll('g[aria-label], rect[aria-label]'))
    e.removeAttribute('aria-label');
  f.el.replaceChildren(node);
  if (f.wordsEl) f.wordsEl.textContent = f.words();
  f.version = state.version;
  (state.paintMs ??= {})[f.id] = performance.now() - t;
}

let renderTimer = 0,
  nextRender = 0;

// now: paint at once (a part's first plots, the last); else after the pause since the last paint.
function requestRender(now) {
  if (renderTimer && !now) return;
  clearTimeout(renderTimer);
  renderTimer = setTimeout(render, now ? 0 : Math.max(0, nextRender - performance.now()));
}

// Paints the stale figures of the ready parts that are on screen; once the sample is done, the
// others too, one a task (so the page stays responsive), until every figure shows it all.
function render() {
  renderTimer = 0;
  const stale = FIGURES.filter((f) => state.ready[f.kind] && f.version !== state.version);
  const now = stale.filter((f) => f.onScreen);
  const later = stale.filter((f) => !f.onScreen);
  if (state.done && later.length) now.push(later.shift());
  if (now.length) {
    const t0 = performance.now();
    for (const f of now) paint(f);
    const t1 = performance.now();
    state.timing.render = t1 - t0;
    state.timing.firstPlot ??= t1;
    // a slow paint waits longer before the next: the workers share the machine with it
    nextRender = t1 + Math.max(RENDER_EVERY, 5 * (t1 - t0));
  }
  if (!state.done) return;
  if (later.length) renderTimer = setTimeout(render, 0);
  else {
    state.painted = state.levelsDone; // every figure shows the whole sample
    showProgress();
  }
}

// Figures off screen are left stale while sampling, and painted when they come into view.
const watcher = new IntersectionObserver(
  (entries) => {
    for (const e of entries)
      FIGURES.find((f) => f.section === e.target).onScreen = e.isIntersecting;
    if (entries.some((e) => e.isIntersecting)) requestRender(false);
  },
  { rootMargin: '200px' },
);

// ---------------------------------------------------------------------------------------------
// The gallery: random levels as thumbnails, each a link into the game.

const RGB = PC_COLORS.map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));

// Its draws are kept in the page's history entry, so that Back from a level it opened, or a
// reload, shows the same levels; `again` (Show other levels) draws new ones.
async function gallery(again = false) {
  const kept = history.state?.gallery;
  let seeds;
  if (!again && Array.isArray(kept) && kept.length === GALLERY_SIZE * 2) {
    seeds = Uint32Array.from(kept);
  } else {
    seeds = crypto.getRandomValues(new Uint32Array(GALLERY_SIZE * 2));
    history.replaceState({ ...history.state, gallery: [...seeds] }, '');
  }
  const levels = Array.from({ length: GALLERY_SIZE }, (_, i) => ({
    seed: seeds[i],
    depth: 1 + (seeds[GALLERY_SIZE + i] % DEPTHS),
    mode: seeds[GALLERY_SIZE + i] & 64 ? 'classic' : 'fixed',
  }));
  const reply = await pool.submit({ task: 'gallery', levels }, true);
  const list = document.getElementById('gallery');
  list.replaceChildren(
    ...reply.thumbs.map((t) => {
      const li = document.createElement('li'),
        a = document.createElement('a'),
        canvas = document.createElement('canvas');
      a.href = `index.html${formatHash({ ...t, dos: 0, generator: 'rogue' })}`;
      canvas.width = t.cols;
      canvas.height = t.rows;
      canvas.setAttribute('aria-hidden', 'true');
      const ctx = canvas.getContext('2d'),
        image = ctx.createImageData(t.cols, t.rows);
      t.colours.forEach((c, i) => image.data.set([...RGB[c], 255], i * 4));
      ctx.putImageData(image, 0, 0);
      const caption = document.createElement('span');
      caption.textContent = `seed ${t.seed} · depth ${t.depth} · ${t.mode}`;
      a.append(canvas, caption);
      li.append(a);
      return li;
    }),
  );
}

// ---------------------------------------------------------------------------------------------

// The sample size select showing n: the page's sizes and n (an address's own, 10..199).
function showSize(select, n) {
  const sizes = [...new Set([...SAMPLE_SIZES, n])].sort((a, b) => a - b);
  select.replaceChildren(...sizes.map((m) => new Option(m.toLocaleString('en'), String(m))));
  select.value = String(n);
}

// The address follows the view (`changes` to it): a new history entry with `push`, else the
// same one rewritten.
function address(changes, push = false) {
  Object.assign(view, changes);
  const hash = atlasHash(view);
  if (hash === location.hash) return;
  const url = `${location.pathname}${location.search}${hash}`;
  if (push)
    history.pushState(history.state, '', url); // (the gallery's draws go on with it)
  else history.replaceState(history.state, '', url);
}

function start() {
  document.getElementById('seed-rule').textContent = SEED_RULE;
  const select = document.getElementById('sample-size');
  showSize(select, state.sampleSize);
  // A size taken once it settles: arrow keys on the select change it at each press, and each
  // would start a sample (a smaller one from scratch). The first change of a run of them is a
  // new history entry, the others rewrite it: Back returns to the size before.
  let settling = 0;
  select.addEventListener('change', () => {
    address({ n: Number(select.value) }, !settling);
    clearTimeout(settling);
    settling = setTimeout(() => {
      settling = 0;
      if (Number(select.value) !== state.sampleSize) sample(Number(select.value));
    }, SIZE_SETTLES_MS);
  });
  address({}); // what was not understood, at its default
  // an address typed, pasted or gone Back to: its view
  addEventListener('hashchange', () => {
    const wanted = atlasView(new URLSearchParams(location.hash.slice(1)));
    clearTimeout(settling); // a size being chosen gives way to the address
    settling = 0;
    address({ n: wanted.n, heat: wanted.heat, depth: wanted.depth });
    showHeat({ mode: wanted.heat, depth: wanted.depth });
    showSize(select, wanted.n);
    if (wanted.n !== state.sampleSize) sample(wanted.n);
  });
  document.getElementById('reroll').addEventListener('click', () => gallery(true));
  buildFigures();
  gallery();
  sample(state.sampleSize);
  let resizeTimer = 0;
  let lastWidth = innerWidth;
  addEventListener('resize', () => {
    if (innerWidth === lastWidth) return;
    lastWidth = innerWidth;
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      for (const f of FIGURES) f.version = -1; // every figure is redrawn at its new width
      requestRender(true);
    }, 200);
  });
}

start();
