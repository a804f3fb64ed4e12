// The page when its window changes size under a game (a window made smaller, zoomed in, a phone
// turned): nothing left at the old size widens the page, and what was shown stays shown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openSitePage, PHONE, shown } from './browser.mjs';

const env = useBrowser();

// The page at `hash` once xterm.js has taken over from the first frame.
async function open(options, hash) {
  const context = await env.browser.newContext(options);
  return { context, ...(await openSitePage(context, env.base, hash)) };
}

test('a window made smaller: the font shrinks and nothing stays where the larger one was', async () => {
  const { context, page, errors } = await open(
    { viewport: { width: 1920, height: 1080 } },
    '#dos=4651',
  );
  assert.equal(await page.evaluate(() => window.delvePage.term.options.fontSize), 32);
  // the same 80 columns at half the font: xterm.js kept its input textarea at the cursor's old
  // place in pixels, off the screen, and the page scrolled both ways until the next key
  await page.setViewportSize({ width: 700, height: 420 });
  await page.waitForFunction(() => window.delvePage.term.options.fontSize === 16);
  await page.evaluate(() => new Promise((resolve) => window.delvePage.term.write('', resolve)));
  const l = await page.evaluate(() => {
    const screen = document.querySelector('.xterm-screen').getBoundingClientRect();
    const input = document.querySelector('.xterm-helper-textarea').getBoundingClientRect();
    return {
      widened: document.documentElement.scrollWidth > window.innerWidth,
      inputInScreen: input.right <= screen.right + 1 && input.bottom <= screen.bottom + 1,
    };
  });
  assert.deepEqual(l, { widened: false, inputInScreen: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a phone turned while its help is up: the help stays, laid out anew, and no tap is lost', async () => {
  const { context, page, errors } = await open(PHONE, '#dos=4651');
  await page.tap('.delve-pad [data-key="?"]');
  // any page of it: the first has the title, each ends asking for more or the way back
  const isHelp = (rows) =>
    rows.some((row) => /delve — buttons and swipes|Any button: more|Press any button/.test(row));
  assert.ok(isHelp(await shown(page)), 'the help is up');
  await page.setViewportSize({ width: 844, height: 390 });
  await page.waitForFunction(() => window.delvePage.term.cols > 48);
  // the resize painted the game over the help, which the page still thought up: the next tap
  // only closed it (a help already gone), and the hero did not move
  const turned = await shown(page);
  assert.ok(isHelp(turned), 'the help is still up');
  assert.ok(turned.every((row) => row.length <= 70));
  for (let i = 0; i < 5 && isHelp(await shown(page)); i++)
    await page.tap('.delve-pad [data-key="."]');
  assert.ok(!isHelp(await shown(page)), 'a tap on the last page returns to the game');
  const x = await page.evaluate(() => window.delvePage.game.state().x);
  await page.tap('.delve-pad [data-key="l"]');
  assert.equal(
    await page.evaluate(() => window.delvePage.game.state().x),
    x + 1,
    'the next tap plays',
  );
  assert.deepEqual(errors, []);
  await context.close();
});
