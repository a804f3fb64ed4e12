// Shared by the browser tests: Debian's Chromium driven by playwright-core (never a downloaded
// browser), with its profile and caches in a temporary folder, and build/web served on localhost.
// What a test keeps (screenshots) goes to build/test-output/: build/web is a site to serve as it
// is, and closing a browser on it fails if a file appeared there meanwhile.
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';

const webDir = fileURLToPath(new URL('../../build/web/', import.meta.url));

/** The folder for the tests' own files (screenshots): build/test-output/, made if missing. */
export const testOutput = fileURLToPath(new URL('../../build/test-output/', import.meta.url));
mkdirSync(testOutput, { recursive: true });

/** Chromium and a server for `servedir` (default build/web): { browser, base, close() }. */
export async function openBrowser(servedir) {
  const siteFiles = new Set(readdirSync(webDir, { recursive: true }));
  const home = mkdtempSync(join(tmpdir(), 'delve-chromium-'));
  const env = {
    ...process.env,
    TMPDIR: home,
    XDG_CONFIG_HOME: home,
    XDG_CACHE_HOME: home,
    HOME: home,
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    env,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const server = await startServer(0, servedir ? { servedir } : {});
  const base = `http://127.0.0.1:${server.port}/`;
  return {
    browser,
    base,
    async close() {
      await browser.close();
      await server.stop();
      rmSync(home, { recursive: true, force: true });
      const added = readdirSync(webDir, { recursive: true }).filter((f) => !siteFiles.has(f));
      if (added.length)
        throw new Error(
          `a test wrote ${added.join(', ')} into build/web, the site: write into build/test-output/ (testOutput of tests/browser/browser.mjs)`,
        );
    },
  };
}

/** One browser for the calling test file: node:test's before opens it (openBrowser) and after
 * closes it; the returned object has its browser and base from then on. */
export function useBrowser() {
  const env = {};
  before(async () => Object.assign(env, await openBrowser()));
  after(() => env.close());
  return env;
}

/** A desktop browser window, for newContext. */
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

// The console errors and uncaught exceptions of `page`, as they come.
export function recordErrors(page) {
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

// A new page that records console errors and uncaught exceptions.
export async function newPage(browser, viewport = { width: 1280, height: 720 }) {
  const page = await browser.newPage({ viewport });
  return { page, errors: recordErrors(page) };
}

/** xterm.js has taken over the game page from its first frame (drawn as HTML). */
export const xtermPlays = () => window.delvePage && !document.querySelector('#screen pre');

/** A page of the site at `path` (under `base`, openBrowser's: the game page at a hash, or
 *  'embed.html') in a new page of `context`, once `ready` holds (by default: the game page's
 *  xterm.js plays), recording its errors. */
export async function openSitePage(context, base, path, ready = xtermPlays) {
  const page = await context.newPage();
  const errors = recordErrors(page);
  await page.goto(`${base}${path}`);
  await page.waitForFunction(ready);
  return { page, errors };
}

/** Appends `count` interactive <delve-level> widgets of seeds 1000, 1001, … (marked
 *  data-added) to `page`'s body and waits for every one's delve-ready; the ms that took (the
 *  widget test and scripts/bench's page.ten_widgets). */
export const addWidgets = (page, count) =>
  page.evaluate(async (n) => {
    const t0 = performance.now();
    const els = Array.from({ length: n }, (_, i) => {
      const el = document.createElement('delve-level');
      el.setAttribute('seed', String(1000 + i));
      el.setAttribute('interactive', '');
      el.dataset.added = '';
      document.body.append(el);
      return el;
    });
    await Promise.all(
      els.map((el) => new Promise((resolve) => el.addEventListener('delve-ready', resolve))),
    );
    return performance.now() - t0;
  }, count);

/** A phone: 390x844 CSS px at DPR 3, touch (Chromium's context options). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** The page's terminal rows (window.delvePage.term), trailing blanks dropped, once xterm.js has
 *  parsed every write (an empty write's callback comes after all earlier ones). */
export const shown = (page) =>
  page.evaluate(async () => {
    const { term } = window.delvePage;
    await new Promise((resolve) => term.write('', resolve));
    return Array.from({ length: term.rows }, (_, y) =>
      term.buffer.active.getLine(y).translateToString(true),
    );
  });
