// Shared by the package tests: the package installed into an empty project exactly the way the
// README says. Its install block (the marker line, then a ```sh block) is run line by line as it
// is: the first line (`npm pack`) in the repository root, which builds and writes the tarball
// there; the second (`npm install ./<tarball>`) in the project, with the tarball copied in.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from '../node/helpers.mjs';

export const MARKER = '<!-- install: tests/package runs these lines as they are -->';
export const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
export const tarballName = `${pkg.name}-${pkg.version}.tgz`;

const quiet = { ...process.env, npm_config_loglevel: 'error' };
// the tarball has no dependencies: nothing to fetch, audit or fund
const offline = {
  ...quiet,
  npm_config_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
};

/** The lines of README.md's install block, as written (a trailing `# comment` is sh's to skip). */
export function readmeInstall(readme = readFileSync(`${root}README.md`, 'utf8')) {
  const lines = readme.split('\n').map((line) => line.trimEnd());
  const at = lines.indexOf(MARKER);
  const fence = '```';
  if (at < 0)
    throw new Error(
      `README.md has no install block: the line "${MARKER}" followed by a ${fence}sh block`,
    );
  const end = lines.indexOf(fence, at + 2);
  if (lines[at + 1] !== `${fence}sh` || end < 0) {
    throw new Error(`README.md: "${MARKER}" must be followed by a closed ${fence}sh block`);
  }
  const commands = lines.slice(at + 2, end).filter((line) => line.trim());
  if (commands.length !== 2) {
    throw new Error(
      `README.md's install block must have two lines (npm pack, npm install), not ${commands.length}`,
    );
  }
  if (!/^npm pack\b/.test(commands[0]) || !/^npm install\b/.test(commands[1])) {
    throw new Error(
      `README.md's install block must be npm pack, then npm install: not ${commands.join(' / ')}`,
    );
  }
  const named = [...commands.join('\n').matchAll(/[\w.@/-]+\.tgz/g)].map((m) =>
    m[0].replace(/^\.\//, ''),
  );
  const wrong = named.filter((name) => name !== tarballName);
  if (!named.length || wrong.length) {
    throw new Error(
      `README.md's install block names ${wrong.join(', ') || 'no tarball'}; ` +
        `npm pack writes ${tarballName} (package.json's name-version)`,
    );
  }
  return commands;
}

// A line of the README run by sh, as a reader would paste it.
const sh = (line, cwd, env) =>
  execFileSync('/bin/sh', ['-c', line], {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

// Test files run in parallel, and `npm pack` builds and writes into the one repository root:
// one file at a time packs (a lock folder; one left by a killed run expires).
async function packLocked(fn) {
  const lock = `${root}build/package-pack.lock`;
  mkdirSync(`${root}build`, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let age;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue;
      }
      if (age > 15 * 60e3) rmSync(lock, { recursive: true, force: true });
      else await sleep(250);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Packs and installs as the README says, into a new temporary folder:
 *  { work, tarball, project, run(file, args, cwd = project), close() }. */
export async function installPackage() {
  const [packLine, installLine] = readmeInstall();
  const work = mkdtempSync(join(tmpdir(), 'delve-package-'));
  const tarball = join(work, tarballName);
  const packed = join(root, tarballName);
  await packLocked(() => {
    rmSync(packed, { force: true }); // so the one found after is this pack's
    try {
      sh(packLine, root, quiet);
      if (!existsSync(packed)) throw new Error(`"${packLine}" in ${root} wrote no ${tarballName}`);
      copyFileSync(packed, tarball);
    } finally {
      rmSync(packed, { force: true }); // the clone stays as it was, whatever happened
    }
  });
  const project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  copyFileSync(tarball, join(project, tarballName));
  sh(installLine, project, offline);
  const run = (file, args, cwd = project) =>
    execFileSync(file, args, { cwd, encoding: 'utf8', env: quiet });
  return {
    work,
    tarball,
    project,
    run,
    close: () => rmSync(work, { recursive: true, force: true }),
  };
}
