// Shared by the Node tests: where the builds are, running the native CLI, CLI arguments as JS API
// options, random keys.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const cliPath = `${root}build/native/delve`;
export const wasmPath = `${root}build/web/delve.wasm`;

export function cli(args) {
  return execFileSync(cliPath, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
}

// The golden catalogue's entries: [{ file, args: [...] }].
export function goldenEntries() {
  return readFileSync(`${root}tests/golden/list`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [file, args] = line.split('|');
      return { file: file.trim(), args: args.trim().split(/\s+/) };
    });
}

// "rogue --seed 1 --count 50 --depth 12 --format text" → { generator, seed, count, format, options
// }
export function parseCliArgs(args) {
  const [generator, ...rest] = args;
  const out = { generator, seed: 0, count: 1, format: 'text', options: {} };
  const flags = {
    '--natural': ['natural', true],
    '--no-doors': ['doors', false],
    '--voids': ['voids', true],
    '--textures': ['textures', true],
  };
  for (let i = 0; i < rest.length; i++) {
    const key = rest[i];
    if (flags[key]) {
      out.options[flags[key][0]] = flags[key][1];
      continue;
    }
    const value = rest[++i];
    if (key === '--seed') out.seed = Number(value);
    else if (key === '--count') out.count = Number(value);
    else if (key === '--format') out.format = value;
    else if (key === '--mode') out.options.mode = value;
    else out.options[key.slice(2)] = Number(value);
  }
  return out;
}

/** Random keys from a fixed generator (an LCG, as the C tests draw theirs): n of them, drawn
 *  from the string `from`, as an array. */
export function randomKeys(seed, n, from) {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return from[(x >>> 16) % from.length];
  });
}

/** A long game, kept and resumed by the browser tests and timed by scripts/bench: 5,000 random
 *  keys of every kind (moves, runs, searches, the pack's commands, answers) from seed 7920, the
 *  hero still alive after them. */
export function longGame() {
  const pool = 'hjklyubn'.repeat(6) + 'HJKLYUBN' + 's.'.repeat(4) + '>i qrewWtTPzRdabcdefgh\x1b';
  return { start: { seed: 7920, rules: 'original' }, keys: randomKeys(2, 5000, pool).join('') };
}
