// The command line from the npm package (package.json's "bin": web/cli/delve.js running
// build/wasi/delve-cli.wasm under Node's WASI), installed as the README says: the native CLI's own
// test scripts run against node_modules/.bin/delve — the golden catalogue byte for byte, every
// answer to bad arguments, the synopses, and `delve play` on every recorded game of the original,
// screen for screen and colour for colour — and on a Node too old for WASI it says so.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root, cli } from '../node/helpers.mjs';
import { installPackage } from './install.mjs';

let installed, bin;

before(async () => {
  installed = await installPackage();
  bin = join(installed.project, 'node_modules', '.bin', 'delve');
});

after(() => installed?.close());

test("npx delve is the CLI: its version, a level and a picture as the native build's", () => {
  const npx = (args) => installed.run('npx', ['--no-install', 'delve', ...args]);
  assert.equal(npx(['--version']), cli(['--version']));
  const level = ['rogue', '--seed', '42', '--depth', '3', '--format', 'json'];
  assert.equal(npx(level), cli(level));
  const picture = ['levelmap', '--seed', '7', '--format', 'svg'];
  assert.equal(npx(picture), cli(picture));
});

test('npm install -g: delve on the PATH, and its manual page (man delve)', () => {
  const prefix = join(installed.work, 'global');
  installed.run('npm', ['install', '-g', '--offline', '--prefix', prefix, installed.tarball]);
  assert.equal(installed.run(join(prefix, 'bin', 'delve'), ['--version']), cli(['--version']));
  const page = readFileSync(join(prefix, 'share', 'man', 'man1', 'delve.1'), 'utf8');
  assert.equal(page, readFileSync(join(root, 'build', 'native', 'delve.1'), 'utf8'));
});

// tests/cli's scripts (tests/cli/CMakeLists.txt runs them on the native build), two at a time
test("the native CLI's test scripts pass on the package's", async () => {
  const script = (name, ...args) =>
    promisify(execFile)(join(root, 'tests', 'cli', name), [bin, ...args], {
      cwd: installed.work,
      env: { ...process.env, DELVE_CLI_NODE: '1' },
      maxBuffer: 1 << 24,
    }).then(
      ({ stdout }) => stdout,
      (error) => assert.fail(`${name}: ${error.stdout}${error.stderr}`),
    );
  const games = join(root, 'tests', 'data', 'dos148-games', 'games.tar.xz');
  assert.ok(existsSync(games), `${games} is missing`);
  const [errors, golden] = await Promise.all([
    script('cli_errors.sh'),
    script('golden_check.sh', join(root, 'tests', 'golden')),
  ]);
  const [played, synopsis] = await Promise.all([
    script('play_games.sh', games),
    script('cli_synopsis.sh'),
  ]);
  assert.match(errors, /^ok: CLI argument errors$/m);
  assert.match(golden, /^ok: /m);
  assert.doesNotMatch(golden, /FAIL/);
  assert.match(synopsis, /^ok: every option of the parsers is in its synopsis$/m);
  assert.match(played, /^delve play: 71 games, 15008 screens/m);
  assert.match(played, /^ok: delve play replays every recorded game/m);
});
