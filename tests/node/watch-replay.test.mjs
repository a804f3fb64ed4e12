// web/view/replay.js: a watched game's steps, on a clock the test drives (its timers), and what
// it tells its watcher (onChange): each step, a start and a stop; not a new speed, a take-over
// or its end by destroy() (the page then says nothing of a replay it is leaving).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath } from './helpers.mjs';
import { Replay } from '../../web/view/replay.js';

const delve = await loadDelve({ wasm: wasmPath, font: false });

// timers the test fires by hand: the one set last is the one that runs next
function manualTimers() {
  const pending = new Map();
  let id = 0;
  return {
    set: (fn, ms) => (pending.set(++id, { fn, ms }), id),
    clear: (t) => pending.delete(t),
    fire() {
      const [t, { fn }] = [...pending].at(-1);
      pending.delete(t);
      fn();
    },
    pending,
  };
}

test('a replay steps on its clock, to the end, and tells its watcher each change', () => {
  const timers = manualTimers();
  const heard = [];
  const keys = 'hhjjll';
  const r = new Replay(
    delve,
    { dos: 4651 },
    keys,
    (x) => heard.push([x.position, x.playing]),
    timers,
  );
  r.play();
  assert.deepEqual(heard, [[0, true]]);
  assert.equal(timers.pending.size, 1);
  assert.equal([...timers.pending.values()][0].ms, 200, 'five keys a second');
  r.setSpeed(50);
  assert.deepEqual(heard, [[0, true]], 'a new speed is no change to say');
  assert.equal(timers.pending.size, 1, 'one timer, at the new pace');
  assert.equal([...timers.pending.values()][0].ms, 20);
  for (let i = 0; i < keys.length; i++) timers.fire();
  assert.equal(r.playing, false, 'stopped at the end');
  assert.equal(timers.pending.size, 0);
  assert.deepEqual(heard.at(-1), [6, false]);
  const game = delve.game({ dos: 4651, keys });
  assert.deepEqual(r.game.text(), game.text(), "the screen of the game's keys");
  game.destroy();
  // played again from the end: from the start; destroyed while playing, nothing more is said
  r.play();
  assert.deepEqual(heard.at(-1), [0, true]);
  const said = heard.length;
  r.destroy();
  assert.equal(heard.length, said, 'destroy() says nothing');
  assert.equal(timers.pending.size, 0, 'and leaves no timer');
});

test('a take-over hands the game on at the position, saying nothing', () => {
  const timers = manualTimers();
  const heard = [];
  const r = new Replay(delve, { dos: 4651 }, 'hhjj', () => heard.push(r.position), timers);
  r.play();
  timers.fire();
  timers.fire();
  const said = heard.length;
  const game = r.takeOver();
  assert.equal(heard.length, said);
  assert.equal(timers.pending.size, 0);
  assert.equal(game.keys(), 'hh');
  r.destroy();
  game.destroy();
});
