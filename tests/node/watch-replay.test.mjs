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

test('a long replay steps back from its marks: every position shows the game of its keys, and all memory comes back', () => {
  // 30,000 keys: moves, searches, spaces for ' More ' and the version (no turn); seed 5's hero
  // lives 14,202 of them, so three marks are of the game under way, the others of its end
  const start = { seed: 5 },
    pool = `hjklyubns.   ${'v'.repeat(20)}`;
  let keys = '',
    x = 99;
  while (keys.length < 30000) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    keys += pool[(x >>> 16) % pool.length];
  }
  const heap = delve.heapUsed();
  const r = new Replay(delve, start, keys, () => {}, manualTimers());
  r.seek(keys.length);
  assert.ok(r.marks.length <= 8 && r.marks.length >= 3, `${r.marks.length} marks`);
  for (let n = 0; n < 40; n++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const to = n < 4 ? [keys.length - 1, 0, r.every, r.every - 1][n] : x % (keys.length + 1);
    r.seek(to);
    const game = delve.game({ ...start, keys: keys.slice(0, to) });
    assert.deepEqual(r.game.screen(), game.screen(), `the screen after ${to} keys`);
    assert.equal(r.game.keys(), game.keys(), `the keys of ${to}`);
    game.destroy();
    // and one step back from there, from the mark near it
    if (to > 0) {
      r.step(-1);
      const back = delve.game({ ...start, keys: keys.slice(0, to - 1) });
      assert.deepEqual(r.game.screen(), back.screen(), `the screen after ${to - 1} keys`);
      assert.ok(r.near === null || r.near.at <= to - 1, 'the near mark is before it');
      back.destroy();
    }
  }
  assert.ok(r.near, 'a mark near the last step back');
  r.destroy();
  assert.equal(delve.heapUsed(), heap, 'the marks freed with the replay');
  // taken over: the marks freed, the game kept
  const taken = new Replay(delve, start, keys, () => {}, manualTimers());
  taken.seek(keys.length);
  const game = taken.takeOver();
  game.destroy();
  assert.equal(delve.heapUsed(), heap, 'and when the game is taken over');
});

test('a key the game refuses is named by its place, and the replay stops before it', () => {
  const keys = 'hhXj';
  const r = new Replay(delve, { seed: 3, rules: 'explore' }, keys, () => {}, manualTimers());
  assert.throws(() => r.seek(keys.length), { message: /^replay: keys\[2\]: .* not "X"$/ });
  assert.equal(r.position, 2);
  const game = delve.game({ seed: 3, rules: 'explore', keys: 'hh' });
  assert.deepEqual(r.game.screen(), game.screen(), 'the screen after its two keys');
  game.destroy();
  r.seek(1); // and back from there
  assert.equal(r.position, 1);
  r.destroy();
});
