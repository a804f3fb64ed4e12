#!/usr/bin/env node
// `delve`, the command line, from the npm package (package.json's "bin"): the CLI's own C
// (src/cli) compiled to a WASI program, build/wasi/delve-cli.wasm (cmake/wasi.cmake), run by
// Node's WASI. The same arguments, output, messages and exit status as the native build's
// (README, "Command line"), but for the standard streams, which Node holds: one started closed
// is /dev/null here. Files are reached through '/' (on Windows, the working directory's drive).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fail = (text) => {
  process.stderr.write(`delve: ${text}\n`);
  process.exit(1);
};
if (Number(process.versions.node.split('.')[0]) < 20)
  fail(`the command line needs Node 20 or later, for its WASI (this is Node ${process.version})`);

// Node 20 says WASI is experimental once per process: not the CLI's to say
const emitWarning = process.emitWarning;
process.emitWarning = (warning, ...rest) =>
  /\bWASI\b/.test(warning?.message ?? warning) || emitWarning.call(process, warning, ...rest);
const { WASI } = await import('node:wasi');

const file = fileURLToPath(new URL('../../build/wasi/delve-cli.wasm', import.meta.url));
const bytes = await readFile(file).catch((error) =>
  fail(`cannot read its program: ${error.message}: reinstall delve-dungeons`),
);
let cwd;
try {
  cwd = process.cwd();
} catch (error) {
  fail(`the working directory is gone (${error.code}): cd to one that exists`);
}
const root = path.parse(cwd).root;
const wasi = new WASI({
  version: 'preview1',
  args: ['delve', ...process.argv.slice(2)],
  // src/cli/cli.c enters the working directory, named as a path under '/'
  env: { ...process.env, DELVE_CWD: `/${path.relative(root, cwd).split(path.sep).join('/')}` },
  preopens: { '/': root },
  returnOnExit: true,
});
const instance = await WebAssembly.compile(bytes)
  .then((module) => WebAssembly.instantiate(module, wasi.getImportObject()))
  .catch((error) => error);
if (typeof instance.exports?._start !== 'function')
  fail(`${file} is no WASI program (${instance.message ?? 'no _start'}): reinstall delve-dungeons`);
process.exitCode = wasi.start(instance);
