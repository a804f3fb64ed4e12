// More cores, as the README says: the module compiled once in the main thread and posted to
// worker_threads workers, each with its own instance (loadDelve({ wasm: module })); the same
// options and keys give the same game in every thread; a screen's view posted as it is copies
// the whole memory, its slice() the screen alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath } from './helpers.mjs';

const apiUrl = new URL('../../web/api/delve.js', import.meta.url).href;

// A worker: for each { seed, keys } a game played to its end of keys, its text, state and
// colours sent back; then the screen's view, and its slice, posted as they are.
const WORKER = `
import { parentPort, workerData } from 'node:worker_threads';
const { loadDelve } = await import(workerData.api);
const delve = await loadDelve({ wasm: workerData.module });
const games = workerData.games.map(({ seed, keys }) => {
  const game = delve.game({ seed, keys });
  const out = { text: game.text(), state: game.state(), attrs: game.screen().attrs.slice() };
  game.destroy();
  return out;
});
const game = delve.game({ seed: 1 });
const view = game.screen().chars;
parentPort.postMessage({ games, view, slice: view.slice() });
`;

function inWorker(module, games) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      type: 'module',
      workerData: { api: apiUrl, module, games },
    });
    worker.once('message', (m) => {
      resolve(m);
      worker.terminate();
    });
    worker.once('error', reject);
  });
}

test('worker threads: one compiled module, an instance each, the same games as the main thread', async () => {
  const module = await WebAssembly.compile(readFileSync(wasmPath));
  const delve = await loadDelve({ wasm: module });
  let r = 7;
  const random = (n) => ((r = (Math.imul(r, 1103515245) + 12345) >>> 0) >>> 8) % n;
  const games = Array.from({ length: 12 }, (_, i) => ({
    seed: 1000 + i,
    keys: Array.from({ length: 400 }, () => 'hjklyubn.s ie>\r'[random(15)]).join(''),
  }));
  const [a, b] = await Promise.all([inWorker(module, games), inWorker(module, games)]);
  games.forEach(({ seed, keys }, i) => {
    const game = delve.game({ seed, keys });
    const here = { text: game.text(), state: game.state(), attrs: game.screen().attrs.slice() };
    game.destroy();
    for (const there of [a.games[i], b.games[i]]) {
      assert.deepEqual(there.text, here.text, `seed ${seed}`);
      assert.deepEqual(there.state, here.state, `seed ${seed}`);
      assert.deepEqual(Buffer.from(there.attrs), Buffer.from(here.attrs), `seed ${seed}`);
    }
  });
  // the view came with all of the worker's memory; the slice is the screen's bytes
  assert.ok(a.view.buffer.byteLength >= 8 << 20, `${a.view.buffer.byteLength} bytes`);
  assert.equal(a.slice.buffer.byteLength, 25 * 80);
  assert.deepEqual(Buffer.from(a.view), Buffer.from(a.slice));
});
