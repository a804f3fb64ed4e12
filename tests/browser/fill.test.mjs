// Filling the window (issue 21, point 9): on laptop windows the crisp default is a 640x400 box;
// the page's Fill window button (or ?scale=fill) draws the screen at the largest whole font size
// that fits, remembered across visits, and ?scale=crisp or the button again goes back. A widget's
// scale="fill" fills its container's width.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, PHONE } from './browser.mjs';

const env = useBrowser();

// The terminal's font size and the screen's box once xterm.js has taken over from the first frame.
async function screenOf(page) {
  await page.waitForFunction(() => window.delvePage && !document.querySelector('#screen pre'));
  return page.evaluate(() => {
    const r = document.querySelector('.xterm-screen').getBoundingClientRect();
    return {
      size: window.delvePage.term.options.fontSize,
      width: r.width,
      height: r.height,
      cols: window.delvePage.term.cols,
      pressed: document.getElementById('fill').getAttribute('aria-pressed'),
    };
  });
}

for (const [width, height, filled] of [
  [1280, 720, 28],
  [1366, 768, 28],
]) {
  test(`${width}x${height}: crisp by default; Fill window fills it, and is remembered`, async () => {
    const context = await env.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(`${env.base}#seed=42`);
    let s = await screenOf(page);
    assert.deepEqual(
      [s.size, s.width, s.height, s.pressed],
      [16, 640, 400, 'false'],
      'the crisp default: 640x400',
    );
    await page.click('#fill');
    s = await screenOf(page);
    assert.deepEqual([s.size, s.cols, s.pressed], [filled, 80, 'true']);
    assert.ok(
      s.width === filled * 40 && s.height === filled * 25 && s.height <= height,
      `fills: ${s.width}x${s.height}`,
    );
    await page.reload();
    s = await screenOf(page);
    assert.equal(s.size, filled, 'remembered after a reload');
    await page.goto(`${env.base}?scale=crisp#seed=42`);
    await page.reload();
    assert.equal((await screenOf(page)).size, 16, '?scale=crisp rules for the visit');
    await page.click('#fill'); // the choice made here rules, and the address forgets its own
    s = await screenOf(page);
    assert.deepEqual([s.size, s.pressed], [filled, 'true']);
    assert.equal(new URL(page.url()).search, '');
    await context.close();
  });
}

test('?scale=fill fills for the visit without a stored choice; a widget fills its container', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${env.base}?scale=fill#seed=7`);
  assert.equal((await screenOf(page)).size, 28);
  // neither fill nor crisp: the default, said as a link's other problems are
  await page.goto(`${env.base}?scale=bogus#seed=7`);
  assert.equal((await screenOf(page)).size, 16);
  assert.equal(
    await page.textContent('#notice'),
    'Part of this link was not understood (scale="bogus": must be fill or crisp): the rest of it is followed.',
  );
  await page.goto(`${env.base}embed.html`);
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div style="width: 1000px"><delve-level id="f1" seed="3" scale="fill"></delve-level></div>
      <div style="width: 1000px"><delve-level id="f2" seed="3" scale="fill" interactive></delve-level></div>`,
    );
  });
  await page.waitForFunction(
    () => ['f1', 'f2'].every((id) => document.getElementById(id).level),
    null,
    { timeout: 15000 },
  );
  const widths = await page.evaluate(() =>
    ['f1', 'f2'].map((id) => {
      const root = document.getElementById(id).shadowRoot;
      return (
        root.querySelector('img') ?? root.querySelector('.xterm-screen')
      ).getBoundingClientRect().width;
    }),
  );
  assert.deepEqual(
    widths,
    [960, 960],
    '24 px lines: 80 columns of 12 px (12.5 would be no whole pixel)',
  );
  await context.close();
});

test('a phone: a readable part of the screen by default; Fill window shows all of it, small', async () => {
  const context = await env.browser.newContext({
    ...PHONE,
    viewport: { width: 412, height: 839 },
    deviceScaleFactor: 2.625,
  });
  const page = await context.newPage();
  await page.goto(`${env.base}#dos=4651`);
  let s = await screenOf(page);
  assert.deepEqual([s.size, s.cols, s.pressed], [16, 51, 'false'], 'a part, 8 px a column');
  await page.click('#fill');
  s = await screenOf(page);
  // the whole screen, at the largest whole font that fits 412 px: 10 px (5 a column)
  assert.deepEqual([s.size, s.cols, s.pressed], [10, 80, 'true']);
  assert.ok(s.width <= 412, `within the window: ${s.width}`);
  await page.click('#fill');
  s = await screenOf(page);
  assert.deepEqual([s.size, s.cols], [16, 51], 'and back');
  await context.close();
});
