// The WebAssembly module and the JS API (issue 4): no imports, the golden catalogue and the CLI's
// JSON reproduced through WebAssembly, every option's bad values, no leaks over 100,000 levels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync, mkdirSync, copyFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFields } from '../../web/api/layout.js';
import { loadDelve } from '../../web/api/delve.js';
import * as C from '../../web/api/constants.js';
import { root, cli, wasmPath, goldenEntries, parseCliArgs } from './helpers.mjs';

const wasmBytes = readFileSync(wasmPath);
const delve = await loadDelve({ wasm: wasmBytes });

test('delve.wasm has no imports and exports exactly the listed functions', () => {
  const module = new WebAssembly.Module(wasmBytes);
  assert.deepEqual(WebAssembly.Module.imports(module), []);
  const names = new Set(WebAssembly.Module.exports(module).map((e) => e.name));
  const listed = readFileSync(`${root}src/wasm/wasm_exports.txt`, 'utf8')
    .split('\n')
    .filter(Boolean);
  for (const name of listed) assert.ok(names.has(name), `${name} is exported`);
});

test("import { loadDelve } from 'delve-dungeons' works inside the repository", async () => {
  const pkg = await import('delve-dungeons');
  const d = await pkg.loadDelve(); // the default: build/web/delve.wasm
  assert.equal(d.rogue({ seed: 3, depth: 2 }).depth, 2);
  assert.equal(d.version, JSON.parse(readFileSync(`${root}package.json`, 'utf8')).version);
  d.destroy();
});

test('loadDelve accepts a URL, a path, bytes and a compiled module', async () => {
  const sources = [
    new URL(`file://${wasmPath}`),
    wasmPath,
    wasmBytes,
    wasmBytes.buffer.slice(0),
    new WebAssembly.Module(wasmBytes),
    undefined,
  ];
  for (const wasm of sources) {
    const d = await loadDelve(wasm === undefined ? undefined : { wasm });
    assert.equal(d.rogue({ seed: 7 }).seed, 7);
    d.destroy();
  }
  await assert.rejects(loadDelve({ wasm: 42 }), { name: 'TypeError', message: /, not 42$/ });
  await assert.rejects(loadDelve({ font: [1] }), { name: 'TypeError', message: /, not an array$/ });
  await assert.rejects(loadDelve({ wsam: wasmPath }), TypeError);
  await assert.rejects(loadDelve('x'), TypeError);
  await assert.rejects(loadDelve({ wasm: '/nonexistent/delve.wasm' }), /ENOENT/);
});

test('a path is read as one, relative to the working directory, whatever its names hold', async () => {
  // '#', '?' and '%' in a directory's name are URL syntax: the directory is no URL to append to
  const dir = mkdtempSync(join(tmpdir(), 'delve #1 ?x %41 '));
  const cwd = process.cwd();
  try {
    copyFileSync(wasmPath, join(dir, 'delve.wasm'));
    copyFileSync(`${root}build/web/delve-vga.f16`, join(dir, 'delve-vga.f16'));
    process.chdir(dir);
    mkdirSync('in #2 ?y %41');
    copyFileSync(wasmPath, 'in #2 ?y %41/delve %41#.wasm');
    copyFileSync(`${root}build/web/delve-vga.f16`, 'in #2 ?y %41/delve-vga.f16');
    // a path names a file: its '#', '?' and '%' are the names', relative or absolute
    for (const wasm of [
      'delve.wasm',
      './delve.wasm',
      'in #2 ?y %41/delve %41#.wasm',
      join(dir, 'in #2 ?y %41', 'delve %41#.wasm'),
      pathToFileURL(join(dir, 'delve.wasm')).href, // a file: URL string is still a URL
    ]) {
      const d = await loadDelve({ wasm }); // and the font beside it
      assert.equal(d.rogue({ seed: 7 }).seed, 7, wasm);
      assert.ok(d.png(d.rogueMap({ seed: 7 })).length > 0, wasm);
      d.destroy();
    }
    await assert.rejects(loadDelve({ wasm: 'delve.wasm#x' }), /ENOENT/, 'no fragment: a name');
  } finally {
    process.chdir(cwd);
    rmSync(dir, { recursive: true });
  }
});

test('the golden catalogue, byte for byte, through WebAssembly', () => {
  let levels = 0;
  for (const { file, args } of goldenEntries()) {
    const run = parseCliArgs(args);
    const outputs = [];
    for (let k = 0; k < run.count; k++) {
      const level = delve[run.generator]({ seed: run.seed + k, ...run.options });
      outputs.push(run.format === 'jsonl' ? JSON.stringify(level) : `${level.map.join('\n')}\n`);
      levels++;
    }
    const want = readFileSync(`${root}tests/golden/${file}`, 'utf8');
    const got = run.format === 'jsonl' ? `${outputs.join('\n')}\n` : outputs.join('\n');
    assert.ok(['text', 'jsonl'].includes(run.format), `${file}: format ${run.format}`);
    assert.equal(got, want, `tests/golden/${file} (regenerate: scripts/update-golden)`);
  }
  assert.ok(levels >= 150);
});

// Runs the CLI once per configuration with --count and compares every object.
function compareWithCli(generator, configs, count) {
  let compared = 0;
  for (const config of configs) {
    const seed = 1000003 * (compared + 1);
    const args = [generator, '--seed', String(seed), '--count', String(count), '--format', 'jsonl'];
    for (const [key, value] of Object.entries(config)) {
      if (value === true) args.push(`--${key}`);
      else if (key === 'doors' && value === false) args.push('--no-doors');
      else args.push(`--${key}`, String(value));
    }
    const lines = cli(args).trimEnd().split('\n');
    assert.equal(lines.length, count);
    lines.forEach((line, k) => {
      assert.deepEqual(
        delve[generator]({ seed: seed + k, ...config }),
        JSON.parse(line),
        `${args.join(' ')}: seed ${seed + k}`,
      );
      compared++;
    });
  }
  return compared;
}

test('delve.rogue deep-equals the CLI JSON (native and WebAssembly agree)', () => {
  const configs = [];
  for (const depth of [1, 4, 11, 15, 26, 40, 99, 999]) {
    for (const mode of ['fixed', 'classic'])
      configs.push({ depth, mode, cols: depth % 2 ? 80 : 40 });
  }
  assert.ok(compareWithCli('rogue', configs, 70) >= 1000);
});

test('delve.levelmap deep-equals the CLI JSON', () => {
  const configs = [
    {},
    { width: 16, height: 16 },
    { width: 80, height: 22, voids: true, textures: true },
    { width: 28, height: 9, corridor: 0, combined: 100 },
    { width: 9, height: 28, corridor: 100, cellsize: 1 },
    { width: 40, height: 20, natural: true, doors: false, entrances: 3 },
    { width: 12, cellsize: 3, combined: 0 },
    { height: 13, entrances: 4, textures: true, voids: true },
    { width: 80, height: 80 },
    { width: 50, height: 17, corridor: 30, combined: 70, natural: true, voids: true },
  ];
  assert.ok(compareWithCli('levelmap', configs, 100) >= 1000);
});

test('bad options throw TypeError or RangeError naming the option', () => {
  const bad = {
    seed: [
      [-1, RangeError],
      [2 ** 32, RangeError],
      [1.5, RangeError],
      [NaN, RangeError],
      [Infinity, RangeError],
      ['1', TypeError],
      [null, TypeError],
      [{}, TypeError],
      [1n, TypeError],
    ],
    depth: [
      [0, RangeError],
      [1000, RangeError],
      [2.5, RangeError],
      [-Infinity, RangeError],
      ['3', TypeError],
    ],
    mode: [
      ['weird', RangeError],
      [1, TypeError],
      [null, TypeError],
    ],
    cols: [
      [60, RangeError],
      ['80', TypeError],
    ],
  };
  for (const [key, cases] of Object.entries(bad)) {
    for (const [value, type] of cases) {
      const options = { seed: 1, [key]: value };
      assert.throws(
        () => delve.rogue(options),
        (e) => e instanceof type && e.message.includes(key),
        `rogue ${key}=${String(value)}`,
      );
      assert.throws(() => delve.rogueCells(options), type);
    }
  }
  const lmBad = {
    width: [
      [8, RangeError],
      [81, RangeError],
      ['16', TypeError],
    ],
    height: [
      [0, RangeError],
      [81, RangeError],
    ],
    corridor: [
      [-1, RangeError],
      [101, RangeError],
    ],
    combined: [
      [101, RangeError],
      [0.5, RangeError],
    ],
    cellsize: [
      [0, RangeError],
      [4, RangeError],
    ],
    entrances: [
      [5, RangeError],
      [-1, RangeError],
    ],
    natural: [
      [1, TypeError],
      ['yes', TypeError],
    ],
    doors: [[0, TypeError]],
    voids: [[null, TypeError]],
    textures: [[{}, TypeError]],
  };
  for (const [key, cases] of Object.entries(lmBad)) {
    for (const [value, type] of cases) {
      assert.throws(
        () => delve.levelmap({ seed: 1, [key]: value }),
        (e) => e instanceof type && e.message.includes(key),
        `levelmap ${key}=${String(value)}`,
      );
    }
  }
  assert.throws(() => delve.rogue(), TypeError);
  assert.throws(() => delve.rogue(null), TypeError);
  assert.throws(() => delve.rogue(42), TypeError);
  assert.throws(() => delve.rogue({ seed: 1, colour: 'red' }), /unknown option "colour"/);
  assert.throws(() => delve.levelmap({ width: 16 }), /seed is required/);
});

test('zero-copy views show the same level as the JSON', () => {
  for (let seed = 0; seed < 200; seed++) {
    const json = delve.rogue({ seed, depth: 7, cols: 40 });
    const cells = delve.rogueCells({ seed, depth: 7, cols: 40 });
    assert.equal(cells.rows, 21);
    // every map cell that is not a monster or the player is the level's char
    for (let y = 1; y <= cells.rows; y++) {
      for (let x = 0; x < cells.cols; x++) {
        const shown = json.map[y - 1][x];
        const covered =
          json.monsters.some((m) => m.x === x && m.y === y) ||
          (json.player.x === x && json.player.y === y);
        if (!covered) assert.equal(delve.cp437[cells.chars[(y - 1) * cells.stride + x]], shown);
      }
    }
    const lm = delve.levelmap({ seed, width: 20, height: 12 });
    const blocks = delve.levelmapBlocks({ seed, width: 20, height: 12 });
    assert.deepEqual(Array.from(blocks.blocks), lm.blocks.flat());
  }
});

test('a LevelMap level does not depend on the calls before it (the options struct is kept)', async () => {
  const plain = { width: 16, height: 16 },
    other = { width: 16, height: 16, natural: true, entrances: 2, textures: true };
  const blocksOf = (d, seed, options) => Array.from(d.levelmapBlocks({ seed, ...options }).blocks);
  const alone = async (seed, options) => {
    const d = await loadDelve({ wasm: wasmBytes });
    const blocks = blocksOf(d, seed, options);
    d.destroy();
    return blocks;
  };
  for (let seed = 1; seed <= 4; seed++) {
    assert.deepEqual(blocksOf(delve, seed, plain), await alone(seed, plain));
    assert.deepEqual(blocksOf(delve, seed, other), await alone(seed, other));
    assert.throws(() => delve.levelmapBlocks({ seed, ...other, width: 8 }), /width/);
    assert.deepEqual(blocksOf(delve, seed, other), await alone(seed, other));
    const game = delve.game({ seed, generator: 'levelmap', width: 20, height: 12 });
    assert.equal(game.level().width, 20); // the core wrote the options struct
    game.destroy();
    assert.deepEqual(blocksOf(delve, seed, other), await alone(seed, other));
  }
});

test('a Rogue level does not depend on the calls before it (the options struct is kept)', async () => {
  const plain = { depth: 3 },
    other = { depth: 15, mode: 'classic', cols: 40 };
  const charsOf = (d, options) => Array.from(d.rogueCells(options).chars);
  const fresh = await loadDelve({ wasm: wasmBytes });
  const alone = (options) => charsOf(fresh, options); // after a level of other options
  for (let seed = 1; seed <= 4; seed++) {
    fresh.rogueCells({ dos: 7 });
    const expect = [alone({ seed, ...plain }), alone({ seed, ...other }), alone({ dos: seed })];
    fresh.rogueCells({ dos: 7 });
    assert.deepEqual(alone({ seed, ...plain }), expect[0]);
    assert.deepEqual(charsOf(delve, { seed, ...plain }), expect[0]);
    assert.deepEqual(charsOf(delve, { seed, ...other }), expect[1]);
    assert.throws(() => delve.rogueCells({ seed: -1, ...other }), /seed must be/);
    assert.throws(() => delve.rogueCells({ seed, ...other, depth: 1000 }), /depth/);
    assert.deepEqual(charsOf(delve, { seed, ...other }), expect[1]);
    assert.deepEqual(charsOf(delve, { dos: seed }), expect[2]);
    assert.deepEqual(charsOf(delve, { seed, ...other }), expect[1]);
    const game = delve.game({ seed, depth: 2 });
    assert.equal(game.level().depth, 2); // the core wrote the options struct
    game.destroy();
    assert.deepEqual(charsOf(delve, { seed, ...other }), expect[1]);
    assert.deepEqual(charsOf(delve, { seed, ...plain }), expect[0]);
  }
  fresh.destroy();
});

test('no leak or growth over 100,000 generate/free cycles', () => {
  const ex = delve.exports,
    { delve_rogue_level: levelLayout, delve_rogue_options: optLayout } = delve.layouts;
  const before = ex.memory.buffer.byteLength;
  const opt = ex.delve_wasm_alloc(optLayout.size);
  const first = ex.delve_wasm_alloc(levelLayout.size);
  ex.delve_wasm_free(first);
  for (let i = 0; i < 100000; i++) {
    const level = ex.delve_wasm_alloc(levelLayout.size);
    assert.equal(level, first); // a leak would move the block
    writeFields(new Int32Array(ex.memory.buffer), opt, optLayout, {
      depth: 1 + (i % 40),
      mode: 1 + (i & 1),
      cols: i % 3 ? 80 : 40,
    });
    assert.equal(ex.delve_rogue_generate(i, opt, level), 0);
    ex.delve_wasm_free(level);
  }
  ex.delve_wasm_free(opt);
  assert.equal(ex.memory.buffer.byteLength, before);
});

test('destroy frees the instance; later calls throw TypeError; destroy twice is fine', async () => {
  const d = await loadDelve({ wasm: wasmBytes });
  d.destroy();
  d.destroy();
  assert.throws(() => d.rogue({ seed: 1 }), TypeError);
  assert.throws(() => d.levelmap({ seed: 1 }), TypeError);
  assert.throws(() => d.heapUsed(), TypeError);
  assert.throws(() => d.statusMessage(-1), TypeError);
});

test("delve-still.wasm (no games) answers a game's status with one word for them all", async () => {
  const still = await loadDelve({ wasm: `${root}build/web/delve-still.wasm`, font: false });
  const whole = await loadDelve({ wasm: wasmPath, font: false });
  for (const code of [C.ERR_NAME, C.ERR_SCORES, C.ERR_UNUSED_OPTION]) {
    assert.equal(
      still.statusMessage(code),
      "a game's status: this core (delve-still) has no games",
    );
    assert.notEqual(whole.statusMessage(code), still.statusMessage(code));
  }
  assert.equal(still.statusMessage(C.ERR_DEPTH), whole.statusMessage(C.ERR_DEPTH));
  // and its games' calls say which core has them
  for (const [where, call] of [
    ['delve.game', () => still.game({ dos: 4651 })],
    ['delve.rogueOpt', () => still.rogueOpt('name=Al')],
    ['delve.clockSeed', () => still.clockSeed('18:43')],
  ])
    assert.throws(call, {
      name: 'TypeError',
      message: `${where}: this core (delve-still.wasm) has no games: loadDelve({ wasm }) with delve.wasm for them`,
    });
  // nor SVG pictures (a still widget draws PNG): said, where the whole core draws one
  const map = whole.rogueMap({ seed: 1 });
  assert.throws(() => still.svg(map), {
    name: 'TypeError',
    message:
      'delve.svg: this core (delve-still.wasm) has no SVG pictures: loadDelve({ wasm }) with delve.wasm for them',
  });
  const drawn = await loadDelve({ wasm: wasmPath });
  assert.match(drawn.svg(drawn.rogueMap({ seed: 1 })), /<svg /);
  drawn.destroy();
  assert.equal(whole.clockSeed('18:43'), 4651);
  still.destroy();
  whole.destroy();
});

test("the README's games at once are this build's: a game's share of the heap, how many fit", async () => {
  const readme = readFileSync(`${root}README.md`, 'utf8').replace(/\s+/g, ' ');
  const [, kb, fit] = readme.match(/a game takes ([\d.]+) KB of it, so (\d+) games fit at once/);
  const [, nth] = readme.match(/the (\d+)th then throws "out of WebAssembly memory"/);
  const d = await loadDelve({ wasm: wasmPath });
  const before = d.heapUsed();
  const games = [d.game({ seed: 1 })];
  assert.equal(((d.heapUsed() - before) / 1024).toFixed(1), kb, "a game's share of the heap");
  let full;
  assert.throws(
    () => {
      for (;;) games.push(d.game({ seed: games.length + 1 }));
    },
    (e) => (full = e) && /out of WebAssembly memory/.test(e.message),
  );
  assert.equal(games.length, Number(fit), 'games at once');
  assert.match(full.message, new RegExp(`a core holds ${fit} games`), 'the error says so too');
  assert.equal(games.length + 1, Number(nth), 'the game that throws');
  // the memory grew under the first games: they play on as a game alone does
  const alone = await loadDelve({ wasm: wasmPath });
  const one = alone.game({ seed: 1 });
  for (const key of 'llllkkjs') assert.deepEqual(games[0].act(key), one.act(key));
  assert.deepEqual(games[0].text(), one.text());
  assert.deepEqual(games[0].screen().chars, one.screen().chars);
  alone.destroy();
  d.destroy();
});
