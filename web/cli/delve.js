#!/usr/bin/env node
// `delve`, the command line, from the npm package (package.json's "bin"): the CLI's own C
// (src/cli) compiled to a WASI program, build/wasi/delve-cli.wasm (cmake/wasi.cmake), run by
// Node's WASI. The same arguments, output, messages and exit status as the native build's
// (README, "Command line"), but for the standard streams, which Node holds: one started closed
// is /dev/null here. Files are reached through '/' (on Windows, the working directory's drive).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

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

const file = new URL('../../build/wasi/delve-cli.wasm', import.meta.url);
const bytes = await readFile(file).catch((error) =>
  fail(`cannot read its program ${path.normalize(file.pathname)}: ${error.message}`),
);
const root = path.parse(process.cwd()).root;
const wasi = new WASI({
  version: 'preview1',
  args: ['delve', ...process.argv.slice(2)],
  // src/cli/cli.c enters the working directory, named as a path under '/'
  env: {
    ...process.env,
    DELVE_CWD: `/${path.relative(root, process.cwd()).split(path.sep).join('/')}`,
  },
  preopens: { '/': root },
  returnOnExit: true,
});
const instance = await WebAssembly.instantiate(
  await WebAssembly.compile(bytes),
  wasi.getImportObject(),
);
process.exitCode = wasi.start(instance);
