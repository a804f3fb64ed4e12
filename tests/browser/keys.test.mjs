// The game page's keyboard in a real Chromium, with real key presses (key, code, location and
// modifiers as the browser makes them): the bytes ROGUE.EXE read for the keys of a PC keyboard
// (P1 §5), the browser's defaults held back for the keys the game takes, a dead key's and
// AltGr's characters, and recorded games of the original typed with every kind of key the
// original reads for their keys (arrows, keypad, Home/PgUp/End/PgDn, Ins, Del, F-keys, Shift
// runs, Ctrl-H, Ctrl-[), screen for screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath } from '../node/helpers.mjs';
import { useBrowser, openSitePage, shown } from './browser.mjs';
import { readGames, wantedOptions, clockTurns, COMPARED_ROWS } from '../node/games-data.mjs';

const delve = await loadDelve({ wasm: readFileSync(wasmPath) });
const env = useBrowser();

// The page at `hash` in a context of its own (its own kept game), once it plays.
async function gamePage(hash) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const { page, errors } = await openSitePage(context, env.base, hash);
  await page.waitForFunction(() =>
    document.activeElement?.classList.contains('xterm-helper-textarea'),
  );
  // whether each keydown's default was prevented, seen after the terminal's own handler: on its
  // textarea, capturing as xterm.js does and after it (a key the game takes goes no further)
  await page.evaluate(() => {
    window.prevented = [];
    const record = (e) => {
      if (!['Control', 'Alt', 'Shift'].includes(e.key)) window.prevented.push(e.defaultPrevented);
    };
    document.activeElement.addEventListener('keydown', record, true);
  });
  return { page, errors, context };
}

const gameKeys = (page) =>
  page.evaluate(() => [...window.delvePage.game.keys()].map((c) => c.charCodeAt(0)));
const state = (page) => page.evaluate(() => window.delvePage.game.state());

test('each key of a PC keyboard reaches the game as the byte ROGUE.EXE read for it', async () => {
  const { page, errors, context } = await gamePage('#dos=4651');
  // [keys pressed, the byte the game reads]; Escape after each that opens a prompt
  const pressed = [
    ['ArrowLeft', 0xcb],
    ['Numpad8', 0xc8], // NumLock on (key '8'): the keypad still moves
    ['Home', 0xc7],
    ['PageDown', 0xd1],
    ['Delete', 0xd3],
    ['Insert', 0xd2],
    ['Control+KeyH', 0x08], // the backspace: h
    ['F5', 0xbf], // c: rename (the browser's reload held back)
    ['Control+BracketLeft', 0x1b], // Escape
    ['Alt+F9', 0xf0], // F: the macro's definition
    ['Escape', 0x1b],
    ['Shift+F1', 0xd4], // Illegal command '\x'
    ['Control+KeyP', 0x10], // Illegal command '^P' (the browser's print held back)
    ['F4', 0xbe], // Ctrl-R: the last message again
    ['Control+KeyR', 0x12],
    ['Shift+ArrowRight', 'L'.charCodeAt(0)], // a run
  ];
  for (const [key] of pressed) await page.keyboard.press(key);
  assert.deepEqual(
    await gameKeys(page),
    pressed.map(([, byte]) => byte),
  );
  assert.deepEqual(
    await page.evaluate(() => window.prevented),
    pressed.map(() => true),
    "every key the game took: the browser's default held back",
  );
  // the browser's own: copy, paste, a hard reload, Ctrl+F5, F12
  await page.keyboard.press('Control+KeyC');
  await page.keyboard.press('F12');
  assert.equal((await gameKeys(page)).length, pressed.length);
  // Alt with a letter is no key of the original's: the browser's (Alt+D the address bar), its
  // default not held back (xterm.js made Alt+D an Escape and d, and held it back)
  await page.keyboard.press('Alt+KeyD');
  await page.keyboard.press('Alt+KeyF');
  assert.deepEqual(
    (await page.evaluate(() => window.prevented)).slice(-4),
    [false, false, false, false], // and Ctrl+C and F12 (no key of the original's) before them
  );
  assert.equal((await gameKeys(page)).length, pressed.length);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an explore walk leaves the browser its F-keys (F5 reloads), and takes the arrows', async () => {
  const { page, errors, context } = await gamePage('#seed=42&rules=explore');
  for (const key of ['F1', 'F9', 'F12', 'F2', 'ArrowLeft']) await page.keyboard.press(key);
  assert.deepEqual(await page.evaluate(() => window.prevented), [false, false, false, false, true]);
  assert.deepEqual(await gameKeys(page), ['h'.charCodeAt(0)]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("an extended key ends a typed line: F1 at fake DOS's C> goes back to the game", async () => {
  const { page, errors, context } = await gamePage('#dos=4651');
  await page.keyboard.press('Shift+Digit1'); // !
  assert.equal((await state(page)).prompt, 'line');
  assert.match((await shown(page))[1], /^C>/);
  await page.keyboard.press('F1');
  assert.equal((await state(page)).prompt, 'command', 'back in the game, no ? typed');
  assert.match((await shown(page))[23], /^Level:1 /);
  // a character beyond ASCII is typed as its CP437 byte: é is 0x82, as KEYB gave it
  await page.keyboard.press('Shift+Digit1');
  await page.keyboard.press('KeyA');
  await page.keyboard.insertText('é'); // text with no key of its own (a phone, a compose key)
  assert.equal((await shown(page))[1].trimEnd(), 'C>aé');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the original's cursor: an underline after a typed line's text, and none at a command", async () => {
  const { page, errors, context } = await gamePage('#dos=4651');
  // where xterm.js has its cursor, and the cell its DOM renderer draws it on, if any
  const cursor = () =>
    page.evaluate(() => {
      const { term } = window.delvePage;
      const drawn = term.element.querySelector('.xterm-rows .xterm-cursor');
      const { cursorX, cursorY } = term.buffer.active;
      return (
        drawn && { x: cursorX, y: cursorY, underline: drawn.matches('.xterm-cursor-underline') }
      );
    });
  assert.equal(await cursor(), null, 'no cursor at a command');
  await page.keyboard.press('Shift+Digit1'); // ! : fake DOS's C>
  await page.keyboard.type('ab');
  await page.waitForFunction(() => window.delvePage.term.element.querySelector('.xterm-cursor'));
  assert.deepEqual(await cursor(), { x: 4, y: 1, underline: true }, 'after C>ab');
  // the page's help, over the line: no cursor on it; closed, the cursor is back
  await page.click('#controls');
  await page.click('.delve-pad [data-key="?"]');
  await page.waitForFunction(() => !window.delvePage.term.element.querySelector('.xterm-cursor'));
  // any button: the help's next page, or after its last the game
  for (let i = 0; i < 5 && (await page.evaluate(() => window.delvePage.help !== null)); i++)
    await page.click('.delve-pad [data-key="?"]');
  await page.click('#screen'); // the keys to the game again
  await page.waitForFunction(() => window.delvePage.term.element.querySelector('.xterm-cursor'));
  assert.deepEqual(await cursor(), { x: 4, y: 1, underline: true }, 'after the help');
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => window.delvePage.term.buffer.active.cursorX === 3);
  await page.keyboard.press('Backspace');
  await page.keyboard.type('rogue'); // the command that leaves fake DOS
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !window.delvePage.term.element.querySelector('.xterm-cursor'));
  assert.equal((await state(page)).prompt, 'command');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a dead key's character and AltGr's (Ctrl+Alt, as Windows reports it) reach the game", async () => {
  const { page, errors, context } = await gamePage('#dos=4651');
  const cdp = await context.newCDPSession(page);
  // French or German ^: a dead key, then its character as text (an input method's composition)
  for (const type of ['keyDown', 'keyUp'])
    await cdp.send('Input.dispatchKeyEvent', {
      type,
      key: 'Dead',
      code: 'BracketLeft',
      windowsVirtualKeyCode: 219,
    });
  await page.keyboard.insertText('^');
  assert.deepEqual(await gameKeys(page), ['^'.charCodeAt(0)], 'the ^ was read');
  assert.match((await shown(page))[0], /direction/i, '^ asks for a direction');
  await page.keyboard.press('Escape');
  // Linux, macOS: the dead key starts a composition, Space (keyCode 229) ends it with the ^
  const dead = { key: 'Dead', code: 'BracketLeft', windowsVirtualKeyCode: 229 };
  const space = { key: 'Process', code: 'Space', windowsVirtualKeyCode: 229 };
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...dead });
  await cdp.send('Input.imeSetComposition', { text: '^', selectionStart: 1, selectionEnd: 1 });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...dead });
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...space });
  await page.keyboard.insertText('^');
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...space });
  await page.waitForFunction(() => window.delvePage.game.keys().length === 3);
  assert.deepEqual((await gameKeys(page)).slice(2), ['^'.charCodeAt(0)], 'one ^, no space');
  // Windows: the dead key, then Space's keydown with the ^ as its key
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyDown',
    key: 'Escape',
    code: 'Escape',
    windowsVirtualKeyCode: 27,
  });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'rawKeyDown',
    key: 'Dead',
    code: 'BracketLeft',
  });
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: '^', code: 'Space' });
  assert.deepEqual((await gameKeys(page)).slice(3), [0x1b, '^'.charCodeAt(0)]);
  await page.keyboard.press('Escape');
  // French AltGr+9: ^, reported with Ctrl and Alt down
  await page.keyboard.down('Control');
  await page.keyboard.down('Alt');
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'rawKeyDown',
    key: '^',
    code: 'Digit9',
    windowsVirtualKeyCode: 57,
    modifiers: 3,
  });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key: '^',
    code: 'Digit9',
    modifiers: 3,
  });
  await page.keyboard.up('Alt');
  await page.keyboard.up('Control');
  assert.deepEqual((await gameKeys(page)).slice(6), ['^'.charCodeAt(0)]);
  assert.deepEqual(errors, []);
  await context.close();
});

// The key pressed for a recorded key, varied over the ways a PC keyboard types it: letters as
// typed, or (not in a typed line, which reads keys raw) the arrows, keypad and Home/End/PgUp/
// PgDn for h j k l y u b n, Shift with an arrow for a run, Del for s, Ins for >, F3 for a, F7
// for i, Ctrl-H for a command's h, Ctrl-[ for Escape.
const LETTER_KEYS = {
  h: ['KeyH', 'ArrowLeft', 'Numpad4', 'Control+KeyH'],
  j: ['KeyJ', 'ArrowDown', 'Numpad2'],
  k: ['KeyK', 'ArrowUp', 'Numpad8'],
  l: ['KeyL', 'ArrowRight', 'Numpad6'],
  y: ['KeyY', 'Home', 'Numpad7'],
  u: ['KeyU', 'PageUp', 'Numpad9'],
  b: ['KeyB', 'End', 'Numpad1'],
  n: ['KeyN', 'PageDown', 'Numpad3'],
  s: ['KeyS', 'Delete'],
  '>': ['Shift+Period', 'Insert'],
  a: ['KeyA', 'F3'],
  i: ['KeyI', 'F7'],
  '\x1b': ['Escape', 'Control+BracketLeft'],
};
const RUN_KEYS = { H: 'ArrowLeft', J: 'ArrowDown', K: 'ArrowUp', L: 'ArrowRight' };
const NAMED = { ' ': 'Space', '\r': 'Enter', '.': 'Period', '<': 'Shift+Comma', '\x1b': 'Escape' };

function pressFor(key, prompt, i) {
  const ways = prompt === 'line' ? null : LETTER_KEYS[key];
  if (ways) {
    const usable = prompt === 'command' ? ways : ways.filter((w) => w !== 'Control+KeyH');
    return usable[i % usable.length];
  }
  if (prompt !== 'line' && RUN_KEYS[key] && i % 2) return `Shift+${RUN_KEYS[key]}`;
  if (NAMED[key]) return NAMED[key];
  if (/[a-z]/.test(key)) return `Key${key.toUpperCase()}`;
  if (/[A-Z]/.test(key)) return `Shift+Key${key}`;
  if (/[0-9]/.test(key)) return `Digit${key}`;
  return key;
}

for (const id of ['01283-R', '01183-V', '05521-I']) {
  test(`recorded game ${id} typed with the keys of a PC keyboard shows the original's screens`, async () => {
    const [game] = readGames(undefined, (g) => g === id);
    // the prompt before each key, from the game in Node, to choose a key the original reads so
    const options = wantedOptions(game);
    options.firstClockTurns = clockTurns(delve, game, options);
    const g = delve.game(options);
    const prompts = game.keys.map((k) => {
      const { prompt } = g.state();
      g.act(k);
      return prompt;
    });
    g.destroy();
    const { page, errors, context } = await gamePage(
      `#dos=${game.dnum}&fruit=dounut&firstClock=${options.firstClock}&firstClockTurns=${options.firstClockTurns}`,
    );
    const checks = new Set([50, 150, 250, game.keys.length]);
    const differing = [];
    for (let s = 0; s < game.keys.length; s++) {
      await page.keyboard.press(pressFor(game.keys[s], prompts[s], s));
      if (!checks.has(s + 1)) continue;
      const got = (await shown(page)).slice(0, COMPARED_ROWS).map((row) => row.trimEnd());
      const want = game.frames[s + 1].slice(0, COMPARED_ROWS).map((row) => row.trimEnd());
      if (got.join('\n') !== want.join('\n')) differing.push({ screen: s + 1, got, want });
    }
    assert.deepEqual(differing.slice(0, 1), []);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
