// The dev server (scripts/serve.mjs): the built site with the right types, 404 for what is not
// there, 400 for a malformed URL — and it goes on serving after each.
import test from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../../scripts/serve.mjs';

test('the server answers a malformed URL with 400 and keeps serving', async () => {
  const server = await startServer(0);
  const get = (path) => fetch(`http://127.0.0.1:${server.port}${path}`);
  try {
    for (const bad of ['/%E0%A4%A', '/%', '/%zz']) assert.equal((await get(bad)).status, 400, bad);
    assert.equal((await get('/no-such-file')).status, 404);
    assert.equal((await get('/../../etc/passwd')).status, 404);
    const page = await get('/');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type'), /^text\/html/);
    assert.equal((await get('/delve.wasm')).headers.get('content-type'), 'application/wasm');
    assert.equal((await get('/delve-vga.otf')).headers.get('content-type'), 'font/otf');
  } finally {
    await server.stop();
  }
});

test('a busy port moves the server to the next one', async () => {
  const first = await startServer(0);
  const second = await startServer(first.port);
  try {
    assert.ok(second.port > first.port && second.port <= first.port + 20);
  } finally {
    await first.stop();
    await second.stop();
  }
});
