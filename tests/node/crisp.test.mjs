// The crisp-size rule (web/view/crisp.js): the font, 16k/dpr CSS px, must be whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isCrisp, largestCrisp, smallestCrisp } from '../../web/view/crisp.js';

test('crisp scales: every k at DPR 1 and 2, multiples of 3 at 3 and at 1.5', () => {
  const crisp = (dpr) => [1, 2, 3, 4, 5, 6].filter((k) => isCrisp(k, dpr));
  assert.deepEqual(crisp(1), [1, 2, 3, 4, 5, 6]);
  assert.deepEqual(crisp(2), [1, 2, 3, 4, 5, 6]); // 8, 16, 24... CSS px: all whole
  assert.deepEqual(crisp(3), [3, 6]);
  assert.deepEqual(crisp(1.5), [3, 6]);
  assert.equal(largestCrisp(3, 1, 5), 3);
  assert.equal(largestCrisp(3, 1, 2), null);
  assert.equal(smallestCrisp(3, 1), 3);
  assert.equal(smallestCrisp(2, 2), 2);
});
