// The status rows of a game view (web/view/crop.js gameView, issue 21): at every width a page or
// a widget can choose (10..80 columns), every field of rows 23 and 24 (`Name:value`, `Name: value`)
// shows whole, the fields flowing onto rows taken from the map's bottom; the view keeps its size,
// its message row and the player. Real games, and a screen with the longest status there can be.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath } from './helpers.mjs';
import { gameView } from '../../web/view/crop.js';

const delve = await loadDelve({ wasm: readFileSync(wasmPath) });
const text = (s, y) =>
  Array.from(s.chars.subarray(y * s.cols, (y + 1) * s.cols), (c) => delve.cp437[c]).join('');
const WIDTHS = [80, 79, 64, 50, 48, 47, 45, 44, 43, 40, 38, 35, 30, 25, 20, 16, 15, 12, 11, 10];

// A row's fields as a reader sees them: words apart, a label ending a word joined to the next.
function fields(row) {
  const out = [];
  for (const word of row.trim().split(/ +/).filter(Boolean)) {
    if (out.at(-1)?.endsWith(':')) out[out.length - 1] += ` ${word}`;
    else out.push(word);
  }
  return out;
}

// Whether the status lines show field f whole; wider than the view (10 to 14 columns), its value
// whole after its label shortened, or under its label.
function shows(status, f, cols) {
  const padded = status.map((r) => ` ${r} `);
  if (f.length <= cols) return padded.some((r) => r.includes(` ${f} `));
  const colon = f.indexOf(':');
  if (colon < 0) return false;
  const label = f.slice(0, colon),
    value = f.slice(colon + 1).trim();
  const short = Array.from(
    { length: label.length },
    (_, n) => ` ${label.slice(0, n + 1)}:${value} `,
  );
  return (
    status.some((r, i) => r === value && status[i - 1] === `${label}:`) ||
    padded.some((r) => short.some((s) => r.includes(s)))
  );
}

// Checks the view of `screen` in { cols, rows } with the player at (x, y); returns the status
// lines shown.
function check(screen, { cols, rows }, { x, y }, what) {
  const v = gameView(screen, { cols, rows }, { x, y });
  const at = `${what}, ${cols}x${rows}`;
  assert.deepEqual(
    [v.cols, v.rows],
    [Math.min(cols, 80), Math.min(rows, 25)],
    `${at}: the view's size`,
  );
  const shown = Array.from({ length: v.rows }, (_, i) => text(v, i));
  const m = v.messageRows ?? 1,
    row0 = text(screen, 0),
    words = (r) => r.trim().split(/ +/).join(' ');
  if (row0.trimEnd().length <= v.cols)
    assert.deepEqual(shown.slice(0, m), [row0.slice(0, v.cols)], `${at}: the message row`);
  else {
    // longer than the view: whole words to a line, every word (one wider than the view cut)
    const lines = shown.slice(0, m);
    assert.ok(m > 1 && lines.every((l) => l.trimEnd().length <= v.cols), `${at}: its lines`);
    const said = words(lines.join(' ')),
      all = words(row0);
    if (
      words(row0)
        .split(' ')
        .every((w) => w.length <= v.cols) &&
      m < v.rows - 3
    )
      assert.equal(said, all, `${at}: the message, every word`);
  }
  const first = shown.findIndex((r, i) => i >= m && r.startsWith('Level:'));
  assert.ok(first > m, `${at}: the status after at least one map row`);
  const map = shown.slice(m, first),
    status = shown.slice(first).map((r) => r.trimEnd());
  const player = map.findIndex((r) => r.includes('☺'));
  assert.ok(player >= 0, `${at}: the player is in view`);
  const ox = map[player].indexOf('☺') - x,
    oy = player + 1 - y;
  const part = (y) => text(screen, y).slice(-ox, -ox + v.cols);
  map.forEach((r, i) =>
    assert.equal(r, part(i + 1 - oy), `${at}: map row ${i + 1} a part of the screen`),
  );
  const all = [...fields(text(screen, 23)), ...fields(text(screen, 24))];
  if (all.every((f) => f.length <= v.cols)) {
    // nothing cut, nothing lost, in order: the lines are the fields one space apart
    const whole = v === screen; // the screen itself, its fields at their columns
    const lines = whole ? status.map((r) => r.replace(/ +/g, ' ')) : status;
    assert.equal(lines.join(' '), all.join(' '), `${at}: the fields\n${status.join('\n')}`);
  }
  for (const f of all)
    assert.ok(shows(status, f, v.cols), `${at}: ${f} is shown\n${status.join('\n')}`);
  assert.ok(status.every((r) => r.length <= v.cols));
  return status;
}

test('real games, every width from 80 to 10, 25 and 16 rows: every status field whole', () => {
  const games = [
    { dos: 4651 },
    { dos: 21150 },
    { seed: 4294967295 },
    { generator: 'levelmap', seed: 9 },
    ...Array.from({ length: 30 }, (_, i) => ({ seed: i + 1 })),
  ];
  for (const options of games) {
    const game = delve.game(options);
    for (const a of 'lllljjjjhhkk') game.act(a);
    const what = JSON.stringify(options);
    for (const cols of WIDTHS) {
      for (const rows of [25, 16]) check(game.screen(), { cols, rows }, game.state(), what);
    }
    game.destroy();
  }
});

test('the status keeps its two rows, squeezed, from 48 columns; narrower it flows', () => {
  const game = delve.game({ dos: 4651 });
  for (const a of 'llll') game.act(a);
  const s = game.screen(),
    at = game.state();
  assert.deepEqual(check(s, { cols: 48, rows: 25 }, at, 'dos 4651'), [
    'Level:1 Hits:12(12) Str:16(16) Gold:0 Armor:5',
    'Seed: 4651 Turns: 4',
  ]);
  assert.deepEqual(check(s, { cols: 80, rows: 12 }, at, 'dos 4651'), [
    'Level:1 Hits:12(12) Str:16(16) Gold:0 Armor:5',
    'Seed: 4651 Turns: 4',
  ]);
  // an interactive widget on a phone (44) and a 320 px window (40): Armor's value shows
  assert.deepEqual(check(s, { cols: 44, rows: 25 }, at, 'dos 4651'), [
    'Level:1 Hits:12(12) Str:16(16) Gold:0',
    'Armor:5 Seed: 4651 Turns: 4',
  ]);
  assert.deepEqual(check(s, { cols: 40, rows: 25 }, at, 'dos 4651'), [
    'Level:1 Hits:12(12) Str:16(16) Gold:0',
    'Armor:5 Seed: 4651 Turns: 4',
  ]);
  assert.deepEqual(check(s, { cols: 10, rows: 25 }, at, 'dos 4651'), [
    'Level:1',
    'Hit:12(12)',
    'Str:16(16)',
    'Gold:0',
    'Armor:5',
    'Seed: 4651',
    'Turns: 4',
  ]);
  game.destroy();
});

test("a rank of two words stays on one line ('Guild Novice')", () => {
  const game = delve.game({ dos: 2, keys: 'yjnkunhjblu yllylbbnyubh  ' });
  assert.match(text(game.screen(), 23), /Armor:5 +Guild Novice/);
  for (const cols of [57, 48, 44, 43, 40, 30, 20, 12]) {
    const status = check(game.screen(), { cols, rows: 25 }, game.state(), 'dos 2');
    assert.ok(
      status.some((r) => r.includes('Guild Novice')),
      `${cols} columns:\n${status.join('\n')}`,
    );
  }
  game.destroy();
});

// The longest status the original can show (level 26, 3-digit hits, 5 gold digits, a negative
// armour, experience, hunger) and a 10-digit seed with a long game's turns.
function longestStatus() {
  const game = delve.game({ dos: 4651 });
  for (const a of 'lllljj') game.act(a);
  const s = game.screen(),
    at = game.state();
  game.destroy();
  const chars = s.chars.slice();
  const put = (y, line) =>
    chars.set(
      Array.from(line.padEnd(80), (c) => c.charCodeAt(0)),
      y * 80,
    );
  put(23, 'Level:26   Hits:123(123) Str:31(31)  Gold:99999 Armor:-3  Exp:21/9999999 Hungry');
  put(24, 'Seed: 4294967295  Turns: 99999999');
  return { screen: { ...s, chars }, at };
}

test('the longest status, every width from 80 to 10: every field whole, or its value whole', () => {
  const { screen, at } = longestStatus();
  for (const cols of WIDTHS) {
    for (const rows of [25, 16]) check(screen, { cols, rows }, at, 'the longest status');
  }
  assert.deepEqual(check(screen, { cols: 40, rows: 25 }, at, 'the longest status'), [
    'Level:26 Hits:123(123) Str:31(31)',
    'Gold:99999 Armor:-3 Exp:21/9999999',
    'Hungry Seed: 4294967295 Turns: 99999999',
  ]);
  // 10 columns: labels shortened where the value leaves room for one letter, else above it
  assert.deepEqual(check(screen, { cols: 10, rows: 25 }, at, 'the longest status'), [
    'Level:26',
    'H:123(123)',
    'Str:31(31)',
    'Gold:99999',
    'Armor:-3',
    'Exp:',
    '21/9999999',
    'Hungry',
    'Seed:',
    '4294967295',
    'T:99999999',
  ]);
});

test('a view too low for all (10x5): the message first, one map row, then the first fields', () => {
  const game = delve.game({ dos: 4651 });
  const shown = () => {
    const v = gameView(game.screen(), { cols: 10, rows: 5 }, game.state());
    assert.deepEqual([v.cols, v.rows], [10, 5]);
    return Array.from({ length: 5 }, (_, i) => text(v, i).trimEnd());
  };
  const welcome = shown();
  assert.deepEqual(welcome.slice(0, 3), ['Hello', 'Rodney.', 'Welcome to'], welcome.join('\n'));
  assert.ok(welcome[3].includes('☺'), welcome.join('\n'));
  assert.equal(welcome[4], 'Level:1');
  game.act('s'); // a search that finds nothing: no message
  const quiet = shown();
  assert.ok(quiet[1].includes('☺'), quiet.join('\n'));
  assert.deepEqual(quiet.slice(2), ['Level:1', 'Hit:12(12)', 'Str:16(16)']);
  game.destroy();
});
