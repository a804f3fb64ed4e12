// The views of a game screen (web/view/crop.js) over many games: the player always in view,
// the message row and the squeezed status rows kept, the map cells those of the whole screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath } from './helpers.mjs';
import { gameView } from '../../web/view/crop.js';

const delve = await loadDelve({ wasm: readFileSync(wasmPath) });
const text = (s, y) =>
  Array.from(s.chars.subarray(y * s.cols, (y + 1) * s.cols), (c) => delve.cp437[c]).join('');

test('a 48x16 view of 100 games after a few steps: ☺ in view, rows kept, the map a true part', () => {
  for (let seed = 1; seed <= 100; seed++) {
    const game = delve.game({ seed });
    for (const a of 'lllljjjj') game.act(a);
    const full = game.screen(),
      { x, y } = game.state();
    const v = gameView(full, { cols: 48, rows: 16 }, { x, y });
    assert.deepEqual([v.cols, v.rows], [48, 16]);
    assert.equal(text(v, 0), text(full, 0).slice(0, 48), 'the message row from its left edge');
    assert.equal(
      text(v, 14).trimEnd(),
      text(full, 23).replace(/ +/g, ' ').slice(0, 48).trimEnd(),
      'the status, squeezed',
    );
    const rows = Array.from({ length: 13 }, (_, i) => text(v, i + 1));
    const at = rows.findIndex((r) => r.includes('☺'));
    assert.ok(at >= 0, `seed ${seed}: the player is in view`);
    const ox = rows[at].indexOf('☺') - x,
      oy = at + 1 - y; // the view's offset from the screen
    rows.forEach((r, i) =>
      assert.equal(r, text(full, i + 1 - oy).slice(-ox, -ox + 48), `seed ${seed} row ${i + 1}`),
    );
    game.destroy();
  }
});
