// What the page does with what a player does while it loads: between its first frame (HTML,
// drawn at once) and xterm.js taking over (a moment on a desk, a second or more on a slow
// phone), the watch bar, the kept game's button, the end's bar and the buttons under the screen
// are there, keys may be typed and an address followed. Each is acted on at the first frame,
// before xterm.js is even fetched, and must do what it does once the terminal plays: no page
// error, nothing lost or written over.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeKeys } from '../../web/view/key-text.js';
import { useBrowser, openSitePage, DESKTOP, PHONE } from './browser.mjs';

const env = useBrowser();

// `act` run in the page once its first frame is shown (as HTML: #screen's <pre>, before the
// terminal) and `ready` holds; window.actedEarly says it ran before the terminal opened.
function atFirstFrame(context, act, ready = () => true) {
  const observe = (run, holds) => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('#screen pre') || !holds()) return;
      seen.disconnect();
      window.actedEarly = !window.delvePage?.term;
      run();
    });
    seen.observe(document, { childList: true, subtree: true });
  };
  return context.addInitScript({ content: `(${observe})(${act}, ${ready})` });
}

const clickNamed = (name) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name)?.click();

test("watching: the bar's step and Play from here, tapped at the first frame, are done once the terminal plays", async () => {
  const context = await env.browser.newContext(PHONE);
  await context.addInitScript(`window.clickNamed = ${clickNamed}`);
  await atFirstFrame(
    context,
    () => {
      window.padHidden = document.querySelector('.delve-controls').hidden;
      document.querySelector('[aria-label="step forward"]').click();
      window.clickNamed('Play from here');
    },
    () => document.querySelector('[aria-label="step forward"]'),
  );
  const hash = `#dos=4651&keys=${encodeKeys('hhjj')}&watch`;
  const { page, errors } = await openSitePage(context, env.base, hash);
  await page.waitForFunction(() => !window.delvePage.replay);
  const got = await page.evaluate(() => ({
    early: window.actedEarly,
    padHidden: window.padHidden,
    keys: window.delvePage.game.keys(),
    bar: document.querySelector('.delve-bar:not([hidden])')?.textContent ?? null,
  }));
  assert.deepEqual(got, { early: true, padHidden: true, keys: 'h', bar: null });
  assert.deepEqual(errors, []); // were: TypeErrors in the bar's step and in Play from here
  await context.close();
});

test('the kept game offered back, its button tapped at the first frame: that game plays', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const mine = await openSitePage(context, env.base, '#dos=4651');
  for (const key of 'hhjj') await mine.page.keyboard.press(key);
  await mine.page.close(); // kept as it closes
  await context.addInitScript(`window.clickNamed = ${clickNamed}`);
  await atFirstFrame(context, () => window.clickNamed('Back to my game'));
  const { page, errors } = await openSitePage(context, env.base, '#dos=300');
  await page.waitForFunction(() => window.delvePage.game.state().dos === 4651);
  const got = await page.evaluate(() => ({
    early: window.actedEarly,
    keys: window.delvePage.game.keys(),
    screen: document.querySelector('#screen pre') === null,
  }));
  assert.deepEqual(got, { early: true, keys: 'hhjj', screen: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('an address followed while the page loads: its game plays, and the address is not written over', async () => {
  const context = await env.browser.newContext(DESKTOP);
  await atFirstFrame(context, () => (location.hash = '#dos=100'));
  const { page, errors } = await openSitePage(context, env.base, '#dos=4651');
  await page.waitForFunction(() => window.delvePage.game.state().dos === 100, null, {
    timeout: 5000,
  });
  assert.equal(await page.evaluate(() => window.actedEarly), true);
  assert.equal(await page.evaluate(() => location.hash), '#dos=100');
  // Back: the game the page arrived at
  await page.goBack();
  await page.waitForFunction(() => window.delvePage.game.state().dos === 4651);
  assert.equal(await page.evaluate(() => location.hash), '#dos=4651');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the buttons under the screen, tapped at the first frame, do what they do once it plays', async () => {
  const context = await env.browser.newContext(DESKTOP);
  await atFirstFrame(context, () => {
    for (const id of ['controls', 'share']) document.getElementById(id).click();
  });
  const { page, errors } = await openSitePage(context, env.base, '#dos=4651');
  const got = await page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100)); // the snippet is made async
    return {
      early: window.actedEarly,
      controls: document.getElementById('controls').getAttribute('aria-pressed'),
      embed: document.getElementById('embed-html').value.includes('dos="4651"'),
    };
  });
  assert.deepEqual(got, { early: true, controls: 'true', embed: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('keys typed at the first frame (the focus nowhere yet) are played once the terminal plays', async () => {
  const context = await env.browser.newContext(DESKTOP);
  await atFirstFrame(context, () => {
    for (const key of ['s', 'Shift', 'J'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
  const { page, errors } = await openSitePage(context, env.base, '#dos=4651');
  const got = await page.evaluate(() => ({
    early: window.actedEarly,
    keys: window.delvePage.game.keys(),
  }));
  assert.deepEqual(got, { early: true, keys: 'sJ' });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a game at its end: the end's bar, not the pad, from the first frame; a swipe there is the page's", async () => {
  const context = await env.browser.newContext({ ...PHONE, viewport: { width: 844, height: 390 } });
  await context.addInitScript(`window.clickNamed = ${clickNamed}`);
  await atFirstFrame(context, () => {
    window.atFirst = {
      pad: !document.querySelector('.delve-controls').hidden,
      bar: !document.querySelector('.delve-bar').hidden,
      // swipes play (once the terminal does), they do not scroll the screen away
      touchAction: getComputedStyle(document.getElementById('screen')).touchAction,
    };
    window.clickNamed('Same game again'); // a phone's: no key letter
  });
  const hash = `#dos=4651&keys=${encodeKeys('Qy\r')}`;
  const { page, errors } = await openSitePage(context, env.base, hash);
  await page.waitForFunction(() => window.delvePage.game.state().prompt === 'command');
  const got = await page.evaluate(() => ({
    early: window.actedEarly,
    atFirst: window.atFirst,
    keys: window.delvePage.game.keys(),
  }));
  assert.deepEqual(got, {
    early: true,
    atFirst: { pad: false, bar: true, touchAction: 'pinch-zoom' },
    keys: '',
  });
  assert.deepEqual(errors, []);
  await context.close();
});

test('keys typed all through the load, to whatever has the focus, each reach the game', async () => {
  const context = await env.browser.newContext(DESKTOP);
  // from the page's script on (DOMContentLoaded: after its module has run, before the game is
  // loaded), an arrow every few milliseconds until the terminal has had the focus for a while.
  // Lost were those before the first frame (the page took keys only from there), and those
  // between the game's start and the terminal's focus (a watcher's five steps made three)
  const sendKeys = () => {
    window.sent = 0;
    let focusedFor = 0;
    const send = () => {
      const to = document.activeElement ?? document.body;
      to.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: 'ArrowRight',
          code: 'ArrowRight',
          keyCode: 39,
          bubbles: true,
        }),
      );
      window.sent++;
      if (to.classList.contains('xterm-helper-textarea') && ++focusedFor > 5) return;
      setTimeout(send, 3);
    };
    send();
  };
  await context.addInitScript({
    content: `document.addEventListener('DOMContentLoaded', ${sendKeys})`,
  });
  const keys = 'hjkl'.repeat(2000); // more than can be sent while it loads
  const { page, errors } = await openSitePage(
    context,
    env.base,
    `#dos=4651&keys=${encodeKeys(keys)}&watch`,
  );
  await page.waitForFunction(
    () => window.sent > 0 && document.activeElement.classList.contains('xterm-helper-textarea'),
  );
  await page.waitForTimeout(200);
  const { sent, position } = await page.evaluate(() => ({
    sent: window.sent,
    position: window.delvePage.replay.position,
  }));
  assert.ok(sent > 10, `${sent} keys sent`);
  assert.equal(position, sent, 'every key a step');
  assert.deepEqual(errors, []);
  await context.close();
});

// Without its web font (a network or a policy stopped it) the page still plays, in the
// browser's monospace font scaled to take the VGA font's room, and says so under the screen
// (it stopped at "delve could not start: A network error occurred.").
test('the VGA font refused: the game plays in a monospace font that fits the window, and the page says so', async () => {
  const context = await env.browser.newContext(DESKTOP);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.route('**/delve-vga.otf', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`${env.base}#dos=4651`);
  await page.waitForFunction(() => window.delvePage?.term, null, { timeout: 15000 });
  assert.match(
    await page.textContent('#notice'),
    /The game's VGA font \(delve-vga\.otf\) did not load: the browser's monospace font draws it\./,
  );
  const box = await page.evaluate(() => {
    const r = document.querySelector('.xterm-screen').getBoundingClientRect();
    return { right: r.right, bottom: r.bottom, font: window.delvePage.term.options.fontFamily };
  });
  assert.match(box.font, /, monospace$/);
  const { width, height } = DESKTOP.viewport;
  assert.ok(box.right <= width && box.bottom <= height, `in the window: ${JSON.stringify(box)}`);
  await page.keyboard.press('k');
  assert.equal(await page.evaluate(() => window.delvePage.game.keys()), 'k');
  assert.deepEqual(errors, []);
  await context.close();
});
