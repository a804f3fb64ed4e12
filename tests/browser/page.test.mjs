// The game page in a real Chromium: font and first frame, 8x16 cells, the level on screen, keys
// moving ☺ and updating the status line, walking to the stairs and going down, no console errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadDelve } from '../../web/api/delve.js';
import { root, wasmPath } from '../node/helpers.mjs';
import { useBrowser, newPage, recordErrors, testOutput } from './browser.mjs';
import { walkableSeed } from '../node/paths.mjs';
import { readGames } from '../node/games-data.mjs';

const delve = await loadDelve({
  wasm: readFileSync(wasmPath),
  font: readFileSync(`${root}build/web/delve-vga.f16`),
});
const env = useBrowser();

// The terminal's rows once xterm has parsed everything written so far (writes are
// asynchronous: an empty write's callback comes after all earlier ones).
async function screenText(page) {
  return page.evaluate(async () => {
    const { term } = window.delvePage;
    await new Promise((resolve) => term.write('', resolve));
    return Array.from({ length: 25 }, (_, y) =>
      term.buffer.active.getLine(y).translateToString(false),
    );
  });
}

// The terminal shows the status row, then takes the focus once it has drawn: a key pressed
// before then would go nowhere.
async function untilPlaying(page, status = 'Level:') {
  await page.waitForFunction(
    (status) =>
      window.delvePage?.term.buffer.active.getLine(23).translateToString().startsWith(status) &&
      document.activeElement?.classList.contains('xterm-helper-textarea'),
    status,
  );
}

test('the page loads, shows the level in 8x16 cells, and plays down to depth 2', async () => {
  // a depth-1 level with no traps and a clear path to the stairs
  const { seed, level, path } = walkableSeed(delve);

  const { page, errors } = await newPage(env.browser);
  const t0 = Date.now();
  await page.goto(`${env.base}#seed=${seed}&depth=1&rules=explore`);
  await untilPlaying(page);
  const loadMs = Date.now() - t0;
  const firstFrameMs = await page.evaluate(() => window.delvePage.firstFrameMs);
  console.log(
    `page load: first frame (HTML) at ${Math.round(firstFrameMs)} ms, xterm.js playing at ${loadMs} ms`,
  );

  const fontOk = await page.evaluate(() => document.fonts.check('16px "Delve VGA"'));
  assert.ok(fontOk, 'the VGA font is loaded');
  const box = await page.evaluate(() => {
    const r = document.querySelector('.xterm-screen').getBoundingClientRect();
    return {
      w: r.width / window.delvePage.term.cols,
      h: r.height / window.delvePage.term.rows,
      size: window.delvePage.term.options.fontSize,
    };
  });
  assert.deepEqual(box, { w: 8, h: 16, size: 16 }, 'a cell is 8x16 px at font size 16');

  let text = await screenText(page);
  assert.ok(text[23].startsWith('Level:1     Hits:12(12)'), text[23]);
  assert.ok(text[24].startsWith(`Seed: ${seed}  Turns: 0`), text[24]);
  assert.equal(
    text[level.player.y][level.player.x],
    '☺',
    'the player is drawn where the level puts it',
  );
  assert.ok(text.slice(1, 23).join('').includes('║'), "the player's lit room is drawn");

  // one step, then the rest of the way to the stairs
  const keyFor = { h: 'ArrowLeft', l: 'ArrowRight', k: 'ArrowUp', j: 'ArrowDown' };
  await page.keyboard.press(keyFor[path[0]]);
  const s1 = await page.evaluate(() => window.delvePage.game.state());
  assert.equal(s1.turns, 1);
  text = await screenText(page);
  assert.equal(text[s1.y][s1.x], '☺', 'the ☺ moved');
  assert.ok(text[24].includes('Turns: 1'), text[24]);
  for (const dir of path.slice(1)) await page.keyboard.press(dir); // hjkl as typed keys
  const atStairs = await page.evaluate(() => window.delvePage.game.state());
  assert.deepEqual([atStairs.x, atStairs.y], [level.stairs.x, level.stairs.y]);
  await page.keyboard.press('>');
  const below = await page.evaluate(() => window.delvePage.game.state());
  assert.equal(below.depth, 2);
  assert.match(await page.textContent('#messages'), /^Level 2\./, 'the new level said');
  text = await screenText(page);
  assert.ok(text[23].startsWith('Level:2 '), text[23]);
  assert.equal(await page.evaluate(() => location.hash), `#seed=${seed}&depth=2&rules=explore`);

  // '?' shows the help with every key, any key returns
  await page.keyboard.press('?');
  text = await screenText(page);
  assert.ok(
    text.some((l) => l.includes('search')),
    'help lists s search',
  );
  assert.match(await page.textContent('#messages'), /search/, 'and says so to screen readers');
  await page.keyboard.press('Escape');
  text = await screenText(page);
  assert.ok(text[23].startsWith('Level:2 '), text[23]);
  await page.screenshot({ path: `${testOutput}screenshot.png` });

  // G: the same seed's LevelMap walk, and G again its Rogue walk (not the original's game)
  const walk = () => page.evaluate(() => window.delvePage.game.state());
  await page.keyboard.press('G');
  await page.waitForFunction(() => window.delvePage.game.state().generator === 'levelmap');
  assert.deepEqual([(await walk()).seed, (await walk()).rules], [seed, 'explore']);
  await page.keyboard.press('G');
  await page.waitForFunction(() => window.delvePage.game.state().generator === 'rogue');
  assert.deepEqual(
    [(await walk()).seed, (await walk()).rules, (await walk()).depth],
    [seed, 'explore', 1],
  );
  await page.waitForFunction(
    (want) => location.hash === want,
    `#seed=${seed}&depth=1&rules=explore`,
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('#dos=N plays the original game of that clock seed: its first screen, then seed N below', async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}#dos=4651`);
  await page.waitForFunction(() =>
    window.delvePage?.term.buffer.active.getLine(23).translateToString().startsWith('Level:'),
  );
  const recorded = readFileSync(`${root}tests/data/dos148/04651.txt`, 'utf8').split('\n');
  assert.deepEqual((await screenText(page)).slice(0, 24), recorded.slice(0, 24));
  assert.equal(await page.evaluate(() => location.hash), '#dos=4651');
  assert.match(await page.title(), /original game of clock 4651/);
  // the game's tab stop says what it is, not xterm's "Terminal input"
  assert.equal(
    await page.evaluate(() => window.delvePage.term.textarea.getAttribute('aria-label')),
    'A game of delve: the original game of clock 4651, level 1. Alt+S says the status, Alt+W where you are, ? shows the help.',
  );
  // inside an application, where a screen reader's browse mode leaves every key to the game
  assert.deepEqual(
    await page.evaluate(() => {
      const app = window.delvePage.term.textarea.closest('[role="application"]');
      return [app === window.delvePage.term.element, app?.getAttribute('aria-label')];
    }),
    [true, 'game'],
  );
  const s = await page.evaluate(() => window.delvePage.game.state());
  assert.deepEqual([s.dos, s.seed, s.mode], [4651, 4651, 'classic']);
  // what the eye sees without a message is said in a second live region: a step into a wall
  await page.keyboard.press('k');
  await page.keyboard.press('k');
  assert.equal(await page.textContent('#news'), 'Blocked.');
  assert.equal(await page.getAttribute('#news', 'aria-live'), 'polite');
  assert.deepEqual(errors, []);
  await page.close();
});

test("a link's ROGUE.OPT options: screen=bw's monochrome table, menu=off's prompt, kept in the address", async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}#dos=4651&screen=bw&menu=off`);
  await untilPlaying(page);
  const cells = await page.evaluate(() => {
    const { game, term } = window.delvePage;
    const { x, y } = game.state();
    return {
      attrs: [...new Set(game.screen().attrs)].sort((a, b) => a - b),
      hero: term.buffer.active.getLine(y).getCell(x).getFgColor(),
    };
  });
  assert.deepEqual(cells.attrs, [0x07], 'the first screen: all grey (no standout yet)');
  assert.equal(cells.hero, 7, 'the hero grey, not yellow');
  await page.keyboard.press('e');
  assert.equal(
    (await screenText(page))[0].trimEnd(),
    'Which object do you want to eat? (* for list):',
  );
  await page.keyboard.press('Escape');
  await page.keyboard.press('s');
  await page.waitForFunction(() => location.hash.includes('keys='));
  const hash = await page.evaluate(() => location.hash);
  assert.match(hash, /^#dos=4651&menu=off&screen=bw&keys=/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a link's &credits: the original's credits screen asks the name; the game greets it, and the link keeps both", async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}#dos=4651&credits`);
  await untilPlaying(page, "\u2551 Rogue's Name? ");
  assert.match((await screenText(page))[23], /Rogue's Name\? /);
  assert.equal(await page.evaluate(() => window.delvePage.game.state().prompt), 'line');
  await page.keyboard.type('Ann');
  await page.keyboard.press('Enter');
  assert.match((await screenText(page))[0], /^Hello Ann\. {2}Welcome to the Dungeons of Doom\./);
  await page.keyboard.press('s');
  await page.waitForFunction(() => location.hash.includes('keys='));
  const hash = await page.evaluate(() => location.hash);
  assert.match(hash, /^#dos=4651&credits&keys=/);
  // the link opens on the same screen, the name typed in its keys
  await page.reload();
  await untilPlaying(page);
  const state = await page.evaluate(() => window.delvePage.game.state());
  assert.deepEqual([state.prompt, state.turns], ['command', 1]);
  assert.equal(await page.evaluate(() => window.delvePage.game.keys()), 'Ann\rs');
  // Your name, from a walk: the original's game of another clock, at its credits screen
  await page.goto(`${env.base}#seed=7&depth=1&rules=explore`);
  await untilPlaying(page);
  await page.click('#name');
  await untilPlaying(page, "\u2551 Rogue's Name? ");
  await page.keyboard.type('Bo');
  await page.keyboard.press('Enter');
  assert.match((await screenText(page))[0], /^Hello Bo\. {2}Welcome/);
  await page.keyboard.press('s');
  await page.waitForFunction(() => location.hash.includes('keys='));
  assert.match(await page.evaluate(() => location.hash), /^#dos=\d+&credits&keys=/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the screen and its focus ring stay in view: on load where the links do not fit, and after the Clock box scrolled the page', async () => {
  // a screen that fits the window where the lines under it do not (a 1920x1080 display at
  // 125 %): the page scrolls, but from above the screen's focus ring; and at 1400x900, where
  // all of it fits until the Clock box opens below and the page scrolls down to it
  const sizes = [
    [1536, 864, true],
    [1400, 900, false],
  ];
  for (const [width, height, overflows] of sizes) {
    const { page, errors } = await newPage(env.browser, { width, height });
    await page.goto(`${env.base}#dos=4651`);
    await untilPlaying(page);
    const inView = () =>
      page.$eval('#screen', (e) => {
        const r = e.getBoundingClientRect();
        const scrolls = document.documentElement.scrollHeight > innerHeight;
        return [r.top >= 5, r.bottom + 5 <= innerHeight, scrolls];
      });
    assert.deepEqual(await inView(), [true, true, overflows], `${width}x${height}: on load`);
    await page.click('#clock');
    await page.fill('#clock-text', '18:44');
    await page.click('#clock-play');
    await untilPlaying(page);
    assert.equal(await page.evaluate(() => location.hash), '#dos=4652');
    const [top, bottom] = await inView();
    assert.deepEqual([top, bottom], [true, true], `${width}x${height}: after the Clock box`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('Clock: a DOS time typed (or a seed) plays the recorded game of its clock seed; a wrong one says what is taken', async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}#seed=7&depth=1&rules=explore`);
  await untilPlaying(page);
  await page.click('#clock');
  assert.equal(await page.getAttribute('#clock', 'aria-expanded'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'clock-text');
  await page.keyboard.press('Escape'); // closes it, back on its button
  assert.equal(await page.isHidden('#clock-box'), true);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'clock');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'clock-text');
  // the page's one focus ring, in the box as on the buttons that open it
  const ring = (selector) =>
    page.$eval(selector, (e) => {
      const s = getComputedStyle(e);
      return `${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}`;
    });
  assert.equal(await ring('#clock-text'), '3px solid rgb(255, 255, 85)');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.tagName), 'SUMMARY');
  assert.equal(await ring('#clock-box summary'), '3px solid rgb(255, 255, 85)');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type('25:00');
  await page.keyboard.press('Enter');
  assert.match(
    await page.textContent('#clock-error'),
    /^A clock must be a seed from 1 to 32767 or a 24-hour DOS time H:MM:SS\.hh .*, not "25:00"$/,
  );
  assert.equal(await page.getAttribute('#clock-text', 'aria-invalid'), 'true');
  assert.equal(await page.evaluate(() => window.delvePage.game.state().rules), 'explore'); // no game yet
  // 18:43 is 18·256 + 43 = 4651, a recorded first screen
  await page.fill('#clock-text', '18:43');
  await page.keyboard.press('Enter');
  await untilPlaying(page);
  const recorded = readFileSync(`${root}tests/data/dos148/04651.txt`, 'utf8').split('\n');
  assert.deepEqual((await screenText(page)).slice(0, 24), recorded.slice(0, 24));
  assert.equal(await page.evaluate(() => location.hash), '#dos=4651');
  assert.equal(await page.isHidden('#clock-box'), true);
  assert.equal(await page.getAttribute('#clock', 'aria-expanded'), 'false');
  // the time typed is said to be the clock seed the address names
  assert.equal(
    await page.textContent('#notice'),
    "The game begun at 18:43 is the one of clock seed 4651 (the address's dos=4651).",
  );
  // an address may name the time too: #dos=18:43 is #dos=4651, and the address says so
  await page.goto(`${env.base}#dos=18:43`);
  await untilPlaying(page);
  assert.deepEqual((await screenText(page)).slice(0, 24), recorded.slice(0, 24));
  assert.equal(await page.evaluate(() => location.hash), '#dos=4651');
  // from a game of a clock, the box opens with its clock and options; those changed, the link
  // names what differs from the defaults
  await page.goto(`${env.base}#dos=2035&fruit=kiwi&screen=bw`);
  await untilPlaying(page);
  await page.click('#clock');
  const fields = () =>
    page.evaluate(() =>
      ['text', 'name', 'fruit', 'screen', 'menu', 'macro', 'savefile'].map(
        (f) => document.getElementById(`clock-${f}`).value,
      ),
    );
  assert.deepEqual(await fields(), ['2035', 'Rodney', 'kiwi', 'bw', 'on', 'v', 'rogue.sav']);
  await page.fill('#clock-text', '14:32:07.55');
  await page.click('#clock-box summary');
  await page.selectOption('#clock-screen', 'color');
  await page.selectOption('#clock-menu', 'off');
  await page.fill('#clock-macro', 'ss');
  await page.click('#clock-play');
  await page.waitForFunction(() => location.hash.startsWith('#dos=5463'));
  assert.equal(await page.evaluate(() => location.hash), '#dos=5463&fruit=kiwi&menu=off&macro=ss');
  assert.equal(await page.textContent('#clock-error'), '');
  assert.equal(
    await page.textContent('#notice'),
    "The game begun at 14:32:07.55 is the one of clock seed 5463 (the address's dos=5463).",
  );
  // a fresh load of a time, and of a wrong one (said under the screen, the original's game of
  // another clock played)
  for (const [time, hash, notice] of [
    ['14:32:07.55', /^#dos=5463$/, /^$/],
    ['25:00', /^#dos=\d+$/, /^Part of this link was not understood \(dos=…: a clock must be/],
  ]) {
    const fresh = await newPage(env.browser);
    await fresh.page.goto(`${env.base}#dos=${time}`);
    await untilPlaying(fresh.page);
    assert.match(await fresh.page.evaluate(() => location.hash), hash);
    assert.match(await fresh.page.textContent('#notice'), notice);
    assert.deepEqual(fresh.errors, []);
    await fresh.page.close();
  }
  // a bad option is said, and the game stays; a ROGUE.OPT file fills the fields as env.c reads it
  await page.click('#clock');
  await page.fill('#clock-name', '');
  await page.press('#clock-name', 'Enter');
  assert.match(await page.textContent('#clock-error'), /^Name must be 1 to 23 printable ASCII/);
  assert.equal(await page.getAttribute('#clock-name', 'aria-invalid'), 'true'); // its field
  assert.equal(await page.evaluate(() => document.activeElement.id), 'clock-name');
  assert.equal(await page.evaluate(() => location.hash), '#dos=5463&fruit=kiwi&menu=off&macro=ss');
  const opt = (text) => ({ name: 'ROGUE.OPT', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.setInputFiles('#clock-file', opt('name=Zed\r\nscreen=bw\r\nmenu-sel\r\n\x1a'));
  await page.waitForFunction(() => document.getElementById('clock-name').value === 'Zed');
  assert.deepEqual(await fields(), ['5463', 'Zed', 'Slime Mold', 'bw', 'sel', 'v', 'rogue.sav']);
  await page.setInputFiles('#clock-file', opt('name=Al\nfruit'));
  await page.waitForFunction(() => document.getElementById('clock-error').textContent);
  assert.match(await page.textContent('#clock-error'), /^ROGUE\.OPT ends inside a label/);
  await page.click('#clock-play');
  await page.waitForFunction(() => location.hash.includes('name=Zed'));
  assert.equal(await page.evaluate(() => location.hash), '#dos=5463&name=Zed&menu=sel&screen=bw');
  assert.match((await screenText(page))[0], /^Hello Zed\. {2}Welcome/);
  // Back to another game closes the box filled for this one, and it opens fresh (no marks)
  await page.click('#clock');
  assert.equal(await page.getAttribute('#clock-name', 'aria-invalid'), null);
  await page.goBack();
  await page.waitForFunction(() => location.hash === '#dos=5463&fruit=kiwi&menu=off&macro=ss');
  assert.equal(await page.isHidden('#clock-box'), true);
  // a recording's first clock is not another clock's; the credits screen is an option of the box
  await page.goto(`${env.base}#dos=2035&fruit=dounut&firstClock=12&credits`);
  await page.waitForFunction(() => window.delvePage.game.state().dos === 2035);
  await page.click('#clock');
  assert.equal(await page.isChecked('#clock-credits'), true);
  await page.fill('#clock-text', '18:43');
  await page.press('#clock-text', 'Enter');
  await page.waitForFunction(() => location.hash.startsWith('#dos=4651'));
  assert.equal(await page.evaluate(() => location.hash), '#dos=4651&fruit=dounut&credits');
  await page.click('#clock');
  await page.uncheck('#clock-credits');
  await page.click('#clock-play');
  await page.waitForFunction(() => !location.hash.includes('credits'));
  assert.equal(await page.evaluate(() => location.hash), '#dos=4651&fruit=dounut');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Share this game: a link that replays it, and the HTML of a widget that, in another page, shows it after its keys', async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}#dos=4651&screen=bw&name=Ann`);
  await untilPlaying(page);
  for (const key of ['j', 'j', 'l', 'i', ' ', 's']) await page.keyboard.press(key);
  assert.equal(await page.isHidden('#share-box'), true, 'no box before the button');
  await page.click('#share');
  assert.equal(await page.getAttribute('#share', 'aria-expanded'), 'true');
  await page.waitForFunction(() => document.getElementById('embed-html').value);
  const { link, what, embedWhat, html, focused, want } = await page.evaluate(() => ({
    link: document.getElementById('share-link').value,
    what: document.getElementById('share-what').textContent,
    embedWhat: document.getElementById('embed-what').textContent,
    html: document.getElementById('embed-html').value,
    focused: document.activeElement.id,
    want: [...window.delvePage.game.screen().chars, ...window.delvePage.game.screen().attrs],
  }));
  assert.equal(focused, 'share-link', 'the link is selected, to copy');
  assert.match(what, /^A link that replays this game from its start, to watch/);
  assert.equal(
    embedWhat,
    'This game in your page, watched from its start: paste this HTML into it.',
  );
  // the link, opened by a friend: the game watched from its start, its keys to the last
  assert.match(link, new RegExp(`^${env.base}#dos=4651&name=Ann&screen=bw&watch&keys=[\\w-]+$`));
  const friend = await newPage(env.browser);
  await friend.page.goto(link);
  await friend.page.waitForSelector('.delve-bar .position:text("key 0 of 6")');
  await friend.page.keyboard.press('End');
  await friend.page.waitForFunction(() => window.delvePage?.replay?.position === 6);
  const watched = await friend.page.evaluate(() => {
    const { chars, attrs } = window.delvePage.game.screen();
    return [...chars, ...attrs];
  });
  assert.deepEqual(watched, want, 'at its end, the screen shared');
  assert.deepEqual(friend.errors, []);
  await friend.page.close();
  assert.match(
    html,
    new RegExp(`^<script type="module" src="${env.base}delve-widget.js"></script>`),
  );
  assert.match(html, /<delve-level dos="4651" name="Ann" screen="bw" keys="[\w-]+" autoplay>/);
  // in a blog's page: watched (key N of 6); as a still picture, the page's very screen
  const blog = await newPage(env.browser);
  await blog.page.route('**/blog.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>a blog</title><body>${html}${html
        .split('\n')[1]
        .replace('<delve-level ', '<delve-level id="still" ')
        .replace(' autoplay', '')}</body></html>`,
    }),
  );
  await blog.page.goto(`${env.base}blog.html`);
  await blog.page.waitForFunction(() => document.getElementById('still')?.screen, null, {
    timeout: 10000,
  });
  const got = await blog.page.evaluate(() => {
    const { chars, attrs } = document.getElementById('still').screen;
    return [...chars, ...attrs];
  });
  assert.deepEqual(got, want);
  await blog.page.waitForFunction(() =>
    /key \d of 6/.test(document.querySelector('delve-level:not(#still)').shadowRoot?.textContent),
  );
  assert.deepEqual(blog.errors, []);
  await blog.page.close();
  // the box open, the game goes on: its link and HTML follow, and Copy says so where it is seen
  await page.click('#screen');
  await page.keyboard.press('k');
  await page.waitForFunction(
    (before) => document.getElementById('share-link').value !== before,
    link,
  );
  const now = await page.evaluate(() => document.getElementById('share-link').value);
  const friendAgain = await newPage(env.browser);
  await friendAgain.page.goto(now);
  await friendAgain.page.waitForSelector('.delve-bar .position:text("key 0 of 7")');
  await friendAgain.page.close();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.click('#share-copy');
  await page.waitForSelector('#share-copy:text("Copied")');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), now);
  // and a link to play on from the screen shown: the address's own, no &watch
  await page.click('#share-play');
  await page.waitForSelector('#share-play:text("Copied")');
  const playOn = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(playOn, now.replace('&watch', ''));
  await page.click('#share-copy'); // the watch link again, not the one copied last
  await page.waitForSelector('#share-copy:text("Copied")');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), now);
  // the address, once it has caught up
  await page.waitForFunction((want) => location.href === want, playOn);
  await page.click('#share');
  assert.equal(await page.isHidden('#share-box'), true, 'a second click closes it');
  // Escape closes it too, and the focus goes back to Share (as the Clock box)
  await page.click('#share');
  await page.waitForFunction(() => document.activeElement?.id === 'share-link');
  await page.keyboard.press('Escape');
  assert.equal(await page.isHidden('#share-box'), true, 'Escape closes it');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'share');
  assert.equal(await page.getAttribute('#share', 'aria-expanded'), 'false');
  assert.deepEqual(errors, []);
  await page.close();
  // a walk's level is shared to be played from its start, in a link and in a page
  const walk = await newPage(env.browser);
  await walk.page.goto(`${env.base}#seed=42&depth=1&gen=levelmap`);
  await untilPlaying(walk.page);
  await walk.page.keyboard.press('h');
  await walk.page.click('#share');
  await walk.page.waitForFunction(() =>
    document.getElementById('embed-html').value.includes('seed="42"'),
  );
  assert.deepEqual(
    await walk.page.evaluate(() => [
      document.getElementById('share-what').textContent,
      document.getElementById('embed-what').textContent,
    ]),
    [
      'A link to this level, played from its start:',
      'This level in your page, played from its start: paste this HTML into it.',
    ],
  );
  assert.deepEqual(walk.errors, []);
  await walk.page.close();
});

test('Controls says whether the controls are shown, and takes no press while the end has its bar', async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}#dos=4651`);
  await untilPlaying(page);
  // [Controls pressed, Controls disabled, the pad shown]; and the links' Status, which gives
  // way to the pad's while the pad is shown
  const status = () => page.isVisible('#status');
  const button = () =>
    page.evaluate(() => {
      const b = document.getElementById('controls');
      return [
        b.getAttribute('aria-pressed'),
        b.disabled,
        document.querySelector('.delve-pad') !== null &&
          !document.querySelector('.delve-pad').closest('[hidden]'),
      ];
    });
  assert.deepEqual(await button(), ['false', false, false]);
  assert.equal(await status(), true);
  await page.click('#controls');
  assert.deepEqual(await button(), ['true', false, true]);
  assert.equal(await status(), false, "the pad's Status is the one");
  await page.click('#screen'); // the keys to the game again
  for (const key of ['Q', 'y', 'Enter']) await page.keyboard.press(key); // quit: the end's bar
  await page.waitForFunction(() => window.delvePage.game.state().prompt === 'over');
  assert.deepEqual(await button(), ['false', true, false], 'at the end: the bar has the buttons');
  assert.equal(await status(), true);
  await page.keyboard.press('a'); // the same game again: the controls as they were asked for
  await page.waitForFunction(() => window.delvePage.game.state().prompt === 'command');
  assert.deepEqual(await button(), ['true', false, true]);
  assert.deepEqual(errors, []);
  await page.close();
});

test("Escape in the pack's panel: a pack looked at closes, an object's question is called off", async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}#dos=4651`);
  await untilPlaying(page);
  await page.click('#controls'); // the pad and the panel, as on a touch screen
  await page.click('.delve-pad [data-key="i"]'); // Pack: the panel, the focus on its first object
  assert.equal(await page.isVisible('.delve-pack'), true);
  await page.keyboard.press('Escape');
  assert.equal(await page.isHidden('.delve-pack'), true, 'closed');
  const state = () => page.evaluate(() => window.delvePage.game.state());
  assert.equal((await state()).prompt, 'command', 'the game had no Escape');
  await page.keyboard.press('e'); // eat what? the panel answers
  assert.equal((await state()).prompt, 'object');
  await page.focus('.delve-pack li button');
  await page.keyboard.press('Escape');
  assert.equal((await state()).prompt, 'command', 'the question called off');
  assert.equal(await page.isHidden('.delve-pack'), true);
  assert.equal(
    await page.evaluate(() => document.activeElement === window.delvePage.term.textarea),
    true,
    'the keys go to the game again',
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("#dos=2035 is the original's whole game: its recorded keys typed give its recorded screens, to the Hall of Fame", async () => {
  // a deep dive of tests/data/dos148-games that needs none of the recording's options (its
  // fruit never shows, its first clock cuts no run): the page's defaults are the original's
  const [game] = readGames(undefined, (id) => id === '02035-V');
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}#dos=2035`);
  await page.waitForFunction(() => window.delvePage && !document.querySelector('#screen pre'));
  const names = { ' ': 'Space', '\r': 'Enter' };
  const differing = [];
  for (let s = 0; s < game.keys.length; s++) {
    await page.keyboard.press(names[game.keys[s]] ?? game.keys[s]);
    const got = (await screenText(page)).slice(0, 24).map((row) => row.trimEnd());
    const want = game.frames[s + 1].slice(0, 24).map((row) => row.trimEnd());
    if (got.join('\n') !== want.join('\n'))
      differing.push(`screen ${s + 1}, after ${JSON.stringify(game.keys[s])}`);
  }
  assert.deepEqual(differing.slice(0, 5), []);
  assert.match((await screenText(page))[0], /^Guildmaster's Hall Of Fame:/);
  assert.ok(await page.evaluate(() => window.delvePage.game.state().over));
  // this browser's score file now holds the game: the next game's Hall of Fame starts from it
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('delve.scores')));
  assert.deepEqual(
    kept.map((e) => [e.name, e.fate, e.level]),
    [['Rodney', 'H', 2]],
  );
  // a reload replays the game to its Hall of Fame: the score is the list's once, on the screen
  // and in the kept list, however often (it was put in again at each reload)
  await page.waitForTimeout(1500); // the address follows the keys a moment later
  for (let again = 0; again < 2; again++) {
    await page.reload();
    await page.waitForFunction(() => window.delvePage?.game.state().over);
    await page.keyboard.press('l');
    const rows = (await screenText(page)).filter((row) => row.includes('Rodney'));
    assert.equal(rows.length, 1, rows.join('\n'));
    const list = await page.evaluate(() => JSON.parse(localStorage.getItem('delve.scores')));
    assert.equal(list.length, 1, JSON.stringify(list));
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a shared link reproduces the level; bad fragments fall back with a warning', async () => {
  const { page, errors } = await newPage(env.browser);
  const warnings = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await page.goto(`${env.base}#seed=77&depth=5`);
  await page.waitForFunction(() => window.delvePage?.game);
  const level = delve.rogue({ seed: 77, depth: 5 });
  const text = await screenText(page);
  assert.equal(text[level.player.y][level.player.x], '☺');
  await page.goto(`${env.base}#seed=-3&depth=abc`);
  await page.reload();
  await page.waitForFunction(() => window.delvePage?.game);
  const s = await page.evaluate(() => window.delvePage.game.state());
  assert.equal(s.depth, 1);
  // console events reach Node asynchronously: give them a moment
  for (
    let i = 0;
    i < 50 &&
    !(warnings.some((w) => w.includes('seed')) && warnings.some((w) => w.includes('depth')));
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.ok(
    warnings.some((w) => w.includes('seed')) && warnings.some((w) => w.includes('depth')),
    warnings.join('\n'),
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('crisp at 2x: on a high-density screen the font is a whole multiple of 16 device pixels', async () => {
  for (const [dpr, viewport] of [
    [2, { width: 1400, height: 900 }],
    [1, { width: 1400, height: 900 }],
  ]) {
    const page = await env.browser.newPage({ viewport, deviceScaleFactor: dpr });
    await page.goto(`${env.base}#seed=3`);
    await page.waitForFunction(() => window.delvePage?.firstFrameMs);
    const { size, w, h } = await page.evaluate(() => {
      const r = document.querySelector('.xterm-screen').getBoundingClientRect();
      return { size: window.delvePage.term.options.fontSize, w: r.width / 80, h: r.height / 25 };
    });
    assert.equal((size * dpr) % 16, 0, `font size ${size} at ${dpr}x`);
    assert.deepEqual(
      [w * dpr, h * dpr],
      [(size * dpr) / 2, size * dpr],
      'cells are 8x16 device pixels times the scale',
    );
    await page.close();
  }
});

test('the first frame is drawn as HTML before xterm.js arrives, cell for cell as xterm then draws it', async () => {
  const { page, errors } = await newPage(env.browser);
  // hold the terminal chunk back until the HTML frame has been checked
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route('**/chunks/xterm.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${env.base}#seed=5&depth=3`);
  await page.waitForSelector('#screen pre');
  const html = await page.evaluate(() => {
    const pre = document.querySelector('#screen pre');
    const r = pre.getBoundingClientRect();
    const colours = new Set(
      [...pre.querySelectorAll('span')].map((s) => getComputedStyle(s).color),
    );
    return {
      rows: pre.textContent.split('\n'),
      w: r.width,
      h: r.height,
      colours: colours.size,
      font: getComputedStyle(pre).fontFamily,
      term: window.delvePage?.term ?? null,
    };
  });
  assert.equal(html.term, null, 'xterm.js is not there yet');
  const game = delve.game({ seed: 5, depth: 3 });
  assert.deepEqual(html.rows, game.text(), "the HTML frame is the game's screen");
  game.destroy();
  assert.deepEqual([html.w, html.h], [640, 400], '80x25 cells of 8x16 px');
  assert.ok(html.font.includes('Delve VGA'), html.font);
  assert.ok(html.colours >= 3, `${html.colours} colours`);
  const clip = await page.evaluate(() => {
    const r = document.getElementById('screen').getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  const before = await page.screenshot({ clip });

  release();
  await page.waitForFunction(
    () => window.delvePage?.term && !document.querySelector('#screen pre'),
  );
  const text = await screenText(page);
  assert.deepEqual(text, html.rows, 'xterm.js took over showing the same screen');
  const box = await page.evaluate(() => {
    const r = document.querySelector('.xterm-screen').getBoundingClientRect();
    return [r.width, r.height, document.activeElement?.classList.contains('xterm-helper-textarea')];
  });
  assert.deepEqual(box, [640, 400, true], 'same size, and the terminal has the keyboard');
  assert.ok(
    (await page.screenshot({ clip })).equals(before),
    'the same pixels: the swap is unseen',
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test("a link's keys codec (fflate) waits until after the first frame, unless the address has keys", async () => {
  // building fflate's tables takes the main thread 10-50 ms: the first frame of an address
  // with no keys must not wait for it, and the address must still take the keys played
  const { page, errors } = await newPage(env.browser);
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route('**/chunks/key-text.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${env.base}#dos=4651`);
  await untilPlaying(page);
  const asked = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((e) => e.name.endsWith('/key-text.js')),
    );
  await page.keyboard.press('s');
  await page.waitForTimeout(700); // past the page's KEEP_MS (400)
  assert.equal(await page.evaluate(() => location.hash), '#dos=4651', 'no keys until it loads');
  release();
  await page.waitForFunction(() => location.hash.startsWith('#dos=4651&keys='));
  assert.equal(await asked(), true);
  const hash = await page.evaluate(() => location.hash);
  // a link with keys loads it before its first frame, and plays them
  const { page: shared, errors: sharedErrors } = await newPage(env.browser);
  await shared.goto(`${env.base}${hash}`);
  await untilPlaying(shared, 'Level:');
  assert.equal(await shared.evaluate(() => window.delvePage.game.keys()), 's');
  assert.deepEqual([...errors, ...sharedErrors], []);
  await page.close();
  await shared.close();
});

test("R makes a new dungeon at an address of its own (Back returns); Ctrl+Shift+R is the browser's", async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}#seed=31&depth=1&rules=explore`);
  await untilPlaying(page);
  const seed = () => page.evaluate(() => window.delvePage.game.state().seed);
  await page.keyboard.press('Control+Shift+KeyR');
  assert.equal(await seed(), 31, 'Ctrl+Shift+R is no R');
  await page.keyboard.press('Shift+KeyR');
  await page.waitForFunction(() => window.delvePage.game.state().seed !== 31);
  assert.match(await page.evaluate(() => location.hash), /^#seed=\d+&depth=1&rules=explore$/);
  await page.goBack();
  await page.waitForFunction(() => window.delvePage.game.state().seed === 31);
  assert.equal(await page.evaluate(() => location.hash), '#seed=31&depth=1&rules=explore');
  assert.deepEqual(errors, []);
  await page.close();
});

test("screen readers: the page's live region reads the message row, and w says where you are", async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}#seed=5&rules=explore`);
  await page.waitForFunction(
    () => window.delvePage?.term && !document.querySelector('#screen pre'),
  );
  const live = () =>
    page.evaluate(() => {
      const el = document.getElementById('messages');
      return { polite: el.getAttribute('aria-live'), text: el.textContent };
    });
  await page.keyboard.press('>'); // not on the stairs
  const row0 = (await screenText(page))[0].trim();
  assert.equal(row0, 'I see no way down');
  assert.deepEqual(await live(), { polite: 'polite', text: row0 });
  await page.keyboard.press('w');
  const { text } = await live();
  assert.match(text, /^You are in a room, 2 by 2\. 1 door: 1 right\./);
  assert.deepEqual(errors, []);
  await page.close();
});

test("screen readers: the page's notice is a live region before it has words, and empty takes no room", async () => {
  // a live region is announced when what it holds changes, so it must be in the accessibility
  // tree before its first words: one made visible with them may be read by no screen reader
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}#seed=5&rules=explore`);
  await page.waitForFunction(
    () => window.delvePage?.term && !document.querySelector('#screen pre'),
  );
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const status = nodes.filter((n) => n.role?.value === 'status' && !n.ignored);
  assert.equal(status.length, 1, 'the notice, empty, is a status in the accessibility tree');
  const box = await page.$eval('#notice', (p) => {
    const r = p.getBoundingClientRect();
    return { text: p.textContent, height: r.height, margins: getComputedStyle(p).marginTop };
  });
  assert.deepEqual(box, { text: '', height: 0, margins: '0px' }, 'empty, it takes no room');
  // a bad link followed (the address edited), then loaded afresh: said both times
  for (const load of [() => {}, () => page.goto('about:blank')]) {
    await load();
    await page.goto(`${env.base}#seed=5&depth=abc&rules=explore`);
    await page.waitForFunction(() => document.getElementById('notice')?.textContent);
    assert.match(await page.textContent('#notice'), /^Part of this link was not understood/);
    assert.ok((await page.$eval('#notice', (p) => p.getBoundingClientRect().height)) > 0);
    // and the address rewritten to the level shown
    await page.waitForFunction(() => location.hash === '#seed=5&depth=1&rules=explore');
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('P and the Save button download the whole screen as a PNG: 640x400, the bytes delve.png makes', async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}#seed=77&depth=3&rules=explore`);
  await untilPlaying(page, 'Level:3');
  const game = delve.game({ seed: 77, depth: 3, rules: 'explore' });
  const expected = Buffer.from(delve.png(game.screen()));
  game.destroy();
  for (const save of [() => page.keyboard.press('P'), () => page.click('#save')]) {
    const [download] = await Promise.all([page.waitForEvent('download'), save()]);
    assert.equal(download.suggestedFilename(), 'delve-rogue-seed-77-depth-3.png');
    const bytes = readFileSync(await download.path());
    assert.deepEqual(
      [bytes.readUInt32BE(16), bytes.readUInt32BE(20)],
      [640, 400],
      'IHDR: 80x25 cells of 8x16',
    );
    assert.ok(bytes.equals(expected), 'the screen, as delve.png draws it');
  }
  assert.match(
    await page.textContent('#messages'),
    /^Saved the screen as delve-rogue-seed-77-depth-3\.png$/,
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('after an on-screen button the keys go on to the game: Same game again, an answer, the pad', async () => {
  const { page, errors } = await newPage(env.browser, { width: 1280, height: 800 });
  await page.goto(`${env.base}#dos=4651`);
  await untilPlaying(page);
  const state = () => page.evaluate(() => window.delvePage.game.state());
  const keys = () => page.evaluate(() => window.delvePage.game.keys());
  const inGame = () =>
    page.evaluate(() => document.activeElement?.classList.contains('xterm-helper-textarea'));
  // the end, from the keyboard: quit, then each screen on to the offer
  const goOn = { more: ' ', list: ' ', enter: 'Enter', scorefile: 'c', yesno: 'y' };
  await page.keyboard.press('Q');
  for (let i = 0; i < 8 && (await state()).prompt !== 'over'; i++)
    await page.keyboard.press(goOn[(await state()).prompt]);
  assert.equal((await state()).prompt, 'over');
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => document.activeElement?.textContent);
    if (name === 'Same game again (A)') break;
  }
  await page.keyboard.press('Enter');
  assert.equal((await state()).prompt, 'command');
  await page.keyboard.press('l');
  assert.equal(await inGame(), true, 'after Same game again: the focus on the game');
  assert.equal(await keys(), 'l', 'the key went to the new game');
  // the Controls on a desk: an answer, then a key; a pad button, then a key
  await page.click('#controls');
  await page.click('.delve-answers [data-key="Q"]');
  await page.keyboard.press('n');
  assert.equal((await state()).prompt, 'command', 'n answered the question Quit asked');
  await page.click('.delve-pad [data-key="j"]');
  await page.keyboard.press('l');
  assert.match(await keys(), /jl$/, 'the pad, then the keyboard');
  assert.equal(await inGame(), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the pad's Pack takes the focus into the pack it opens, also where it hides the pad", async () => {
  // a low window, as a phone turned: the controls beside the screen, and the pack's panel in
  // the pad's place (the Pack button hidden under it)
  for (const viewport of [
    { width: 1000, height: 500 },
    { width: 1280, height: 800 },
  ]) {
    const { page, errors } = await newPage(env.browser, viewport);
    await page.goto(`${env.base}#dos=4651`);
    await untilPlaying(page);
    await page.click('#controls');
    await page.focus('.delve-pad [data-key="i"]');
    await page.keyboard.press('Enter');
    // the focus was left on the Pack button, hidden there (so on nothing: Tab went on to the
    // links under the screen, past the pack) or before the pack in the tab order
    const focus = await page.evaluate(() => document.activeElement?.textContent);
    assert.equal(focus, 'a) Some food', `${viewport.width}x${viewport.height}`);
    await page.keyboard.press('Enter');
    assert.equal(
      await page.getAttribute('.delve-pack [data-choose="a"]', 'aria-pressed'),
      'true',
      'the object chosen',
    );
    assert.equal(
      await page.evaluate(() => document.activeElement?.dataset.key),
      'e',
      'the focus on its first command (Eat), which comes before the list',
    );
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test("a browser that refuses the site's storage (site data blocked) still plays, keeping nothing", async () => {
  // there, as in a sandboxed frame, reading window.localStorage itself throws
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() =>
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    }),
  );
  const page = await context.newPage();
  const errors = recordErrors(page);
  await page.goto(`${env.base}#dos=4651`);
  // the page said "delve could not start: ... Access is denied" and drew nothing
  await untilPlaying(page);
  await page.keyboard.press('l');
  await page.waitForFunction(() => /&keys=/.test(location.hash)); // kept: in the address only
  assert.equal(await page.evaluate(() => window.delvePage.game.keys()), 'l');
  await page.click('#fill');
  assert.deepEqual(errors, []);
  await context.close();
});
