// web/view/game-bars.js's DOM-free part: the start of the game New game (N) and Your name begin.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { anotherGame } from '../../web/view/game-bars.js';

test("a new game after a recording's link: another clock, its options, not the recording's first clock", () => {
  const recorded = {
    dos: 17052,
    fruit: 'dounut',
    firstClock: 16,
    firstClockTurns: 2,
    rules: 'original',
  };
  const seen = new Set();
  for (let i = 0; i < 50; i++) {
    const next = anotherGame(recorded);
    assert.deepEqual(Object.keys(next).sort(), ['dos', 'fruit', 'rules']);
    assert.equal(next.fruit, 'dounut');
    assert.ok(
      Number.isInteger(next.dos) && next.dos >= 1 && next.dos <= 32767,
      `clock ${next.dos}`,
    );
    seen.add(next.dos);
  }
  assert.ok(seen.size > 40, 'a clock of its own each time');
  const seeded = anotherGame({ seed: 5, depth: 3, firstClock: 9, mode: 'classic' });
  assert.deepEqual(
    [Object.keys(seeded).sort(), seeded.depth, seeded.mode],
    [['depth', 'mode', 'seed'], 3, 'classic'],
  );
  assert.notEqual(seeded.seed, 5);
  assert.deepEqual(recorded.firstClock, 16, 'the start it was given is unchanged');
});
