// The core's numbers and words, for every module of web/ (DOM-free). Their one home is C: the
// headers (include/), whose constants JavaScript needs are listed in src/wasm/wasm_constants.c,
// and the core's own functions (names, glyphs, palette, each options struct's defaults from its
// resolve function). The build reads them from build/web/delve.wasm (web/api/core-table.js) and
// writes build/web/delve-constants.js, re-exported here, so that modules which run before any
// core is loaded (option parsing of attributes and URLs, the atlas page, font checks) have them
// too; loadDelve checks that a core it loads agrees. Import as `import * as C from ...`:
//   C.ROGUE_COLS ...   a header's DELVE_ROGUE_COLS (sizes, enum values, flag bits, glyph bytes,
//                      status codes)
//   C.RANGES           { depth: [1, 999], ... }: each whole-number option as a caller gives it
//                      (name: a name's length)
//   C.MODES, C.GENERATORS   { fixed: 1, classic: 2 }, { rogue: 0, levelmap: 1 }: words to values
//   C.TRAP_NAMES, C.ITEM_NAMES   by trap type and item kind
//   C.GLYPHS           { CH_PASSAGE: '▒', ... }: each CH_ constant's character
//   C.PALETTE          the 16 PC colours as '#RRGGBB'
//   C.ROGUE_DEFAULTS, C.REPLAY_DEFAULTS, C.LEVELMAP_DEFAULTS, C.GAME_DEFAULTS
//                      the options structs as the core's resolve functions fill in {} ({ dos }
//                      for a replay): C's field names and values
//   C.TABLE_HASH       the fingerprint of the table, for loadDelve's check
export * from '../../build/web/delve-constants.js';
