// The 144 walks recorded in the original ROGUE.EXE (tests/data/dos148-walks), replayed through
// WebAssembly: delve.game({ dos, fruit: 'dounut' }) plays the same keys, and after every key the
// screen must match the original's frame under the rules of tests/rogue/test_rogue_walks.c (map
// rows and colours except monster letters; the player's own messages; the status line while unhurt;
// neither of those two while the original waits on " More "). Also: the pack and the inventory.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDelve } from '../../web/api/delve.js';
import { root, wasmPath } from './helpers.mjs';

const delve = await loadDelve({ wasm: wasmPath });
const walksDir = `${root}tests/data/dos148-walks`;

// Each walk: { dos, keys, frames: [{ text: [25 strings], attrs: Uint8Array(2000) }] }, frame i
// before key i, the last after the last key.
function readWalks() {
  const tmp = mkdtempSync(join(tmpdir(), 'delve-walks-'));
  try {
    execFileSync('tar', ['xJf', `${walksDir}/traces.tar.xz`, '-C', tmp]);
    return readdirSync(walksDir)
      .filter((f) => /^\d{5}\.keys$/.test(f))
      .map((f) => {
        const dos = Number(f.slice(0, 5)),
          name = f.slice(0, 5);
        const keys = readFileSync(`${walksDir}/${f}`, 'utf8').trim();
        const lines = readFileSync(`${tmp}/traces/${name}.txt`, 'utf8').split('\n');
        const attrs = readFileSync(`${tmp}/traces/${name}.attr`);
        const frames = [];
        for (let i = 0; i < keys.length; i++) {
          assert.equal(lines[i * 26], `--- ${i}`);
          frames.push({
            text: lines.slice(i * 26 + 1, i * 26 + 26),
            attrs: attrs.subarray(i * 2000, (i + 1) * 2000),
          });
        }
        frames.push({
          text: readFileSync(`${walksDir}/${name}.txt`, 'utf8').split('\n').slice(0, 25),
          attrs: readFileSync(`${tmp}/traces/${name}.final.attr`),
        });
        return { dos, keys, frames };
      });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const isLetter = (ch) => ch >= 'A' && ch <= 'Z';
const waitsOnMore = (row) => row.includes(' More ');
const ownMessage = (row) => row.trim() === '' || row.startsWith('You ') || row.startsWith('Hello');

// The first difference between the original's frame and delve's screen, or null.
function difference(want, text, attrs) {
  const midTurn = waitsOnMore(want.text[0]);
  for (let y = 0; y < 24; y++) {
    if (y === 0 && (midTurn || !ownMessage(want.text[0]))) continue;
    if (y === 23 && (midTurn || !want.text[23].startsWith('Hits:12(12)', 12))) continue;
    const w = [...want.text[y]],
      g = [...text[y]];
    for (let x = 0; x < 80; x++) {
      if (y >= 1 && y <= 22 && (isLetter(w[x]) || isLetter(g[x]))) continue;
      if (w[x] !== g[x] || want.attrs[y * 80 + x] !== attrs[y * 80 + x]) {
        return (
          `row ${y} column ${x}: original ${JSON.stringify(w[x])} 0x${want.attrs[y * 80 + x].toString(16)}, ` +
          `delve ${JSON.stringify(g[x])} 0x${attrs[y * 80 + x].toString(16)}\n  original |${want.text[y]}|\n  delve    |${text[y]}|`
        );
      }
    }
  }
  return null;
}

test('all 144 recorded walks of the original, frame by frame, through WebAssembly', () => {
  const walks = readWalks();
  assert.equal(walks.length, 144);
  const failures = [];
  let frames = 0;
  for (const { dos, keys, frames: recorded } of walks) {
    const game = delve.game({ dos, fruit: 'dounut' });
    for (let i = 0; i <= keys.length; i++) {
      const diff = difference(recorded[i], game.text(), game.screen().attrs);
      frames++;
      if (diff) {
        failures.push(`walk ${dos}, frame ${i}: ${diff}`);
        break;
      }
      if (i < keys.length) game.act(keys[i]);
    }
    game.destroy();
  }
  assert.deepEqual(failures, [], failures.join('\n'));
  assert.equal(frames, 6044);
});

test('the starting pack and the inventory screen', () => {
  const game = delve.game({ dos: 4651 });
  const s = game.state();
  assert.deepEqual(
    s.pack.map((o) => [o.letter, o.kind, o.count > 1 ? 'n' : 1, o.inUse]),
    [
      ['a', 'food', 1, null],
      ['b', 'armor', 1, 'worn'],
      ['c', 'weapon', 1, 'wielded'],
      ['d', 'weapon', 1, null],
      ['e', 'weapon', 'n', null],
    ],
  );
  assert.deepEqual(
    s.pack.slice(0, 4).map((o) => o.name),
    [
      'Some food',
      '+1 ring mail [armor class 5] (being worn)',
      'A +1,+1 mace (weapon in hand)',
      'A +1,+0 short bow',
    ],
  );
  assert.match(s.pack[4].name, /^(2[5-9]|3\d) \+0,\+0 arrows$/);
  const before = game.text();
  game.act('i');
  const shown = game.text();
  assert.equal(game.state().inventory, true);
  // the original's list screen (P4 §2.3; the recorded games show it): the lines from row 0, the
  // prompt on row 24, the rest blank
  assert.deepEqual(
    shown.slice(0, 5).map((r) => r.trimEnd()),
    s.pack.map((o) => `${o.letter}) ${o.name}`),
  );
  assert.deepEqual(
    shown.slice(5, 24).map((r) => r.trim()),
    Array(19).fill(''),
  );
  assert.equal(shown[24].trimEnd(), '-Press space to continue-');
  assert.equal(game.state().turns, 0, 'the inventory takes no time');
  for (const key of ['>', 'L', '.']) game.act(key); // not space or a lower-case letter: ignored
  assert.deepEqual(game.text(), shown);
  game.act('l'); // a lower-case letter closes it, and does nothing else
  assert.equal(game.state().inventory, false);
  assert.deepEqual(game.text().slice(1, 24), before.slice(1, 24));
  assert.equal(game.text()[0].trim(), '', 'the greeting was cleared by the command');
  assert.equal(game.state().turns, 0);
  game.destroy();
});

test('fruit and name options: defaults, and bad values refused', () => {
  assert.throws(() => delve.game({ seed: 1, fruit: '' }), RangeError);
  assert.throws(() => delve.game({ seed: 1, fruit: 'x'.repeat(24) }), /fruit must be 1 to 23/);
  assert.throws(() => delve.game({ seed: 1, fruit: 3 }), TypeError);
  const game = delve.game({ seed: 1, fruit: 'apple' });
  assert.equal(game.state().pack.length, 5);
  game.destroy();
});
