// Shared by the browser tests: Debian's Chromium driven by playwright-core (never a downloaded
// browser), with its profile and caches in a temporary folder, and build/web served on localhost.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/serve.mjs';

/** Chromium and a server for `servedir` (default build/web): { browser, base, close() }. */
export async function openBrowser(servedir) {
  const home = mkdtempSync(join(tmpdir(), 'delve-chromium-'));
  const env = { ...process.env, TMPDIR: home, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: home, HOME: home };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    env,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
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
    },
  };
}

// A new page that records console errors and uncaught exceptions.
export async function newPage(browser, viewport = { width: 1280, height: 720 }) {
  const page = await browser.newPage({ viewport });
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors };
}
