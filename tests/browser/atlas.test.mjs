// The dungeon atlas in a real Chromium: the sample runs to the end in workers, every figure is
// drawn, the gallery links into the game, a CSV download works, raising the sample size goes on
// from the levels already in, the page fits a phone, and the numbers it measured at depths 1 and
// 15 agree with the spec's rates (tests/rogue/test_rogue_rates.c) within 5 standard errors; axe-
// core finds no serious or critical violation; nothing is fetched from elsewhere. The gallery's
// thumbnails show the stairs, and other levels asked for as a new sample starts still come; a bad
// workers= in the address falls back to the default pool.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { useBrowser, newPage, recordErrors, testOutput } from './browser.mjs';
import { SPEC_RATES, SPEC_GONE_MEAN, rate, mean } from '../../web/atlas/stats.js';
import { GALLERY_SIZE } from '../../web/atlas/schedule.js';
import { PC_COLORS } from '../../web/view/terminal-diff.js';
import { loadDelve } from '../../web/api/delve.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const env = useBrowser();

// Waits until the sample is in and every figure shows all of it.
async function finished(page) {
  await page.waitForFunction(
    () => window.atlasData?.done && window.atlasData.painted === window.atlasData.levelsDone,
    null,
    { timeout: 60_000 },
  );
}

// axe-core's serious and critical violations (every one found is printed).
async function axe(page, name) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () =>
    (await window.axe.run(document)).violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      help: v.help,
    })),
  );
  console.log(
    `axe ${name}: ${violations.length} violations${violations.map((v) => `\n  ${v.impact} ${v.id} (${v.nodes}): ${v.help}`).join('')}`,
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

test('the atlas samples 200 levels a depth, draws every figure, and its numbers match the spec', async () => {
  const { page, errors } = await newPage(env.browser, { width: 1280, height: 900 });
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${env.base}atlas.html`);
  await finished(page);
  const info = await page.evaluate(() => ({
    timing: window.atlasData.timing,
    workers: document.getElementById('status').textContent,
    levels: window.atlasData.levelsDone,
    n: window.atlasData.sampleSize,
    progress: [
      document.getElementById('progress').value,
      document.getElementById('progress-text').textContent,
    ],
    figures: [...document.querySelectorAll('.figure')].map((f) => ({
      id: f.id,
      svgs: f.querySelectorAll('.plot svg').length,
    })),
    differ: window.atlasData.diff.map((d) => d.any / d.levels),
  }));
  const t = info.timing;
  console.log(
    `atlas: ${info.levels} levels; first plots at ${Math.round(t.firstPlot)} ms, all in at ${Math.round(t.done)} ms ` +
      `(since navigation; the workers' own time: Rogue ${Math.round(t.work.rogue)} ms, LevelMap ${Math.round(t.work.levelmap)} ms)`,
  );
  assert.equal(info.n, 200);
  assert.deepEqual(
    requests.filter((u) => !u.startsWith(env.base) && !u.startsWith('blob:')),
    [],
    'everything from build/web: no CDN',
  );
  assert.equal(info.progress[0], 1);
  assert.ok(
    info.progress[1].startsWith(`${info.levels.toLocaleString('en')} of`),
    info.progress[1],
  );
  assert.ok(t.firstPlot < t.done, 'the first plots come before the sample is done');
  assert.equal(info.figures.length, 15);
  for (const f of info.figures) assert.ok(f.svgs > 0, `${f.id} has a plot`);
  assert.ok(info.figures.find((f) => f.id === 'figure-heat').svgs >= 2, 'two heat maps');
  assert.ok(info.differ[9] > 0.2, `the modes differ on many depth-10 seeds: ${info.differ[9]}`);
  assert.deepEqual(await axe(page, 'atlas.html, desktop'), []);

  // the gallery: thumbnails drawn, each a link to that level in the game
  const thumbs = await page.evaluate(() =>
    [...document.querySelectorAll('#gallery a')].map((a) => {
      const c = a.querySelector('canvas'),
        px = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let lit = 0;
      for (let i = 0; i < px.length; i += 4) lit += px[i] + px[i + 1] + px[i + 2] > 0;
      return { href: a.getAttribute('href'), text: a.textContent, size: [c.width, c.height], lit };
    }),
  );
  assert.equal(thumbs.length, 12);
  for (const th of thumbs) {
    const m = th.href.match(/^index\.html#seed=(\d+)&depth=(\d+)(&mode=classic)?$/);
    assert.ok(m, th.href);
    assert.equal(th.text, `seed ${m[1]} · depth ${m[2]} · ${m[3] ? 'classic' : 'fixed'}`);
    assert.deepEqual(th.size, [80, 22]);
    assert.ok(th.lit > 100, 'the level is drawn');
  }

  // a figure's numbers as CSV: a header and one line per mode and depth
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('#figure-rooms .csv'),
  ]);
  assert.equal(download.suggestedFilename(), 'delve-atlas-rooms-200.csv');
  const csv = readFileSync(await download.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  assert.equal(csv[0], 'mode,depth,levels,rooms,roomsSe,gone,goneSe,mazes,mazesSe,dark,darkSe');
  assert.equal(csv.length, 61);
  assert.ok(csv[1].startsWith('fixed,1,200,'), csv[1]);
  // the heat maps' file names the mode and depth shown (the defaults: fixed, every depth)
  const [heat] = await Promise.all([
    page.waitForEvent('download'),
    page.click('#figure-heat .csv'),
  ]);
  assert.equal(heat.suggestedFilename(), 'delve-atlas-heat-fixed-depth-all-200.csv');

  // the rates at depths 1 and 15, from the page's own sums, against the spec's formulas
  const sums = await page.evaluate(() =>
    Object.fromEntries(
      ['fixed', 'classic'].map((mode) => [
        mode,
        [1, 15].map((d) => {
          const a = window.atlasData.rogue[mode][d - 1];
          return { depth: d, levels: a.levels, sum: a.sum, sum2: a.sum2 };
        }),
      ]),
    ),
  );
  for (const [mode, list] of Object.entries(sums)) {
    for (const agg of list) {
      assert.equal(agg.levels, 200);
      for (const spec of SPEC_RATES) {
        const want = spec.want(agg.depth),
          r = rate(agg, spec, want),
          what = `${mode} depth ${agg.depth} ${spec.label}`;
        if (want === 0 || want === 1) assert.equal(r.value, want, what);
        else
          assert.ok(
            Math.abs(r.value - want) <= 5 * r.se,
            `${what}: ${r.value} vs ${want} ± ${5 * r.se}`,
          );
      }
      const gone = mean(agg, 'gone');
      assert.ok(
        Math.abs(gone.value - SPEC_GONE_MEAN) <= 5 * gone.se,
        `${mode} depth ${agg.depth} gone rooms: ${gone.value}`,
      );
    }
  }

  await page.screenshot({
    path: `${testOutput}screenshot-atlas.png`,
    clip: { x: 0, y: 0, width: 1280, height: 1500 },
    fullPage: true,
  });

  // raising the sample goes on from the 200 levels in, to 500 (and says how many it adds)
  await page.evaluate(() => {
    const status = document.getElementById('status');
    window.statusSeen = [];
    new MutationObserver(() => window.statusSeen.push(status.textContent)).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.selectOption('#sample-size', '500');
  assert.equal(await page.evaluate(() => location.hash), '#n=500');
  await page.waitForFunction(() => window.atlasData.sampleSize === 500); // once the choice settles
  await finished(page);
  const raised = await page.evaluate(() => ({
    fixed1: window.atlasData.rogue.fixed[0].levels,
    n: window.atlasData.sampleSize,
    status: document.getElementById('status').textContent,
  }));
  assert.deepEqual([raised.fixed1, raised.n], [500, 500]);
  assert.match(
    raised.status,
    /^Done: [\d,]+ levels \(500 per Rogue depth and mode, 500 per LevelMap setting\)/,
  );
  // the time said is the added levels', and says so (the first 200 a depth came before)
  const added = (info.levels * 3) / 2;
  const seen = await page.evaluate(() => window.statusSeen);
  const measuring = `Measuring ${added.toLocaleString('en')} more levels (${((info.levels * 5) / 2).toLocaleString('en')} in all) on `;
  assert.ok(
    seen.some((text) => text.startsWith(measuring)),
    `${JSON.stringify(seen)} has no "${measuring}…"`,
  );
  assert.match(
    raised.status,
    new RegExp(`\\), the ${added.toLocaleString('en')} added in [\\d.]+ s on \\d+ workers?;`),
  );
  assert.deepEqual(errors, []);
});

test("the atlas's address says what it shows: what it cannot take is rewritten, an address typed or gone Back to is followed, the heat maps' choices kept", async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}atlas.html#n=abc&heat=classic&heat-depth=99`);
  await finished(page);
  const seen = () =>
    page.evaluate(() => ({
      hash: location.hash,
      n: window.atlasData.sampleSize,
      size: document.getElementById('sample-size').value,
      heat: [
        document.getElementById('heat-mode').value,
        document.getElementById('heat-depth').value,
      ],
    }));
  assert.deepEqual(await seen(), {
    hash: '#heat=classic',
    n: 200,
    size: '200',
    heat: ['classic', 'all'],
  });
  // the page says how its seeds are made; a CSV button names its figure; the modes' words are
  // outside the figure's image (an image's contents are not read)
  const page2 = await page.evaluate(() => ({
    rule: document.getElementById('seed-rule').textContent,
    names: [...document.querySelectorAll('.csv')].map((b) => b.getAttribute('aria-label')),
    words: document.querySelector('#figure-modes .words')?.textContent,
    inImage: document.querySelector('#figure-modes .plot').textContent.includes('standard errors'),
  }));
  assert.equal(page2.rule, '(2246822519 × i + 7) mod 2³²');
  assert.equal(new Set(page2.names).size, page2.names.length, 'each CSV button its own name');
  assert.ok(page2.names.every((n) => n.startsWith('Download the numbers (CSV) of ')));
  assert.match(page2.words, /standard errors/);
  assert.equal(page2.inImage, false);
  // choices: the heat maps' depth rewrites the address; a size is a new entry, Back returns
  await page.selectOption('#heat-depth', '15');
  assert.equal((await seen()).hash, '#heat=classic&heat-depth=15');
  await page.selectOption('#sample-size', '500');
  assert.equal((await seen()).hash, '#n=500&heat=classic&heat-depth=15');
  await page.goBack();
  await page.waitForFunction(() => window.atlasData.sampleSize === 200);
  assert.deepEqual(await seen(), {
    hash: '#heat=classic&heat-depth=15',
    n: 200,
    size: '200',
    heat: ['classic', '15'],
  });
  // an address typed in the same tab (a link pasted): followed, a size the select lacks added
  await page.evaluate(() => (location.hash = '#n=20&heat-depth=3'));
  await page.waitForFunction(() => window.atlasData.sampleSize === 20);
  await finished(page);
  const typed = { hash: '#n=20&heat-depth=3', n: 20, size: '20', heat: ['fixed', '3'] };
  assert.deepEqual(await seen(), typed);
  // reloaded: the same view
  await page.reload();
  await finished(page);
  assert.deepEqual(await seen(), typed);
  assert.deepEqual(errors, []);
});

test('the atlas fits a phone', async () => {
  const context = await env.browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors = recordErrors(page);
  await page.goto(`${env.base}atlas.html#n=20`);
  await finished(page);
  const layout = await page.evaluate(() => {
    const shown = (e) => e.getClientRects().length > 0;
    // tick labels of one axis in one svg (every panel's) that overlap: "30" and "1" of two
    // panels, or "15", "20" and "25" at a phone's size of text
    const touching = [];
    for (const svg of document.querySelectorAll('.plot svg'))
      for (const axis of svg.querySelectorAll('g[aria-label="x-axis tick label"]')) {
        const boxes = [...axis.querySelectorAll('text')]
          .map((t) => [t.textContent, t.getBoundingClientRect()])
          .sort((a, b) => a[1].left - b[1].left);
        for (let i = 1; i < boxes.length; i++)
          if (boxes[i][1].left < boxes[i - 1][1].right && boxes[i][1].top < boxes[i - 1][1].bottom)
            touching.push(`${boxes[i - 1][0]}|${boxes[i][0]}`);
      }
    return {
      overflow: document.documentElement.scrollWidth - innerWidth,
      widest: Math.max(
        ...[...document.querySelectorAll('.plot svg')].map((s) => s.getBoundingClientRect().right),
      ),
      links: [...document.querySelectorAll('nav a')].map((a) => a.getAttribute('href')),
      lowControls: [...document.querySelectorAll('button, select')]
        .filter((e) => shown(e) && e.getBoundingClientRect().height < 44)
        .map((e) => e.textContent.trim().slice(0, 30)),
      textSizes: [
        ...new Set(
          [...document.querySelectorAll('.plot svg text')].map((t) => getComputedStyle(t).fontSize),
        ),
      ],
      touching,
    };
  });
  assert.equal(layout.overflow, 0, 'no sideways scrolling');
  assert.ok(layout.widest <= 360, `plots fit: ${layout.widest}`);
  assert.deepEqual(layout.links, ['index.html', 'embed.html']);
  assert.deepEqual(layout.lowControls, [], 'buttons and menus a thumb can hit: 44 px high');
  assert.deepEqual(layout.textSizes, ['12px'], "the figures' text 12 px, not Plot's 10");
  assert.deepEqual(layout.touching, [], 'no tick labels run into each other');
  assert.deepEqual(await axe(page, 'atlas.html, phone'), []);
  assert.deepEqual(errors, []);
  await context.close();
});

// WCAG's contrast ratio of two CSS colours (rgb() or #hex, as getComputedStyle gives them).
function contrast(a, b) {
  const lum = (css) => {
    const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(css);
    const rgb = hex ? hex.slice(1).map((h) => parseInt(h, 16)) : css.match(/\d+/g).map(Number);
    const [r, g, bl] = rgb.slice(0, 3).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test("the monsters' letters come in the order of their depths; a figure's tip is readable", async () => {
  const { page, errors } = await newPage(env.browser, { width: 1280, height: 900 });
  await page.goto(`${env.base}atlas.html`);
  await finished(page);
  // the x axis of one mode's panel (drawn once in view): the kestrel (the level list's first)
  // first, the four that only wander in (never on a new level) last, in their own order
  await page.locator('#figure-monsters').scrollIntoViewIfNeeded();
  await page.locator('#figure-monsters svg').last().waitFor(); // the legend's, then the plot's
  const letters = await page.evaluate(() =>
    [...document.querySelectorAll('#figure-monsters svg text')]
      .map((t) => t.textContent)
      .filter((t) => /^[A-Z]$/.test(t))
      .slice(0, 26),
  );
  assert.equal(letters.length, 26, letters.join(''));
  assert.equal(letters[0], 'K', letters.join(''));
  assert.deepEqual(letters.slice(-4), ['E', 'Q', 'U', 'Z'], letters.join(''));
  // a cell hovered: its tip's text against its box, at least WCAG's 4.5:1
  const cell = page.locator('#figure-monsters svg rect[fill]').nth(100);
  await cell.scrollIntoViewIfNeeded();
  await cell.hover();
  // Plot's tip: a box of var(--plot-background) with the text in the page's colour
  const tip = page.locator('#figure-monsters svg g[fill="var(--plot-background)"] g').first();
  await tip.waitFor();
  const colours = await tip.evaluate((g) => ({
    box: getComputedStyle(g.querySelector('path')).fill,
    text: getComputedStyle(g.querySelector('text')).fill,
  }));
  assert.ok(contrast(colours.box, colours.text) >= 4.5, JSON.stringify(colours));
  assert.deepEqual(errors, []);
});

test("the gallery's thumbnails show the stairs, black on green in the game, as a green block", async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}atlas.html#n=10`);
  await page.waitForSelector('#gallery a canvas');
  const thumbs = await page.evaluate(() =>
    [...document.querySelectorAll('#gallery a')].map((a) => {
      const c = a.querySelector('canvas');
      return { text: a.textContent, rgba: [...c.getContext('2d').getImageData(0, 0, 80, 22).data] };
    }),
  );
  const delve = await loadDelve();
  const green = PC_COLORS[2].match(/\w\w/g).map((h) => parseInt(h, 16));
  let seen = 0;
  for (const { text, rgba } of thumbs) {
    const [, seed, depth, mode] = text.match(/^seed (\d+) · depth (\d+) · (\w+)$/);
    const { stairs, map } = delve.rogue({ seed: Number(seed), depth: Number(depth), mode });
    if (map[stairs.y - 1][stairs.x] !== '≡') continue; // a monster stands on them
    seen++;
    const i = ((stairs.y - 1) * 80 + stairs.x) * 4;
    assert.deepEqual(rgba.slice(i, i + 3), green, `${text}: the stairs at ${stairs.x},${stairs.y}`);
  }
  assert.ok(seen > 0, 'the stairs show on some level');
  assert.deepEqual(errors, []);
});

test('other levels asked for just before a new sample still come', async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}atlas.html#n=10000`);
  await page.waitForFunction(() => window.atlasData.levelsDone > 1000);
  const before = await page.evaluate(() => {
    const links = () => [...document.querySelectorAll('#gallery a')].map((a) => a.href).join();
    const was = links();
    // in one task, while every worker has tasks in flight: the gallery's job waits in the queue
    // when the smaller sample starts again
    document.getElementById('reroll').click();
    const select = document.getElementById('sample-size');
    select.value = '200';
    select.dispatchEvent(new Event('change'));
    return was;
  });
  await finished(page);
  await page.waitForFunction(
    (was) => [...document.querySelectorAll('#gallery a')].map((a) => a.href).join() !== was,
    before,
    { timeout: 10_000 },
  );
  assert.deepEqual(errors, []);
});

test('Back from a level of the gallery, or a reload, shows the same gallery; Show other levels another', async () => {
  const { page, errors } = await newPage(env.browser);
  const links = () =>
    page.evaluate(() => [...document.querySelectorAll('#gallery a')].map((a) => a.href).join());
  const galleryIn = async () => {
    await page.waitForSelector('#gallery a canvas');
    return links();
  };
  await page.goto(`${env.base}atlas.html#n=20`);
  const first = await galleryIn();
  await page.click('#gallery a');
  await page.waitForURL(/index\.html/);
  await page.goBack();
  assert.equal(await galleryIn(), first, 'Back');
  await page.reload();
  assert.equal(await galleryIn(), first, 'a reload');
  await page.click('#reroll');
  await page.waitForFunction((was) => {
    const now = [...document.querySelectorAll('#gallery a')].map((a) => a.href).join();
    return now && now !== was;
  }, first);
  const other = await links();
  await page.reload();
  assert.equal(await galleryIn(), other, 'the other levels kept');
  assert.deepEqual(errors, []);
});

test('a bad workers= in the address falls back to the default pool, and the sample finishes', async () => {
  for (const workers of ['-1', '100000', 'abc']) {
    const { page, errors } = await newPage(env.browser);
    await page.goto(`${env.base}atlas.html#n=10&workers=${workers}`);
    await finished(page);
    const { status, gallery, cores } = await page.evaluate(() => ({
      status: document.getElementById('status').textContent,
      gallery: document.querySelectorAll('#gallery a').length,
      cores: navigator.hardwareConcurrency,
    }));
    const n = Math.max(1, Math.min(4, cores || 2));
    assert.match(
      status,
      new RegExp(`^Done: .* on ${n} workers?;`),
      `workers=${workers}: ${status}`,
    );
    assert.equal(gallery, 12, `workers=${workers}: the gallery is drawn`);
    assert.deepEqual(errors, [], `workers=${workers}`);
    await page.close();
  }
  // a good one is taken
  const { page } = await newPage(env.browser);
  await page.goto(`${env.base}atlas.html#n=10&workers=3`);
  await finished(page);
  assert.match(await page.textContent('#status'), /on 3 workers;/);
  await page.close();
});

test('a worker that cannot load the core, or does not load at all, is said in words, once, and the sample stops', async () => {
  const cases = [
    ['delve-still.wasm', /^Something went wrong: .*delve-still\.wasm.*404$/],
    [
      'atlas-worker.js',
      /^Something went wrong: the atlas's worker \(atlas-worker\.js\) did not load$/,
    ],
  ];
  for (const [file, words] of cases) {
    const { page } = await newPage(env.browser);
    await page.route(`**/${file}`, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${env.base}atlas.html#n=10`);
    await page.waitForFunction(
      () => document.getElementById('status').textContent.startsWith('Something went wrong'),
      null,
      { timeout: 20_000 },
    );
    const status = await page.textContent('#status');
    assert.match(status, words, `${file} missing`);
    assert.doesNotMatch(status, /\bat \S+:\d+:\d+/, `${file} missing: no stack in the words`);
    await page.close();
  }
});

// The gallery's thumbnails come a moment after the first paint, into the place atlas.html holds
// for them: the page hardly moves while it loads (it jumped by most of a screen: 0.61).
test('the page hardly moves as it loads: the gallery comes into the place held for it', async () => {
  const { page, errors } = await newPage(env.browser, { width: 1280, height: 800 });
  await page.addInitScript(() => {
    window.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${env.base}atlas.html`);
  await finished(page);
  await page.waitForFunction(
    (n) => document.querySelectorAll('#gallery a canvas').length === n,
    GALLERY_SIZE,
  );
  const shifts = await page.evaluate(() => window.shifts);
  const total = shifts.reduce((a, b) => a + b, 0);
  assert.ok(total < 0.1, `layout shifts as it loads: ${shifts.join(', ')}`); // "good", by Web Vitals
  assert.equal(
    await page.locator('#gallery li').count(),
    GALLERY_SIZE,
    'the thumbnails took the place',
  );
  assert.deepEqual(errors, []);
});

test('a figure drawn keeps the figures below in place; arrow keys on the sample size take the size they stop at, as one history entry', async () => {
  const { page, errors } = await newPage(env.browser, { width: 1280, height: 900 });
  await page.addInitScript(() => {
    window.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${env.base}atlas.html#n=10`);
  await page.waitForFunction(
    () => window.atlasData?.ready?.rogue && window.atlasData.ready.levelmap,
  );
  await page.evaluate(() => (window.shifts = []));
  await page.keyboard.press('End'); // the figures at the bottom are drawn as they come in view
  await finished(page);
  const shifts = await page.evaluate(() => window.shifts);
  assert.ok(Math.max(0, ...shifts) < 0.05, `layout shifts after End: ${shifts.join(', ')}`);
  // three sizes down and one back up: one new history entry, one sample, of the size it stopped at
  const before = await page.evaluate(() => history.length);
  const sizes = await page.$$eval('#sample-size option', (options) => options.map((o) => o.value));
  await page.focus('#sample-size');
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp'])
    await page.keyboard.press(key);
  const chosen = Number(sizes[sizes.indexOf('10') + 2]);
  await page.waitForFunction((n) => window.atlasData.sampleSize === n, chosen);
  await finished(page);
  assert.deepEqual(await page.evaluate(() => [history.length, location.hash]), [
    before + 1,
    `#n=${chosen}`,
  ]);
  assert.deepEqual(errors, []);
});
