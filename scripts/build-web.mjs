// Builds the static site in build/web from web/: the game page (index.html + app.js + chunks/), the
// embeddable widget (delve-widget.js + chunks/widget-*) and its demo page (embed.html),
// beside delve.wasm and the font that scripts/build puts there.
// usage: node scripts/build-web.mjs
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const out = `${root}build/web`;
mkdirSync(out, { recursive: true });
rmSync(`${out}/chunks`, { recursive: true, force: true }); // no chunk of an older build stays

const common = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome100', 'firefox100', 'safari15'], // esbuild needs an explicit target
  minify: true,
  sourcemap: true,
  legalComments: 'linked',
  logLevel: 'warning',
};

// The page: app.js, small, draws the first frame; xterm.js and its CSS, which it imports
// dynamically (web/view/xterm.js), come in a chunk of their own (build/web/chunks/).
await build({
  ...common,
  entryPoints: { app: `${root}web/page/page.js` },
  outdir: out,
  splitting: true,
  chunkNames: 'chunks/[name]', // stable names, for scripts/bench
  loader: { '.css': 'text' },
  define: { DELVE_WASM_FILE: '"delve.wasm"' },
});

// The widget: delve-widget.js for still pictures, which fetches the delve.wasm beside it; what an
// interactive widget adds (xterm.js, its CSS as text, the terminal view) in chunks of its own.
// delve-widget.js must import nothing when it loads (a page copies it alone, with the wasm and
// the fonts, and the one lazy chunk for games): a module shared with the chunk would make a
// third file, so the build refuses one.
const widget = await build({
  ...common,
  entryPoints: { 'delve-widget': `${root}web/widget/widget.js` },
  outdir: out,
  splitting: true,
  chunkNames: 'chunks/widget-[name]',
  loader: { '.css': 'text' },
  define: { DELVE_WASM_FILE: '"delve.wasm"' },
  metafile: true,
});
const widgetOutputs = Object.keys(widget.metafile.outputs).filter((f) => f.endsWith('.js')).map((f) => f.replace(/.*build\/web\//, ''));
const staticImports = widget.metafile.outputs[Object.keys(widget.metafile.outputs).find((f) => f.endsWith('delve-widget.js'))]
  .imports.filter((i) => i.kind === 'import-statement');
if (staticImports.length || widgetOutputs.sort().join() !== 'chunks/widget-play.js,delve-widget.js') {
  throw new Error(`build-web: the widget must be delve-widget.js and chunks/widget-play.js only, with no static import; `
    + `got ${widgetOutputs.join(', ')} (a module shared by web/widget/widget.js and web/widget/play.js?)`);
}

// The dungeon atlas: its page script (Observable Plot inside) and its worker, which loads the
// delve.wasm beside it.
await build({
  ...common,
  entryPoints: { atlas: `${root}web/atlas/atlas.js`, 'atlas-worker': `${root}web/atlas/atlas-worker.js` },
  outdir: out,
  define: { DELVE_WASM_FILE: '"delve.wasm"' },
});

for (const [from, to] of [
  ['web/page/index.html', 'index.html'],
  ['web/widget/embed.html', 'embed.html'],
  ['web/atlas/atlas.html', 'atlas.html'],
]) copyFileSync(`${root}${from}`, `${out}/${to}`);

const chunks = readdirSync(`${out}/chunks`).filter((f) => f.endsWith('.js')).map((f) => `chunks/${f}`);
for (const file of ['app.js', ...chunks, 'delve-widget.js', 'atlas.js', 'atlas-worker.js', 'delve.wasm', 'delve-vga.otf']) {
  console.log(`build-web: build/web/${file} ${statSync(`${out}/${file}`).size} bytes`);
}
