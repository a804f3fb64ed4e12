// Hostile input in a real Chromium (issue 7): the game page opened with hostile URL fragments
// (markup, huge numbers, very long fragments, changed after load), and <delve-level> widgets and
// mount() given hostile attributes and options. Nothing may run (no dialog, no global set by a
// payload), nothing from the URL or an attribute may become an element, and the console may show
// only the expected warnings: no errors, no uncaught exceptions or rejections.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage } from './browser.mjs';
import { readFileSync } from 'node:fs';
import { root } from '../node/helpers.mjs';

const env = useBrowser();

// A page that records dialogs and warnings besides newPage's errors.
async function hostilePage() {
  const { page, errors } = await newPage(env.browser);
  const dialogs = [];
  const warnings = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  return { page, errors, dialogs, warnings };
}

// Elements a payload could have made, anywhere (the document and every shadow root), and any
// attribute named on* (an inline event handler); both must stay empty. The pages' own links (as
// written in web/page/index.html and web/widget/embed.html) and a still widget's own picture (an
// <img> of the PNG the core drew, from a blob: URL, in its .screen box) are no payload.
const OWN_HTML = ['web/page/index.html', 'web/widget/embed.html']
  .map((f) => readFileSync(`${root}${f}`, 'utf8'))
  .join('');
const injected = (page) =>
  page.evaluate((own) => {
    const found = [];
    const picture = (el) =>
      el.matches('.screen > img[alt=""]') &&
      el.getAttribute('src')?.startsWith(`blob:${location.origin}/`) &&
      el.getRootNode().host?.localName === 'delve-level' &&
      el.attributes.length === 4;
    const ownLink = (el) =>
      el.localName === 'a' && el.getRootNode() === document && own.includes(el.outerHTML);
    const visit = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (
          !picture(el) &&
          !ownLink(el) &&
          el.matches(
            'img, svg, iframe, object, embed, a, form, base, meta:not([charset]):not([name]), script:not([src])',
          )
        )
          found.push(el.outerHTML.slice(0, 100));
        for (const attr of el.attributes)
          if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return { found, pwned: globalThis.pwned ?? null };
  }, OWN_HTML);

const PAYLOAD = '<img src=x onerror="globalThis.pwned=1;alert(1)">';

// [fragment, whether it has a bad part that must be reported]
const HASHES = [
  [`#seed=${PAYLOAD}&depth=1e999`, true],
  ['#seed=%3Cimg%20src%3Dx%20onerror%3D%22globalThis.pwned%3D1%22%3E&depth=-1', true],
  ['#depth=<script>globalThis.pwned=1</script>&gen=<svg onload="globalThis.pwned=1">', true],
  [
    '#seed=javascript:globalThis.pwned=1&gen=levelmap%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E',
    true,
  ],
  [`#seed=${'9'.repeat(100000)}&depth=${'1'.repeat(1000)}`, true],
  [`#${'&'.repeat(50000)}seed=5&depth=2`, false],
  ['#seed=4294967296&depth=1000&gen=nethack', true],
  ['#seed=%E0%A4%A&depth=%00', true],
];

test('the page with hostile URL fragments: defaults, warnings, nothing run or inserted', async () => {
  const { page, errors, dialogs, warnings } = await hostilePage();
  for (const [hash, bad] of HASHES) {
    warnings.length = 0;
    await page.goto(`${env.base}${hash}`);
    await page.waitForFunction(
      () =>
        window.delvePage?.term.buffer.active.getLine(23).translateToString().startsWith('Level:'),
      null,
      { timeout: 10000 },
    );
    const state = await page.evaluate(() => window.delvePage.game.state());
    const label = hash.slice(0, 60);
    assert.ok(Number.isInteger(state.seed) && state.seed >= 0 && state.seed <= 4294967295, label);
    assert.ok(state.depth >= 1 && state.depth <= 999, label);
    assert.match(
      await page.evaluate(() => location.hash),
      /^#seed=\d+&depth=\d+(&gen=levelmap)?$/,
      `${label}: the link is rewritten`,
    );
    assert.equal(
      warnings.some((w) => w.startsWith('delve: ')),
      bad,
      `${label}: the bad parts are reported: ${warnings}`,
    );
    assert.equal(
      /^Part of this link was not understood \(/.test(await page.textContent('#notice')),
      bad,
      `${label}: and said to whoever followed the link`,
    );
    assert.deepEqual(await injected(page), { found: [], pwned: null }, label);
  }
  // good parts of a fragment are kept
  await page.goto(`${env.base}#seed=77&depth=${PAYLOAD}`);
  await page.waitForFunction(() => window.delvePage?.game.state().seed === 77, null, {
    timeout: 10000,
  });
  assert.equal(await page.evaluate(() => window.delvePage.game.state().depth), 1);
  // the fragment changed after load
  for (const [hash] of HASHES.slice(0, 4)) {
    await page.evaluate((h) => {
      location.hash = h;
    }, hash);
    await page.waitForFunction(
      () => /^#seed=\d+&depth=\d+(&gen=levelmap)?$/.test(location.hash),
      null,
      { timeout: 10000 },
    );
  }
  assert.deepEqual(await injected(page), { found: [], pwned: null });
  assert.deepEqual(dialogs, []);
  assert.deepEqual(errors, []);
  await page.close();
});

// [attribute, value] pairs for widgets: markup and script URLs everywhere, huge values, and
// font URLs that cannot load or cannot even be parsed.
const ATTRIBUTE_CASES = [
  ...[
    'seed',
    'generator',
    'depth',
    'mode',
    'interactive',
    'view',
    'scale',
    'width',
    'height',
    'corridor',
    'combined',
    'cellsize',
    'natural',
    'doors',
    'voids',
    'entrances',
    'textures',
  ].flatMap((name, k) =>
    [
      PAYLOAD,
      '"><svg onload="globalThis.pwned=1">',
      'javascript:globalThis.pwned=1',
      '9'.repeat(20000),
    ].map((value) => [name, value, k >= 7 ? 'levelmap' : undefined]),
  ),
  ['width', '<b>9</b>', 'levelmap'],
  ['natural', '<i>', 'levelmap'],
  ['height', PAYLOAD, 'levelmap'],
  ['font', 'javascript:globalThis.pwned=1'],
  ['font', '"); } :host { display: none } x { src: url("'],
  ['font', PAYLOAD],
  ['font', 'http://['],
  ['font', 'data:font/otf;base64,AAAA'],
];

test('widgets with hostile attributes: a message as text, or a level; nothing run or inserted', async () => {
  const { page, errors, dialogs, warnings } = await hostilePage();
  await page.goto(`${env.base}embed.html`);
  await page.waitForFunction(
    () => ['play', 'deep', 'map'].every((id) => document.getElementById(id)?.level),
    null,
    { timeout: 10000 },
  );
  const results = await page.evaluate(async (cases) => {
    const out = [];
    for (const [name, value, generator] of cases) {
      const el = document.createElement('delve-level');
      if (generator) el.setAttribute('generator', generator);
      el.setAttribute(name, value);
      document.body.append(el);
      // settled: a level, or the error box
      for (let i = 0; i < 100 && !el.level && !el.shadowRoot?.querySelector('.error'); i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      const box = el.shadowRoot?.querySelector('.error');
      out.push({
        name,
        value: value.slice(0, 40),
        level: !!el.level,
        text: box?.textContent ?? null,
        boxChildren: box ? box.children.length : 0,
      });
      el.remove();
    }
    return out;
  }, ATTRIBUTE_CASES);
  for (const r of results) {
    const label = `${r.name}="${r.value}"`;
    assert.ok(r.level || r.text !== null, `${label}: shows a level or a message`);
    if (r.text !== null) {
      assert.ok(r.text.startsWith('delve-level: '), `${label}: ${r.text.slice(0, 80)}`);
      assert.equal(r.boxChildren, 0, `${label}: the message is plain text`);
    }
  }
  assert.ok(results.filter((r) => r.text !== null).length >= 60, 'the hostile values are refused');
  assert.ok(warnings.length > 0);
  assert.deepEqual(await injected(page), { found: [], pwned: null });
  assert.deepEqual(dialogs, []);
  // The browser's own reports of the font URLs it could not fetch (the widget then warns and
  // uses a fallback font) are expected; nothing else is.
  const fetchErrors = errors.filter((e) => /^(Failed to load resource|Access to font at )/.test(e));
  assert.ok(
    fetchErrors.length <= ATTRIBUTE_CASES.filter(([name]) => name === 'font').length,
    fetchErrors.join('\n'),
  );
  assert.deepEqual(
    errors.filter((e) => !fetchErrors.includes(e)),
    [],
  );
  await page.close();
});

test('mount() with hostile options: TypeErrors for bad calls, text messages for bad values', async () => {
  const { page, errors, dialogs } = await hostilePage();
  await page.goto(`${env.base}embed.html`);
  await page.waitForFunction(() => document.getElementById('play')?.level, null, {
    timeout: 10000,
  });
  const outcome = await page.evaluate(async (payload) => {
    const { mount } = await import('./delve-widget.js');
    const thrown = [];
    const attempt = (f) => {
      try {
        f();
        thrown.push(null);
      } catch (e) {
        thrown.push(e.constructor.name);
      }
    };
    attempt(() => mount('not an element'));
    attempt(() => mount(null));
    attempt(() => mount(document.createElement('div'), null));
    attempt(() => mount(document.createElement('div'), 42));
    attempt(() => mount(document.createElement('div'), { evil: 1 }));
    const shown = [];
    for (const options of [
      { seed: payload },
      { seed: { toString: () => payload } },
      { depth: Symbol('x') },
      { seed: 1, generator: ['levelmap'] },
      { seed: 1, view: { cols: 10 } },
      { seed: 1n },
      { seed: NaN },
      { seed: 1, scale: Infinity }, // what 1e999 is
      { seed: 1, font: 'http://[' },
    ]) {
      const div = document.createElement('div');
      document.body.append(div);
      let text;
      try {
        const handle = mount(div, options);
        await handle.ready;
        text = div.shadowRoot.querySelector('.error')?.textContent ?? 'level';
        handle.destroy();
      } catch (e) {
        text = `${JSON.stringify(Object.keys(options))}: threw ${e}`;
      }
      shown.push(text);
      div.remove();
    }
    return { thrown, shown };
  }, PAYLOAD);
  assert.deepEqual(outcome.thrown, [
    'TypeError',
    'TypeError',
    'TypeError',
    'TypeError',
    'TypeError',
  ]);
  for (const text of outcome.shown)
    assert.ok(text === 'level' || text.startsWith('delve-level: '), text);
  assert.deepEqual(await injected(page), { found: [], pwned: null });
  assert.deepEqual(dialogs, []);
  assert.deepEqual(errors, []);
  await page.close();
});

// A data: URL keeps a " as it is: written into the font's CSS url("...") as it was, it ended the
// string and a second url() followed, fetched from wherever it named.
test("a font attribute's quote cannot add a font address of its own", async () => {
  const { page } = await hostilePage();
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${env.base}embed.html`);
  await page.evaluate(() => {
    const el = document.createElement('delve-level');
    el.id = 'f';
    el.setAttribute('seed', '5');
    el.setAttribute('interactive', '');
    el.setAttribute('font', 'data:x"), url("/INJECTED-FONT.otf');
    document.body.append(el);
  });
  await page.waitForFunction(() => document.getElementById('f').game, null, { timeout: 10000 });
  await page.waitForTimeout(300);
  assert.deepEqual(
    requests.filter((url) => url.includes('INJECTED')),
    [],
  );
  await page.close();
});
