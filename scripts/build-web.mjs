// Builds the static site in build/web from web/: the game page (index.html + app.js), the
// embeddable widget (delve-widget.js, with delve.wasm inside) and its demo page (embed.html),
// the stylesheets; beside delve.wasm and the font that scripts/build puts there.
// usage: node scripts/build-web.mjs
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const out = `${root}build/web`;
mkdirSync(out, { recursive: true });

const common = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'], // esbuild needs an explicit target
  minify: true,
  sourcemap: true,
  legalComments: 'linked',
  external: ['node:*'], // the loader's Node-only branch
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: [`${root}web/page.js`],
  outfile: `${out}/app.js`,
  define: { DELVE_WASM_FILE: '"delve.wasm"' },
});

// The widget: one script with delve.wasm inside it ('delve:wasm'), xterm's CSS as text.
const embedWasm = {
  name: 'delve-wasm',
  setup(b) {
    b.onResolve({ filter: /^delve:wasm$/ }, () => ({ path: `${out}/delve.wasm`, namespace: 'file' }));
  },
};
await build({
  ...common,
  entryPoints: [`${root}web/widget.js`],
  outfile: `${out}/delve-widget.js`,
  loader: { '.wasm': 'binary', '.css': 'text' },
  plugins: [embedWasm],
});

for (const [from, to] of [
  ['web/index.html', 'index.html'],
  ['web/page.css', 'page.css'],
  ['web/embed.html', 'embed.html'],
  ['node_modules/@xterm/xterm/css/xterm.css', 'xterm.css'],
]) copyFileSync(`${root}${from}`, `${out}/${to}`);

for (const file of ['app.js', 'delve-widget.js', 'delve.wasm', 'delve-vga.otf']) {
  console.log(`build-web: build/web/${file} ${statSync(`${out}/${file}`).size} bytes`);
}
