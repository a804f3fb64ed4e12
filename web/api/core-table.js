// What the core says of itself, read from a loaded delve.wasm (DOM-free, no imports but the
// layout reader): its constants table (src/wasm/wasm_constants.c) and what its functions give —
// the names of modes, generators, traps and items, each glyph constant's character, the palette,
// and every options struct as its resolve function fills it in (the defaults). The build writes
// readCore's answer into build/web/delve-constants.js (scripts/build-web.mjs), which every module
// imports through web/api/constants.js; loadDelve checks a core it loads against it (the
// table's fingerprint, delve_wasm_constants_hash).
import { readStruct } from './layout.js';

// The table is { names, values }: NUL-ended names one after another (an empty one ends them),
// and an int32 value for each.
function cString(u8, p) {
  return String.fromCharCode(...u8.subarray(p, u8.indexOf(0, p)));
}

/** The constants table of a core, { name: value } (names as the headers' without DELVE_;
 *  an option's range as "depth.min", "depth.max"), or null for a core without one
 *  (delve-still.wasm). */
export function readConstants(exports) {
  if (typeof exports.delve_wasm_constants !== 'function') return null;
  const buffer = exports.memory.buffer,
    i32 = new Int32Array(buffer),
    u8 = new Uint8Array(buffer);
  const table = exports.delve_wasm_constants() >> 2,
    out = {};
  for (let p = i32[table], v = i32[table + 1] >> 2; u8[p] !== 0; p = u8.indexOf(0, p) + 1, v++)
    out[cString(u8, p)] = i32[v];
  return out;
}

// Each options struct as its resolve function fills in `given` (a plain { field: number } of
// the struct; the rest 0), read back as a plain object, names as strings; ok: DELVE_OK.
function resolved(exports, layouts, ok, struct, resolve, given = {}) {
  const layout = layouts[struct],
    p = exports.delve_wasm_alloc(layout.size);
  try {
    const i32 = new Int32Array(exports.memory.buffer);
    for (const [field, value] of Object.entries(given))
      i32[(p + layout.fields[field].offset) >> 2] = value;
    const status = resolve(p, p);
    if (status !== ok)
      throw new Error(`readCore: ${struct}'s defaults do not resolve (status ${status})`);
    const out = readStruct(exports.memory.buffer, p, layout);
    for (const [name, f] of Object.entries(layout.fields)) {
      if (f.type === 'ptr') out[name] = cString(new Uint8Array(exports.memory.buffer), out[name]);
    }
    return out;
  } finally {
    exports.delve_wasm_free(p);
  }
}

const hex = (rgb) => `#${rgb.toString(16).toUpperCase().padStart(6, '0')}`;

/** Everything build/web/delve-constants.js holds, from a delve.wasm (one with games):
 *  { constants, TABLE_HASH, RANGES, MODES, GENERATORS, TRAP_NAMES, ITEM_NAMES, GLYPHS, PALETTE,
 *  ROGUE_DEFAULTS, REPLAY_DEFAULTS, LEVELMAP_DEFAULTS, GAME_DEFAULTS }. */
export function readCore(exports, layouts) {
  const all = readConstants(exports);
  if (!all || typeof exports.delve_game_resolve_options !== 'function') {
    throw new TypeError(
      'readCore: this is not a delve.wasm with games (delve-still.wasm has no constants table)',
    );
  }
  const constants = {},
    RANGES = {};
  for (const [name, value] of Object.entries(all)) {
    const [option, end] = name.split('.');
    if (!end) constants[name] = value;
    else (RANGES[option] ??= [])[end === 'min' ? 0 : 1] = value;
  }
  const C = constants,
    text = (p) => cString(new Uint8Array(exports.memory.buffer), p);
  const named = (from, to, nameOf) => {
    const out = {};
    for (let v = from; v <= to; v++) out[text(nameOf(v))] = v;
    return out;
  };
  const glyphs = Object.keys(C).filter((name) => name.startsWith('CH_'));
  return {
    constants,
    TABLE_HASH: exports.delve_wasm_constants_hash() >>> 0, // loadDelve compares a core's with it
    RANGES,
    MODES: named(C.MODE_FIXED, C.MODE_CLASSIC, exports.delve_mode_name),
    GENERATORS: named(C.GEN_ROGUE, C.GEN_LEVELMAP, exports.delve_generator_name),
    TRAP_NAMES: Array.from({ length: C.F_TMASK + 1 }, (_, t) => text(exports.delve_trap_name(t))),
    ITEM_NAMES: Array.from({ length: C.ITEM_KINDS }, (_, k) => text(exports.delve_item_name(k))),
    GLYPHS: Object.fromEntries(
      glyphs.map((name) => [name, String.fromCodePoint(exports.delve_cp437_unicode(C[name]))]),
    ),
    PALETTE: Array.from({ length: C.PC_COLORS }, (_, c) => hex(exports.delve_pc_color(c) >>> 0)),
    ROGUE_DEFAULTS: resolved(
      exports,
      layouts,
      C.OK,
      'delve_rogue_options',
      exports.delve_rogue_resolve_options,
    ),
    REPLAY_DEFAULTS: resolved(
      exports,
      layouts,
      C.OK,
      'delve_rogue_options',
      exports.delve_rogue_resolve_options,
      { dos: 1 },
    ),
    LEVELMAP_DEFAULTS: resolved(
      exports,
      layouts,
      C.OK,
      'delve_levelmap_options',
      exports.delve_levelmap_resolve_options,
    ),
    GAME_DEFAULTS: resolved(
      exports,
      layouts,
      C.OK,
      'delve_game_options',
      exports.delve_game_resolve_options,
    ),
  };
}
