// `delve play --format json` (src/cli/cli_play.c) is game.state() of the JS API, one contract:
// the same fields by the same names with the same values in the same order, plus "keys", for
// every recorded game of the original played to its end, and for seeded games on random keys
// under both rules.
// And --format screen is game.text() after the same keys.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { loadDelve } from '../../web/api/delve.js';
import { clockTurns, readGames, wantedOptions } from './games-data.mjs';
import { cliPath, wasmPath, randomKeys } from './helpers.mjs';

const delve = await loadDelve({ wasm: wasmPath });

// delve play with these arguments on these keys (bytes, through stdin)
function play(args, keys, format = 'json') {
  const out = execFileSync(cliPath, ['play', ...args, '--keys', '-', '--format', format], {
    input: keys,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  return format === 'json' ? JSON.parse(out) : out;
}

// game.state() and game.text() after the keys (one-character strings)
function playJs(options, keys) {
  const game = delve.game(options);
  try {
    for (const k of keys) game.act(k);
    return { state: { ...game.state(), keys: keys.length }, text: game.text() };
  } finally {
    game.destroy();
  }
}

test('every recorded game: delve play --format json is game.state() after its keys', () => {
  const games = readGames();
  assert.equal(games.length, 71);
  for (const g of games) {
    const options = wantedOptions(g);
    options.firstClockTurns = clockTurns(delve, g, options);
    const args = ['--dos', `${g.dnum}`, '--fruit', options.fruit, '--year', `${options.year}`];
    args.push('--first-clock', `${options.firstClock}`);
    args.push('--first-clock-turns', `${options.firstClockTurns}`);
    const js = playJs(options, g.keys),
      cli = play(args, g.bytes);
    assert.deepEqual(cli, js.state, g.id);
    // in the same order too, so that the two can be compared as text
    assert.equal(JSON.stringify(cli), JSON.stringify(js.state), g.id);
    assert.equal(play(args, g.bytes, 'screen'), js.text.map((row) => `${row}\n`).join(''), g.id);
  }
});

test('seeded games on random keys, both rules: delve play --format json is game.state()', () => {
  // mostly moves and runs, some commands, and Escape and space to leave their prompts
  const original = [...'hjklyubn'.repeat(6), ...'HJKLYUBNs.>iewWTtqrdc\x1b\x1b  \r9'];
  const explore = [...delve.actions];
  for (let seed = 1; seed <= 12; seed++) {
    const rules = seed % 2 ? 'original' : 'explore';
    const keys = randomKeys(seed, 400, rules === 'original' ? original : explore);
    const options = { seed, rules, depth: 1 + (seed % 4), fruit: 'kiwi' };
    const args = ['--seed', `${seed}`, '--rules', rules, '--depth', `${options.depth}`];
    args.push('--fruit', 'kiwi');
    if (rules === 'original') {
      Object.assign(options, { name: 'Alice', menu: 'off' }); // explore never uses them
      args.push('--name', 'Alice', '--menu', 'off');
    }
    const bytes = Buffer.from(keys.join(''), 'latin1');
    assert.deepEqual(play(args, bytes), playJs(options, keys).state, `seed ${seed}, ${rules}`);
  }
});

test('LevelMap games on random keys: delve play --generator levelmap is game.state() and text()', () => {
  // the JS API's words for the CLI's flags (doors: false is --no-doors)
  const flags = { natural: '--natural', doors: '--no-doors', voids: '--voids' };
  for (let seed = 1; seed <= 12; seed++) {
    const keys = randomKeys(seed, 400, [...delve.actions]);
    const options = { seed, generator: 'levelmap', depth: 1 + (seed % 3) };
    const args = ['--seed', `${seed}`, '--generator', 'levelmap', '--depth', `${options.depth}`];
    if (seed % 2) Object.assign(options, { width: 20 + seed, height: 9 + seed });
    if (seed % 3 === 0) Object.assign(options, { corridor: 90, combined: 10, cellsize: 2 });
    if (seed % 4 === 1) Object.assign(options, { natural: true, entrances: 2 });
    if (seed % 4 === 2) Object.assign(options, { doors: false, voids: true });
    if (seed === 5) options.cols = 40;
    for (const [name, value] of Object.entries(options)) {
      if (['seed', 'generator', 'depth'].includes(name)) continue;
      args.push(...(typeof value === 'boolean' ? [flags[name]] : [`--${name}`, `${value}`]));
    }
    const bytes = Buffer.from(keys.join(''), 'latin1'),
      js = playJs(options, keys);
    assert.deepEqual(play(args, bytes), js.state, `seed ${seed}: ${args.join(' ')}`);
    assert.equal(play(args, bytes, 'screen'), js.text.map((row) => `${row}\n`).join(''), `${seed}`);
  }
});
