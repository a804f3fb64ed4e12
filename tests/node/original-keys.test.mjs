// The keys of a PC keyboard as the original's game reads them (web/view/keys.js originalKey,
// played through web/view/game-keys.js): the bytes BIOS and readchar give (P1 §5.1-5.2), the
// extended keys raw (a typed line reads them so), F5 and Alt-F9, Shift with an F-key, the
// Ctrl-letters, AltGr's characters, and characters beyond ASCII as a DOS keyboard typed them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { wasmPath } from './helpers.mjs';
import { playGameKey } from '../../web/view/game-keys.js';
import { originalKey } from '../../web/view/keys.js';

const delve = await loadDelve({ wasm: readFileSync(wasmPath) });
const ev = (key, more = {}) => ({ key, code: '', ...more });
const k = (key, more) => originalKey(ev(key, more), delve.cp437);

// A game of clock 4651 at its first command, and a press of key events in it as the page plays
// them.
function game() {
  const g = delve.game({ dos: 4651 });
  const press = (key, more) =>
    playGameKey(ev(key, more), g, { actions: delve.actions, cp437: delve.cp437 });
  return { g, press };
}

test('the arrows, Home, End, PgUp, PgDn, Ins, Del and the keypad are the extended keys', () => {
  const bytes = {
    Home: 0xc7,
    ArrowUp: 0xc8,
    PageUp: 0xc9,
    ArrowLeft: 0xcb,
    ArrowRight: 0xcd,
    End: 0xcf,
    ArrowDown: 0xd0,
    PageDown: 0xd1,
    Insert: 0xd2,
    Delete: 0xd3,
  };
  for (const [key, byte] of Object.entries(bytes)) assert.equal(k(key), String.fromCharCode(byte));
  // the keypad by its place, NumLock on (a digit) or off (an arrow): the keypad moves
  assert.equal(k('8', { code: 'Numpad8' }), '\xc8');
  assert.equal(k('ArrowUp', { code: 'Numpad8' }), '\xc8');
  assert.equal(k('Home', { code: 'Numpad7' }), '\xc7');
  assert.equal(k('Insert', { code: 'Numpad0' }), '\xd2');
  assert.equal(k('Delete', { code: 'NumpadDecimal' }), '\xd3');
  assert.equal(k('+', { code: 'NumpadAdd' }), '+');
  assert.equal(k('-', { code: 'NumpadSubtract' }), '-');
  // Shift with a direction runs (the page's: H J K L Y U B N)
  assert.equal(k('ArrowUp', { shiftKey: true }), 'K');
  assert.equal(k('End', { shiftKey: true, code: 'Numpad1' }), 'B');
});

test('an arrow is the same command as its letter, and in a typed line it ends the line', () => {
  const a = game(),
    b = game();
  for (const [key, letter] of [
    ['ArrowLeft', 'h'],
    ['PageDown', 'n'],
    ['Delete', 's'],
    ['F7', 'i'],
  ]) {
    a.press(key);
    b.g.act(letter);
    assert.deepEqual(a.g.text(), b.g.text(), key);
    a.press('Escape');
    b.g.act('\x1b');
  }
  a.g.destroy();
  b.g.destroy();
  // fake DOS (!): a line that starts with an extended key goes back to the game (P1 §15.3);
  // the page once typed the F1 as a '?' and the player stayed at C>
  const { g, press } = game();
  press('!');
  assert.equal(g.state().prompt, 'line');
  press('F1');
  assert.equal(g.state().prompt, 'command', 'F1 on an empty line leaves fake DOS');
  press('!');
  press('ArrowUp');
  assert.equal(g.state().prompt, 'command', 'so does an arrow');
  g.destroy();
});

test("F5 renames (c) and Alt-F9 defines the macro, as the original's help says", () => {
  assert.equal(k('F5'), '\xbf');
  assert.equal(k('F9', { altKey: true }), '\xf0');
  const a = game(),
    b = game();
  a.press('F5');
  b.g.act('c');
  assert.deepEqual(a.g.text(), b.g.text());
  a.g.destroy();
  b.g.destroy();
  const { g, press } = game();
  press('F9', { altKey: true });
  assert.equal(g.state().prompt, 'line');
  assert.match(g.text()[0], /^F9 was v, enter new macro: /);
  g.destroy();
});

test('Shift with an F-key is an extended key the original does not know: an illegal command', () => {
  assert.equal(k('F1', { shiftKey: true }), '\xd4');
  assert.equal(k('F10', { shiftKey: true }), '\xdd');
  const { g, press } = game();
  press('F1', { shiftKey: true });
  assert.equal(g.state().prompt, 'command', 'no help page');
  assert.equal(g.text()[0].trimEnd(), "Illegal command '\\x'");
  g.destroy();
  // Ctrl-F keys and Alt with another F-key: the browser's (Ctrl+F5 reloads, Alt+F4 closes)
  assert.equal(k('F5', { ctrlKey: true }), null);
  assert.equal(k('F4', { altKey: true }), null);
});

test('Ctrl with a letter is its control byte: Ctrl-H a step left, Ctrl-[ Escape, the rest illegal', () => {
  assert.equal(k('h', { ctrlKey: true }), '\b');
  assert.equal(k('a', { ctrlKey: true }), '\x01');
  assert.equal(k('P', { ctrlKey: true }), '\x10', 'Caps Lock on');
  assert.equal(k('[', { ctrlKey: true }), '\x1b');
  assert.equal(k('Enter', { ctrlKey: true }), '\n');
  assert.equal(k('р', { ctrlKey: true, code: 'KeyH' }), '\b', 'a Cyrillic layout: by its place');
  assert.equal(k('a', { ctrlKey: true, code: 'KeyQ' }), '\x01', 'AZERTY: by its letter');
  for (const browser of [
    k('c', { ctrlKey: true }), // copy
    k('v', { ctrlKey: true }), // paste
    k('r', { ctrlKey: true, shiftKey: true }), // reload
    k('ArrowLeft', { ctrlKey: true }),
  ])
    assert.equal(browser, null);
  const a = game(),
    b = game();
  a.press('h', { ctrlKey: true });
  b.g.act('h');
  assert.deepEqual(a.g.text(), b.g.text(), 'Ctrl-H is the backspace: h');
  a.press('a', { ctrlKey: true });
  assert.equal(a.g.text()[0].trimEnd(), "Illegal command '^A'");
  a.press('j', { ctrlKey: true });
  assert.equal(a.g.text()[0].trimEnd(), "Illegal command ' '");
  a.g.destroy();
  b.g.destroy();
});

test("AltGr's characters (Ctrl+Alt as Windows reports it) are typed; a layout's key wins", () => {
  assert.equal(k('@', { ctrlKey: true, altKey: true, code: 'KeyQ' }), '@'); // German AltGr+Q
  assert.equal(k('^', { ctrlKey: true, altKey: true, code: 'Digit9' }), '^'); // French AltGr+9
  assert.equal(k('t', { ctrlKey: true, altKey: true }), null, 'Ctrl+Alt+T: the system');
  assert.equal(k('7', { ctrlKey: true, altKey: true }), null);
  assert.equal(k('z', { code: 'KeyY' }), 'z', 'QWERTZ');
  assert.equal(k('1', { code: 'Digit1', shiftKey: true }), '1', 'AZERTY: a digit with Shift');
  const { g, press } = game();
  press('^', { ctrlKey: true, altKey: true, code: 'Digit9' });
  assert.match(g.text()[0], /direction/i, '^ asks for a direction (identify trap)');
  g.destroy();
});

test('a character beyond ASCII is its CP437 byte, as a DOS keyboard driver typed it', () => {
  assert.equal(k('é'), '\x82');
  assert.equal(k('ü'), '\x81');
  assert.equal(k('£'), '\x9c');
  assert.equal(k('ß'), '\xe1');
  assert.equal(k('€'), null, 'not in CP437');
  assert.equal(k('h', { isComposing: true }), null, "an input method's: its text comes after");
  const { g, press } = game();
  for (const key of ['!', 'a', 'é']) press(key);
  assert.equal(g.text()[1].trimEnd(), 'C>aé', 'the é the player typed, not a Θ (byte 0xE9)');
  g.destroy();
});
