// Types for delve-dungeons from CommonJS (require.cjs): TypeScript reads this file for a
// `require('delve-dungeons')` — a .cts file, or a .ts file in a project without "type": "module",
// under --moduleResolution node16 or nodenext (package.json's "exports", the "require" condition).
// The API is delve.d.ts's; its types are imported type-only, as an ES module (resolution-mode:
// TypeScript 5.3 or later), so nothing here repeats them. The one value: loadDelve, which gives
// the same Promise<Delve> as the ES module's.
import type { Delve, LoadOptions } from './delve.js' with { 'resolution-mode': 'import' };

export type * from './delve.js' with { 'resolution-mode': 'import' };

/** Loads the WebAssembly core. Invalid options throw TypeError/RangeError naming the option. */
export declare function loadDelve(options?: LoadOptions): Promise<Delve>;
