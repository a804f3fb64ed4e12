// The help screen laid out for the columns in view (web/view/keys.js helpPages, issue 21): the
// 80x25 screen as it always was; narrower, no line cut and no word split, the same words,
// every key; pages when it is longer than the rows; and the touch help built from the pad.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { helpPages, helpPhrases, HELP_LINES, HELP_SCREEN } from '../../web/view/keys.js';
import { sentences } from '../../web/view/spoken.js';
import { PAD_DIRECTIONS, PAD_ACTIONS, swipeKey } from '../../web/view/touch.js';

const length = (line) => [...line].length;
const words = (lines) => lines.join(' ').split(/ +/).filter(Boolean).sort();
const MORE = { false: 'Any key: more', true: 'Any button: more' };

test('at 80x25 the help is the screen it always was: from column 5, row 3', () => {
  const [page, ...more] = helpPages(80, 25);
  assert.deepEqual(more, []);
  assert.deepEqual(page, ['', '', ...HELP_SCREEN.map((line) => (line ? `    ${line}` : ''))]);
  assert.deepEqual(page.slice(2, 6), [
    '    delve — keys',
    '',
    '    h j k l y u b n   move: left down up right, diagonals (also arrows, keypad)',
    '    H J K L Y U B N   run (also Shift+arrow) until something stops you',
  ]);
  assert.equal(page.at(-1), '    Press any key to return to the game.');
  for (const line of HELP_SCREEN) assert.ok(length(line) <= 76, line);
});

test('at 80, 48, 44, 40 and narrower columns, keys and touch: nothing cut, the same words, pages', () => {
  for (const touch of [false, true]) {
    const unwrapped = touch ? helpPages(1000, 1000, { touch })[0] : HELP_SCREEN;
    assert.ok(touch || words(helpPages(1000, 1000)[0]).join() === words(HELP_SCREEN).join());
    for (const cols of [80, 64, 48, 46, 44, 42, 40, 36, 30, 24, 20]) {
      for (const rows of [25, 18, 12]) {
        const at = `${touch ? 'touch' : 'keys'} ${cols}x${rows}`;
        const pages = helpPages(cols, rows, { touch });
        const text = pages.flatMap((page, i) => {
          assert.ok(page.length <= rows, `${at}: page ${i + 1} has ${page.length} lines`);
          for (const line of page) assert.ok(length(line) <= cols, `${at}: ${line}`);
          if (i === pages.length - 1) return page;
          assert.equal(
            page.at(-1).trim(),
            MORE[touch],
            `${at}: page ${i + 1} ends asking for more`,
          );
          assert.notEqual(page[0], '', `${at}: page ${i + 1} starts with text`);
          return page.slice(0, -1);
        });
        // every word whole (a split word would be two words the help does not have), none lost
        assert.deepEqual(words(text), words(unwrapped), at);
        const end = pages
          .at(-1)
          .map((l) => l.trim())
          .join(' ');
        assert.match(end, /Press any (key|button) to return to the game\.$/, at);
      }
    }
  }
  // the pad, the answers, Keyboard and zoom: two pages
  assert.equal(helpPages(48, 25, { touch: true }).length, 2, 'on a phone (48x25): two pages');
});

test('every key of the keys help starts a line; its descriptions wrap under themselves', () => {
  const keys = HELP_LINES.map((line) => line.slice(0, 15).trim());
  for (const cols of [80, 48, 44, 40]) {
    const lines = helpPages(cols, 25).flat();
    const margin = lines.find((line) => line).search(/\S/);
    for (const key of keys) {
      const first = key.split(' ').slice(0, 4).join(' '); // a narrow key column wraps the rest
      assert.ok(
        lines.some((line) => line.slice(margin).startsWith(`${first} `)),
        `${cols}: ${key}`,
      );
    }
    // the line after search's is its description's second line, from the description's column
    const s = lines.findIndex((line) => line.slice(margin).startsWith('s '));
    if (cols < 80)
      assert.equal(lines[s + 1].search(/\S/), lines[s].indexOf('search'), lines[s + 1]);
  }
});

test('the touch help is the pad: every button by its label and name, the moves, and swipes', () => {
  const buttons = [...PAD_DIRECTIONS.flat(), ...PAD_ACTIONS];
  for (const cols of [80, 48, 44, 40]) {
    const text = helpPages(cols, 25, { touch: true }).flat().join(' ');
    const shown = text.split(/[ ,]+/);
    for (const { label, name } of buttons) {
      for (const word of `${label} ${name}`.split(' '))
        assert.ok(shown.includes(word), `${cols}: ${word}`);
    }
    assert.doesNotMatch(text, /keypad|Shift|arrow/, `${cols}: no keys a phone lacks`);
  }
  const unwrapped = helpPages(1000, 1000, { touch: true })[0].map((line) => line.trim());
  for (const b of PAD_ACTIONS) {
    assert.ok(
      unwrapped.some(
        (line) =>
          line.startsWith(b.label) && line.endsWith(b.help ?? b.name) && line.includes(b.name),
      ),
      b.label,
    );
  }
  // the directions a line for each row of the pad, as it lays them out
  const rows = PAD_DIRECTIONS.map((row) => row.map((b) => b.label).join(' '));
  assert.deepEqual(
    unwrapped
      .filter((line) => rows.some((labels) => line.startsWith(labels)))
      .map((line) => line.replace(/ {2,}/, '   ')), // the key column's width aside
    [
      '↖ ↑ ↗   move up left, up, up right',
      '← · →   move left, rest, move right',
      '↙ ↓ ↘   move down left, down, down right',
    ],
  );
  // what the help says of a swipe is what swipeKey does
  const swipe = unwrapped.find((line) => line.startsWith('swipe'));
  assert.match(swipe, /a step that way; held 400 ms before lifting, a run/);
  assert.deepEqual([swipeKey(60, 0, 399), swipeKey(60, 0, 400)], ['l', 'L']);
});

test('the help said: every key with what it does, a sentence each, whatever the pages', () => {
  const said = sentences(helpPhrases());
  assert.ok(said.startsWith('delve — keys. h j k l y u b n: move: left down up right, diagonals'));
  for (const words of [
    ' >: go down the stairs ≡. .: rest one turn (also keypad 5). ',
    " Alt+S: the hero's status in words (Alt+W: where am I). ",
    ' ?: this help. ',
  ])
    assert.ok(said.includes(words), words);
  assert.ok(
    said.endsWith('How levels change with depth: atlas.html. Press any key to return to the game.'),
  );
  const touch = sentences(helpPhrases({ touch: true }));
  assert.ok(
    touch.includes(' swipe: on the screen: a step that way; held 400 ms before lifting, a run. '),
  );
  assert.ok(touch.endsWith('Press any button to return to the game.'));
});
