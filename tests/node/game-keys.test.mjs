// The game's keys as the page and the widget both play them (web/view/game-keys.js): the
// browser's combinations left alone, any key returning from the pack, the host's own keys, `w`
// in words, and the message row mirrored into the live region only when it changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath } from './helpers.mjs';
import { readGames } from './games-data.mjs';
import { playGameKey, isBrowserKey, sayMessage, sayNewGame } from '../../web/view/game-keys.js';
import { originalKey } from '../../web/view/keys.js';
import { describeSurroundings } from '../../web/view/surroundings.js';
import { screenWords } from '../../web/view/spoken.js';

const delve = await loadDelve({ wasm: readFileSync(wasmPath) });
const key = (k, more = {}) => ({ key: k, code: '', ...more });

// A live region that counts its writes.
function liveRegion() {
  let text = '';
  return {
    writes: 0,
    get textContent() {
      return text;
    },
    set textContent(t) {
      text = t;
      this.writes++;
    },
  };
}

function setup(ownKeys = '') {
  const game = delve.game({ seed: 5, rules: 'explore' }),
    live = liveRegion(),
    asked = [];
  const ownKey = (k, state) => {
    asked.push([k, state.inventory]);
    return ownKeys.includes(k);
  };
  const { actions, cp437 } = delve;
  const press = (event) =>
    playGameKey(event, game, { actions, cp437, live, words: screenWords, ownKey });
  return { game, live, asked, press };
}

test("Ctrl, Alt and Meta combinations are the browser's: no game key, the game untouched", () => {
  const { game, press, asked } = setup();
  for (const mod of ['ctrlKey', 'altKey', 'metaKey']) {
    assert.equal(isBrowserKey(key('l', { [mod]: true })), true);
    assert.equal(press(key('l', { [mod]: true })), null, mod);
  }
  assert.equal(isBrowserKey(key('L', { shiftKey: true })), false);
  assert.deepEqual(asked, []);
  assert.equal(game.state().turns, 0);
  game.destroy();
});

// A key that only spoke (the status, the surroundings): no key played
const SPOKEN = { result: undefined, spoken: true };

test('Alt+S says the status and Alt+W where the hero is, in both rules, and play no key', () => {
  for (const rules of ['explore', 'original']) {
    const game = delve.game({ seed: 5, rules }),
      live = liveRegion();
    const { actions, cp437 } = delve;
    const press = (event) => playGameKey(event, game, { actions, cp437, live, words: screenWords });
    const s = game.state();
    assert.deepEqual(press(key('s', { altKey: true })), SPOKEN, rules);
    assert.equal(
      live.textContent,
      `Level 1, hits ${s.hp} of ${s.maxHp}, strength ${s.str} of ${s.maxStr}, armour ${s.armor}, gold 0, experience level 1, 0 points.`,
    );
    assert.deepEqual(press(key('W', { altKey: true, shiftKey: true })), SPOKEN);
    assert.equal(live.textContent, describeSurroundings(game.level(), s, game.screen(), cp437));
    assert.equal(press(key('s', { altKey: true, ctrlKey: true })), null, "Ctrl+Alt: the browser's");
    // a Mac's Option+S and Option+W type ß and ∑: the key's place says which; on AZERTY the
    // key in W's place types z, which is no spoken key, and the one in Z's place w, which is
    live.textContent = '';
    assert.deepEqual(press(key('ß', { altKey: true, code: 'KeyS' })), SPOKEN);
    assert.match(live.textContent, /^Level 1, hits /);
    assert.deepEqual(press(key('∑', { altKey: true, code: 'KeyW' })), SPOKEN);
    assert.equal(live.textContent, describeSurroundings(game.level(), s, game.screen(), cp437));
    assert.equal(press(key('z', { altKey: true, code: 'KeyW' })), null, 'AZERTY Alt+Z');
    assert.deepEqual(press(key('w', { altKey: true, code: 'KeyZ' })), SPOKEN);
    assert.equal(game.state().turns, 0);
    assert.equal(game.keys().length, 0, 'no key reached the game');
    game.destroy();
  }
});

test('a message shown again by the next key is said again; a question without a message is said', () => {
  // random moves until a key shows the very message the last one did (a blow that lands twice)
  const { actions, cp437 } = delve;
  let repeated = false;
  for (let seed = 1; seed < 50 && !repeated; seed++) {
    const game = delve.game({ seed }),
      live = liveRegion();
    for (let i = 0, x = seed * 7; i < 600 && !game.state().over; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      const before = { text: live.textContent, writes: live.writes };
      const { result } = playGameKey(key('hjklyubns'[x % 9]), game, {
        actions,
        cp437,
        live,
        words: screenWords,
      });
      const { message, prompt } = game.state();
      if (!result.message || prompt !== 'command' || message !== before.text.trim()) continue;
      assert.equal(live.writes, before.writes + 1, `seed ${seed}: "${message}" said again`);
      assert.equal(live.textContent.trim(), message);
      repeated = true;
      break;
    }
    game.destroy();
  }
  assert.ok(repeated, 'a repeated message was found');
  const game = delve.game({ seed: 9 }),
    live = liveRegion();
  playGameKey(key('Q'), game, { actions, cp437, live });
  assert.equal(live.textContent, 'Do you wish to end your quest now (Yes/No) ?');
  game.destroy();
});

test("a key the original passes over at ' More ' says its message again; the space what follows", () => {
  // clock 4651: walking right, the ice monster freezes the hero and the game waits at ' More '
  const { actions, cp437 } = delve;
  const game = delve.game({ dos: 4651 }),
    live = liveRegion();
  const press = (k) => playGameKey(key(k), game, { actions, cp437, live, words: screenWords });
  while (game.state().prompt !== 'more') press('l');
  const { text, writes } = { text: live.textContent, writes: live.writes };
  assert.match(text, / More$/);
  for (const [i, k] of [...'lhx.\r'].entries()) {
    press(k);
    assert.equal(live.writes, writes + i + 1, `${JSON.stringify(k)}: the held message said again`);
    assert.equal(live.textContent.trim(), text);
  }
  assert.equal(game.state().prompt, 'more', 'still waiting for a space');
  press(' ');
  assert.notEqual(live.textContent.trim(), text, 'the space goes on, and what follows is said');
  game.destroy();
});

test('a move is played, its result returned, and the message row said once', () => {
  const { game, press, live } = setup();
  const before = game.state();
  const used = press(key('ArrowRight'));
  assert.equal(typeof used.result.moved, 'boolean');
  assert.ok(game.state().x !== before.x || game.state().message, 'the game took the step');
  assert.equal(live.textContent, game.state().message);
  const writes = live.writes;
  sayMessage(live, game); // the same message: not said again
  assert.equal(live.writes, writes);
  assert.equal(press(key('F1')), null, 'a key that is no action is no game key');
  game.destroy();
});

test("at a ' More ' the live region says the message the screen holds, then each after it", () => {
  // clock 2: the gold is found, then the ice monster hits before the turn ends; the game's
  // state already has the hit, the screen the gold until a space
  const game = delve.game({ dos: 2, keys: 'yjnkunhjbl' }),
    live = liveRegion();
  game.act('u');
  assert.equal(game.state().prompt, 'more');
  sayMessage(live, game, screenWords);
  assert.equal(live.textContent, 'You found 31 gold pieces More', 'More, which asks a space');
  const said = [live.textContent];
  for (let i = 0; i < 10 && game.state().prompt === 'more'; i++) {
    game.act(' ');
    sayMessage(live, game, screenWords);
    said.push(live.textContent);
  }
  assert.equal(said.at(-1), 'The ice monster scored an excellent hit on you');
  game.destroy();
});

test("the key that ends the game: the live region says the tombstone's words, once", () => {
  const [rec] = readGames(undefined, (id) => id === '06079-D');
  const last = rec.keys.indexOf('\r') - 1; // '.': the kestrel kills the resting hero
  const game = delve.game({
      dos: rec.dnum,
      fruit: 'dounut',
      keys: rec.keys.slice(0, last).join(''),
    }),
    live = liveRegion();
  const { actions, cp437 } = delve;
  playGameKey(key(rec.keys[last]), game, { actions, cp437, live, words: screenWords });
  assert.ok(game.state().over && game.state().prompt === 'enter');
  assert.equal(live.textContent, screenWords(game.text()));
  assert.match(live.textContent, /REST\b.*\bPEACE\b.* killed by a kestral\./);
  const { writes } = live;
  sayMessage(live, game, screenWords); // a repaint: not said again
  assert.equal(live.writes, writes);
  game.destroy();
});

test("after the tombstone's Enter the live region says the score file's prompt, from the bottom row", () => {
  // 06079-D of the recorded games dies to a kestrel with 42 gold pieces: no score file, the
  // original asks what to do (Create, Retry, Abort) on its last row; row 0 is empty
  const [rec] = readGames(undefined, (id) => id === '06079-D');
  const keys = rec.keys.slice(0, rec.keys.indexOf('\r')).join('');
  const game = delve.game({ dos: rec.dnum, fruit: 'dounut', keys }),
    live = liveRegion();
  const press = (k) =>
    playGameKey(key(k), game, { actions: delve.actions, cp437: delve.cp437, live });
  assert.equal(game.state().prompt, 'enter');
  press('Enter');
  assert.equal(game.state().prompt, 'scorefile');
  assert.equal(live.textContent, 'No scorefile: Create Retry Abort');
  const { writes } = live;
  press('r'); // Retry: the file is still not there, the same prompt (said once)
  assert.deepEqual([live.textContent, live.writes], ['No scorefile: Create Retry Abort', writes]);
  game.destroy();
});

test("what the screen shows is said: a list, the credits' question once, a new level; nothing after the end", () => {
  const { actions, cp437 } = delve;
  const press = (game, live, k) =>
    playGameKey(key(k), game, { actions, cp437, live, words: screenWords });
  // an object's question with the menu on (the default): the list the screen shows, and the ask
  let game = delve.game({ dos: 4651 }),
    live = liveRegion();
  press(game, live, 'e');
  assert.equal(game.state().prompt, 'object');
  assert.equal(live.textContent, 'a) Some food. -Select item to eat. Esc to cancel-');
  press(game, live, 'Escape');
  // a list's every key and glyph, each of its two columns' items a sentence
  for (const [keys, words] of [
    [
      '?',
      /^F1 list of commands\. F2 list of symbols\. .* ← left\. ↓ down\. .* \. rest\. > go down a staircase\. < go up a staircase\. .*Press space for more, Esc to continue--$/,
    ],
    ['? ', /^Q quit\. R remove ring\. S save game\. \^ identify trap\. \? help\. \/ key\. /],
    [
      '/',
      /^·: the floor\. ☺: the hero\. ♣: some food\. .* ╬: a door\. ╔: an upper left corner\. .* ≡: a stair case\. \$,\+: safe and perilous magic\. A-Z: 26 different monsters\. --press space to continue--$/,
    ],
    ['D', /^Haven't discovered anything about any potions\. .*sticks\. -Press space to continue-$/],
  ]) {
    for (const k of keys) press(game, live, k);
    assert.match(live.textContent, words, keys);
    press(game, live, 'Escape');
  }
  game.destroy();
  // the credits screen: its words with the question, once; the name typed is echoed, not said
  // (what a Backspace erased is: its line as it is then)
  game = delve.game({ dos: 4651, credits: true });
  live = liveRegion();
  sayMessage(live, game, screenWords);
  assert.match(
    live.textContent,
    /^ROGUE: The Adventure Game\. .*Epyx Incorporated\. All Rights Reserved\. Rogue's Name\?$/,
  );
  const { writes } = live;
  for (const k of ['A', 'n', 'Backspace', 'n']) press(game, live, k);
  assert.equal(live.writes, writes + 1);
  assert.equal(live.textContent, "Rogue's Name? A");
  press(game, live, 'Enter');
  assert.notEqual(game.state().prompt, 'line');
  assert.ok(live.writes > writes, 'then the game speaks again');
  game.destroy();
  // a new level: said with what the screen says (02035-V takes the stairs at its second key)
  const [down] = readGames(undefined, (id) => id === '02035-V');
  game = delve.game({ dos: down.dnum, fruit: 'dounut', keys: down.keys[0] });
  live = liveRegion();
  sayMessage(live, game, screenWords);
  press(game, live, down.keys[1]);
  assert.equal(game.state().depth, 2);
  assert.match(live.textContent, /^Level 2\./);
  const arrival = live.textContent;
  sayMessage(live, game, screenWords); // the page says the screen again as it paints it
  assert.equal(live.textContent, arrival, 'still said with its level');
  game.destroy();
  const [rec] = readGames(undefined, (id) => id === '06079-D');
  // the game over: a key no longer says the last message from before the tombstone
  const end = rec.keys.indexOf('\r');
  game = delve.game({ dos: rec.dnum, fruit: 'dounut', keys: rec.keys.slice(0, end).join('') });
  live = liveRegion();
  for (const k of ['Enter', 'c']) press(game, live, k);
  assert.equal(game.state().prompt, 'over');
  live.textContent = 'the end bar said this';
  const keys = game.keys();
  for (const k of ['x', 'r', 'Enter']) press(game, live, k);
  assert.equal(live.textContent, 'the end bar said this');
  assert.equal(game.keys(), keys, 'no key is played once the game is over: its link ends there');
  game.destroy();
});

test("the pack: i lists it, then any key returns to the map, w and the host's keys too", () => {
  for (const k of ['x', 'w', '?', 'Shift', 'l']) {
    const { game, press, asked, live } = setup('?');
    assert.ok(press(key('i')).result);
    assert.equal(game.state().inventory, true);
    assert.equal(
      live.textContent,
      'a) Some food. b) +1 ring mail [armor class 5] (being worn). c) A +1,+1 mace (weapon in hand). d) A +1,+0 short bow. e) 30 +0,+0 arrows. -Press space to continue-',
      'the pack is said, as it shows',
    );
    const used = press(key(k));
    assert.ok(used.result, `${k}: the game took a key`);
    assert.equal(game.state().inventory, false, `${k} returns from the pack`);
    assert.deepEqual(asked, [['i', false]], 'the host is not asked while the pack is listed');
    game.destroy();
  }
});

test("the host's own keys before the game's; w says where the player is, no turn", () => {
  const { game, press, asked, live } = setup('?R');
  assert.deepEqual(press(key('R')), { result: undefined });
  assert.deepEqual(asked, [['R', false]]);
  assert.equal(game.state().turns, 0);
  const words = describeSurroundings(game.level(), game.state(), game.screen(), delve.cp437);
  assert.deepEqual(press(key('w')), SPOKEN);
  assert.equal(live.textContent, words);
  assert.match(words, /^You are in a /);
  assert.equal(game.state().turns, 0);
  game.destroy();
});

test("the original's game reads every key: originalKey's bytes, played as they are", () => {
  const k = (key, more = {}) => originalKey({ key, code: '', ...more });
  assert.equal(k('e'), 'e');
  assert.equal(k('5'), '5');
  assert.equal(k(' '), ' ');
  assert.equal(k('Escape'), '\x1b');
  assert.equal(k('Enter'), '\r');
  assert.equal(k('ArrowLeft'), '\xcb', 'the extended key; readchar makes it h');
  assert.equal(k('ArrowUp', { shiftKey: true }), 'K');
  assert.equal(k('F1'), '\xbb');
  assert.equal(k('Insert'), '\xd2');
  assert.equal(k('r', { ctrlKey: true }), '\x12');
  assert.equal(k('t', { ctrlKey: true }), '\x14');
  for (const browser of [
    k('c', { ctrlKey: true }),
    k('r', { ctrlKey: true, shiftKey: true }),
    k('x', { altKey: true }),
    k('F11'),
    k('Shift'),
    k('constructor'),
    k('toString', { ctrlKey: true }),
    k('€'),
  ])
    assert.equal(browser, null);
  const game = delve.game({ seed: 5 }),
    live = liveRegion();
  const press = (event) =>
    playGameKey(event, game, {
      actions: delve.actions,
      cp437: delve.cp437,
      live,
      words: screenWords,
    });
  assert.equal(press({ key: 'v', ctrlKey: true }), null, "the browser's paste");
  const r = press({ key: 'x', code: 'KeyX' });
  assert.equal(r.result.message, true);
  assert.equal(game.state().message, "Illegal command 'x'");
  assert.equal(live.textContent, "Illegal command 'x'");
  press({ key: 'i', code: 'KeyI' });
  assert.equal(game.state().inventory, true);
  press({ key: 'T', code: 'KeyT' }); // the original ignores it at the list
  assert.equal(game.state().inventory, true);
  press({ key: 'Escape', code: 'Escape' });
  assert.equal(game.state().inventory, false);
  game.destroy();
});

test("Backspace is the original's byte 8: a step left as a command, an erase in a line", () => {
  assert.equal(originalKey(key('Backspace')), '\b');
  const game = delve.game({ seed: 5 }),
    press = (k) => playGameKey(key(k), game, { actions: delve.actions, cp437: delve.cp437 });
  while (game.state().prompt !== 'command') game.act(' ');
  const { x, y } = game.state();
  assert.ok(press('Backspace').result.moved, 'com_char turns it into h');
  assert.deepEqual([game.state().x, game.state().y], [x - 1, y]);
  for (const k of ['S', 'a', 'b', 'Backspace', 'c']) press(k); // the save's file name
  assert.equal(game.state().prompt, 'line');
  assert.match(game.text()[0], /\? ac +$/, 'getinfo erased the b (the page once typed an h)');
  game.destroy();
});

test('a screen in words: its lines as sentences, none after a line that ends in punctuation', () => {
  const fame = ["Guildmaster's Hall Of Fame:", '', 'Gold', '', '488   Rodney killed by starvation'];
  assert.equal(
    screenWords(fame),
    "Guildmaster's Hall Of Fame: Gold. 488 Rodney killed by starvation",
  );
  assert.equal(screenWords(['  ╔═══╗', '  ║REST║', '  ║ IN ║', '  ╚═══╝']), 'REST. IN');
  assert.equal(screenWords(['╔══╗', '   ']), '');
});

// What the eye sees without a message, said in a second live region (`news`): the clock 2255
// game of the accessibility review, in which a hobgoblin comes into view and hits.
test('news: a monster come into view, the hits it takes, a step into a wall', () => {
  const { actions, cp437 } = delve;
  const game = delve.game({ dos: 2255, fruit: 'dounut', firstClock: 18 }),
    live = liveRegion(),
    news = liveRegion();
  const hobgoblin = () =>
    game
      .text()
      .slice(1, 23)
      .some((row) => row.includes('H'));
  const press = (k) => {
    const writes = news.writes;
    playGameKey(key(k), game, { actions, cp437, live, words: screenWords, news });
    return news.writes > writes ? news.textContent : null;
  };
  let come = null;
  for (const k of 'llnjJhHllJyyhbbj') {
    const before = hobgoblin();
    const said = press(k);
    if (!hobgoblin() || before) {
      assert.doesNotMatch(said ?? '', /monster/, `${k}: no monster come`);
      continue;
    }
    const s = game.state();
    const y = game.text().findIndex((row, r) => r > 0 && row.includes('H'));
    const x = game.text()[y].indexOf('H');
    const way = (d, less, more) => (d ? `${Math.abs(d)} ${d < 0 ? less : more}` : null);
    const where = [way(x - s.x, 'left', 'right'), way(y - s.y, 'up', 'down')].filter(Boolean);
    assert.equal(said, `A monster, letter H, comes into view, ${where.join(', ')}.`);
    come = k;
  }
  assert.ok(come, 'the hobgoblin came into view');
  // rest until the hobgoblin's blows: one that lands says the hits left
  const hp = game.state().hp;
  let said = null;
  while (!game.state().over && game.state().hp === hp)
    said = press(game.state().prompt === 'more' ? ' ' : '.');
  const blow = game.state();
  assert.ok(blow.hp < hp, 'a blow landed');
  assert.equal(said, `Hits ${blow.hp} of ${blow.maxHp}.`);
  game.destroy();

  // a step into a wall: nothing moves, no message, no turn: said, and said again
  const walk = delve.game({ dos: 4651 });
  news.textContent = '';
  const step = () =>
    playGameKey(key('k'), walk, { actions, cp437, live, words: screenWords, news });
  step(); // into the room's top row
  assert.equal(news.textContent, '');
  step();
  assert.equal(news.textContent, 'Blocked.');
  step();
  assert.equal(news.textContent, 'Blocked.\u00a0', 'changed, so that it is said again');
  playGameKey(key('ArrowUp'), walk, { actions, cp437, live, words: screenWords, news });
  assert.equal(news.textContent, 'Blocked.', 'an arrow, as its letter');
  walk.destroy();
});

// A monster said to come into view is on the map: over random keys (lists, questions and
// messages included, whose capitals are no monsters), the cell it is said to be at is one a
// monster can stand on (the level's lists hold where monsters began, not where they are).
const WALLS = ' ═║╔╗╚╝'; // rock and walls (a door, ╬, a monster can stand in)
test('news over 200 games of random keys: every monster said is a monster of the level there', () => {
  const { actions, cp437 } = delve;
  const keys = 'hjklyubnhjklyubnHJKL..s i?\x1b>ceqrz';
  let x = 7,
    monsters = 0;
  for (let seed = 1; seed <= 200; seed++) {
    const game = delve.game(
      seed % 2 ? { seed, depth: 1 + (seed % 9) } : { dos: seed * 97, cols: seed % 4 ? 80 : 40 },
    );
    const live = liveRegion(),
      news = liveRegion();
    for (let i = 0; i < 400 && !game.state().over; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      const writes = news.writes;
      playGameKey(key(keys[x % keys.length]), game, {
        actions,
        cp437,
        live,
        words: screenWords,
        news,
      });
      if (news.writes === writes) continue;
      const s = game.state();
      for (const m of news.textContent.matchAll(
        /A monster, letter ([A-Z]), comes into view, ([^.]+)\./g,
      )) {
        let dx = 0,
          dy = 0;
        for (const [, n, way] of m[2].matchAll(/(\d+) (left|right|up|down)/g))
          if (way === 'left' || way === 'right') dx = way === 'left' ? -n : +n;
          else dy = way === 'up' ? -n : +n;
        const cell = game.level().map[s.y + dy - 1]?.[s.x + dx];
        assert.ok(
          cell && !WALLS.includes(cell),
          `seed ${seed}, key ${i}: "${m[0]}" on ${JSON.stringify(cell)}, no place for a monster`,
        );
        monsters++;
      }
    }
    game.destroy();
  }
  assert.ok(monsters > 20, `monsters said: ${monsters}`);
});

// At ' More ' the original has not drawn the blow that follows the message yet: the hits are
// said as the status row shows them, when it shows them (the state has them a message early).
test("news: the hits as the status row shows them, not before a ' More ' is answered", () => {
  const { actions, cp437 } = delve;
  const game = delve.game({ dos: 2255 }),
    live = liveRegion(),
    news = liveRegion();
  const press = (k) =>
    playGameKey(key(k), game, { actions, cp437, live, words: screenWords, news });
  for (const k of 'llnjjjjhhllllyyyh') press(k);
  assert.equal(news.textContent, 'A monster, letter H, comes into view, 1 left. Hits 8 of 12.');
  assert.equal(game.text()[23].match(/Hits:\S+/)[0], 'Hits:8(12)');
  press('h'); // a miss, held at ' More ': the hobgoblin's blow is in the state, not on the screen
  assert.deepEqual([game.state().prompt, game.state().hp], ['more', 7]);
  assert.match(game.text()[0], /^You swing and miss the hobgoblin More/);
  assert.equal(game.text()[23].match(/Hits:\S+/)[0], 'Hits:8(12)');
  assert.doesNotMatch(news.textContent, /Hits 7/, 'not said before the screen shows it');
  press(' ');
  assert.match(game.text()[0], /^The hobgoblin hit you/);
  assert.equal(news.textContent, 'Hits 7 of 12.');
  game.destroy();
});

// A widget's New game after a game that ended deeper: its opening and greeting said, and its
// first key says no "Level 1." (the region's record was the ended game's, on level 3).
test("a new game's start: its opening and greeting, and its first key no level changed", () => {
  const { actions, cp437 } = delve;
  const live = liveRegion();
  const ended = delve.game({ seed: 5, depth: 3 });
  sayMessage(live, ended, screenWords);
  ended.destroy();
  const game = delve.game({ seed: 6 });
  sayNewGame(live, game, screenWords, 'A new game.');
  assert.equal(live.textContent, `A new game. ${game.state().message}`);
  assert.match(live.textContent, /^A new game\. Hello Rodney\./);
  const writes = live.writes;
  playGameKey(key('s'), game, { actions, cp437, live, words: screenWords });
  assert.doesNotMatch(live.textContent, /Level/);
  assert.ok(live.writes <= writes + 1);
  game.destroy();
});

// A line being typed: its keys echo as typed, but what a Backspace erased is no key's echo: the
// line as it is now is said.
test('a Backspace in a line being typed says the line as it is now', () => {
  const { actions, cp437 } = delve;
  const game = delve.game({ dos: 4651, credits: true }),
    live = liveRegion();
  const press = (k) => playGameKey(key(k), game, { actions, cp437, live, words: screenWords });
  for (const k of 'Ax') press(k);
  const writes = live.writes;
  press('Backspace');
  assert.equal(live.textContent, "Rogue's Name? A");
  assert.equal(live.writes, writes + 1);
  press('Backspace');
  assert.equal(live.textContent, "Rogue's Name?");
  press('l'); // typed: echoed by the reader, not said again
  assert.equal(live.textContent, "Rogue's Name?");
  game.destroy();
});
