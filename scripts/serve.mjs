// A small static server for build/web on 127.0.0.1 (no dependencies). Prints the address.
// usage: node scripts/serve.mjs [port]   (default 8437, or the next free port; 0 = any)
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../build/web/', import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8', '.map': 'application/json', '.png': 'image/png',
};

export function startServer(port = 8437, host = '127.0.0.1', tries = 20) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = path.endsWith('/') ? `${path}index.html` : path;
    try {
      const body = await readFile(`${dir}${file}`);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found\n');
    }
  });
  return new Promise((resolve, reject) => {
    server.on('error', (error) => {
      if (error.code === 'EADDRINUSE' && port !== 0 && tries > 1) resolve(startServer(port + 1, host, tries - 1));
      else reject(error);
    });
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 8437);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: the port must be an integer from 0 to 65535, not "${process.argv[2]}"`);
    process.exit(2);
  }
  const server = await startServer(port);
  console.log(`delve is being served on http://127.0.0.1:${server.address().port}/ (Ctrl-C stops it)`);
}
