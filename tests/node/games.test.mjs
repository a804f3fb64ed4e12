// The whole games of the original ROGUE.EXE (tests/data/dos148-games, issue 23), replayed through
// WebAssembly: the recordings are intact; delve's first screen of every game is the original's,
// rows 0-23, characters and colours; and how far each game replays today (rows 0-23 identical,
// up to the first difference or the first refused key), printed per kind for the CI log.
// scripts/games.mjs prints the same replay game by game, with the differences.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import {
  COLS,
  KINDS,
  ROWS,
  firstDifference,
  gamesDir,
  formatSummary,
  readGames,
  readIndex,
  replay,
  startGame,
} from './games-data.mjs';
import { root, wasmPath } from './helpers.mjs';

const delve = await loadDelve({ wasm: wasmPath });
const games = readGames();
const index = readIndex();

// the copy of ../shared/dos148-games, byte for byte
const SHA256 = {
  'games.tar.xz': '2cfcc85a1be4e497a82952df2344ecc2790cbbdfa065c5b46256c9efb9290cf1',
  'INDEX.csv': '592f515a6ca1f1e75942a5d822979066b3f2194873f39797cc31c544a9f327b7',
  'README.md': '161714b77f81e0b8552d39e020f0f7e48801cafb04a86c566b0e992c8578663a',
};

test('the recorded games are intact: every game INDEX.csv lists, one screen more than keys', () => {
  for (const [file, sum] of Object.entries(SHA256)) {
    const got = createHash('sha256')
      .update(readFileSync(`${gamesDir}/${file}`))
      .digest('hex');
    assert.equal(got, sum, `tests/data/dos148-games/${file} is the recording as shared`);
  }
  assert.equal(index.length, 71);
  const byId = new Map(index.map((row) => [row.game, row]));
  assert.deepEqual(
    games.map((g) => g.id),
    [...byId.keys()].sort(),
    'the folders of games.tar.xz are the games of INDEX.csv',
  );
  for (const g of games) {
    const row = byId.get(g.id);
    assert.equal(g.dnum, row.dnum, g.id);
    assert.equal(g.kind, row.kind, g.id);
    assert.ok(KINDS.includes(g.kind), g.id);
    assert.equal(g.keys.length, row.keys, `${g.id}: keys`);
    assert.equal(g.frames.length, g.keys.length + 1, `${g.id}: screens`);
    assert.equal(g.frames.length, row.screens, `${g.id}: screens`);
    assert.equal(g.attrs.length, g.frames.length, `${g.id}: colour screens`);
    assert.deepEqual(
      [g.info.dnum, g.info.kind, g.info.keys, g.info.screens, g.info.end],
      [row.dnum, row.kind, row.keys, row.screens, row.end],
      `${g.id}: info.json`,
    );
    assert.equal(g.info.deepest_level, row.deepest_level, `${g.id}: deepest level`);
    for (const [s, frame] of g.frames.entries()) {
      assert.equal(frame.length, ROWS, `${g.id} screen ${s}: rows`);
      assert.ok(
        frame.every((line) => line.length === COLS),
        `${g.id} screen ${s}: 80 columns`,
      );
    }
    assert.ok(g.info.firstClock > 0 && g.info.firstClock < g.frames.length, `${g.id}: clock`);
  }
  const perKind = Object.fromEntries(
    KINDS.map((k) => [k, games.filter((g) => g.kind === k).length]),
  );
  assert.deepEqual(perKind, { F: 15, D: 15, V: 13, I: 14, R: 14 });
});

test("delve's first screen of every recorded game is the original's, rows 0-23, characters and colours", () => {
  const failures = [];
  for (const g of games) {
    const { handle } = startGame(delve, g);
    const text = handle.text();
    const diff = firstDifference(g, 0, text, handle.screen().attrs);
    handle.destroy();
    if (diff) {
      failures.push(
        `${g.id}: row ${diff.row} column ${diff.col}\n  original |${g.frames[0][diff.row]}|\n` +
          `  delve    |${text[diff.row]}|`,
      );
    }
  }
  assert.deepEqual(failures, [], failures.join('\n'));
});

test('the original game: every recorded game of every kind identical on every screen', () => {
  const results = games.map((g) => replay(delve, g));
  console.log(
    `dos148-games, screens identical (rows 0-23) before the first difference:\n${formatSummary(results)}`,
  );
  for (const r of results) {
    assert.ok(r.matched >= 1 && r.matched <= r.screens, r.id);
    assert.equal(r.diverged === null, r.matched === r.screens, r.id);
  }
  const short = results.filter((r) => r.diverged !== null);
  assert.deepEqual(
    short.map((r) => `${r.id}: ${r.matched} of ${r.screens} screens`),
    [],
    'issue 24: every game identical on every screen',
  );
  // a key is played or refused with a RangeError; game.act never fails otherwise
  const failed = results.filter((r) => r.diverged?.failed !== undefined);
  assert.deepEqual(
    failed.map((r) => `${r.id} screen ${r.diverged.screen}: ${r.diverged.error}`),
    [],
  );
});

test('scripts/games.mjs: a report (exit 0), and 2 with one line on bad arguments', () => {
  const out = execFileSync(process.execPath, [`${root}scripts/games.mjs`, '--game', '00764-I'], {
    encoding: 'utf8',
  });
  assert.match(out, /^00764-I +\d+ of +123 /m);
  assert.match(out, /^I +1 +123 /m);
  for (const args of [['--kind', 'X'], ['--game'], ['--frobnicate'], ['--game', '99999-Z']]) {
    const r = spawnSync(process.execPath, [`${root}scripts/games.mjs`, ...args], {
      encoding: 'utf8',
    });
    assert.equal(r.status, 2, args.join(' '));
    assert.equal(r.stderr.trim().split('\n').length, 1, args.join(' '));
  }
});
