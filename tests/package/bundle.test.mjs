// The widget bundled from the installed package the way the README says,
// `esbuild page.js --bundle --splitting --format=esm --outdir=site` (here through esbuild's API,
// the
// same options): a page of still widgets fetches only the small entry chunk, never xterm.js; an
// interactive widget added later fetches the lazy chunk and plays. An IIFE bundle of the same page
// cannot find its files (no import.meta.url), and each widget says so in its box: bundle as ESM.
// And the JS API bundled for a page gives the CLI's level. webpack 5 bundles both with no file
// copied: it finds each file the package loads as `new URL(path, import.meta.url)` and emits it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import webpack from 'webpack';
import { cli } from '../node/helpers.mjs';
import { openBrowser, newPage } from '../browser/browser.mjs';
import { installPackage } from './install.mjs';

const XTERM = 'xterm-helper-textarea'; // a class xterm.js's own code makes: a file holding it holds xterm.js
const ENTRY_MAX = 60 * 1024;
const DOCUMENTED = { bundle: true, splitting: true, format: 'esm' }; // and outdir
const BESIDE = ['delve.wasm', 'delve-still.wasm', 'delve-vga.f16', 'delve-vga.otf']; // what the README says to copy

const PAGE = `import 'delve-dungeons/widget';
document.getElementById('add').addEventListener('click', () => {
  document.body.insertAdjacentHTML('beforeend', '<delve-level id="play" seed="6" interactive></delve-level>');
});
`;
const html = (script) => `<!doctype html><meta charset="utf-8"><title>still widgets</title>
<delve-level id="a" seed="5"></delve-level>
<delve-level id="b" seed="5"></delve-level>
<button id="add">play</button>
${script}
`;

let installed, project, env;

before(async () => {
  installed = await installPackage();
  project = installed.project;
  writeFileSync(join(project, 'page.js'), PAGE);
  env = await openBrowser(project); // each site is a folder of the project
});

after(async () => {
  await env?.close();
  installed?.close();
});

// Bundles `entry` (in the project) into the folder `site` with `options`, and copies the package's
// files the README says go beside it: the site's files, { name: bytes }.
async function bundle(entry, site, options) {
  const dir = join(project, site);
  mkdirSync(dir);
  await build({
    entryPoints: [join(project, entry)],
    ...options,
    outdir: dir,
    target: ['es2022'],
    logLevel: 'silent',
    absWorkingDir: project,
  });
  const pkg = join(project, 'node_modules', 'delve-dungeons', 'build', 'web');
  for (const f of BESIDE) copyFileSync(join(pkg, f), join(dir, f));
  const files = {};
  for (const f of readdirSync(dir, { recursive: true })) {
    if (statSync(join(dir, f)).isFile()) files[f] = readFileSync(join(dir, f));
  }
  return files;
}

const sum = (files, names) => names.reduce((n, f) => n + (files[f]?.length ?? 0), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

test('the documented bundle: still widgets fetch the small entry alone, a game the lazy chunk (xterm.js)', async () => {
  const files = await bundle('page.js', 'site', DOCUMENTED);
  writeFileSync(
    join(project, 'site', 'index.html'),
    html('<script type="module" src="page.js"></script>'),
  );
  const js = Object.keys(files).filter((f) => f.endsWith('.js'));
  const lazy = js.filter((f) => files[f].includes(XTERM));
  console.log(
    `bundle: page.js ${kb(files['page.js'].length)}, ${js.length} JS files, ${kb(sum(files, js))} in all; ` +
      `xterm.js in ${lazy.join(', ') || 'none'}`,
  );
  assert.ok(
    files['page.js'].length < ENTRY_MAX,
    `the entry is ${kb(files['page.js'].length)}, over ${kb(ENTRY_MAX)}`,
  );
  assert.ok(lazy.length, 'xterm.js is in a chunk');
  assert.ok(!lazy.includes('page.js'), 'xterm.js is not in the entry');

  const { page, errors } = await newPage(env.browser);
  // the site's files, in the order asked for (not blob: URLs of fonts made in the page)
  const fetched = [];
  const site = `${env.base}site/`;
  page.on('request', (request) => {
    if (request.url().startsWith(site))
      fetched.push(request.url().slice(site.length) || 'index.html');
  });
  await page.goto(site);
  const drawn = () => ['a', 'b'].every((id) => document.getElementById(id).level);
  await page.waitForFunction(drawn, null, { timeout: 15000 });
  const still = [...fetched];
  const code = still.filter((f) => /\.(js|wasm)$/.test(f));
  console.log(
    `still widgets: fetched ${still.join(', ')}; JS + wasm ${kb(sum(files, code))}, ` +
      `all ${kb(sum(files, still))}`,
  );
  assert.deepEqual(
    still.filter((f) => f.endsWith('.js')),
    ['page.js'],
    'still widgets fetch the entry alone',
  );
  assert.equal(await page.evaluate(() => document.getElementById('a').level.seed), 5);

  await page.click('#add');
  await page.waitForFunction(() => document.getElementById('play')?.game, null, { timeout: 15000 });
  const played = await page.evaluate(() => {
    const { game } = document.getElementById('play');
    game.act('l');
    return { seed: game.state().seed, depth: game.state().depth };
  });
  assert.deepEqual(played, { seed: 6, depth: 1 });
  const later = fetched.slice(still.length);
  const moreCode = later.filter((f) => /\.(js|wasm)$/.test(f));
  console.log(`the game added: fetched ${later.join(', ')}; JS + wasm ${kb(sum(files, moreCode))}`);
  assert.ok(
    later.some((f) => lazy.includes(f)),
    'the lazy chunk with xterm.js comes with the game',
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('an IIFE bundle: each widget shows in its box that the widget must be bundled as an ES module', async () => {
  await bundle('page.js', 'site-iife', { bundle: true, format: 'iife' });
  writeFileSync(join(project, 'site-iife', 'index.html'), html('<script src="page.js"></script>'));
  const { page } = await newPage(env.browser);
  await page.goto(`${env.base}site-iife/`);
  const alert = () =>
    document.getElementById('a').shadowRoot?.querySelector('.error[role="alert"]')?.textContent;
  await page.waitForFunction(alert, null, { timeout: 15000 }).catch(() => {});
  const text = await page.evaluate(alert);
  console.log(`IIFE bundle: widget a says ${JSON.stringify(text)}`);
  assert.match(text ?? '(no error element)', /ES module/);
  await page.close();
});

test("the JS API bundled the documented way runs in a page and gives the CLI's level", async () => {
  writeFileSync(
    join(project, 'api.js'),
    `import { loadDelve } from 'delve-dungeons';
const delve = await loadDelve({ wasm: new URL('delve.wasm', location.href) });
window.result = { level: delve.rogue({ seed: 5 }), version: delve.version };
window.loadDelve = loadDelve;
`,
  );
  const files = await bundle('api.js', 'site-api', DOCUMENTED);
  writeFileSync(
    join(project, 'site-api', 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>api</title>' +
      '<script type="module" src="api.js"></script>',
  );
  assert.doesNotMatch(
    files['api.js'].toString(),
    /node:fs/,
    'the browser bundle has no node: import',
  );
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}site-api/`);
  await page.waitForFunction(() => window.result, null, { timeout: 15000 });
  const level = await page.evaluate(() => window.result.level);
  assert.deepEqual(level, JSON.parse(cli(['rogue', '--seed', '5', '--format', 'json'])));
  assert.deepEqual(errors, []);
  // without options.wasm the bundle looks where the package keeps it, which the bundle left:
  // the error says that options.wasm was not given, and where it looked
  const message = await page.evaluate(() =>
    window.loadDelve().then(
      () => 'loaded',
      (e) => e.message,
    ),
  );
  assert.match(
    message,
    /^loadDelve \(no options\.wasm\): cannot load http:\/\/[^ ]*\/build\/web\/delve\.wasm: /,
  );
  await page.close();
});

test('webpack 5 bundles the widget and the API with the files they load: nothing to copy', async () => {
  writeFileSync(
    join(project, 'webpacked.js'),
    `import 'delve-dungeons/widget';
import { loadDelve } from 'delve-dungeons';
const delve = await loadDelve();
window.result = { level: delve.rogue({ seed: 5 }), png: delve.png(delve.rogueMap({ seed: 5 })).length };
`,
  );
  const dir = join(project, 'site-webpack');
  const stats = await new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: project,
        entry: './webpacked.js',
        output: { path: dir, filename: 'main.js' },
        performance: { hints: false },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  const { errors: built, warnings } = stats.toJson({ all: false, errors: true, warnings: true });
  assert.deepEqual([...built, ...warnings], [], 'webpack builds it without a word');
  const emitted = readdirSync(dir);
  console.log(`webpack: ${emitted.join(', ')}`);
  for (const ext of ['.wasm', '.f16', '.otf'])
    assert.ok(
      emitted.some((f) => f.endsWith(ext)),
      `webpack emitted the package's ${ext} file`,
    );
  writeFileSync(
    join(dir, 'index.html'),
    html('<script src="main.js"></script>').replace('<button id="add">play</button>', ''),
  );
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}site-webpack/`);
  await page.waitForFunction(() => window.result, null, { timeout: 15000 });
  const { level, png } = await page.evaluate(() => window.result);
  assert.deepEqual(level, JSON.parse(cli(['rogue', '--seed', '5', '--format', 'json'])));
  assert.ok(png > 1000, 'the font of pictures came too');
  await page.waitForFunction(() => document.getElementById('a').level, null, { timeout: 15000 });
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      '<delve-level id="play" seed="6" interactive></delve-level>',
    ),
  );
  await page.waitForFunction(() => document.getElementById('play')?.game, null, { timeout: 15000 });
  assert.equal(await page.evaluate(() => document.getElementById('play').game.act('l').turn), true);
  assert.deepEqual(errors, []);
  await page.close();
});
