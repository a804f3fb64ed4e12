// The widget in the pages web authors write (a review, as an author following only the README):
// a widget inside another component's shadow root or in a grid's cell fits the box it is given,
// not the window or the whole grid; a Content-Security-Policy that forbids what the widget needs
// says so in the widget's box, naming the directive, and one without inline styles changes
// nothing; mount()'s handle after destroy() or a bad
// update().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, recordErrors } from './browser.mjs';

const env = useBrowser();

// A page of the site with this body, served with these headers, in a new page at 1280x800
// (its device pixel ratio dpr); prepare(page), if given, before it is opened.
async function authorPage(body, headers = {}, dpr = 1, prepare = async () => {}) {
  const page = await env.browser.newPage({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: dpr,
  });
  const errors = recordErrors(page);
  await page.route('**/author.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers,
      body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>an author's page</title>
<script type="module" src="delve-widget.js"></script><body>${body}</body></html>`,
    }),
  );
  await prepare(page);
  await page.goto(`${env.base}author.html`);
  return { page, errors };
}

// Widgets by id, in the document or in the shadow root of #component.
const FIND = `(id) => document.getElementById(id) ?? document.getElementById('component')?.shadowRoot.getElementById(id)`;

// Widget `id`'s picture: { width (CSS px), cols }, once it shows one.
async function picture(page, id) {
  await page.waitForFunction(`(${FIND})(${JSON.stringify(id)})?.text`, null, { timeout: 10000 });
  return page.evaluate(
    ([find, wid]) => {
      const el = eval(find)(wid);
      const img = el.shadowRoot.querySelector('.screen img');
      return { width: img.getBoundingClientRect().width, cols: el.text[0].length };
    },
    [FIND, id],
  );
}

test("a widget in another component's shadow root fits that component's box, and re-fits when it changes", async () => {
  const { page, errors } = await authorPage('<div id="component" style="width: 300px"></div>');
  await page.evaluate(() => {
    const root = document.getElementById('component').attachShadow({ mode: 'open' });
    root.innerHTML = '<delve-level id="inside" seed="7"></delve-level>';
  });
  const m = await picture(page, 'inside');
  assert.deepEqual(
    m,
    { width: 296, cols: 37 },
    'in 300 px: 8 CSS px a column, the 37 columns that fit (not the window width)',
  );
  await page.evaluate(() => (document.getElementById('component').style.width = '500px'));
  await page.waitForFunction(`(${FIND})('inside').text[0].length === 62`, null, {
    timeout: 10000,
  });
  // slotted into a component's 300 px box (a <slot> has no box of its own), and re-fits with it
  await page.evaluate(() => {
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).innerHTML =
      '<div id="box" style="width: 300px"><slot></slot></div>';
    host.innerHTML = '<delve-level id="slotted" seed="7"></delve-level>';
    document.body.append(host);
  });
  assert.deepEqual(await picture(page, 'slotted'), { width: 296, cols: 37 });
  await page.evaluate(() => {
    const box = document.getElementById('slotted').assignedSlot.parentElement;
    box.style.width = '500px';
  });
  await page.waitForFunction(() => document.getElementById('slotted').text[0].length === 62);
  assert.deepEqual(errors, []);
  await page.close();
});

test('while the core loads, a widget keeps the size of what it will show: the page under it does not move when it comes', async () => {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  const { page, errors } = await authorPage(
    '<delve-level id="still" seed="42"></delve-level>' +
      '<div style="width: 300px"><delve-level id="narrow" seed="9" depth="15"></delve-level></div>' +
      '<delve-level id="game" seed="42" interactive></delve-level>' +
      '<delve-level id="keys" dos="4651" keys=""></delve-level>' +
      '<delve-level id="map" generator="levelmap" seed="7" width="40" height="20" scale="2"></delve-level>' +
      '<delve-level id="fill" generator="levelmap" seed="7" width="30" height="12" scale="fill"></delve-level>' +
      '<p id="under">under them all</p>',
    {},
    1.5,
    (page) => page.route(/\.wasm$/, async (route) => (await held, route.continue())),
  );
  const sizes = () =>
    page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('delve-level, #under')].map((el) => {
          const r = el.getBoundingClientRect();
          return [el.id, `${r.width}x${r.height} at ${r.top}`];
        }),
      ),
    );
  await page.waitForFunction(() => customElements.get('delve-level'));
  await page.waitForTimeout(300); // the widgets have asked for their cores (held)
  // the narrow one's box grows while it loads: its kept size follows
  await page.evaluate(
    () => (document.getElementById('narrow').parentElement.style.width = '500px'),
  );
  await page.waitForTimeout(100);
  const loading = await sizes();
  assert.equal(await page.evaluate(() => document.getElementById('still').level), null);
  assert.ok(parseFloat(loading.narrow) > 300, loading.narrow); // (the same once shown: below)
  release();
  await page.waitForFunction(
    () => [...document.querySelectorAll('delve-level')].every((el) => el.text),
    null,
    { timeout: 20000 },
  );
  assert.deepEqual(await sizes(), loading);
  // a LevelMap map whose size only its seed says is not guessed at
  await page.evaluate(() => {
    const el = document.createElement('delve-level');
    el.setAttribute('generator', 'levelmap');
    el.setAttribute('seed', '3');
    el.id = 'unknown';
    document.body.prepend(el);
  });
  await page.waitForFunction(() => document.getElementById('unknown').text);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a widget moved into a narrower box (a framework reordering) fits it', async () => {
  const { page, errors } = await authorPage(
    '<div style="width: 1000px; height: 400px"><delve-level id="w" seed="6"></delve-level></div>' +
      '<div id="narrow" style="width: 350px"></div>',
  );
  assert.equal((await picture(page, 'w')).cols, 80);
  await page.evaluate(() => document.getElementById('narrow').append(document.getElementById('w')));
  await page.waitForFunction(() => document.getElementById('w').text[0].length === 43, null, {
    timeout: 10000,
  });
  assert.deepEqual(errors, []);
  await page.close();
});

test("widgets in a grid's cells fit their cells: the grid never overflows", async () => {
  const { page, errors } = await authorPage(
    '<div id="grid" style="display: grid; grid-template-columns: 1fr 1fr; width: 800px">' +
      '<delve-level id="a" seed="1"></delve-level><delve-level id="b" seed="2"></delve-level></div>' +
      '<div style="width: 600px"><delve-level id="c" seed="3" style="display: block"></delve-level></div>',
  );
  for (const id of ['a', 'b'])
    assert.deepEqual(await picture(page, id), { width: 400, cols: 50 }, `${id}: its 400 px cell`);
  assert.deepEqual(await picture(page, 'c'), { width: 600, cols: 75 }, 'a block in 600 px');
  const grid = await page.evaluate(() => {
    const g = document.getElementById('grid');
    return [g.scrollWidth, g.clientWidth];
  });
  assert.equal(grid[0], grid[1], 'nothing overflows the grid');
  // the grid narrower: each cell re-fits
  await page.evaluate(() => (document.getElementById('grid').style.width = '400px'));
  await page.waitForFunction(() => document.getElementById('a').text[0].length === 25, null, {
    timeout: 10000,
  });
  assert.deepEqual(errors, []);
  await page.close();
});

test("widgets in a table's cells: an auto table's cell takes the widget whole, a fixed table's cell fits it", async () => {
  const { page, errors } = await authorPage(
    '<table><tr><td><delve-level id="auto" seed="1"></delve-level></td><td>a cell beside</td></tr></table>' +
      '<div style="width: 300px"><table><tr><td><delve-level id="narrow" seed="2"></delve-level></td></tr></table></div>' +
      '<table style="table-layout: fixed; width: 404px; border-spacing: 0"><tr>' +
      '<td style="padding: 0"><delve-level id="fixed" seed="3"></delve-level></td><td>a cell beside</td></tr></table>',
  );
  assert.deepEqual(await picture(page, 'auto'), { width: 640, cols: 80 }, 'its natural size');
  assert.deepEqual(
    await picture(page, 'narrow'),
    { width: 296, cols: 37 },
    "in 300 px: the columns that fit the table's box",
  );
  assert.deepEqual(await picture(page, 'fixed'), { width: 200, cols: 25 }, 'its 202 px cell');
  assert.deepEqual(errors, []);
  await page.close();
});

test("a still level at 125 % and 150 % shows all its columns in 700 px; a small LevelMap map no larger than a screen's cells", async () => {
  for (const dpr of [1.25, 1.5]) {
    const { page, errors } = await authorPage(
      '<article style="max-width: 700px"><delve-level id="r" seed="42" depth="3"></delve-level></article>' +
        '<div style="width: 1200px"><delve-level id="m" generator="levelmap" seed="7"></delve-level></div>',
      {},
      dpr,
    );
    assert.deepEqual(
      await picture(page, 'r'),
      { width: 640, cols: 80 },
      `${dpr}: 8 CSS px a column`,
    );
    const m = await picture(page, 'm');
    assert.ok(m.width <= m.cols * 12.8, `${dpr}: the map's ${m.cols} columns in ${m.width} px`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

// The message in widget `id`'s box, once there is one.
async function message(page, id) {
  await page.waitForFunction(
    (wid) => document.getElementById(wid).shadowRoot?.querySelector('.error'),
    id,
    { timeout: 10000 },
  );
  return page.evaluate(
    (wid) => document.getElementById(wid).shadowRoot.querySelector('.error').textContent,
    id,
  );
}

test('a Content-Security-Policy without what the widget needs: the widget says which directive', async () => {
  // script-src 'self' alone forbids WebAssembly: not "not WebAssembly", not "where delve.wasm is"
  let { page } = await authorPage(
    '<delve-level id="still" seed="3"></delve-level><delve-level id="game" seed="3" interactive></delve-level>',
    { 'Content-Security-Policy': "script-src 'self'" },
  );
  for (const id of ['still', 'game']) {
    const text = await message(page, id);
    assert.match(text, /Content-Security-Policy/, text);
    assert.match(text, /script-src/, text);
    assert.match(text, /'wasm-unsafe-eval'/, text);
    assert.doesNotMatch(text, /not WebAssembly|configure\(/, text);
  }
  await page.close();
  // WebAssembly allowed, but not the picture's blob: URL: not a silent black box
  ({ page } = await authorPage('<delve-level id="still" seed="3"></delve-level>', {
    'Content-Security-Policy': "script-src 'self' 'wasm-unsafe-eval'; img-src 'self'",
  }));
  const text = await message(page, 'still');
  assert.match(text, /Content-Security-Policy/, text);
  assert.match(text, /img-src/, text);
  assert.match(text, /blob:/, text);
  await page.close();
  // default-src 'none' refuses the fetch of the core (connect-src): said with the rest
  ({ page } = await authorPage('<delve-level id="still" seed="3"></delve-level>', {
    'Content-Security-Policy':
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' blob:",
  }));
  assert.match(await message(page, 'still'), /connect-src/);
  await page.close();
  // the policy the README gives: every kind of widget works; and with Trusted Types required
  // too (the widget writes no HTML as text, so nothing is refused)
  const readme =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' blob:";
  for (const policy of [readme, `${readme}; require-trusted-types-for 'script'`]) {
    let errors;
    ({ page, errors } = await authorPage(
      '<delve-level id="still" seed="3"></delve-level><delve-level id="game" seed="3" interactive></delve-level>',
      { 'Content-Security-Policy': policy },
    ));
    await page.waitForFunction(
      () => ['still', 'game'].every((id) => document.getElementById(id).text),
      null,
      { timeout: 10000 },
    );
    assert.deepEqual(errors, [], policy);
    await page.close();
  }
});

test("a Content-Security-Policy whose style-src has no 'unsafe-inline': pictures and games look as under one with it", async () => {
  const body =
    '<delve-level id="still" seed="3"></delve-level><delve-level id="game" seed="3" interactive></delve-level>';
  const shots = [];
  for (const inline of [" 'unsafe-inline'", '']) {
    const { page, errors } = await authorPage(body, {
      'Content-Security-Policy': `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'${inline}; img-src 'self' blob:`,
    });
    await page.waitForFunction(
      () => ['still', 'game'].every((id) => document.getElementById(id).text),
      null,
      { timeout: 10000 },
    );
    // the game's terminal painted, in its font
    await page.waitForFunction(() =>
      document
        .getElementById('game')
        .shadowRoot.querySelector('.xterm-rows')
        ?.textContent.includes('Level:'),
    );
    await page.evaluate(async () => {
      await document.fonts.ready;
      for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame);
    });
    shots.push({
      still: await page.locator('#still').screenshot(),
      game: await page.locator('#game').screenshot(),
      styles: await page.evaluate(() =>
        ['still', 'game'].map((id) => {
          const root = document.getElementById(id).shadowRoot;
          return root.adoptedStyleSheets.length + root.querySelectorAll('style').length;
        }),
      ),
    });
    // the policy's reports of the blocked <style> elements, and nothing else
    for (const error of errors)
      assert.match(error, /Applying inline style violates .*style-src/, error);
    if (inline) assert.deepEqual(errors, []);
    else assert.ok(errors.length > 0, 'the policy blocked the <style> elements');
    await page.close();
  }
  // a page of still pictures under that policy: nothing blocked, so nothing reported (the
  // widget's styles are constructed sheets; only a game's terminal writes <style> elements)
  const { page, errors } = await authorPage(
    '<delve-level id="a" seed="3"></delve-level><delve-level id="b" seed="4" generator="levelmap"></delve-level>',
    {
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' blob:",
    },
  );
  await page.waitForFunction(() => ['a', 'b'].every((id) => document.getElementById(id).text));
  assert.deepEqual(errors, []);
  await page.close();
  const [allowed, strict] = shots;
  assert.ok(allowed.still.equals(strict.still), 'the still picture is the same');
  assert.ok(allowed.game.equals(strict.game), "the game's screen is the same");
  assert.deepEqual(strict.styles.map(Boolean), [true, true]);
});

test('mount(): a bad update() is refused and the next one works; update() after destroy() is a TypeError, and takes no memory', async () => {
  const { page, errors } = await authorPage('<div id="m"></div>');
  const result = await page.evaluate(async () => {
    const { mount, heapInUse } = await import('./delve-widget.js');
    const handle = mount(document.getElementById('m'), { seed: 5, interactive: true });
    await handle.ready;
    const out = {};
    try {
      handle.update({ sead: 6 });
    } catch (error) {
      out.bad = `${error.name}: ${error.message}`;
    }
    await handle.update({ seed: 6 });
    out.seed = handle.level.seed;
    const baseline = (await heapInUse()) - 0;
    handle.destroy();
    out.freed = (await heapInUse()) < baseline;
    const after = await heapInUse();
    try {
      await handle.update({ seed: 7 });
      out.afterDestroy = 'accepted';
    } catch (error) {
      out.afterDestroy = `${error.name}: ${error.message}`;
    }
    out.kept = (await heapInUse()) - after;
    return out;
  });
  assert.match(result.bad, /^TypeError: mount: unknown option "sead"/);
  assert.equal(result.seed, 6, 'the update after a bad one works');
  assert.ok(result.freed);
  assert.match(result.afterDestroy, /^TypeError: .*destroy/);
  assert.equal(result.kept, 0, 'no memory taken after destroy()');
  assert.deepEqual(errors, []);
  await page.close();
});
