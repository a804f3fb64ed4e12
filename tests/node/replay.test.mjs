// The replay of original games through WebAssembly: every recorded first screen of ROGUE.EXE
// (tests/data/dos148) against delve.game({ dos }), cell for cell, rows 0-23; delve.rogue({ dos })
// against the CLI's JSON; the refusals.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { cli, root, wasmPath } from './helpers.mjs';

const delve = await loadDelve({ wasm: wasmPath });
const dataDir = `${root}tests/data/dos148`;
const recorded = readdirSync(dataDir)
  .filter((f) => /^\d{5}\.txt$/.test(f))
  .map((f) => ({
    dos: Number(f.slice(0, 5)),
    rows: readFileSync(`${dataDir}/${f}`, 'utf8').split('\n'),
  }));

test('all 206 recorded first screens of the original, through WebAssembly', () => {
  assert.equal(recorded.length, 206);
  const failures = [];
  for (const { dos, rows } of recorded) {
    const game = delve.game({ dos });
    const text = game.text();
    game.destroy();
    const y = rows.slice(0, 24).findIndex((row, i) => row !== text[i]);
    if (y >= 0) {
      const x = [...rows[y]].findIndex((ch, i) => ch !== [...text[y]][i]);
      failures.push(
        `${dos}: row ${y} differs first at column ${x}\n  original |${rows[y]}|\n  delve    |${text[y]}|`,
      );
    }
  }
  assert.deepEqual(failures, [], failures.join('\n'));
});

test('delve.rogue({ dos }) deep-equals the CLI JSON, classic by default, fixed on request', () => {
  for (const dos of [1, 4651, 21150, 32767]) {
    for (const mode of [undefined, 'fixed']) {
      const args = [
        'rogue',
        '--dos',
        String(dos),
        '--format',
        'json',
        ...(mode ? ['--mode', mode] : []),
      ];
      const level = delve.rogue(mode ? { dos, mode } : { dos });
      assert.deepEqual(level, JSON.parse(cli(args)));
      assert.equal(level.dos, dos);
      assert.equal(level.seed, dos);
      assert.equal(level.mode, mode ?? 'classic');
    }
  }
  assert.equal(delve.rogue({ seed: 5 }).dos, undefined);
});

test('the CLI screen and game.text() agree on rows 0-23; row 24 is blank in the screen', () => {
  const screen = cli(['rogue', '--dos', '4651', '--format', 'screen']).split('\n');
  const game = delve.game({ dos: 4651, name: 'Rodney' });
  assert.deepEqual(screen.slice(0, 24), game.text().slice(0, 24));
  assert.equal(screen[24], ' '.repeat(80));
  assert.equal(game.text()[24].trimEnd(), 'Seed: 4651  Turns: 0');
  game.act('.');
  assert.equal(game.text()[0].trim(), '', 'the next key clears the greeting');
  game.destroy();
  const named = delve.game({ dos: 4651, name: 'Alice' });
  assert.equal(named.text()[0].trimEnd(), 'Hello Alice.  Welcome to the Dungeons of Doom.');
  assert.equal(named.state().dos, 4651);
  named.destroy();
});

test('bad replays are refused with the reason', () => {
  const cases = [
    [{ dos: 0 }, RangeError, /hangs on a clock seed of 0/],
    [{ dos: 32768 }, RangeError, /dos must be an integer from 1 to 32767/],
    [{ dos: -1 }, RangeError, /dos/],
    [{ dos: 1.5 }, RangeError, /dos/],
    [{ dos: '5' }, TypeError, /dos/],
    [{ dos: 5, seed: 5 }, TypeError, /seed or dos, not both/],
    [{ dos: 5, depth: 2 }, RangeError, /level 1 only/],
    [{ dos: 5, mode: 'broken' }, RangeError, /mode/],
  ];
  for (const [options, Problem, message] of cases) {
    assert.throws(
      () => delve.rogue(options),
      (e) => e instanceof Problem && message.test(e.message),
      JSON.stringify(options),
    );
    assert.throws(
      () => delve.game(options),
      (e) => e instanceof Problem && message.test(e.message),
      JSON.stringify(options),
    );
  }
  assert.throws(() => delve.game({ dos: 5, generator: 'levelmap' }), /Rogue game/);
  assert.throws(() => delve.game({ dos: 5, name: '' }), RangeError);
  assert.throws(() => delve.game({ dos: 5, name: 'x'.repeat(24) }), RangeError);
  assert.throws(() => delve.game({ dos: 5, name: 'tab\there' }), RangeError);
  assert.throws(() => delve.game({ dos: 5, name: 7 }), TypeError);
});
