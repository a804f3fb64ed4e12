// The <delve-level> widget in a real Chromium (issue 5): the embed page's widgets render (three
// of its five checked), keys reach only the focused one, attribute changes redraw, removal frees
// WebAssembly memory, ten widgets play at once (their time is scripts/bench's), bad attributes
// show a message and a warning.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, addWidgets } from './browser.mjs';

const env = useBrowser();

// The rows a widget shows: a game's from xterm's own rendering, a still picture's from what the
// element says it drew (its pixels are compared with xterm's in widget-pixels.test.mjs).
const widgetText = (page, id) =>
  page.evaluate((wid) => {
    const el = document.getElementById(wid);
    const rows = [...el.shadowRoot.querySelectorAll('.xterm-rows > div')];
    return rows.length ? rows.map((r) => r.textContent) : (el.text ?? []);
  }, id);

// The rows once `check` (a function body over rows and el, run in the page) holds: xterm
// parses writes and renders rows asynchronously, so a test waits for what it expects.
async function rowsWhen(page, id, check) {
  await page.waitForFunction(
    ({ wid, src }) => {
      const el = document.getElementById(wid);
      const terminal = [...el.shadowRoot.querySelectorAll('.xterm-rows > div')];
      const rows = terminal.length
        ? terminal.map((r) => r.textContent.replace(/\u00a0/g, ' '))
        : (el.text ?? []);
      return new Function('rows', 'el', src)(rows, el);
    },
    { wid: id, src: check },
    { timeout: 10000 },
  );
  return widgetText(page, id);
}

const SHOWS_LEVEL =
  'return el.level && rows.length === el.level.map.length && rows.every((r, y) => r === el.level.map[y])';

async function ready(page, ids) {
  await page.waitForFunction(
    (list) => list.every((id) => document.getElementById(id)?.level),
    ids,
    { timeout: 10000 },
  );
}

test('embed.html: three widgets render; keys reach only the focused one', async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}embed.html`);
  await ready(page, ['play', 'deep', 'map']);
  const play = await rowsWhen(
    page,
    'play',
    "return rows.length === 25 && rows[23].includes('Level:')",
  );
  const deep = await rowsWhen(page, 'deep', SHOWS_LEVEL);
  const map = await rowsWhen(
    page,
    'map',
    "return rows.length === 20 && rows.join('').includes('·')",
  );
  assert.equal(play.length, 25);
  assert.ok(
    play[23].startsWith('Level:1     Hits:12(12)') && play[24].startsWith('Seed: 42'),
    play[23],
  );
  assert.equal(deep.length, 22, 'a still Rogue level shows its 22 map rows');
  const deepLevel = await page.evaluate(() => document.getElementById('deep').level);
  assert.equal(deepLevel.depth, 15);
  deep.forEach((row, y) => assert.equal(row.replace(/\u00a0/g, ' '), deepLevel.map[y]));
  assert.equal(map.length, 20);
  assert.ok(map.join('').includes('·'), 'the LevelMap map has floor');

  // focus the game and press a key: its turn count changes, the still widgets don't, and the
  // page's own shortcuts (a listener on the document) never see the key the game took
  const before = await page.evaluate(() => document.getElementById('play').game.state().turns);
  await page.evaluate(() => {
    window.pageKeys = [];
    document.addEventListener('keydown', (event) => window.pageKeys.push(event.key));
  });
  await page.click('#play');
  await page.keyboard.press('s');
  const after1 = await page.evaluate(() => document.getElementById('play').game.state().turns);
  assert.equal(after1, before + 1);
  assert.deepEqual(await page.evaluate(() => window.pageKeys), []);
  assert.deepEqual(await widgetText(page, 'deep'), deep);
  // keys typed elsewhere don't reach the game
  await page.click('h1');
  await page.keyboard.press('s');
  assert.equal(
    await page.evaluate(() => document.getElementById('play').game.state().turns),
    after1,
  );

  // the wheel over the game scrolls the page (the game has no scrollback to take it)
  const box = await page.locator('#play').boundingBox();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(box.x + box.width / 2, box.y + 40);
  await page.mouse.wheel(0, 200);
  await page.waitForFunction(() => window.scrollY > 0, null, { timeout: 2000 });

  // the host page's hostile CSS did not reach inside: cells are still 8x16 at scale 1
  const cell = await page.evaluate(() => {
    const r = document
      .getElementById('deep')
      .shadowRoot.querySelector('.screen img')
      .getBoundingClientRect();
    return [r.width / 80, r.height / 22];
  });
  assert.deepEqual(cell, [8, 16]);
  // nor did the rule for the element itself: the game's cells keep their spacing and case
  const rowStyle = await page.evaluate(() => {
    const row = document.getElementById('play').shadowRoot.querySelector('.xterm-rows > div');
    const s = getComputedStyle(row);
    return [s.letterSpacing, s.wordSpacing, s.textTransform];
  });
  assert.deepEqual(rowStyle, ['normal', '0px', 'none']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a widget with dos="N" shows the original game of that clock seed', async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}embed.html`);
  await ready(page, ['original']);
  const rows = await rowsWhen(page, 'original', SHOWS_LEVEL);
  const level = await page.evaluate(() => document.getElementById('original').level);
  assert.deepEqual([level.dos, level.seed, level.depth, level.mode], [4651, 4651, 1, 'classic']);
  assert.equal(rows.length, 22);
  // an interactive replay starts on the original's first screen, greeting included
  await page.evaluate(() => {
    const el = document.createElement('delve-level');
    el.id = 'replay';
    el.setAttribute('dos', '4651');
    el.setAttribute('interactive', '');
    document.body.append(el);
  });
  const screen = await rowsWhen(
    page,
    'replay',
    "return rows.length === 25 && rows[23].startsWith('Level:')",
  );
  assert.ok(screen[0].startsWith('Hello Rodney.  Welcome to the Dungeons of Doom.'), screen[0]);
  // bad replays are refused with a message
  for (const [attrs, message] of [
    [{ dos: '0' }, /dos="0"/],
    [{ dos: '5', seed: '5' }, /seed or dos/],
    [{ dos: '5', depth: '2' }, /level 1 only/],
    [{ dos: '5', generator: 'levelmap' }, /Rogue level/],
  ]) {
    const text = await page.evaluate(async (a) => {
      const el = document.createElement('delve-level');
      for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
      document.body.append(el);
      for (let i = 0; i < 100 && !el.shadowRoot?.querySelector('.error'); i++)
        await new Promise((r) => setTimeout(r, 20));
      const t = el.shadowRoot?.querySelector('.error')?.textContent ?? '';
      el.remove();
      return t;
    }, attrs);
    assert.match(text, message, JSON.stringify(attrs));
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('changing seed redraws; events fire; ten widgets play at once; removal frees memory', async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}embed.html`);
  await ready(page, ['play', 'deep', 'map']);
  const seedBefore = await page.evaluate(() => document.getElementById('deep').level.seed);
  await page.evaluate(() => document.getElementById('deep').setAttribute('seed', '99'));
  await page.waitForFunction(() => document.getElementById('deep').level.seed === 99);
  const redrawn = await rowsWhen(page, 'deep', SHOWS_LEVEL);
  const level = await page.evaluate(() => document.getElementById('deep').level);
  assert.notEqual(seedBefore, 99);
  redrawn.forEach((row, y) => assert.equal(row.replace(/\u00a0/g, ' '), level.map[y]));

  const moved = await page.evaluate(async () => {
    const el = document.getElementById('play');
    const seen = [];
    el.addEventListener('delve-move', (e) => seen.push(e.detail.turns));
    el.shadowRoot.querySelector('textarea').focus();
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) {
      el.shadowRoot
        .querySelector('textarea')
        .dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    }
    return seen.length;
  });
  assert.ok(moved >= 1, 'delve-move fired');

  // how fast they come is scripts/bench's (page.ten_widgets): a timed test fails on a busy host
  const heap = () => page.evaluate(async () => (await import('./delve-widget.js')).heapInUse());
  const baseline = await heap();
  await addWidgets(page, 10);
  const withTen = await heap();
  await page.evaluate(() => document.querySelectorAll('[data-added]').forEach((el) => el.remove()));
  const afterRemoval = await heap();
  console.log(`ten interactive widgets: heap ${baseline} → ${withTen} → ${afterRemoval} bytes`);
  assert.ok(withTen > baseline + 10 * 9000, 'ten games take memory (about 9.6 KB each)');
  assert.equal(afterRemoval, baseline, 'removing the widgets freed their memory');
  assert.deepEqual(errors, []);
  await page.close();
});

test('bad attributes show a readable message and a console warning, never a broken page', async () => {
  const { page, errors } = await newPage(env.browser);
  const warnings = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await page.goto(`${env.base}embed.html`);
  await ready(page, ['play']);
  const shown = await page.evaluate(async () => {
    const cases = [
      ['seed', 'abc'],
      ['depth', '0'],
      ['generator', 'nethack'],
      ['scale', '1.5'],
      ['view', 'huge'],
      ['width', '<b>9</b>', 'levelmap'],
      ['natural', 'maybe', 'levelmap'],
    ];
    const out = [];
    for (const [name, value, generator] of cases) {
      const el = document.createElement('delve-level');
      let said = '';
      // heard on the document: the events bubble
      const hear = (e) => e.target === el && (said = e.detail.message);
      document.addEventListener('delve-error', hear);
      if (generator) el.setAttribute('generator', generator);
      el.setAttribute(name, value);
      document.body.append(el);
      await new Promise((r) => setTimeout(r, 50));
      const box = el.shadowRoot.querySelector('.error');
      document.removeEventListener('delve-error', hear);
      out.push({ name, text: box?.textContent ?? '', html: box?.innerHTML ?? '', said });
    }
    return out;
  });
  for (const { name, text, html, said } of shown) {
    assert.ok(text.includes(name), `${name}: "${text}"`);
    assert.equal(said, text, `${name}: the delve-error event says what the box shows`);
    assert.ok(!html.includes('<b>'), 'attribute text is never inserted as HTML');
  }
  assert.ok(warnings.length >= shown.length);
  // the good widgets still work
  assert.ok(
    (await rowsWhen(page, 'play', "return rows[23].includes('Level:')"))[23].includes('Level:'),
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('focus: still widgets are no tab stop, an interactive one is one that Tab and Escape leave; messages and pictures in words', async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}embed.html`);
  await ready(page, ['play', 'deep', 'map', 'original']);
  await page.evaluate(() => {
    document
      .getElementById('play')
      .insertAdjacentHTML('beforebegin', '<a id="before" href="#before">before</a>');
    // after the still widgets, before the watched game (its screen and buttons are tab stops)
    document
      .getElementById('watch')
      .closest('figure')
      .insertAdjacentHTML('beforebegin', '<a id="after" href="#after">after</a>');
  });
  const active = () =>
    page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
  await page.focus('#before');
  const order = [];
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('Tab');
    order.push(await active());
  }
  assert.deepEqual(order, ['play', 'after'], 'Tab order: the still widgets are passed over');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await active(), 'play');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await active(), 'before');
  // Escape releases the game
  await page.keyboard.press('Tab');
  assert.equal(await active(), 'play');
  await page.keyboard.press('Escape');
  assert.notEqual(await active(), 'play');
  // and Tab goes on to what follows it (it led back into the game), Shift+Tab back into it
  await page.keyboard.press('Tab');
  assert.equal(await active(), 'after');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await active(), 'play');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await active(), 'before');
  // and the game is a tab stop again after that Tab, even where nothing else took the focus
  const tabIndex = () =>
    page.evaluate(
      () => document.getElementById('play').shadowRoot.querySelector('textarea').tabIndex,
    );
  assert.equal(await tabIndex(), 0);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('Shift'); // a key that moves no focus
  await page.waitForTimeout(50);
  assert.equal(await tabIndex(), 0, 'after a key, whatever it did');
  // the element's focus() gives the game the keys (a page's own Play button), a still
  // picture's does nothing
  await page.evaluate(() => document.getElementById('play').focus());
  assert.equal(await active(), 'play');
  assert.equal(
    await page.evaluate(() => document.getElementById('play').shadowRoot.activeElement?.tagName),
    'TEXTAREA',
  );
  await page.evaluate(() => document.getElementById('map').focus());
  assert.equal(await active(), 'play', 'a still picture takes no focus');
  // the message row is read out through a live region
  await page.click('#play');
  await page.keyboard.press('>');
  const live = await page.evaluate(() => {
    const el = document.getElementById('play').shadowRoot.querySelector('[aria-live]');
    return { polite: el.getAttribute('aria-live'), text: el.textContent };
  });
  assert.deepEqual(live, { polite: 'polite', text: 'I see no way down' });
  await page.keyboard.press('w'); // where am I, in words
  const where = await page.evaluate(
    () => document.getElementById('play').shadowRoot.querySelector('[aria-live]').textContent,
  );
  assert.match(where, /^You are (in|at) /);
  // still pictures say what they show
  const labels = await page.evaluate(() =>
    ['deep', 'map', 'original'].map((id) => {
      const box = document.getElementById(id).shadowRoot.querySelector('.screen');
      return [box.getAttribute('role'), box.getAttribute('aria-label')];
    }),
  );
  assert.deepEqual(
    labels.map(([role]) => role),
    ['img', 'img', 'img'],
  );
  assert.match(labels[0][1], /^Rogue level, seed 1985, depth 15: \d+ rooms? \(\d+ dark\)/);
  assert.match(
    labels[1][1],
    /^LevelMap level, seed 7, 40 by 20 blocks: \d+ floor blocks, \d+ doors?\.$/,
  );
  assert.match(
    labels[2][1],
    /^Rogue level, the original game of clock 4651, level 1: .*the stairs at column \d+, row \d+/,
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('the cue "click or tap to play" hides no game text: it lies over the map, not the message row or the status', async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}embed.html`);
  await ready(page, ['play']);
  await rowsWhen(page, 'play', "return rows.length === 25 && rows[23].includes('Level:')");
  const where = () =>
    page.evaluate(() => {
      const root = document.getElementById('play').shadowRoot;
      const box = (el) => {
        const { top, bottom, left, right } = el.getBoundingClientRect();
        return { top, bottom, left, right };
      };
      const rows = root.querySelectorAll('.xterm-rows > div');
      const cue = root.querySelector('.cue');
      return {
        text: cue.textContent,
        shown: getComputedStyle(cue).display !== 'none' && cue.getBoundingClientRect().height > 0,
        cue: box(cue),
        message: box(rows[0]),
        status: box(rows[23]),
        screen: box(root.querySelector('.xterm-screen')),
      };
    });
  const m = await where();
  assert.deepEqual([m.text, m.shown], ['click or tap to play', true], 'the cue is there to see');
  // to see only: screen readers hear the game's name, which says how to play by keys
  const tree = await page.locator('#play').ariaSnapshot();
  assert.doesNotMatch(tree, /click or tap/);
  assert.ok(
    m.cue.top >= m.message.bottom,
    `below the message row (${m.cue.top}, row 0 ends at ${m.message.bottom})`,
  );
  assert.ok(
    m.cue.bottom <= m.status.top,
    `above the status (${m.cue.bottom}, row 23 starts at ${m.status.top})`,
  );
  assert.ok(m.cue.left >= m.screen.left && m.cue.right <= m.screen.right, 'over the screen');
  // playing, it goes
  await page.click('#play');
  assert.equal((await where()).shown, false, 'no cue while the game has the focus');
  assert.deepEqual(errors, []);
  await page.close();
});

test('widget sizes are in CSS pixels: by default the largest crisp size that fits the container, scale in CSS multiples at most', async () => {
  // [DPR, window width, device px a column, columns shown]: where 80 columns would be smaller
  // than 8 CSS px a column (a phone), a readable part of the level, 1 CSS px a font pixel
  for (const [dpr, width, expectDevice, expectCols] of [
    [1, 1280, 8, 80],
    [2, 1280, 16, 80],
    [3, 1280, 24, 80],
    [2, 390, 16, 44],
    [3, 390, 24, 44],
  ]) {
    const context = await env.browser.newContext({
      viewport: { width, height: 800 },
      deviceScaleFactor: dpr,
    });
    const page = await context.newPage();
    await page.goto(`${env.base}embed.html`);
    await ready(page, ['deep']);
    await page.evaluate(() => {
      // one more, at scale 2, in the same column
      const el = document.createElement('delve-level');
      el.id = 'big';
      el.setAttribute('seed', '3');
      el.setAttribute('scale', '2');
      document.getElementById('deep').parentElement.append(el);
    });
    await ready(page, ['big']);
    const m = await page.evaluate(() => {
      const measure = (id) => {
        const el = document.getElementById(id);
        const r = el.shadowRoot.querySelector('.screen img').getBoundingClientRect();
        const p = el.parentElement,
          s = getComputedStyle(p),
          cols = el.text[0].length;
        return {
          cols,
          col: r.width / cols,
          line: r.height / 22,
          width: r.width,
          room: p.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight),
        };
      };
      return { deep: measure('deep'), big: measure('big') };
    });
    assert.deepEqual(
      [m.deep.col * dpr, m.deep.line * dpr, m.deep.cols],
      [expectDevice, expectDevice * 2, expectCols],
      `DPR ${dpr}, ${width} px: ${expectCols} columns, a crisp cell of ${expectDevice}x${expectDevice * 2} device px`,
    );
    assert.ok(
      m.deep.width <= m.deep.room,
      `never wider than its container (${m.deep.width} of ${m.deep.room})`,
    );
    // scale="2" is too wide for the page's column (under 1280 px): 1x, as many columns as the
    // crisp default (a scale that fits: the next test)
    assert.deepEqual(
      [m.big.col, m.big.line, m.big.cols],
      [8, 16, expectCols],
      'scale="2" in a column too narrow for it: 8x16 CSS px a cell',
    );
    // the part shown follows the level's player: the smiley is in view
    const player = await page.evaluate(() =>
      document.getElementById('deep').text.some((row) => row.includes('☺')),
    );
    assert.ok(player, 'the player is in view');
    await context.close();
  }
});

// A page of the site with this body (and a phone's viewport tag), in `context`.
async function pageWith(context, body) {
  const page = await context.newPage();
  await page.route('**/scaled.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>scaled</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script type="module" src="delve-widget.js"></script><body>${body}</body></html>`,
    }),
  );
  await page.goto(`${env.base}scaled.html`);
  return page;
}

// Widget `id`'s picture or terminal: { width, col (CSS px a column), cols, rows, room (its
// container's content width) }.
const measured = (page, id) =>
  page.evaluate((wid) => {
    const el = document.getElementById(wid);
    const drawn = el.shadowRoot.querySelector('.screen img, .xterm-screen');
    const { width } = drawn.getBoundingClientRect();
    const p = el.parentElement,
      s = getComputedStyle(p);
    const cols = el.text[0].length;
    const room = p.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    return { width, col: width / cols, cols, rows: el.text.length, room };
  }, id);

test('a scale is the most a widget takes: where it does not fit, the largest multiple that does, or 8 px a column and the part that fits; never wider than the page', async () => {
  // a phone (393 px at DPR 2.75): scale="2" and scale="3" are too wide even at 1x
  const phone = await env.browser.newContext({
    viewport: { width: 393, height: 800 },
    deviceScaleFactor: 2.75,
    isMobile: true,
    hasTouch: true,
  });
  let page = await pageWith(
    phone,
    '<delve-level id="s" seed="3" scale="2"></delve-level>' +
      '<delve-level id="g" seed="5" scale="3" interactive></delve-level>',
  );
  await ready(page, ['s', 'g']);
  for (const id of ['s', 'g']) {
    const m = await measured(page, id);
    assert.ok(m.width <= m.room, `${id}: ${m.width} px in a container of ${m.room}`);
    assert.equal(m.cols, Math.floor(m.room / 8), `${id}: the columns that fit at 1x`);
    assert.ok(Math.abs(m.col - 8) < 0.01, `${id}: 8 CSS px a column, not ${m.col}`);
  }
  assert.equal((await measured(page, 'g')).rows, 25, 'the game keeps its message row and status');
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'no sideways scroll',
  );
  await phone.close();

  // a desk: scale="3" in 1300 px is 2x (1280 px); narrowed to 300 px, 1x and 37 columns; wide
  // again, 3x
  const desk = await env.browser.newContext({ viewport: { width: 2000, height: 900 } });
  page = await pageWith(
    desk,
    '<div id="box" style="width: 1300px"><delve-level id="m" seed="3" scale="3"></delve-level></div>',
  );
  await ready(page, ['m']);
  const sizeOf = async () => {
    const m = await measured(page, 'm');
    return [m.col, m.cols];
  };
  assert.deepEqual(await sizeOf(), [16, 80]);
  await page.evaluate(() => (document.getElementById('box').style.width = '300px'));
  await page.waitForFunction(() => document.getElementById('m').text[0].length === 37);
  assert.deepEqual(await sizeOf(), [8, 37]);
  await page.evaluate(() => (document.getElementById('box').style.width = '1950px'));
  await page.waitForFunction(() => document.getElementById('m').text[0].length === 80);
  await page.waitForFunction(
    () =>
      document.getElementById('m').shadowRoot.querySelector('img').getBoundingClientRect().width ===
      1920,
  );
  assert.deepEqual(await sizeOf(), [24, 80]);
  await desk.close();
});

test('a widget re-fits when its container changes width: a readable part when narrow, the whole level when wide again', async () => {
  const { page, errors } = await newPage(env.browser, { width: 1280, height: 800 });
  await page.goto(`${env.base}embed.html`);
  await ready(page, ['deep', 'play']);
  const shown = () =>
    page.evaluate(() =>
      ['deep', 'play'].map((id) => {
        const el = document.getElementById(id);
        return [el.text[0].length, el.text.length];
      }),
    );
  assert.deepEqual(await shown(), [
    [80, 22],
    [80, 25],
  ]);
  await page.evaluate(() => {
    for (const id of ['deep', 'play'])
      document.getElementById(id).parentElement.style.width = '400px';
  });
  await page.waitForFunction(
    () =>
      document.getElementById('deep').text[0].length === 50 &&
      document.getElementById('play').text[0].length === 50,
  );
  const narrow = await page.evaluate(() => document.getElementById('play').text);
  assert.equal(narrow.length, 25, 'a game keeps its 25 rows');
  assert.match(
    narrow[23],
    /^Level:1 Hits:12\(12\) Str:16\(16\) Gold:0 Armor:5/,
    'and its status row, squeezed',
  );
  await page.evaluate(() => {
    for (const id of ['deep', 'play']) document.getElementById(id).parentElement.style.width = '';
  });
  await page.waitForFunction(
    () =>
      document.getElementById('deep').text[0].length === 80 &&
      document.getElementById('play').text[0].length === 80,
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('configure() refuses what it does not take, as the JS API does: a TypeError naming it', async () => {
  const { page, errors } = await newPage(env.browser);
  await page.goto(`${env.base}embed.html`);
  const thrown = await page.evaluate(async () => {
    const { configure } = await import('./delve-widget.js');
    return [null, 'x', { wasmURL: 'delve.wasm' }].map((given) => {
      try {
        configure(given);
        return 'accepted';
      } catch (error) {
        return `${error.name}: ${error.message}`;
      }
    });
  });
  assert.deepEqual(thrown, [
    'TypeError: configure: options must be an object, not null',
    'TypeError: configure: options must be an object, not "x"',
    'TypeError: configure: unknown option "wasmURL"; the options are fontUrl, wasmUrl',
  ]);
  assert.deepEqual(errors, []);
  await page.close();
});
