// How far delve replays the original's whole games (tests/data/dos148-games, issue 23): each
// game is played through delve.game({ dos, fruit: 'dounut', year: 2026, firstClock }) one key at
// a time (the options delve.game does not know yet are left out, and named) and its screens
// compared with the recording's, rows 0-23, characters and colours (row 24 is the original's
// clock), up to the first difference or the first key delve refuses (tests/node/games-data.mjs).
// usage: node scripts/games.mjs [--kind F|D|V|I|R] [--game NNNNN-K] [--show]
//   a table: per game the screens identical before the first difference, of all its screens, and
//   where the first difference is (screen, row, column, the key that led there and the one before,
//   both rows, a guess at its cause); then per kind the games, screens, screens matching before
//   the first divergence and games identical throughout; then the causes, most common first.
//   --show adds both whole screens at each game's first difference.
// A report: exit 0 whatever it finds; 2 on bad arguments; 1 without build/web/delve.wasm.
import { fileURLToPath } from 'node:url';
import { loadDelve } from '../web/api/delve.js';
import {
  COLS,
  COMPARED_ROWS,
  KINDS,
  formatSummary,
  readGames,
  readIndex,
  replay,
} from '../tests/node/games-data.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const USAGE = 'usage: node scripts/games.mjs [--kind F|D|V|I|R] [--game NNNNN-K] [--show]';

function fail(message) {
  process.stderr.write(`games: ${message} (${USAGE})\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const args = { kind: null, game: null, show: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--show') args.show = true;
    else if (a === '--kind' || a === '--game') {
      const value = argv[++i];
      if (value === undefined) fail(`${a} needs a value`);
      args[a.slice(2)] = value;
    } else if (a === '--help' || a === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else fail(`unknown argument ${JSON.stringify(a)}`);
  }
  if (args.kind !== null && !KINDS.includes(args.kind)) {
    fail(`--kind must be one of ${KINDS.join(' ')}, not ${JSON.stringify(args.kind)}`);
  }
  if (args.game !== null && !/^\d{5}-[A-Z]$/.test(args.game)) {
    fail(`--game must be a game's folder name like 00764-I, not ${JSON.stringify(args.game)}`);
  }
  return args;
}

// A key as a person reads it: 'x', Space, Esc, Enter, ^A ...
function keyName(key) {
  if (key === undefined) return '(none)';
  const c = key.charCodeAt(0);
  if (c === 0x20) return 'Space';
  if (c === 0x1b) return 'Esc';
  if (c === 0x0d) return 'Enter';
  if (c === 0x08) return 'Backspace';
  if (c < 0x20) return `^${String.fromCharCode(c + 0x40)}`;
  if (c >= 0x7f) return `0x${c.toString(16)}`;
  return `'${key}'`;
}

const hex2 = (v) => v.toString(16).padStart(2, '0');
const trimmed = (row) => row.trimEnd() || '(blank)';
const isMonster = (ch) => ch >= 'A' && ch <= 'Z';
const levelOf = (status) => /Level:\s*(\d+)/.exec(status ?? '')?.[1];

// The rows (0-23) where want and got differ, characters or colours.
function differingRows(want, wantAttrs, got, gotAttrs) {
  const rows = [];
  for (let y = 0; y < COMPARED_ROWS; y++) {
    let same = want[y] === got[y];
    for (let x = y * COLS; same && x < (y + 1) * COLS; x++) same = wantAttrs[x] === gotAttrs[x];
    if (!same) rows.push(y);
  }
  return rows;
}

// A list screen (the inventory, a "which object" menu, the discoveries, help): it covers the map.
function isListScreen(rows) {
  return (
    /^[a-z]\) /.test(rows[0]) ||
    /--Press .* to continue--|-Press space to continue-/.test(rows.join('\n'))
  );
}

// Which status fields differ (row 23), e.g. "Hits" "Str".
function statusFields(want, got) {
  const fields = [];
  for (const m of want.matchAll(/([A-Za-z]+):\s*(\S+)/g)) {
    const theirs = new RegExp(`${m[1]}:\\s*(\\S+)`).exec(got)?.[1];
    if (theirs !== m[2]) fields.push(m[1]);
  }
  return fields.length ? fields.join(' ') : 'layout or colour';
}

// The map rows (1-22): does a monster letter stand on a differing cell, on either side?
function monsterOnMap(want, got, rows) {
  for (const y of rows.filter((r) => r >= 1 && r <= 22)) {
    const w = [...want[y]],
      g = [...got[y]];
    for (let x = 0; x < COLS; x++) {
      if (w[x] !== g[x] && (isMonster(w[x]) || isMonster(g[x]))) return true;
    }
  }
  return false;
}

// the hero's blows (delve today: "A bat blocks your way"), and a monster's
const HERO_ATTACK =
  /^You (swing and |have |barely |scored an )?(miss|hit|injured|don't hit|defeated)/;
const MONSTER_ATTACK = /\b(hit|hits|misses|missed|injured|bites|stings|doesn't hit) you\b/;

// Where the hero (☺) stands on rows 1-22, as [row, col], or null.
function heroAt(rows) {
  for (let y = 1; y <= 22; y++) {
    const x = [...rows[y]].indexOf('☺');
    if (x >= 0) return [y, x];
  }
  return null;
}

const at = (p) => (p ? `row ${p[0]} col ${p[1]}` : 'nowhere');
const STEP = {
  H: [0, -1],
  J: [1, 0],
  K: [-1, 0],
  L: [0, 1],
  Y: [-1, -1],
  U: [-1, 1],
  B: [1, -1],
  N: [1, 1],
};

// Where a Shift-run ended, the original's cell against delve's: "1 step further" and the like.
function runEnd(key, want, got) {
  const [dy, dx] = STEP[key];
  const w = heroAt(want),
    g = heroAt(got);
  let how = 'elsewhere';
  if (w && g) {
    const k = dx ? (w[1] - g[1]) / dx : (w[0] - g[0]) / dy;
    if (w[0] - g[0] === k * dy && w[1] - g[1] === k * dx) {
      how =
        k > 0 ? `${k} step${k > 1 ? 's' : ''} further` : `${-k} step${k < -1 ? 's' : ''} sooner`;
    }
  }
  return `the original's run ends ${how}: hero at ${at(w)}, delve's at ${at(g)}`;
}

// A guess at the first divergence's cause, from the screens: { category (for the ranking),
// detail }. The first rule that fits wins.
function cause(game, result) {
  const d = result.diverged;
  if (d.refused !== undefined) {
    return { category: `delve refuses the key ${keyName(d.refused)}`, detail: d.error };
  }
  if (d.failed !== undefined) {
    return { category: `game.act fails (not a refusal) on ${keyName(d.failed)}`, detail: d.error };
  }
  const want = game.frames[d.screen],
    got = d.text,
    prev = game.frames[d.screen - 1];
  const key = game.keys[d.screen - 1];
  const rows = differingRows(want, game.attrs[d.screen], got, d.attrs);
  const wantMsg = trimmed(want[0]),
    gotMsg = trimmed(got[0]);
  const both = `original: ${wantMsg} / delve: ${gotMsg}`;
  if (isListScreen(want) || isListScreen(got)) {
    return { category: 'a list screen (the inventory, a menu)', detail: both };
  }
  if (prev && levelOf(want[23]) !== undefined && levelOf(want[23]) !== levelOf(prev[23])) {
    return { category: 'the next level (after the stairs)', detail: `level ${levelOf(want[23])}` };
  }
  if (rows.includes(0) && HERO_ATTACK.test(want[0])) {
    return { category: "the hero's attack (delve: blocked)", detail: both };
  }
  if (rows.includes(0) && MONSTER_ATTACK.test(want[0])) {
    return { category: 'a monster attacks the hero', detail: both };
  }
  if (want[0].includes(' More ') && !got[0].includes(' More ')) {
    return { category: "a message with ' More '", detail: both };
  }
  if (key in STEP && at(heroAt(want)) !== at(heroAt(got))) {
    const clock = d.screen === game.info.firstClock ? ' at the first clock draw (firstClock)' : '';
    return { category: `a Shift-run ends elsewhere${clock}`, detail: runEnd(key, want, got) };
  }
  if (monsterOnMap(want, got, rows)) {
    return { category: 'a monster moves (or wakes) on the map', detail: both };
  }
  if (rows.includes(0)) return { category: 'another message', detail: both };
  if (rows.some((r) => r >= 1 && r <= 22)) {
    return { category: 'the map, no monster involved', detail: `rows ${rows.join(' ')}` };
  }
  return {
    category: `the status line: ${statusFields(want[23], got[23])}`,
    detail: `original: ${trimmed(want[23])}`,
  };
}

// One game's line of the table, and its detail lines.
function gameLines(game, result, show) {
  const d = result.diverged;
  const head = `${result.id}  ${String(result.matched).padStart(4)} of ${String(result.screens).padStart(4)}`;
  if (!d) return [`${head}  identical throughout`];
  const key = game.keys[d.screen - 1],
    prevKey = game.keys[d.screen - 2];
  const { category, detail } = cause(game, result);
  const where =
    d.row === undefined ? `screen ${d.screen}` : `screen ${d.screen} row ${d.row} col ${d.col}`;
  const lines = [
    `${head}  ${where}, key ${keyName(key)} after ${keyName(prevKey)}: ${category}`,
    `    ${detail}`,
  ];
  if (d.row === undefined) return lines;
  const want = game.frames[d.screen][d.row],
    got = d.text[d.row];
  const at = d.row * COLS + d.col;
  lines.push(`    original |${want}|`, `    delve    |${got}|`);
  lines.push(
    `    cell: original ${JSON.stringify([...want][d.col])} 0x${hex2(game.attrs[d.screen][at])}, ` +
      `delve ${JSON.stringify([...got][d.col] ?? '')} 0x${hex2(d.attrs[at])}`,
  );
  if (show) lines.push(...screens(game, result));
  return lines;
}

// --show: the original's screen, then delve's, rows 0-23 with a mark beside each differing row,
// and the screen before them (the recording's, which delve matched).
function screens(game, { diverged: d }) {
  const rows = differingRows(game.frames[d.screen], game.attrs[d.screen], d.text, d.attrs);
  const mark = (y, marked) => (marked && rows.includes(y) ? '>' : ' ');
  const block = (title, text, marked = true) => [
    `    ${title}`,
    ...text
      .slice(0, COMPARED_ROWS)
      .map((r, y) => `  ${mark(y, marked)}${String(y).padStart(2)}|${r}|`),
  ];
  const prev = game.frames[d.screen - 1];
  const key = keyName(game.keys[d.screen - 1]);
  return [
    ...(prev ? block(`screen ${d.screen - 1} (both), then key ${key}:`, prev, false) : []),
    ...block(`screen ${d.screen}, the original:`, game.frames[d.screen]),
    ...block(`screen ${d.screen}, delve:`, d.text),
    `    colours of the differing rows (original / delve):`,
    ...rows.flatMap((y) => [
      `    ${String(y).padStart(2)} o ${[...game.attrs[d.screen].subarray(y * COLS, (y + 1) * COLS)].map(hex2).join('')}`,
      `    ${String(y).padStart(2)} d ${[...d.attrs.subarray(y * COLS, (y + 1) * COLS)].map(hex2).join('')}`,
    ]),
  ];
}

function causeRanking(games, results) {
  const counts = new Map();
  results.forEach((r, i) => {
    if (!r.diverged) return;
    const { category } = cause(games[i], r);
    const entry = counts.get(category) ?? { n: 0, kinds: {} };
    entry.n++;
    entry.kinds[r.kind] = (entry.kinds[r.kind] ?? 0) + 1;
    counts.set(category, entry);
  });
  const ranked = [...counts].sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0]));
  return [
    'first divergences by cause (a guess from the screens), most common first:',
    ...ranked.map(
      ([c, e]) =>
        `  ${String(e.n).padStart(3)}  ${c}  (${KINDS.filter((k) => e.kinds[k])
          .map((k) => `${k} ${e.kinds[k]}`)
          .join(', ')})`,
    ),
  ];
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.game && !readIndex().some((row) => row.game === args.game)) {
    fail(`no game ${args.game} in tests/data/dos148-games/INDEX.csv`);
  }
  if (args.game && args.kind && !args.game.endsWith(`-${args.kind}`)) {
    fail(`game ${args.game} is not of kind ${args.kind}`);
  }
  const games = readGames(
    undefined,
    (id) => (!args.kind || id.endsWith(`-${args.kind}`)) && (!args.game || id === args.game),
  );
  const delve = await loadDelve({ wasm: `${root}build/web/delve.wasm` }).catch((e) => {
    process.stderr.write(
      `games: cannot load build/web/delve.wasm (scripts/build makes it): ${e.message}\n`,
    );
    process.exit(1);
  });
  const results = games.map((g) => replay(delve, g, { keepScreen: true }));
  const out = ['game     screens matched  first difference'];
  games.forEach((g, i) => out.push(...gameLines(g, results[i], args.show)));
  const dropped = [...new Set(results.flatMap((r) => r.dropped))];
  if (dropped.length) {
    out.push('', `options delve.game does not know yet, left out: ${dropped.join(', ')}`);
  }
  out.push('', formatSummary(results), '', ...causeRanking(games, results));
  process.stdout.write(`${out.join('\n')}\n`);
}

await main();
