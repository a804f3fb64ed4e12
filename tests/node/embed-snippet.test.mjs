// The page's "Embed" HTML (web/page/embed-snippet.js): read back as a widget reads its
// attributes (widget-options.js), it is the page's game: for random links of every part, the
// widget's game after its keys shows the screen the page's game shows.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadDelve } from '../../web/api/delve.js';
import { widgetSnippet } from '../../web/page/embed-snippet.js';
import { ATTRIBUTES, widgetConfig, keysOf } from '../../web/widget/widget-options.js';
import { gameOptions } from '../../web/widget/game-attributes.js';
import { parseHash } from '../../web/page/location-hash.js';
import { encodeKeys, decodeKeys } from '../../web/view/key-text.js';
import { wasmPath } from './helpers.mjs';

const delve = await loadDelve({ wasm: wasmPath });
const SCRIPT = 'https://example.org/delve/delve-widget.js';

// The page's start of a link, as page.js's startOf makes it
function startOf({ generator, seed, dos, depth, mode, rules, ...rest }) {
  if (generator === 'levelmap') return { generator, seed, depth };
  const start = dos ? { dos, mode, rules } : { seed, depth, mode, rules };
  for (const key of Object.keys(rest))
    if (!['keys', 'watch', 'at', 'problems'].includes(key)) start[key] = rest[key];
  return start;
}

// The element's attributes as getAttribute gives them (null when absent), HTML's character
// references decoded; and the script's address.
function readSnippet(html) {
  const lines = html.split('\n');
  assert.equal(lines.length, 2);
  const [, src] = /^<script type="module" src="([^"]*)"><\/script>$/.exec(lines[0]);
  const tag = /^<delve-level ((?:[a-z-]+(?:="[^"<>]*")? ?)+)><\/delve-level>$/.exec(lines[1]);
  assert.ok(tag, lines[1]);
  const attrs = Object.fromEntries(ATTRIBUTES.map((name) => [name, null]));
  for (const [, name, value = ''] of tag[1].matchAll(/([a-z-]+)(?:="([^"]*)")?/g)) {
    assert.ok(ATTRIBUTES.includes(name), `${name}: no attribute of the widget`);
    attrs[name] = value.replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)));
  }
  return { src, attrs };
}

// The text of a game's screen
const screenOf = (game) => [...game.screen().chars].join(',') + [...game.screen().attrs].join(',');

test("the Embed HTML is the page's game: random links of every part, watched or played", () => {
  let state = 5;
  const random = (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
  const parts = [
    ['dos=4651', 'dos=77', 'seed=42&depth=3', 'seed=9', 'gen=levelmap&seed=5&depth=2'],
    ['', 'mode=classic', 'mode=fixed', 'rules=explore'],
    ['', 'name=A%26"<b>', 'fruit=kiwi', 'firstClock=3&firstClockTurns=1'],
    ['', 'menu=off', 'screen=bw', 'macro=s%0D%06%C3%BF', 'savefile=a%20b.sav', 'credits'],
  ];
  const keyPool = 'hjklyubnHJKLs.>i \x1bQn?A\r';
  let watched = 0,
    played = 0;
  for (let i = 0; i < 300; i++) {
    const link = `#${parts
      .map((p) => p[random(p.length)])
      .filter(Boolean)
      .join('&')}`;
    const parsed = parseHash(link, 1);
    const start = startOf(parsed);
    const original = start.generator !== 'levelmap' && start.rules === 'original';
    const keys = original
      ? Array.from({ length: random(60) }, () => keyPool[random(keyPool.length)]).join('')
      : '';
    const html = widgetSnippet(start, keys, { scriptUrl: SCRIPT, encodeKeys });
    const { src, attrs } = readSnippet(html);
    assert.equal(src, SCRIPT);
    const config = widgetConfig(attrs, 99);
    const label = `${link} (${keys.length} keys): ${html}`;
    assert.equal(config.autoplay, Boolean(keys), label);
    assert.equal(config.interactive, !keys, label);
    const widgetKeys = config.keys === null ? '' : keysOf(config.keys, decodeKeys);
    assert.equal(widgetKeys, keys, label);
    const page = delve.game({ ...start, keys });
    const widget = delve.game({
      generator: config.generator,
      ...gameOptions(config),
      keys: widgetKeys,
    });
    assert.equal(screenOf(widget), screenOf(page), label);
    for (const key of ['rules', 'mode', 'depth', 'seed', 'dos'])
      assert.equal(widget.state()[key], page.state()[key], `${key}: ${label}`);
    page.destroy();
    widget.destroy();
    if (keys) watched++;
    else played++;
  }
  assert.ok(watched > 50 && played > 50, `${watched} watched, ${played} played`);
});

test('the Embed HTML quotes what HTML would read otherwise', () => {
  const html = widgetSnippet(
    { dos: 5, mode: 'classic', rules: 'original', name: '"><script>', macro: '\r&' },
    '',
    { scriptUrl: 'https://x/a"b.js', encodeKeys },
  );
  assert.equal(
    html,
    '<script type="module" src="https://x/a&#34;b.js"></script>\n' +
      '<delve-level dos="5" rules="original" name="&#34;&#62;&#60;script&#62;" macro="&#13;&#38;" interactive></delve-level>',
  );
  // U+0080..U+009F as they are: HTML reads their references as Windows-1252's (&#128; is €)
  const c1 = widgetSnippet(
    { dos: 5, mode: 'classic', rules: 'original', macro: 'a\u0080\u008e\u009fb' },
    '',
    { scriptUrl: 'https://x/a.js', encodeKeys },
  );
  assert.match(c1, /macro="a\u0080\u008e\u009fb"/);
});
