// The .d.ts files say what the code does: a TypeScript program that uses the JS API and the
// widget (tests/node/types/consumer.ts) compiles with tsc --strict.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { root } from './helpers.mjs';

test('the types of the JS API and the widget: a consumer compiles with tsc --strict', () => {
  const tsc = `${root}node_modules/typescript/bin/tsc`;
  const out = execFileSync(
    process.execPath,
    [
      tsc,
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
      `${root}tests/node/types/consumer.ts`,
    ],
    { encoding: 'utf8' },
  );
  assert.equal(out, '');
});
