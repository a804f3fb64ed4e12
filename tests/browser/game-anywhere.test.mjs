// The whole game anywhere (issue 25), in a real Chromium: a phone plays a game to its end by taps
// alone (the pack, quaff, read, throw with a direction, ' More ', quit) and its screen is the
// one its keys give; a reload resumes it, a closed tab comes back to it, a game kept by an
// older build is refused; the address shares it to a fresh browser; a recorded game of the
// original is watched screen by screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath, longGame } from '../node/helpers.mjs';
import { pathTo } from '../node/paths.mjs';
import { readGames, wantedOptions, clockTurns, COMPARED_ROWS } from '../node/games-data.mjs';
import { formatGameHash } from '../../web/page/location-hash.js';
import { encodeKeys } from '../../web/view/key-text.js';
import { saveGame } from '../../web/page/saved-game.js';
import { useBrowser, DESKTOP, openSitePage, testOutput, PHONE, shown } from './browser.mjs';

const delve = await loadDelve({ wasm: readFileSync(wasmPath) });
const env = useBrowser();

const KEEP_WAIT_MS = 700; // past the page's KEEP_MS (400), after which the address has the keys

const open = (context, hash) => openSitePage(context, env.base, hash);

const state = (page) => page.evaluate(() => window.delvePage.game.state());
const gameText = (page) => page.evaluate(() => window.delvePage.game.text());

// The first replay whose level 1 has a potion and a scroll on a short walk from the start, and
// whose game (the same keys played here, each ' More ' answered) picks both up.
function itemGame() {
  for (let dos = 1; dos < 4000; dos++) {
    const level = delve.rogue({ dos });
    const potion = level.items.find((i) => i.kind === 'potion');
    const scroll = level.items.find((i) => i.kind === 'scroll');
    if (!potion || !scroll || level.traps.length) continue;
    const a = pathTo(level, level.player, potion);
    const b = a && pathTo(level, potion, scroll);
    if (!b || a.length + b.length > 24) continue;
    const walk = [...a, ...b];
    const game = delve.game({ dos });
    for (const key of walk) {
      game.act(key);
      while (game.state().prompt === 'more') game.act(' ');
    }
    const kinds = game.state().pack.map((o) => o.kind);
    game.destroy();
    if (kinds.includes('potion') && kinds.includes('scroll')) return { dos, walk };
  }
  throw new Error('no replay with a potion and a scroll near the start');
}

// Answers whatever the game asks by tap until it waits for a command (or has ended): ' More '
// by a tap on the screen, a line by Esc, an object by the pack's first, a direction by →.
async function settle(page, seen) {
  for (let i = 0; i < 50; i++) {
    const { prompt, message } = await state(page);
    seen.add(prompt);
    // every message reaches the live region, each one a ' More ' holds too, with its More (the
    // state's message is then the turn's last, row 0 the one held)
    const row0 = await page.evaluate(() => window.delvePage.game.text()[0]);
    const held = prompt === 'more' ? row0.replace(/ +More *$/, ' More').trimEnd() : message;
    if (held) assert.equal(await page.textContent('#messages'), held);
    if (prompt === 'command' || prompt === 'over') return prompt;
    if (prompt === 'more') await page.tap('#screen');
    else if (prompt === 'line') await page.tap('.delve-answers [data-key="\\1b "]');
    else if (prompt === 'object') await page.tap('.delve-pack li button');
    else if (prompt === 'direction') await page.tap('.delve-pad [data-key="l"]');
    else await page.tap('.delve-answers button');
  }
  throw new Error('the game kept asking');
}

// Pack → the first object that `is` → the command `key`.
async function usePack(page, is, key) {
  const object = (await state(page)).pack.find(is);
  await page.tap('.delve-pad [data-key="i"]');
  assert.equal(await page.isVisible('.delve-pack'), true, 'Pack opens the pack');
  await page.tap(`.delve-pack [data-choose="${object.letter}"]`);
  await page.tap(`.delve-pack [data-key="${key}"][data-object="${object.letter}"]`);
  return object;
}

test('on a phone, a whole game by taps: walk, quaff, read, throw, More, quit; the screen is its keys', async () => {
  const { dos, walk } = itemGame();
  const context = await env.browser.newContext(PHONE);
  const { page, errors } = await open(context, `#dos=${dos}`);
  const seen = new Set();
  for (const key of walk) {
    await page.tap(`.delve-pad [data-key="${key}"]`);
    await settle(page, seen);
  }
  const kinds = (await state(page)).pack.map((o) => o.kind);
  assert.ok(kinds.includes('potion') && kinds.includes('scroll'), `picked up: ${kinds}`);

  const potion = await usePack(page, (o) => o.kind === 'potion', 'q');
  await settle(page, seen);
  const afterQuaff = await state(page);
  assert.ok(
    afterQuaff.pack.filter((o) => o.kind === 'potion').length <
      kinds.filter((k) => k === 'potion').length ||
      afterQuaff.pack.find((o) => o.letter === potion.letter)?.count < potion.count,
    'the potion was quaffed',
  );
  await usePack(page, (o) => o.kind === 'scroll', 'r');
  await settle(page, seen);
  assert.ok(!(await state(page)).pack.some((o) => o.kind === 'scroll'), 'the scroll was read');
  const arrows = (await state(page)).pack.find((o) => o.kind === 'weapon' && o.count > 1);
  await usePack(page, (o) => o.letter === arrows.letter, 't');
  assert.equal((await state(page)).prompt, 'direction', 'throw asks which direction');
  await settle(page, seen); // → answers it; the arrows go as the object
  const thrown = (await state(page)).pack.find((o) => o.letter === arrows.letter);
  assert.equal(thrown.count, arrows.count - 1, 'an arrow was thrown');

  await page.tap('.delve-answers [data-key="Q"]');
  assert.equal((await state(page)).prompt, 'yesno');
  await page.tap('.delve-answers [data-key="y"]');
  assert.match(await page.textContent('#messages'), /You quit with \d+ gold pieces/);
  assert.equal(await settle(page, seen), 'over');
  assert.ok(seen.has('more') && seen.has('direction'), [...seen].join(' '));

  // the same keys, typed: the same screen (and the terminal shows it)
  const keys = await page.evaluate(() => window.delvePage.game.keys());
  const typed = delve.game({ dos, keys });
  assert.deepEqual(await gameText(page), typed.text());
  typed.destroy();
  assert.match(
    await page.textContent('#messages'),
    /The game is over\. New game, or Same game again\./, // a phone's buttons: no key letters
  );

  // the end offers a new game (another clock) and the same again
  assert.equal(await page.isVisible('text=Same game again'), true);
  await page.screenshot({ path: `${testOutput}phone-game-over.png` });
  await page.tap('text=New game');
  const next = await state(page);
  assert.deepEqual([next.over, next.prompt], [null, 'command']);
  assert.notEqual(next.dos, dos, 'a new game, another clock');
  assert.equal(await page.isVisible('text=Same game again'), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a reload resumes the game, a closed tab comes back to it, a shared link opens it anywhere', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { page, errors } = await open(context, '#dos=4651');
  for (const key of ['h', 'h', 'j', 'j', 's', 'i', ' ', 'l', 'l', 'k'])
    await page.keyboard.press(key);
  await page.waitForTimeout(KEEP_WAIT_MS); // the address follows the keys a moment later
  await page.waitForFunction(() => location.hash.includes('&keys='));
  const before = await shown(page);
  const link = page.url();
  assert.match(link, /#dos=4651&keys=[\w-]+$/);

  await page.keyboard.press('Alt+S');
  assert.match(
    await page.textContent('#messages'),
    /^Level 1, hits \d+ of \d+, strength 16 of 16, armour \d+, gold \d+, experience level 1, 0 points\.$/,
    'Alt+S speaks the status',
  );
  await page.click('#status');
  assert.match(await page.textContent('#messages'), /^Level 1, hits/, 'so does the Status button');
  await page.reload();
  await page.waitForFunction(() => window.delvePage && !document.querySelector('#screen pre'));
  assert.deepEqual(await shown(page), before, 'the reload resumed the same screen');
  await page.close();

  // a closed tab: the page without an address goes on with the game this browser kept
  const again = await open(context, '');
  assert.deepEqual(await shown(again.page), before, 'the kept game came back');
  // its address is its link again, once the link's codec has loaded (after the first frame)
  await again.page.waitForFunction((l) => location.href === l, link);

  // a game kept by a build that plays it differently is refused, not resumed wrong
  await again.page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem('delve.game'));
    localStorage.setItem('delve.game', JSON.stringify({ ...kept, screen: '00000000' }));
  });
  const refused = await open(context, '');
  assert.match(await refused.page.textContent('#notice'), /plays differently in this version/);
  assert.equal(await refused.page.evaluate(() => window.delvePage.game.keys()), '');

  // the link, in a fresh browser (no storage): the same screen
  const fresh = await env.browser.newContext(DESKTOP);
  const shared = await open(fresh, link.slice(link.indexOf('#')));
  assert.deepEqual(await shown(shared.page), before, 'the shared link shows the same screen');
  for (const e of [errors, again.errors, refused.errors, shared.errors]) assert.deepEqual(e, []);
  await fresh.close();
  await context.close();
});

test('a link with a part not understood, and the kept game refused on the same arrival: both said', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { page } = await open(context, '#dos=4651');
  await page.keyboard.press('s'); // a game is kept once a key is played
  await page.waitForTimeout(KEEP_WAIT_MS);
  await page.evaluate(() => {
    // kept with no keys (the link's own), and a screen this version does not play to
    const kept = JSON.parse(localStorage.getItem('delve.game'));
    localStorage.setItem('delve.game', JSON.stringify({ ...kept, keys: '', screen: '00000000' }));
  });
  const { page: arrived, errors } = await open(context, '#dos=4651&depth=3');
  const notice = await arrived.$eval('#notice', (p) => ({
    text: p.innerText,
    shown: !p.hidden,
    role: p.getAttribute('role'),
  }));
  assert.deepEqual([notice.shown, notice.role], [true, 'status'], 'shown, and spoken');
  assert.match(
    notice.text,
    /^Part of this link was not understood \(dos=4651 is the original's level 1: seed and depth are ignored\): the rest of it is followed\.\n/,
  );
  assert.match(
    notice.text,
    /\nThe saved game \(from delve [^)]+\) plays differently in this version/,
  );
  // the link's game is the one shown: the notice promises no other
  assert.doesNotMatch(notice.text, /new game/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a link opened (a bad one, another's game) keeps this browser's game until a key is played", async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { page, errors } = await open(context, '#dos=4651');
  for (const key of ['h', 'h', 'j']) await page.keyboard.press(key);
  await page.waitForTimeout(KEEP_WAIT_MS);
  const mine = await shown(page);
  for (const hash of ['#dos=99999', '#seed=42', '#dos=2035&keys=AAAA']) {
    const other = await open(context, hash);
    await other.page.waitForTimeout(KEEP_WAIT_MS);
    await other.page.close();
  }
  const back = await open(context, '');
  assert.deepEqual(await shown(back.page), mine, 'the kept game came back');
  await back.page.keyboard.press('l'); // a key played: this game is the kept one now
  await back.page.waitForTimeout(KEEP_WAIT_MS);
  const seeded = await open(context, '#seed=42');
  await seeded.page.keyboard.press('s');
  await seeded.page.waitForTimeout(KEEP_WAIT_MS);
  const last = await open(context, '');
  assert.equal(await last.page.evaluate(() => window.delvePage.game.state().seed), 42);
  for (const e of [errors, back.errors, seeded.errors, last.errors]) assert.deepEqual(e, []);
  await context.close();
});

test('a link to an earlier screen of the game this browser kept opens that screen', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { page, errors } = await open(context, '#dos=4651');
  for (const key of ['h', 'h', 'j']) await page.keyboard.press(key);
  await page.waitForTimeout(KEEP_WAIT_MS);
  const early = page.url();
  const earlyScreen = await shown(page);
  for (const key of ['j', 'l', 'l', 'k']) await page.keyboard.press(key);
  await page.waitForTimeout(KEEP_WAIT_MS);
  assert.notDeepEqual(await shown(page), earlyScreen, 'the later keys moved the hero');
  const other = await open(context, early.slice(early.indexOf('#')));
  assert.deepEqual(await shown(other.page), earlyScreen, 'the link shows its own screen');
  assert.equal(other.page.url(), early);
  for (const e of [errors, other.errors]) assert.deepEqual(e, []);
  await context.close();
});

test('watch mode steps through a recorded game of the original, every screen, back and forth', async () => {
  const [game] = readGames(undefined, (id) => id === '21030-V');
  // the options the recording needs (its fruit, its first clock), as a link carries them
  const options = wantedOptions(game);
  options.firstClockTurns = clockTurns(delve, game, options);
  const { dos, fruit, firstClock, firstClockTurns } = options;
  const hash = formatGameHash({ dos, fruit, firstClock, firstClockTurns }, game.keys.join(''), {
    watch: true,
    encodeKeys,
  });
  const context = await env.browser.newContext(DESKTOP);
  const { page, errors } = await open(context, hash);
  const rows = async () => (await gameText(page)).slice(0, COMPARED_ROWS);
  for (let s = 0; s < game.frames.length; s++) {
    assert.deepEqual(await rows(), game.frames[s].slice(0, COMPARED_ROWS), `screen ${s}`);
    assert.equal(await page.textContent('.delve-bar .position'), `key ${s} of ${game.keys.length}`);
    if (s < game.keys.length) await page.click('[aria-label="step forward"]');
  }
  for (const s of [game.frames.length - 2, game.frames.length - 3]) {
    await page.click('[aria-label="step back"]');
    assert.deepEqual(await rows(), game.frames[s].slice(0, COMPARED_ROWS), `back to screen ${s}`);
  }
  // the ends, for a thumb as Home and End are for keys
  await page.click('[aria-label="to the start"]');
  assert.deepEqual(await rows(), game.frames[0].slice(0, COMPARED_ROWS), 'to the start');
  assert.equal(await page.textContent('.delve-bar .position'), `key 0 of ${game.keys.length}`);
  assert.equal(await page.isDisabled('[aria-label="to the start"]'), true);
  await page.click('[aria-label="to the end"]');
  assert.deepEqual(await rows(), game.frames.at(-1).slice(0, COMPARED_ROWS), 'to the end');
  assert.equal(await page.isDisabled('[aria-label="to the end"]'), true);
  await page.click('[aria-label="step back"]');
  await page.click('[aria-label="step back"]');
  await page.selectOption('[aria-label="speed, keys a second"]', '50');
  await page.click('[aria-label="play"]');
  await page.waitForFunction(() => !window.delvePage.replay.playing);
  assert.deepEqual(await rows(), game.frames.at(-1).slice(0, COMPARED_ROWS), 'played to the end');
  assert.match(page.url(), /&watch(&at=\d+)?&keys=[\w-]+$/, 'still watching');
  // another address typed: its game, to play (hhjjll)
  await page.evaluate(
    (hash) => {
      location.hash = hash;
    },
    `#dos=4651&keys=${encodeKeys('hhjjll')}`,
  );
  await page.waitForFunction(() => window.delvePage.game.keys() === 'hhjjll');
  assert.equal(await page.evaluate(() => window.delvePage.replay), null, 'no longer watching');
  assert.equal(await page.isVisible('[aria-label="step forward"]'), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test("watching: the arrows step on after a click on the bar's buttons, at either end too", async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { page, errors } = await open(context, `#dos=4651&keys=${encodeKeys('hhjjll')}&watch`);
  const at = async () =>
    (await page.textContent('.delve-bar .position')).match(/^key (\d+) of 6$/)[1];
  const screenAt = (n) => {
    const game = delve.game({ dos: 4651, keys: 'hhjjll'.slice(0, n) });
    const text = game.text();
    game.destroy();
    return text;
  };
  await page.keyboard.press('ArrowRight'); // the terminal has the focus
  assert.equal(await at(), '1');
  await page.click('[aria-label="step forward"]');
  await page.keyboard.press('ArrowRight');
  assert.equal(await at(), '3', 'an arrow after a click on ▶');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await at(), '2', 'and back');
  assert.deepEqual(await gameText(page), screenAt(2));
  await page.click('[aria-label="play"]');
  await page.click('[aria-label="pause"]');
  const paused = Number(await at());
  await page.keyboard.press('ArrowLeft');
  assert.equal(Number(await at()), paused - 1, 'an arrow after a click on Play and Pause');
  // at the end ▶ is disabled under the focus, at the start ◀: the arrows still step
  while ((await at()) !== '6') await page.click('[aria-label="step forward"]');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await at(), '5', 'an arrow after ▶ was disabled');
  while ((await at()) !== '0') await page.click('[aria-label="step back"]');
  await page.keyboard.press('ArrowRight');
  assert.equal(await at(), '1', 'an arrow after ◀ was disabled');
  assert.deepEqual(await gameText(page), screenAt(1));
  await page.keyboard.press('End');
  assert.equal(await at(), '6', 'End: the last key');
  assert.deepEqual(await gameText(page), screenAt(6));
  await page.keyboard.press('Home');
  assert.equal(await at(), '0', 'Home: the start');
  // the Share box's link to play on, at key 2: the game at the screen shown, not at its end
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.click('#share');
  await page.click('#share-play');
  await page.waitForSelector('#share-play:text("Copied")');
  const playOn = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(new URL(playOn).hash, `#dos=4651&keys=${encodeKeys('hh')}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('watching: where it stopped is said, and a fast replay says its messages only once it stops', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const keys = 'i i i i ';
  const { page, errors } = await open(context, `#dos=4651&keys=${encodeKeys(keys)}&watch`);
  const said = () => page.textContent('.delve-bar .said');
  assert.equal(await said(), '', 'nothing said on arrival');
  await page.keyboard.press('ArrowRight');
  assert.equal(await said(), 'key 1 of 8');
  assert.match(await page.textContent('#messages'), /food/, 'the pack, said at a step by hand');
  await page.keyboard.press('ArrowRight');
  // every change of the messages' live region, and whether the replay was playing then
  await page.evaluate(() => {
    window.changes = [];
    new MutationObserver(() => window.changes.push(window.delvePage.replay?.playing)).observe(
      document.getElementById('messages'),
      { childList: true, characterData: true, subtree: true },
    );
  });
  await page.selectOption('select[aria-label="speed, keys a second"]', '50');
  await page.click('[aria-label="play"]');
  await page.waitForFunction(() => !window.delvePage.replay.playing);
  assert.equal(await said(), 'key 8 of 8, the end');
  assert.ok(!(await page.evaluate(() => window.changes)).includes(true), 'none while playing');
  // browsing the bar reads where it is once: the visible copy is hidden while the said one holds it
  const hidden = () => page.getAttribute('.delve-bar .position', 'aria-hidden');
  assert.equal(await hidden(), 'true');
  await page.selectOption('select[aria-label="speed, keys a second"]', '1');
  await page.click('[aria-label="play"]'); // from the start again: nothing said while it plays
  assert.deepEqual([await said(), await hidden()], ['', null]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Play from here: the keys go on to the game; the address, a reload and Back keep where a watcher stopped', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { page, errors } = await open(context, `#dos=4651&keys=${encodeKeys('hhjj')}&watch`);
  const position = () => page.evaluate(() => window.delvePage.replay?.position);
  // the address says where the watcher stopped, a moment later; a reload goes on from there
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForURL(/&watch&at=2&keys=[\w-]+$/);
  await page.reload();
  await page.waitForFunction(() => window.delvePage?.replay?.position === 2);
  await page.waitForSelector('.delve-bar .position:text("key 2 of 4")');
  assert.deepEqual(await gameText(page), delve.game({ dos: 4651, keys: 'hh' }).text());
  // Play from here at once (no moment's wait) after a step: Back returns to that step
  await page.keyboard.press('ArrowRight');
  await page.click('text=Play from here');
  await page.waitForFunction(() => window.delvePage.replay === null);
  assert.equal(await page.evaluate(() => window.delvePage.game.keys()), 'hhj');
  await page.keyboard.press('s');
  await page.waitForFunction(() => window.delvePage.game.keys().endsWith('s'));
  // Back: watching again, where it was left
  await page.goBack();
  await page.waitForFunction(() => window.delvePage.replay !== null);
  assert.match(page.url(), /&watch&at=3&keys=[\w-]+$/);
  assert.equal(await position(), 3);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a watched walk (Rogue or LevelMap) keeps its keys in the address, as the original game does', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const keys = encodeKeys('llll');
  const { page, errors } = await open(context, `#seed=5&rules=explore&keys=${keys}&watch`);
  await page.keyboard.press('ArrowRight');
  await page.waitForURL(new RegExp(`#seed=5&depth=1&rules=explore&watch&at=1&keys=${keys}$`));
  await page.reload();
  await page.waitForFunction(() => window.delvePage?.replay?.position === 1);
  // a stop past the last key: shown at the end, and said
  await page.goto(`${env.base}#seed=5&rules=explore&keys=${keys}&watch&at=999`);
  await page.waitForFunction(() => window.delvePage?.replay?.position === 4);
  assert.equal(
    await page.textContent('#notice'),
    "This link's at=999 is past its last key (4): the game is shown at its end.",
  );
  // a LevelMap walk's too (its keys were all played at once, and the address lost them)
  const walk = encodeKeys('hhhL');
  await page.goto(`${env.base}#seed=42&depth=1&gen=levelmap&watch&at=2&keys=${walk}`);
  await page.waitForFunction(() => window.delvePage?.replay?.position === 2);
  await page.waitForSelector('.delve-bar .position:text("key 2 of 4")');
  const at2 = delve.game({ seed: 42, generator: 'levelmap', keys: 'hh' });
  assert.deepEqual(await gameText(page), at2.text());
  at2.destroy();
  assert.match(page.url(), new RegExp(`#seed=42&depth=1&gen=levelmap&watch&at=2&keys=${walk}$`));
  assert.deepEqual(errors, []);
  await context.close();
});

test("a watch link is played once to its end, so its marks reach there before the watcher's first step", async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { start, keys } = longGame();
  const { page, errors } = await open(
    context,
    `#seed=${start.seed}&rules=original&keys=${encodeKeys(keys)}&watch&at=10`,
  );
  await page.waitForFunction(() => window.delvePage?.replay?.position === 10);
  // a mark every 4,096 keys of 5,000: made as its keys were played once to their end
  assert.equal(await page.evaluate(() => window.delvePage.replay.marks.length), 1);
  const at10 = delve.game({ ...start, keys: keys.slice(0, 10) });
  assert.deepEqual(await gameText(page), at10.text(), 'shown after 10 keys');
  at10.destroy();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a kept game of 5,000 keys resumes on the very screen it was kept at', async () => {
  const { start, keys } = longGame();
  const game = delve.game(start);
  for (const key of keys) game.act(key);
  assert.equal(game.state().over, null, 'still playing after 5,000 keys');
  const kept = new Map();
  saveGame({ setItem: (k, v) => kept.set(k, v) }, delve.version, start, game);
  const context = await env.browser.newContext(DESKTOP);
  await context.addInitScript(
    ([k, v]) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem(k, v);
      sessionStorage.setItem('seeded', '1');
    },
    [...kept.entries()][0],
  );
  const { page, errors } = await open(context, '');
  assert.equal((await page.evaluate(() => window.delvePage.game.keys())).length, 5000);
  assert.deepEqual(await gameText(page), game.text(), 'the same screen');
  assert.equal(await page.textContent('#notice'), '', 'resumed, not refused');
  game.destroy();
  assert.deepEqual(errors, []);
  await context.close();
});
