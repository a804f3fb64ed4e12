// The original's game through the JS API (issue 23): its options and keys, its state, and the
// same 1,000 random-key games as the native tests/game/test_game_keys.c, screen for screen
// (digests of every 100th screen), so that WebAssembly and native agree byte for byte.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import * as C from '../../web/api/constants.js';
import { root, wasmPath, randomKeys } from './helpers.mjs';
import { readGames } from './games-data.mjs';

const delve = await loadDelve({ wasm: wasmPath });
const GAMES = 1000;
const KEYS = 2000;
const DIGEST_EVERY = 100;

// test_game_keys.c's key pool and options, read from its source so that they have one home
function keyPool() {
  const src = readFileSync(`${root}tests/game/test_game_keys.c`, 'utf8');
  const decl = /static const char pool\[\] =([^;]*);/.exec(src)[1];
  const literal = [...decl.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join('');
  return literal.replace(/\\x([0-9a-fA-F]{2})|\\r/g, (m, hex) =>
    m === '\\r' ? '\r' : String.fromCharCode(parseInt(hex, 16)),
  );
}

function optionsOf(i) {
  const o = { rules: 'original', cols: i % 5 === 4 ? 40 : 80 };
  const mode = ['default', 'fixed', 'classic'][i % 3];
  if (mode !== 'default') o.mode = mode;
  if (i % 7 === 6) o.dos = 1 + ((i * 37) % C.RANGES.dos[1]);
  else Object.assign(o, { seed: Math.imul(i, 2654435761) >>> 0, depth: 1 + (i % 12) });
  return o;
}

function fnv(h, bytes) {
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 16777619) >>> 0;
  return h;
}

test('1,000 random-key games of 2,000 keys: the same screens in WebAssembly as natively', () => {
  const pool = keyPool();
  const native = execFileSync(`${root}build/native/test_game_keys`, ['--digests', `${GAMES}`], {
    encoding: 'utf8',
  });
  const want = native.trim().split('\n');
  assert.equal(want.length, GAMES);
  const differing = [];
  for (let i = 0; i < GAMES; i++) {
    const game = delve.game(optionsOf(i));
    let r = (i + 1) >>> 0,
      digest = 2166136261;
    for (let k = 0; k < KEYS; k++) {
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      game.act(pool[(r >>> 16) % pool.length]);
      if ((k + 1) % DIGEST_EVERY === 0) {
        const { chars, attrs } = game.screen();
        digest = fnv(fnv(digest, chars), attrs);
      }
    }
    game.destroy();
    const line = `${i} ${digest.toString(16).padStart(8, '0')}`;
    if (line !== want[i]) differing.push(`${line} (native: ${want[i]})`);
  }
  assert.deepEqual(differing.slice(0, 10), [], `${differing.length} games differ`);
});

test('game.prompt() is state().prompt after every key, in games of every kind, to their end', () => {
  const pool = keyPool();
  const seen = new Set();
  const kinds = [
    ...Array.from({ length: 60 }, (_, i) => [optionsOf(i), pool]),
    ...Array.from({ length: 10 }, (_, i) => [{ seed: i, rules: 'explore' }, delve.actions]),
    ...Array.from({ length: 10 }, (_, i) => [{ seed: i, generator: 'levelmap' }, delve.actions]),
  ];
  for (const [i, [options, keys]] of kinds.entries()) {
    const game = delve.game(options);
    let r = (i + 7) >>> 0;
    for (let k = 0; k <= 1500; k++) {
      const want = game.state().prompt;
      seen.add(want);
      assert.equal(game.prompt(), want, `${JSON.stringify(options)}, after key ${k}`);
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      game.act(keys[(r >>> 16) % keys.length]);
    }
    game.destroy();
    assert.throws(() => game.prompt(), /game\.prompt: this game was destroyed/);
  }
  // the random keys reach every kind of question, and ends
  for (const p of ['command', 'more', 'enter', 'list', 'object', 'direction', 'yesno', 'over'])
    assert.ok(seen.has(p), `no game reached the prompt ${p}: ${[...seen]}`);
});

test('game.options() and game.keys() make the game again, as it is now; a clone keeps them', () => {
  const pool = keyPool();
  const scores = [{ gold: 120, name: 'Ann', fate: 'K', level: 3, rank: 2 }];
  const kinds = [
    { seed: 9, depth: 3, fruit: 'kiwi', name: 'Bob', year: 1990, menu: 'off', scores },
    { dos: 4651, mode: 'fixed', cols: 40, macro: 'ss', savefile: 'x.sav', credits: true },
    { seed: 4, rules: 'explore', mode: 'classic', depth: undefined },
    { seed: 7, generator: 'levelmap', width: 30, height: 15, doors: false, voids: true },
  ];
  for (const [i, given] of kinds.entries()) {
    const game = delve.game({ ...given, keys: 'l' });
    const keys = given.rules || given.generator ? delve.actions : pool;
    let r = i + 1;
    for (let k = 0; k < 300; k++) {
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      game.act(keys[(r >>> 16) % keys.length]);
    }
    const options = game.options();
    const want = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
    assert.deepEqual(options, want, 'as given, without keys or undefined ones');
    options.seed = 1; // a copy: the game's own are untouched
    if (options.scores) options.scores[0].gold = 1;
    assert.deepEqual(game.options(), want);
    const again = delve.game({ ...game.options(), keys: game.keys() });
    assert.deepEqual(again.text(), game.text(), JSON.stringify(given));
    const copy = game.clone();
    assert.deepEqual(copy.options(), want, "a clone's are its original's");
    for (const g of [game, again, copy]) g.destroy();
    assert.throws(() => game.options(), /game\.options: this game was destroyed/);
  }
});

test('the original reads any key a PC keyboard gives; other strings are refused', () => {
  const game = delve.game({ seed: 5 });
  assert.equal(game.state().rules, 'original', 'the default for a Rogue game');
  for (const key of ['\x1b', '\r', '\x01', 'x', '~', '5', ' ', '\xff']) {
    assert.equal(typeof game.act(key), 'object', JSON.stringify(key));
  }
  for (const bad of ['', 'ab', '\u0100', '\0']) assert.throws(() => game.act(bad), RangeError);
  assert.throws(() => game.act(7), TypeError);
  assert.match(game.text()[0], /^Illegal command '\\x'/, '0xFF: the original has no %x');
  game.destroy();
});

test("the original's game: the hero's state, a fight, the tombstone and the end", () => {
  // the hero of clock seed 2255 walking to and fro in its first room meets its end
  const game = delve.game({ dos: 2255, fruit: 'dounut' });
  const s = game.state();
  assert.deepEqual(
    [s.hp, s.maxHp, s.str, s.maxStr, s.armor, s.level, s.exp, s.hunger, s.over],
    [12, 12, 16, 16, 5, 1, 0, 'none', null],
  );
  const keys = 'lllljjjjhhhhkkkk'.repeat(40);
  let k = 0;
  while (!game.state().over && k < keys.length) game.act(keys[k++]);
  const end = game.state();
  assert.ok(end.over, 'walking about at level 1 ends in a death');
  assert.ok(/[A-Z]|[adfs]/.test(end.over), end.over);
  assert.match(game.text().join('\n'), /REST[^\n]*\n[^\n]*IN/);
  assert.match(game.text()[24], /^\[Press Enter to see rankings\]/);
  game.act('\r');
  const after = game.text();
  game.act('h');
  assert.deepEqual(game.text(), after, 'after the end no key plays');
  game.destroy();
});

test('rules and the first clock: bad values are refused with the allowed range', () => {
  assert.throws(
    () => delve.game({ seed: 1, rules: 'nice' }),
    /rules must be "explore" or "original"/,
  );
  assert.throws(
    () => delve.game({ seed: 1, generator: 'levelmap', rules: 'original' }),
    /^RangeError: delve\.game: a LevelMap game is a walk: leave out rules or give rules "explore"/,
  );
  assert.equal(delve.game({ seed: 1, generator: 'levelmap' }).state().rules, 'explore');
  assert.throws(() => delve.game({ seed: 1, firstClock: -1 }), /firstClock must be a whole number/);
  assert.throws(() => delve.game({ seed: 1, firstClockTurns: 1.5 }), RangeError);
  // turns into the work of key firstClock - 1: none before the first key
  assert.throws(
    () => delve.game({ dos: 4651, firstClock: 0, firstClockTurns: 2 }),
    /firstClockTurns counts turns into the work of key firstClock - 1: give firstClock \(1 or more\)/,
  );
  delve.game({ dos: 4651, firstClock: 1, firstClockTurns: 2 }).destroy();
  assert.throws(() => delve.game({ seed: 1, year: 10000 }), /year must be/);
  assert.throws(
    () => delve.game({ seed: 1, year: 0 }),
    /year must be an integer from 1 to 9999, not 0/,
  );
  assert.throws(() => delve.game({ seed: 1, year: '2026' }), TypeError);
});

test('a seeded original game reaches the very levels its seed names', () => {
  // rules original: the levels below are rogue({ seed, depth }), whatever was played
  for (const seed of [3, 17, 99]) {
    const game = delve.game({ seed, depth: 4 });
    const level = game.level(),
      made = delve.rogue({ seed, depth: 4 });
    assert.deepEqual([level.rooms, level.stairs, level.map], [made.rooms, made.stairs, made.map]);
    game.destroy();
  }
});

test("a replayed clock's level below the first: level() is the one its play built", () => {
  // no seed names it (its generator state came from the play): level() rebuilt it from there,
  // where it was seed dos's depth 2, with the player elsewhere than on the screen
  let arrived = 0;
  for (let dos = 1; arrived < 8; dos++) {
    const game = delve.game({ dos });
    for (let i = 0, r = dos; i < 3000 && !game.state().over; i++) {
      const s = game.state();
      if (s.depth === 2) {
        const level = game.level();
        assert.deepEqual([level.depth, level.player], [2, { x: s.x, y: s.y }], `dos ${dos}`);
        // it says it is the replay's, as the README's JSON does: no seed alone makes it
        assert.deepEqual([level.seed, level.dos], [dos, dos], `dos ${dos}: seed and dos`);
        assert.throws(() => delve.rogue({ dos, depth: 2 }), /depth/);
        const at = (x, y) => game.text()[y][x];
        for (const { x, y } of level.doors.filter((d) => !d.secret)) {
          const shown = at(x, y);
          assert.ok(shown === ' ' || shown === level.map[y - 1][x], `dos ${dos}: door ${x},${y}`);
        }
        arrived++;
        break;
      }
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      game.act(s.prompt === 'command' ? 'hjklyubn>s'[(r >>> 16) % 10] : ' ');
    }
    game.destroy();
  }
});

test("the Hall of Fame: the caller's score file, this game's score put in by its gold", () => {
  // 06079-D of the recorded games dies to a kestrel with 42 gold pieces, then Enter and c
  const [rec] = readGames(undefined, (id) => id === '06079-D');
  const upToEnter = rec.keys.slice(0, rec.keys.indexOf('\r') + 1);
  const die = (options) => {
    const game = delve.game({ dos: rec.dnum, fruit: 'dounut', ...options });
    for (const key of upToEnter) game.act(key);
    return game;
  };
  const none = die({}); // the original without its score file: its prompt
  assert.match(none.text()[24], /^No scorefile: Create Retry Abort/);
  none.act('c');
  assert.equal(none.text()[4].trimEnd(), '42    Rodney killed by a kestral on level 1');
  assert.equal(none.state().score, 0);
  none.destroy();
  const scores = [
    { gold: 500, name: 'Alice', fate: 'K', level: 3, rank: 2 },
    { gold: 42, name: 'Carol', fate: 'winner', level: 26, rank: 9 },
    { gold: 7, name: 'Bob', fate: 'quit', level: 1, rank: 1 },
  ];
  const game = die({ scores });
  const text = game.text().map((row) => row.trimEnd());
  assert.equal(text[0], "Guildmaster's Hall Of Fame:");
  assert.deepEqual(text.slice(4, 8), [
    '500   Alice "Guild Novice" killed by a kestral on level 3',
    '42    Carol "Champion" A total winner!',
    '42    Rodney killed by a kestral on level 1',
    '7     Bob quit on level 1',
  ]);
  assert.equal(game.state().score, 2, 'below the equal score, above the lesser');
  assert.deepEqual(game.scores()[2], { gold: 42, name: 'Rodney', fate: 'K', level: 1, rank: 1 });
  assert.equal(game.screen().attrs[6 * 80 + 6], 0x0e, 'the new entry in yellow');
  assert.equal(game.screen().attrs[4 * 80 + 6], 0x04, "another's name in red");
  game.destroy();
  assert.throws(() => delve.game({ seed: 1, scores: 'many' }), TypeError);
  assert.throws(() => delve.game({ seed: 1, scores: Array(11).fill(scores[0]) }), RangeError);
  assert.throws(() => delve.game({ seed: 1, scores: [{ ...scores[0], name: '' }] }), RangeError);
  assert.throws(() => delve.game({ seed: 1, scores: [{ ...scores[0], fate: 7 }] }), TypeError);
  // the score file's figures were 16-bit ints, its list best first: the message names the entry
  for (const [list, message] of [
    [[scores[0], { ...scores[1], gold: 65536 }], /scores\[1\]\.gold .* 0 to 65535, not 65536/],
    [[{ ...scores[0], level: 32768 }], /scores\[0\]\.level .* 0 to 32767/],
    [[{ ...scores[0], rank: 99999 }], /scores\[0\]\.rank .* 0 to 32767/],
    [[scores[1], scores[0]], /best first: scores\[1\] has more gold than scores\[0\]/],
    [[scores[0], { ...scores[1], name: 'Zoë' }], /scores\[1\]\.name must be 1 to 23 printable/],
  ])
    assert.throws(() => delve.game({ seed: 1, scores: list }), message);
  // gold from 32768 is the purse as its status line showed it: kept, though the list hides it
  delve.game({ seed: 1, scores: [{ ...scores[0], gold: 40000 }, scores[1]] }).destroy();
  // every field given, of its type; a fate is a killer's code, "quit" or "winner"
  const { name, ...nameless } = scores[0];
  assert.equal(name, 'Alice');
  for (const [entry, message] of [
    [nameless, /TypeError: delve.game: scores\[0\]\.name must be 1 to 23 printable/],
    [{ ...scores[0], name: 123 }, /TypeError: .*scores\[0\]\.name .* not 123/],
    [{ ...scores[0], gold: undefined }, /TypeError: .*scores\[0\]\.gold must be given/],
    [{ ...scores[0], colour: 'red' }, /TypeError: .*scores\[0\]: unknown option "colour"/],
    [{ ...scores[0], fate: '@' }, /RangeError: .*scores\[0\]\.fate must be a killer's code/],
    [{ ...scores[0], fate: 'Quit' }, /RangeError: .*scores\[0\]\.fate must be .*"quit"/],
    [{ ...scores[0], fate: 7 }, /TypeError: .*scores\[0\]\.fate must be .*, not 7/],
    [{ ...scores[0], fate: ['quit'] }, /TypeError: .*scores\[0\]\.fate/],
  ])
    assert.throws(
      () => delve.game({ seed: 1, scores: [entry] }),
      (e) => message.test(String(e)),
    );
  for (const fate of ['A', 'Z', 'a', 'b', 'd', 'f', 's', 'quit', 'winner'])
    delve.game({ seed: 1, scores: [{ ...scores[0], fate }] }).destroy();
});

test("ROGUE.OPT's menu: the list first (on, the default; sel but for eating), or the prompt (off)", () => {
  const eat = (menu) => {
    const game = delve.game({ seed: 9, ...(menu && { menu }) });
    game.act('e');
    const shown = game.text();
    game.destroy();
    return shown;
  };
  for (const menu of [undefined, 'on']) {
    const t = eat(menu);
    assert.equal(t[0].trimEnd(), 'a) Some food', menu);
    assert.equal(t[24].trimEnd(), '-Select item to eat. Esc to cancel-');
  }
  for (const menu of ['sel', 'off'])
    assert.equal(eat(menu)[0].trimEnd(), 'Which object do you want to eat? (* for list):', menu);
  const game = delve.game({ seed: 9, menu: 'off' });
  game.act('e');
  game.act('*'); // the list after all
  assert.equal(game.text()[0].trimEnd(), 'a) Some food');
  game.act('a');
  assert.match(game.state().message, /^(Yum, that tasted good|Yuk, this food tastes awful)$/);
  assert.equal(game.state().items.food, 0);
  game.destroy();
  assert.throws(() => delve.game({ seed: 9, menu: 'maybe' }), RangeError);
});

test("ROGUE.OPT's macro and savefile: what F9 types, what the save prompt offers", () => {
  const game = delve.game({ dos: 4651, macro: 'ss', savefile: 'my.sav' });
  const turns = game.state().turns;
  game.act('\x06'); // Ctrl-F, F9's key
  assert.equal(game.state().turns, turns + 2);
  game.act('S');
  assert.equal(game.text()[0].trimEnd(), 'Save file (press enter (◄┘) to default to "my.sav") ?');
  game.act('\r');
  assert.equal(game.text()[1].trimEnd(), 'Game saved as my.sav.');
  game.destroy();
  delve.game({ seed: 1, macro: '', savefile: 'abcdefghijklmn' }).destroy(); // no keys; 14
  delve.game({ seed: 1, macro: '\x12\xff' + 'x'.repeat(38) }).destroy(); // any keys, 40
  for (const [options, error] of [
    [{ macro: 'x'.repeat(41) }, /RangeError: delve.game: macro must be a string of 0 to 40 keys/],
    [{ macro: 'ÿĀ' }, /RangeError: .*macro must be .*U\+00FF\), not "ÿĀ"/],
    [{ macro: 7 }, /TypeError: .*macro must be a string/],
    [{ savefile: '' }, /RangeError: .*savefile must be 1 to 14 printable ASCII characters, not ""/],
    [{ savefile: 'abcdefghijklmno' }, /savefile must be 1 to 14/],
    [{ savefile: 'a\tb' }, /savefile must be 1 to 14/],
    [{ rules: 'explore', macro: 'ss' }, /macro: "ss" is the original's game's/],
    [{ rules: 'explore', savefile: 'my.sav' }, /savefile: "my.sav" is the original's game's/],
  ])
    assert.throws(() => delve.game({ seed: 1, ...options }), error);
  // the defaults, given by value, are no change to the explore rules
  delve.game({ seed: 1, rules: 'explore', macro: 'v', savefile: 'rogue.sav' }).destroy();
});

test('delve.rogueOpt: a ROGUE.OPT read as env.c reads it, the options it gives a game', () => {
  // the recordings' file, CRLF and a Ctrl-Z at its end
  const recorded = delve.rogueOpt('menu=on\r\nfruit=dounut\r\n\x1a');
  assert.deepEqual(recorded, {
    name: 'Rodney',
    fruit: 'dounut',
    macro: 'v',
    savefile: 'rogue.sav',
    menu: 'on',
    screen: 'color',
  });
  const game = delve.game({ dos: 2035, ...recorded });
  game.destroy();
  const opt = delve.rogueOpt(
    new Uint8Array(
      Buffer.from(
        '# mine\n  Menu - selection\nscreen=bw fast\nmacro=s\x06\xff\nname=\nAl',
        'latin1',
      ),
    ),
  );
  assert.deepEqual(opt, {
    name: 'Al', // an empty value: the next line
    fruit: 'Slime Mold',
    macro: 's\x06\xff', // bytes, as act() takes them
    savefile: 'rogue.sav',
    menu: 'sel',
    screen: 'bw',
  });
  delve.game({ dos: 4651, ...opt }).destroy();
  assert.equal(delve.rogueOpt('menu=ON').menu, 'off'); // values keep their case
  assert.throws(
    () => delve.rogueOpt('name=Al\nfruit'),
    /RangeError: delve.rogueOpt: ROGUE.OPT ends inside a label/,
  );
  assert.throws(() => delve.rogueOpt('name=Ā'), /RangeError: .*U\+0000 to U\+00FF .* not "Ā" at 5/);
  // what the original takes but a game of delve does not: said here, not by delve.game
  for (const [text, field, rule] of [
    ['name=Ren\xe9e\n', 'name', '1 to 23'],
    ['fruit=kiwi\t2', 'fruit', '1 to 23'],
    ['savefile=a\x01b', 'savefile', '1 to 14'],
  ])
    assert.throws(
      () => delve.rogueOpt(text),
      new RegExp(`RangeError: delve.rogueOpt: the file's ${field} must be ${rule} printable ASCII`),
    );
  assert.throws(
    () => delve.rogueOpt(42),
    /TypeError: delve.rogueOpt: text must be a string or a Uint8Array/,
  );
  // as long as the CLI reads (DELVE_GAME_ROGUE_OPT_MAX), and no longer: said, not out of memory
  const long = `fruit=kiwi\n${'#'.repeat(65536 - 12)}\n`;
  assert.equal(long.length, 65536);
  assert.equal(delve.rogueOpt(long).fruit, 'kiwi');
  assert.equal(delve.rogueOpt(new TextEncoder().encode(long)).fruit, 'kiwi');
  for (const text of [`${long} `, new Uint8Array(9e6), 'x'.repeat(9e6)])
    assert.throws(
      () => delve.rogueOpt(text),
      /^RangeError: delve.rogueOpt: text must be at most 65536 bytes \(a ROGUE.OPT is a few lines\), not \d+$/,
    );
});

test('delve.clockSeed: the clock seed of a DOS time, as srand() summed it, or the seed itself', () => {
  // hours·256 + minutes + seconds·256 + hundredths (rogue.md §2), over random times of the day
  let x = 7;
  for (let i = 0; i < 3000; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const [h, m, s, c] = [(x >>> 8) % 24, (x >>> 13) % 60, (x >>> 19) % 60, (x >>> 25) % 100];
    const sum = h * 256 + m + s * 256 + c;
    const two = (n) => String(n).padStart(2, '0');
    const time = `${h}:${two(m)}:${two(s)}.${two(c)}`;
    if (sum === 0) assert.throws(() => delve.clockSeed(time), RangeError);
    else assert.equal(delve.clockSeed(time), sum, time);
    if (h * 256 + m) assert.equal(delve.clockSeed(` ${two(h)}.${m} `), h * 256 + m);
  }
  assert.equal(delve.clockSeed('4651'), 4651);
  assert.equal(delve.clockSeed(' '.repeat(1000) + '4651 '), 4651); // spaces around it
  assert.equal(delve.clockSeed('32767'), C.RANGES.dos[1]);
  // the game of a time is the game of its seed: the CLI's --dos takes the same text
  const game = delve.game({ dos: delve.clockSeed('14:32:07.55'), fruit: 'dounut' });
  const cli = execFileSync(`${root}build/native/delve`, [
    'play',
    '--dos',
    '14:32:07.55',
    '--fruit',
    'dounut',
    '--format',
    'json',
  ]);
  assert.equal(JSON.parse(cli).dos, 5463);
  assert.equal(game.state().dos, 5463);
  game.destroy();
  const says =
    /RangeError: delve.clockSeed: a clock must be a seed from 1 to 32767 or a 24-hour DOS time H:MM:SS.hh/;
  for (const bad of [
    '0:00:00.00',
    '0',
    '32768',
    '24:00',
    '14:32:07.5',
    '14:3x',
    '',
    'x'.repeat(41),
    ' '.repeat(1021) + '4651',
    '4651\t',
    '14:32\u0000',
    '١٤:٣٢',
    '14:32\n',
  ])
    assert.throws(() => delve.clockSeed(bad), says, JSON.stringify(bad));
  assert.throws(
    () => delve.clockSeed(4651),
    /TypeError: delve.clockSeed: text must be a string, not 4651/,
  );
});

test("ROGUE.OPT's screen=bw: the same screens through the monochrome table (grey, standout 0x78)", () => {
  const colour = delve.game({ dos: 4651 });
  const bw = delve.game({ dos: 4651, screen: 'bw' });
  const seen = new Set();
  for (const key of 'hhhhjjjjllllkkkkLLLLHHHHsssss i \x1bQn?') {
    const [a, b] = [colour.screen(), bw.screen()];
    assert.deepEqual(b.chars, a.chars, `the characters after ${JSON.stringify(key)}`);
    for (let i = 0; i < a.attrs.length; i++) {
      assert.equal(b.attrs[i], (a.attrs[i] & 0x70) === 0x70 ? 0x78 : 0x07, `cell ${i}`);
      seen.add(b.attrs[i]);
    }
    colour.act(key);
    bw.act(key);
  }
  assert.deepEqual(
    [...seen].sort((x, y) => x - y),
    [0x07, 0x78],
  );
  colour.destroy();
  bw.destroy();
  delve.game({ seed: 9, screen: 'color' }).destroy();
  assert.throws(
    () => delve.game({ seed: 9, screen: 'grey' }),
    /screen must be "color" or "bw", not "grey"/,
  );
  assert.throws(
    () => delve.game({ seed: 9, rules: 'explore', screen: 'bw' }),
    /screen: "bw" is the original's game's/,
  );
});

test('credits: the name prompt first; the game after it is the one started with that name', () => {
  const keys = 'hhjjlLLKs ihs\x1b?  Dhj';
  for (const [typed, name] of [
    ['Ann\r', 'Ann'],
    ['\r', 'Rodney'], // none typed: the name given, by default Rodney
    ['Bo\x1b', 'Rodney'], // Escape: the same
    ['\x01T\x09o\xc8m\r', 'Tom'], // control and extended keys are not taken
  ]) {
    const credited = delve.game({ dos: 4651, credits: true });
    assert.equal(credited.state().prompt, 'line');
    assert.match(credited.text()[23], /Rogue's Name\?/);
    for (const key of typed) credited.act(key);
    const named = delve.game({ dos: 4651, name });
    assert.equal(credited.text()[0], named.text()[0]);
    for (const key of keys) {
      assert.deepEqual(credited.text(), named.text(), `${JSON.stringify(typed)}: ${key}`);
      assert.deepEqual(credited.screen().attrs, named.screen().attrs);
      credited.act(key);
      named.act(key);
    }
    // the typed keys are the game's first: its start and keys() play it again
    const again = delve.game({ dos: 4651, credits: true, keys: credited.keys() });
    assert.deepEqual(again.text(), credited.text());
    for (const g of [credited, named, again]) g.destroy();
  }
  assert.throws(() => delve.game({ seed: 9, credits: 1 }), /credits must be true or false, not 1/);
  assert.throws(
    () => delve.game({ seed: 9, rules: 'explore', credits: true }),
    /credits: true is the original's game's/,
  );
  delve.game({ seed: 9, rules: 'explore', credits: false }).destroy();
});

test('state(): the pack with names as shown and once identified, charges and hands; the discoveries', () => {
  // dos 2989: a red potion one step down (P4 §17); named with c, then quaffed (paralysis)
  const game = delve.game({ dos: 2989, rules: 'original', fruit: 'dounut' });
  for (const k of 'jcb foo\r') game.act(k);
  let s = game.state();
  const potion = s.pack.find((o) => o.kind === 'potion');
  assert.equal(potion.name, 'A potion called foo(red)');
  assert.equal(potion.realName, 'A potion of paralysis(red)');
  assert.equal(potion.charges, null);
  assert.deepEqual(s.discoveries, [
    { kind: 'potion', which: potion.which, name: 'A potion called foo(red)', known: 'guessed' },
  ]);
  assert.deepEqual(
    s.pack.map((o) => o.inUse),
    [null, null, 'worn', 'wielded', null, null],
  );
  for (const k of 'qb') game.act(k);
  s = game.state();
  assert.match(game.text()[0], /^You can't move More/); // the two paralysed turns follow
  assert.equal(s.message, 'You can move again');
  assert.deepEqual(s.discoveries, [
    {
      kind: 'potion',
      which: potion.which,
      name: 'A potion of paralysis(red)',
      known: 'identified',
    },
  ]);
  assert.ok(!s.pack.some((o) => o.kind === 'potion'));
  game.destroy();
});

test("state().over: 'quit' after Q y, 'saved' after S and Enter; help and D are free", () => {
  const game = delve.game({ dos: 4651, rules: 'original' });
  const turns = game.state().turns;
  for (const k of ' ? D ') game.act(k);
  assert.equal(game.state().turns, turns);
  for (const k of 'Qy') game.act(k);
  assert.equal(game.state().over, 'quit');
  assert.equal(game.text()[0].trimEnd(), 'You quit with 0 gold pieces');
  game.destroy();
  const saved = delve.game({ dos: 4651, rules: 'original' });
  for (const k of ' S\r') saved.act(k);
  assert.equal(saved.state().over, 'saved');
  assert.equal(saved.text()[1].trimEnd(), 'Game saved as rogue.sav.');
  saved.destroy();
});

test('a game of 5,000 keys is that game again from its start and keys(): the same screen and state', () => {
  const pool = keyPool();
  for (let i = 0; i < 10; i++) {
    const start = optionsOf(i * 11);
    const game = delve.game(start);
    const typed = randomKeys(i + 7, 5000, pool).join('');
    for (const key of typed) game.act(key);
    assert.equal(game.keys(), typed, `game ${i}: keys() are the keys played`);
    const again = delve.game({ ...start, keys: game.keys() });
    assert.equal(again.keys(), typed);
    const [a, b] = [game.screen(), again.screen()];
    assert.deepEqual([a.chars, a.attrs], [b.chars, b.attrs], `game ${i}: the same screen`);
    assert.deepEqual(again.state(), game.state(), `game ${i}: the same state`);
    again.destroy();
    game.destroy();
  }
});

test('the keys option: played as act() plays them; a bad key is named by its place', () => {
  const game = delve.game({ dos: 4651, keys: 'hhj' });
  assert.equal(game.keys(), 'hhj');
  game.act('l');
  assert.equal(game.keys(), 'hhjl');
  game.destroy();
  assert.throws(() => delve.game({ dos: 4651, keys: 'h\u0100' }), {
    name: 'RangeError',
    message: /^delve\.game: keys\[1\]: "Ā" is not a key/,
  });
  assert.throws(() => delve.game({ dos: 4651, keys: 5 }), {
    name: 'TypeError',
    message: /keys must be a string of keys, not 5/,
  });
  assert.throws(() => delve.game({ seed: 3, rules: 'explore', keys: 'hq' }), {
    name: 'RangeError',
    message: /^delve\.game: keys\[1\]: action must be one of/,
  });
});

test('state().prompt: what the next key answers, from a command to the end', () => {
  const game = delve.game({ dos: 4651 });
  const steps = [
    ['t', 'direction'], // throw: which direction first
    ['h', 'object'], // then which object (the menu's list)
    ['\x1b', 'command'],
    ['i', 'list'],
    [' ', 'command'],
    ['P', 'command'], // no ring: a message, no prompt
    ['Q', 'yesno'],
    ['n', 'command'],
    ['?', 'list'],
    ['\x1b', 'command'],
    ['e', 'object'], // eat: the list of food
    ['\x1b', 'command'],
    ['Q', 'yesno'],
    ['y', 'enter'],
    ['\r', 'over'],
  ];
  assert.equal(game.state().prompt, 'command');
  for (const [key, prompt] of steps) {
    game.act(key);
    assert.equal(game.state().prompt, prompt, `after ${JSON.stringify(key)}`);
  }
  const walk = delve.game({ seed: 5, rules: 'explore' });
  walk.act('i');
  assert.equal(walk.state().prompt, 'list');
  walk.act(' ');
  assert.equal(walk.state().prompt, 'command');
});

test("the game's words in state() are CP437, as on the screen and in the CLI's JSON", () => {
  // the macro's prompt (F) shows the old macro: bytes the player typed, beyond ASCII and below it
  const game = delve.game({ seed: 1, keys: 'F\u0001\u00e5\rF' });
  const { message } = game.state();
  assert.equal(message, 'F9 was ☺σ, enter new macro: ');
  assert.equal(game.text()[0], message.trimEnd().padEnd(80));
  game.destroy();
});
