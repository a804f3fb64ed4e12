// axe-core (the npm package, run in a real Chromium) on the game page, on a phone and a desktop,
// and on the embedding example page, with the pack open, at a prompt, after the game's end and
// while watching: no violation of any impact. Every violation found is printed, where it is.
import { test } from 'node:test';
import { encodeKeys } from '../../web/view/key-text.js';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { useBrowser, PHONE } from './browser.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const env = useBrowser();

const DESKTOP = { viewport: { width: 1280, height: 720 } };

async function audit(name, options, path, ready, act = async () => {}) {
  const context = await env.browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`${env.base}${path}`);
  await page.waitForFunction(ready);
  await act(page);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () =>
    (await window.axe.run(document)).violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      help: v.help,
      where: v.nodes.map((n) => n.target.join(' ')).join(', '),
    })),
  );
  await context.close();
  console.log(
    `axe ${name}: ${violations.length} violations${violations.map((v) => `\n  ${v.impact} ${v.id} (${v.nodes}): ${v.help} at ${v.where}`).join('')}`,
  );
  return violations; // of any impact
}

test('axe-core: the game page on a phone and a desktop has no violation', async () => {
  const playing = () => window.delvePage && !document.querySelector('#screen pre');
  assert.deepEqual(await audit('index.html, phone', PHONE, '#seed=5', playing), []);
  assert.deepEqual(await audit('index.html, desktop', DESKTOP, '#seed=5', playing), []);
});

test('axe-core: the pack, a prompt, the game over and watching have no violation', async () => {
  const playing = () => window.delvePage && !document.querySelector('#screen pre');
  const pack = async (page) => {
    await page.tap('.delve-pad [data-key="i"]');
    await page.tap('.delve-pack [data-choose="a"]');
  };
  assert.deepEqual(await audit('the pack, phone', PHONE, '#dos=4651', playing, pack), []);
  const prompt = (page) =>
    page.tap('.delve-pad [data-key="s"]').then(() => page.tap('.delve-answers [data-key="Q"]'));
  assert.deepEqual(await audit('a yes/no prompt, phone', PHONE, '#dos=4651', playing, prompt), []);
  const over = async (page) => {
    for (const key of ['Q', 'y', 'Enter']) await page.keyboard.press(key);
    await page.waitForSelector('text=Same game again');
  };
  assert.deepEqual(await audit('the game over, desktop', DESKTOP, '#dos=4651', playing, over), []);
  const watch = `#dos=4651&keys=${encodeKeys('hhjjll')}&watch`;
  const watching = () =>
    window.delvePage && document.querySelector('[aria-label="step forward"]') !== null;
  assert.deepEqual(await audit('watching, desktop', DESKTOP, watch, watching), []);
});

test('axe-core: the embedding page has no violation', async () => {
  const drawn = () => [...document.querySelectorAll('delve-level')].every((el) => el.level);
  assert.deepEqual(await audit('embed.html', DESKTOP, 'embed.html', drawn), []);
  // on a phone its code scrolls sideways: a tab stop, so that a keyboard can scroll it
  assert.deepEqual(await audit('embed.html, phone', PHONE, 'embed.html', drawn), []);
});

test('forced colours (a high-contrast theme): the buttons under the screen and on the bar keep an edge', async () => {
  const context = await env.browser.newContext({ ...DESKTOP, forcedColors: 'active' });
  const page = await context.newPage();
  await page.goto(`${env.base}#dos=4651&keys=${encodeKeys('hh')}&watch`);
  await page.waitForFunction(() => document.querySelector('[aria-label="step forward"]'));
  const edges = await page.evaluate(() =>
    ['#clock', '[aria-label="step forward"]'].map((selector) => {
      const s = getComputedStyle(document.querySelector(selector));
      return [selector, s.borderTopStyle, s.borderTopWidth];
    }),
  );
  assert.deepEqual(edges, [
    ['#clock', 'solid', '1px'],
    ['[aria-label="step forward"]', 'solid', '1px'],
  ]);
  await context.close();
});
