// Hostile input for the JavaScript side (issue 7): every kind of bad value at every option and
// method of the JS API (loadDelve, rogue, rogueCells, rogueMap, levelmap, levelmapBlocks,
// levelmapMap, game, and a game's act/screen/text/state/destroy), at the widget's attribute
// parser and at the page's URL fragment parser. Each bad value must give a TypeError or a
// RangeError naming the option (or be an accepted value, used as documented), never a
// WebAssembly trap or a hang, and the WebAssembly heap must not grow.
import { createServer } from 'node:http';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { widgetConfig, keysOf, ATTRIBUTES } from '../../web/widget/widget-options.js';
import { gameOptions } from '../../web/widget/game-attributes.js';
import { decodeKeys, encodeKeys, LINK_KEYS_MAX } from '../../web/view/key-text.js';
import {
  parseHash as parseLink,
  formatGameHash as formatLink,
  hashHasKeys,
  hashHasClock,
} from '../../web/page/location-hash.js';
import { wasmPath } from './helpers.mjs';

const wasmBytes = readFileSync(wasmPath);
const delve = await loadDelve({ wasm: wasmBytes });

// The link functions with the keys codec and the clock reader, as the page gives them.
const clockSeed = (text) => delve.clockSeed(text);
const parseHash = (hash, seed) => parseLink(hash, seed, decodeKeys, clockSeed);
const formatGameHash = (start, keys, options) =>
  formatLink(start, keys, { ...options, encodeKeys });
const SEED_MAX = 4294967295;
const LIMIT = { timeout: 120000 }; // a hang fails the test instead of the whole run

// ---- the bad values -------------------------------------------------------------------------

class Sentinel extends Error {}

// [name, value]: fresh objects each call, so nothing one call does can leak into the next.
function hostileValues() {
  return [
    ['undefined', undefined],
    ['null', null],
    ['true', true],
    ['false', false],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['0', 0],
    ['-0', -0],
    ['-1', -1],
    ['1', 1],
    ['0.5', 0.5],
    ['1.5', 1.5],
    ['-1.5', -1.5],
    ['2**31', 2 ** 31],
    ['-(2**31)', -(2 ** 31)],
    ['2**32', 2 ** 32],
    ['2**32-1', SEED_MAX],
    ['2**53', 2 ** 53],
    ['MAX_SAFE+2', Number.MAX_SAFE_INTEGER + 2],
    ['1e308', 1e308],
    ['MAX_VALUE', Number.MAX_VALUE],
    ['MIN_VALUE', Number.MIN_VALUE],
    ['EPSILON', Number.EPSILON],
    ['999', 999],
    ['1000', 1000],
    ['40', 40],
    ['80', 80],
    ['100', 100],
    ['101', 101],
    ['9', 9],
    ['22', 22],
    ['81', 81],
    ['1n', 1n],
    ['-1n', -1n],
    ['2n**64n', 2n ** 64n],
    ['""', ''],
    ['"1"', '1'],
    ['" 1 "', ' 1 '],
    ['"0x10"', '0x10'],
    ['"1e3"', '1e3'],
    ['"abc"', 'abc'],
    ['"fixed"', 'fixed'],
    ['"classic"', 'classic'],
    ['"rogue"', 'rogue'],
    ['"levelmap"', 'levelmap'],
    ['"FIXED"', 'FIXED'],
    ['"fixed\\0"', 'fixed\0'],
    ['"80"', '80'],
    ['"true"', 'true'],
    ['html', '<img src=x onerror="globalThis.pwned=1">'],
    ['long string', 'x'.repeat(100000)],
    ['lone surrogate', '\uD800'],
    ['symbol', Symbol('seed')],
    ['function', () => 1],
    ['{}', {}],
    ['[]', []],
    ['[1]', [1]],
    ['[[1]]', [[1]]],
    ['new Number(1)', new Number(1)],
    ['new String("fixed")', new String('fixed')],
    ['new Boolean(true)', new Boolean(true)],
    ['Date', new Date(0)],
    ['RegExp', /1/],
    ['Map', new Map([['seed', 1]])],
    ['valueOf 1', { valueOf: () => 1 }],
    ['toString "1"', { toString: () => '1' }],
    [
      'throwing valueOf',
      {
        valueOf() {
          throw new Sentinel('valueOf');
        },
      },
    ],
    [
      'throwing toString',
      {
        toString() {
          throw new Sentinel('toString');
        },
      },
    ],
    ['Symbol.toPrimitive', { [Symbol.toPrimitive]: () => 1 }],
    ['null prototype', Object.create(null)],
    [
      'Proxy',
      new Proxy(
        {},
        {
          get: () => {
            throw new Sentinel('get');
          },
        },
      ),
    ],
    ['typed array', new Uint8Array(4)],
    ['ArrayBuffer', new ArrayBuffer(8)],
    ['Promise', Promise.resolve(1)],
    ['Error', new Error('x')],
  ];
}

// What each option accepts (design.md, web/api/delve.d.ts): anything else must throw.
const integer = (min, max) => (v) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const oneOf =
  (...list) =>
  (v) =>
    list.includes(v);
const bool = (v) => typeof v === 'boolean';
const ROGUE = {
  seed: integer(0, SEED_MAX),
  depth: integer(1, 999),
  mode: oneOf('fixed', 'classic'),
  cols: oneOf(80, 40),
};
const LEVELMAP = {
  seed: ROGUE.seed,
  width: integer(9, 80),
  height: integer(9, 80),
  corridor: integer(0, 100),
  combined: integer(0, 100),
  cellsize: integer(1, 3),
  natural: bool,
  doors: bool,
  voids: bool,
  entrances: integer(0, 4),
  textures: bool,
};
const GAME = {
  generator: oneOf('rogue', 'levelmap'),
  seed: ROGUE.seed,
  depth: ROGUE.depth,
  mode: ROGUE.mode,
  cols: ROGUE.cols,
  width: integer(9, 80),
  height: integer(9, 22),
  corridor: LEVELMAP.corridor,
  combined: LEVELMAP.combined,
  cellsize: LEVELMAP.cellsize,
  natural: bool,
  doors: bool,
  voids: bool,
  entrances: LEVELMAP.entrances,
};
const accepts = (spec, key, value) => (value === undefined ? key !== 'seed' : spec[key](value));
// An option a game of that generator never uses (delve_game_unused_option) is refused, unless
// the value gives its default: the LevelMap options in a Rogue game (what a LevelMap game of 80
// columns takes them as), the mode in a LevelMap game (but "fixed", what its state says).
const LEVELMAP_GAME_DEFAULTS = {
  width: 80,
  height: 22,
  corridor: 50,
  combined: 50,
  cellsize: 2,
  natural: false,
  doors: true,
  voids: false,
  entrances: 0,
};
const unusedIn = (generator, key, value) =>
  value !== undefined &&
  (generator === 'rogue'
    ? key !== 'seed' && key in LEVELMAP && LEVELMAP_GAME_DEFAULTS[key] !== value
    : key === 'mode' && value !== 'fixed');

function heap(d = delve) {
  return { used: d.heapUsed(), bytes: d.exports.memory.buffer.byteLength };
}

// The call either succeeds (when `valid`) or throws TypeError/RangeError whose message names
// `where` and `key`; an error thrown by the value itself (a throwing getter) may pass through.
function expectOutcome(call, { valid, where, key, label }) {
  let result;
  try {
    result = call();
  } catch (error) {
    assert.ok(
      !(error instanceof WebAssembly.RuntimeError),
      `${label}: a WebAssembly trap: ${error.message}`,
    );
    if (error instanceof Sentinel) return undefined;
    assert.ok(!valid, `${label}: should be accepted, threw ${error}`);
    assert.ok(
      error instanceof TypeError || error instanceof RangeError,
      `${label}: ${error?.constructor?.name}: ${error?.message}`,
    );
    assert.ok(
      error.message.includes(where),
      `${label}: the message names ${where}: "${error.message.slice(0, 200)}"`,
    );
    assert.ok(
      error.message.includes(key),
      `${label}: the message names ${key}: "${error.message.slice(0, 200)}"`,
    );
    return undefined;
  }
  assert.ok(valid, `${label}: should throw, returned ${typeof result}`);
  return result;
}

// ---- the generators' options ----------------------------------------------------------------

const GENERATORS = [
  ['rogue', ROGUE, (r, o) => assert.equal(r.map.length, (o.cols ?? 80) === 40 ? 21 : 22)],
  ['rogueCells', ROGUE, (r) => assert.equal(r.chars.length, 22 * 80)],
  ['rogueMap', ROGUE, (r) => assert.equal(r.chars.length, r.cols * r.rows)],
  ['levelmap', LEVELMAP, (r) => assert.equal(r.map.length, r.height)],
  ['levelmapBlocks', LEVELMAP, (r) => assert.equal(r.blocks.length, r.width * r.height)],
  ['levelmapMap', LEVELMAP, (r) => assert.equal(r.chars.length, r.cols * r.rows)],
];

for (const [method, spec, check] of GENERATORS) {
  test(`delve.${method}: every bad value at every option`, LIMIT, () => {
    const before = heap();
    let calls = 0;
    for (const key of Object.keys(spec)) {
      for (const [name, value] of hostileValues()) {
        const options = key === 'seed' ? { seed: value } : { seed: 1, [key]: value };
        const valid = accepts(spec, key, value);
        const label = `delve.${method}({ ${key}: ${name} })`;
        const result = expectOutcome(() => delve[method](options), {
          valid,
          where: `delve.${method}`,
          key,
          label,
        });
        if (result) check(result, options);
        calls++;
      }
    }
    assert.deepEqual(heap(), before, 'the WebAssembly heap did not grow');
    assert.ok(calls > 300);
  });
}

test('the options argument itself: not an object, unknown keys, getters that throw', LIMIT, () => {
  const before = heap();
  for (const [method] of GENERATORS) {
    for (const [name, value] of hostileValues()) {
      const isPlainObject = value !== null && typeof value === 'object' && !Array.isArray(value);
      if (isPlainObject) continue; // objects without a seed: covered below
      expectOutcome(() => delve[method](value), {
        valid: false,
        where: `delve.${method}`,
        key: value === undefined ? 'seed' : 'options',
        label: `delve.${method}(${name})`,
      });
    }
    for (const options of [{}, new Map([['seed', 1]]), Object.create(null), new Date(0), /x/]) {
      assert.throws(
        () => delve[method](options),
        (e) => e instanceof TypeError && /seed is required/.test(e.message),
        method,
      );
    }
    assert.throws(() => delve[method]({ seed: 1, colour: 'red' }), /unknown option "colour"/);
    assert.throws(
      () => delve[method](JSON.parse('{"seed": 1, "__proto__": {"depth": 3}}')),
      /unknown option "__proto__"/,
    );
    assert.throws(
      () => delve[method]({ seed: 1, ['x'.repeat(10000)]: 1 }),
      (e) => e instanceof TypeError && /unknown option "x{40}…"; the options/.test(e.message),
      'a huge name is shortened in the message',
    );
    // a getter that throws: its own error, unchanged
    const mine = new Sentinel('mine');
    assert.throws(
      () =>
        delve[method]({
          get seed() {
            throw mine;
          },
        }),
      (e) => e === mine,
    );
    assert.throws(
      () =>
        delve[method](
          new Proxy(
            { seed: 1 },
            {
              ownKeys() {
                throw mine;
              },
            },
          ),
        ),
      (e) => e === mine,
    );
    // symbol keys are not options; prototype properties are read like own ones
    assert.ok(delve[method]({ seed: 1, [Symbol('x')]: 'ignored' }));
    assert.ok(delve[method](Object.create({ seed: 2 })));
    // a getter is read once per call
    let reads = 0;
    delve[method]({
      get seed() {
        reads++;
        return 3;
      },
    });
    assert.equal(reads, 1, `${method} reads an option once`);
  }
  assert.deepEqual(heap(), before);
});

test('methods called on something that is not a delve instance throw TypeError', () => {
  for (const method of [
    'rogue',
    'rogueCells',
    'rogueMap',
    'levelmap',
    'levelmapBlocks',
    'levelmapMap',
    'game',
  ]) {
    assert.throws(() => delve[method].call({}, { seed: 1 }), TypeError);
    assert.throws(() => delve[method].call(undefined, { seed: 1 }), TypeError);
  }
});

test('statusMessage and heapUsed take any value without trapping', () => {
  for (const [, value] of hostileValues()) {
    try {
      const text = delve.statusMessage(value);
      assert.equal(typeof text, 'string');
    } catch (error) {
      assert.ok(error instanceof TypeError || error instanceof Sentinel, `${error}`);
    }
  }
  assert.equal(typeof delve.heapUsed('ignored'), 'number');
  // not a status code: said, where WebAssembly would read it as 0 ("ok") or wrap it
  for (const value of [undefined, 'x', '3', 1.5, {}, 2 ** 32 + 1, NaN])
    assert.throws(() => delve.statusMessage(value), /statusMessage: status must be a status code/);
  assert.equal(delve.statusMessage(0), 'ok');
  assert.equal(delve.statusMessage(-1000), 'unknown status code');
});

test('no screen byte can reach a terminal as a control code: every CP437 byte maps to a glyph', () => {
  assert.equal(delve.cp437.length, 256);
  for (const [byte, text] of delve.cp437.entries()) {
    const code = text.codePointAt(0);
    assert.equal([...text].length, 1, `byte ${byte}`);
    assert.ok(
      code >= 0x20 && !(code >= 0x7f && code < 0xa0),
      `byte ${byte} maps to U+${code.toString(16)}`,
    );
  }
});

// ---- the game -------------------------------------------------------------------------------

test('delve.game: every bad value at every option, both generators', LIMIT, () => {
  const before = heap();
  for (const generator of ['rogue', 'levelmap']) {
    for (const key of Object.keys(GAME)) {
      for (const [name, value] of hostileValues()) {
        const options = { generator, seed: 1, [key]: value };
        if (key === 'seed' && value === undefined) delete options.seed;
        const valid = accepts(GAME, key, value) && !unusedIn(generator, key, value);
        const label = `delve.game({ generator: ${generator}, ${key}: ${name} })`;
        const game = expectOutcome(() => delve.game(options), {
          valid,
          where: 'delve.game',
          key,
          label,
        });
        if (game) {
          assert.equal(
            game.state().generator,
            key === 'generator' ? (value ?? 'rogue') : generator,
          );
          game.destroy();
        }
      }
    }
  }
  // width is checked against the game's columns
  assert.throws(() => delve.game({ generator: 'levelmap', seed: 1, cols: 40, width: 41 }), /width/);
  assert.deepEqual(heap(), before, 'games that failed to start freed their memory');
});

test('game.act: every bad action; screen, text and state ignore arguments', LIMIT, () => {
  const before = heap();
  const game = delve.game({ seed: 5, rules: 'explore' });
  const withGame = heap();
  for (const [name, value] of hostileValues()) {
    const state = game.state();
    const valid =
      typeof value === 'string' && value.length === 1 && 'hjklyubnHJKLYUBNs>.'.includes(value);
    const result = expectOutcome(() => game.act(value), {
      valid,
      where: 'game.act',
      key: 'action',
      label: `game.act(${name})`,
    });
    if (!result) assert.deepEqual(game.state(), state, `game.act(${name}) changed nothing`);
  }
  for (const action of [
    '',
    'hh',
    'x',
    '\0',
    'h\0',
    'ℎ',
    '😀',
    'H'.repeat(100000),
    'ｈ',
    'S',
    '<',
    ',',
  ]) {
    assert.throws(
      () => game.act(action),
      (e) => e instanceof RangeError && e.message.includes('game.act') && e.message.length < 200,
      JSON.stringify(action.slice(0, 5)),
    );
  }
  // the original's game reads any key, and refuses a string of many as shortly
  const original = delve.game({ seed: 1 });
  assert.throws(
    () => original.act('x'.repeat(1e6)),
    (e) => e instanceof RangeError && /^game\.act: "x{40}…" is not a key/.test(e.message),
  );
  original.destroy();
  for (const [, value] of hostileValues()) {
    assert.equal(game.screen(value).chars.length, 80 * 25);
    assert.equal(game.text(value).length, 25);
    assert.equal(typeof game.state(value).turns, 'number');
  }
  assert.deepEqual(heap(), withGame, 'acting allocates nothing');
  game.destroy();
  assert.deepEqual(heap(), before);
});

test(
  'a game after destroy(): every method throws TypeError; destroy() twice is fine',
  LIMIT,
  () => {
    const before = heap();
    const game = delve.game({ generator: 'levelmap', seed: 9 });
    game.destroy();
    game.destroy();
    for (const [method, args] of [
      ['act', ['l']],
      ['screen', []],
      ['text', []],
      ['state', []],
    ]) {
      assert.throws(
        () => game[method](...args),
        (e) => e instanceof TypeError && /destroyed/.test(e.message),
        method,
      );
    }
    for (const [, value] of hostileValues()) assert.throws(() => game.act(value), TypeError);
    assert.deepEqual(heap(), before);
  },
);

test(
  'running out of WebAssembly memory is a RangeError; destroying every game frees it all',
  LIMIT,
  () => {
    const used = delve.heapUsed();
    const games = [];
    let error;
    try {
      for (let i = 0; i < 5000; i++)
        games.push(delve.game({ seed: i, generator: i % 2 ? 'levelmap' : 'rogue' }));
    } catch (e) {
      error = e;
    }
    assert.ok(error instanceof RangeError && /memory/.test(error.message), `${error}`);
    assert.ok(games.length > 100, `${games.length} games fit`);
    // the instance still works at the limit: generating needs no memory of its own
    assert.equal(delve.rogue({ seed: 1 }).seed, 1);
    games[0].act('s');
    const full = heap();
    for (const g of games) g.destroy();
    // all of it back, in the memory grown as far as it goes: as many games fit again
    assert.deepEqual(heap(), { ...full, used });
    const again = [];
    try {
      for (;;) again.push(delve.game({ seed: again.length }));
    } catch (e) {
      assert.ok(e instanceof RangeError, `${e}`);
    }
    assert.equal(again.length, games.length, 'as many games fit again');
    for (const g of again) g.destroy();
    assert.equal(delve.game({ seed: 1 }).destroy(), undefined);
  },
);

// ---- the instance and loadDelve -------------------------------------------------------------

test('a delve instance after destroy(): every method throws TypeError; destroy() twice is fine', async () => {
  const d = await loadDelve({ wasm: wasmBytes });
  const game = d.game({ seed: 1 });
  d.destroy();
  d.destroy();
  for (const [method] of [...GENERATORS, ['game']]) {
    assert.throws(
      () => d[method]({ seed: 1 }),
      (e) => e instanceof TypeError && /destroyed/.test(e.message),
      method,
    );
    for (const [, value] of hostileValues()) assert.throws(() => d[method](value), TypeError);
  }
  assert.throws(() => d.exports, TypeError);
  // a game made before keeps its own memory until it is destroyed
  assert.equal(typeof game.act('s').turn, 'boolean');
  game.destroy();
});

test('an option getter that destroys the instance mid-call: the call throws, nothing is written', async () => {
  for (const method of [
    'rogue',
    'rogueCells',
    'rogueMap',
    'levelmap',
    'levelmapBlocks',
    'levelmapMap',
    'game',
  ]) {
    const d = await loadDelve({ wasm: wasmBytes });
    const options = {
      get seed() {
        d.destroy();
        return 1;
      },
    };
    // Without a second liveness check after reading the options, the level is generated into
    // the buffers destroy() just freed (a use after free inside the WebAssembly heap).
    assert.throws(
      () => d[method](options),
      (e) => e instanceof TypeError && /destroyed/.test(e.message),
      `delve.${method} after its options destroyed the instance`,
    );
  }
});

test("a JS developer's review: a picture's getter that destroys the instance, screens of other than bytes, holes in scores, functions in messages, the tables read-only", async () => {
  const d = await loadDelve({ wasm: wasmPath }); /* and its font */
  const map = d.rogueMap({ seed: 42 });
  const screen = { cols: map.cols, rows: map.rows, chars: map.chars.slice() };
  const want = d.png(screen);
  // a getter of the screen's that destroys the instance: refused, as options' getters are
  for (const kind of ['png', 'svg']) {
    const other = await loadDelve({ wasm: wasmPath }); /* and its font */
    const hostile = {
      ...screen,
      get chars() {
        other.destroy();
        return screen.chars;
      },
    };
    assert.throws(
      () => other[kind](hostile),
      /^TypeError: delve\.\w+: this delve instance was destroyed$/,
    );
  }
  // chars and attrs are bytes: wider typed arrays are refused, not cut to their low bytes
  for (const Wide of [Uint16Array, Float64Array, Int32Array])
    assert.throws(
      () => d.png({ ...screen, chars: Wide.from(screen.chars) }),
      new RegExp(
        `^RangeError: delve\\.png: the screen's chars must be a Uint8Array of cols x rows = ${screen.chars.length} bytes, one a cell, not a ${Wide.name} of ${screen.chars.length * Wide.BYTES_PER_ELEMENT} bytes$`,
      ),
      Wide.name,
    );
  assert.deepEqual(d.png({ ...screen, chars: Uint8ClampedArray.from(screen.chars) }), want);
  // a hole in the score list is named as undefined is, and leaves nothing allocated
  const used = d.heapUsed();
  const entry = { name: 'Rodney', gold: 10, fate: 'quit', level: 1, rank: 1 };
  const holed = [];
  holed[1] = entry; // [, entry]
  for (const scores of [holed, [undefined, entry]])
    assert.throws(
      () => d.game({ seed: 1, scores }),
      /^TypeError: delve\.game: scores\[0\] must be an object, not undefined$/,
    );
  assert.equal(d.heapUsed(), used);
  // a function given for a value is named, not quoted
  const big = new Function(`return ${'1 + '.repeat(5000)}1;`);
  for (const call of [
    () => d.rogue({ seed: big }),
    () => d.rogue(big),
    () => d.game({ name: big, seed: 1 }),
  ])
    assert.throws(
      call,
      (e) => /a function/.test(e.message) && e.message.length < 200 && !/\n/.test(e.message),
    );
  assert.throws(
    () => d.rogue({ seed: 2n ** 400n }),
    (e) => e.message.length < 200,
  );
  // the tables a caller reads cannot change what the core does
  assert.throws(() => {
    'use strict';
    d.itemNames[0] = 'HACKED';
  }, TypeError);
  assert.throws(() => {
    d.version = 'x';
  }, TypeError);
  d.glyphAttrs.fill(0);
  assert.deepEqual(d.png(screen), want, "pictures draw in the core's colours");
  const game = d.game({ seed: 3 });
  assert.ok(!('HACKED' in game.state().items));
  game.destroy();
  for (const key of ['cp437', 'trapNames', 'itemNames']) assert.ok(Object.isFrozen(d[key]), key);
});

test('loadDelve: bad options and bad modules give clear errors, never a trap', async () => {
  for (const [name, value] of hostileValues()) {
    const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
    if (value === undefined || isObject) continue;
    await assert.rejects(
      loadDelve(value),
      (e) => e instanceof TypeError && e.message.includes('loadDelve'),
      `loadDelve(${name})`,
    );
  }
  for (const [name, value] of hostileValues()) {
    if (
      typeof value === 'string' ||
      value === undefined ||
      value instanceof Sentinel ||
      ArrayBuffer.isView(value) ||
      value instanceof ArrayBuffer ||
      (typeof value === 'object' &&
        value !== null &&
        !(value instanceof Date) &&
        Object.getPrototypeOf(value) !== Object.prototype &&
        !(value instanceof Map) &&
        !Array.isArray(value))
    )
      continue;
    await assert.rejects(
      loadDelve({ wasm: value }),
      (e) => e instanceof TypeError && /wasm/.test(e.message),
      `loadDelve({ wasm: ${name} })`,
    );
  }
  await assert.rejects(loadDelve({ wasm: new Uint8Array(0) }), WebAssembly.CompileError);
  await assert.rejects(loadDelve({ wasm: new Uint8Array(4) }), WebAssembly.CompileError);
  await assert.rejects(loadDelve({ wasm: wasmBytes.subarray(0, 1000) }), WebAssembly.CompileError);
  // a source that cannot be read or compiled: the error names the option and the source
  await assert.rejects(
    loadDelve({ wasm: new Uint8Array(4) }),
    /^CompileError: options\.wasm: 4 bytes: not WebAssembly: /,
  );
  await assert.rejects(
    loadDelve({ wasm: '/no/such/dir/delve.wasm' }),
    (e) =>
      e.code === 'ENOENT' &&
      /^options\.wasm: cannot load file:\/\/\/no\/such\/dir\/delve\.wasm: /.test(e.message),
  );
  await assert.rejects(
    loadDelve({ wasm: wasmPath, font: '/no/such/dir/delve-vga.f16' }),
    /^Error: options\.font: cannot load file:\/\/\/no\/such\/dir\/delve-vga\.f16: /,
  );
  // a server that answers every address with its page (a development server's missing file)
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><html><body>my app</body></html>');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const at = `http://127.0.0.1:${server.address().port}`;
  try {
    const page = /the server answered with an HTML page, not the file: is the file there\?$/;
    await assert.rejects(
      loadDelve({ wasm: `${at}/delve.wasm` }),
      (e) =>
        new RegExp(`^options\\.wasm: cannot load ${at}/delve\\.wasm: `).test(e.message) &&
        page.test(e.message),
    );
    await assert.rejects(loadDelve({ wasm: wasmPath, font: `${at}/delve-vga.f16` }), page);
  } finally {
    server.close();
  }
  const mine = new Sentinel('mine');
  await assert.rejects(
    loadDelve({
      get wasm() {
        throw mine;
      },
    }),
    (e) => e === mine,
  );
  await assert.rejects(loadDelve({ wasm: wasmPath, extra: 1 }), /unknown option "extra"/);
});

test('loadDelve: a WebAssembly module that is not delve.wasm is refused by name', async () => {
  // the smallest valid module: no imports, no exports
  const empty = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
  for (const wasm of [empty, new WebAssembly.Module(empty)]) {
    await assert.rejects(
      loadDelve({ wasm }),
      (e) =>
        e instanceof TypeError && /wasm/.test(e.message) && !/is not a function/.test(e.message),
      'a clear TypeError naming options.wasm, not "instance.exports._initialize is not a function"',
    );
  }
});

// ---- the widget's attributes ----------------------------------------------------------------

const HOSTILE_TEXT = [
  '',
  ' ',
  '  42  ',
  '\t1\n',
  '0',
  '-0',
  '-1',
  '+1',
  '1.0',
  '1.5',
  '1e3',
  '1e999',
  '0x10',
  '0b1',
  'NaN',
  'Infinity',
  '-Infinity',
  '4294967295',
  '4294967296',
  '9'.repeat(400),
  '٣',
  '１',
  '\u00a042',
  '42\u0000',
  'true',
  'false',
  'TRUE',
  'yes',
  'rogue',
  'levelmap',
  'fixed',
  'classic',
  '40x12',
  '10x5',
  '80x25',
  '81x25',
  '9x5',
  '40X12',
  '40x12 ',
  ' 40x12',
  '0040x0012',
  'x',
  '<img src=x onerror="globalThis.pwned=1">',
  '"><script>globalThis.pwned=1</script>',
  'javascript:globalThis.pwned=1',
  'data:text/html,<script>1</script>',
  '__proto__',
  'constructor',
  'toString',
  '${1+1}',
  '%3Cb%3E',
  '\uD800',
  'x'.repeat(100000),
];

// Attribute maps as element.getAttribute gives them: a string, or null when absent.
function attributes(values) {
  return Object.fromEntries(ATTRIBUTES.map((name) => [name, values[name] ?? null]));
}

// A config the widget accepted must be accepted by the JS API too (never a late failure).
function useConfig(config) {
  const { generator, interactive, options, scale, view, font } = config;
  assert.ok(['rogue', 'levelmap'].includes(generator));
  assert.ok(
    scale === null || scale === 'fill' || (Number.isInteger(scale) && scale >= 1 && scale <= 8),
  ); // null: fit crisply
  assert.ok(view === null || (Number.isInteger(view.cols) && Number.isInteger(view.rows)));
  assert.ok(font === null || typeof font === 'string');
  if (interactive || config.autoplay || config.keys !== null) {
    // the keys' link text is decoded (and its keys played) once the game's part is loaded: a
    // RangeError naming the attribute, shown in the widget's box
    let keys, game;
    try {
      keys = config.keys === null ? undefined : keysOf(config.keys, decodeKeys);
      game = gameOptions(config);
    } catch (error) {
      // the game's attributes and keys, read by the game's part: a RangeError naming one
      assert.ok(error instanceof RangeError && /^[a-z-]+="/.test(error.message), String(error));
      return null;
    }
    try {
      delve.game({ generator, ...game, keys }).destroy();
    } catch (error) {
      assert.ok(
        error instanceof RangeError && /^delve\.game: keys\[/.test(error.message),
        String(error),
      );
    }
    return game;
  } else delve[generator](options);
}

test('widgetConfig: every hostile string at every attribute', LIMIT, () => {
  const before = heap();
  let accepted = 0,
    refused = 0;
  for (const name of ATTRIBUTES) {
    for (const text of HOSTILE_TEXT) {
      for (const generator of ['rogue', 'levelmap']) {
        for (const interactive of [null, '']) {
          const values = { generator, interactive, [name]: text };
          const label = `${name}="${text.slice(0, 40)}" (${generator}${interactive === '' ? ', interactive' : ''})`;
          let config;
          try {
            config = widgetConfig(attributes(values), 7);
          } catch (error) {
            assert.ok(
              error instanceof RangeError || error instanceof TypeError,
              `${label}: ${error}`,
            );
            assert.ok(
              error.message.startsWith(`${name}="`),
              `${label}: the message names the attribute: ${error.message.slice(0, 100)}`,
            );
            refused++;
            continue;
          }
          useConfig(config);
          accepted++;
        }
      }
    }
  }
  assert.ok(accepted > 100 && refused > 100, `${accepted} accepted, ${refused} refused`);
  assert.deepEqual(heap(), before);
});

test('widgetConfig: random attribute maps never give a config the API refuses', LIMIT, () => {
  let state = 12345;
  const random = (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return Math.floor((state / 2 ** 32) * n); // the high bits: an LCG's low ones repeat
  };
  const pieces = ['0', '1', '9', '22', '40', '80', '999', '4294967295', '-', ' ', 'x', 'true'];
  pieces.push('false', '', 'levelmap', 'rogue', 'classic', 'original', 'bw', 'off', '<', '.');
  pieces.push('\t', 'x'.repeat(20), '\u0100');
  // a value each attribute takes in some widget, so that many maps are accepted and used
  const good = {
    seed: '42',
    dos: '4651',
    generator: 'levelmap',
    depth: '3',
    mode: 'classic',
    width: '40',
    height: '20',
    corridor: '50',
    combined: '50',
    cellsize: '2',
    doors: 'false',
    entrances: '2',
    rules: 'original',
    view: '40x12',
    scale: '2',
    font: 'vga.otf',
    keys: '',
    name: 'Ann',
    fruit: 'kiwi',
    'first-clock': '3',
    'first-clock-turns': '1',
    year: '1985',
    menu: 'off',
    screen: 'bw',
    macro: 'sss',
    savefile: 'a.sav',
    credits: '',
  };
  let accepted = 0,
    games = 0,
    rogueOpt = 0;
  // each map starts as a picture, the original's game, its replay or a LevelMap game
  const bases = [
    {},
    { interactive: '', rules: 'original' },
    { keys: '', rules: 'original' },
    { generator: 'levelmap', interactive: '' },
  ];
  for (let i = 0; i < 5000; i++) {
    const values = { ...bases[random(bases.length)] };
    for (const name of ATTRIBUTES) {
      if (random(10) !== 0) continue;
      values[name] =
        random(3) !== 0
          ? (good[name] ?? '')
          : Array.from({ length: 1 + random(3) }, () => pieces[random(pieces.length)]).join('');
    }
    let config;
    try {
      config = widgetConfig(attributes(values), random(1000));
    } catch (error) {
      assert.ok(error instanceof RangeError || error instanceof TypeError, String(error));
      continue;
    }
    const game = useConfig(config);
    accepted++;
    if (game) games++;
    if (game && ['menu', 'screen', 'macro', 'savefile', 'credits'].some((k) => k in game))
      rogueOpt++;
  }
  // the maps reach every kind of widget: pictures, games, the original's options
  assert.ok(accepted > 500 && games > 300 && rogueOpt > 80, `${accepted} ${games} ${rogueOpt}`);
});

// ---- the page's URL fragment ----------------------------------------------------------------

const HOSTILE_HASHES = [
  '',
  '#',
  '##',
  '#seed=<img src=x onerror=alert(1)>&depth=1e999',
  '#seed=%',
  '#seed=%E0%A4%A',
  '#seed=%00',
  '#seed=1&seed=2',
  '#seed=&depth=',
  '#=&=&&',
  '#seed',
  '#gen=__proto__',
  '#__proto__=1&constructor=2',
  '#seed=٣',
  '#depth=0x10',
  '#seed=+1',
  '#seed= 42',
  '#seed=42%20',
  '#seed=4294967296',
  '#seed=-1',
  '#depth=0',
  '#depth=1000',
  '#depth=1.5',
  '#seed=NaN&depth=Infinity',
  '#gen=LEVELMAP',
  '#gen=levelmap%00',
  '#gen=levelmap&gen=nethack',
  `#seed=${'9'.repeat(100000)}`,
  `#${'&'.repeat(100000)}`,
  `#seed=1&${'x=1&'.repeat(20000)}depth=3`,
  '#seed=%3Cscript%3Ealert(1)%3C/script%3E',
  '#seed=42&depth=3&gen=levelmap',
  'seed=42',
  '#seed=00042&depth=0003',
  '#dos=0',
  '#dos=32768',
  '#dos=5&depth=2',
  '#dos=5&seed=6',
  '#dos=-1',
  '#dos=5&mode=weird',
  '#gen=levelmap&dos=5',
  '#mode=classic&seed=3&depth=4',
  '#dos=21150&mode=fixed',
  '#dos=5&keys=!!',
  '#dos=5&keys=AAAA',
  '#dos=5&keys=a',
  `#dos=5&keys=${'A'.repeat(100000)}`,
  '#dos=5&name=%00&fruit=',
  `#dos=5&fruit=${'x'.repeat(30)}`,
  '#seed=3&firstClock=-1&firstClockTurns=99999999999&watch=2',
  '#seed=3&keys=y8jIAgA&watch',
  '#seed=3&keys=y8jIAgA&watch&at=2',
  '#seed=3&keys=y8jIAgA&watch&at=99999999999&at=-1',
  '#dos=5&at=3',
  '#seed=3&rules=explore&name=Bob&firstClock=2&firstClockTurns=1',
  '#gen=levelmap&name=Bob&fruit=kiwi&firstClock=2',
  '#dos=5&rules=explore&name=Bob&fruit=kiwi&firstClock=2',
  '#dos=5&menu=sel&screen=bw&savefile=my.sav&macro=s%06%C3%BF',
  '#dos=5&menu=ON&screen=mono&savefile=&macro=%00',
  `#dos=5&savefile=${'x'.repeat(15)}&macro=${'x'.repeat(41)}&menu=on&screen=color`,
  '#seed=3&rules=explore&menu=off&screen=bw&macro=&savefile=a',
  '#gen=levelmap&menu=off&screen=bw&macro=ss&savefile=a',
  '#dos=5&credits&credits=0&credits=%00',
  '#gen=levelmap&credits',
];

function checkParsed(result, hash) {
  const label = JSON.stringify(hash.slice(0, 60));
  assert.ok(Number.isInteger(result.seed) && result.seed >= 0 && result.seed <= SEED_MAX, label);
  assert.ok(Number.isInteger(result.depth) && result.depth >= 1 && result.depth <= 999, label);
  assert.ok(['rogue', 'levelmap'].includes(result.generator), label);
  assert.ok(Number.isInteger(result.dos) && result.dos >= 0 && result.dos <= 32767, label);
  assert.ok(
    !result.dos ||
      (result.seed === result.dos && result.depth === 1 && result.generator === 'rogue'),
    label,
  );
  assert.ok(['fixed', 'classic'].includes(result.mode), label);
  assert.ok(
    Array.isArray(result.problems) && result.problems.every((p) => typeof p === 'string'),
    label,
  );
  for (const p of result.problems)
    assert.match(
      p,
      /^(seed|depth|gen|dos|mode|rules|watch|at|name|fruit|firstClock|firstClockTurns|menu|screen|savefile|macro|credits|keys)=.*: must be|^keys=…: |^dos(=\d+)? is|^(name|fruit|firstClock|firstClockTurns|mode|menu|screen|savefile|macro|credits) is ignored: (a LevelMap game|rules=explore) never uses it$|^rules is ignored: a LevelMap game always explores$|^at is ignored: it is where a watched game \(&watch\) stopped$|^watch is ignored: the link has no keys to watch \(cut short before them\?\)$|^firstClockTurns is ignored: it counts turns into the work of key firstClock - 1 \(no firstClock\)$|^\w+ is given twice: the first is used$|^".*" is no part of a link \(gen, /s,
      label,
    );
  // what was parsed makes a link that parses back to the same, with no problems
  const again = parseHash(
    formatGameHash(result, result.keys, { watch: result.watch, at: result.at }),
    0,
  );
  assert.deepEqual(again, { ...result, problems: [] }, label);
}

test('parseHash: hostile fragments fall back to defaults, reported, never thrown', LIMIT, () => {
  for (const hash of HOSTILE_HASHES) {
    const t0 = performance.now();
    const result = parseHash(hash, 7);
    assert.ok(performance.now() - t0 < 1000, `${hash.slice(0, 40)}: parsed in under a second`);
    checkParsed(result, hash);
  }
  assert.deepEqual(
    parseHash('#seed=<img src=x onerror=alert(1)>&depth=1e999', 7).problems.length,
    2,
  );
  assert.equal(parseHash('#seed=4294967295&depth=999&gen=levelmap', 7).seed, SEED_MAX);
  // what the game would never use is dropped, and said (delve_game_unused_option's rule)
  const walk = parseHash('#seed=3&rules=explore&name=Bob&fruit=kiwi&firstClock=2', 7);
  assert.deepEqual([walk.name, walk.fruit, walk.firstClock], [undefined, 'kiwi', undefined]);
  assert.deepEqual(walk.problems, [
    'firstClock is ignored: rules=explore never uses it',
    'name is ignored: rules=explore never uses it',
  ]);
  const replayWalk = parseHash('#dos=5&rules=explore&name=Bob', 7);
  assert.deepEqual([replayWalk.name, replayWalk.problems], ['Bob', []]);
  assert.deepEqual(parseHash('#gen=levelmap&seed=3&fruit=kiwi', 7).problems, [
    'fruit is ignored: a LevelMap game never uses it',
  ]);
  assert.deepEqual(parseHash('#gen=levelmap&seed=3&mode=classic&rules=original', 7).problems, [
    'mode is ignored: a LevelMap game never uses it',
    'rules is ignored: a LevelMap game always explores',
  ]);
  assert.deepEqual(parseHash('#gen=levelmap&seed=3&rules=explore', 7).problems, []);
  // ROGUE.OPT's options: the original's game's, a default not named again
  const opt = parseHash('#dos=5&menu=sel&screen=bw&savefile=my.sav&macro=s%06', 7);
  assert.deepEqual(
    [opt.menu, opt.screen, opt.savefile, opt.macro, opt.problems],
    ['sel', 'bw', 'my.sav', 's\x06', []],
  );
  assert.equal(formatGameHash(opt), '#dos=5&menu=sel&screen=bw&savefile=my.sav&macro=s%06');
  const plain = parseHash('#dos=5&menu=on&screen=color', 7);
  assert.deepEqual(
    [plain.menu, plain.screen, formatGameHash(plain)],
    [undefined, undefined, '#dos=5'],
  );
  assert.deepEqual(parseHash('#seed=3&rules=explore&screen=bw&macro=ss', 7).problems, [
    'screen is ignored: rules=explore never uses it',
    'macro is ignored: rules=explore never uses it',
  ]);
  // the credits screen first: a flag, the original's game's
  const credits = parseHash('#dos=5&credits&name=Ann', 7);
  assert.deepEqual([credits.credits, credits.problems], [true, []]);
  assert.equal(formatGameHash(credits), '#dos=5&name=Ann&credits');
  assert.equal(parseHash('#dos=5&credits=true', 7).credits, true);
  assert.equal(parseHash('#dos=5&credits=false', 7).credits, undefined);
  assert.deepEqual(parseHash('#dos=5&credits=yes', 7).problems, [
    'credits="yes": must be present, "true" or "false"',
  ]);
  assert.deepEqual(parseHash('#seed=3&rules=explore&credits', 7).problems, [
    'credits is ignored: rules=explore never uses it',
  ]);
  // a part no link has (a name cut short or mistyped) is said, not dropped without a word
  assert.deepEqual(parseHash('#dos=4651&ke', 7).problems, [
    '"ke" is no part of a link (gen, dos, seed, depth, mode, rules, keys, watch, at, name, fruit, firstClock, firstClockTurns, menu, screen, savefile, macro, credits)',
  ]);
  assert.match(parseHash('#sed=42', 7).problems[0], /^"sed" is no part of a link/);
  // where a watched game stopped: with &watch only
  const at = parseHash('#dos=5&keys=aaa&watch&at=12', 7);
  assert.deepEqual([at.watch, at.at], [true, 12]);
  assert.match(formatGameHash(at, at.keys, { watch: true, at: 12 }), /&watch&at=12$/);
  assert.match(formatGameHash(at, at.keys, { watch: true }), /&watch$/);
  assert.deepEqual(parseHash('#dos=5&at=3', 7).problems, [
    'at is ignored: it is where a watched game (&watch) stopped',
  ]);
  // turns into the work of key firstClock - 1 need a firstClock, which delve.game would refuse
  const turns = parseHash('#dos=5&firstClockTurns=2', 7);
  assert.deepEqual(
    [turns.problems, turns.firstClockTurns],
    [
      [
        'firstClockTurns is ignored: it counts turns into the work of key firstClock - 1 (no firstClock)',
      ],
      undefined,
    ],
  );
  assert.equal(parseHash('#dos=5&firstClock=1&firstClockTurns=2', 7).firstClockTurns, 2);
  // a part given twice (two links pasted together) is said: the first is the one used
  const twice = parseHash('#dos=4651&keys=aaa&seed=3&dos=17&watch&watch', 7);
  assert.equal(twice.dos, 4651);
  assert.deepEqual(twice.problems.slice(0, 2), [
    'dos is given twice: the first is used',
    'watch is given twice: the first is used',
  ]);
  assert.match(parseHash(`#${'x'.repeat(5000)}=1`, 7).problems[0], /^"x{40}…" is no part/);
  for (const [name, value] of hostileValues()) {
    if (typeof value === 'symbol') continue; // String(symbol) is fine, but location.hash is a string
    let result;
    try {
      result = parseHash(value, 7);
    } catch (error) {
      assert.ok(
        error instanceof Sentinel || error instanceof TypeError,
        `parseHash(${name}): ${error}`,
      );
      continue;
    }
    checkParsed(result, String(name));
  }
});

test("keys on a game the link does not name, or on a walk's, are dropped, said; a link cut at keys= is said", () => {
  const keys = encodeKeys('hhjj');
  const dropped = 'keys=…: dropped, as the link names no game they were played in';
  for (const hash of [
    `#keys=${keys}`,
    `#dos=0&keys=${keys}`,
    `#dos=abc&keys=${keys}`,
    `#dos=99999&keys=${keys}`,
    `#seed=x&keys=${keys}&watch`,
    `#dos=25:00&keys=${keys}`,
  ]) {
    const result = parseHash(hash, 7);
    assert.equal(result.keys, '', hash);
    assert.ok(result.problems.includes(dropped), `${hash}: ${result.problems}`);
    assert.equal(result.problems.length, hash === `#keys=${keys}` ? 1 : 2, hash);
  }
  for (const hash of [`#seed=3&keys=${keys}`, `#dos=17&keys=${keys}`, `#dos=0:10&keys=${keys}`]) {
    const result = parseHash(hash, 7);
    assert.deepEqual([result.keys, result.problems], ['hhjj', []], hash);
  }
  // a bad depth is no bad game name: the keys stay
  assert.equal(parseHash(`#seed=3&depth=x&keys=${keys}`, 7).keys, 'hhjj');
  // a walk (the explore rules, a LevelMap level) is linked from its start: its keys are said,
  // unless to watch
  for (const walk of ['rules=explore', 'gen=levelmap', 'gen=levelmap&rules=explore']) {
    const result = parseHash(`#seed=3&${walk}&keys=${keys}`, 7);
    assert.equal(result.keys, '', walk);
    assert.deepEqual(result.problems, [
      "keys=…: dropped, as a walk's link plays its level from its start (&watch watches its keys)",
    ]);
    assert.equal(parseHash(`#seed=3&${walk}&keys=${keys}&watch`, 7).keys, 'hhjj', 'to watch');
  }
  assert.deepEqual(parseHash('#dos=17&keys=', 7).problems, [
    'keys=…: empty, so the link was cut short before its keys (copy the whole link)',
  ]);
});

test('a link with keys needs the keys codec given: said, not read as no keys', () => {
  const hash = `#dos=4651&keys=${encodeKeys('hhj')}`;
  assert.equal(hashHasKeys(hash), true);
  assert.equal(hashHasKeys('#dos=4651&keysx=1'), false);
  assert.throws(() => parseLink(hash, 7), {
    name: 'TypeError',
    message: 'parseHash: a link with keys needs decodeKeys (web/view/key-text.js)',
  });
  assert.equal(parseLink('#dos=4651', 7).keys, '', 'none needed without keys');
  assert.equal(parseLink(hash, 7, decodeKeys).keys, 'hhj');
  assert.throws(() => formatLink({ dos: 4651 }, 'hhj'), {
    name: 'TypeError',
    message: 'formatGameHash: a game with keys needs encodeKeys (web/view/key-text.js)',
  });
  assert.equal(formatLink({ dos: 4651 }, ''), '#dos=4651');
});

test('a link may name its game by the DOS time it began at: the clock seed, or a problem said', () => {
  assert.equal(hashHasClock('#dos=18:43'), true);
  assert.equal(hashHasClock('#dos=4651&name=a.b'), false);
  assert.throws(() => parseLink('#dos=18:43', 7), {
    name: 'TypeError',
    message: 'parseHash: a link with a DOS time needs clockSeed (delve.clockSeed)',
  });
  assert.equal(parseLink('#dos=4651', 7).dos, 4651, 'none needed for a seed');
  for (const [time, dos] of [
    ['18:43', 4651], // 18·256 + 43
    ['14:32:07.55', 5463],
    ['14.32.07,55', 5463],
    ['0:00:00.01', 1],
  ]) {
    const link = parseHash(`#dos=${encodeURIComponent(time)}&fruit=kiwi`, 7);
    assert.deepEqual(
      [link.dos, link.seed, link.depth, link.fruit, link.problems],
      [dos, dos, 1, 'kiwi', []],
    );
  }
  // a clock not understood: the original's game all the same, of a clock picked at random
  // (from the random seed 7, the clock 8: clocks run from 1), classic as every replay
  for (const bad of ['25:00', '0:00', '14:32:07.5', '1:2:3:4:5', '<img src=x>.1', '99999']) {
    const link = parseHash(`#dos=${encodeURIComponent(bad)}`, 7);
    assert.deepEqual([link.dos, link.seed, link.depth, link.mode], [8, 8, 1, 'classic'], bad);
    assert.equal(link.problems.length, 1, bad);
    assert.match(
      link.problems[0],
      /^dos=(…: a clock must be a seed from 1 to 32767 or a 24-hour DOS time|"99999": must be)/,
    );
  }
  // with a seed of its own, the link's seed and depth instead
  const seeded = parseHash('#dos=99999&seed=6&depth=3', 7);
  assert.deepEqual([seeded.dos, seeded.seed, seeded.depth], [0, 6, 3]);
});

test('parseHash: random fragments from the pieces of real ones', LIMIT, () => {
  let state = 99;
  const random = (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
  const pieces = [
    '#',
    'seed',
    'depth',
    'gen',
    '=',
    '&',
    '%',
    '%2',
    '%26',
    '%3D',
    '+',
    '0',
    '1',
    '9',
    '999',
    '4294967295',
    'levelmap',
    'rogue',
    ' ',
    '<',
    '\u00e9',
    '\uD800',
    '٣',
    'dos',
    'mode',
    'classic',
    'fixed',
    '32767',
    'keys',
    'y8jIAgA',
    'name',
    'fruit',
    'watch',
    'firstClock',
    'rules',
    'explore',
    'menu',
    'sel',
    'screen',
    'bw',
    'macro',
    'savefile',
    'credits',
    'true',
  ];
  for (let i = 0; i < 20000; i++) {
    const hash = Array.from({ length: 1 + random(12) }, () => pieces[random(pieces.length)]).join(
      '',
    );
    checkParsed(parseHash(hash, random(100)), hash);
  }
});

test('a game link ends with its keys, so that a link cut anywhere after their start is said', () => {
  let keys = '',
    r = 7;
  for (let i = 0; i < 2000; i++) {
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    keys += 'hjklyubns'[(r >>> 20) % 9];
  }
  const link = formatGameHash({ dos: 4651, name: 'Ann' }, keys, { watch: true, at: 1500 });
  const start = link.indexOf('&keys=') + '&keys='.length;
  assert.equal(link.indexOf('&', start), -1, 'nothing after the keys');
  assert.deepEqual(parseHash(link, 0).problems, []);
  // every cut inside the keys is said to be one (and so loses neither at= nor watch unsaid)
  for (let n = start + 1; n < link.length; n++)
    assert.match(parseHash(link.slice(0, n), 0).problems.join(), /^keys=/, `cut at ${n}`);
  // and a cut after &watch, before the keys, too: a watched game's link has keys
  for (let n = link.indexOf('&watch') + '&watch'.length; n < start; n++)
    assert.ok(parseHash(link.slice(0, n), 0).problems.length, `cut at ${n}: ${link.slice(0, n)}`);
  assert.deepEqual(parseHash('#dos=4651&watch&at=1', 0).problems, [
    'watch is ignored: the link has no keys to watch (cut short before them?)',
  ]);
});

test('no game link is made that its reader refuses: more keys than a link carries are refused', () => {
  assert.throws(
    () => encodeKeys('s'.repeat(LINK_KEYS_MAX + 1)),
    new RangeError(
      `a game of ${LINK_KEYS_MAX + 1} keys is longer than a link carries (${LINK_KEYS_MAX})`,
    ),
  );
  const most = 's'.repeat(LINK_KEYS_MAX);
  assert.equal(decodeKeys(encodeKeys(most)), most);
});
