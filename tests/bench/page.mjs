// The page figures of scripts/bench, measured inside headless Chromium (tests/browser/browser.mjs
// launches Debian's chromium and serves build/web on 127.0.0.1):
//   first frame: navigation start (performance.timeOrigin, performance.now() = 0) → the first
//     frame showing the game's status line ("Level:") has been painted: the line appears in the
//     page's #screen (the page's HTML first frame, or xterm's rows), a requestAnimationFrame
//     callback starts the frame that draws it, and a task posted from there runs after that
//     frame's paint. Median over fresh page loads, each in a new browser context (no cache, no
//     compiled-code cache), after one warm-up load.
//   key press → frame: the key's keydown event (its timeStamp: when the browser received the
//     key) → the write callback of the frame that key produced (the new screen is in the xterm
//     buffer). Median over many presses on one page, once xterm.js has taken over; presses that
//     change nothing write no frame and are counted apart. The keys walk a level by the explore
//     rules: the original's game (the page's default) soon stops at a ' More ', which takes only
//     a space, and its monsters may end the game, so most presses would draw nothing.
//   resume on load: a kept game of RESUME_KEYS keys in localStorage, the page loaded without an
//     address: the page's own 'delve-resume' measure (web/page/page.js) around the replay of the
//     kept keys and the check of its screen. Median over fresh loads.
import { readFileSync } from 'node:fs';
import { openBrowser, newPage, addWidgets } from '../browser/browser.mjs';
import { loadDelve } from '../../web/api/delve.js';
import { saveGame } from '../../web/page/saved-game.js';
import { longGame } from '../node/helpers.mjs';
import { median } from './timing.mjs';

const URL_FRAGMENT = '#seed=42&depth=1';
export const KEYS_FRAGMENT = '#seed=42&depth=1&rules=explore';
export const KEYS = ['l', 'h', 's']; // right, left, search: each takes a turn, so each writes a frame
const FRAME_WAIT_MS = 250;
export const RESUME_KEYS = longGame().keys.length;

// Installed before the page's own scripts: it watches #screen for the first frame, and page.js
// sets window.delvePage = { term, ... } when xterm.js takes over, before writing to it, so a
// setter can wrap term.write in time to see every key's frame.
function instrument() {
  const marks = {
    firstFrame: null,
    terminalAt: null,
    keyFrames: [],
    keyDispatch: [],
    pending: null,
    onFrame: null,
  };
  window.__delveBench = marks;
  const shown = new MutationObserver(() => {
    if (!document.getElementById('screen')?.textContent.includes('Level:')) return;
    shown.disconnect();
    requestAnimationFrame(() => {
      const after = new MessageChannel();
      after.port1.onmessage = () => {
        marks.firstFrame = performance.now();
        window.__delveBenchShown(); // openGame's binding: tells the bench without its evaluating
      };
      after.port2.postMessage(null);
    });
  });
  shown.observe(document, { childList: true, subtree: true, characterData: true });
  const written = () => {
    const now = performance.now();
    if (marks.pending) {
      marks.keyFrames.push(now - marks.pending.timeStamp);
      marks.keyDispatch.push(now - marks.pending.dispatched);
      marks.pending = null;
      marks.onFrame?.();
    }
  };
  const wrap = (term) => {
    if (term.__delveBenchWrapped) return;
    term.__delveBenchWrapped = true;
    const write = term.write.bind(term);
    term.write = (data, callback) =>
      write(data, () => {
        written();
        callback?.();
      });
  };
  let page;
  Object.defineProperty(window, 'delvePage', {
    configurable: true,
    get: () => page,
    set(value) {
      if (marks.terminalAt === null) marks.terminalAt = performance.now();
      if (value?.term) wrap(value.term);
      page = value;
    },
  });
  // capture phase on window: runs before xterm's own handler on its textarea
  window.addEventListener(
    'keydown',
    (event) => {
      marks.pending = { timeStamp: event.timeStamp, dispatched: performance.now() };
    },
    true,
  );
}

// Where the load's time went, for reading a slow first frame (ms from navigation start).
function loadBreakdown() {
  const nav = performance.getEntriesByType('navigation')[0];
  const done = (file) =>
    performance.getEntriesByType('resource').find((e) => e.name.endsWith(`/${file}`))
      ?.responseEnd ?? null;
  return {
    firstFrame: window.__delveBench.firstFrame,
    painted: window.delvePage?.firstFrameMs ?? null, // the page's own mark: its first frame drawn
    terminal: window.__delveBench.terminalAt, // xterm.js opened and playing
    html: nav.responseEnd,
    domContentLoaded: nav.domContentLoadedEventEnd,
    appJs: done('app.js'),
    wasm: done('delve.wasm'),
    font: done('delve-vga.otf'),
    xterm: done('xterm.js'),
  };
}

// The page at `fragment`, once its first frame is shown. Until then the bench runs nothing in
// it: playwright's first evaluate or waitForFunction in a page injects its own script there,
// tens of milliseconds of the page's main thread (and a garbage collection after), which
// landed inside the first frame's time (about 60 ms of it, in loads alternating the two ways).
// The page calls a binding instead, which playwright installs before the page's scripts.
async function openGame(browser, base, fragment = URL_FRAGMENT) {
  const { page, errors } = await newPage(browser);
  await page.addInitScript(instrument);
  let shown, timer;
  const firstFrame = new Promise((resolve, reject) => {
    shown = resolve;
    timer = setTimeout(() => reject(new Error('bench: no first frame in 15 s')), 15000);
  });
  await page.exposeFunction('__delveBenchShown', () => shown());
  await page.goto(`${base}${fragment}`, { waitUntil: 'commit' });
  try {
    await firstFrame;
  } finally {
    clearTimeout(timer);
  }
  return { page, errors };
}

async function loadOnce(browser, base) {
  const { page, errors } = await openGame(browser, base);
  // the rest of the load (the page's own mark, xterm.js) comes after the first frame
  await page.waitForFunction(() => window.delvePage?.term, null, { timeout: 15000 });
  const breakdown = await page.evaluate(loadBreakdown);
  await page.context().close();
  if (errors.length) throw new Error(`bench: the page reported errors: ${errors.join('; ')}`);
  return breakdown;
}

// Resolves when the frame of the key just pressed has been written, or after FRAME_WAIT_MS.
function frameWritten(page, before) {
  return page.evaluate(
    ([count, waitMs]) =>
      new Promise((resolve) => {
        const marks = window.__delveBench;
        if (marks.keyFrames.length > count) return resolve(true);
        const timer = setTimeout(() => {
          marks.onFrame = null;
          marks.pending = null;
          resolve(false);
        }, waitMs);
        marks.onFrame = () => {
          clearTimeout(timer);
          marks.onFrame = null;
          resolve(true);
        };
      }),
    [before, FRAME_WAIT_MS],
  );
}

async function pressKeys(browser, base, warmUp, count) {
  const { page, errors } = await openGame(browser, base, KEYS_FRAGMENT);
  // keys pressed before xterm.js plays would go to a page that does not take them yet
  await page.waitForFunction(
    () => window.delvePage?.term && !document.querySelector('#screen pre'),
  );
  let noFrame = 0;
  for (let i = 0; i < warmUp + count; i++) {
    if (i === warmUp)
      await page.evaluate(() => {
        window.__delveBench.keyFrames = [];
        window.__delveBench.keyDispatch = [];
      });
    const before = await page.evaluate(() => window.__delveBench.keyFrames.length);
    await page.keyboard.press(KEYS[i % KEYS.length]);
    if (!(await frameWritten(page, before)) && i >= warmUp) noFrame++;
  }
  const { keyFrames, keyDispatch } = await page.evaluate(() => window.__delveBench);
  await page.context().close();
  if (errors.length) throw new Error(`bench: the page reported errors: ${errors.join('; ')}`);
  return { keyFrames, keyDispatch, noFrame };
}

// The browser tests' long game (tests/node/helpers.mjs), as the page keeps it: { storage value }
function keptGame(delve) {
  const { start, keys } = longGame();
  const game = delve.game({ ...start, keys });
  let value = null;
  if (!game.state().over) saveGame({ setItem: (_, v) => (value = v) }, delve.version, start, game);
  game.destroy();
  if (!value)
    throw new Error('bench: the long game of tests/node/helpers.mjs ends before its keys');
  return value;
}

// One fresh load of the page with `kept` in its storage: the page's 'delve-resume' measure (ms).
async function resumeOnce(browser, base, kept) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript((value) => {
    try {
      localStorage.setItem('delve.game', value);
    } catch {
      /* about:blank has no storage */
    }
  }, kept);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(base);
  await page.waitForFunction(() => window.delvePage?.game, null, { timeout: 15000 });
  const got = await page.evaluate(() => ({
    ms: performance.getEntriesByName('delve-resume', 'measure')[0]?.duration ?? null,
    keys: window.delvePage.game.keys().length,
    notice: document.getElementById('notice').textContent,
  }));
  await context.close();
  if (errors.length) throw new Error(`bench: the page reported errors: ${errors.join('; ')}`);
  if (got.ms === null) throw new Error("bench: the page gave no 'delve-resume' measure");
  if (got.keys !== RESUME_KEYS || got.notice)
    throw new Error(`bench: the kept game was not resumed (${got.keys} keys; ${got.notice})`);
  return got.ms;
}

async function measureResume(browser, base, loads) {
  const wasm = readFileSync(new URL('../../build/web/delve.wasm', import.meta.url));
  const kept = keptGame(await loadDelve({ wasm }));
  await resumeOnce(browser, base, kept); // warm-up
  const times = [];
  for (let i = 0; i < loads; i++) times.push(await resumeOnce(browser, base, kept));
  return stats(times);
}

// Ten interactive <delve-level> widgets added at once to embed.html once the page's own are
// ready (so the widget's core and the game's chunk are loaded): ms from their insertion to the
// last one's delve-ready; each round in a fresh context.
async function widgetsOnce(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${base}embed.html`);
  await page.waitForFunction(
    () => [...document.querySelectorAll('delve-level')].every((el) => el.level),
    null,
    { timeout: 15000 },
  );
  const ms = await addWidgets(page, 10);
  await context.close();
  if (errors.length) throw new Error(`bench: embed.html reported errors: ${errors.join('; ')}`);
  return ms;
}

async function measureWidgets(browser, base, rounds) {
  await widgetsOnce(browser, base); // warm-up
  const times = [];
  for (let i = 0; i < rounds; i++) times.push(await widgetsOnce(browser, base));
  return stats(times);
}

function stats(values) {
  if (!values.length) return { ms: null, runs: 0, min: null, max: null };
  return {
    ms: median(values),
    runs: values.length,
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

function medianOf(loads, key) {
  const values = loads.map((l) => l[key]).filter((v) => v !== null);
  return values.length ? median(values) : null;
}

/** { chromium, firstFrame: { ms, runs, min, max, breakdown }, keyToFrame: { ms, runs, min, max,
 *  withoutFrame, fromDispatch: { ms, runs, min, max } }, resume: { ms, runs, min, max },
 *  widgets: { ms, runs, min, max } } */
export async function measurePage({
  loads = 9,
  warmUpKeys = 10,
  keys = 100,
  resumes = 7,
  widgetRounds = 5,
} = {}) {
  const env = await openBrowser();
  try {
    await loadOnce(env.browser, env.base); // warm-up: server file cache, browser processes
    const runs = [];
    for (let i = 0; i < loads; i++) runs.push(await loadOnce(env.browser, env.base));
    const frames = runs.map((r) => r.firstFrame);
    const breakdown = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, medianOf(runs, k)]));
    const k = await pressKeys(env.browser, env.base, warmUpKeys, keys);
    const resume = await measureResume(env.browser, env.base, resumes);
    const widgets = await measureWidgets(env.browser, env.base, widgetRounds);
    return {
      chromium: env.browser.version(),
      firstFrame: { ...stats(frames), breakdown },
      keyToFrame: {
        ...stats(k.keyFrames),
        withoutFrame: k.noFrame,
        fromDispatch: stats(k.keyDispatch),
      },
      resume,
      widgets,
    };
  } finally {
    await env.close();
  }
}
