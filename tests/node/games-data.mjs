// The whole games recorded in the original ROGUE.EXE (tests/data/dos148-games, see its README),
// read without a DOM, and their replay through delve.game: shared by tests/node/games.test.mjs
// and scripts/games.mjs (the report). A replay compares rows 0-23 of every screen, characters and
// colours (row 24 is the original's clock), and stops at the first difference or at the first key
// delve refuses.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const gamesDir = fileURLToPath(new URL('../data/dos148-games', import.meta.url));
export const KINDS = ['F', 'D', 'V', 'I', 'R'];
export const ROWS = 25;
export const COLS = 80;
export const COMPARED_ROWS = 24; // rows 0-23; row 24 is the original's clock
const CLOCK = /\d:\d\d *$/; // 12:00 at the right end of row 24

// INDEX.csv as objects, its numbers as numbers.
export function readIndex(dir = gamesDir) {
  const [head, ...lines] = readFileSync(`${dir}/INDEX.csv`, 'utf8').trim().split('\n');
  const names = head.split(',');
  return lines.map((line) => {
    const values = line.split(',');
    return Object.fromEntries(
      names.map((n, i) => [n, /^\d+$/.test(values[i]) ? Number(values[i]) : values[i]]),
    );
  });
}

// One game folder's keys (bytes, and one-character strings), its frames.txt as 25-line screens and
// its frames.attr as one Uint8Array(2000) a screen.
function readScreens(folder) {
  const bytes = readFileSync(`${folder}/keys`);
  const keys = [...bytes].map((b) => String.fromCharCode(b));
  const lines = readFileSync(`${folder}/frames.txt`, 'utf8').split('\n');
  const attrText = readFileSync(`${folder}/frames.attr`);
  if (lines.at(-1) === '') lines.pop();
  const frames = [];
  for (let s = 0; s * ROWS < lines.length; s++) frames.push(lines.slice(s * ROWS, (s + 1) * ROWS));
  return { bytes, keys, frames, attrs: parseAttrs(attrText, frames.length) };
}

// frames.attr: per cell two hexadecimal digits, then a blank (a newline after a row's last cell).
// Anything else is an error, so a damaged file cannot pass for a short game.
function parseAttrs(text, screens) {
  const size = ROWS * COLS;
  if (text.length !== screens * size * 3) {
    throw new Error(
      `frames.attr: ${text.length} bytes, not ${screens * size * 3} for ${screens} screens`,
    );
  }
  const hex = (c) => (c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1);
  const all = new Uint8Array(screens * size);
  for (let i = 0, p = 0; i < all.length; i++, p += 3) {
    const hi = hex(text[p]),
      lo = hex(text[p + 1]);
    const end = text[p + 2] === (i % COLS === COLS - 1 ? 0x0a : 0x20);
    if (hi < 0 || lo < 0 || !end)
      throw new Error(`frames.attr: bad cell ${i % size} of screen ${Math.floor(i / size)}`);
    all[i] = (hi << 4) | lo;
  }
  const attrs = [];
  for (let s = 0; s < screens; s++) attrs.push(all.subarray(s * size, (s + 1) * size));
  return attrs;
}

// One game: its keys, screens and info.json, and the screen of the first clock draw.
function readGameFolder(folder, id) {
  const { bytes, keys, frames, attrs } = readScreens(folder);
  const info = JSON.parse(readFileSync(`${folder}/info.json`, 'utf8'));
  // where the original first drew its clock: the first screen whose row 24 shows a time (row 24
  // also holds the list screens' prompts, "-Press space to continue-", which are not the clock)
  const clock = frames.findIndex((f) => CLOCK.test(f[ROWS - 1]));
  info.firstClock = clock < 0 ? frames.length : clock;
  return { id, dnum: Number(id.slice(0, 5)), kind: id.slice(6), keys, bytes, frames, attrs, info };
}

// Every game of games.tar.xz (unpacked once, into a temporary folder removed afterwards), in
// folder order: [{ id: 'NNNNN-K', dnum, kind, keys: [one-character strings], frames: [[25 rows]],
// attrs: [Uint8Array(2000)], info (info.json, plus firstClock) }]; wanted(id) picks some.
export function readGames(dir = gamesDir, wanted = () => true) {
  const tmp = mkdtempSync(join(tmpdir(), 'delve-games-'));
  try {
    execFileSync('tar', ['xJf', `${dir}/games.tar.xz`, '-C', tmp]);
    return readdirSync(tmp)
      .filter((name) => /^\d{5}-[A-Z]$/.test(name) && wanted(name))
      .sort()
      .map((name) => readGameFolder(`${tmp}/${name}`, name));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// The first cell of rows 0-23 where the recording's screen s and delve's differ, as { row, col },
// or null. text: 25 strings; attrs: Uint8Array(2000).
export function firstDifference(game, s, text, attrs) {
  const want = game.frames[s];
  const wantAttrs = game.attrs[s];
  for (let y = 0; y < COMPARED_ROWS; y++) {
    const w = want[y];
    const g = text[y] ?? '';
    if (w === g && sameAttrs(wantAttrs, attrs, y)) continue;
    for (let x = 0; x < COLS; x++) {
      if (w[x] !== g[x] || wantAttrs[y * COLS + x] !== attrs[y * COLS + x])
        return { row: y, col: x };
    }
  }
  return null;
}

function sameAttrs(a, b, y) {
  for (let i = y * COLS; i < (y + 1) * COLS; i++) if (a[i] !== b[i]) return false;
  return true;
}

// The options a recording needs; those today's delve.game does not know yet are left out (and
// named in `dropped`), so the replay measures what the engine does now.
export const wantedOptions = (game) => ({
  dos: game.dnum,
  rules: 'original',
  fruit: 'dounut',
  year: 2026,
  firstClock: game.info.firstClock,
});

// A recording's screen s as CP437 bytes (frames.txt holds the characters the PC shows).
function screenBytes(delve, game, s) {
  if (!game.cp437) {
    const back = new Map(delve.cp437.map((ch, b) => [ch, b]));
    back.set(' ', 0x20);
    game.cp437 = game.frames.map((rows) => {
      const out = new Uint8Array(ROWS * COLS);
      rows.forEach((row, y) => [...row].forEach((ch, x) => (out[y * COLS + x] = back.get(ch))));
      return out;
    });
  }
  return game.cp437[s];
}

// How many screens a game with these options replays before the first difference (rows 0-23).
function matchedScreens(delve, game, options) {
  const g = delve.game(options);
  const n = COMPARED_ROWS * COLS;
  try {
    for (let s = 0; s < game.frames.length; s++) {
      const { chars, attrs } = g.screen();
      const want = screenBytes(delve, game, s),
        wantAttrs = game.attrs[s];
      for (let i = 0; i < n; i++) if (chars[i] !== want[i] || attrs[i] !== wantAttrs[i]) return s;
      if (s < game.keys.length) g.act(game.keys[s]);
    }
    return game.frames.length;
  } finally {
    g.destroy();
  }
}

// How many turns into the work of key firstClock - 1 the original's first clock draw fell (it
// stops a run or count then, rogue-game.md's decisions). The recordings say it only through
// what follows, so this is the count that replays the game furthest: of 0 up to the turns that
// key took (beyond them the draw falls at the next wait, the same for all).
export function clockTurns(delve, game, options) {
  const k = game.info.firstClock;
  if (k <= 0 || k >= game.frames.length) return 0;
  const g = delve.game({ ...options, firstClockTurns: 2 ** 31 - 1 });
  let span;
  try {
    for (let s = 0; s < k - 1; s++) g.act(game.keys[s]);
    const before = g.state().turns;
    g.act(game.keys[k - 1]);
    span = g.state().turns - before;
  } finally {
    g.destroy();
  }
  let best = 0,
    bestMatched = -1;
  for (let t = 0; t <= span; t++) {
    const matched = matchedScreens(delve, game, { ...options, firstClockTurns: t });
    if (matched > bestMatched) [best, bestMatched] = [t, matched];
    if (matched === game.frames.length) break;
  }
  return best;
}

export function startGame(delve, game) {
  const options = wantedOptions(game);
  try {
    options.firstClockTurns = clockTurns(delve, game, options);
  } catch {
    // an engine without these options: left out below
  }
  const dropped = [];
  for (;;) {
    try {
      return { handle: delve.game(options), dropped };
    } catch (e) {
      const unknown = /unknown option "(\w+)"/.exec(e.message);
      if (!(e instanceof TypeError) || !unknown || !(unknown[1] in options)) throw e;
      delete options[unknown[1]];
      dropped.push(unknown[1]);
    }
  }
}

// Replays one game until its first difference: { id, kind, screens, matched, dropped, diverged }.
// matched: screens 0.. identical before the first difference (all of them if none); diverged:
// null, or { screen, row, col, text, attrs } (delve's screen), or { screen, refused: key, error }
// when game.act refused key screen-1 with a RangeError (screens up to screen-1 matched), or
// { screen, failed: key, error } when it threw anything else. keepScreen: keep delve's diverging
// screen (text and attrs copies).
export function replay(delve, game, { keepScreen = false } = {}) {
  const { handle, dropped } = startGame(delve, game);
  const result = { id: game.id, kind: game.kind, screens: game.frames.length, matched: 0, dropped };
  result.diverged = null;
  try {
    for (let s = 0; s < game.frames.length; s++) {
      if (s > 0) {
        const key = game.keys[s - 1];
        try {
          handle.act(key);
        } catch (e) {
          // a RangeError is a key delve refuses (today's limits); anything else is a fault
          const why = e instanceof RangeError ? 'refused' : 'failed';
          result.diverged = { screen: s, [why]: key, error: `${e.name}: ${e.message}` };
          break;
        }
      }
      const text = handle.text();
      const { attrs } = handle.screen();
      const diff = firstDifference(game, s, text, attrs);
      if (diff) {
        result.diverged = { screen: s, ...diff };
        if (keepScreen) Object.assign(result.diverged, { text, attrs: Uint8Array.from(attrs) });
        break;
      }
      result.matched++;
    }
  } finally {
    handle.destroy();
  }
  return result;
}

// Per kind (and all): games, screens, screens matching before the first divergence, games
// identical throughout (issue 24's bar: every game of every kind, on every screen).
export function summarize(results) {
  const sum = (of, f) => of.reduce((n, r) => n + f(r), 0);
  const rows = [...KINDS, 'all'].map((kind) => {
    const of = results.filter((r) => kind === 'all' || r.kind === kind);
    return {
      kind,
      games: of.length,
      screens: sum(of, (r) => r.screens),
      matched: sum(of, (r) => r.matched),
      identical: of.filter((r) => r.diverged === null).length,
    };
  });
  return rows.filter((r) => r.games > 0 || r.kind === 'all');
}

export function formatSummary(results) {
  const pct = (a, b) => `${(b ? (100 * a) / b : 0).toFixed(1).padStart(5)} %`;
  const n = (v, w) => String(v).padStart(w);
  const lines = ['kind  games  screens  matched before the 1st difference  identical'];
  for (const r of summarize(results)) {
    lines.push(
      `${r.kind.padEnd(4)}  ${n(r.games, 5)}  ${n(r.screens, 7)}  ${n(r.matched, 7)} ` +
        `(${pct(r.matched, r.screens)})${' '.repeat(16)}${n(r.identical, 2)} of ${n(r.games, 2)}`,
    );
  }
  lines.push('Rows 0-23, characters and colours.');
  return lines.join('\n');
}
