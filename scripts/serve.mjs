// Serves build/web on 127.0.0.1 with esbuild's own static server (a malformed URL gets 400, a
// missing file 404, and the server keeps serving). Prints the address.
// usage: node scripts/serve.mjs [port]   (default 8437, or the next free port; 0 = any)
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../build/web/', import.meta.url));

/** Starts serving `servedir` (default build/web); resolves to { port, stop() }. A busy port
 *  moves on to the next one. */
export async function startServer(
  port = 8437,
  { host = '127.0.0.1', servedir = dir, tries = 20 } = {},
) {
  const ctx = await esbuild.context({ logLevel: 'silent' });
  try {
    const served = await ctx.serve({ servedir, host, port });
    return { port: served.port, stop: () => ctx.dispose() };
  } catch (error) {
    await ctx.dispose();
    if (/address already in use/.test(error.message) && port !== 0 && tries > 1)
      return startServer(port + 1, { host, servedir, tries: tries - 1 });
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = process.argv[2] ?? process.env.PORT ?? '8437';
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    console.error(`serve: the port must be an integer from 0 to 65535, not "${text}"`);
    process.exit(2);
  }
  const server = await startServer(port);
  console.log(`delve is being served on http://127.0.0.1:${server.port}/ (Ctrl-C stops it)`);
}
