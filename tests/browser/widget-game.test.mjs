// Widgets that show a game's keys or a game's end, in a real Chromium (issue 25): a blog page's
// <delve-level dos keys autoplay> watches a game recorded in the original ROGUE.EXE
// (tests/data/dos148-games), and at every position its buttons and keys step to, the screen it
// paints (xterm's rows, and the element's screen: characters and colours, rows 0-23) is the
// recorded one; it stops at the end; with reduced motion it waits for Play; keys without autoplay
// are a still picture of the last screen; bad keys name the attribute. An interactive game that
// ends offers a new game and the same game again, by buttons and by N and A.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage } from './browser.mjs';
import { loadDelve } from '../../web/api/delve.js';
import { encodeKeys } from '../../web/view/key-text.js';
import { clockTurns, readGames, wantedOptions, COMPARED_ROWS } from '../node/games-data.mjs';
import { wasmPath } from '../node/helpers.mjs';

const delve = await loadDelve({ wasm: wasmPath });
const WATCHED = '02992-D'; // 343 keys, four levels down
const SHORT = '10958-I'; // 16 keys: played to the end in about three seconds
const KILLED = '06079-D'; // killed by a kestrel with 42 gold pieces: the score file is asked for
const games = new Map(
  readGames(undefined, (id) => [WATCHED, SHORT, KILLED].includes(id)).map((g) => [g.id, g]),
);

// The attributes of a recorded game's widget: its clock, its keys' link text (the first
// `count`) and the options the recording needs (wantedOptions of games-data.mjs, as attributes).
function gameAttributes(game, count = game.keys.length) {
  const o = wantedOptions(game);
  const turns = clockTurns(delve, game, o);
  const keys = encodeKeys(game.keys.slice(0, count).join(''));
  return (
    `dos="${o.dos}" keys="${keys}" fruit="${o.fruit}" year="${o.year}" ` +
    `first-clock="${o.firstClock}" first-clock-turns="${turns}"`
  );
}

const env = useBrowser();

// Opens a page of the site holding `widgets` (a blog's page: one script, the elements).
async function blogPage(widgets, { reducedMotion = 'no-preference' } = {}) {
  const { page, errors } = await newPage(env.browser);
  await page.emulateMedia({ reducedMotion });
  await page.route('**/blog.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>a blog</title>
<script type="module" src="delve-widget.js"></script>
<body><h1>My game</h1><p>Watch it:</p>${widgets}<p>The end.</p></body></html>`,
    }),
  );
  await page.goto(`${env.base}blog.html`);
  return { page, errors };
}

// A button of widget `id` by its accessible name (its aria-label, or its text).
const button = (page, id, name) =>
  page.locator(`#${id}`).getByRole('button', { name, exact: true });

// "key N of M" of a watching widget, as [N, M].
async function position(page, id) {
  const text = await page.locator(`#${id}`).locator('.delve-bar .position').textContent();
  const m = /^key (\d+) of (\d+)$/.exec(text);
  assert.ok(m, `the position readout says "${text}"`);
  return [Number(m[1]), Number(m[2])];
}

// Waits until widget `id` paints recorded screen s (xterm's rows 0-23), then checks the element's
// screen too: characters and colours of rows 0-23.
async function showsFrame(page, id, game, s) {
  const want = game.frames[s].slice(0, COMPARED_ROWS).map((r) => r.trimEnd());
  try {
    await page.waitForFunction(
      ({ wid, rows }) => {
        const el = document.getElementById(wid);
        const got = [...el.shadowRoot.querySelectorAll('.xterm-rows > div')].map((r) =>
          r.textContent.replace(/\u00a0/g, ' ').trimEnd(),
        );
        return rows.every((row, y) => got[y] === row);
      },
      { wid: id, rows: want },
      { timeout: 5000 },
    );
  } catch {
    const got = await page.evaluate((wid) => document.getElementById(wid).text, id);
    const y = want.findIndex((row, i) => got[i]?.trimEnd() !== row);
    assert.fail(
      `${game.id} screen ${s}, row ${y}:\n  recorded |${want[y]}|\n  widget   |${got[y]}|`,
    );
  }
  const screen = await page.evaluate((wid) => {
    const { chars, attrs } = document.getElementById(wid).screen;
    return { text: document.getElementById(wid).text, attrs: [...attrs], cols: chars.length / 25 };
  }, id);
  assert.equal(screen.cols, 80);
  const n = COMPARED_ROWS * 80;
  assert.deepEqual(screen.text.slice(0, COMPARED_ROWS), game.frames[s].slice(0, COMPARED_ROWS));
  assert.deepEqual(
    screen.attrs.slice(0, n),
    [...game.attrs[s].subarray(0, n)],
    `colours of screen ${s}`,
  );
}

test('a blog page watches a recorded game: play, pause, step forward and back; each screen the recording', async () => {
  const game = games.get(WATCHED);
  const { page, errors } = await blogPage(
    `<delve-level id="w" ${gameAttributes(game)} autoplay></delve-level>`,
  );
  // it plays by itself, from key 0
  await button(page, 'w', 'pause').waitFor({ timeout: 10000 });
  assert.equal((await position(page, 'w'))[1], game.keys.length);
  await page.waitForFunction(
    () =>
      /^key [1-9]/.test(
        document.getElementById('w').shadowRoot.querySelector('.delve-bar .position').textContent,
      ),
    null,
    { timeout: 5000 },
  );
  await button(page, 'w', 'pause').click();
  await button(page, 'w', 'play').waitFor();
  const [paused] = await position(page, 'w');
  assert.ok(paused > 0 && paused < 20, `paused at key ${paused} (five keys a second)`);
  await showsFrame(page, 'w', game, paused);
  await new Promise((r) => setTimeout(r, 500));
  assert.equal((await position(page, 'w'))[0], paused, 'paused, it stays');

  // the buttons step: forward six, back four (a step back replays from the start)
  for (let i = 0; i < 6; i++) await button(page, 'w', 'step forward').click();
  assert.deepEqual(await position(page, 'w'), [paused + 6, game.keys.length]);
  await showsFrame(page, 'w', game, paused + 6);
  for (let i = 0; i < 4; i++) await button(page, 'w', 'step back').click();
  assert.equal((await position(page, 'w'))[0], paused + 2);
  await showsFrame(page, 'w', game, paused + 2);

  // the keys, on the screen: the arrows step, Space plays and pauses
  await page.locator('#w .screen').click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal((await position(page, 'w'))[0], paused + 4);
  await showsFrame(page, 'w', game, paused + 4);
  await page.keyboard.press('ArrowLeft');
  await showsFrame(page, 'w', game, paused + 3);
  // on a focused button, Space presses that button, as on any button (the arrows still step)
  await button(page, 'w', 'step forward').focus();
  await page.keyboard.press(' ');
  assert.equal((await position(page, 'w'))[0], paused + 4, 'Space pressed step forward');
  assert.equal(await button(page, 'w', 'play').count(), 1, 'and did not play');
  await page.keyboard.press('ArrowLeft');
  await showsFrame(page, 'w', game, paused + 3);
  await button(page, 'w', 'play').focus();
  await page.keyboard.press(' ');
  await button(page, 'w', 'pause').waitFor();
  await new Promise((r) => setTimeout(r, 700));
  await page.keyboard.press(' ');
  await button(page, 'w', 'play').waitFor();
  const [now] = await position(page, 'w');
  assert.ok(now > paused + 3, `Space played on: key ${now}`);
  await showsFrame(page, 'w', game, now);
  // a deep position: the level of the game's third descent
  const deep = game.keys.length - 40;
  await page.evaluate(
    ({ n }) => {
      for (let i = 0; i < n; i++)
        document
          .getElementById('w')
          .shadowRoot.querySelector('button[aria-label="step forward"]')
          .click();
    },
    { n: deep - now },
  );
  assert.equal((await position(page, 'w'))[0], deep);
  await showsFrame(page, 'w', game, deep);
  assert.ok((await page.evaluate(() => document.getElementById('w').game.state().depth)) > 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a watched game stops at its end; with reduced motion it waits for Play', async () => {
  const game = games.get(SHORT);
  const { page, errors } = await blogPage(
    `<delve-level id="s" ${gameAttributes(game)} autoplay></delve-level>`,
  );
  await button(page, 's', 'pause').waitFor({ timeout: 10000 });
  await button(page, 's', 'play').waitFor({ timeout: 10000 }); // 16 keys at five a second
  assert.deepEqual(await position(page, 's'), [game.keys.length, game.keys.length]);
  await showsFrame(page, 's', game, game.keys.length);
  assert.ok(await button(page, 's', 'step forward').isDisabled());
  // nobody touched it: neither its messages nor its end are said (a blog's reader would hear
  // every widget's, over what they were reading)
  const said = () => page.locator('#s').locator('.delve-bar .said').textContent();
  const messages = () => page.locator('#s').locator('.live:not(.news)').textContent();
  assert.equal(await said(), '');
  assert.equal(await messages(), '', "the game's messages, not said");
  await button(page, 's', 'step back').click();
  assert.equal(await said(), `key ${game.keys.length - 1} of ${game.keys.length}`, 'a step, said');
  // then its messages: at the key before its last, the tombstone's words
  assert.match(await messages(), /^REST\. IN\. PEACE\. Rodney\. killed by a kestral\./);
  assert.deepEqual(errors, []);
  await page.close();

  const slow = await blogPage(
    `<delve-level id="s" ${gameAttributes(game)} autoplay></delve-level>`,
    { reducedMotion: 'reduce' },
  );
  await button(slow.page, 's', 'play').waitFor({ timeout: 10000 });
  await new Promise((r) => setTimeout(r, 600));
  assert.deepEqual(await position(slow.page, 's'), [0, game.keys.length]);
  await showsFrame(slow.page, 's', game, 0);
  assert.ok(await button(slow.page, 's', 'step back').isDisabled());
  await button(slow.page, 's', 'play').click();
  await button(slow.page, 's', 'pause').waitFor();
  assert.deepEqual(slow.errors, []);
  await slow.page.close();
});

// A page's zoom: a watched widget's scale or view changed goes on from the key it was at, paused
// or playing as it was (it had started again from the first key).
test("a watched game's look changed: it goes on from the same key, paused or playing", async () => {
  const game = games.get(WATCHED);
  const { page, errors } = await blogPage(
    `<delve-level id="w" ${gameAttributes(game)} autoplay></delve-level>`,
  );
  const changed = (code) =>
    page.evaluate(
      (change) =>
        new Promise((resolve) => {
          const el = document.getElementById('w');
          el.addEventListener('delve-ready', resolve, { once: true });
          new Function('el', change)(el);
        }),
      code,
    );
  await button(page, 'w', 'pause').waitFor({ timeout: 10000 });
  await page.waitForFunction(
    () =>
      /^key ([4-9]|\d\d)/.test(
        document.getElementById('w').shadowRoot.querySelector('.delve-bar .position').textContent,
      ),
    null,
    { timeout: 5000 },
  );
  await button(page, 'w', 'pause').click();
  const [at] = await position(page, 'w');
  await changed("el.setAttribute('scale', '1')");
  assert.deepEqual(await position(page, 'w'), [at, game.keys.length], 'the same key');
  await showsFrame(page, 'w', game, at);
  await new Promise((r) => setTimeout(r, 600)); // three keys' time
  assert.deepEqual(await position(page, 'w'), [at, game.keys.length], 'still paused');
  await button(page, 'w', 'play').click();
  await button(page, 'w', 'pause').waitFor();
  await changed("el.setAttribute('view', '60x20')");
  await button(page, 'w', 'pause').waitFor({ timeout: 5000 }); // playing on, once in view
  assert.ok((await position(page, 'w'))[0] >= at, 'on from where it was');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a watched game below the window waits for the reader: it plays once scrolled into view', async () => {
  const game = games.get(SHORT);
  const { page, errors } = await blogPage(
    `<div style="height: 3000px"></div><delve-level id="s" ${gameAttributes(game)} autoplay></delve-level>`,
  );
  await button(page, 's', 'play').waitFor({ state: 'attached', timeout: 10000 });
  await new Promise((r) => setTimeout(r, 800)); // four keys' time
  assert.deepEqual(await position(page, 's'), [0, game.keys.length], 'unseen, it waits');
  await page.locator('#s').scrollIntoViewIfNeeded();
  await button(page, 's', 'pause').waitFor({ timeout: 5000 });
  await page.waitForFunction(
    () =>
      /^key [1-9]/.test(
        document.getElementById('s').shadowRoot.querySelector('.delve-bar .position').textContent,
      ),
    null,
    { timeout: 5000 },
  );
  assert.deepEqual(errors, []);
});

test('keys without autoplay: a still picture of the screen after them; bad keys name the attribute', async () => {
  const game = games.get(SHORT);
  const { page, errors } = await blogPage(
    `<delve-level id="k" ${gameAttributes(game)}></delve-level>` +
      '<delve-level id="bad" dos="4651" keys="not a link!"></delve-level>' +
      '<delve-level id="bad2" dos="4651" keys="AAAA" autoplay></delve-level>' +
      '<delve-level id="bad3" dos="4651" first-clock="-1" interactive rules="original"></delve-level>',
  );
  await page.waitForFunction(() => document.getElementById('k').screen, null, { timeout: 10000 });
  const still = await page.evaluate(() => {
    const el = document.getElementById('k');
    const box = el.shadowRoot.querySelector('.screen');
    return {
      text: el.text,
      role: box.getAttribute('role'),
      label: box.getAttribute('aria-label'),
      terminal: Boolean(el.shadowRoot.querySelector('.xterm')),
      focusable: el.shadowRoot.querySelectorAll('[tabindex], button, textarea').length,
      game: el.game,
    };
  });
  const last = game.frames[game.keys.length];
  assert.deepEqual(still.text.slice(0, COMPARED_ROWS), last.slice(0, COMPARED_ROWS));
  assert.equal(still.role, 'img');
  assert.match(still.label, new RegExp(`after ${game.keys.length} keys[:,] `, 'i'));
  assert.deepEqual([still.terminal, still.focusable, still.game], [false, 0, null]);
  // mount() takes the same options, camelCase: the same picture
  const mounted = await page.evaluate(
    async ({ attrs }) => {
      const { mount } = await import('./delve-widget.js');
      const div = document.createElement('div');
      document.body.append(div);
      const options = Object.fromEntries(
        [...attrs.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [
          k.replace(/-(.)/g, (_, c) => c.toUpperCase()),
          /^\d+$/.test(v) ? Number(v) : v,
        ]),
      );
      const m = mount(div, options);
      await m.ready;
      return {
        label: div.shadowRoot.querySelector('.screen').getAttribute('aria-label'),
        keys: Object.keys(options).sort(),
      };
    },
    { attrs: gameAttributes(game) },
  );
  assert.equal(mounted.label, still.label);
  assert.ok(mounted.keys.includes('firstClockTurns'), mounted.keys.join());
  const error = (id) => page.locator(`#${id}`).locator('.error').textContent({ timeout: 10000 });
  assert.match(await error('bad'), /^delve-level: keys="not a link!": must be the base64url/);
  assert.match(await error('bad2'), /^delve-level: keys="AAAA": /);
  assert.match(await error('bad3'), /^delve-level: first-clock="-1": must be a whole number/);
  assert.ok(
    errors.every((e) => /404|Failed to load/.test(e) === false),
    errors.join('\n'),
  );
  await page.close();
});

// Ends the original's game of widget `id` as a player does: Q, y, Enter.
async function quit(page, id) {
  await page.locator(`#${id} .screen`).click();
  for (const key of ['Q', 'y', 'Enter']) await page.keyboard.press(key);
  await page.waitForFunction(
    (wid) => document.getElementById(wid).game.state().prompt === 'over',
    id,
  );
}

const live = (page, id) => page.locator(`#${id}`).locator('.live:not(.news)').textContent();
const stateOf = (page, id) =>
  page.evaluate((wid) => {
    const s = document.getElementById(wid).game.state();
    return { over: s.over, dos: s.dos, seed: s.seed, turns: s.turns };
  }, id);
const textOf = (page, id) => page.evaluate((wid) => document.getElementById(wid).text, id);

test("ROGUE.OPT's options as attributes: the screen of the game a link with them plays", async () => {
  // bw: the monochrome table; off: the object prompt without the menu; the macro F9 types
  // (Ctrl-F: two searches); savefile: what the save prompt offers (S)
  const rogueOpt = { menu: 'off', screen: 'bw', macro: 'ss', savefile: 'mine.sav' };
  const keys = 'jjl\x06q\x1bS';
  const expected = (options) => {
    const g = delve.game({ dos: 4651, rules: 'original', ...options });
    for (const key of keys) g.act(key);
    const { chars, attrs } = g.screen();
    const shown = { chars: [...chars], attrs: [...attrs] };
    g.destroy();
    return shown;
  };
  const bw = expected(rogueOpt),
    colour = expected({});
  assert.notDeepEqual(bw.attrs, colour.attrs);
  assert.notDeepEqual(bw.chars, colour.chars); // the prompts differ
  const attrs = Object.entries(rogueOpt)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');
  const { page, errors } = await blogPage(
    `<delve-level id="opt" dos="4651" keys="${encodeKeys(keys)}" ${attrs}></delve-level>`,
  );
  await page.waitForFunction(() => document.getElementById('opt').screen, null, {
    timeout: 10000,
  });
  const shown = await page.evaluate(() => {
    const { chars, attrs } = document.getElementById('opt').screen;
    return { chars: [...chars], attrs: [...attrs] };
  });
  assert.deepEqual(shown, bw);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an interactive game that ends offers a new game and the same game again (buttons, N and A)', async () => {
  const { page, errors } = await blogPage(
    '<delve-level id="g" dos="4651" interactive rules="original"></delve-level>' +
      '<delve-level id="h" seed="77" interactive rules="original"></delve-level>',
  );
  await page.waitForFunction(() => document.getElementById('h').game, null, { timeout: 10000 });
  assert.ok(await button(page, 'g', 'new game').isHidden(), 'no offer while playing');
  const first = await textOf(page, 'g');
  await quit(page, 'g');
  assert.equal((await stateOf(page, 'g')).over, 'quit');
  assert.ok(await button(page, 'g', 'new game').isVisible());
  // a quit with no gold ends at the tombstone's Enter, its words still on the screen: said once,
  // at the Enter's ask, and now only the offer
  assert.equal(await live(page, 'g'), 'The game is over. New game (N), or Same game again (A).');
  assert.match((await textOf(page, 'g')).join('\n'), /\[Press Enter to see rankings\]/);
  assert.doesNotMatch(await live(page, 'g'), /Press Enter/);

  // New game: another clock, playing
  await button(page, 'g', 'new game').click();
  const fresh = await stateOf(page, 'g');
  assert.equal(fresh.over, null);
  assert.notEqual(fresh.dos, 4651);
  assert.ok(await button(page, 'g', 'new game').isHidden());
  assert.equal(
    await live(page, 'g'),
    'A new game. Hello Rodney.  Welcome to the Dungeons of Doom.',
  );
  const freshText = await textOf(page, 'g');
  assert.notDeepEqual(freshText, first);
  // the focus is back on the screen: keys play the new game
  assert.ok(
    await page.evaluate(() =>
      document.getElementById('g').shadowRoot.activeElement?.closest('.screen'),
    ),
  );

  // the same game again (by its button): the same first screen, from its first key
  await quit(page, 'g');
  await button(page, 'g', 'the same game again').click();
  assert.deepEqual(await stateOf(page, 'g'), { ...fresh, over: null });
  assert.equal(
    await live(page, 'g'),
    'The same game again. Hello Rodney.  Welcome to the Dungeons of Doom.',
  );
  assert.deepEqual(await textOf(page, 'g'), freshText);

  // the keys: N and A while over (a seeded game: another seed, then the same again)
  const seeded = await textOf(page, 'h');
  await quit(page, 'h');
  await page.keyboard.press('n');
  const next = await stateOf(page, 'h');
  assert.deepEqual([next.over, next.seed === 77], [null, false]);
  const nextText = await textOf(page, 'h');
  assert.notDeepEqual(nextText, seeded);
  await quit(page, 'h');
  await page.keyboard.press('a');
  assert.deepEqual(await stateOf(page, 'h'), next);
  assert.deepEqual(await textOf(page, 'h'), nextText);
  // while playing, N and A are the game's own keys (the original's), not a new game
  await page.keyboard.press('n');
  assert.equal((await stateOf(page, 'h')).seed, next.seed);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a game moved in the page goes on (a framework reordering, a dialog); removed, it is freed', async () => {
  const { page, errors } = await blogPage(
    '<div id="a"><delve-level id="g" seed="5" interactive></delve-level></div><div id="b"></div>',
  );
  await page.waitForFunction(() => document.getElementById('g').game, null, { timeout: 10000 });
  await page.locator('#g .xterm-screen').click();
  for (const key of 'ssss') await page.keyboard.press(key);
  const turns = () => page.evaluate(() => document.getElementById('g').game.state().turns);
  assert.equal(await turns(), 4);
  await page.evaluate(() => document.getElementById('b').append(document.getElementById('g')));
  await page.waitForTimeout(100);
  assert.equal(await turns(), 4, 'the same game, moved');
  const heap = await page.evaluate(async () => {
    const el = document.getElementById('g');
    const before = el.game;
    el.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      before.state();
      return 'still alive';
    } catch (error) {
      return error.message;
    }
  });
  assert.match(heap, /destroyed/, 'removed for good: the game is freed');
  assert.deepEqual(errors, []);
});

test("an interactive widget's attributes changed: one listener on its box however often, the focus kept, the same value and the random seed no change", async () => {
  const { page, errors } = await blogPage('<delve-level id="g" interactive></delve-level>');
  const ready = (change) =>
    page.evaluate(
      (code) =>
        new Promise((resolve) => {
          const el = document.getElementById('g');
          el.addEventListener('delve-ready', () => resolve(el.game.state()), { once: true });
          new Function('el', code)(el);
        }),
      change,
    );
  await page.waitForFunction(() => document.getElementById('g').game, null, { timeout: 10000 });
  const { seed } = await page.evaluate(() => document.getElementById('g').game.state());
  await page.locator('#g .xterm-screen').click();
  await page.keyboard.press('s');
  // a change of how it is shown: the same game goes on, and the keys still go to it
  let s = await ready("el.setAttribute('scale', '1')");
  assert.deepEqual([s.seed, s.turns], [seed, 1], 'the same game, its search kept');
  await page.keyboard.press('s');
  assert.equal(await page.evaluate(() => document.getElementById('g').game.state().turns), 2);
  for (const change of ["el.setAttribute('view', '40x12')", "el.setAttribute('scale', 'fill')"])
    assert.equal((await ready(change)).turns, 2, change);
  // a change of which game: a new one (of the same random dungeon)
  s = await ready("el.setAttribute('mode', 'classic')");
  assert.deepEqual([s.seed, s.turns], [seed, 0], 'another game');
  await page.keyboard.press('s');
  for (let depth = 2; depth <= 11; depth++) s = await ready(`el.setAttribute('depth', '${depth}')`);
  assert.deepEqual([s.seed, s.depth], [seed, 11]);
  // its box (which outlives each game) holds one wheel listener, not one a game
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: "document.getElementById('g').shadowRoot.querySelector('.screen')",
  });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
    objectId: result.objectId,
  });
  assert.equal(listeners.filter((l) => l.type === 'wheel').length, 1);
  // the value it has, set again: no new game
  await page.keyboard.press('s');
  await page.evaluate(() => {
    const el = document.getElementById('g');
    el.setAttribute('depth', el.getAttribute('depth'));
  });
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => document.getElementById('g').game.state().turns), 1);
  // taken out of the page and put back later: a new game, of the same random dungeon
  await page.evaluate(() => {
    const el = document.getElementById('g');
    window.parked = el;
    el.remove();
  });
  await page.waitForTimeout(50);
  s = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const el = window.parked;
        el.addEventListener('delve-ready', () => resolve(el.game.state()), { once: true });
        document.body.append(el);
      }),
  );
  assert.deepEqual([s.seed, s.turns], [seed, 0], 'the element keeps its random seed');
  assert.deepEqual(errors, []);
});

test('a widget in an inline wrapper (a span, an unknown element) fits the block around it', async () => {
  const { page, errors } = await blogPage(
    '<div style="width: 300px"><span><delve-level id="s" seed="42"></delve-level></span></div>' +
      '<div style="width: 320px"><my-card><delve-level id="g" seed="5" interactive>' +
      '</delve-level></my-card></div>',
  );
  await page.waitForFunction(() => document.getElementById('g').game, null, { timeout: 10000 });
  await page.waitForFunction(() => document.getElementById('s').level, null, { timeout: 10000 });
  const widths = await page.evaluate(() =>
    ['s', 'g'].map((id) =>
      Math.max(
        ...[...document.getElementById(id).shadowRoot.querySelectorAll('img, .xterm-screen')].map(
          (e) => e.getBoundingClientRect().width,
        ),
      ),
    ),
  );
  assert.ok(widths[0] > 0 && widths[0] <= 300, `the picture is ${widths[0]} px in 300`);
  assert.ok(widths[1] > 0 && widths[1] <= 320, `the game is ${widths[1]} px in 320`);
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'no sideways scroll',
  );
  // the game's one tab stop is named for screen readers, not "Terminal input"
  const name = await page.evaluate(() =>
    document.getElementById('g').shadowRoot.querySelector('textarea').getAttribute('aria-label'),
  );
  assert.match(name, /^A game of delve, Rogue level, seed 5, depth 1\. Keys: h j k l/);
  // its keys that speak are named; nothing the player has not seen (the rooms, the stairs) nor
  // where the player started (the player moves on)
  assert.match(
    name,
    /w or Alt\+W says where you are, Alt\+S the status, Escape leaves the game\.$/,
  );
  assert.doesNotMatch(name, /you at column|stairs at|room/);
  // inside an application, where a screen reader's browse mode leaves every key to the game
  assert.equal(
    await page.evaluate(() =>
      document
        .getElementById('g')
        .shadowRoot.querySelector('textarea')
        .closest('[role="application"]')
        ?.getAttribute('aria-label'),
    ),
    'game',
  );
  assert.deepEqual(errors, []);
});

test("the original's game names the key that leaves it: Escape is the game's, Tab leaves", async () => {
  const { page, errors } = await blogPage(
    '<delve-level id="o" dos="4651" interactive rules="original"></delve-level><button>after</button>',
  );
  await page.waitForFunction(() => document.getElementById('o').game, null, { timeout: 10000 });
  const input = page.locator('#o textarea');
  assert.match(await input.getAttribute('aria-label'), /, Tab leaves the game\.$/);
  await input.focus();
  const inGame = () =>
    page.evaluate(() => document.getElementById('o').shadowRoot.activeElement?.tagName);
  await page.keyboard.press('Escape');
  assert.equal(await inGame(), 'TEXTAREA', 'Escape stays in the game');
  assert.deepEqual(
    await page.evaluate(() => document.getElementById('o').game.keys()),
    '\x1b',
    'the game took it',
  );
  // what the eye sees without a message is said in a second live region: a step into a wall
  await page.keyboard.press('k');
  await page.keyboard.press('k');
  assert.deepEqual(
    await page.evaluate(() =>
      [...document.getElementById('o').shadowRoot.querySelectorAll('[aria-live="polite"]')].map(
        (region) => region.textContent,
      ),
    ),
    ['', 'Blocked.'],
  );
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'after');
  assert.deepEqual(errors, []);
});

test('Tab into a game half below the window shows all of its screen, its message row too', async () => {
  const { page, errors } = await blogPage(
    '<a href="#x" id="before">before</a><div style="height: 500px"></div>' +
      '<delve-level id="t" dos="4651" interactive></delve-level><p style="height: 900px"></p>',
  );
  await page.waitForFunction(() => document.getElementById('t').game, null, { timeout: 10000 });
  await page.focus('#before');
  await page.keyboard.press('Tab');
  await page.waitForFunction(
    () => document.getElementById('t').shadowRoot.activeElement?.tagName === 'TEXTAREA',
  );
  // two frames: the browser's own reveal of the focused input, then the widget's
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  const { top, bottom, height } = await page.evaluate(() => {
    const box = document
      .getElementById('t')
      .shadowRoot.querySelector('.screen')
      .getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, height: innerHeight };
  });
  // (within a pixel: the page may place the screen at a fraction of one, the scroll may not)
  assert.ok(
    top > -1 && bottom < height + 1,
    `the screen at ${top}..${bottom} in a window of ${height}`,
  );
  assert.deepEqual(errors, []);
});

test("keys that end the game: the still picture's words are the end's, not the level's", async () => {
  const { page, errors } = await blogPage(
    `<delve-level id="q" dos="4651" keys="${encodeKeys('Qy')}"></delve-level>`,
  );
  await page.waitForFunction(() => document.getElementById('q').screen, null, { timeout: 10000 });
  const label = await page.evaluate(() =>
    document.getElementById('q').shadowRoot.querySelector('.screen').getAttribute('aria-label'),
  );
  assert.match(label, /^A game of delve after 2 keys, over: You quit with 0 gold pieces/);
  assert.doesNotMatch(label, /Rogue level|\.,/);
  assert.deepEqual(errors, []);
});

test('an interactive game whose keys ended it offers a new game at once', async () => {
  const { page, errors } = await blogPage(
    `<delve-level id="e" dos="4651" interactive keys="${encodeKeys('Qy\r')}"></delve-level>`,
  );
  await page.waitForFunction(() => document.getElementById('e').game, null, { timeout: 10000 });
  assert.equal((await stateOf(page, 'e')).over, 'quit');
  assert.ok(await button(page, 'e', 'new game').isVisible(), 'the offer, before any key');
  assert.match(await live(page, 'e'), /New game \(N\), or Same game again \(A\)\./);
  assert.deepEqual(errors, []);
});

// The name a screen reader gives widget `id`'s game: its textarea's, its one tab stop.
const nameOf = (page, id) =>
  page.evaluate(
    (wid) =>
      document.getElementById(wid).shadowRoot.querySelector('textarea').getAttribute('aria-label'),
    id,
  );

test("a game's name for screen readers follows it: the level it goes down to, a new game's", async () => {
  const game = games.get(WATCHED);
  const down = game.keys.indexOf('>'); // its 76th key goes down the stairs to level 2
  const { page, errors } = await blogPage(
    `<delve-level id="d" ${gameAttributes(game, down)} interactive></delve-level>` +
      '<delve-level id="h" seed="77" interactive rules="original"></delve-level>',
  );
  await page.waitForFunction(() => document.getElementById('h').game, null, { timeout: 10000 });
  assert.match(await nameOf(page, 'h'), /Keys: the original's \(\? lists them\), Alt\+W says/);
  assert.match(
    await nameOf(page, 'd'),
    /^A game of delve, Rogue level, the original game of clock 2992, level 1\. Keys: /,
  );
  await page.locator('#d .screen').click();
  await page.keyboard.press('>');
  assert.equal(await page.evaluate(() => document.getElementById('d').game.state().depth), 2);
  const name = await nameOf(page, 'd');
  assert.match(name, /^A game of delve, Rogue level, the original game of clock 2992, level 2\. /);
  assert.ok(
    !name.includes('stairs'),
    `the new level's stairs, not yet seen, are not said: ${name}`,
  );
  // a new game: its seed
  assert.match(await nameOf(page, 'h'), /^A game of delve, Rogue level, seed 77, depth 1\. /);
  await quit(page, 'h');
  await page.keyboard.press('n');
  const { seed } = await stateOf(page, 'h');
  assert.notEqual(seed, 77);
  assert.match(
    await nameOf(page, 'h'),
    new RegExp(`^A game of delve, Rogue level, seed ${seed}, depth 1\\. `),
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('an interactive widget: Alt+S says the status and Alt+W where the hero is, as on the page', async () => {
  const { page, errors } = await blogPage(
    '<delve-level id="a" seed="5" interactive rules="original"></delve-level>',
  );
  await page.waitForFunction(() => document.getElementById('a').game, null, { timeout: 10000 });
  await page.locator('#a .screen').click();
  await page.keyboard.press('Alt+S');
  assert.match(await live(page, 'a'), /^Level 1, hits \d+ of \d+, strength 16 of 16, /);
  await page.keyboard.press('Alt+W');
  assert.match(await live(page, 'a'), /^You are /);
  const state = await page.evaluate(() => document.getElementById('a').game.state());
  assert.equal(state.turns, 0, 'no key reached the game');
  assert.deepEqual(errors, []);
  await page.close();
});

test("the key that ends a game: the live region says the tombstone's words, as the page does", async () => {
  const game = games.get(KILLED);
  const last = game.keys.indexOf('\r') - 1; // the key the kestrel kills after ('.')
  assert.equal(game.keys[last], '.');
  const { page, errors } = await blogPage(
    `<delve-level id="k" ${gameAttributes(game, last)} interactive></delve-level>`,
  );
  await page.waitForFunction(() => document.getElementById('k').game, null, { timeout: 10000 });
  await page.locator('#k .screen').click();
  await page.keyboard.press('.');
  const state = await page.evaluate(() => document.getElementById('k').game.state());
  assert.ok(state.over && state.prompt === 'enter', 'the tombstone');
  const words = await live(page, 'k');
  assert.match(words, /REST\b.*\bIN\b.*\bPEACE\b.*\bkilled by\b.*\bkestral\b/s, words);
  assert.match(words, /Press Enter to see rankings/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("after the tombstone's Enter the live region says the score file's prompt (Create, Retry, Abort)", async () => {
  const game = games.get(KILLED);
  const tomb = game.keys.indexOf('\r'); // the keys up to the tombstone; then Enter
  const { page, errors } = await blogPage(
    `<delve-level id="k" ${gameAttributes(game, tomb)} interactive></delve-level>`,
  );
  await page.waitForFunction(() => document.getElementById('k').game, null, { timeout: 10000 });
  const prompt = () => page.evaluate(() => document.getElementById('k').game.state().prompt);
  assert.equal(await prompt(), 'enter', 'the tombstone');
  await page.locator('#k .screen').click();
  await page.keyboard.press('Enter');
  assert.equal(await prompt(), 'scorefile');
  assert.match((await textOf(page, 'k'))[24], /^No scorefile: Create Retry Abort/);
  assert.equal(await live(page, 'k'), 'No scorefile: Create Retry Abort');
  // Create: the Hall of Fame, and the game's end said, with it
  await page.keyboard.press('c');
  assert.equal(await prompt(), 'over');
  assert.match(
    await live(page, 'k'),
    /^Guildmaster's Hall Of Fame: Gold\. 42 Rodney killed by a kestral on level 1\. The game is over\. New game \(N\)/,
  );
  // a key after it says nothing stale (the blow before the tombstone)
  await page.keyboard.press('x');
  assert.match(await live(page, 'k'), /The game is over\. New game \(N\)/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a watched game's name for screen readers gives the watcher's keys, not the player's", async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}embed.html`);
  const name = () =>
    page.evaluate(() =>
      document
        .getElementById('watch')
        .shadowRoot.querySelector('textarea')
        ?.getAttribute('aria-label'),
    );
  await page.waitForFunction(() => document.getElementById('watch').game, null, { timeout: 10000 });
  await page.locator('#watch').scrollIntoViewIfNeeded(); // (it plays once seen)
  await button(page, 'watch', 'pause').click();
  await button(page, 'watch', 'step forward').click(); // a step names the game anew
  const words = await name();
  assert.match(
    words,
    /^A game of delve being watched, Rogue level, the original game of clock 2255/,
  );
  assert.match(
    words,
    /Keys: Space plays or pauses, the left and right arrows step back and forward/,
  );
  assert.doesNotMatch(words, /h j k l|searches|stairs\./);
  // an interactive one keeps the player's
  assert.match(
    await page.evaluate(() =>
      document
        .getElementById('play')
        .shadowRoot.querySelector('textarea')
        .getAttribute('aria-label'),
    ),
    /Keys: h j k l y u b n or the arrows move/,
  );
  assert.deepEqual(errors, []);
  await page.close();
});
