// The game kept in localStorage (web/page/saved-game.js), DOM-free: what a browser may hold under
// its key (cut short, edited, of another shape) is either a record to resume, or said to be
// unreadable in words for the player, never taken for "nothing kept" (the page would then start
// a new game and let its first key overwrite the player's game without a word).
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  SAVED_KEY,
  savedGame,
  saveGame,
  resumeGame,
  keysBeforeSave,
} from '../../web/page/saved-game.js';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath } from './helpers.mjs';

const delve = await loadDelve({ wasm: wasmPath });

// A Storage holding `text` under the page's key (null: nothing).
const holding = (text) => ({
  getItem: (key) => (key === SAVED_KEY ? text : null),
  setItem() {},
  removeItem() {},
});

function keptRecord() {
  const start = { dos: 4651, mode: 'classic', rules: 'original' };
  const game = delve.game({ ...start, keys: 'hhjjs' });
  let text = null;
  saveGame({ setItem: (_, v) => (text = v) }, delve.version, start, game);
  game.destroy();
  return text;
}

test('a kept game is read back; nothing kept, or storage refused, is null', () => {
  const text = keptRecord();
  assert.deepEqual(savedGame(holding(text)), JSON.parse(text));
  assert.equal(savedGame(holding(null)), null);
  assert.equal(savedGame(null), null, 'no storage (refused by the browser)');
  const throwing = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  };
  assert.equal(savedGame(throwing), null);
});

test('a kept game cut short, edited or of another shape is said unreadable, not taken for none', () => {
  const text = keptRecord();
  const record = JSON.parse(text);
  const bad = {
    'cut short': text.slice(0, -10),
    'not JSON': 'delve',
    'an array': '[]',
    'a string': '"hhjj"',
    'a number': '42',
    'JSON null': 'null',
    'start null': JSON.stringify({ ...record, start: null }),
    'start an array': JSON.stringify({ ...record, start: [4651] }),
    'keys an array of codes': JSON.stringify({ ...record, keys: [104, 104] }),
    'no screen': JSON.stringify({ ...record, screen: undefined }),
    // only the original's game is kept: a walk planted by another page of the site (a LevelMap
    // walk's turns are far slower to replay) would hold the page at every visit
    'a LevelMap walk': JSON.stringify({
      ...record,
      start: { generator: 'levelmap', seed: 1, natural: true, rules: 'explore' },
    }),
    'a walk': JSON.stringify({ ...record, start: { seed: 5, rules: 'explore' } }),
  };
  for (const [what, value] of Object.entries(bad)) {
    const read = savedGame(holding(value));
    assert.ok(read && typeof read.unreadable === 'string', `${what}: ${JSON.stringify(read)}`);
    assert.match(read.unreadable, /^The game this browser kept could not be read/, what);
    assert.doesNotMatch(read.unreadable, /Cannot read properties|undefined|null/, what);
  }
});

test('resumeGame: a kept game this version plays elsewhere, or cannot play, is refused in words', () => {
  const record = JSON.parse(keptRecord());
  const gameOf = (start, keys) => delve.game({ ...start, keys });
  const { game } = resumeGame(record, gameOf);
  assert.equal(game.keys(), 'hhjjs');
  game.destroy();
  assert.match(resumeGame({ ...record, screen: '00000000' }, gameOf).refused, /plays differently/);
  assert.match(
    resumeGame({ ...record, keys: 'hh\0' }, gameOf).refused,
    /^The saved game \(from delve [^)]+\) cannot be played here: /,
  );
});

test('a game kept from an older link with firstClockTurns but no firstClock resumes without them', () => {
  const record = JSON.parse(keptRecord());
  record.start.firstClockTurns = 2; // a link's, which changed nothing then
  const kept = savedGame(holding(JSON.stringify(record)));
  assert.equal(kept.start.firstClockTurns, undefined);
  const { game } = resumeGame(kept, (start, keys) => delve.game({ ...start, keys }));
  assert.equal(game.keys(), 'hhjjs');
  game.destroy();
  // with a firstClock, they stay: they are the recording's
  record.start.firstClock = 3;
  assert.equal(savedGame(holding(JSON.stringify(record))).start.firstClockTurns, 2);
});

test("a game the original's save ended: the keys before the command that saved it", () => {
  const start = { dos: 4651, mode: 'classic', rules: 'original' };
  const gameOf = (s, keys) => delve.game({ ...s, keys });
  const cases = [
    ['hhjjllllS\r', 'hhjjllll'],
    ['hhjjllllS\rxyz', 'hhjjllll'], // keys after the end change nothing
    ['hhS\x1bjjSmy.sav\r', 'hhS\x1bjj'], // a save called off is part of the game
    ['S\r', ''],
    ['ll5S\r', 'll'], // a count typed before S is no part of the game saved
    ['ll12s3S\r', 'll12s'], // a count that ran is
    ['ll5 S\r', 'll'], // nor the prefixes typed with the count: a space, f, g, Escape
    ['ll5fS\r', 'll'],
    ['llfS\r', 'll'],
    ['llg5\x1bS\r', 'll'],
  ];
  for (const [keys, before] of cases) {
    const game = gameOf(start, keys);
    assert.equal(game.state().over, 'saved', JSON.stringify(keys));
    game.destroy();
    assert.equal(keysBeforeSave(gameOf, start, keys), before, JSON.stringify(keys));
    const saved = gameOf(start, before);
    assert.equal(saved.state().prompt, 'command', 'the game saved waits for a command');
    saved.destroy();
  }
});
