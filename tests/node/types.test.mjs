// The .d.ts files say what the code does: a TypeScript program that uses the JS API and the
// widget (tests/node/types/consumer.ts) compiles with tsc --strict, and calls the JS API refuses
// do not.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, wasmPath } from './helpers.mjs';
import { loadDelve } from '../../web/api/delve.js';

// tsc --strict over `files` (nothing emitted), with any further flags: its messages, '' for none.
function tsc(files, flags = []) {
  try {
    return execFileSync(
      process.execPath,
      [
        `${root}node_modules/typescript/bin/tsc`,
        '--strict',
        '--noEmit',
        '--lib',
        'es2022,dom',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        ...flags,
        ...files,
      ],
      { encoding: 'utf8' },
    );
  } catch (error) {
    return error.stdout || error.message;
  }
}

test('the types of the JS API and the widget: a consumer compiles with tsc --strict', () => {
  assert.equal(tsc([`${root}tests/node/types/consumer.ts`]), '');
  // an optional option may be given as undefined, as the API takes it
  const exact = ['--exactOptionalPropertyTypes'];
  assert.equal(tsc([`${root}tests/node/types/consumer.ts`], exact), '');
});

test("the JS API's types need no DOM: a Node program compiles with lib es2022 and @types/node", () => {
  const nodeOnly = ['--lib', 'es2022', '--types', 'node', '--module', 'nodenext'];
  const flags = [...nodeOnly, '--moduleResolution', 'nodenext'];
  assert.equal(tsc([`${root}tests/node/types/node-consumer.ts`], flags), '');
});

test('an option given as undefined is one not given, as the types say', async () => {
  const delve = await loadDelve({ wasm: wasmPath });
  const rogue = { depth: undefined, mode: undefined, cols: undefined };
  assert.deepEqual(delve.rogue({ seed: 1, ...rogue }), delve.rogue({ seed: 1 }));
  const levelmap = { width: undefined, corridor: undefined, doors: undefined, textures: undefined };
  assert.deepEqual(delve.levelmap({ seed: 1, ...levelmap }), delve.levelmap({ seed: 1 }));
  const names =
    'generator name fruit rules firstClock year menu screen credits macro savefile keys';
  const game = Object.fromEntries(`${names} scores depth`.split(' ').map((k) => [k, undefined]));
  const a = delve.game({ dos: 4651, ...game }),
    b = delve.game({ dos: 4651 });
  assert.deepEqual(a.text(), b.text());
  a.destroy();
  b.destroy();
  assert.ok(delve.png(delve.rogueMap({ seed: 1 }), { scale: undefined }).length > 0);
  delve.destroy();
});

// Calls the JS API refuses (it throws) that the types must refuse too: each is compiled under a
// @ts-expect-error (tsc --strict says so of one the types take), and run.
const REFUSED = [
  ['rogue', {}],
  ['rogue', { seed: 1, dos: 5 }],
  ['rogue', { dos: 5, depth: 2 }],
  ['game', {}],
  ['game', { rules: 'explore' }],
  ['game', { seed: 1, dos: 5 }],
  ['game', { dos: 5, depth: 2 }],
  ['game', { generator: 'levelmap', dos: 5 }],
];

test('what the JS API refuses, its types refuse', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'delve-types-'));
  try {
    const calls = REFUSED.map(
      ([f, o]) => `  // @ts-expect-error\n  delve.${f}(${JSON.stringify(o)});`,
    );
    writeFileSync(
      join(dir, 'refused.ts'),
      `import type { Delve } from '${root}web/api/delve';\nexport function refused(delve: Delve) {\n${calls.join('\n')}\n}\n`,
    );
    assert.equal(tsc([join(dir, 'refused.ts')]), '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const delve = await loadDelve({ wasm: wasmPath });
  for (const [f, o] of REFUSED)
    assert.throws(() => delve[f](o), `delve.${f}(${JSON.stringify(o)})`);
});
