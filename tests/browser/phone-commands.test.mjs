// A phone's player reaches every command of the original by touch alone (issue: the pad had no
// way up, the pack no Call, and nothing typed a command the pad lacks), and a pinch on the game's
// screen zooms rather than plays a move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openSitePage, PHONE, shown } from './browser.mjs';

const env = useBrowser();

async function open(hash, options = PHONE) {
  const context = await env.browser.newContext(options);
  return { context, ...(await openSitePage(context, env.base, hash)) };
}

// embed.html in `context` with an interactive widget of the original's game of clock 4651 put
// first (#orig), once it plays: { page, errors }.
async function originalWidget(context) {
  const opened = await openSitePage(context, env.base, 'embed.html', () =>
    customElements.get('delve-level'),
  );
  await opened.page.evaluate(() => {
    const el = document.createElement('delve-level');
    el.id = 'orig';
    el.setAttribute('dos', '4651');
    el.setAttribute('interactive', '');
    el.setAttribute('rules', 'original');
    document.body.prepend(el);
  });
  await opened.page.waitForFunction(() => document.getElementById('orig')?.game);
  return opened;
}

const state = (page) => page.evaluate(() => window.delvePage.game.state());
const keys = (page) => page.evaluate(() => window.delvePage.game.keys());
const textarea = (page) =>
  page.evaluate(() => {
    const t = window.delvePage.term.textarea;
    return { mode: t.getAttribute('inputmode'), focused: document.activeElement === t };
  });

test("a phone plays the original's commands the pad lacks: Up <, the pack's Call, and the phone's keyboard for any other", async () => {
  const { context, page, errors } = await open('#dos=4651');
  // Up < sends the original's < (here, off the stairs and without the amulet, it sees no way up)
  await page.tap('.delve-pad [data-key="<"]');
  assert.match(await keys(page), /<$/, 'Up < played <');
  assert.equal((await state(page)).message, 'I see no way up');

  // the pack's Call names a kind not known: its name is asked, and the phone's keyboard comes up
  for (let i = 0; i < 3; i++) await page.tap('.delve-pad [data-key="j"]'); // b) a scroll
  await page.tap('.delve-pad [data-key="i"]');
  await page.tap('.delve-pack [data-choose="b"]');
  assert.equal(
    await page.isVisible('.delve-pack [data-key="c"][data-object="b"]'),
    true,
    'a scroll not known can be called',
  );
  // the focus goes to its commands, before the list: a screen reader reads them next
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el.closest('.delve-pack-commands') ? `command ${el.dataset.key}` : el.dataset.choose;
    });
  assert.equal(await focused(), 'command r', "the chosen scroll's first command has the focus");
  await page.tap('.delve-pack [data-choose="b"]');
  assert.equal(await focused(), 'b', 'let go: the focus on the scroll again');
  await page.tap('.delve-pack [data-choose="b"]');
  await page.tap('.delve-pack [data-choose="d"]'); // the mace: known, no Call
  assert.equal(await page.isVisible('.delve-pack [data-key="c"]'), false, 'a mace cannot');
  await page.tap('.delve-pack [data-choose="b"]');
  await page.tap('.delve-pack [data-key="c"][data-object="b"]');
  assert.match(await page.textContent('#messages'), /^Was called "vecfar joqtis lel"/);
  await page.tap('.xterm-screen'); // its ' More '
  assert.equal((await state(page)).prompt, 'line', 'the game asks what to call it');
  assert.deepEqual(await textarea(page), { mode: 'text', focused: true }, 'the keyboard is up');
  // its Keyboard button brings the keyboard back where Back put it away: the textarea focused
  // anew (focusing it where it has the focus would not)
  const lineKeyboard = '.delve-answers [data-keyboard]';
  assert.match(await page.getAttribute(lineKeyboard, 'aria-label'), /^Keyboard: show it/);
  assert.equal(await page.getAttribute(lineKeyboard, 'aria-pressed'), null, 'no toggle here');
  await page.evaluate(() => {
    window.focused = 0;
    window.delvePage.term.textarea.addEventListener('focus', () => window.focused++);
  });
  await page.tap(lineKeyboard);
  assert.equal(await page.evaluate(() => window.focused), 1);
  assert.deepEqual(await textarea(page), { mode: 'text', focused: true });
  await page.keyboard.insertText('blue');
  await page.tap('.delve-answers button[aria-label^="enter"]');
  assert.equal((await state(page)).prompt, 'command');
  assert.equal((await textarea(page)).mode, 'none', 'and goes after the line');

  // Keyboard, at a command: the phone's keyboard for the original's commands (D: discoveries)
  const keyboard = '.delve-answers [data-keyboard]';
  assert.equal(await page.getAttribute(keyboard, 'aria-pressed'), 'false');
  assert.match(await page.getAttribute(keyboard, 'aria-label'), /^Keyboard/, 'named by its label');
  await page.tap(keyboard);
  assert.deepEqual(await textarea(page), { mode: 'text', focused: true }, 'the keyboard is up');
  assert.equal(await page.getAttribute(keyboard, 'aria-pressed'), 'true');
  await page.keyboard.insertText('D'); // a soft keyboard's text: input events, no key
  assert.match(
    await page.evaluate(() => window.delvePage.game.text().join('\n')),
    /called blue/,
    'D typed showed the discoveries',
  );
  await page.tap('.xterm-screen'); // the list goes on
  assert.equal((await state(page)).prompt, 'command');
  assert.deepEqual(await textarea(page), { mode: 'text', focused: true }, 'the keyboard stays');
  // beside it the keys no phone keyboard types: Ctrl-T (brief), Ctrl-R (the message again)
  const control = (label) => page.locator('.delve-answers button', { hasText: label });
  await control('Ctrl-T').tap();
  assert.equal((await state(page)).message, "Ok, I'll be brief");
  await page.tap('.delve-pad [data-key="s"]');
  assert.equal((await state(page)).message, '');
  await control('Ctrl-R').tap();
  assert.equal((await state(page)).message, "Ok, I'll be brief");
  await control('F9').tap(); // the macro, v: the version
  assert.match((await state(page)).message, /^Rogue version 1\.48/);
  assert.ok((await keys(page)).endsWith('\x14s\x12\x06'), 'the keys the buttons sent');
  assert.match(await control('Ctrl-R').getAttribute('aria-label'), /last message/);
  await page.tap(keyboard);
  assert.deepEqual(await textarea(page), { mode: 'none', focused: true }, 'off: the pad again');
  assert.equal(await page.getAttribute(keyboard, 'aria-pressed'), 'false');
  assert.equal(await control('Ctrl-R').count(), 0, 'and no Ctrl-R');
  // a question asked while the keyboard is up keeps its toggle, so it can go without Back
  await page.tap(keyboard);
  await page.keyboard.insertText('Q');
  assert.equal((await state(page)).prompt, 'yesno', 'Q asks whether to quit');
  assert.equal(await page.getAttribute(keyboard, 'aria-pressed'), 'true');
  assert.equal(await control('Ctrl-R').count(), 0, 'the command keys only with a command');
  await page.tap(keyboard);
  assert.deepEqual(await textarea(page), { mode: 'none', focused: true }, 'the keyboard goes');
  await page.tap('.delve-answers [data-key="n"]');
  assert.equal((await state(page)).prompt, 'command');
  assert.equal(await page.getAttribute(keyboard, 'aria-pressed'), 'false');

  // a walk has no way up: its pad leaves Up < out
  await page.goto(`${env.base}#seed=7&depth=1&rules=explore`);
  await page.waitForFunction(() => window.delvePage?.game.state().rules === 'explore');
  assert.equal(await page.isVisible('.delve-pad [data-key="<"]'), false, 'no Up < in a walk');
  assert.equal(await page.isVisible('.delve-answers [data-keyboard]'), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a pinch on the game screen plays no move, and the page lets two fingers zoom', async () => {
  const { context, page, errors } = await open('#dos=4651');
  const r = await page.evaluate(() => {
    const b = document.querySelector('.xterm-screen').getBoundingClientRect();
    return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
  });
  const cdp = await context.newCDPSession(page);
  const pinch = async (spread) => {
    const points = (d) => [
      { x: r.x, y: r.y - d, id: 1 },
      { x: r.x, y: r.y + d, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(10) });
    for (let i = 1; i <= 5; i++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: points(10 + (spread * i) / 5),
      });
    // one finger lifts first, then the other
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchEnd',
      touchPoints: [points(10 + spread)[1]],
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(100);
  };
  await pinch(80);
  await pinch(-5);
  assert.equal(await keys(page), '', 'a pinch is no swipe and no tap');
  // one finger still plays
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...r }] });
  for (let i = 1; i <= 5; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: r.x + 12 * i, y: r.y }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForFunction(() => window.delvePage.game.keys() === 'l');
  const actions = await page.evaluate(() =>
    ['#screen', '.delve-controls', '.delve-pad'].map(
      (s) => getComputedStyle(document.querySelector(s)).touchAction,
    ),
  );
  assert.deepEqual(actions, ['pinch-zoom', 'pinch-zoom', 'manipulation'], 'no scroll, but zoom');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a widget's original game on a phone: Up < and the Keyboard toggle too", async () => {
  const context = await env.browser.newContext(PHONE);
  const { page, errors } = await originalWidget(context);
  const game = () =>
    page.evaluate(() => {
      const el = document.getElementById('orig');
      const t = el.shadowRoot.querySelector('textarea');
      return {
        keys: el.game.keys(),
        text: el.game.text().join('\n'),
        mode: t.getAttribute('inputmode'),
        focused: el.shadowRoot.activeElement === t,
      };
    });
  await page.tap('#orig >> .delve-pad [data-key="<"]');
  assert.equal((await game()).keys, '<', "Up < played the original's <");
  await page.tap('#orig >> .delve-answers [data-keyboard]');
  assert.deepEqual(
    [(await game()).mode, (await game()).focused],
    ['text', true],
    'the keyboard is up',
  );
  await page.keyboard.insertText('v'); // the version
  assert.match((await game()).text, /Rogue version/);
  await page.tap('#orig >> .delve-answers [data-keyboard]');
  assert.equal((await game()).mode, 'none', 'and goes when pressed again');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the original's help on a phone: its lines the view has no room for come at Continue, then its next page", async () => {
  const { context, page, errors } = await open('#dos=4651');
  await page.tap('.delve-answers [data-keyboard]');
  await page.keyboard.insertText('?');
  const lines = async () => (await shown(page)).map((line) => line.trim());
  const first = await lines();
  assert.equal(first[0], 'F1     list of commands', first.join('\n'));
  assert.ok(!first.some((line) => line.startsWith('q      quaff')), 'quaff is in a later part');
  await page.locator('.delve-answers button', { hasText: 'Continue' }).tap();
  const second = await lines();
  assert.ok(
    second.some((line) => line.startsWith('q      quaff potion')),
    second.join('\n'),
  );
  assert.match(await keys(page), /\?$/, "the view's: no key played");
  // the last part's Continue is the game's: its second page of help
  for (let i = 0; i < 4 && !(await keys(page)).endsWith('? '); i++) await page.tap('.xterm-screen');
  assert.match(await keys(page), /\? $/);
  assert.match((await lines()).join('\n'), /Q {6}quit/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a narrow widget's original game shows the help's later lines at a space, as the page does", async () => {
  const context = await env.browser.newContext({ viewport: { width: 360, height: 800 } });
  const { page, errors } = await originalWidget(context);
  const rows = () =>
    page.evaluate(() =>
      Array.from(
        document.getElementById('orig').shadowRoot.querySelectorAll('.xterm-rows > div'),
        (row) => row.textContent.replace(/\u00a0/g, ' ').trim(),
      ),
    );
  const keysOf = () => page.evaluate(() => document.getElementById('orig').game.keys());
  await page.click('#orig');
  await page.keyboard.type('?');
  await page.waitForFunction(() => document.getElementById('orig').game.keys() === '?');
  assert.ok(!(await rows()).some((r) => r.startsWith('q      quaff')), (await rows()).join('\n'));
  await page.keyboard.press(' ');
  await page.waitForTimeout(50);
  assert.equal(await keysOf(), '?', "the space was the view's");
  assert.ok(
    (await rows()).some((r) => r.startsWith('q      quaff potion')),
    (await rows()).join('\n'),
  );
  assert.deepEqual(errors, []);
  await context.close();
});

// A screen reader's user on a phone is where the focus is: at "Which direction?" it goes to the
// pad's directions (the last one tapped, else up), not to the button tapped last (Search, Throw).
test('a direction asked for: the focus on the pad, on its last direction or its up', async () => {
  const { context, page, errors } = await open('#dos=4651');
  const focused = () => page.evaluate(() => document.activeElement?.dataset?.key);
  const throwArrow = async () => {
    await page.tap('.delve-pad [data-key="i"]');
    await page.tap('.delve-pack [data-choose="e"]'); // e) the arrows
    await page.tap('.delve-pack [data-key="t"][data-object="e"]');
    assert.equal((await state(page)).prompt, 'direction');
  };
  await page.tap('.delve-pad [data-key="s"]');
  await throwArrow();
  assert.equal(await focused(), 'k', 'no direction tapped yet: up');
  // the pad's keys the question passes over wait, dimmed; the directions and Run do not
  const waiting = () =>
    page.$$eval('.delve-pad button[aria-disabled="true"]', (bs) => bs.map((b) => b.dataset.key));
  assert.deepEqual(await waiting(), ['.', 's', '>', '<', 'i']);
  await page.tap('.delve-pad [data-key="l"]'); // thrown right
  assert.equal((await state(page)).prompt, 'command');
  assert.deepEqual(await waiting(), [], 'a command: none');
  await throwArrow();
  assert.equal(await focused(), 'l', 'the direction last tapped');
  assert.deepEqual(errors, []);
  await context.close();
});
