// The views of a game screen (web/view/crop.js) over many games: the player always in view,
// the message row and the squeezed status rows kept, the map cells those of the whole screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath } from './helpers.mjs';
import { readGames } from './games-data.mjs';
import { gameView, ListPages } from '../../web/view/crop.js';
import * as C from '../../web/api/constants.js';

const delve = await loadDelve({ wasm: readFileSync(wasmPath) });
const text = (s, y) =>
  Array.from(s.chars.subarray(y * s.cols, (y + 1) * s.cols), (c) => delve.cp437[c]).join('');
const words = (row) => row.trim().split(/ +/).join(' ');
// A list's view with its part mark checked and taken off ("2/3", the part shown of how many, at
// the right end of the last row where that leaves a blank before it), for tests of its words.
function unmarked(v, part = 0) {
  if (!(v.parts > 1)) return v;
  const mark = `${part + 1}/${v.parts}`,
    last = text(v, v.rows - 1);
  if (!last.endsWith(` ${mark}`)) {
    assert.ok(last.trimEnd().length >= v.cols - mark.length, `"${last}": room for ${mark}`);
    return v;
  }
  const chars = v.chars.slice();
  chars.fill(32, v.rows * v.cols - mark.length);
  return { ...v, chars };
}

test('a 48x16 view of 100 games after a few steps: ☺ in view, rows kept, the map a true part', () => {
  for (let seed = 1; seed <= 100; seed++) {
    const game = delve.game({ seed });
    for (const a of 'lllljjjj') game.act(a);
    const full = game.screen(),
      { x, y } = game.state();
    const v = gameView(full, { cols: 48, rows: 16 }, { x, y });
    assert.deepEqual([v.cols, v.rows], [48, 16]);
    const m = v.messageRows,
      said = Array.from({ length: m }, (_, i) => text(v, i));
    if (m === 1) assert.equal(said[0], text(full, 0).slice(0, 48), 'the message row, left edge');
    else assert.equal(said.join(' ').trim().split(/ +/).join(' '), words(text(full, 0)));
    assert.equal(
      text(v, 14).trimEnd(),
      text(full, 23).replace(/ +/g, ' ').slice(0, 48).trimEnd(),
      'the status, squeezed',
    );
    const rows = Array.from({ length: 14 - m }, (_, i) => text(v, i + m));
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

test('a message longer than the view goes on over the next rows, whole words each', () => {
  const game = delve.game({ dos: 4651, keys: 'jjj' });
  const full = game.screen(),
    { x, y } = game.state();
  assert.equal(text(full, 0).trimEnd(), "You now have a scroll titled 'vecfar joqtis lel' (b)");
  const v = gameView(full, { cols: 48, rows: 25 }, { x, y });
  assert.deepEqual(
    [v.rows, v.messageRows, text(v, 0).trimEnd(), text(v, 1).trimEnd()],
    [25, 2, "You now have a scroll titled 'vecfar joqtis lel'", '(b)'],
  );
  const map = Array.from({ length: 21 }, (_, r) => text(v, r + 2));
  assert.ok(
    map.some((row) => row.includes('☺')),
    'the player in view below it',
  );
  game.destroy();
});

test('a screen that is no map (the Hall of Fame) is shown from its left edge, wherever the hero was', () => {
  const scores = [{ gold: 500, name: 'Ann', fate: 'quit', level: 3, rank: 0 }];
  const game = delve.game({ dos: 4651, scores, keys: 'jjjQy\r' });
  assert.equal(text(game.screen(), 0).trimEnd(), "Guildmaster's Hall Of Fame:");
  // the hero's last place as the page gives it, at the screen's right
  const v = gameView(game.screen(), { cols: 40, rows: 25 }, { x: 70, y: 10 });
  assert.deepEqual(
    [text(v, 2).trimEnd(), text(v, 4).trimEnd()],
    ['Gold', '500   Ann quit on level 3'],
  );
  game.destroy();
});

test('the credits screen, in a frame, is a picture from its bottom-left corner: the name asked in view', () => {
  for (const cols of [80, 40]) {
    const game = delve.game({ dos: 8453, credits: true, cols });
    const full = game.screen(),
      { x, y } = game.state();
    for (const view of [
      { cols: 32, rows: 30 },
      { cols: 30, rows: 12 },
    ]) {
      const v = gameView(full, view, { x, y });
      const rows = Math.min(view.rows, full.rows);
      assert.deepEqual([v.cols, v.rows, v.messageRows], [Math.min(view.cols, cols), rows, 0]);
      for (let i = 0; i < rows; i++)
        assert.equal(
          text(v, i),
          text(full, full.rows - rows + i).slice(0, v.cols),
          `${cols}: row ${i}`,
        );
      assert.match(text(v, rows - 2), /Rogue's Name\?/);
    }
    game.destroy();
  }
});

test('a typed line: the cursor after its last character, in view, and none once the line is ended', () => {
  const cells = (v) => Array.from(v.chars, (c) => delve.cp437[c]);
  const cases = [
    // the macro's line on the message row, which a narrow view breaks over its rows; at 29
    // columns "F9 was v, enter new macro: ab" fills the row, so its last word goes on below
    {
      options: { dos: 4651, keys: ' Fab' },
      typed: 'b',
      views: ['80x25', '48x16', '29x12', '20x10', '29x5', '10x5'],
    },
    // fake DOS's screen, from its top while the line typed is in view; its Enter asks the next
    { options: { dos: 4651, keys: ' !dir' }, typed: 'r', views: ['30x12'], end: '\rrogue\r' },
    // fake DOS's screen filled down to its 20th row: the view scrolls down to the line typed
    {
      options: { dos: 4651, keys: ` !${'dir\r'.repeat(6)}ab` },
      typed: 'b',
      views: ['30x12', '20x5'],
      end: '\rrogue\r',
    },
    // the credits screen, a picture from its bottom-left corner
    { options: { dos: 8453, credits: true, keys: 'Ann' }, typed: 'n', views: ['30x12', '12x5'] },
    // a name that runs past the view: the frame scrolls to keep its end in view
    {
      options: { dos: 8453, credits: true, keys: 'Annabelle the Great' },
      typed: 't',
      views: ['30x12', '20x10'],
    },
  ];
  for (const { options, typed, views, end = '\r' } of cases) {
    const game = delve.game(options);
    const full = game.screen(),
      { x, y } = game.state();
    assert.ok(full.cursor >= 0 && cells(full)[full.cursor - 1] === typed, options.keys);
    for (const [cols, rows] of views.map((v) => v.split('x').map(Number))) {
      const v = gameView(full, { cols, rows }, { x, y });
      const at = `${options.keys} in ${cols}x${rows}`;
      assert.ok(v.cursor >= 0 && v.cursor < v.cols * v.rows, `${at}: shown (${v.cursor})`);
      assert.deepEqual(cells(v).slice(v.cursor - 1, v.cursor + 1), [typed, ' '], at);
    }
    for (const key of end) game.act(key);
    const after = gameView(game.screen(), { cols: 30, rows: 12 }, game.state());
    assert.equal(after.cursor, -1, `${options.keys}: none once the line is ended`);
    game.destroy();
  }
});

test('lists, help and menus wider than the view: their rows broken between words, the last row kept at the bottom', () => {
  const wordsOf = (v, from, to) =>
    Array.from({ length: to - from }, (_, i) => text(v, from + i))
      .join(' ')
      .split(/ +/)
      .filter(Boolean);
  let r = 7,
    checked = 0,
    whole = 0;
  const pick = (s) => s[(r = (r * 1103515245 + 12345) & 0x7fffffff) % s.length];
  for (let dos = 1; dos <= 30; dos++) {
    const game = delve.game({ dos });
    for (let i = 0; i < 300 && !game.state().over; i++) {
      game.act(
        game.state().prompt === 'command' ? pick('hjklyubnhjklyubn  i?/Ddqrc') : pick(' \x1b ab'),
      );
      const s = game.state(),
        full = game.screen(),
        rows = Array.from({ length: full.rows }, (_, y) => text(full, y));
      const shown = rows.filter((row) => row.trim());
      if (rows.some((row) => row.trim() && row[0] === ' ') || !shown.length) continue;
      const onMap = full.chars[s.y * full.cols + s.x] === C.CH_PLAYER;
      if (onMap || full.cursor >= 0) continue; // a map, a typed line
      for (const [cols, height] of [
        [40, 25],
        [30, 12],
        [20, 10],
      ]) {
        const v = unmarked(gameView(full, { cols, rows: height }, s));
        const at = `dos ${dos} key ${i} in ${cols}x${height}`;
        assert.deepEqual([v.cols, v.rows, v.cursor], [cols, height, -1], at);
        // the last row (the question, or the key to go on) whole on the view's last rows
        const last = rows.at(-1).split(/ +/).filter(Boolean);
        const lastRows = Math.ceil(rows.at(-1).trimEnd().length / cols);
        const end = wordsOf(v, height - lastRows - 1, height);
        assert.deepEqual(end.slice(-last.length), last, `${at}: the last row`);
        // above it, the other rows' words in order from the first, every one where they fit
        const above = rows
          .slice(0, -1)
          .flatMap((row) => {
            const half = row.slice(0, 40).trim() && row.slice(40).trim() && row[39] === ' ';
            return (half ? [row.slice(0, 40), row.slice(40)] : [row]).join(' ').split(/ +/);
          })
          .filter(Boolean);
        const seen = wordsOf(v, 0, height).slice(0, -last.length);
        assert.deepEqual(seen, above.slice(0, seen.length), `${at}: the words in order`);
        if (seen.length === above.length) whole++;
        checked++;
      }
    }
    game.destroy();
  }
  assert.ok(checked > 50 && whole > 20, `${checked} views checked, ${whole} whole`);
});

test("the help's two columns, one under the other in a view of 40 columns", () => {
  const game = delve.game({ dos: 4651, keys: ' ?' });
  const v = gameView(game.screen(), { cols: 40, rows: 25 }, game.state());
  assert.deepEqual(
    Array.from({ length: 4 }, (_, i) => text(v, 6 + i).trimEnd()),
    [
      'F7     inventory of your possessions',
      'F8     <dir> identify trap type',
      'F9     The Any Key (definable)',
      'Alt F9 defines the Any Key',
    ],
  );
  assert.equal(text(v, 24), `continue--${' '.repeat(27)}1/2`, 'the question, the part of two');
  game.destroy();
});

test("' More ' goes on below whole, its six reverse-video cells, and wins over the status in a low view", () => {
  const game = delve.game({ dos: 2, keys: ' NHHHH' });
  const full = game.screen();
  assert.match(text(full, 0), /Ice Monster\. More {2}/);
  // the sentence (56 cells) fits 60 columns, the box after it does not: it goes on below
  const v = gameView(full, { cols: 60, rows: 20 }, game.state());
  assert.equal(text(v, 0).trimEnd(), 'You are frozen by a blast of frost from the Ice Monster.');
  assert.equal(text(v, 1).slice(0, 7), ' More  ');
  assert.deepEqual(
    [...v.attrs.subarray(v.cols, v.cols + 7)],
    [0x70, 0x70, 0x70, 0x70, 0x70, 0x70, 7],
  );
  const low = gameView(full, { cols: 40, rows: 5 }, game.state());
  assert.deepEqual(
    [text(low, 0).trimEnd(), text(low, 1).trimEnd()],
    ['You are frozen by a blast of frost from', 'the Ice Monster. More'],
  );
  game.destroy();
});

test('a 40-column game: its three status rows flowed, none taken for the map', () => {
  const game = delve.game({ dos: 4651, cols: 40, keys: ' ' });
  const full = game.screen();
  assert.equal(text(full, 22).replace(/ +/g, ' ').trim(), 'Level:1 Hits:12(12) Str:16(16)');
  const v = gameView(full, { cols: 30, rows: 12 }, game.state());
  const said = Array.from({ length: 4 }, (_, i) => text(v, 8 + i)).join(' ');
  for (const field of ['Level:1', 'Hits:12(12)', 'Str:16(16)', 'Gold:0', 'Armor:5', 'Turns: 0'])
    assert.ok(said.includes(field), `${field} in ${JSON.stringify(said)}`);
  game.destroy();
});

test('the tombstone, drawn about the middle, seen from its middle in a narrow view', () => {
  const [rec] = readGames(undefined, (id) => id === '06079-D');
  const game = delve.game({ dos: rec.dnum, fruit: 'dounut' });
  for (const key of rec.keys.slice(0, rec.keys.indexOf('\r'))) game.act(key);
  const full = game.screen();
  assert.ok(text(full, 10).includes('REST'), 'the tombstone');
  for (const [cols, rows, words] of [
    [30, 12, ['REST', 'IN', 'PEACE', 'Rodney', 'killed by', 'a kestral']],
    [20, 10, ['REST', 'IN', 'PEACE']],
  ]) {
    const v = gameView(full, { cols, rows }, game.state());
    const lines = Array.from({ length: rows }, (_, y) => text(v, y));
    for (const word of words)
      assert.ok(
        lines.some((line) => line.includes(` ${word} `)),
        `${word} in ${cols}x${rows}:\n${lines.join('\n')}`,
      );
  }
  game.destroy();
});

test('a list longer than the view in parts: a space shows the next, every line once, then the game has it', () => {
  const words = (v) =>
    Array.from({ length: v.rows }, (_, y) => text(v, y))
      .join(' ')
      .split(/ +/)
      .filter(Boolean);
  for (const [cols, rows] of [
    [40, 25],
    [48, 16],
    [30, 9],
  ]) {
    const game = delve.game({ dos: 4651, keys: ' ?' });
    const pages = new ListPages();
    const full = game.screen(),
      area = { cols, rows },
      at = `${cols}x${rows}`;
    const all = Array.from({ length: full.rows }, (_, y) => text(full, y))
      .join(' ')
      .split(/ +/)
      .filter(Boolean);
    const last = text(full, 24).trim().split(/ +/);
    const seen = [];
    let v = pages.view(full, area, game.state());
    assert.ok(pages.parts > 1, `${at}: ${pages.parts} parts`);
    for (let part = 0; part < pages.parts; part++) {
      assert.equal(pages.part, part, at);
      v = unmarked(v, part);
      assert.deepEqual(words(v).slice(-last.length), last, `${at}: the question on every part`);
      seen.push(...words(v).slice(0, -last.length));
      const more = pages.next({ key: ' ' });
      assert.equal(
        more,
        part + 1 < pages.parts,
        `${at}: a space is the view's until the last part`,
      );
      v = pages.view(game.screen(), area, game.state());
    }
    assert.deepEqual([...seen, ...last], all, `${at}: every word, once, in order`);
    assert.equal(pages.next({ key: 'x' }), false, 'only a space');
    game.act(' '); // the game's: its next page of help, seen from its first part
    pages.view(game.screen(), area, game.state());
    assert.equal(pages.part, 0, `${at}: another screen from its first part`);
    game.destroy();
  }
});

test('the Hall of Fame at 40 columns: every word, its long lines broken (the page keeps its readable font at the end)', () => {
  const [rec] = readGames(undefined, (id) => id === '06079-D');
  const scores = [{ gold: 500, name: 'Alice', fate: 'K', level: 3, rank: 2 }];
  const game = delve.game({ dos: rec.dnum, fruit: 'dounut', scores });
  for (const key of rec.keys.slice(0, rec.keys.indexOf('\r') + 1)) game.act(key);
  assert.equal(game.state().prompt, 'over');
  const full = game.screen();
  const words = (v) =>
    Array.from({ length: v.rows }, (_, y) => text(v, y))
      .join(' ')
      .split(/ +/)
      .filter(Boolean);
  const rows = Array.from({ length: full.rows }, (_, y) => text(full, y).trimEnd());
  assert.ok(
    rows.some((row) => row.length > 40 && row.includes('Alice')),
    'a line wider than the view',
  );
  const v = gameView(full, { cols: 40, rows: 25 }, game.state());
  assert.deepEqual(words(v), words(full));
  game.destroy();
});

// Every part of a list's view in `area`, paged as ListPages pages it: { parts, words (the lines
// above the question, in order), views }.
function paged(full, area, focus) {
  const pages = new ListPages();
  const views = [pages.view(full, area, focus)];
  while (pages.next({ key: ' ' })) views.push(pages.view(full, area, focus));
  const words = views.flatMap((marked, part) => {
    const v = unmarked(marked, part);
    const all = Array.from({ length: v.rows }, (_, y) => text(v, y))
      .join(' ')
      .split(/ +/)
      .filter(Boolean);
    const asks = text(full, full.rows - 1).trim();
    return asks ? all.slice(0, all.length - asks.split(/ +/).filter(Boolean).length) : all;
  });
  return { parts: pages.parts, words, views };
}
const wordsAbove = (full) =>
  Array.from({ length: full.rows - 1 }, (_, y) => text(full, y))
    .join(' ')
    .split(/ +/)
    .filter(Boolean);

test('list parts: a view as wide as the rows but not as high, a tiny view, a Hall of Fame of ten, a resize', () => {
  // a 40-column game's help in a 40x12 view: every row fits the width, not the height
  const narrow = delve.game({ dos: 4651, cols: 40, keys: ' ?' });
  const help = paged(narrow.screen(), { cols: 40, rows: 12 }, narrow.state());
  assert.ok(help.parts > 1, `${help.parts} parts`);
  assert.deepEqual(help.words, wordsAbove(narrow.screen()), '40x12: every word once, in order');
  // 10x5: the question takes four rows at most, each part a line of the list
  const game = delve.game({ dos: 4651, keys: ' ?' });
  const tiny = paged(game.screen(), { cols: 10, rows: 5 }, game.state());
  assert.ok(
    tiny.views.every((v) => text(v, 0).trim()),
    '10x5: every part shows a line',
  );
  // a Hall of Fame of ten in 40x20: in parts, the player's line in one of them
  const [rec] = readGames(undefined, (id) => id === '06079-D');
  const scores = Array.from({ length: 9 }, (_, i) => ({
    gold: 900 - i * 90,
    name: `Rogue${i}`,
    fate: 'K',
    level: 3,
    rank: 2,
  }));
  const end = delve.game({ dos: rec.dnum, fruit: 'dounut', scores });
  for (const key of rec.keys.slice(0, rec.keys.indexOf('\r') + 1)) end.act(key);
  const fame = paged(end.screen(), { cols: 40, rows: 20 }, end.state());
  assert.ok(fame.parts > 1, `the Hall of Fame in ${fame.parts} parts`);
  assert.deepEqual(fame.words, wordsAbove(end.screen()), 'every word of the Hall of Fame once');
  assert.ok(fame.words.includes('Rodney'));
  // a view of another size: its parts are other lines, so from the first
  const pages = new ListPages();
  pages.view(game.screen(), { cols: 30, rows: 9 }, game.state());
  assert.equal(pages.next({ key: ' ', ctrlKey: true }), false, 'Ctrl+Space is no space');
  assert.equal(pages.next({ key: ' ' }), true);
  pages.view(game.screen(), { cols: 30, rows: 20 }, game.state());
  assert.equal(pages.part, 0, 'resized: the first part');
  for (const g of [narrow, game, end]) g.destroy();
});

test('a list in parts says which part is shown, of how many, where its last row leaves room', () => {
  const game = delve.game({ dos: 4651, keys: ' ?' });
  const pages = new ListPages();
  const area = { cols: 30, rows: 12 };
  const marks = [];
  let v = pages.view(game.screen(), area, game.state());
  for (;;) {
    const last = text(v, 11),
      at = 11 * 30 + last.trimEnd().lastIndexOf(' ') + 1;
    marks.push(last.trimEnd().split(' ').at(-1));
    assert.equal(v.attrs[at], v.attrs[11 * 30], 'in the question’s colours');
    if (!pages.next({ key: ' ' })) break;
    v = pages.view(game.screen(), area, game.state());
  }
  const n = marks.length;
  assert.ok(n > 2, `${n} parts`);
  assert.deepEqual(
    marks,
    Array.from({ length: n }, (_, i) => `${i + 1}/${n}`),
  );
  // a list that fits has none; nor has a view whose question fills its last row
  const pack = delve.game({ dos: 4651, keys: ' i' });
  assert.equal(
    text(gameView(pack.screen(), { cols: 40, rows: 25 }, pack.state()), 24).trimEnd(),
    '-Press space to continue-',
  );
  const tiny = gameView(game.screen(), { cols: 10, rows: 5 }, game.state());
  assert.ok(tiny.parts > 1);
  assert.equal(text(tiny, 4), 'continue--');
  for (const g of [game, pack]) g.destroy();
});
