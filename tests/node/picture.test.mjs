// Pictures from JavaScript (delve.png, delve.svg): the very bytes the native CLI writes, read
// back by Node's own zlib, and the errors a caller can make.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';
import { loadDelve } from '../../web/api/delve.js';
import { cliPath } from './helpers.mjs';

const delve = await loadDelve();
const native = (args) => execFileSync(cliPath, args, { maxBuffer: 1 << 28 });

// { width, height, indices (a row's filter byte first) } of a PNG, by Node's inflate.
function readPng(bytes) {
  const buf = Buffer.from(bytes);
  assert.equal(buf.subarray(0, 8).toString('latin1'), '\x89PNG\r\n\x1a\n');
  const idat = [];
  let width = 0,
    height = 0;
  for (let at = 8; at < buf.length;) {
    const n = buf.readUInt32BE(at),
      type = buf.toString('latin1', at + 4, at + 8);
    if (type === 'IHDR') [width, height] = [buf.readUInt32BE(at + 8), buf.readUInt32BE(at + 12)];
    if (type === 'IDAT') idat.push(buf.subarray(at + 8, at + 8 + n));
    at += 12 + n;
  }
  return { width, height, indices: inflateSync(Buffer.concat(idat)) };
}

test('delve.png and delve.svg give the bytes the native CLI writes (Rogue and LevelMap, scales)', () => {
  const cases = [];
  for (let seed = 0; seed < 12; seed++)
    cases.push([
      { seed, depth: 1 + seed * 2 },
      ['--seed', `${seed}`, '--depth', `${1 + seed * 2}`],
    ]);
  cases.push([
    { seed: 9, cols: 40, mode: 'classic' },
    ['--seed', '9', '--cols', '40', '--mode', 'classic'],
  ]);
  cases.push([{ dos: 4651 }, ['--dos', '4651']]);
  for (const [options, args] of cases) {
    const map = delve.rogueMap(options);
    assert.ok(
      Buffer.from(delve.png(map)).equals(native(['rogue', ...args, '--format', 'png'])),
      `png ${args.join(' ')}`,
    );
    assert.equal(
      delve.svg(map),
      native(['rogue', ...args, '--format', 'svg']).toString(),
      `svg ${args.join(' ')}`,
    );
  }
  const lm = delve.levelmapMap({ seed: 7, width: 40, height: 20, natural: true });
  const lmArgs = ['levelmap', '--seed', '7', '--width', '40', '--height', '20', '--natural'];
  assert.ok(
    Buffer.from(delve.png(lm, { scale: 2 })).equals(
      native([...lmArgs, '--format', 'png', '--scale', '2']),
    ),
  );
  assert.equal(
    delve.svg(lm, { scale: 3 }),
    native([...lmArgs, '--format', 'svg', '--scale', '3']).toString(),
  );
});

test('a game screen as a picture: 8x16 pixels a cell, the player yellow (14) in the message-free map', () => {
  const game = delve.game({ seed: 1985 });
  const screen = game.screen(),
    { x, y } = game.state();
  const { width, height, indices } = readPng(delve.png(screen));
  assert.deepEqual([width, height], [screen.cols * 8, screen.rows * 16]);
  assert.equal(indices.length, height * (width + 1));
  const colours = new Set();
  for (let py = 0; py < 16; py++)
    for (let px = 0; px < 8; px++)
      colours.add(indices[(y * 16 + py) * (width + 1) + 1 + x * 8 + px]);
  assert.deepEqual(
    [...colours].sort(),
    [0, screen.attrs[y * screen.cols + x] & 15].sort(),
    'the player cell: its colour on black',
  );
  const svg = delve.svg(screen, { scale: 2 });
  assert.match(
    svg,
    new RegExp(
      `^<svg xmlns="http://www.w3.org/2000/svg" width="${width * 2}" height="${height * 2}" viewBox="0 0 ${width} ${height}" shape-rendering="crispEdges">`,
    ),
  );
  game.destroy();
});

test('picture errors say what to fix; nothing leaks', async () => {
  const map = delve.rogueMap({ seed: 1 });
  const before = delve.heapUsed();
  for (let i = 0; i < 12; i++) delve.png(map, { scale: 1 + (i % 3) });
  assert.equal(delve.heapUsed(), before, 'no heap left behind');
  assert.throws(
    () => delve.png(map, { scale: 9 }),
    /delve\.png: scale must be an integer from 1 to 8, not 9/,
  );
  assert.throws(() => delve.svg(map, { size: 2 }), /delve\.svg: .*size/);
  // the wrong sizes: a RangeError that names the field and what it was
  const rangeExactly = (fn, message) =>
    assert.throws(fn, (e) => e instanceof RangeError && e.message === message, message);
  rangeExactly(
    () => delve.png({ cols: 80, rows: 22, chars: new Uint8Array(10) }),
    "delve.png: the screen's chars must be a Uint8Array of cols x rows = 1760 bytes, one a cell, not a Uint8Array of 10 bytes",
  );
  rangeExactly(
    () => delve.svg({ cols: 2, rows: 2, chars: new Uint8Array(4), attrs: new Uint8Array(3) }),
    "delve.svg: the screen's attrs must be a Uint8Array of cols x rows = 4 bytes, one a cell, not a Uint8Array of 3 bytes",
  );
  for (const [cols, rows] of [
    [100, 100],
    [0, 22],
    [80, 1.5],
    [-1, -1],
  ])
    rangeExactly(
      () => delve.png({ cols, rows, chars: new Uint8Array(10000) }),
      `delve.png: the screen's cols and rows must be whole numbers from 1, cols x rows at most 8000 cells, not ${cols} x ${rows}`,
    );
  // a screen taken before the memory grew: its view is empty, and the error says why
  const mine = await loadDelve();
  const screen = mine.game({ seed: 1 }).screen();
  for (let i = 0; i < 200; i++) mine.game({ seed: i });
  rangeExactly(
    () => mine.png(screen),
    "delve.png: the screen's chars must be a Uint8Array of cols x rows = 2000 bytes, one a cell, not a Uint8Array of 0 bytes (delve's memory grew since: take the screen again)",
  );
  mine.destroy();
  const fontless = await loadDelve({ font: false });
  assert.throws(() => fontless.png(map), /no font: give loadDelve\(\{ font \}\)/);
  await assert.rejects(loadDelve({ font: new Uint8Array(100) }), {
    name: 'RangeError', // the right type, the wrong size
    message: /options\.font must be 4096 bytes .*, not 100$/,
  });
  fontless.destroy();
});

test("what is no picture gets a TypeError saying what to pass: a level's JSON, null, a bad object", () => {
  const picture =
    'pass a picture { cols, rows, chars, attrs }: delve.rogueMap({...}), delve.levelmapMap({...}) or game.screen()';
  const throwsExactly = (fn, message) =>
    assert.throws(fn, (e) => e instanceof TypeError && e.message === message, message);
  // a level's JSON: said so, with the call that draws that very level
  const cases = [
    [{ seed: 42, depth: 3 }, 'delve.rogueMap({ seed: 42, depth: 3 })'],
    [
      { seed: 7, mode: 'classic', cols: 40 },
      "delve.rogueMap({ seed: 7, depth: 1, mode: 'classic', cols: 40 })",
    ],
    [{ dos: 4651 }, 'delve.rogueMap({ dos: 4651 })'],
  ];
  for (const [options, call] of cases) {
    const level = delve.rogue(options);
    for (const kind of ['png', 'svg']) {
      throwsExactly(
        () => delve[kind](level),
        `delve.${kind}: that is a level's JSON (delve.rogue()); pass ${call} for its map, or game.screen() for a game's screen`,
      );
    }
    const suggested = new Function('delve', `return ${call}`)(delve); // the call as written
    assert.equal(
      [...suggested.chars].map((b) => delve.cp437[b]).join(''),
      level.map.join(''),
      `${call} draws that level`,
    );
  }
  const lm = delve.levelmap({ seed: 3, width: 20, height: 12 });
  throwsExactly(
    () => delve.png(lm),
    "delve.png: that is a level's JSON (delve.levelmap()); pass delve.levelmapMap({ seed: 3, width: 20, height: 12, ...its other options }) for its map, or game.screen() for a game's screen",
  );
  // not an object at all
  throwsExactly(() => delve.png(null), `delve.png: ${picture}, not null`);
  throwsExactly(() => delve.svg(undefined), `delve.svg: ${picture}, not undefined`);
  throwsExactly(() => delve.png('map'), `delve.png: ${picture}, not "map"`);
  // an object of the wrong shape: which fields are wrong
  const shape = `${picture} (cols and rows numbers, chars and attrs Uint8Arrays)`;
  throwsExactly(
    () => delve.png({}),
    `delve.png: ${shape}; this object's cols, rows, chars are missing or not of that kind`,
  );
  throwsExactly(
    () => delve.svg({ cols: 80, rows: 22, chars: 'abc' }),
    `delve.svg: ${shape}; this object's chars is missing or not of that kind`,
  );
  throwsExactly(
    () => delve.png({ cols: '80', rows: 22, chars: new Uint8Array(1760), attrs: [] }),
    `delve.png: ${shape}; this object's cols, attrs are missing or not of that kind`,
  );
  // rogueCells: no monsters on its map, and at 40 columns rows 80 bytes apart (drawn scrambled)
  for (const kind of ['png', 'svg'])
    for (const cols of [80, 40])
      throwsExactly(
        () => delve[kind](delve.rogueCells({ seed: 1, cols })),
        `delve.${kind}: rogueCells() is no picture: draw delve.rogueMap()`,
      );
  // the right shape, the wrong sizes: still a RangeError
  assert.throws(() => delve.png({ cols: 80, rows: 22, chars: new Uint8Array(10) }), RangeError);
});

test("pictures one after another, each encoded once into the last one's room or sized afresh: the same bytes as a first picture, nothing left allocated", async () => {
  const game = delve.game({ seed: 5 });
  const s = game.screen();
  const screens = [
    delve.rogueMap({ seed: 1 }),
    { cols: s.cols, rows: s.rows, chars: s.chars.slice(), attrs: s.attrs.slice() },
    delve.levelmapMap({ seed: 3, width: 9, height: 9 }),
  ].map(({ cols, rows, chars, attrs }) => ({ cols, rows, chars: chars.slice(), attrs }));
  game.destroy();
  const used = delve.heapUsed();
  // small, large (past the last one's room), small, the same twice, scales up and down
  const calls = [
    [0, 1],
    [1, 2],
    [2, 1],
    [2, 1],
    [1, 1],
    [0, 3],
    [0, 1],
  ];
  for (const kind of ['png', 'svg'])
    for (const [i, scale] of calls) {
      const fresh = await loadDelve(); // its first picture of each kind: sized, then written
      const want = fresh[kind](screens[i], { scale });
      fresh.destroy();
      assert.deepEqual(delve[kind](screens[i], { scale }), want, `${kind} ${i} x${scale}`);
    }
  assert.equal(delve.heapUsed(), used);
});
