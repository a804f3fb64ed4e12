// Watching a game to its end: the end's bar and the live region offer N (a new game) and A (the
// same game again), and the keys do what they say, as the bar's buttons do; Alt+S says the
// watched hero's status, as in a game played.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openSitePage } from './browser.mjs';
import { encodeKeys } from '../../web/view/key-text.js';

const env = useBrowser();

test("a watched game's end: N and A, which the end's bar and the live region offer, work", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const hash = `#dos=4651&keys=${encodeKeys('Qy\r')}&watch`;
  for (const [key, same] of [
    ['n', false],
    ['A', true],
  ]) {
    const { page, errors } = await openSitePage(context, env.base, hash);
    await page.focus('.xterm-helper-textarea');
    await page.keyboard.press('Alt+S');
    assert.match(await page.textContent('#messages'), /^Level 1, hits 12 of 12/, 'Alt+S');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => window.delvePage.game.state().prompt), 'over');
    assert.match(await page.textContent('#messages'), /New game \(N\), or Same game again \(A\)/);
    await page.keyboard.press(key);
    await page.waitForFunction(() => !window.delvePage.replay);
    const s = await page.evaluate(() => window.delvePage.game.state());
    assert.deepEqual([s.prompt, s.turns], ['command', 0], `${key}: a game to play, from its start`);
    assert.equal(s.dos === 4651, same, same ? 'the same game' : 'another clock');
    assert.equal(await page.isVisible('.delve-bar'), false, 'the bars are gone');
    assert.deepEqual(errors, []);
    await page.close();
  }
  await context.close();
});
