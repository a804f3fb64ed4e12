// The atlas's numbers, DOM-free (the worker, the page and Node tests share it): one level's JSON
// object → its counts; counts folded into aggregates that merge by plain addition (so a worker's
// partial sums and the page's totals are the same kind of object); aggregates → table rows; rows
// → CSV text.
import * as C from '../api/constants.js';

const SEED_STEP = 2246822519,
  SEED_START = 7;

/** The seed of the i-th level of a sample: a fixed scramble of i (the C rate test's own), so a
 *  sample is reproducible and its levels are not neighbouring seeds. */
export function sampleSeed(i) {
  return (Math.imul(i, SEED_STEP | 0) + SEED_START) >>> 0;
}

/** sampleSeed's rule in words, for the page. */
export const SEED_RULE = `(${SEED_STEP} × i + ${SEED_START}) mod 2³²`;

export const HEAT_COLS = C.ROGUE_COLS;
// the map's screen rows (a Rogue level's y is its screen row, 1..22) and the rows above and below
export const HEAT_ROWS = C.ROGUE_ROWS + 2;

// ---------------------------------------------------------------------------------------------
// Rogue

/** The per-level numbers of a Rogue level, in the order the tables show them. */
export const ROGUE_KEYS = [
  'rooms',
  'gone',
  'mazes',
  'dark',
  'lowerGone',
  'lowerMazes',
  'corridorCells',
  'mazeCells',
  'doors',
  'secretDoors',
  'traps',
  'trapped',
  'goldPiles',
  'goldValue',
  'items',
  'monsters',
];

const PASSAGE = C.GLYPHS.CH_PASSAGE; // how the JSON map draws corridor and maze cells

// A zero for each of ROGUE_KEYS, written out: an object literal keeps one fast shape (these
// objects are counted into for every level of a sample).
const rogueZero = () => ({
  rooms: 0,
  gone: 0,
  mazes: 0,
  dark: 0,
  lowerGone: 0,
  lowerMazes: 0,
  corridorCells: 0,
  mazeCells: 0,
  doors: 0,
  secretDoors: 0,
  traps: 0,
  trapped: 0,
  goldPiles: 0,
  goldValue: 0,
  items: 0,
  monsters: 0,
});

/** One Rogue level (delve.rogue's object) as its numbers: `n` (ROGUE_KEYS), counts by trap type,
 *  item kind and monster letter, and where the stairs and the player are. */
export function rogueLevelStats(level) {
  const n = rogueZero();
  const mazeRooms = [];
  for (let i = 0; i < level.rooms.length; i++) {
    const room = level.rooms[i];
    if (room.gone) {
      n.gone++;
      if (room.maze) {
        n.mazes++;
        mazeRooms.push(room);
      }
      // rooms 3..8, the ones a maze may replace (spec §3: a maze needs a gone room below the top
      // row)
      if (i >= 3) {
        n.lowerGone++;
        n.lowerMazes += room.maze;
      }
    } else {
      n.rooms++;
      n.dark += room.dark;
    }
  }
  // Corridor cells: the map's passage glyphs outside the mazes' rectangles. Nothing is ever placed
  // on a corridor cell (things go in rooms and mazes), so this equals counting the cells flagged
  // F_PASS and not F_MAZE (checked over 20,000 levels against delve.rogueCells). A maze's cells
  // are everything but rock in its rectangle: the things that stand there hide its glyph.
  for (let r = 0; r < level.map.length; r++) {
    const row = level.map[r],
      y = r + 1;
    for (let x = row.indexOf(PASSAGE); x !== -1; x = row.indexOf(PASSAGE, x + 1)) {
      let inMaze = false;
      for (const m of mazeRooms) inMaze ||= x >= m.x && x < m.x + m.w && y >= m.y && y < m.y + m.h;
      if (!inMaze) n.corridorCells++;
    }
  }
  for (const m of mazeRooms)
    for (let y = m.y; y < m.y + m.h; y++)
      for (let x = m.x; x < m.x + m.w; x++) n.mazeCells += level.map[y - 1][x] !== ' ';
  n.doors = level.doors.length;
  for (const door of level.doors) n.secretDoors += door.secret;
  n.traps = level.traps.length;
  n.trapped = +(n.traps > 0);
  n.goldPiles = level.gold.length;
  for (const pile of level.gold) n.goldValue += pile.value;
  n.items = level.items.length;
  n.monsters = level.monsters.length;
  return {
    n,
    traps: countBy(level.traps, 'type'),
    items: countBy(level.items, 'kind'),
    monsters: countBy(level.monsters, 'letter'),
    stairs: level.stairs,
    player: level.player,
  };
}

function countBy(list, key) {
  const out = {};
  for (const e of list) out[e[key]] = (out[e[key]] ?? 0) + 1;
  return out;
}

/** An empty Rogue aggregate: levels, per-level sums and sums of squares (for standard errors),
 *  counts by name and their squares (traps2...), and the stairs' and player's heat maps
 *  (HEAT_COLS x HEAT_ROWS, row-major). */
export function newRogueAggregate() {
  return {
    levels: 0,
    sum: rogueZero(),
    sum2: rogueZero(),
    traps: {},
    items: {},
    monsters: {},
    traps2: {},
    items2: {},
    monsters2: {},
    stairs: new Uint32Array(HEAT_COLS * HEAT_ROWS),
    player: new Uint32Array(HEAT_COLS * HEAT_ROWS),
  };
}

/** Folds one level's numbers (rogueLevelStats) into an aggregate. */
export function addRogueLevel(agg, s) {
  agg.levels++;
  for (const k of ROGUE_KEYS) {
    agg.sum[k] += s.n[k];
    agg.sum2[k] += s.n[k] * s.n[k];
  }
  for (const list of ['traps', 'items', 'monsters']) {
    const squares = agg[`${list}2`];
    for (const [name, c] of Object.entries(s[list])) {
      agg[list][name] = (agg[list][name] ?? 0) + c;
      squares[name] = (squares[name] ?? 0) + c * c;
    }
  }
  agg.stairs[s.stairs.y * HEAT_COLS + s.stairs.x]++;
  agg.player[s.player.y * HEAT_COLS + s.player.x]++;
  return agg;
}

/** Adds aggregate b into a (any two aggregates of the same kind; a key only b has is taken). */
export function mergeInto(a, b) {
  for (const [k, v] of Object.entries(b)) {
    if (typeof v === 'number') a[k] = (a[k] ?? 0) + v;
    else if (ArrayBuffer.isView(v)) {
      if (!a[k]) a[k] = v.slice();
      else for (let i = 0; i < v.length; i++) a[k][i] += v[i];
    } else a[k] = mergeInto(a[k] ?? {}, v);
  }
  return a;
}

const clamp01 = (v) => Math.min(1, Math.max(0, v));

/** The chance that the original's rnd(2) is 0, which the spec calls 50 % (spec §7's gold): over
 *  its 2,796,202 states, each even value of rnd(n) for an even n comes 1.008 / n of the time and
 *  each odd one 0.992 / n (the two steps of a draw, 125 s and 125^2 s mod 2796203, summed), so
 *  0.504 (1,409,292 of the states; tests/node/atlas-stats.test.mjs counts them). Every other
 *  chance below is a sum of such draws' values that this tilts by under 0.1 percentage points. */
export const RND2_ZERO = 1409292 / 2796202;

/** The chances the spec fixes (spec §3, §6, §7; tests/rogue/test_rogue_rates.c checks them in C):
 *  each as hits / trials of the aggregate's sums, and the spec's value at depth d. Their keys
 *  end in Rate: a row holds them beside ROGUE_KEYS' means per level. */
export const SPEC_RATES = [
  {
    key: 'darkRoomRate',
    label: 'dark rooms (of rooms)',
    hits: 'dark',
    of: 'rooms',
    want: (d) => clamp01((d - 1) / 10),
  },
  {
    key: 'secretDoorRate',
    label: 'secret doors (of doors)',
    hits: 'secretDoors',
    of: 'doors',
    want: (d) => clamp01((d - 1) / 10) / 5,
  },
  {
    key: 'trappedLevelRate',
    label: 'levels with traps',
    hits: 'trapped',
    of: 'levels',
    want: (d) => clamp01(d / 10),
  },
  {
    key: 'goldRoomRate',
    label: 'rooms with gold',
    hits: 'goldPiles',
    of: 'rooms',
    want: () => RND2_ZERO,
  },
  {
    key: 'lowerMazeRate',
    label: 'lower gone rooms that are mazes',
    hits: 'lowerMazes',
    of: 'lowerGone',
    want: (d) => (d > 10 ? clamp01((d - 9) / 20) : 0),
  },
];

/** The spec's mean number of gone rooms per level: rnd(4), i.e. 0..3 (spec §3). */
export const SPEC_GONE_MEAN = 1.5;

/** The spec's mean value of a gold pile at depth d: 2 + rnd(50 + 10d) (spec §7). */
export const specGoldValue = (d) => 2 + (49 + 10 * d) / 2;

/** A rate of an aggregate: { value, n, se } (se: the binomial standard error of a rate at `want`,
 *  or at the value itself without one). */
export function rate(agg, spec, want) {
  const hits = agg.sum[spec.hits],
    n = spec.of === 'levels' ? agg.levels : agg.sum[spec.of];
  const value = n ? hits / n : NaN,
    p = want ?? value;
  return { value, n, se: Math.sqrt((p * (1 - p)) / n) };
}

/** The mean per level of key k in an aggregate (a Rogue or a LevelMap one), with its standard
 *  error (the sample's spread over n − 1). */
export function mean(agg, k) {
  return meanOf(agg.levels, agg.sum[k], agg.sum2[k]);
}

/** The mean per level of name's count in list ('traps', 'items', 'monsters') of a Rogue
 *  aggregate, with its standard error, as mean's (a name no level had: 0 and 0). */
export function countMean(agg, list, name) {
  return meanOf(agg.levels, agg[list][name] ?? 0, agg[`${list}2`][name] ?? 0);
}

function meanOf(n, sum, sum2) {
  const m = sum / n,
    variance = n > 1 ? Math.max(0, (sum2 - n * m * m) / (n - 1)) : NaN;
  return { value: m, se: Math.sqrt(variance / n) };
}

/** One row per aggregate of a Rogue sample ({ fixed: [depth 1..30 aggregates], classic: [...] }):
 *  mode, depth, levels, the mean per level of each key and each spec rate, each with its standard
 *  error (its key + 'Se'), and the gold per pile. */
export function rogueRows(byMode) {
  const rows = [];
  for (const [mode, depths] of Object.entries(byMode)) {
    depths.forEach((agg, i) => {
      if (!agg.levels) return;
      const row = { mode, depth: i + 1, levels: agg.levels };
      for (const k of ROGUE_KEYS) ({ value: row[k], se: row[`${k}Se`] } = mean(agg, k));
      for (const spec of SPEC_RATES)
        ({ value: row[spec.key], se: row[`${spec.key}Se`] } = rate(agg, spec));
      row.goldPerPile = agg.sum.goldPiles ? agg.sum.goldValue / agg.sum.goldPiles : NaN;
      rows.push(row);
    });
  }
  return rows;
}

/** Rows of counts by name per level ({ mode, depth, name, perLevel }) for list 'traps', 'items' or
 *  'monsters'; names: every name to show (absent ones are 0). */
export function countRows(byMode, list, names) {
  const rows = [];
  for (const [mode, depths] of Object.entries(byMode)) {
    depths.forEach((agg, i) => {
      if (!agg.levels) return;
      for (const name of names)
        rows.push({ mode, depth: i + 1, name, perLevel: (agg[list][name] ?? 0) / agg.levels });
    });
  }
  return rows;
}

/** `names` in the order of the mean depth at which countRows' `rows` meet each (its counts per
 *  level as weights, over every mode), those never met last, in their own order: the depth bands
 *  of the original's monsters side by side, whatever letters they have. */
export function byMeanDepth(rows, names) {
  const weight = new Map(names.map((n) => [n, { sum: 0, depths: 0 }]));
  for (const { name, depth, perLevel } of rows) {
    const w = weight.get(name);
    if (!w) continue;
    w.sum += perLevel;
    w.depths += depth * perLevel;
  }
  const meanDepth = (n) => {
    const w = weight.get(n);
    return w.sum > 0 ? w.depths / w.sum : Infinity;
  };
  return names
    .map((name, i) => ({ name, i, at: meanDepth(name) }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map((e) => e.name);
}

/** Where the two modes' means per level differ by more than `z` standard errors, from the
 *  comparisons by depth (newDiffAggregate's): the modes build each seed, so a seed's difference
 *  is the measure (a paired test), whose spread is far smaller than the two samples' own: it
 *  finds what a comparison of two independent means would drown. { key, depth, difference
 *  (fixed - classic, per level), z } for each such key and depth. */
export function modeDifferences(diffs, z = 5) {
  const out = [];
  for (const k of ROGUE_KEYS) {
    diffs.forEach((d, i) => {
      const n = d.levels;
      if (n < 2) return;
      const m = d.d[k] / n,
        se = Math.sqrt(Math.max(0, (d.d2[k] - n * m * m) / (n - 1)) / n);
      const score = se > 0 ? Math.abs(m) / se : m === 0 ? 0 : Infinity;
      if (score > z) out.push({ key: k, depth: i + 1, difference: m, z: score });
    });
  }
  return out;
}

/** What of a level the two modes may build differently for one seed and depth. */
export const MODE_ASPECTS = [
  'map',
  'rooms',
  'doors',
  'traps',
  'stairs',
  'player',
  'gold',
  'items',
  'monsters',
];

function sameList(a, b, keys) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) for (const k of keys) if (a[i][k] !== b[i][k]) return false;
  return true;
}
// the fields that make two entries of each list the same
const FIELDS = {
  rooms: ['x', 'y', 'w', 'h', 'gone', 'maze', 'dark'],
  doors: ['x', 'y', 'secret'],
  traps: ['x', 'y', 'type'],
  gold: ['x', 'y', 'value'],
  items: ['x', 'y', 'kind'],
  monsters: ['x', 'y', 'letter'],
};
const SAME = {
  map: (a, b) => a.length === b.length && a.every((row, i) => row === b[i]),
  rooms: (a, b) => sameList(a, b, FIELDS.rooms),
  doors: (a, b) => sameList(a, b, FIELDS.doors),
  traps: (a, b) => sameList(a, b, FIELDS.traps),
  stairs: (a, b) => a.x === b.x && a.y === b.y,
  player: (a, b) => a.x === b.x && a.y === b.y,
  gold: (a, b) => sameList(a, b, FIELDS.gold),
  items: (a, b) => sameList(a, b, FIELDS.items),
  monsters: (a, b) => sameList(a, b, FIELDS.monsters),
};

/** An empty comparison of the modes: levels (seeds) compared, how many differ at all, and in each
 *  aspect. */
export function newDiffAggregate() {
  return {
    levels: 0,
    any: 0,
    ...Object.fromEntries(MODE_ASPECTS.map((k) => [k, 0])),
    d: rogueZero(), // sums of each seed's fixed - classic numbers (rogueLevelStats' n)
    d2: rogueZero(), // and of their squares
  };
}

/** Folds in one seed's two levels (fixed and classic, same seed and depth) and their numbers
 *  (rogueLevelStats'): the same seed gives the same level but where a bug's fix changes it, so
 *  comparing them pair by pair shows what the bugs change even where the means cannot (a moved
 *  thing changes no count), and the differences of their numbers what they change in counts. */
export function addModePair(
  agg,
  fixed,
  classic,
  fixedStats = rogueLevelStats(fixed),
  classicStats = rogueLevelStats(classic),
) {
  for (const k of ROGUE_KEYS) {
    const diff = fixedStats.n[k] - classicStats.n[k];
    agg.d[k] += diff;
    agg.d2[k] += diff * diff;
  }
  agg.levels++;
  let any = 0;
  for (const k of MODE_ASPECTS) {
    if (!SAME[k](fixed[k], classic[k])) {
      agg[k]++;
      any = 1;
    }
  }
  agg.any += any;
  return agg;
}

/** One row per depth of the comparisons: depth, levels, then the share of levels that differ at
 *  all (any) and in each aspect. */
export function modeDiffRows(diffs) {
  return diffs.flatMap((d, i) =>
    d.levels
      ? [
          {
            depth: i + 1,
            levels: d.levels,
            ...Object.fromEntries(['any', ...MODE_ASPECTS].map((k) => [k, d[k] / d.levels])),
          },
        ]
      : [],
  );
}

// ---------------------------------------------------------------------------------------------
// LevelMap

/** The per-level numbers of a LevelMap level. */
export const LEVELMAP_KEYS = [
  'chambers',
  'corridors',
  'doors',
  'openings',
  'chamberFloor',
  'corridorFloor',
  'floor',
  'walls',
  'voids',
  'blocks',
];

// block types, the high nibble (spec §1.3)
const SHIFT = C.LM_TYPE_SHIFT,
  VOID = C.LM_VOID >> SHIFT,
  FLOOR = C.LM_FLOOR >> SHIFT,
  WALL = C.LM_WALL >> SHIFT,
  DOOR = C.LM_DOOR >> SHIFT;
const CORRIDOR = 1,
  CHAMBER = 2,
  OPENING = 3; // kinds of floor block (0: not floor)

/** One LevelMap level ({ width, height, blocks }: blocks as the JSON's rows or a flat array, as
 *  delve.levelmapBlocks gives) as its numbers. The blocks hold only types (void, floor, wall,
 *  door), not which cell was a chamber, so the shapes decide:
 *  - chamber floor: a floor block in some 2x2 square of floor. Chambers are at least 2x2 (cell
 *    size 2 or 3) and corridors are 1 wide, so this is exactly the chambers' floor, merged walls
 *    included; `chambers` counts its 4-connected pieces (two merged chambers are one).
 *  - openings: the other floor blocks next to chamber floor, i.e. chamber exits left open (doors
 *    off); with doors on they are doors.
 *  - corridor floor: every other floor block; `corridors` counts its 4-connected pieces (joined
 *    corridor cells form one piece; doors and openings cut them).
 *  - doors: door blocks (entrances opened as doors included).
 *  Two settings blur it: cell size 1 makes 1-wide chambers, and natural corners turn 3x3 and 2xN
 *  chambers into shapes with no 2x2 square (a plus, an L); those count as corridor floor. */
export function levelmapLevelStats({ width, height, blocks }) {
  const flat = Array.isArray(blocks[0]) ? blocks.flat() : blocks;
  // kinds on a grid with a one-block border of 0, so neighbours need no bounds checks
  const W = width + 2,
    kind = new Uint8Array(W * (height + 2));
  let floor = 0,
    walls = 0,
    doors = 0,
    voids = 0; // (local counters: this loop is the hot one)
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const t = flat[i] >> SHIFT;
      if (t === FLOOR) {
        floor++;
        kind[(y + 1) * W + x + 1] = CORRIDOR;
      } else if (t === WALL) walls++;
      else if (t === DOOR) doors++;
      else if (t === VOID) voids++;
    }
  }
  // square[i]: the 2x2 square whose top-left block is i is all floor
  const end = kind.length - W - 1,
    square = new Uint8Array(kind.length);
  for (let i = 0; i < end; i++) square[i] = kind[i] & kind[i + 1] & kind[i + W] & kind[i + W + 1];
  let chamberFloor = 0,
    openings = 0;
  for (let i = W + 1; i < end; i++) {
    if (kind[i] && square[i] | square[i - 1] | square[i - W] | square[i - W - 1]) {
      kind[i] = CHAMBER;
      chamberFloor++;
    }
  }
  for (let i = W + 1; i < end; i++) {
    if (
      kind[i] === CORRIDOR &&
      (kind[i - 1] === CHAMBER ||
        kind[i + 1] === CHAMBER ||
        kind[i - W] === CHAMBER ||
        kind[i + W] === CHAMBER)
    ) {
      kind[i] = OPENING;
      openings++;
    }
  }
  const corridorFloor = floor - chamberFloor - openings;
  const chambers = pieces(kind, W, CHAMBER),
    corridors = pieces(kind, W, CORRIDOR);
  return {
    n: {
      chambers,
      corridors,
      doors,
      openings,
      chamberFloor,
      corridorFloor,
      floor,
      walls,
      voids,
      blocks: width * height,
    },
  };
}

// The number of 4-connected pieces of blocks whose kind is k, on a bordered grid W wide
// (consumes those blocks' kind).
function pieces(kind, W, k) {
  let count = 0,
    top = 0;
  const stack = new Int32Array(kind.length);
  for (let start = 0; start < kind.length; start++) {
    if (kind[start] !== k) continue;
    count++;
    kind[start] = 0;
    stack[top++] = start;
    while (top) {
      const i = stack[--top];
      if (kind[i - 1] === k) {
        kind[i - 1] = 0;
        stack[top++] = i - 1;
      }
      if (kind[i + 1] === k) {
        kind[i + 1] = 0;
        stack[top++] = i + 1;
      }
      if (kind[i - W] === k) {
        kind[i - W] = 0;
        stack[top++] = i - W;
      }
      if (kind[i + W] === k) {
        kind[i + W] = 0;
        stack[top++] = i + W;
      }
    }
  }
  return count;
}

/** An empty LevelMap aggregate. */
export function newLevelmapAggregate() {
  const zero = () => Object.fromEntries(LEVELMAP_KEYS.map((k) => [k, 0]));
  return { levels: 0, sum: zero(), sum2: zero() };
}

export function addLevelmapLevel(agg, s) {
  agg.levels++;
  for (const k of LEVELMAP_KEYS) {
    agg.sum[k] += s.n[k];
    agg.sum2[k] += s.n[k] * s.n[k];
  }
  return agg;
}

/** The mean per level of each LEVELMAP_KEYS entry and its standard error, as one row:
 *  { levels, chambers, chambersSe, ... }. */
export function levelmapRow(agg) {
  const row = { levels: agg.levels };
  for (const k of LEVELMAP_KEYS)
    ({ value: row[k], se: row[`${k}Se`] } = agg.levels ? mean(agg, k) : { value: NaN, se: NaN });
  return row;
}

// ---------------------------------------------------------------------------------------------
// CSV

/** rows (objects) as CSV text (RFC 4180: CRLF line ends, quotes doubled), one column per key of
 *  `columns` (default: the first row's keys); numbers with at most 6 significant digits. */
export function toCSV(rows, columns = Object.keys(rows[0] ?? {})) {
  const cell = (v) => {
    if (typeof v === 'number')
      return Number.isFinite(v) ? String(Number.isInteger(v) ? v : +v.toPrecision(6)) : '';
    const s = String(v ?? '');
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return (
    [
      columns.map(cell).join(','),
      ...rows.map((r) => columns.map((c) => cell(r[c])).join(',')),
    ].join('\r\n') + '\r\n'
  );
}
