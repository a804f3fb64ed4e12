// The page on an emulated phone (390x844, DPR 3, touch) in a real Chromium: the screen fits,
// the touch controls carry their keys, tapping them plays a level to the stairs and down,
// and a swipe moves the player. Also 320x480 and 1920x1080 windows: no overflow, no controls.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath } from '../node/helpers.mjs';
import { useBrowser, openSitePage, xtermPlays, testOutput, PHONE, shown } from './browser.mjs';
import { walkableSeed } from '../node/paths.mjs';
import { encodeKeys } from '../../web/view/key-text.js';
import { readGames } from '../node/games-data.mjs';

const delve = await loadDelve({ wasm: readFileSync(wasmPath) });
const env = useBrowser();

// The page at `hash` (or another of the site, as 'embed.html') once `ready` holds in it: by
// default, the game page's terminal has taken over from its first frame.
async function open(options, hash, ready = xtermPlays) {
  const context = await env.browser.newContext(options);
  return { context, ...(await openSitePage(context, env.base, hash, ready)) };
}

// embed.html on a phone, once its interactive widget plays.
const openEmbed = () => open(PHONE, 'embed.html', () => document.getElementById('play')?.game);

// What the layout looks like: overflow, where the screen is, the font in device pixels.
function layout(page) {
  return page.evaluate(() => {
    const r = document.querySelector('.xterm-screen').getBoundingClientRect();
    const dpr = window.devicePixelRatio;
    return {
      overflow: document.documentElement.scrollWidth > window.innerWidth,
      inside:
        r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight,
      lineDevicePx: window.delvePage.term.options.fontSize * dpr,
      cellDevicePx: [
        (r.width / window.delvePage.term.cols) * dpr,
        (r.height / window.delvePage.term.rows) * dpr,
      ],
      view: [window.delvePage.term.cols, window.delvePage.term.rows],
      pad: [...document.querySelectorAll('.delve-pad [data-key]')]
        .filter((b) => b.offsetParent !== null) // shown (a desk's are there, hidden)
        .map((b) => b.dataset.key)
        .join(' '),
    };
  });
}

const state = (page) => page.evaluate(() => window.delvePage.game.state());

test('on a phone: the screen fits, and tapping the controls plays to the stairs and down', async () => {
  const { seed, level, path } = walkableSeed(delve);
  const { context, page, errors } = await open(PHONE, `#seed=${seed}&depth=1&rules=explore`);
  const l = await layout(page);
  assert.equal(l.overflow, false, 'no horizontal overflow');
  assert.equal(l.inside, true, 'the whole screen is in the viewport');
  // 80 columns at 1x would be 2.7 CSS px each: 3x, 8 CSS px a column, in a view that fits
  assert.equal(l.lineDevicePx, 48);
  assert.deepEqual(l.cellDevicePx, [24, 48], 'crisp: 3x the 8x16 cell');
  assert.deepEqual(l.view, [48, 25]);
  assert.equal(l.pad, 'y k u h . l b j n run s > i status w ? R');
  assert.equal(
    await page.getAttribute('.xterm-helper-textarea', 'inputmode'),
    'none',
    'no soft keyboard over the pad',
  );
  console.log(`phone 390x844 at DPR 3: ${l.lineDevicePx / 16}x, a ${l.view.join('x')} view`);

  for (const key of path) {
    await page.tap(`.delve-pad [data-key="${key}"]`);
    const t = await shown(page);
    assert.equal(t.filter((row) => row.includes('☺')).length, 1, 'the view follows the player');
    assert.match(
      t[23],
      /^Level:1 Hits:12\(12\) Str:16\(16\) Gold:\d+ Armor:5/,
      'the status rows stay in view, squeezed to fit',
    );
  }
  const there = await state(page);
  assert.deepEqual(
    [there.x, there.y],
    [level.stairs.x, level.stairs.y],
    'taps walked to the stairs',
  );
  await page.tap('.delve-pad [data-key=">"]');
  assert.equal((await state(page)).depth, 2, 'the Down button went down');

  // Run turns the next direction into a run, then lets go
  await page.tap('.delve-pad [data-key="run"]');
  assert.equal(await page.getAttribute('.delve-pad [aria-label="run up"]', 'data-key'), 'K');
  assert.equal(await page.getAttribute('.delve-pad [data-key="."]', 'aria-label'), 'rest');
  assert.equal(await page.getAttribute('.delve-pad [data-key="run"]', 'aria-pressed'), 'true');
  await page.tap('.delve-pad [data-key="K"]');
  assert.equal(await page.getAttribute('.delve-pad [aria-label="up"]', 'data-key'), 'k');

  // Pack opens the inventory, any button returns; Where speaks the surroundings
  await page.tap('.delve-pad [data-key="i"]');
  assert.equal((await state(page)).inventory, true, 'the Pack button opened the pack');
  assert.match((await shown(page))[0], /^a\) /, 'the pack is listed from the left edge');
  await page.tap('.delve-pad [data-key="s"]');
  assert.equal((await state(page)).inventory, false, 'a button returns from the pack');
  // and its answer says so by name: the list's "Press space to continue" has a Continue
  const answers = () => page.$$eval('.delve-answers button', (bs) => bs.map((b) => b.textContent));
  assert.deepEqual(await answers(), [], 'a walk asks nothing');
  await page.tap('.delve-pad [data-key="i"]');
  assert.deepEqual(await answers(), ['Continue'], "the pack's list: Continue");
  await page.tap('.delve-answers [data-key=" "]');
  assert.equal((await state(page)).inventory, false, 'Continue returned from the pack');
  assert.deepEqual(await answers(), []);
  await page.tap('.delve-pad [data-key="w"]');
  assert.match(
    await page.textContent('#messages'),
    /^You are /,
    'the Where button speaks where you are',
  );
  // and shows it under the screen until the next key, hidden from readers (they hear it once)
  const seen = () =>
    page.$$eval('#notice [aria-hidden="true"]', (lines) =>
      lines.filter((l) => l.offsetParent !== null).map((l) => l.textContent),
    );
  assert.deepEqual(await seen(), [await page.textContent('#messages')], 'Where shown');
  await page.tap('.delve-pad [data-key="status"]');
  assert.match((await seen()).join('|'), /^Level \d+, hits/, 'Status shown in its place');
  await page.tap('.delve-pad [data-key="s"]');
  assert.deepEqual(await seen(), [], 'gone at the next key');
  const smallest = await page.evaluate(() =>
    Math.min(
      ...[...document.querySelectorAll('.delve-pad button')]
        .filter((b) => b.offsetParent !== null) // shown (a walk's pad has no Up <)
        .flatMap((b) => [b.getBoundingClientRect().width, b.getBoundingClientRect().height]),
    ),
  );
  assert.ok(smallest >= 44, `every button is a 44 px touch target (smallest side ${smallest} px)`);
  // the links under the screen are touch targets too (their height: a line of text is 18 px)
  const links = await page.evaluate(() =>
    [...document.querySelectorAll('.links a, .links button:not([hidden])')].map(
      (el) => `${el.textContent}: ${Math.round(el.getBoundingClientRect().height)}`,
    ),
  );
  assert.deepEqual(
    links.filter((l) => Number(l.split(': ')[1]) < 44),
    [],
    'every link and button under the screen is 44 px high',
  );

  await page.screenshot({ path: `${testOutput}screenshot-phone.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('taps on the controls between the first frame and the terminal playing are played once it plays, in order', async () => {
  const context = await env.browser.newContext(PHONE);
  // as the first frame (HTML) appears, before xterm.js is even fetched: search, then the pack
  await context.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const pad = (key) => document.querySelector(`.delve-pad button[data-key="${key}"]`);
      if (!pad('i') || !document.getElementById('screen')?.textContent.includes('Level:')) return;
      seen.disconnect();
      window.tappedEarly = !window.delvePage?.term;
      pad('s').click();
      pad('i').click();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  const { page, errors } = await openSitePage(context, env.base, '#seed=42&depth=1');
  const got = await page.evaluate(() => ({
    early: window.tappedEarly,
    keys: window.delvePage.game.keys(),
    pack: !document.querySelector('.delve-pack').hidden,
  }));
  assert.deepEqual(got, { early: true, keys: 's', pack: true });
  assert.deepEqual(errors, []); // the pack's button threw, and so did the help's
  await context.close();
});

test('on a phone: a swipe on the screen moves the player that way', async () => {
  const { seed, path } = walkableSeed(delve);
  const { context, page, errors } = await open(PHONE, `#seed=${seed}&depth=1&rules=explore`);
  const before = await state(page);
  const r = await page.evaluate(() => {
    const b = document.querySelector('.xterm-screen').getBoundingClientRect();
    return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
  });
  const d = { h: [-60, 0], l: [60, 0], k: [0, -40], j: [0, 40] }[path[0]];
  const cdp = await context.newCDPSession(page);
  const touch = (type, x, y) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', r.x, r.y);
  for (let i = 1; i <= 5; i++) await touch('touchMove', r.x + (d[0] * i) / 5, r.y + (d[1] * i) / 5);
  await touch('touchEnd');
  await page.waitForFunction((t) => window.delvePage.game.state().turns > t, before.turns);
  const after = await state(page);
  const step = { h: [-1, 0], l: [1, 0], k: [0, -1], j: [0, 1] }[path[0]];
  assert.deepEqual([after.x - before.x, after.y - before.y], step, `the swipe moved ${path[0]}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a phone's page taller than its window: a swipe on the controls scrolls nothing, one on the links scrolls to them", async () => {
  // 360x640 and a landscape 750x340: the links row runs past the window's bottom
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 750, height: 340 },
  ]) {
    const name = `${viewport.width}x${viewport.height}`;
    const { context, page, errors } = await open({ ...PHONE, viewport }, '#dos=4651');
    const cdp = await context.newCDPSession(page);
    const swipeUp = async (selector) => {
      const r = await page.evaluate((s) => {
        const b = document.querySelector(s).getBoundingClientRect();
        return { x: b.left + b.width / 2, y: Math.min(b.top + 20, innerHeight - 8) };
      }, selector);
      const touch = (type, y) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x: r.x, y }],
        });
      await touch('touchStart', r.y);
      for (let i = 1; i <= 5; i++) await touch('touchMove', r.y - 30 * i);
      // the thumb stops before it lifts: after a fling, Chromium takes no tap for a moment
      await page.waitForTimeout(150);
      await touch('touchMove', r.y - 150);
      await touch('touchEnd');
      await page.waitForTimeout(300);
      return page.evaluate(() => window.scrollY);
    };
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollHeight > innerHeight),
      `${name}: the page is taller than the window`,
    );
    for (const part of ['.delve-pad-grid', '.delve-pad-actions'])
      assert.equal(await swipeUp(part), 0, `${name}: a swipe on ${part} left the page in place`);
    await page.tap('.delve-answers [data-key="Q"]');
    assert.equal(await swipeUp('.delve-answers'), 0, `${name}: and one on the answers`);
    await page.tap('.delve-answers [data-key="n"]');
    assert.ok((await swipeUp('.links')) > 0, `${name}: a swipe on the links scrolled to them`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a 320x480 window: a crisp 40x25 view at 1x, no overflow', async () => {
  const { context, page, errors } = await open(
    { viewport: { width: 320, height: 480 } },
    '#seed=5',
  );
  const l = await layout(page);
  assert.deepEqual(
    [l.overflow, l.inside, l.lineDevicePx, l.cellDevicePx, l.view, l.pad],
    [false, true, 16, [8, 16], [40, 25], ''],
  );
  const t = await shown(page);
  assert.ok(t[23].startsWith('Level:1 ') && t.some((row) => row.includes('☺')), t.join('\n'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('more screens: phone landscape, tablet, 4K: no overflow, all in view, crisp', async () => {
  const screens = [
    ['phone landscape 844x390 DPR 3', { ...PHONE, viewport: { width: 844, height: 390 } }],
    [
      'small landscape 480x320, touch',
      { viewport: { width: 480, height: 320 }, isMobile: true, hasTouch: true },
    ],
    [
      'tablet 768x1024 DPR 2',
      {
        viewport: { width: 768, height: 1024 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    ],
    ['4K 3840x2160', { viewport: { width: 3840, height: 2160 } }],
    ['laptop 1280x720 DPR 3', { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 3 }],
  ];
  for (const [name, options] of screens) {
    const { context, page, errors } = await open(options, '#seed=5&rules=explore');
    const l = await layout(page);
    assert.deepEqual([l.overflow, l.inside], [false, true], name);
    assert.equal(l.lineDevicePx % 16, 0, `${name}: ${l.lineDevicePx}`);
    assert.deepEqual(l.cellDevicePx, [l.lineDevicePx / 2, l.lineDevicePx], name);
    const t = await shown(page);
    assert.ok(
      t[0] !== undefined && t[t.length - 2].startsWith('Level:1 '),
      `${name}: the status row is in view`,
    );
    console.log(`${name}: ${l.lineDevicePx / 16}x, a ${l.view.join('x')} view`);
    if (name.startsWith('phone landscape'))
      assert.ok(l.view[1] >= 20, `${name}: the controls beside the screen leave it its rows`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// The touch controls shown (or others, by `selector`; the pack's list scrolls inside its panel:
// the panel instead) that are not wholly in the window as it is, unscrolled, or are under 44 px
// a side.
const outOfReach = (page, selector = '.delve-controls button, .delve-pack') =>
  page.evaluate((selector) => {
    const inWindow = (r) =>
      r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
    const shownParts = [...document.querySelectorAll(selector)].filter(
      (el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('.delve-pack button'),
    );
    return shownParts
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(
        ({ el, r }) =>
          !inWindow(r) || (el.tagName === 'BUTTON' && Math.min(r.width, r.height) < 44),
      )
      .map(({ el, r }) => `${el.getAttribute('aria-label')}: ${[r.left, r.top, r.right, r.bottom]}`)
      .concat(scrollY ? [`the page scrolled ${scrollY} px`] : []);
  }, selector);

test('a phone in landscape: the controls in a column beside the screen, all in reach, 20 rows shown', async () => {
  for (const viewport of [
    { width: 750, height: 340 },
    { width: 844, height: 390 },
  ]) {
    const name = `${viewport.width}x${viewport.height}`;
    const { context, page, errors } = await open({ ...PHONE, viewport }, '#dos=4651');
    const check = async (when) => {
      const l = await layout(page);
      assert.deepEqual([l.overflow, l.inside], [false, true], `${name} ${when}`);
      assert.ok(l.view[1] >= 20, `${name} ${when}: a ${l.view.join('x')} view`);
      assert.deepEqual(await outOfReach(page), [], `${name} ${when}`);
      console.log(`${name} ${when}: a ${l.view.join('x')} view`);
    };
    await check('playing');
    await page.tap('.delve-pad [data-key="i"]');
    await page.tap('.delve-pack [data-choose="a"]');
    await check('with the pack open');
    await page.tap('.delve-pack [data-close]');
    await page.tap('.delve-answers [data-key="Q"]');
    await check('asked yes or no');
    await page.tap('.delve-answers [data-key="n"]');
    assert.equal((await state(page)).prompt, 'command', `${name}: every answer in reach`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a phone whose device pixel ratio is no whole number reads 8 CSS px a column', async () => {
  // a Pixel 5: the smallest crisp font at DPR 2.75 is 64 px, a dozen columns
  const { context, page, errors } = await open(
    { ...PHONE, viewport: { width: 393, height: 727 }, deviceScaleFactor: 2.75 },
    '#seed=5&rules=explore',
  );
  const l = await layout(page);
  assert.deepEqual([l.overflow, l.inside], [false, true]);
  assert.ok(l.view[0] >= 48 && l.view[1] >= 10, `a ${l.view.join('x')} view`);
  const t = await shown(page);
  assert.ok(t[t.length - 2].startsWith('Level:1 '), 'the status row is in view');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a phone turned to landscape and back: the rows stay in place and the page never zooms out', async () => {
  const { context, page, errors } = await open(PHONE, '#dos=4651');
  for (let i = 0; i < 3; i++) await page.tap('.delve-pad [data-key="j"]');
  const before = await shown(page);
  await page.setViewportSize({ width: 844, height: 390 });
  await page.waitForFunction(() => window.delvePage.term.cols > 48);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => window.delvePage.term.cols <= 48);
  const after = await shown(page);
  // resizing reflowed the terminal's lines: the view was left on a stale row above the screen
  assert.deepEqual(after, before, 'the same screen, row for row');
  assert.ok(after[0].startsWith('You now have a scroll') && after.at(-2).startsWith('Level:1 '));
  const l = await layout(page);
  assert.deepEqual([l.overflow, l.inside, l.view], [false, true, [48, 25]]);
  assert.equal(await page.evaluate(() => window.visualViewport.scale), 1, 'not zoomed out');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a game's end on a phone: its screen readable, New game and Same game again in the window, in the pad's place", async () => {
  const phones = [
    ["390x664 at DPR 3 (a browser's bars on)", { width: 390, height: 664 }, 3],
    ['393x727 at DPR 2.75', { width: 393, height: 727 }, 2.75],
  ];
  for (const [name, viewport, deviceScaleFactor] of phones) {
    const { context, page, errors } = await open(
      { ...PHONE, viewport, deviceScaleFactor },
      '#dos=4651',
    );
    await page.tap('.delve-answers [data-key="Q"]');
    await page.tap('.delve-answers [data-key="y"]');
    // the tombstone takes only its Enter: the pad's game keys wait, dimmed, and play nothing
    assert.equal((await state(page)).prompt, 'enter', name);
    const waiting = () =>
      page.$$eval('.delve-pad button[aria-disabled="true"]', (bs) => bs.map((b) => b.dataset.key));
    assert.deepEqual(await waiting(), [
      ...'yku',
      'h',
      '.',
      'l',
      ...'bjn',
      'run',
      's',
      '>',
      '<',
      'i',
    ]);
    const keys = await page.evaluate(() => window.delvePage.game.keys());
    await page.tap('.delve-pad [data-key="j"]', { force: true }); // (playwright waits for enabled)
    assert.equal(await page.evaluate(() => window.delvePage.game.keys()), keys, 'no key played');
    for (let i = 0; i < 5 && (await state(page)).prompt !== 'over'; i++)
      await page.tap('.delve-answers button'); // More, the Hall of Fame's Enter, Create
    assert.equal((await state(page)).prompt, 'over', name);
    assert.equal(await page.isVisible('text=Same game again'), true, name);
    // a thumb's buttons: no keyboard letters in their names
    assert.deepEqual(
      await page.$$eval('.delve-bar button:not([hidden])', (bs) => bs.map((b) => b.textContent)),
      ['New game', 'Same game again'],
      name,
    );
    assert.deepEqual(await outOfReach(page, '.delve-bar button'), [], `${name}: in the window`);
    assert.equal(await page.isVisible('.delve-pad'), false, `${name}: the pad gave its place`);
    const l = await layout(page);
    assert.deepEqual([l.overflow, l.inside], [false, true], name);
    // the end's screen in the readable font (a Hall of Fame's lines broken to its width)
    assert.ok(l.view[0] < 80, `${name}: the readable font at the end (${l.view})`);
    const words = (lines) => lines.join(' ').split(/ +/).filter(Boolean);
    const all = await page.evaluate(() => window.delvePage.game.text());
    assert.deepEqual(words(await shown(page)), words(all), `${name}: every word of the screen`);
    await page.tap('text=Same game again');
    assert.deepEqual((await state(page)).prompt, 'command', name);
    assert.deepEqual(await waiting(), [], `${name}: a command: the pad plays`);
    assert.equal(await page.isVisible('.delve-pad'), true, `${name}: the pad for the next game`);
    assert.deepEqual(await outOfReach(page), [], `${name}: and its controls`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("the pad's New leaves a game being played only at a second tap, for another of its kind (a clock's: a clock)", async () => {
  const { context, page, errors } = await open(PHONE, '#dos=4651');
  await page.tap('.delve-pad [data-key="j"]');
  // the address follows a key 400 ms later: under load, between the two taps below
  await page.waitForFunction(() => location.hash.includes('keys='));
  const before = await page.evaluate(() => location.hash);
  await page.tap('.delve-pad [data-key="R"]');
  assert.equal(await page.evaluate(() => location.hash), before, 'the first tap asks');
  // asked in words under the pad, shown and said (#notice is a status)
  assert.match(await page.textContent('#notice'), /Tap New again/);
  assert.ok(await page.isVisible('#notice span'));
  assert.equal(await page.textContent('.delve-pad [data-key="R"]'), 'New?');
  await page.tap('.delve-pad [data-key="h"]'); // another button: the question is forgotten
  assert.equal(await page.textContent('.delve-pad [data-key="R"]'), 'New');
  assert.doesNotMatch(await page.textContent('#notice'), /Tap New again/);
  await page.tap('.delve-pad [data-key="R"]');
  await page.tap('.delve-pad [data-key="R"]');
  await page.waitForFunction(
    (h) => location.hash !== h && /^#dos=\d+$/.test(location.hash),
    before,
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test("the pad's help says any button returns: a tap on the screen turns its pages too, and plays nothing", async () => {
  const { context, page, errors } = await open(PHONE, '#dos=4651');
  const before = await state(page);
  await page.tap('.delve-pad [data-key="?"]');
  const helpUp = async () =>
    /buttons and swipes|Any button|any button/.test((await shown(page)).join('\n'));
  assert.ok(await helpUp(), 'the help is up');
  // said whole with its first page, every button with what it does, whatever its lines
  const said = await page.textContent('#messages');
  for (const words of [
    'delve — buttons and swipes. ↖ ↑ ↗: move up left, up, up right. ← · →: move left, rest, move right. ↙ ↓ ↘: move down left, down, down right.',
    'Down >: go down the stairs. Up <: go up the stairs.',
    'swipe: on the screen: a step that way; held 400 ms before lifting, a run.',
    'The address holds your game (a walk: its level): copy it to share it.',
  ])
    assert.ok(said.includes(words), `${words} in: ${said}`);
  for (let i = 0; i < 10 && (await helpUp()); i++) await page.tap('.xterm-screen');
  assert.equal(await helpUp(), false, 'taps closed the help');
  const after = await state(page);
  assert.deepEqual([after.x, after.y, after.turns], [before.x, before.y, before.turns]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone every control under the screen is a 44 px target (a checkbox 32), boxes and notices too', async () => {
  const context = await env.browser.newContext(PHONE);
  const { page, errors } = await openSitePage(context, env.base, '#dos=4651', xtermPlays);
  await page.tap('.delve-pad [data-key="j"]'); // a kept game, which the next link's notice offers
  await page.waitForFunction(() => location.hash.includes('keys=')); // kept with its keys
  const other = await openSitePage(context, env.base, '#dos=77', xtermPlays);
  await other.page.tap('#clock');
  await other.page.tap('#clock-box summary');
  await other.page.tap('#share');
  const small = await other.page.evaluate(() =>
    [...document.querySelectorAll('.links, .embed, #notice')]
      .flatMap((part) => [...part.querySelectorAll('button, a, select, summary, input')])
      .filter((el) => !el.closest('#embed-files')) // a link in a sentence: WCAG's inline case
      .filter((el) => el.offsetParent !== null && el.type !== 'text' && el.type !== 'file')
      .map((el) => [el.id || el.textContent.trim(), el.type, el.getBoundingClientRect().height])
      .filter(([, type, height]) => height < (type === 'checkbox' ? 32 : 44)),
  );
  assert.match(await other.page.textContent('#notice'), /Back to my game/);
  assert.deepEqual(small, []);
  assert.deepEqual([...errors, ...other.errors], []);
  await context.close();
});

test("on a phone the pack's Close is in view at the panel's top, however long the pack", async () => {
  // a shorter phone: the pack's five objects already overflow its panel (40 % of the height)
  const { context, page, errors } = await open(
    { ...PHONE, viewport: { width: 390, height: 640 } },
    '#dos=4651',
  );
  await page.tap('.delve-pad [data-key="i"]');
  assert.ok(
    await page.evaluate((p) => p.scrollHeight > p.clientHeight, await page.$('.delve-pack')),
    'the list scrolls',
  );
  const reachable = () =>
    page.evaluate(() => {
      const close = document.querySelector('.delve-pack [data-close]').getBoundingClientRect();
      const at = document.elementFromPoint(close.x + close.width / 2, close.y + close.height / 2);
      return at?.dataset.close === '1';
    });
  assert.ok(await reachable(), 'Close is on top where it shows');
  await page.evaluate(() => (document.querySelector('.delve-pack').scrollTop = 1e6));
  assert.ok(await reachable(), 'and stays there as the list scrolls');
  await page.tap('.delve-pack [data-close]');
  assert.equal(await page.isVisible('.delve-pack'), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a phone the pack's answer lists the objects the question asks for first, then the others", async () => {
  const { context, page, errors } = await open(PHONE, '#dos=4651');
  await page.keyboard.press('w'); // wield what? (the original's list: the weapons)
  assert.equal((await state(page)).listed, 'cde');
  const lists = await page.evaluate(() =>
    [...document.querySelectorAll('.delve-pack ul, .delve-pack h3')].map((el) =>
      el.tagName === 'H3'
        ? el.textContent
        : [...el.querySelectorAll('button')].map((b) => b.dataset.key).join(''),
    ),
  );
  assert.deepEqual(lists, ['cde', 'Other objects', 'ab']);
  await page.tap('.delve-pack [data-key="d"]'); // the bow
  assert.match((await state(page)).message, /short bow/);
  await page.keyboard.press('e'); // eat what? the food alone
  assert.deepEqual(
    await page.$$eval('.delve-pack ul', (uls) => uls.map((ul) => ul.querySelectorAll('li').length)),
    [1, 4],
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('a line the original asks for on a phone: its soft keyboard comes up, and what it types is played', async () => {
  const { context, page, errors } = await open(PHONE, '#dos=4651');
  const textarea = () =>
    page.evaluate(() => {
      const t = window.delvePage.term.textarea;
      return { mode: t.getAttribute('inputmode'), focused: document.activeElement === t };
    });
  assert.equal((await textarea()).mode, 'none', 'the pad is the keyboard');
  for (let i = 0; i < 3; i++) await page.tap('.delve-pad [data-key="j"]'); // a scroll
  await page.tap('.delve-pad [data-key="i"]');
  await page.tap('.delve-pack [data-choose="b"]'); // b) the scroll
  await page.tap('.delve-pack [data-key="r"][data-object="b"]');
  while ((await page.evaluate(() => window.delvePage.game.state().prompt)) === 'more')
    await page.tap('.xterm-screen');
  assert.deepEqual(await textarea(), { mode: 'text', focused: true }, 'the keyboard comes up');
  // Back puts a phone's keyboard away and leaves the focus: a tap on the screen brings it back
  // (the textarea focused anew: focusing it where it has the focus would not)
  await page.evaluate(() => {
    const t = window.delvePage.term.textarea;
    window.focused = 0;
    t.addEventListener('focus', () => window.focused++);
  });
  await page.tap('.xterm-screen');
  assert.equal(await page.evaluate(() => window.focused), 1);
  assert.deepEqual(await textarea(), { mode: 'text', focused: true });
  // an input method's or iOS's text: input events with no key event
  await page.keyboard.insertText('blue');
  // Android's: keydown 229 ("Unidentified"), the textarea changed, no key
  const androidKey = (change) =>
    page.evaluate((change) => {
      const t = window.delvePage.term.textarea;
      t.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Unidentified', keyCode: 229, bubbles: true }),
      );
      t.value = change === 'erase' ? t.value.slice(0, -1) : t.value + change;
      t.dispatchEvent(
        new KeyboardEvent('keyup', { key: 'Unidentified', keyCode: 229, bubbles: true }),
      );
    }, change);
  await androidKey('s');
  await androidKey('erase');
  await androidKey('y');
  await page.waitForFunction(() => window.delvePage.game.text()[0].includes('bluey'));
  assert.match((await shown(page))[0], /call it\? bluey *$/);
  await page.tap('.delve-answers button[aria-label^="enter"]');
  assert.equal((await textarea()).mode, 'none', 'and goes after');
  await page.focus('.xterm-helper-textarea');
  await page.keyboard.press('D'); // the discoveries
  const discoveries = await page.evaluate(() => window.delvePage.game.text().join('\n'));
  assert.match(discoveries, /called bluey/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('watching on a phone: no pad (the bar has its own buttons) until Play from here', async () => {
  const { context, page, errors } = await open(PHONE, `#dos=4651&keys=${encodeKeys('hhjj')}&watch`);
  assert.equal(await page.isVisible('.delve-pad'), false, 'no pad while watching');
  assert.equal(await page.isVisible('.delve-answers'), false, 'no answers while watching');
  assert.deepEqual(
    await page.$$eval('select option', (o) => o.slice(0, 2).map((e) => e.textContent)),
    ['1 key/s', '2 keys/s'],
  );
  await page.tap('text=Play from here');
  await page.waitForFunction(() => window.delvePage.replay === null);
  assert.equal(await page.isVisible('.delve-pad'), true, "the pad once the game is the player's");
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 320x568 touch phone: the pad fits the window, every button at least 44 px', async () => {
  const phone = { ...PHONE, viewport: { width: 320, height: 568 }, deviceScaleFactor: 2 };
  const { context, page, errors } = await open(phone, '#dos=4651');
  const l = await layout(page);
  assert.deepEqual([l.overflow, l.inside], [false, true]);
  const buttons = await page.evaluate(() =>
    [...document.querySelectorAll('.delve-pad button')].map((b) => {
      const r = b.getBoundingClientRect();
      return { key: b.dataset.key, left: r.left, right: r.right, w: r.width, h: r.height };
    }),
  );
  for (const b of buttons) {
    assert.ok(b.left >= 0 && b.right <= 320, `${b.key} inside the window: ${b.left}..${b.right}`);
    assert.ok(b.w >= 44 && b.h >= 44, `${b.key} is ${b.w}x${b.h}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 1920x1080 window: the screen fits crisp with no overflow and no touch controls', async () => {
  const { context, page, errors } = await open(
    { viewport: { width: 1920, height: 1080 } },
    '#seed=5',
  );
  const l = await layout(page);
  assert.deepEqual([l.overflow, l.inside, l.pad], [false, true, '']);
  assert.equal(l.lineDevicePx, 32, 'scale 2: 1080 px is room for 25 lines of 32');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a widget's original game on a phone: the answers row goes on from ' More ', as a tap on it does", async () => {
  const { context, page, errors } = await openEmbed();
  // clock 2's game a key before the ice monster's hit, which a ' More ' holds
  await page.evaluate((keys) => {
    const el = document.createElement('delve-level');
    el.id = 'fight';
    for (const [k, v] of Object.entries({ dos: '2', interactive: '', keys })) el.setAttribute(k, v);
    document.body.prepend(el);
  }, encodeKeys('yjnkunhjbl'));
  const state = () => page.evaluate(() => document.getElementById('fight').game.state());
  await page.waitForFunction(() => document.getElementById('fight')?.game);
  await page.tap('#fight >> .delve-pad [data-key="u"]');
  assert.equal((await state()).prompt, 'more');
  const answers = () =>
    page.$$eval('#fight >> .delve-answers button', (bs) => bs.map((b) => b.textContent));
  assert.deepEqual(await answers(), ['Continue', 'Esc']);
  await page.tap('#fight >> .delve-answers [data-key=" "]');
  for (let i = 0; i < 10 && (await state()).prompt === 'more'; i++)
    await page.tap('#fight >> .xterm-screen'); // a tap on the screen: a space
  assert.equal((await state()).prompt, 'command', 'back to commands');
  // the pad's Pack opens the pack's panel, as on the page
  await page.tap('#fight >> .delve-pad [data-key="i"]');
  assert.equal(await page.isVisible('#fight >> .delve-pack'), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a widget's original game on a phone: the soft keyboard for the line it asks for", async () => {
  const { context, page, errors } = await openEmbed();
  await page.evaluate((keys) => {
    const el = document.createElement('delve-level');
    el.id = 'call';
    for (const [k, v] of Object.entries({ dos: '4651', interactive: '', keys }))
      el.setAttribute(k, v);
    document.body.prepend(el);
  }, encodeKeys('jjjr')); // read: which object?
  const state = () => page.evaluate(() => document.getElementById('call').game.state());
  await page.waitForFunction(() => document.getElementById('call')?.game);
  await page.tap('#call >> .delve-pack [data-key="b"]');
  while ((await state()).prompt === 'more') await page.tap('#call >> .xterm-screen');
  const mode = () =>
    page.evaluate(() =>
      document
        .getElementById('call')
        .shadowRoot.querySelector('textarea')
        .getAttribute('inputmode'),
    );
  assert.equal((await state()).prompt, 'line');
  assert.equal(await mode(), 'text');
  await page.keyboard.insertText('red');
  const row = await page.evaluate(() => document.getElementById('call').game.text()[0]);
  assert.match(row, /call it\? red *$/);
  await page.tap('#call >> .delve-answers [aria-label^="enter"]');
  assert.equal((await state()).prompt, 'command');
  assert.equal(await mode(), 'none');
  assert.deepEqual(errors, []);
  await context.close();
});

// A screen reader on a phone (VoiceOver, TalkBack) is where the focus is: sent to the game after
// every tap, it read the game's long name again, and the pad was nine swipes back.
test("on a phone a pressed control keeps the focus; a keyboard's keys there play the game, Space presses the button", async () => {
  const { context, page, errors } = await open(PHONE, '#seed=5&rules=explore');
  const focused = () =>
    page.evaluate(() => document.activeElement?.dataset?.key ?? document.activeElement?.tagName);
  // the game's name says which of the pad's buttons speak, not Alt+S and Alt+W
  assert.match(
    await page.getAttribute('.xterm-helper-textarea', 'aria-label'),
    /\. the pad's Status says the status, Where where you are, Help shows the help\.$/,
  );
  const t0 = (await state(page)).turns;
  await page.tap('.delve-pad [data-key="s"]');
  assert.equal((await state(page)).turns, t0 + 1, 'Search took a turn');
  assert.equal(await focused(), 's', 'the focus stays on Search');
  await page.keyboard.press('s'); // a keyboard's key: the game's
  assert.equal((await state(page)).turns, t0 + 2, "the keyboard's s searched");
  await page.keyboard.press(' '); // on a button, Space presses it: Search again
  assert.equal((await state(page)).turns, t0 + 3);
  assert.equal(await focused(), 's');
  // the pack's list: the focus on its answer, Continue; that gone with its row, back on the
  // pad's button last pressed (not on the game, whose name a reader would read again)
  await page.tap('.delve-pad [data-key="i"]');
  assert.equal((await state(page)).inventory, true);
  assert.equal(await focused(), ' ', 'on Continue');
  await page.keyboard.press(' '); // a keyboard's Space on Continue: pressed
  assert.equal((await state(page)).inventory, false);
  assert.equal(await focused(), 'i', "Continue gone: on the pad's Pack");
  assert.deepEqual(errors, []);
  await context.close();

  // a widget's: the same, and a swipe still plays (the focus is in the widget)
  const embed = await openEmbed();
  const w = embed.page;
  const turns = () => w.evaluate(() => document.getElementById('play').game.state().turns);
  assert.match(
    await w.evaluate(() =>
      document
        .getElementById('play')
        .shadowRoot.querySelector('textarea')
        .getAttribute('aria-label'),
    ),
    /Keys: the pad's buttons, and its Where says where you are/,
  );
  const t1 = await turns();
  await w.tap('#play >> .delve-pad [data-key="s"]');
  assert.equal(await turns(), t1 + 1);
  assert.equal(
    await w.evaluate(() => document.getElementById('play').shadowRoot.activeElement?.dataset.key),
    's',
  );
  await w.keyboard.press('s');
  assert.equal(await turns(), t1 + 2, "the keyboard's s searched");
  const r = await w.evaluate(() => {
    const b = document.getElementById('play').shadowRoot.querySelector('.xterm-screen');
    const box = b.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  });
  const cdp = await embed.context.newCDPSession(w);
  const touch = (type, y) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: r.x, y }],
    });
  const y0 = await w.evaluate(() => window.scrollY);
  await touch('touchStart', r.y);
  for (let i = 1; i <= 5; i++) await touch('touchMove', r.y + 12 * i);
  await touch('touchEnd');
  await w.waitForTimeout(200);
  assert.equal(await w.evaluate(() => window.scrollY), y0, 'the swipe scrolled nothing');
  assert.equal(await turns(), t1 + 3, 'and played a step');
  assert.deepEqual(embed.errors, []);
  await embed.context.close();
});

// The original's game on a phone, its questions by the pad: the focus goes to what answers the
// game now (Continue at a ' More ', No at a yes or no), so that a reader is there and a
// keyboard's Space or Enter answers it; back on the pad's button once the question is gone.
test('on a phone the focus goes to the answer a question asks for, and back to the pad', async () => {
  const { context, page, errors } = await open(PHONE, '#dos=2255');
  const focused = () => page.evaluate(() => document.activeElement?.dataset?.key ?? null);
  const prompt = async () => (await state(page)).prompt;
  for (const k of 'llnjjjjhhllllyyy') await page.tap(`.delve-pad [data-key="${k}"]`);
  assert.equal(await focused(), 'y', 'on the pad button pressed');
  while ((await prompt()) !== 'more') await page.tap('.delve-pad [data-key="h"]');
  assert.equal(await focused(), ' ', "' More ': on Continue");
  await page.keyboard.press(' ');
  assert.notEqual(await prompt(), 'more', "a keyboard's Space went on");
  assert.equal(await focused(), 'h', "the question gone: on the pad's last button");
  await page.tap('.delve-answers [data-key="Q"]');
  assert.equal(await prompt(), 'yesno');
  assert.equal(await focused(), 'n', 'quit asks: on No, the answer that changes nothing');
  await page.keyboard.press('Enter');
  assert.equal(await prompt(), 'command', 'not quit');
  assert.equal(await focused(), 'h');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a widget game takes swipes only once tapped: before, a swipe over it scrolls the page', async () => {
  const { context, page, errors } = await openEmbed();
  await page.evaluate(() => document.getElementById('play').scrollIntoView({ block: 'end' }));
  const cdp = await context.newCDPSession(page);
  const swipe = async () => {
    const r = await page.evaluate(() => {
      const b = document.getElementById('play').getBoundingClientRect();
      return { x: b.left + b.width / 2, y: b.top + Math.min(b.height, 500) / 2 };
    });
    const touch = (type, y) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: r.x, y }],
      });
    await touch('touchStart', r.y);
    for (let i = 1; i <= 5; i++) await touch('touchMove', r.y + 12 * i);
    await touch('touchEnd');
    await page.waitForTimeout(200);
  };
  const turns = () => page.evaluate(() => document.getElementById('play').game.state().turns);
  const t0 = await turns(),
    y0 = await page.evaluate(() => window.scrollY);
  await swipe(); // downwards: the page scrolls up
  assert.equal(await turns(), t0, 'an unfocused game took no step');
  assert.ok((await page.evaluate(() => window.scrollY)) < y0, 'the page scrolled');
  await page.tap('#play >> .xterm-screen');
  await swipe();
  assert.equal(await turns(), t0 + 1, 'the focused game took the step');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an interactive widget on a phone gets the compact pad; taps and swipes play it, still ones get none', async () => {
  const { context, page, errors } = await openEmbed();
  await page.waitForFunction(() =>
    ['play', 'deep'].every((id) => document.getElementById(id)?.level),
  );
  const padKeys = (id) =>
    page.evaluate(
      (wid) =>
        [...document.getElementById(wid).shadowRoot.querySelectorAll('.delve-pad [data-key]')]
          .filter((b) => b.offsetParent !== null) // shown (a walk's pad has no Up <)
          .map((b) => b.dataset.key)
          .join(' '),
      id,
    );
  assert.equal(await padKeys('play'), 'y k u h . l b j n run s > i w');
  assert.equal(await padKeys('deep'), '', 'a still picture has no controls');
  const turns = () => page.evaluate(() => document.getElementById('play').game.state().turns);
  const t0 = await turns();
  await page.tap('#play >> .delve-pad [data-key="s"]');
  assert.equal(await turns(), t0 + 1, 'tapping Search took a turn');
  const fits = await page.evaluate(() => {
    const el = document.getElementById('play');
    const pad = el.shadowRoot.querySelector('.delve-pad').getBoundingClientRect();
    return pad.right <= window.innerWidth && pad.left >= 0;
  });
  assert.ok(fits, "the pad fits the phone's width");
  const smallest = await page.evaluate(() =>
    Math.min(
      ...[...document.getElementById('play').shadowRoot.querySelectorAll('.delve-pad button')]
        .filter((b) => b.offsetParent !== null) // shown (a walk's pad has no Up <)
        .flatMap((b) => [b.getBoundingClientRect().width, b.getBoundingClientRect().height]),
    ),
  );
  assert.ok(
    smallest >= 44,
    `the compact pad's buttons are 44 px touch targets (smallest side ${smallest} px)`,
  );
  await page.tap('#play >> .delve-pad [data-key="i"]');
  assert.equal(
    await page.evaluate(() => document.getElementById('play').game.state().inventory),
    true,
    'Pack opens the pack',
  );
  const said = () =>
    page.evaluate(
      () => document.getElementById('play').shadowRoot.querySelector('.live').textContent,
    );
  // over the pack's list, Where says the list hides the map; back on the map, where you are
  await page.tap('#play >> .delve-pad [data-key="w"]');
  assert.match(await said(), /^A list covers the map/);
  await page.tap('#play >> .delve-pad [data-key="i"]');
  await page.tap('#play >> .delve-pad [data-key="w"]');
  assert.match(await said(), /^You are /, 'Where speaks where you are');
  assert.deepEqual(errors, []);
  await context.close();
});

// A widget of the original's game put first in embed.html on a 390x664 phone (a browser's bars
// on), once it plays: { context, page, errors, state() }.
async function originalWidget(id) {
  const opened = await open(
    { ...PHONE, viewport: { width: 390, height: 664 } },
    'embed.html',
    () => document.getElementById('play')?.game,
  );
  await opened.page.evaluate((wid) => {
    const el = document.createElement('delve-level');
    el.id = wid;
    for (const [k, v] of Object.entries({ dos: '4651', rules: 'original', interactive: '' }))
      el.setAttribute(k, v);
    document.body.prepend(el);
  }, id);
  await opened.page.waitForFunction((wid) => document.getElementById(wid)?.game, id);
  const state = () => opened.page.evaluate((wid) => document.getElementById(wid).game.state(), id);
  return { ...opened, state };
}

test("a widget's answer tapped keeps the focus in the widget: keys, swipes and the end's N and A go on", async () => {
  const { context, page, errors, state } = await originalWidget('q');
  const focusIn = () =>
    page.evaluate(() => Boolean(document.getElementById('q').shadowRoot.activeElement));
  await page.tap('#q >> .delve-pad [data-key="l"]');
  for (const answer of ['Esc', 'Quit', 'No']) {
    await page.tap(`#q >> .delve-answers [aria-label^="${answer}" i]`);
    assert.equal(await focusIn(), true, `after ${answer}: the focus in the widget`);
    assert.equal(await page.isVisible('#q >> .cue'), false, `after ${answer}: no cue`);
  }
  const { turns } = await state();
  await page.keyboard.press('h');
  assert.equal((await state()).turns, turns + 1, 'a key plays');
  await page.tap('#q >> .delve-answers [data-key="Q"]');
  await page.tap('#q >> .delve-answers [data-key="y"]');
  for (let i = 0; i < 5 && (await state()).prompt !== 'over'; i++)
    await page.tap('#q >> .delve-answers button'); // More, the tombstone's Enter, Create
  assert.equal((await state()).prompt, 'over');
  assert.equal(await focusIn(), true, 'at the end: the focus in the widget');
  await page.keyboard.press('a');
  assert.equal((await state()).prompt, 'command', 'A: the same game again');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a widget's Where in the original's game says where the hero is (w there is wield)", async () => {
  const { context, page, errors, state } = await originalWidget('w');
  await page.tap('#w >> .delve-pad [data-key="w"]');
  const live = await page.evaluate(
    () => document.getElementById('w').shadowRoot.querySelector('.live').textContent,
  );
  assert.match(live, /^You are /);
  const s = await state();
  assert.deepEqual([s.prompt, s.turns], ['command', 0], 'no wield asked, no turn');
  // shown under the screen too, for the eyes (readers heard it once), until the next key
  const said = () =>
    page.evaluate(() => {
      const line = document.getElementById('w').shadowRoot.querySelector('.said-line');
      return line && [line.textContent, line.getAttribute('aria-hidden'), line.offsetHeight > 0];
    });
  assert.deepEqual(await said(), [live, 'true', true]);
  await page.tap('#w >> .delve-pad [data-key="s"]');
  assert.equal(await said(), null, 'gone at the next key');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a widget's game over on a phone: New game and Same game again in the pad's place", async () => {
  const { context, page, errors, state } = await originalWidget('e');
  await page.tap('#e >> .delve-answers [data-key="Q"]');
  await page.tap('#e >> .delve-answers [data-key="y"]');
  for (let i = 0; i < 5 && (await state()).prompt !== 'over'; i++)
    await page.tap('#e >> .delve-answers button'); // More, the tombstone's Enter, Create
  assert.equal((await state()).prompt, 'over');
  const shownParts = () =>
    page.evaluate(() =>
      ['.delve-pad', '.delve-answers', '.delve-bar'].filter(
        (part) => document.getElementById('e').shadowRoot.querySelector(part).offsetHeight > 0,
      ),
    );
  assert.deepEqual(await shownParts(), ['.delve-bar'], 'only the end bar: no pad, no answers');
  assert.deepEqual(
    await page.evaluate(() =>
      [...document.getElementById('e').shadowRoot.querySelectorAll('.delve-bar button')].map(
        (b) => b.textContent,
      ),
    ),
    ['New game', 'Same game again'],
    "a thumb's buttons: no keyboard letters",
  );
  const bar = await page.evaluate(() => {
    const root = document.getElementById('e').shadowRoot;
    const top = (part) => root.querySelector(part).getBoundingClientRect().top;
    return top('.delve-bar') - top('.screen') - root.querySelector('.screen').offsetHeight;
  });
  assert.ok(bar < 10, `the bar right under the screen (${bar} px below it)`);
  await page.tap('#e >> text=Same game again');
  assert.equal((await state()).prompt, 'command');
  assert.deepEqual(await shownParts(), ['.delve-pad', '.delve-answers'], 'the next game: its pad');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a Hall of Fame longer than a phone's view comes in parts: a tap on the screen shows the next", async () => {
  const [rec] = readGames(undefined, (id) => id === '06079-D');
  const keys = [...rec.keys.slice(0, rec.keys.indexOf('\r') + 1)].join(''); // to its death's Enter
  const scores = Array.from({ length: 9 }, (_, i) => ({
    gold: 900 - i * 90,
    name: `Rogue ${i} the Long`,
    fate: 'K',
    level: 3,
    rank: 2,
  }));
  const context = await env.browser.newContext({ ...PHONE, viewport: { width: 320, height: 360 } });
  await context.addInitScript(
    (list) => localStorage.setItem('delve.scores', list),
    JSON.stringify(scores),
  );
  const { page, errors } = await openSitePage(
    context,
    env.base,
    `#dos=${rec.dnum}&fruit=dounut&keys=${encodeKeys(keys)}`,
  );
  assert.equal((await state(page)).prompt, 'over');
  // each tap the next part, until the last, where a tap changes nothing
  const seen = [(await shown(page)).join(' ')];
  for (let i = 0; i < 8; i++) {
    await page.tap('.xterm-screen');
    const now = (await shown(page)).join(' ');
    if (now === seen.at(-1)) break;
    seen.push(now);
  }
  assert.ok(seen.length > 1, `${seen.length} parts: ${(await shown(page)).join('\n')}`);
  // each part ends with which it is, of how many
  const mark = / (\d+\/\d+) *$/;
  assert.deepEqual(
    seen.map((part) => part.match(mark)?.[1]),
    seen.map((_, i) => `${i + 1}/${seen.length}`),
  );
  const words = (lines) => lines.join(' ').split(/ +/).filter(Boolean);
  const all = await page.evaluate(() => window.delvePage.game.text());
  assert.deepEqual(
    words(seen.map((part) => part.replace(mark, ''))),
    words(all),
    'every word of the Hall of Fame, once',
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test("the help over a game waiting for an answer: the pad's keys turn its pages, then wait again", async () => {
  const { context, page, errors } = await open(PHONE, '#dos=4651');
  await page.tap('.delve-answers [data-key="Q"]');
  await page.tap('.delve-answers [data-key="y"]');
  assert.equal((await state(page)).prompt, 'enter', "the tombstone's Enter");
  const dimmed = (key) => page.getAttribute(`.delve-pad [data-key="${key}"]`, 'aria-disabled');
  // any page of the help: the first has its title, each ends asking for more or the way back
  const isHelp = async () =>
    (await shown(page)).some((row) =>
      /delve — buttons and swipes|Any button: more|Press any button/.test(row),
    );
  assert.equal(await dimmed('j'), 'true');
  await page.tap('.delve-pad [data-key="?"]');
  assert.equal(await isHelp(), true, 'the help is up');
  assert.equal(await dimmed('j'), null, 'its "Any button" holds for the pad');
  for (let i = 0; i < 5 && (await isHelp()); i++) await page.tap('.delve-pad [data-key="j"]');
  assert.equal(await isHelp(), false, 'the pad turned its pages, and closed it');
  assert.equal((await state(page)).prompt, 'enter', 'the game still waits for its Enter');
  assert.equal(await dimmed('j'), 'true', 'and the pad with it');
  assert.deepEqual(errors, []);
  await context.close();
});
