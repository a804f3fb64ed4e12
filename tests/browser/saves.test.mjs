// The game this browser keeps, against what players do to it (web/page/page.js, saved-game.js):
// a kept game cut short, storage full while playing, a link opened while another game is kept,
// a new game a moment after the last keys, a watched game's keys the game refuses, the end left
// for a new game. Never a kept game lost without a word, never a page error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeKeys, LINK_KEYS_MAX } from '../../web/view/key-text.js';
import { screenDigest } from '../../web/page/saved-game.js';
import { useBrowser, DESKTOP, openSitePage, shown } from './browser.mjs';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath } from '../node/helpers.mjs';
import { readGames } from '../node/games-data.mjs';

const env = useBrowser();

const KEEP_WAIT_MS = 700; // past the page's KEEP_MS (400)
const open = (context, hash) => openSitePage(context, env.base, hash);
const keysOf = (page) => page.evaluate(() => window.delvePage.game.keys());
const kept = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('delve.game')));

// A recorded death's keys, to the one that ends the game (found by playing them).
async function recordedDeath(rec) {
  const delve = await loadDelve({ wasm: readFileSync(wasmPath) });
  const game = delve.game({ dos: rec.dnum, fruit: 'dounut' });
  let i = 0;
  while (!game.state().over) game.act(rec.keys[i++]);
  game.destroy();
  delve.destroy();
  return rec.keys.slice(0, i);
}

async function play(page, keys) {
  for (const key of keys) await page.keyboard.press(key);
  await page.waitForTimeout(KEEP_WAIT_MS);
}

test('a kept game cut short (or of another shape) is said unreadable, not dropped without a word', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { page } = await open(context, '#dos=4651');
  await play(page, 'hhjj');
  const text = await page.evaluate(() => localStorage.getItem('delve.game'));
  for (const value of [
    text.slice(0, -12),
    '[]',
    JSON.stringify({ ...JSON.parse(text), start: null }),
  ]) {
    await page.evaluate((v) => localStorage.setItem('delve.game', v), value);
    const again = await open(context, '');
    assert.match(
      await again.page.textContent('#notice'),
      /^The game this browser kept could not be read \(/,
      value,
    );
    assert.doesNotMatch(await again.page.textContent('#notice'), /Cannot read properties/);
    assert.deepEqual(again.errors, []);
    await again.page.close();
  }
  await context.close();
});

test('storage full while playing: the page says the game is no longer kept', async () => {
  const context = await env.browser.newContext(DESKTOP);
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (window.delveTestFull) throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  const { page, errors } = await open(context, '#dos=4651');
  await play(page, 'hh');
  assert.equal(await page.textContent('#notice'), '', 'kept: nothing to say');
  await page.evaluate(() => (window.delveTestFull = true));
  await play(page, 'jj');
  assert.equal((await kept(page)).keys, 'hh', 'the kept game is behind the one played');
  assert.match(await page.textContent('#notice'), /did not keep the game/);
  await page.evaluate(() => (window.delveTestFull = false));
  await play(page, 'l');
  assert.equal((await kept(page)).keys, 'hhjjl');
  assert.equal(await page.textContent('#notice'), '', 'kept again: the word is gone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link opened while another game is kept says so, and offers the kept game back', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { page } = await open(context, '#dos=4651');
  await play(page, 'hhjj');
  const mine = await shown(page);
  const link = page.url();
  const other = await open(context, '#dos=17');
  assert.match(
    await other.page.textContent('#notice'),
    /This browser keeps another game of yours \(the original game of clock 4651, 4 keys in\)/,
  );
  await other.page.click('#notice button');
  await other.page.waitForFunction(() => window.delvePage.game.keys() === 'hhjj');
  assert.deepEqual(await shown(other.page), mine, 'the kept game, on its screen');
  await other.page.waitForFunction((l) => location.href === l, link);
  assert.equal(await other.page.textContent('#notice'), '', 'said and done');
  await other.page.goBack();
  await other.page.waitForFunction(() => window.delvePage.game.state().dos === 17);
  assert.deepEqual(other.errors, []);
  // the same game's earlier screen: the later keys would be lost too
  await play(page, 'lk');
  const early = await open(context, `#dos=4651&keys=${encodeKeys('hh')}`);
  assert.match(
    await early.page.textContent('#notice'),
    /\(the original game of clock 4651, 6 keys in\)/,
  );
  // the kept game's own link, or a link further on in it, loses nothing: nothing said
  for (const keys of ['hhjjlk', 'hhjjlks']) {
    const same = await open(context, `#dos=4651&keys=${encodeKeys(keys)}`);
    assert.equal(await same.page.textContent('#notice'), '', keys);
  }
  await context.close();
});

test('a watch link that turns out playable (keys broken, or none) offers the kept game back too; a walk never', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { page } = await open(context, '#dos=777');
  await play(page, 'lljjss');
  const broken = encodeKeys('hhjjllkkhhjjllkk').slice(0, -4);
  for (const hash of [`#dos=4651&keys=${broken}&watch`, '#dos=4651&watch']) {
    const other = await open(context, hash);
    assert.match(
      await other.page.textContent('#notice'),
      /This browser keeps another game of yours \(the original game of clock 777, 6 keys in\)/,
      hash,
    );
    assert.deepEqual(other.errors, [], hash);
    await other.page.close();
  }
  // a walk (its keys refused here) is never kept: it would take no game's place
  const walk = await open(context, `#seed=3&rules=explore&keys=${encodeKeys('hhXj')}&watch`);
  assert.doesNotMatch(await walk.page.textContent('#notice'), /keeps another game/);
  assert.match(await walk.page.textContent('#notice'), /keys cannot be played/);
  await walk.page.keyboard.press('l');
  assert.deepEqual(walk.errors, []);
  assert.equal((await kept(page)).keys, 'lljjss', 'still kept');
  await context.close();
});

test('a new game a moment after the last keys: Back returns to the game with all of them', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { page, errors } = await open(context, '#dos=4651');
  await page.click('#controls'); // the pad, for its New
  await page.click('#screen'); // the keys to the game again
  await play(page, 'hh');
  for (const key of 'jjl') await page.keyboard.press(key);
  await page.click('.delve-pad [data-key="R"]');
  await page.click('.delve-pad [data-key="R"]'); // New, sure: at once, within KEEP_MS
  await page.waitForFunction(() => window.delvePage.game.keys() === ''); // another clock's game
  await page.waitForTimeout(KEEP_WAIT_MS);
  assert.equal((await kept(page)).keys, 'hhjjl', 'the kept game has every key');
  await page.goBack();
  await page.waitForFunction(() => window.delvePage.game.state().dos === 4651);
  assert.equal(await keysOf(page), 'hhjjl', 'its address too');
  assert.deepEqual(errors, []);
  await context.close();
});

test('after the end, New game and Same game again: Back returns to the game at its end', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { page, errors } = await open(context, '#dos=4651');
  for (const key of ['Q', 'y', 'Enter']) await page.keyboard.press(key);
  await page.waitForFunction(() => window.delvePage.game.state().prompt === 'over');
  await page.waitForTimeout(KEEP_WAIT_MS);
  const end = await shown(page);
  for (const button of ['text=New game', 'text=Same game again']) {
    await page.click(button);
    await page.waitForFunction(() => window.delvePage.game.state().prompt === 'command');
    await page.waitForTimeout(KEEP_WAIT_MS);
    await page.goBack();
    await page.waitForFunction(() => window.delvePage.game.state().prompt === 'over');
    assert.deepEqual(await shown(page), end, `${button}, then Back: the end`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a watch link whose keys the game refuses: said, and no page error', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const hash = `#seed=3&rules=explore&keys=${encodeKeys('hhXj')}&watch`;
  const { page, errors } = await open(context, hash);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  assert.match(await page.textContent('#notice'), /keys cannot be played \(.*"X"/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('two tabs, two games: the tab whose game another tab took the place of says so', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const a = await open(context, '#dos=4651');
  await play(a.page, 'h');
  const b = await open(context, '#dos=17');
  await play(b.page, 'j'); // B's game is the kept one now
  await a.page.waitForFunction(() =>
    /Another tab/.test(document.querySelector('#notice').textContent),
  );
  assert.match(
    await a.page.textContent('#notice'),
    /^Another tab keeps its game in this browser now \(the original game of clock 17, 1 key in\): a key played here takes its place back\.$/,
  );
  await play(a.page, 'h'); // A's again
  assert.equal(await a.page.textContent('#notice'), '', "A's game is kept: nothing to say");
  await b.page.waitForFunction(() =>
    /Another tab/.test(document.querySelector('#notice').textContent),
  );
  assert.doesNotMatch(
    await b.page.textContent('#notice'),
    /This game took the place/,
    'no longer so',
  );
  for (const e of [a.errors, b.errors]) assert.deepEqual(e, []);
  await context.close();
});

test('two tabs, keys a moment apart: the later key is the one kept, and nothing says otherwise', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const a = await open(context, '#dos=4651');
  await play(a.page, 'h');
  const b = await open(context, '#dos=17');
  await play(b.page, 'j'); // B's game is the kept one
  await a.page.waitForFunction(() =>
    /Another tab/.test(document.querySelector('#notice').textContent),
  );
  // B plays a key, then A one a moment later: B keeps its game first, A its own after it
  await b.page.keyboard.press('j');
  await a.page.waitForTimeout(200); // B's key is kept at 400 ms, A's at 600
  await a.page.keyboard.press('h');
  await a.page.waitForTimeout(KEEP_WAIT_MS);
  assert.equal((await kept(a.page)).keys, 'hh', "A's later key is kept");
  assert.equal(await a.page.textContent('#notice'), '', 'and A says nothing otherwise');
  for (const e of [a.errors, b.errors]) assert.deepEqual(e, []);
  await context.close();
});

test("a link's tab offers the kept game back, still after another tab plays it further", async () => {
  const context = await env.browser.newContext(DESKTOP);
  const a = await open(context, '#dos=4651');
  await play(a.page, 'h');
  const b = await open(context, '#seed=77&depth=2');
  const offer = (n) =>
    `This browser keeps another game of yours (the original game of clock 4651, ${n}): a key played here puts this one in its place. Back to my game`;
  assert.equal(await b.page.textContent('#notice'), offer('1 key in'));
  await play(a.page, 'j'); // A's game, two keys in now: B still offers it, as far as it went
  await b.page.waitForFunction(() =>
    /2 keys in/.test(document.querySelector('#notice').textContent),
  );
  assert.equal(await b.page.textContent('#notice'), offer('2 keys in'));
  await b.page.click('text=Back to my game');
  await b.page.waitForFunction(() => window.delvePage.game.keys() === 'hj');
  for (const e of [a.errors, b.errors]) assert.deepEqual(e, []);
  await context.close();
});

test('an address typed a moment after a key: the game it names opens, not the one left', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { page, errors } = await open(context, '#dos=4651');
  await play(page, 'hj');
  await page.keyboard.press('j'); // its address and kept game follow in 400 ms
  // the address changed just before that moment: the page's write comes before the hashchange
  await page.evaluate(() => {
    location.hash = '#seed=7&depth=1&rules=explore';
    // the page keeps the game now, as the key's timer would, before the hashchange comes: here
    // by the page going hidden (visibilitychange keeps at once)
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete document.visibilityState;
  });
  await page.waitForFunction(() => window.delvePage.game.state().rules === 'explore', null, {
    timeout: 5000,
  });
  assert.equal(await page.evaluate(() => location.hash), '#seed=7&depth=1&rules=explore');
  assert.equal((await kept(page)).keys.length, 3, 'the game left is kept with its last key');
  assert.deepEqual(errors, []);
  await context.close();
});

test('S saves as the original did and ends the game; the game saved is kept, and Restore goes on with it', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { page, errors } = await open(context, '#dos=4651');
  await play(page, 'hhjj');
  const before = await shown(page);
  for (const key of ['S', 'Enter']) await page.keyboard.press(key);
  await page.waitForFunction(() => window.delvePage.game.state().over === 'saved');
  await page.waitForTimeout(KEEP_WAIT_MS);
  assert.equal((await kept(page)).keys, 'hhjj', 'the game before the save is kept');
  assert.match(await page.textContent('.delve-bar:not([hidden])'), /The game is saved/);
  assert.match(
    await page.textContent('#messages'),
    /The game is saved, as the original saved it\. Restore the game \(R\), New game \(N\), or Same game again \(A\)\.$/,
  );
  // a reload shows the save's end, and its bar the game saved
  await page.reload();
  await page.waitForFunction(() => window.delvePage?.game.state().over === 'saved');
  assert.match(await page.textContent('.delve-bar:not([hidden])'), /Restore the game \(R\)/);
  await page.keyboard.press('r'); // Restore
  await page.waitForFunction(() => window.delvePage.game.keys() === 'hhjj');
  assert.deepEqual(await shown(page), before, 'the screen before S');
  await play(page, 'l');
  assert.equal((await kept(page)).keys, 'hhjjl', 'and it goes on');
  await page.goBack();
  await page.waitForFunction(() => window.delvePage.game.state().over === 'saved');
  // opened anew with no address: the game saved, not a new one
  const fresh = await open(context, '');
  assert.equal(await keysOf(fresh.page), 'hhjjl');
  for (const e of [errors, fresh.errors]) assert.deepEqual(e, []);
  await context.close();
});

test("a tab told that another tab's game is kept does not take its place by closing or hiding", async () => {
  const context = await env.browser.newContext(DESKTOP);
  const a = await open(context, '#dos=4651');
  await play(a.page, 'hh');
  const b = await open(context, '#dos=17');
  await play(b.page, 'kk');
  await play(a.page, 'l'); // A's game is kept; B is told so
  await b.page.waitForFunction(() =>
    /Another tab/.test(document.querySelector('#notice').textContent),
  );
  await b.page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete document.visibilityState;
  });
  await b.page.close({ runBeforeUnload: true });
  await a.page.waitForTimeout(KEEP_WAIT_MS);
  assert.equal((await kept(a.page)).keys, 'hhl', "A's game is still the kept one");
  assert.equal(await a.page.textContent('#notice'), '', 'and A is told nothing');
  assert.deepEqual(a.errors, []);
  await context.close();
});

test('another address typed in the same tab: the game kept is offered back, never lost unsaid', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { page, errors } = await open(context, '#dos=4651');
  await play(page, 'hhh');
  await page.evaluate(() => (location.hash = '#dos=17'));
  await page.waitForFunction(() => window.delvePage.game.state().dos === 17);
  assert.match(
    await page.textContent('#notice'),
    /This browser keeps another game of yours \(the original game of clock 4651, 3 keys in\)/,
  );
  await page.click('#notice button');
  await page.waitForFunction(() => window.delvePage.game.keys() === 'hhh');
  assert.equal((await kept(page)).keys, 'hhh');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a link's game ended by a key played here leaves the kept game kept, and says so", async () => {
  const context = await env.browser.newContext(DESKTOP);
  const { page } = await open(context, '#dos=4651');
  await play(page, 'hhjj');
  await page.close();
  // a link at the quit's question: y ends that game (its last words, then Enter), which has
  // nothing to keep, from the first key that ended it
  const link = await open(context, `#dos=17&keys=${encodeKeys('Q')}`);
  assert.match(await link.page.textContent('#notice'), /a key played here puts this one/);
  for (const key of ['y', 'Enter']) {
    await play(link.page, [key]);
    assert.equal(await link.page.evaluate(() => window.delvePage.game.state().over), 'quit');
    assert.equal(
      (await kept(link.page))?.keys,
      'hhjj',
      `after ${key}: the game kept is still kept`,
    );
  }
  assert.match(
    await link.page.textContent('#notice'),
    /keeps another game of yours \(the original game of clock 4651, 4 keys in\); this one has ended, so that one stays kept/,
  );
  // a new game (N): the line speaks of it, not of the game that ended
  await play(link.page, ['n']);
  assert.equal((await link.page.evaluate(() => window.delvePage.game.state())).turns, 0);
  const notice = await link.page.textContent('#notice');
  assert.match(
    notice,
    /\(the original game of clock 4651, 4 keys in\): a key played here puts this one/,
  );
  assert.doesNotMatch(notice, /has ended/);
  // a game played here to its end: nothing of it stays kept
  const own = await open(context, '#dos=17');
  await link.page.close();
  await play(own.page, ['Q']);
  assert.equal((await kept(own.page)).keys, 'Q', 'a key played here: this game is kept');
  await play(own.page, ['y']);
  // once it ended, nothing of it is kept: the game it took the place of is kept again
  assert.deepEqual([(await kept(own.page)).start.dos, (await kept(own.page)).keys], [4651, 'hhjj']);
  assert.deepEqual([link.errors, own.errors], [[], []]);
  await context.close();
});

test("Play from here plays on with this browser's scores", async () => {
  const context = await env.browser.newContext(DESKTOP);
  const scores = [{ name: 'Hermit', gold: 321, fate: 'H', level: 3, rank: 1 }];
  const { page } = await open(context, '#dos=17');
  await page.evaluate((list) => localStorage.setItem('delve.scores', JSON.stringify(list)), scores);
  const watched = await open(context, `#dos=4651&keys=${encodeKeys('hhQy')}&watch`);
  await watched.page.keyboard.press('End');
  await watched.page.click('text=Play from here');
  await watched.page.waitForFunction(() => !window.delvePage.replay);
  // its Hall of Fame, the list this browser keeps once it is shown, is from them
  const given = await watched.page.evaluate(() => window.delvePage.game.scores());
  assert.deepEqual(given, scores, "the game is given this browser's scores");
  assert.deepEqual(watched.errors, []);
  await context.close();
});

test('a game longer than a link carries: the address holds its start, the page says so, a reload goes on with it', async () => {
  // hh, then the version (v) more times than a link may carry keys: no turn, the hero unharmed
  const context = await env.browser.newContext(DESKTOP);
  const { page } = await open(context, '#dos=4651');
  await play(page, 'hh');
  const record = await kept(page);
  const keys = `hh${'v'.repeat(LINK_KEYS_MAX)}`;
  const screen = screenDigest(
    await page.evaluate((k) => {
      const game = window.delvePage.delve.game({ dos: 4651, keys: k });
      const { chars, attrs } = game.screen();
      game.destroy();
      return { chars: [...chars], attrs: [...attrs] };
    }, keys),
  );
  await page.close(); // (a page closed keeps its game: the record goes in after it)
  const setter = await context.newPage();
  await setter.route('**/blank.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }),
  );
  await setter.goto(`${env.base}blank.html`);
  // the closed page's own write may still land after ours (storage is shared across processes
  // asynchronously): written again until it has stayed ours for half a second
  await setter.evaluate(
    async (r) => {
      const ours = JSON.stringify(r);
      for (let still = 0; still < 5; still++) {
        if (localStorage.getItem('delve.game') !== ours) {
          localStorage.setItem('delve.game', ours);
          still = -1;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    { ...record, keys, screen },
  );
  await setter.close();
  const again = await open(context, '');
  await again.page.waitForFunction(() => location.hash, null, { timeout: 20000 });
  assert.equal(await again.page.evaluate(() => location.hash), '#dos=4651');
  assert.match(
    await again.page.textContent('#notice'),
    new RegExp(
      `^The address now holds only this game's start: a game of ${keys.length} keys is longer than a link carries \\(${LINK_KEYS_MAX}\\)\\. This browser keeps the game; a reload goes on with it\\.$`,
    ),
  );
  assert.equal((await keysOf(again.page)).length, keys.length, 'the kept game resumed');
  await again.page.reload();
  await again.page.waitForFunction(() => window.delvePage?.game, null, { timeout: 20000 });
  assert.equal((await keysOf(again.page)).length, keys.length, 'and again on a reload');
  assert.doesNotMatch(await again.page.textContent('#notice'), /not understood/);
  // another game (the Clock's): what was said of the long one goes with it
  await again.page.click('#clock');
  await again.page.keyboard.type('2035');
  await again.page.keyboard.press('Enter');
  await again.page.waitForFunction(() => window.delvePage.game.state().dos === 2035);
  await play(again.page, 'hh');
  assert.match(await again.page.evaluate(() => location.hash), /^#dos=2035&keys=/);
  assert.doesNotMatch(await again.page.textContent('#notice'), /holds only this game's start/);
  assert.deepEqual(again.errors, []);
  await context.close();
});

test('an address the browser refused to write (too many calls) is written a moment later, and the game kept', async () => {
  const context = await env.browser.newContext(DESKTOP);
  // the next write of the address refused, as Chromium drops and Firefox and Safari throw
  // past their limit of calls
  await context.addInitScript(() => {
    const replaceState = History.prototype.replaceState;
    History.prototype.replaceState = function (...args) {
      const refuse = window.delveTestRefuse;
      window.delveTestRefuse = null;
      if (refuse === 'throw') throw new DOMException('too many calls', 'SecurityError');
      if (refuse !== 'drop') replaceState.apply(this, args);
    };
  });
  for (const refuse of ['drop', 'throw']) {
    const { page, errors } = await open(context, '#dos=4651');
    await page.evaluate((r) => (window.delveTestRefuse = r), refuse);
    await play(page, 'hh');
    assert.equal(new URL(page.url()).hash, '#dos=4651', `${refuse}: the write refused`);
    assert.equal((await kept(page)).keys, 'hh', `${refuse}: the game kept all the same`);
    await page.waitForURL(/#dos=4651&keys=[\w-]+$/); // a moment later
    await play(page, 'j'); // and the next key's address as ever
    await page.waitForURL((url) => url.hash === `#dos=4651&keys=${encodeKeys('hhj')}`);
    assert.deepEqual(errors, [], refuse);
    await page.close();
  }
  await context.close();
});

test("a kept game a link's game took the place of: offered back after a reload, and kept again when that game ends", async () => {
  const [rec] = readGames(undefined, (id) => id === '09016-D');
  const death = await recordedDeath(rec); // its last two keys: a rest, then the one it dies in
  const context = await env.browser.newContext(DESKTOP);
  const a = await open(context, '#dos=4651');
  await play(a.page, 'hj');
  await a.page.close();
  const link = `#dos=${rec.dnum}&fruit=dounut&keys=${encodeKeys(death.slice(0, -2))}`;
  const b = await open(context, link);
  assert.match(await b.page.textContent('#notice'), /a key played here puts this one in its place/);
  await play(b.page, death.at(-2)); // a key played: the link's game kept in 4651's place
  assert.equal((await kept(b.page)).start.dos, rec.dnum);
  const back =
    /This game took the place of your other one \(the original game of clock 4651, 2 keys in\)/;
  assert.match(await b.page.textContent('#notice'), back);
  await b.page.reload();
  await b.page.waitForFunction(() => window.delvePage?.game);
  assert.match(await b.page.textContent('#notice'), back, 'still offered after a reload');
  await play(b.page, death.at(-1)); // its death
  assert.ok((await b.page.evaluate(() => window.delvePage.game.state())).over);
  assert.deepEqual(
    [(await kept(b.page)).start.dos, (await kept(b.page)).keys],
    [4651, 'hj'],
    'the game it replaced is kept again',
  );
  assert.match(
    await b.page.textContent('#notice'),
    /This game has ended, so your other one .* is kept again/,
  );
  await b.page.click('text=Back to my game');
  await b.page.waitForFunction(() => window.delvePage.game.keys() === 'hj');
  // a link of a game at its end warns of nothing: no key there takes the kept game's place
  const ended = await open(context, `#dos=${rec.dnum}&fruit=dounut&keys=${encodeKeys(death)}`);
  assert.match(
    await ended.page.textContent('#notice'),
    /this one has ended, so that one stays kept/,
  );
  for (const e of [a.errors, b.errors, ended.errors]) assert.deepEqual(e, []);
  await context.close();
});
