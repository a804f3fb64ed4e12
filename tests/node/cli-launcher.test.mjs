// web/cli/delve.js, the npm package's `delve`: what it says when it cannot run its program (the
// package's own tests run the CLI's scripts on it: tests/package/cli.test.mjs). A copy of the
// launcher in a folder of the package's layout, with the program missing, damaged or another
// module, and a working directory that is gone: one line each, status 1.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, cli } from './helpers.mjs';

let work, launcher, program;
const run = (args, cwd = work) =>
  spawnSync(process.execPath, [launcher, ...args], { cwd, encoding: 'utf8' });

before(() => {
  work = mkdtempSync(join(tmpdir(), 'delve-launcher-'));
  mkdirSync(join(work, 'web', 'cli'), { recursive: true });
  mkdirSync(join(work, 'build', 'wasi'), { recursive: true });
  launcher = join(work, 'web', 'cli', 'delve.js');
  program = join(work, 'build', 'wasi', 'delve-cli.wasm');
  copyFileSync(join(root, 'web', 'cli', 'delve.js'), launcher);
});

after(() => rmSync(work, { recursive: true, force: true }));

test('the built launcher runs the CLI: its --version and a level as the native build', () => {
  copyFileSync(join(root, 'build', 'wasi', 'delve-cli.wasm'), program);
  const level = ['rogue', '--seed', '9', '--depth', '12', '--format', 'json'];
  for (const args of [['--version'], level]) {
    const r = run(args);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stderr, '');
    assert.equal(r.stdout, cli(args));
  }
});

test('a program missing, damaged or not WASI: one line naming it, status 1', () => {
  const says = (what) => {
    const r = run(['--version']);
    assert.equal(r.status, 1);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, what);
    assert.equal(r.stderr.split('\n').length, 2, r.stderr); // one line, no stack
  };
  rmSync(program, { force: true });
  says(/^delve: cannot read its program: ENOENT: .*delve-cli\.wasm'?: reinstall delve-dungeons\n$/);
  writeFileSync(program, 'not wasm');
  says(/^delve: .*delve-cli\.wasm is no WASI program \(WebAssembly\.compile\(\): .*\): reinstall/);
  copyFileSync(join(root, 'build', 'web', 'delve.wasm'), program); // a module, but no program
  says(/^delve: .*delve-cli\.wasm is no WASI program \(no _start\): reinstall delve-dungeons\n$/);
});

test('a working directory that is gone: one line, status 1', () => {
  const gone = join(work, 'gone');
  mkdirSync(gone);
  const child = spawnSync(
    '/bin/sh',
    [
      '-c',
      `cd "$1" && rmdir "$1" && exec "$2" "$3" --version`,
      'sh',
      gone,
      process.execPath,
      launcher,
    ],
    { encoding: 'utf8' },
  );
  assert.equal(child.status, 1);
  assert.equal(
    child.stderr,
    'delve: the working directory is gone (ENOENT): cd to one that exists\n',
  );
});
