// Still widgets without xterm.js (issue 16): their pixels are the ones xterm.js draws for the
// same screen, and a page of them fetches no xterm.js and at most 30 KB gzipped of script and
// WebAssembly; the first game on the page brings xterm.js in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { useBrowser, newPage } from './browser.mjs';
import { root } from '../node/helpers.mjs';

const env = useBrowser();

const page3 = (
  widgets,
) => `<!doctype html><html lang="en"><meta charset="utf-8"><title>pictures</title>
<script type="module" src="delve-widget.js"></script><body style="margin:0;background:#000">${widgets}</body></html>`;

test('a still widget shows the pixels xterm.js draws for the same screen (DPR 1 and 2)', async () => {
  for (const dpr of [1, 2]) await samePixels(dpr);
});

async function samePixels(dpr) {
  const context = await env.browser.newContext({
    viewport: { width: 1400, height: 1000 },
    deviceScaleFactor: dpr,
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.route('**/pictures.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: page3(
        '<div><delve-level id="still" seed="1985" depth="15" scale="1"></delve-level></div><div id="term" style="display:inline-block"></div>',
      ),
    }),
  );
  await page.goto(`${env.base}pictures.html`);
  await page.waitForFunction(() => document.getElementById('still')?.screen, null, {
    timeout: 10000,
  });
  // the same screen in xterm.js, with the widget's own terminal view (its chunk) and the VGA font
  await page.evaluate(async () => {
    const { Terminal, TerminalView, xtermCss } = await import('./chunks/widget-play.js');
    document.head.insertAdjacentHTML('beforeend', `<style>${xtermCss}</style>`);
    const face = new FontFace('Delve VGA test', 'url(delve-vga.otf)');
    document.fonts.add(await face.load());
    const el = document.getElementById('still'),
      screen = el.screen,
      text = el.text.join('');
    const cp437 = Array(256).fill(' ');
    for (let i = 0; i < screen.chars.length; i++) cp437[screen.chars[i]] = text[i];
    const view = new TerminalView(Terminal, {
      cols: screen.cols,
      rows: screen.rows,
      fontFamily: '"Delve VGA test"',
      fontSize: 16,
      cp437,
      input: false,
    });
    view.open(document.getElementById('term'));
    view.paint(screen);
    await new Promise((resolve) => view.term.write('', resolve));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const box = async (selector) =>
    page.evaluate((sel) => {
      // 'host >> inner': inside host's shadow root
      const [host, inner] = sel.split(' >> ');
      const el = inner
        ? document.querySelector(host).shadowRoot.querySelector(inner)
        : document.querySelector(sel);
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }, selector);
  const picture = await box('#still >> img'),
    terminal = await box('#term .xterm-screen');
  assert.deepEqual([picture.width, picture.height], [640, 352]);
  assert.deepEqual([terminal.width, terminal.height], [640, 352]);
  const [a, b] = [
    await page.screenshot({ clip: picture }),
    await page.screenshot({ clip: terminal }),
  ];
  assert.ok(a.equals(b), `the same pixels as xterm.js at DPR ${dpr}`);
  assert.deepEqual(errors, []);
  await context.close();
}

test('a page of still widgets fetches no xterm.js, no web font and at most 30 KB gzipped; a game fetches xterm.js', async () => {
  const { page, errors } = await newPage(env.browser);
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname.slice(1)));
  await page.route('**/pictures.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: page3(
        '<delve-level id="a" seed="1"></delve-level><delve-level id="b" seed="2" depth="20"></delve-level><delve-level id="c" generator="levelmap" seed="3"></delve-level><delve-level id="d" dos="4651"></delve-level>',
      ),
    }),
  );
  await page.goto(`${env.base}pictures.html`);
  await page.waitForFunction(
    () => ['a', 'b', 'c', 'd'].every((id) => document.getElementById(id)?.screen),
    null,
    { timeout: 10000 },
  );
  const files = fetched.filter((f) => f !== 'pictures.html');
  assert.ok(
    !files.some((f) => /xterm|play|\.otf$/.test(f)),
    `no xterm.js and no web font: ${files}`,
  );
  const gz = (f) => gzipSync(readFileSync(`${root}build/web/${f}`), { level: 9 }).length;
  const code = files.filter((f) => /\.(js|wasm)$/.test(f));
  const bytes = code.reduce((sum, f) => sum + gz(f), 0);
  console.log(
    `still widgets fetch ${code.map((f) => `${f} ${gz(f)}`).join(', ')} bytes gzipped: ${bytes}; and ${files.filter((f) => !code.includes(f)).join(', ')}`,
  );
  assert.ok(bytes <= 30 * 1024, `${bytes} bytes gzipped of script and WebAssembly`);
  // the first game brings the terminal (and the whole core)
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      '<delve-level id="g" seed="9" interactive></delve-level>',
    ),
  );
  await page.waitForFunction(() => document.getElementById('g')?.game, null, { timeout: 10000 });
  assert.ok(
    fetched.includes('chunks/widget-play.js') && fetched.includes('delve.wasm'),
    `a game loads xterm.js: ${fetched}`,
  );
  assert.deepEqual(errors, []);
  await page.close();
});
