// The page in views narrower than the 80-column screen, in a real Chromium (issue 21): on a
// 390x844 phone (48 columns) and in a 320x480 window (40), the help is drawn as helpPages lays
// it out for the view (web/view/keys.js: no line cut, page after page, the last key back to the
// game; on the phone the touch help), and the status rows show every field whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openSitePage, PHONE, shown } from './browser.mjs';
import { helpPages } from '../../web/view/keys.js';

const env = useBrowser();

async function open(options) {
  const context = await env.browser.newContext(options);
  return { context, ...(await openSitePage(context, env.base, '#dos=4651&rules=explore')) };
}

const size = (page) =>
  page.evaluate(() => [window.delvePage.term.cols, window.delvePage.term.rows]);
const turns = (page) => page.evaluate(() => window.delvePage.game.state().turns);

// Shows the help with `press`, checks every page is drawn as helpPages has it, and that the key
// after the last returns to the game without playing.
async function checkHelp(page, press, touch) {
  const [cols, rows] = await size(page);
  const pages = helpPages(cols, rows, { touch });
  const before = await turns(page);
  for (const [i, lines] of pages.entries()) {
    await press();
    const t = await shown(page);
    const want = [...lines, ...Array(rows - lines.length).fill('')].map((line) => line.trimEnd());
    assert.deepEqual(t, want, `page ${i + 1} of ${pages.length} at ${cols}x${rows}`);
  }
  assert.ok(pages.flat().some((line) => line.includes(touch ? 'Search' : 'search around you')));
  await press();
  const back = await shown(page);
  assert.ok(
    back.some((row) => row.startsWith('Level:1 ')),
    `back to the game\n${back.join('\n')}`,
  );
  assert.equal(await turns(page), before, 'the keys that page the help play no turn');
  return { cols, rows, pages: pages.length };
}

// Every field of the status rows whole: Armor's value shows.
function checkStatus(t) {
  const status = t.slice(t.findIndex((row) => row.startsWith('Level:1 '))).join(' ');
  const fields = [
    'Level:1',
    'Hits:12(12)',
    'Str:16(16)',
    'Gold:0',
    'Armor:5',
    'Seed: 4651',
    'Turns: 0',
  ];
  for (const field of fields) {
    assert.match(
      status,
      new RegExp(`(^| )${field.replace(/[()]/g, '\\$&')}( |$)`),
      `${field} in ${status}`,
    );
  }
}

test("a 390x844 phone (48 columns): the touch help from the pad's help button, nothing cut", async () => {
  const { context, page, errors } = await open(PHONE);
  assert.deepEqual((await size(page))[0], 48);
  checkStatus(await shown(page));
  const help = await checkHelp(page, () => page.tap('.delve-pad [data-key="?"]'), true);
  console.log(`phone: the touch help at ${help.cols}x${help.rows}, ${help.pages} page(s)`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 320x480 window (40 columns): the keys help page after page, the status whole', async () => {
  const { context, page, errors } = await open({ viewport: { width: 320, height: 480 } });
  assert.deepEqual((await size(page))[0], 40);
  checkStatus(await shown(page));
  const help = await checkHelp(page, () => page.keyboard.press('?'), false);
  assert.ok(help.pages > 1, 'longer than the rows: more than one page');
  console.log(`320x480: the keys help at ${help.cols}x${help.rows}, ${help.pages} pages`);
  assert.deepEqual(errors, []);
  await context.close();
});
