// The touch rules (web/view/touch.js): a swipe's 8 directions as Rogue's keys, taps, held runs,
// and the pad's keys being keys the game or the page takes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  swipeKey,
  padKey,
  PAD_DIRECTIONS,
  PAD_ACTIONS,
  commandsFor,
} from '../../web/view/touch.js';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath } from './helpers.mjs';
import { HELP_LINES } from '../../web/view/keys.js';

test('a swipe goes the nearest of 8 ways (screen y grows downwards); short is a tap; held runs', () => {
  const ways = {
    l: [1, 0],
    n: [1, 1],
    j: [0, 1],
    b: [-1, 1],
    h: [-1, 0],
    y: [-1, -1],
    k: [0, -1],
    u: [1, -1],
  };
  for (const [key, [x, y]] of Object.entries(ways)) {
    assert.equal(swipeKey(60 * x, 60 * y, 100), key, `swipe ${x},${y}`);
    assert.equal(swipeKey(60 * x, 60 * y, 600), key.toUpperCase(), `held swipe ${x},${y}`);
    // 20 degrees off still counts as that way
    const a = Math.atan2(y, x) + (20 * Math.PI) / 180;
    assert.equal(swipeKey(50 * Math.cos(a), 50 * Math.sin(a), 100), key);
  }
  assert.equal(swipeKey(10, 5, 100), null, 'a tap');
  assert.equal(swipeKey(10, 5, 900), null, 'a long press is no swipe');
});

test('the pad: 9 direction cells around rest, runs are capitals, every key is in the help', () => {
  const keys = PAD_DIRECTIONS.flat().map((b) => b.key);
  assert.deepEqual(keys, ['y', 'k', 'u', 'h', '.', 'l', 'b', 'j', 'n']);
  assert.deepEqual(
    keys.map((k) => padKey(k, true)),
    ['Y', 'K', 'U', 'H', '.', 'L', 'B', 'J', 'N'],
  );
  assert.equal(padKey('h', false), 'h');
  // run and status are no keys (status: Alt+S, in the help); the original's own keys (Up <) are
  // in the original's help, and a walk's pad leaves them out
  const keyed = PAD_ACTIONS.filter((b) => b.key !== 'run' && b.key !== 'status' && !b.original);
  for (const { key } of keyed) {
    assert.ok(
      HELP_LINES.some((line) => line.startsWith(key + ' ')),
      `${key} is in the help`,
    );
  }
});

test('the pack panel offers what the original takes: drop anything (in use too), throw what is not in use', async () => {
  const delve = await loadDelve({ wasm: readFileSync(wasmPath) });
  const game = delve.game({ dos: 4651, menu: 'off' });
  const labels = (o) => commandsFor(o).map((c) => c.label);
  const [food, armour, mace] = game.state().pack;
  assert.deepEqual(
    [labels(food), labels(armour), labels(mace)],
    [['Eat', 'Throw', 'Drop'], ['Take off', 'Drop'], ['Drop']],
  );
  // the original drops the armour being worn (the panel's Drop sends d and its letter)
  game.act('d');
  game.act(armour.letter);
  assert.equal(game.text()[0].trimEnd(), 'Dropped +1 ring mail [armor class 5]');
  game.destroy();
});
