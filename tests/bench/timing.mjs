// Timing shared by the Node cases of scripts/bench, the same protocol as
// tests/bench/bench_native.c:
// a warm-up that also sizes a batch to about `batchMs`, then timed batches; the figure is the
// median rate. A case is a function run(count) that makes `count` levels and returns a number
// folded from them (so the work cannot be optimised away).
import { performance } from 'node:perf_hooks';

export const WARM_UP_MS = 300;

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

// Runs doubling batches for WARM_UP_MS (long enough for V8 to optimise the hot loop) and returns
// the batch size that takes about batchMs.
export function warmUp(run, batchMs) {
  let done = 0;
  let step = 16;
  let check = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < WARM_UP_MS) {
    check += run(step);
    done += step;
    step *= 2;
    elapsed = performance.now() - start;
  }
  return { batch: Math.max(1, Math.round((done * batchMs) / elapsed)), check };
}

// One timed batch: levels (or turns) per second.
export function timeBatch(run, batch) {
  const t0 = performance.now();
  const check = run(batch);
  return { rate: (batch * 1000) / (performance.now() - t0), check };
}

// The summary of a case's batch rates (levels, or turns, per second).
export function summary(rates, batch) {
  return {
    perS: median(rates),
    runs: rates.length,
    batch,
    min: Math.min(...rates),
    max: Math.max(...rates),
  };
}
