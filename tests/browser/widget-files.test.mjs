// The widget from exactly the files embed.html tells a page to copy (its paragraph #files), served
// from a folder outside the repository: still pictures and a game work, no request fails, the
// picture font is fetched once; and with any one of those files missing, the widgets that need it
// say in their box which file is missing and where they looked.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from '../node/helpers.mjs';
import { openBrowser, newPage } from './browser.mjs';

const embed = readFileSync(`${root}web/widget/embed.html`, 'utf8');
const paragraph = /<p id="files">([\s\S]*?)<\/p>/.exec(embed)?.[1] ?? '';
const DOCUMENTED = [
  ...new Set([...paragraph.matchAll(/<code>([^<]+)<\/code>/g)].map((m) => m[1])),
].filter((name) => /\.(js|wasm|f16|otf|txt)$/.test(name));

const PAGE = `<!doctype html><meta charset="utf-8"><title>widgets</title>
<script type="module" src="delve-widget.js"></script>
<delve-level id="still" seed="5"></delve-level>
<delve-level id="original" dos="4651"></delve-level>`;

let work;
before(() => {
  work = mkdtempSync(join(tmpdir(), 'delve-widget-files-'));
});
after(() => rmSync(work, { recursive: true, force: true }));

// A folder holding the documented files but `missing`, and the page.
function site(missing) {
  const dir = mkdtempSync(join(work, 'site-'));
  for (const name of DOCUMENTED.filter((n) => n !== missing)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    copyFileSync(`${root}build/web/${name}`, join(dir, name));
  }
  writeFileSync(join(dir, 'index.html'), PAGE);
  return dir;
}

// Opens the page of `dir`: { page, errors, requests, failed, close }.
async function open(dir) {
  const env = await openBrowser(dir);
  const { page, errors } = await newPage(env.browser);
  const requests = [],
    failed = [];
  page.on('request', (r) => requests.push(r.url().slice(env.base.length)));
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url().slice(env.base.length)}`);
  });
  await page.goto(env.base);
  return { page, errors, requests, failed, base: env.base, close: () => env.close() };
}

const addGame = (page) =>
  page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      '<delve-level id="game" seed="42" interactive></delve-level>',
    ),
  );

const errorText = (page, id) =>
  page
    .waitForFunction(
      (wid) =>
        document.getElementById(wid).shadowRoot?.querySelector('.error[role="alert"]')?.textContent,
      id,
      { timeout: 15000 },
    )
    .then((handle) => handle.jsonValue());

test('embed.html documents the widget files, and they are the whole widget build', () => {
  assert.deepEqual([...DOCUMENTED].sort(), [
    'chunks/widget-play.js',
    'delve-still.wasm',
    'delve-vga-LICENSE.txt',
    'delve-vga.f16',
    'delve-vga.otf',
    'delve-widget.js',
    'delve.wasm',
  ]);
  const readme = readFileSync(`${root}README.md`, 'utf8');
  for (const name of DOCUMENTED) assert.ok(readme.includes(name), `the README names ${name}`);
});

test('from only the documented files: pictures and a game, no failed request, one font fetch', async () => {
  const s = await open(site(null));
  try {
    await s.page.waitForFunction(
      () => ['still', 'original'].every((id) => document.getElementById(id).level),
      null,
      { timeout: 15000 },
    );
    assert.ok(
      !s.requests.some((r) => /xterm|widget-play|delve\.wasm|\.otf/.test(r)),
      `still widgets fetch no game files: ${s.requests.join(', ')}`,
    );
    await addGame(s.page);
    await s.page.waitForFunction(() => document.getElementById('game').game, null, {
      timeout: 15000,
    });
    const turns = await s.page.evaluate(() => {
      const { game } = document.getElementById('game');
      game.act('s');
      return game.state().turns;
    });
    assert.ok(turns >= 1);
    assert.deepEqual(s.failed, []);
    assert.deepEqual(s.errors, []);
    assert.equal(
      s.requests.filter((r) => r.endsWith('delve-vga.f16')).length,
      1,
      'the picture font is fetched once',
    );
  } finally {
    await s.close();
  }
});

// The file, and which widget needs it (a game for the game's files, a picture for the rest).
for (const [missing, id] of [
  ['delve-still.wasm', 'still'],
  ['delve-vga.f16', 'still'],
  ['delve.wasm', 'game'],
  ['chunks/widget-play.js', 'game'],
]) {
  test(`without ${missing}: the ${id === 'game' ? 'game' : 'picture'} says so in its box`, async () => {
    const s = await open(site(missing));
    try {
      if (id === 'game') await addGame(s.page);
      const text = await errorText(s.page, id);
      assert.ok(text.includes(missing.split('/').pop()), `names the file: ${text}`);
      assert.ok(text.includes(`${s.base}${missing}`), `says where it looked: ${text}`);
      if (missing.startsWith('chunks/'))
        assert.doesNotMatch(text, /delve's core|wasmUrl/, `not the core's advice: ${text}`);
      assert.doesNotMatch(text, /Content-Security-Policy/, `a 404 is no policy's: ${text}`);
    } finally {
      await s.close();
    }
  });
}

// Without the game's web font a game plays on in the browser's monospace font, its size scaled
// so that the screen takes the VGA font's room (unscaled it overflowed the column), and the
// console says which font did not load.
test('without delve-vga.otf: a game plays in a monospace font that fits where the VGA font would', async () => {
  const s = await open(site('delve-vga.otf'));
  const warnings = [];
  s.page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  try {
    await s.page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div style="width: 700px"><delve-level id="game" dos="4651" interactive></delve-level></div>',
      ),
    );
    await s.page.waitForFunction(() => document.getElementById('game').game, null, {
      timeout: 15000,
    });
    const box = await s.page.evaluate(() => {
      const screen = document.getElementById('game').shadowRoot.querySelector('.xterm-screen');
      const r = screen.getBoundingClientRect();
      const rows = screen.querySelector('.xterm-rows') ?? screen;
      return { width: r.width, height: r.height, font: getComputedStyle(rows).fontFamily };
    });
    assert.match(box.font, /, monospace$/);
    // the VGA font's would be 640x400 (1x, 8x16 cells): the fallback's no larger, and near it
    assert.ok(box.width <= 700 && box.width > 560, `${box.width} px wide in a 700 px column`);
    assert.ok(box.height <= 420 && box.height > 330, `${box.height} px high`);
    assert.ok(
      warnings.some((w) => /delve-vga\.otf did not load/.test(w)),
      warnings.join('; '),
    );
    await s.page.locator('#game .xterm-screen').click();
    await s.page.keyboard.press('k');
    assert.equal(await s.page.evaluate(() => document.getElementById('game').game.keys()), 'k');
    assert.deepEqual(s.failed, ['404 delve-vga.otf'], 'the only request that failed');
    assert.deepEqual(
      s.errors.filter((e) => !/^Failed to load resource: .* 404/.test(e)),
      [],
      'no error but the 404',
    );
  } finally {
    await s.close();
  }
});

// A server that answers a file it lacks with its own page (a development server's way): the
// box says so, and as for a 404 it is no policy's doing
test('delve-still.wasm answered with an HTML page: the picture says so, no word of a policy', async () => {
  const dir = site('delve-still.wasm');
  writeFileSync(join(dir, 'delve-still.wasm'), PAGE);
  const s = await open(dir);
  try {
    const text = await errorText(s.page, 'still');
    assert.match(text, /delve-still\.wasm: not WebAssembly/, text);
    assert.match(text, /wasmUrl/, text);
    assert.doesNotMatch(text, /Content-Security-Policy/, `an HTML page is no policy's: ${text}`);
  } finally {
    await s.close();
  }
});

test("with only the still pictures' files, a game before a picture fails alone: the picture draws", async () => {
  const dir = mkdtempSync(join(work, 'still-only-'));
  for (const name of ['delve-widget.js', 'delve-still.wasm', 'delve-vga.f16'])
    copyFileSync(`${root}build/web/${name}`, join(dir, name));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>widgets</title>
<script type="module" src="delve-widget.js"></script>
<delve-level id="game" seed="42" interactive></delve-level>
<delve-level id="still" seed="5"></delve-level>`,
  );
  const s = await open(dir);
  try {
    assert.match(await errorText(s.page, 'game'), /delve\.wasm|widget-play\.js/);
    await s.page.waitForFunction(() => document.getElementById('still').level, null, {
      timeout: 15000,
    });
    assert.equal(await s.page.evaluate(() => document.getElementById('still').level.seed), 5);
  } finally {
    await s.close();
  }
});
