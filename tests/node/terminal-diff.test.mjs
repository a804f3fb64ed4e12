// The painter's diff (web/view/terminal-diff.js) driving a real @xterm/headless terminal: after any
// sequence of frames the terminal shows exactly the last frame, and unchanged cells are not sent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import xtermHeadless from '@xterm/headless';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { TerminalDiff } from '../../web/view/terminal-diff.js';
import { wasmPath } from './helpers.mjs';

const { Terminal } = xtermHeadless;
const delve = await loadDelve({ wasm: readFileSync(wasmPath) });

function write(term, data) {
  return new Promise((resolve) => term.write(data, resolve));
}

function shown(term) {
  const lines = [];
  for (let y = 0; y < term.rows; y++)
    lines.push(term.buffer.active.getLine(y).translateToString(false));
  return lines;
}

function expected(chars, cols, rows) {
  const lines = [];
  for (let y = 0; y < rows; y++) {
    lines.push(
      Array.from(chars.subarray(y * cols, (y + 1) * cols), (b) => delve.cp437[b]).join(''),
    );
  }
  return lines;
}

test('random frames: the terminal always shows the last one, its cursor where the game has it', async () => {
  const cols = 80,
    rows = 25;
  const term = new Terminal({ cols, rows, allowProposedApi: true });
  const diff = new TerminalDiff(cols, rows, delve.cp437);
  const chars = new Uint8Array(cols * rows);
  const attrs = new Uint8Array(cols * rows).fill(7);
  let seed = 12345,
    cursor,
    visible = true; // a terminal's own cursor, until the first frame hides it
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 8;
  for (let frame = 0; frame < 60; frame++) {
    const changes = frame === 0 ? cols * rows : next() % 200;
    for (let k = 0; k < changes; k++) {
      const i = frame === 0 ? k : next() % (cols * rows);
      chars[i] = next() & 0xff;
      attrs[i] = next() & 0x7f;
    }
    // the game's cursor: hidden in a third of the frames, else on a random cell
    cursor = next() % 3 === 0 ? -1 : next() % (cols * rows);
    const ansi = diff.update(chars, attrs, cursor);
    await write(term, ansi);
    assert.deepEqual(shown(term), expected(chars, cols, rows), `frame ${frame}`);
    const last = ansi.lastIndexOf('\x1b[?25');
    if (last >= 0) visible = ansi[last + 5] === 'h';
    assert.equal(visible, cursor >= 0, `frame ${frame}: the cursor shown or hidden`);
    const { cursorX, cursorY } = term.buffer.active;
    if (visible)
      assert.equal(cursorY * cols + cursorX, cursor, `frame ${frame}: the cursor's cell`);
    // colours: spot-check a few cells' foreground against the PC attribute
    for (let k = 0; k < 20; k++) {
      const i = next() % (cols * rows);
      const cell = term.buffer.active.getLine(Math.floor(i / cols)).getCell(i % cols);
      const pcToAnsi = [0, 4, 2, 6, 1, 5, 3, 7, 8, 12, 10, 14, 9, 13, 11, 15];
      assert.equal(cell.getFgColor(), pcToAnsi[attrs[i] & 15]);
      assert.equal(cell.getBgColor(), pcToAnsi[(attrs[i] >> 4) & 7]);
    }
  }
  cursor = 1234; // shown, and kept while cells change: each write moves xterm.js's cursor
  await write(term, diff.update(chars, attrs, cursor));
  assert.equal(diff.update(chars, attrs, cursor), '', 'an unchanged frame sends nothing');
  chars[5] = 0x41;
  const one = diff.update(chars, attrs, cursor);
  assert.ok(one.length < 40, `one changed cell is a short write (${JSON.stringify(one)})`);
  await write(term, one);
  const { cursorX, cursorY } = term.buffer.active;
  assert.equal(cursorY * cols + cursorX, cursor, 'the cursor back on its cell after the write');
  term.dispose();
});

test('a Rogue map drawn through the diff reads back as the CLI text', async () => {
  const term = new Terminal({ cols: 80, rows: 25, allowProposedApi: true });
  const diff = new TerminalDiff(80, 25, delve.cp437);
  for (const seed of [1, 2, 3]) {
    const level = delve.rogue({ seed, depth: 12 });
    const cells = delve.rogueCells({ seed, depth: 12 });
    const chars = new Uint8Array(80 * 25).fill(0x20);
    chars.set(cells.chars, 80); // map rows 1..22
    await write(term, diff.update(chars, new Uint8Array(80 * 25).fill(7)));
    const lines = shown(term).slice(1, 23);
    // the JSON map adds monsters and the player; everywhere else it must agree
    lines.forEach((line, y) =>
      [...line].forEach((ch, x) => {
        const covered =
          level.monsters.some((m) => m.x === x && m.y === y + 1) ||
          (level.player.x === x && level.player.y === y + 1);
        if (!covered) assert.equal(ch, level.map[y][x]);
      }),
    );
  }
  term.dispose();
});

test('the help screen fits the 80-column screen (written from column 5)', async () => {
  const { HELP_SCREEN } = await import('../../web/view/keys.js');
  for (const line of HELP_SCREEN)
    assert.ok([...line].length <= 76, `${[...line].length + 4} columns: ${line}`);
});
