// delve's JavaScript API, the same in Node and the browser (design.md, "JS API"):
//   const delve = await loadDelve(options?)  // options.wasm: URL, bytes or WebAssembly.Module
//   delve.rogue({ seed, depth, mode, cols })        → the Rogue level as JSON (the CLI's object)
//   delve.levelmap({ seed, width, height, ... })    → the LevelMap level as JSON
//   delve.rogueCells(...) / delve.levelmapBlocks(...) → zero-copy typed-array views
// All rules live in the C core (delve.wasm); this file validates options, calls the flat API of
// src/wasm/wasm_api.c and decodes its output.
import { instantiate, trapped } from './wasm.js';
import { Game } from './game.js';
import { optionsObject, integer, choice, boolean, levelmapFields, seedFields, MODES, SEED_MAX } from './options.js';

const JSON_CAPACITY = 256 * 1024; // an 80x80 LevelMap needs ~80 KB of JSON
const CONTENTS_INTS = 400; // delve_wasm_rogue_contents writes at most this many int32s
const TRAP_NAMES = ['trapdoor', 'arrow', 'sleep', 'bear', 'teleport', 'dart', 'weird', 'weird'];
const ITEM_NAMES = ['potion', 'scroll', 'food', 'weapon', 'armor', 'ring', 'stick', 'amulet'];
const ROGUE_KEYS = new Set(['seed', 'dos', 'depth', 'mode', 'cols']);
const LEVELMAP_KEYS = new Set(['seed', 'width', 'height', 'corridor', 'combined', 'cellsize',
  'natural', 'doors', 'voids', 'entrances', 'textures']);

export function rogueArgs(where, options) {
  const o = optionsObject(where, options, ROGUE_KEYS);
  const a = seedFields(where, o, {});
  a.cols = choice(where, o, 'cols', [80, 40], 80);
  return a;
}

export function levelmapArgs(where, options) {
  const o = optionsObject(where, options, LEVELMAP_KEYS);
  const a = levelmapFields(where, o, 80, 80, { seed: integer(where, o, 'seed', 0, SEED_MAX) });
  a.textures = boolean(where, o, 'textures', false);
  return a;
}

class Delve {
  #ex;
  #bytes = null; // Uint8Array over the module's memory, renewed if the memory ever changes
  #rogue;
  #levelmap;
  #json;
  #picture; // a drawn map: 80 x 80 bytes at most
  #contents; // a Rogue level's rooms, doors and things as int32s
  #cells = null; // rogueCells' views of the level's chars and flags
  #blocks = null; // levelmapBlocks' view of the last level's blocks
  #codes = new Uint16Array(22 * 80); // a drawn map as UTF-16 code units
  #utf16; // the UTF-16 code unit of each CP437 byte (all are in the BMP)
  #decoder = new TextDecoder();
  #utf16Decoder = new TextDecoder('utf-16le');
  #destroyed = false;

  constructor(exports) {
    this.#ex = exports;
    this.#rogue = this.#alloc(exports.delve_wasm_rogue_size());
    this.#levelmap = this.#alloc(exports.delve_wasm_levelmap_size());
    this.#json = this.#alloc(JSON_CAPACITY);
    this.#picture = this.#alloc(80 * 80);
    this.#contents = this.#alloc(CONTENTS_INTS * 4);
    /** The Unicode character for each CP437 byte, from the core's one table. */
    this.cp437 = Array.from({ length: 256 }, (_, b) => String.fromCodePoint(exports.delve_cp437_unicode(b)));
    this.#utf16 = Uint16Array.from({ length: 256 }, (_, b) => exports.delve_cp437_unicode(b));
    /** The PC colour attribute the core draws each CP437 byte in (Rogue's colours, spec §4). */
    this.glyphAttrs = Uint8Array.from({ length: 256 }, (_, b) => exports.delve_glyph_attr(b));
  }

  /** The module's raw exports, for the game layer and tests. */
  get exports() {
    this.#live('exports');
    return this.#ex;
  }

  /** The bytes of the module's memory (a fresh view if the memory has changed). */
  memory() {
    const buffer = this.#ex.memory.buffer;
    if (!this.#bytes || this.#bytes.buffer !== buffer) this.#bytes = new Uint8Array(buffer);
    return this.#bytes;
  }

  #alloc(size) {
    const p = this.#ex.delve_wasm_alloc(size);
    if (!p) throw new RangeError(`delve: out of WebAssembly memory (needed ${size} bytes)`);
    return p;
  }

  #live(where) {
    if (this.#destroyed) throw new TypeError(`delve.${where}: this delve instance was destroyed`);
  }

  #check(where, status) {
    if (status !== 0) throw new RangeError(`delve.${where}: ${this.statusMessage(status)}`);
  }

  /** The core's explanation of a status code. */
  statusMessage(status) {
    return this.#cString(this.#ex.delve_status_message(status));
  }

  #cString(p) {
    const mem = this.memory();
    return this.#decoder.decode(mem.subarray(p, mem.indexOf(0, p)));
  }

  #readJson(where, jsonFn, level) {
    let n;
    try {
      n = jsonFn(level, this.#json, JSON_CAPACITY);
    } catch (e) { throw trapped(`delve.${where}`, e); }
    if (n >= JSON_CAPACITY) throw new Error(`delve.${where}: internal error: JSON of ${n} bytes`);
    return JSON.parse(this.#decoder.decode(this.memory().subarray(this.#json, this.#json + n)));
  }

  #makeRogue(where, options) {
    this.#live(where);
    const a = rogueArgs(`delve.${where}`, options);
    this.#live(where); // reading the options (a getter) may have destroyed this instance
    let st;
    try {
      st = this.#ex.delve_wasm_rogue_generate(this.#rogue, a.seed, a.depth, MODES.indexOf(a.mode) + 1, a.cols, a.dos);
    } catch (e) { throw trapped(`delve.${where}`, e); }
    this.#check(where, st);
    return a;
  }

  #makeLevelmap(where, options) {
    this.#live(where);
    const a = levelmapArgs(`delve.${where}`, options);
    this.#live(where); // reading the options (a getter) may have destroyed this instance
    let st;
    try {
      st = this.#ex.delve_wasm_levelmap_generate(this.#levelmap, a.seed,
        a.width, a.height, a.corridor, a.combined, a.cellsize, +a.natural, +!a.doors, +a.voids,
        a.entrances, +a.textures);
    } catch (e) { throw trapped(`delve.${where}`, e); }
    this.#check(where, st);
    return a;
  }

  /** The classic Rogue level for { seed, depth = 1, mode = 'fixed', cols = 80 }: the object of
   *  the JSON contract (the CLI's --format json), built straight from the level's memory. */
  rogue(options) {
    const a = this.#makeRogue('rogue', options);
    const ex = this.#ex;
    ex.delve_rogue_draw(this.#rogue, this.#picture);
    ex.delve_wasm_rogue_contents(this.#rogue, this.#contents);
    const mem = this.memory();
    const ints = new Int32Array(mem.buffer, this.#contents, CONTENTS_INTS);
    let n = 0;
    const next = () => ints[n++];
    const rows = next();
    const cells = rows * a.cols, codes = this.#codes, utf16 = this.#utf16, at = this.#picture;
    for (let i = 0; i < cells; i++) codes[i] = utf16[mem[at + i]];
    // one string, cut in rows (typed arrays are little-endian on every engine delve runs on)
    const text = this.#utf16Decoder.decode(codes.subarray(0, cells));
    const map = [];
    for (let y = 0; y < rows; y++) map.push(text.slice(y * a.cols, (y + 1) * a.cols));
    const rooms = [];
    for (let i = 0; i < 9; i++) {
      const [x, y, w, h, flags] = [next(), next(), next(), next(), next()];
      rooms.push({ x, y, w, h, gone: (flags & 2) !== 0, maze: (flags & 4) !== 0, dark: (flags & 1) !== 0 });
    }
    const list = (make) => Array.from({ length: next() }, () => make(next(), next(), next()));
    const doors = list((x, y, secret) => ({ x, y, secret: secret !== 0 }));
    const traps = list((x, y, type) => ({ x, y, type: TRAP_NAMES[type] }));
    const stairs = { x: next(), y: next() };
    const player = { x: next(), y: next() };
    const level = { generator: 'rogue', seed: a.seed };
    if (a.dos) level.dos = a.dos; // keys in the CLI's order
    level.depth = a.depth;
    level.mode = a.mode;
    level.cols = a.cols;
    level.map = map;
    level.rooms = rooms;
    level.doors = doors;
    level.traps = traps;
    level.stairs = stairs;
    level.player = player;
    level.gold = list((x, y, value) => ({ x, y, value }));
    level.items = list((x, y, kind) => ({ x, y, kind: ITEM_NAMES[kind] }));
    level.monsters = list((x, y, letter) => ({ x, y, letter: String.fromCharCode(letter) }));
    return level;
  }

  /** The same level's cells without JSON: views into WebAssembly memory, valid until the next
   *  call on this instance. chars/flags hold 22 rows of `stride` (80) bytes; row r is map row r+1. */
  rogueCells(options) {
    const a = this.#makeRogue('rogueCells', options);
    const mem = this.memory();
    if (this.#cells?.chars.buffer !== mem.buffer) { // the level's place in memory never moves
      const size = 22 * 80;
      const chars = this.#ex.delve_wasm_rogue_chars(this.#rogue);
      const flags = this.#ex.delve_wasm_rogue_flags(this.#rogue);
      this.#cells = { chars: mem.subarray(chars, chars + size), flags: mem.subarray(flags, flags + size) };
    }
    return { cols: a.cols, rows: this.#ex.delve_wasm_rogue_rows(this.#rogue), stride: 80, ...this.#cells };
  }

  /** The level drawn with everything revealed (monsters and the player on top), as CP437
   *  bytes: { cols, rows, chars } with chars a view valid until the next call. */
  rogueMap(options) {
    const a = this.#makeRogue('rogueMap', options);
    this.#ex.delve_rogue_draw(this.#rogue, this.#picture);
    const rows = this.#ex.delve_wasm_rogue_rows(this.#rogue);
    return { cols: a.cols, rows, chars: this.memory().subarray(this.#picture, this.#picture + a.cols * rows) };
  }

  /** A LevelMap level drawn in CP437 box-drawing: { cols, rows, chars } (a view, as rogueMap). */
  levelmapMap(options) {
    this.#makeLevelmap('levelmapMap', options);
    this.#ex.delve_levelmap_draw(this.#levelmap, this.#picture);
    const cols = this.#ex.delve_wasm_levelmap_width(this.#levelmap);
    const rows = this.#ex.delve_wasm_levelmap_height(this.#levelmap);
    return { cols, rows, chars: this.memory().subarray(this.#picture, this.#picture + cols * rows) };
  }

  /** Bytes of the WebAssembly heap in use (levels, games, buffers): for leak checks. */
  heapUsed() {
    return this.#ex.delve_wasm_heap_used();
  }

  /** A LevelMap level, as JSON. Options: seed (required), width, height (9..80), corridor,
   *  combined (percent), cellsize (1..3), natural, doors (default true), voids, entrances (0..4),
   *  textures. */
  levelmap(options) {
    this.#makeLevelmap('levelmap', options);
    return this.#readJson('levelmap', this.#ex.delve_levelmap_json, this.#levelmap);
  }

  /** The same level's block bytes (TTTTNWSE), a view valid until the next call. */
  levelmapBlocks(options) {
    this.#makeLevelmap('levelmapBlocks', options);
    const width = this.#ex.delve_wasm_levelmap_width(this.#levelmap);
    const height = this.#ex.delve_wasm_levelmap_height(this.#levelmap);
    const mem = this.memory();
    if (this.#blocks?.length !== width * height || this.#blocks.buffer !== mem.buffer) { // same size: same view
      const p = this.#ex.delve_wasm_levelmap_blocks(this.#levelmap);
      this.#blocks = mem.subarray(p, p + width * height);
    }
    return { width, height, blocks: this.#blocks };
  }

  /** A game to explore (design.md "JS API"): { generator: 'rogue' | 'levelmap', seed, depth,
   *  mode, cols, and the LevelMap options width (9..cols), height (9..22), corridor, combined,
   *  cellsize, natural, doors, voids, entrances }. Call destroy() when done with it. */
  game(options) {
    this.#live('game');
    const game = new Game({
      exports: this.#ex,
      memory: () => this.memory(),
      cp437: this.cp437,
      statusMessage: (st) => this.statusMessage(st),
      cString: (p) => this.#cString(p),
    }, options);
    if (this.#destroyed) { // reading the options (a getter) destroyed this instance
      game.destroy();
      this.#live('game');
    }
    return game;
  }

  /** Frees this instance's buffers; any later call throws TypeError. Calling it twice is fine. */
  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    for (const p of [this.#rogue, this.#levelmap, this.#json, this.#picture, this.#contents]) this.#ex.delve_wasm_free(p);
  }
}

const LOAD_KEYS = new Set(['wasm']);

/** Loads the WebAssembly core. options.wasm: a URL (string or URL), bytes, or a compiled
 *  WebAssembly.Module; by default build/web/delve.wasm (beside the bundle in a build). */
export async function loadDelve(options) {
  const o = optionsObject('loadDelve', options, LOAD_KEYS);
  return new Delve(await instantiate(o.wasm));
}
