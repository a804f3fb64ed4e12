// The <delve-level> attributes of a game's keys and options (web/widget/widget-options.js,
// DOM-free): keys (a game link's text, decoded by keysOf), autoplay, name, fruit, first-clock,
// first-clock-turns, year and the rules they default to; each bad value a RangeError that starts
// with the attribute and its text, as the widget's box shows it.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  ATTRIBUTES,
  expectedScreen,
  keysOf,
  widgetConfig,
} from '../../web/widget/widget-options.js';
import { loadDelve } from '../../web/api/delve.js';
import { gameOptions } from '../../web/widget/game-attributes.js';
import { decodeKeys, encodeKeys, LINK_KEYS_MAX } from '../../web/view/key-text.js';
import { deflateSync } from 'fflate';

// The attributes read as the widget reads them: the config, and a game's own attributes by the
// game's part (gameOptions) into its options
function config(values) {
  const c = widgetConfig(Object.fromEntries(ATTRIBUTES.map((n) => [n, values[n] ?? null])), 7);
  return { ...c, options: gameOptions(c) };
}

// The RangeError of these attributes: its message.
function refused(values, decode = false) {
  try {
    const c = config(values);
    if (decode) keysOf(c.keys, decodeKeys);
  } catch (error) {
    assert.ok(error instanceof RangeError, String(error));
    return error.message;
  }
  assert.fail(`accepted ${JSON.stringify(values)}`);
}

const base64url = (bytes) =>
  Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

test('keys: the link text, kept as it is until the game part decodes it; rules original by default', () => {
  const keys = 'Qy\rhjkl  ';
  const c = config({ dos: '4651', keys: encodeKeys(keys), autoplay: '' });
  assert.deepEqual(
    [c.autoplay, c.interactive, c.keys, keysOf(c.keys, decodeKeys)],
    [true, false, encodeKeys(keys), keys],
  );
  assert.deepEqual(c.options, { dos: 4651, rules: 'original' });
  // a game whether or not it is interactive: the still picture of keys is a game's screen
  assert.equal(config({ dos: '4651', keys: encodeKeys(keys) }).options.rules, 'original');
  assert.equal(config({ seed: '3', keys: '', rules: 'explore' }).options.rules, 'explore');
  // no keys: an interactive widget walks, a still one is no game at all
  assert.equal(config({ seed: '3', interactive: '' }).options.rules, 'explore');
  assert.deepEqual(config({ seed: '3' }).options, { seed: 3, depth: 1 });
  // so a game's attribute there would do nothing, and is refused, as is any attribute unused
  const refused = [
    [
      { seed: '3', name: 'Ann' },
      /RangeError: name="Ann": a rogue picture never uses it: add interactive rules="original" for the original's game, or leave it out$/,
    ],
    [
      { seed: '3', fruit: 'kiwi' },
      /RangeError: fruit="kiwi": a rogue picture never uses it: add interactive for a game, or leave it out$/,
    ],
    [
      { generator: 'levelmap', seed: '5', depth: '3' },
      /RangeError: depth="3": a levelmap picture never uses it: add interactive for a game, or leave it out$/,
    ],
    [
      { generator: 'levelmap', seed: '5', interactive: '', textures: '' },
      /RangeError: textures="": a levelmap game never uses it: leave it out$/,
    ],
    [
      { generator: 'levelmap', seed: '5', mode: 'classic' },
      /RangeError: mode="classic": a levelmap picture never uses it: leave it out$/,
    ],
    // the web font is a game's: a picture is drawn in delve-vga.f16's bitmap
    [
      { seed: '3', font: 'my.otf' },
      /RangeError: font="my\.otf": a rogue picture never uses it: add interactive for a game, or leave it out$/,
    ],
    [
      { generator: 'levelmap', seed: '5', font: 'my.otf' },
      /RangeError: font="my\.otf": a levelmap picture never uses it: add interactive for a game, or leave it out$/,
    ],
    [
      { seed: '3', keys: '', rules: 'explore', year: '1990' },
      /RangeError: year="1990": the original's game's: give rules="original", or leave it out$/,
    ],
    [{ seed: '3', interactive: '', name: 'Ann' }, /name="Ann": the original's game's/],
    [{ seed: '3', width: '40' }, /width="40": a LevelMap option: give generator="levelmap", or/],
    [{ seed: '3', keys: '', doors: 'false' }, /doors="false": a LevelMap option/],
    [{ generator: 'levelmap', seed: '3', mode: 'fixed' }, /mode="fixed": a levelmap picture/],
    [{ generator: 'levelmap', seed: '3', depth: '2' }, /depth="2": a levelmap picture/],
    [
      { generator: 'levelmap', seed: '3', interactive: '', fruit: 'x' },
      /fruit="x": a levelmap game/,
    ],
    [{ generator: 'levelmap', seed: '3', interactive: '', rules: 'original' }, /rules="original"/],
    [{ generator: 'levelmap', seed: '3', rules: 'explore' }, /rules="explore": a levelmap picture/],
  ];
  for (const [attrs, message] of refused) assert.throws(() => config(attrs), message);
  // a LevelMap game explores: saying so changes nothing
  assert.deepEqual(
    config({ generator: 'levelmap', seed: '3', interactive: '', rules: 'explore' }).options,
    { seed: 3, depth: 1 },
  );
  // what a walk of a replay shows: its greeting's name, and the fruit among the pack's names
  assert.deepEqual(config({ dos: '7', interactive: '', name: 'Ann', fruit: 'kiwi' }).options, {
    dos: 7,
    rules: 'explore',
    name: 'Ann',
    fruit: 'kiwi',
  });
  assert.equal(keysOf('', decodeKeys), '');
  assert.equal(config({ dos: '1' }).keys, null);
  assert.equal(config({ dos: '1', autoplay: 'false' }).autoplay, false);
});

test('autoplay without keys watches nothing: refused, naming both attributes', () => {
  // an author who left keys out (or misspelt it, key="…") must not get a silent "key 0 of 0"
  for (const values of [
    { seed: '3', autoplay: '' },
    { dos: '2255', autoplay: 'true', interactive: '' },
    { generator: 'levelmap', seed: '3', autoplay: '' },
  ])
    assert.match(refused(values), /^autoplay="(true)?": .*keys/, JSON.stringify(values));
  assert.equal(config({ seed: '3', autoplay: '', keys: '' }).autoplay, true); // no keys yet: fine
});

test('bad keys text: a RangeError naming the attribute and quoting its text', () => {
  const cases = [
    ['not a link!', /^keys="not a link!": must be the base64url text of a game link$/],
    // no base64 is one character past a group; AAAA is a stream's start with no end
    ['A', /^keys="A": is cut short: the link ends before its last key \(copy the whole link\)$/],
    ['AAAA', /^keys="AAAA": is cut short/],
    // a link of before the check whose deflate cannot be read; a checked link's start (its
    // mark, a check), then a block of deflate's reserved type: cut or changed
    ['YhhW9GBb', /^keys="YhhW9GBb": is not the text of a game link: it does not unpack$/],
    ['BgAA____', /^keys="BgAA____": fail their check: the link was cut short or changed on/],
    [base64url(deflateSync(Uint8Array.of(104, 0, 106))), /: unpack to a 0 byte, which is no key$/],
    [
      base64url(deflateSync(new Uint8Array(LINK_KEYS_MAX + 1).fill(115))),
      new RegExp(`: unpack to more than ${LINK_KEYS_MAX} keys$`),
    ],
  ];
  for (const [text, pattern] of cases)
    assert.match(refused({ dos: '4651', keys: text, autoplay: '' }, true), pattern, text);
  // a link copied or sent in part: every cut of a long game's link is said to be one
  let keys = '',
    r = 1;
  for (let i = 0; i < 3000; i++) {
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    keys += 'hjklyubnsHJKL.i'[(r >>> 20) % 15];
  }
  const link = encodeKeys(keys);
  assert.equal(keysOf(link, decodeKeys), keys);
  for (let n = 1; n < link.length; n++)
    assert.match(
      refused({ dos: '4651', keys: link.slice(0, n) }, true),
      /": (is cut short: |fail their check: the link was cut short)/,
    );
  // a link changed on the way (any one character of it past the first two, which hold its mark)
  // is said, never played as other keys; a change in the last character's unused bits is none
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const short = encodeKeys(keys.slice(0, 150));
  for (let i = 2; i < short.length; i++)
    for (const c of alphabet) {
      const changed = short.slice(0, i) + c + short.slice(i + 1);
      let got;
      try {
        got = keysOf(changed, decodeKeys);
      } catch {
        continue;
      }
      assert.equal(got, keys.slice(0, 150), `${changed}: the same keys, or refused`);
    }
  assert.match(
    refused(
      {
        dos: '4651',
        keys: `${short.slice(0, 9)}${short[9] === 'A' ? 'B' : 'A'}${short.slice(10)}`,
      },
      true,
    ),
    /": fail their check: the link was cut short or changed on the way \(copy the whole link\)$/,
  );
  // a link made before links had their check reads as it did (embed.html's, 65 keys)
  assert.equal(
    keysOf(
      'DcqxEQAxCAPBCr4HKnAdGpkqiBiZIaf759LbqhYTVZzJCIEcwLtbkRcOSgu2eYigYde7NAdo53w_',
      decodeKeys,
    ).length,
    65,
  );
  // a long text is shortened in the message
  const long = `${'A'.repeat(100)}!`;
  assert.match(refused({ dos: '4651', keys: long }, true), /^keys="A{40}…": /);
});

test('first-clock and first-clock-turns: whole numbers, 0 up to the C int', () => {
  const game = { dos: '4651', interactive: '', rules: 'original' };
  const c = config({ ...game, 'first-clock': '1', 'first-clock-turns': '2147483647' });
  assert.equal(c.options.firstClock, 1);
  assert.equal(c.options.firstClockTurns, 2 ** 31 - 1);
  assert.equal(
    config({ ...game, 'first-clock': '0', 'first-clock-turns': '0' }).options.firstClock,
    0,
  );
  // the turns are into the work of key first-clock - 1: none before the first key
  assert.equal(
    refused({ ...game, 'first-clock': '0', 'first-clock-turns': '2' }),
    'first-clock-turns="2": it counts turns into the work of key first-clock - 1: give first-clock (1 or more) with it, or leave it out',
  );
  assert.equal(config({ ...game, 'first-clock': ' 12 ' }).options.firstClock, 12);
  for (const name of ['first-clock', 'first-clock-turns']) {
    for (const text of ['-1', '2147483648', '1.5', 'x', '', '1e3', '0x10']) {
      assert.equal(
        refused({ ...game, [name]: text }),
        `${name}=${JSON.stringify(text)}: must be a whole number from 0 to 2147483647`,
      );
    }
  }
});

test("name, fruit and year: the original's limits, named", () => {
  const game = { seed: '1', interactive: '', rules: 'original' };
  const c = config({ ...game, name: 'Ann', fruit: 'dounut', year: '2026' });
  assert.deepEqual([c.options.name, c.options.fruit, c.options.year], ['Ann', 'dounut', 2026]);
  assert.equal(config({ ...game, name: 'x'.repeat(23) }).options.name.length, 23);
  for (const key of ['name', 'fruit']) {
    for (const text of ['', 'x'.repeat(24), 'tab\there', 'café', 'new\nline']) {
      assert.match(
        refused({ ...game, [key]: text }),
        new RegExp(`^${key}=".*": must be 1 to 23 printable ASCII characters$`, 's'),
      );
    }
  }
  for (const text of ['0', '10000', '-5'])
    assert.match(
      refused({ ...game, year: text }),
      /^year=".*": must be a whole number from 1 to 9999$/,
    );
});

test("ROGUE.OPT's menu, screen, macro and savefile: the original's game's, its rules, named", () => {
  const game = { dos: '4651', interactive: '', rules: 'original' };
  const c = config({ ...game, menu: 'off', screen: 'bw', macro: 'sZ\u00ff', savefile: 'a b.sav' });
  assert.deepEqual(
    [c.options.menu, c.options.screen, c.options.macro, c.options.savefile],
    ['off', 'bw', 'sZ\u00ff', 'a b.sav'],
  );
  // the defaults, by name, and the empty macro (F9 types nothing) are values too
  const d = config({ ...game, menu: 'on', screen: 'color', macro: '', savefile: 'rogue.sav' });
  assert.deepEqual([d.options.menu, d.options.screen, d.options.macro], ['on', 'color', '']);
  assert.equal(config({ ...game, macro: 'x'.repeat(40) }).options.macro.length, 40);
  assert.equal(config({ ...game, savefile: 'x'.repeat(14) }).options.savefile.length, 14);
  const bad = [
    ['menu', 'ON', /^menu="ON": must be on or sel or off$/],
    ['screen', 'mono', /^screen="mono": must be color or bw$/],
    ['macro', 'x'.repeat(41), /^macro="x{40}…": must be 0 to 40 keys \(characters U\+0001/],
    ['macro', '\u0100', /^macro="\u0100": must be 0 to 40 keys/],
    ['macro', 'a\0b', /^macro=".*": must be 0 to 40 keys/],
    ['savefile', '', /^savefile="": must be 1 to 14 printable ASCII characters$/],
    ['savefile', 'x'.repeat(15), /^savefile="x{15}": must be 1 to 14 printable ASCII/],
    ['savefile', 'tab\t', /^savefile=".*": must be 1 to 14 printable ASCII/],
  ];
  for (const [key, text, pattern] of bad) assert.match(refused({ ...game, [key]: text }), pattern);
  // where the game would never use them: a walk, a still picture, a LevelMap game
  assert.equal(config({ ...game, credits: '' }).options.credits, true);
  assert.equal(config({ ...game, credits: 'false' }).options.credits, false);
  assert.match(refused({ ...game, credits: 'yes' }), /^credits="yes": must be present, "true"/);
  for (const key of ['menu', 'screen', 'macro', 'savefile', 'credits']) {
    const value = { menu: 'off', screen: 'bw', macro: 'v', savefile: 'x', credits: '' }[key];
    assert.match(
      refused({ dos: '4651', interactive: '', [key]: value }),
      new RegExp(`^${key}=".*": the original's game's: give rules="original", or leave it out$`),
    );
    assert.match(refused({ seed: '3', [key]: value }), /: a rogue picture never uses it/);
    assert.match(
      refused({ generator: 'levelmap', seed: '3', interactive: '', [key]: value }),
      /: a levelmap game never uses it/,
    );
  }
});

test('expectedScreen: the size a widget keeps while its core loads is the size of what the core then shows, or null where only the level can say', async () => {
  const delve = await loadDelve();
  // the screen each kind of widget shows, as widget.js asks the core for it
  const shown = (c) => {
    if (c.interactive || c.autoplay || c.keys !== null) {
      const game = delve.game({ generator: c.generator, ...c.options });
      const { cols, rows } = game.screen();
      game.destroy();
      return { cols, rows };
    }
    const map = c.generator === 'rogue' ? delve.rogueMap(c.options) : delve.levelmapMap(c.options);
    return { cols: map.cols, rows: map.rows };
  };
  const widgets = [
    { seed: '42' },
    { seed: '1985', depth: '15', mode: 'classic' },
    { dos: '4651' },
    { seed: '42', interactive: '' },
    { dos: '2255', interactive: '', rules: 'original' },
    { seed: '7', keys: '' },
    { generator: 'levelmap', seed: '7', width: '40', height: '20', voids: '', textures: '' },
    { generator: 'levelmap', seed: '3', width: '9', height: '80', cellsize: '3' },
    { generator: 'levelmap', seed: '7', width: '30', height: '12', interactive: '' },
    { generator: 'levelmap', seed: '7', interactive: '' },
  ];
  for (const values of widgets) {
    const c = config(values);
    assert.deepEqual(expectedScreen(c), shown(c), JSON.stringify(values));
  }
  // a LevelMap map's size, unless both are given, is its seed's
  const sizes = new Set();
  for (const values of [{}, { width: '40' }, { height: '20' }].flatMap((v) =>
    ['1', '2', '3', '4'].map((seed) => ({ generator: 'levelmap', seed, ...v })),
  )) {
    const c = config(values);
    assert.equal(expectedScreen(c), null, JSON.stringify(values));
    const { cols, rows } = shown(c);
    sizes.add(`${cols}x${rows}`);
  }
  assert.ok(sizes.size > 3, `sizes ${[...sizes]}`);
});
