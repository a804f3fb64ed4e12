// The crisp-size rule (web/view/crisp.js): the font, 16k/dpr CSS px, must be whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isCrisp, fitScreen, fillSize, fitFont } from '../../web/view/crisp.js';

test('crisp scales: every k at DPR 1 and 2, multiples of 3 at 3 and at 1.5', () => {
  const crisp = (dpr) => [1, 2, 3, 4, 5, 6].filter((k) => isCrisp(k, dpr));
  assert.deepEqual(crisp(1), [1, 2, 3, 4, 5, 6]);
  assert.deepEqual(crisp(2), [1, 2, 3, 4, 5, 6]); // 8, 16, 24... CSS px: all whole
  assert.deepEqual(crisp(3), [3, 6]);
  assert.deepEqual(crisp(1.5), [3, 6]);
  // 80x25 cells (640x400 at k 1) in a screen room for k = 5, 2 and 1
  assert.deepEqual(
    fitScreen(5 * 640, 5 * 400, 80, 25, 3),
    { k: 3, view: { cols: 80, rows: 25 } },
    'the largest crisp k that fits',
  );
  assert.deepEqual(
    fitScreen(2 * 640, 2 * 400, 80, 25, 3),
    { k: 3, view: { cols: 53, rows: 16 } },
    'none readable fits: the smallest readable, a part',
  );
  assert.deepEqual(fitScreen(2 * 640, 2 * 400, 80, 25, 2), { k: 2, view: { cols: 80, rows: 25 } });
  assert.deepEqual(
    fitScreen(640, Infinity, 80, 22, 1),
    { k: 1, view: { cols: 80, rows: 22 } },
    'no height limit',
  );
  assert.deepEqual(
    fitScreen(4 * 640, Infinity, 80, 22, 3, () => true),
    { k: 4, view: { cols: 80, rows: 22 } },
    'a picture: any whole k',
  );
});

test('filling the window: the largest exact font size at which all of the screen fits, else none', () => {
  // laptop windows where crisp gives a 640x400 box: 1.75x instead
  assert.equal(fillSize(1280, 712, 80, 25), 28, '1280x720: 28 px lines, 1120x700');
  assert.equal(
    fillSize(1366, 760, 80, 25),
    28,
    '1366x768: not 30 (its ascent, 22.5 px, would round to 23: 31 px lines)',
  );
  assert.equal(fillSize(1920, 1072, 80, 25), 40, 'the height rules a wide window');
  assert.equal(
    fillSize(700, 2000, 80, 25),
    16,
    'the width rules a tall one (17 would make 8.5 px cells)',
  );
  assert.equal(
    fillSize(700, 2000, 80, 25, 2),
    16,
    'at DPR 2 too: 34 device px is no multiple of 4',
  );
  assert.equal(
    fillSize(1000, Infinity, 80, 25, 1.5),
    24,
    '24 CSS px is 36 device px; 25 would be 37.5',
  );
  assert.equal(fillSize(1000, Infinity, 80, 25, 3), 24);
  assert.equal(
    fillSize(600, 400, 80, 25),
    0,
    'under 8 CSS px a column: none (a part of the screen is better)',
  );
  assert.equal(fillSize(640, Infinity, 80, 22), 16);
});

test('a device pixel ratio that is no whole number: a readable font, not the smallest crisp one', () => {
  // a Pixel 5 (DPR 2.75): the smallest crisp font is 64 px (k 11), 12 columns of its 393
  assert.deepEqual(fitScreen(393 * 2.75, 600 * 2.75, 80, 25, 2.75).k, 11);
  assert.deepEqual(fitFont(393, 600, 80, 25, 2.75), { size: 16, view: { cols: 49, rows: 25 } });
  // a laptop at 125 %: crisp needs a 64 px font (k 5); all of the screen fits at 16 px
  assert.deepEqual(fitFont(1536, 640, 80, 25, 1.25), { size: 16, view: { cols: 80, rows: 25 } });
  // and at 2.625, where 32 px would be the first exact size, still 16 (8 CSS px a column)
  assert.deepEqual(fitFont(412, 700, 80, 25, 2.625), { size: 16, view: { cols: 51, rows: 25 } });
  // whole ratios keep their crisp sizes, a part of the screen included
  assert.deepEqual(fitFont(427, 267, 80, 25, 3), { size: 16, view: { cols: 53, rows: 16 } });
  assert.deepEqual(fitFont(1280, 800, 80, 25, 1), { size: 32, view: { cols: 80, rows: 25 } });
  assert.deepEqual(fitFont(1280, 720, 80, 25, 2), { size: 24, view: { cols: 80, rows: 25 } });
  // a picture (crisp at any whole k) in 700 px at 125 % or 150 %: its readable k (2) would show
  // 54 or 65 columns, and a still picture cannot be panned: all of it at 16 px
  // (and at 110 % or 90 % of the browser's zoom, where no whole size is exact: it had shown 48
  // and 78 columns there)
  for (const dpr of [1.25, 1.5, 1.1, 0.9])
    assert.deepEqual(
      fitFont(700, Infinity, 80, 22, dpr, () => true),
      {
        size: 16,
        view: { cols: 80, rows: 22 },
      },
    );
  // where no whole size shows it all, a picture keeps the readable k, 3 device px a font pixel
  assert.deepEqual(
    fitFont(393, Infinity, 80, 22, 2.75, () => true),
    {
      size: 48 / 2.75,
      view: { cols: 45, rows: 22 },
    },
  );
});
