// The JS API's entry (delve-dungeons): loadDelve, the WebAssembly core (web/api/core.js) with
// its games (web/api/game.js). Types: web/api/delve.d.ts.
import { loadCore } from './core.js';
import { Game } from './game.js';

/** Loads the WebAssembly core. options.wasm: a URL (string or URL), bytes, or a compiled
 *  WebAssembly.Module; by default build/web/delve.wasm (beside the bundle in a build).
 *  options.font: the 8x16 font of delve.png and delve.svg (bytes or a URL; by default
 *  delve-vga.f16 beside a wasm URL; false for none). */
export function loadDelve(options) {
  return loadCore(Game, options);
}
