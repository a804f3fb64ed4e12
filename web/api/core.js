// delve's JavaScript API, the same in Node and the browser (design.md, "JS API"):
//   const delve = await loadDelve(options?)  // options.wasm: URL, bytes or WebAssembly.Module
//   delve.rogue({ seed, depth, mode, cols })        → the Rogue level as JSON (the CLI's object)
//   delve.levelmap({ seed, width, height, ... })    → the LevelMap level as JSON
//   delve.rogueCells(...) / delve.levelmapBlocks(...) → zero-copy typed-array views
// All rules live in the C core (delve.wasm); this file checks the options' types, writes them
// into the C option structs (whose resolve functions check them and fill in the defaults), calls
// the public C API and builds objects from the C structs in memory, every field found by name in
// the module's layout table (layout.js), every constant from the core's (constants.js).
import { instantiate, loadFont } from './wasm.js';
import { trapped } from './trapped.js';
import { decodeUtf16 } from '#utf16';
import { readLayouts, offsets, writeFields } from './layout.js';
import * as C from './constants.js';
import {
  OptionKeys,
  optionsObject,
  number,
  boolean,
  levelmapFields,
  seedFields,
  seedOf,
  describe,
  optionError,
  defaultMode,
  modeName,
  generatorName,
  LEVELMAP_OPTIONS,
} from './options.js';

const ROGUE_KEYS = new OptionKeys(['seed', 'dos', 'depth', 'mode', 'cols']);
const LEVELMAP_KEYS = new OptionKeys(['seed', ...LEVELMAP_OPTIONS]);
const ROGUE = generatorName(C.GEN_ROGUE),
  LEVELMAP = generatorName(C.GEN_LEVELMAP); // the JSON's words

// For a level's JSON given where a picture goes: the call that draws that level's map.
function drawCall(level) {
  const { seed, dos, depth, mode, cols, width, height } = level;
  if (level.generator === LEVELMAP) {
    if (![seed, width, height].every(Number.isInteger)) return 'delve.levelmapMap({...})';
    return `delve.levelmapMap({ seed: ${seed}, width: ${width}, height: ${height}, ...its other options })`;
  }
  if (![seed, dos ?? 0, depth].every(Number.isInteger)) return 'delve.rogueMap({...})';
  const args = dos ? [`dos: ${dos}`] : [`seed: ${seed}`, `depth: ${depth}`];
  if (mode !== defaultMode(dos)) args.push(`mode: '${mode}'`);
  if (cols !== C.ROGUE_DEFAULTS.cols) args.push(`cols: ${cols}`);
  return `delve.rogueMap({ ${args.join(', ')} })`;
}

// Why `screen` is no picture for delve.png / delve.svg, and what to pass instead; or null.
function notAPicture(where, screen) {
  const picture =
    'pass a picture { cols, rows, chars, attrs }: delve.rogueMap({...}), delve.levelmapMap({...}) or game.screen()';
  if (screen === null || typeof screen !== 'object')
    return `${where}: ${picture}, not ${describe(screen)}`;
  if ('map' in screen && 'generator' in screen) {
    const made = screen.generator === LEVELMAP ? 'delve.levelmap()' : 'delve.rogue()';
    return `${where}: that is a level's JSON (${made}); pass ${drawCall(screen)} for its map, or game.screen() for a game's screen`;
  }
  // (its map has no monsters or player, and at 40 columns its rows are 80 bytes apart)
  if (screen.stride !== undefined)
    return `${where}: rogueCells() is no picture: draw delve.rogueMap()`;
  const bad = ['cols', 'rows'].filter((k) => typeof screen[k] !== 'number');
  if (!ArrayBuffer.isView(screen.chars)) bad.push('chars');
  if (screen.attrs !== undefined && !ArrayBuffer.isView(screen.attrs)) bad.push('attrs');
  if (!bad.length) return null;
  return `${where}: ${picture} (cols and rows numbers, chars and attrs Uint8Arrays); this object's ${bad.join(', ')} ${bad.length > 1 ? 'are' : 'is'} missing or not of that kind`;
}

class Delve {
  #ex;
  #bytes = new Uint8Array(0); // views of the module's memory, made when first needed
  #i32 = new Int32Array(0);
  #core; // what a Game needs of this instance
  #Game; // the Game class (web/api/game.js), or null: a core without games
  #rogue; // a delve_rogue_level
  #rogueOpt; // a delve_rogue_options
  #levelmap; // a delve_levelmap
  #levelmapDirty = 0; // how many bytes of its blocks may not be 0 (see #generateLevelmap)
  #levelmapOpt; // a delve_levelmap_options
  #picture; // a drawn map: a level's cells at most, as bytes or as UTF-16 code units
  #at; // byte offsets of the fields of the structs above, and of the rooms, doors... in a level
  #cells = null; // rogueCells' views of the level's chars and flags
  #blocks = null; // levelmapBlocks' view of the last level's blocks
  #levelmapGiven = null; // the options #levelmapOpt holds, as given (see #makeLevelmap), or null
  #rogueGiven = null; // the same for #rogueOpt (see #makeRogue)
  #codes; // a drawn map as UTF-16 code units
  #utf16; // the UTF-16 code unit of each CP437 byte (all are in the BMP)
  #decoder = new TextDecoder();
  #destroyed = false;
  #font = 0; // the font pictures are drawn in (C.FONT_BYTES), or 0
  #glyphAttrs; // glyphAttrs as the core gave it, for pictures (the caller's copy may change)
  #imageLength = { png: 0, svg: 0 }; // the last picture's length of each kind (see #image)

  constructor(exports, font, Game) {
    this.#ex = exports;
    this.#Game = Game;
    const layouts = readLayouts(exports);
    const level = layouts.delve_rogue_level.fields;
    this.#at = {
      rogueOpt: offsets(layouts.delve_rogue_options),
      level: offsets(layouts.delve_rogue_level),
      levelmapOpt: offsets(layouts.delve_levelmap_options),
      levelmap: offsets(layouts.delve_levelmap),
      point: offsets(layouts.delve_point),
    };
    for (const list of ['rooms', 'doors', 'traps', 'gold', 'items', 'monsters']) {
      this.#at[list] = {
        ...offsets(level[list].layout),
        size: level[list].layout.size,
        count: level[list].count,
      };
    }
    this.#at.cells = level.chars.count; // a level's chars (and flags): rows of C.ROGUE_COLS
    const cells = Math.max(level.chars.count, layouts.delve_levelmap.fields.blocks.count);
    this.#rogue = this.#alloc(layouts.delve_rogue_level.size);
    this.#rogueOpt = this.#alloc(layouts.delve_rogue_options.size);
    this.#levelmap = this.#alloc(layouts.delve_levelmap.size);
    this.#levelmapOpt = this.#alloc(layouts.delve_levelmap_options.size);
    this.#picture = this.#alloc(2 * cells); // CP437 bytes, or UTF-16 code units
    this.#codes = new Uint16Array(cells);
    if (font) {
      this.#font = this.#alloc(font.length);
      this.#mem().set(font, this.#font);
    }
    // The tables a caller reads are read-only (frozen, or a typed array of their own whose
    // change the core never sees: it keeps its own copies), and so are version and actions.
    /** The Unicode character for each CP437 byte, from the core's one table. */
    const cp437 = Object.freeze(
      Array.from({ length: 256 }, (_, b) => String.fromCodePoint(exports.delve_cp437_unicode(b))),
    );
    this.#utf16 = Uint16Array.from({ length: 256 }, (_, b) => exports.delve_cp437_unicode(b));
    /** The PC colour attribute the core draws each CP437 byte in (Rogue's colours, spec §4), and
     *  in standout, as things and the player in corridors (spec §12.5). */
    this.#glyphAttrs = Uint8Array.from({ length: 256 }, (_, b) => exports.delve_glyph_attr(b));
    /** The names the core gives trap types 0..7 and item kinds (DELVE_ITEM_*), and every game
     *  action as one string of keys. */
    const itemNames = Object.freeze(
      Array.from({ length: C.ITEM_KINDS }, (_, k) => this.#cString(exports.delve_item_name(k))),
    );
    const actions = exports.delve_game_actions ? this.#cString(exports.delve_game_actions()) : ''; // '': a core without games
    const shown = (value) => ({ value, enumerable: true }); // neither writable nor configurable
    Object.defineProperties(this, {
      cp437: shown(cp437),
      glyphAttrs: shown(this.#glyphAttrs.slice()),
      standoutAttrs: shown(
        Uint8Array.from({ length: 256 }, (_, b) => exports.delve_glyph_standout_attr(b)),
      ),
      trapNames: shown(
        Object.freeze(
          Array.from({ length: C.F_TMASK + 1 }, (_, t) =>
            this.#cString(exports.delve_trap_name(t)),
          ),
        ),
      ),
      itemNames: shown(itemNames),
      actions: shown(actions),
      /** The version of delve (the core's, which is package.json's). */
      version: shown(this.#cString(exports.delve_version())),
    });
    this.#core = {
      exports,
      layouts,
      memory: () => this.#mem(),
      int32: () => this.#int32(),
      cp437,
      itemNames,
      actions,
      statusMessage: (st) => this.#statusText(st), // also for a game outliving its instance
      cString: (p) => this.#cString(p),
      textRows: (at, cols, rows) => this.#textRows(at, cols, rows),
      levelOf: (game) => this.#levelOf(game),
    };
  }

  /** The layouts of the C structs in WebAssembly memory (src/wasm/wasm_layout.c), by struct
   *  name: { size, fields: { name: { offset, type, count, layout } } }. */
  get layouts() {
    this.#live('delve.layouts');
    return this.#core.layouts;
  }

  /** The module's raw exports, for the game layer and tests. */
  get exports() {
    this.#live('delve.exports');
    return this.#ex;
  }

  /** The bytes of the module's memory. delve.wasm's grows as games need it, which detaches the
   *  old buffer (its views' length becomes 0), so a new view is made then. */
  memory() {
    this.#live('delve.memory');
    return this.#mem();
  }

  // memory()'s bytes for delve's own layers, a game outliving its instance among them
  #mem() {
    if (this.#bytes.length === 0) this.#bytes = new Uint8Array(this.#ex.memory.buffer);
    return this.#bytes;
  }

  #int32() {
    if (this.#i32.length === 0) this.#i32 = new Int32Array(this.#ex.memory.buffer);
    return this.#i32;
  }

  #alloc(size, where = 'delve') {
    const p = this.#ex.delve_wasm_alloc(size);
    if (!p)
      throw new RangeError(
        `${where}: out of WebAssembly memory (needed ${size} bytes): destroy() games you no longer need`,
      );
    return p;
  }

  // `where`, here and below: the call as messages name it ('delve.rogue'), written out at each
  // call (a template string would be built for every level).
  #live(where) {
    if (this.#destroyed) throw new TypeError(`${where}: this delve instance was destroyed`);
  }

  // A status of the core as an error: the option it is about, in JavaScript's words, when the
  // caller's options (given) were refused; else the core's message.
  #check(where, status, given = {}) {
    if (status === C.OK) return;
    throw (
      optionError(where, status, given) ?? new RangeError(`${where}: ${this.#statusText(status)}`)
    );
  }

  /** The core's explanation of a status code. */
  statusMessage(status) {
    this.#live('delve.statusMessage');
    // WebAssembly would read any value as some int32 (undefined and 'x' as 0: "ok")
    if (!Number.isInteger(status) || (status | 0) !== status)
      throw new TypeError(
        `delve.statusMessage: status must be a status code (a 32-bit integer), not ${describe(status)}`,
      );
    return this.#statusText(status);
  }

  #statusText(status) {
    return this.#cString(this.#ex.delve_status_message(status));
  }

  // A C string of the core: its bytes are CP437, as on the screen (a message or a name holds
  // what the player typed: σ, ☺), and the CLI's JSON says the same. Nearly all are short and
  // ASCII: a loop is quicker than a decoder's call (game.state() reads a dozen).
  #cString(p) {
    const mem = this.#mem(),
      utf16 = this.#utf16;
    let text = '';
    for (let i = p, b; (b = mem[i]) !== 0; i++)
      text += String.fromCharCode(b >= 0x20 && b < 0x7f ? b : utf16[b]);
    return text;
  }

  // As #makeLevelmap: when all but the seed are those of the last level made from the options
  // struct (#rogueGiven), the struct already holds them and they were accepted.
  #makeRogue(where, options) {
    this.#live(where);
    const o = optionsObject(where, options, ROGUE_KEYS),
      seed = o.seed,
      dos = o.dos,
      depth = o.depth,
      mode = o.mode,
      cols = o.cols;
    this.#live(where); // reading the options (a getter) may have destroyed this instance
    let given = this.#rogueGiven,
      s;
    if (
      given !== null &&
      dos === undefined &&
      given.dos === undefined &&
      depth === given.depth &&
      mode === given.mode &&
      cols === given.cols
    ) {
      s = seedOf(where, seed, true);
    } else {
      given = { seed, dos, depth, mode, cols };
      const a = seedFields(where, given, {}),
        i32 = this.#int32(),
        at = this.#at.rogueOpt,
        p = this.#rogueOpt;
      a.cols = number(where, 'cols', cols);
      this.#rogueGiven = null; // until the core accepts them
      i32[(p + at.depth) >> 2] = a.depth;
      i32[(p + at.mode) >> 2] = a.mode;
      i32[(p + at.cols) >> 2] = a.cols;
      i32[(p + at.dos) >> 2] = a.dos;
      s = a.seed;
    }
    this.#generate(where, this.#ex.delve_rogue_generate, s, this.#rogueOpt, this.#rogue, given);
    this.#rogueGiven = given;
  }

  // Calls a generator of the core (which resolves the options struct first); its status as a
  // RangeError naming the option of `given` it refused, a trap as an internal error. (`dirty`: for
  // delve_wasm_levelmap_generate.)
  #generate(where, generate, seed, options, level, given, dirty) {
    let st;
    try {
      st = generate(seed, options, level, dirty);
    } catch (e) {
      throw trapped(where, e);
    }
    if (st !== C.OK) this.#check(where, st, given); // #check is not inlined
  }

  // This runs for every level, and at 16x16 the level itself takes a few hundred nanoseconds:
  // each value is read once into a local, and when all but the seed are those of the last
  // level made from the options struct (#levelmapGiven: that level's values as given), the
  // struct already holds them and they were accepted, so only the seed is checked. The names
  // are written out (LEVELMAP_OPTIONS's, three times) on purpose: a loop over LEVELMAP_OPTIONS
  // reading o[name] into a kept array took about 3,500 more instructions a call at 16x16
  // (callgrind, Node 20), ten times what the rest of this JavaScript costs.
  #makeLevelmap(where, options) {
    this.#live(where);
    const o = optionsObject(where, options, LEVELMAP_KEYS),
      seed = o.seed,
      width = o.width,
      height = o.height,
      corridor = o.corridor,
      combined = o.combined,
      cellsize = o.cellsize,
      natural = o.natural,
      doors = o.doors,
      voids = o.voids,
      entrances = o.entrances,
      textures = o.textures;
    this.#live(where); // reading the options (a getter) may have destroyed this instance
    const s = seedOf(where, seed);
    let given = this.#levelmapGiven;
    if (
      given === null ||
      width !== given.width ||
      height !== given.height ||
      corridor !== given.corridor ||
      combined !== given.combined ||
      cellsize !== given.cellsize ||
      natural !== given.natural ||
      doors !== given.doors ||
      voids !== given.voids ||
      entrances !== given.entrances ||
      textures !== given.textures
    ) {
      given = {
        seed,
        width,
        height,
        corridor,
        combined,
        cellsize,
        natural,
        doors,
        voids,
        entrances,
        textures,
      };
      this.#levelmapGiven = null; // until the core accepts them
      this.#writeLevelmapOptions(where, given);
    }
    this.#generateLevelmap(where, s, given);
    this.#levelmapGiven = given;
  }

  // Makes the level of #levelmapOpt in #levelmap, clearing past the new map only what the last
  // level there may have used (delve_wasm_levelmap_generate).
  #generateLevelmap(where, seed, given) {
    const dirty = this.#levelmapDirty;
    this.#levelmapDirty = -1; // all of it, until the level is made
    this.#generate(
      where,
      this.#ex.delve_wasm_levelmap_generate,
      seed,
      this.#levelmapOpt,
      this.#levelmap,
      given,
      dirty,
    );
    this.#levelmapDirty = this.#levelmapWidth() * this.#levelmapHeight();
  }

  #writeLevelmapOptions(where, given) {
    const a = levelmapFields(where, given, {}),
      i32 = this.#int32(),
      o = this.#at.levelmapOpt,
      p = this.#levelmapOpt;
    i32[(p + o.width) >> 2] = a.width;
    i32[(p + o.height) >> 2] = a.height;
    i32[(p + o.corridor) >> 2] = a.corridor;
    i32[(p + o.combined) >> 2] = a.combined;
    i32[(p + o.cellsize) >> 2] = a.cellsize;
    i32[(p + o.natural) >> 2] = a.natural;
    i32[(p + o.no_doors) >> 2] = a.no_doors;
    i32[(p + o.voids) >> 2] = a.voids;
    i32[(p + o.entrances) >> 2] = a.entrances;
    i32[(p + o.textures) >> 2] = boolean(where, 'textures', given.textures, false) ? 1 : 0;
  }

  // A drawn map (CP437 bytes at #picture) as `rows` strings of `cols` characters.
  #mapRows(cols, rows) {
    return this.#textRows(this.#picture, cols, rows);
  }

  // The CP437 bytes at `at` as `rows` strings of `cols` characters, through one UTF-16 decode
  // (typed arrays are little-endian on every engine delve runs on).
  #textRows(at, cols, rows) {
    const mem = this.#mem(),
      cells = cols * rows,
      utf16 = this.#utf16;
    if (this.#codes.length < cells) this.#codes = new Uint16Array(cells);
    const codes = this.#codes;
    for (let i = 0; i < cells; i++) codes[i] = utf16[mem[at + i]];
    const text = decodeUtf16(codes.subarray(0, cells));
    const map = [];
    for (let y = 0; y < rows; y++) map.push(text.slice(y * cols, (y + 1) * cols));
    return map;
  }

  /** The classic Rogue level for { seed, depth = 1, mode = 'fixed', cols = 80 } or { dos }: the
   *  object of the JSON contract (the CLI's --format json), built straight from the level's
   *  memory. */
  rogue(options) {
    this.#makeRogue('delve.rogue', options);
    return this.#rogueObject();
  }

  // The Rogue level in memory as the JSON contract's object; its identity (seed, dos, depth, mode,
  // cols) read from the level itself.
  #rogueObject() {
    this.#ex.delve_rogue_draw(this.#rogue, this.#picture);
    const i32 = this.#int32(),
      u8 = this.#mem(),
      at = this.#at,
      lv = this.#rogue,
      f = at.level;
    const int = (offset) => i32[(lv + offset) >> 2];
    const rows = int(f.rows),
      cols = int(f.cols),
      dos = int(f.dos);
    const rooms = [];
    for (let i = 0, r = lv + f.rooms; i < at.rooms.count; i++, r += at.rooms.size) {
      const o = at.rooms,
        flags = i32[(r + o.flags) >> 2];
      rooms.push({
        x: i32[(r + o.x) >> 2],
        y: i32[(r + o.y) >> 2],
        w: i32[(r + o.w) >> 2],
        h: i32[(r + o.h) >> 2],
        gone: (flags & C.ROOM_GONE) !== 0,
        maze: (flags & C.ROOM_MAZE) !== 0,
        dark: (flags & C.ROOM_DARK) !== 0,
      });
    }
    // each list: n entries of a struct, each made into an object by make(entry address, offsets)
    const list = (name, count, make) => {
      const out = [],
        o = at[name];
      for (let i = 0, e = lv + f[name]; i < int(f[count]); i++, e += o.size) out.push(make(e, o));
      return out;
    };
    const point = (offset) => ({ x: int(offset + at.point.x), y: int(offset + at.point.y) });
    const level = { generator: ROGUE, seed: int(f.seed) >>> 0 };
    if (dos) level.dos = dos; // keys in the CLI's order
    level.depth = int(f.depth);
    level.mode = modeName(int(f.mode));
    level.cols = cols;
    level.map = this.#mapRows(cols, rows);
    level.rooms = rooms;
    level.doors = list('doors', 'n_doors', (e, o) => ({
      x: i32[(e + o.x) >> 2],
      y: i32[(e + o.y) >> 2],
      secret: i32[(e + o.secret) >> 2] !== 0,
    }));
    level.traps = list('traps', 'n_traps', (e, o) => ({
      x: i32[(e + o.x) >> 2],
      y: i32[(e + o.y) >> 2],
      type: this.trapNames[i32[(e + o.type) >> 2]],
    }));
    level.stairs = point(f.stairs);
    level.player = point(f.player);
    level.gold = list('gold', 'n_gold', (e, o) => ({
      x: i32[(e + o.x) >> 2],
      y: i32[(e + o.y) >> 2],
      value: i32[(e + o.value) >> 2],
    }));
    level.items = list('items', 'n_items', (e, o) => ({
      x: i32[(e + o.x) >> 2],
      y: i32[(e + o.y) >> 2],
      kind: this.itemNames[i32[(e + o.kind) >> 2]],
    }));
    level.monsters = list('monsters', 'n_monsters', (e, o) => ({
      x: i32[(e + o.x) >> 2],
      y: i32[(e + o.y) >> 2],
      letter: String.fromCharCode(u8[e + o.letter]),
    }));
    return level;
  }

  /** The same level's cells without JSON: views into WebAssembly memory, valid until the next
   *  call on this instance. chars/flags hold 22 rows of `stride` (80) bytes; row r is map row r+1.
   *  */
  rogueCells(options) {
    this.#makeRogue('delve.rogueCells', options);
    const mem = this.#mem(),
      f = this.#at.level,
      i32 = this.#int32();
    // The level's place in memory never moves; a grown memory would leave the views detached,
    // of length 0 (their .buffer is not read: it is a call into the engine, slow for every level).
    if (this.#cells?.chars.length !== this.#at.cells) {
      const size = this.#at.cells,
        chars = this.#rogue + f.chars,
        flags = this.#rogue + f.flags;
      this.#cells = {
        chars: mem.subarray(chars, chars + size),
        flags: mem.subarray(flags, flags + size),
      };
    }
    const cells = this.#cells;
    return {
      cols: i32[(this.#rogue + f.cols) >> 2],
      rows: i32[(this.#rogue + f.rows) >> 2],
      stride: C.ROGUE_COLS,
      chars: cells.chars, // not ...cells: V8 made the spread a call, for every level
      flags: cells.flags,
    };
  }

  /** The level drawn with everything revealed (monsters and the player on top), as CP437
   *  bytes: { cols, rows, chars } with chars a view valid until the next call. */
  rogueMap(options) {
    this.#makeRogue('delve.rogueMap', options);
    this.#ex.delve_rogue_draw(this.#rogue, this.#picture);
    const i32 = this.#int32(),
      rows = i32[(this.#rogue + this.#at.level.rows) >> 2],
      cols = i32[(this.#rogue + this.#at.level.cols) >> 2];
    return {
      cols,
      rows,
      chars: this.#mem().subarray(this.#picture, this.#picture + cols * rows),
    };
  }

  #levelmapWidth() {
    return this.#int32()[(this.#levelmap + this.#at.levelmap.width) >> 2];
  }

  #levelmapHeight() {
    return this.#int32()[(this.#levelmap + this.#at.levelmap.height) >> 2];
  }

  /** A LevelMap level drawn in CP437 box-drawing: { cols, rows, chars } (a view, as rogueMap). */
  levelmapMap(options) {
    this.#makeLevelmap('delve.levelmapMap', options);
    this.#ex.delve_levelmap_draw(this.#levelmap, this.#picture);
    const cols = this.#levelmapWidth(),
      rows = this.#levelmapHeight();
    return {
      cols,
      rows,
      chars: this.#mem().subarray(this.#picture, this.#picture + cols * rows),
    };
  }

  // The level a game (its delve_game handle) plays, at its depth, as generated: the core says
  // what it is made from (delve_game_level_source), into this instance's option structs.
  #levelOf(game) {
    const where = 'delve.game.level';
    this.#live(where);
    const ex = this.#ex,
      seed = this.#picture; // the seed comes back in the picture buffer
    this.#levelmapGiven = this.#rogueGiven = null; // the core writes the structs
    // a Rogue level as generated (a replayed clock's below the first come from its play, not a
    // seed); else LevelMap's, from what it is generated from
    const st = ex.delve_game_generated_level(game, this.#rogue);
    if (st === C.OK) return this.#rogueObject();
    if (st !== C.ERR_GENERATOR) throw new Error(`${where}: ${this.#statusText(st)}`);
    const generator = ex.delve_game_level_source(game, seed, this.#rogueOpt, this.#levelmapOpt);
    if (generator < 0) throw new Error(`${where}: ${this.#statusText(generator)}`);
    this.#generateLevelmap(where, this.#int32()[seed >> 2] >>> 0);
    return this.#levelmapObject();
  }

  /** A PNG file of a text screen { cols, rows, chars, attrs } (a game's screen(), or a level's
   *  rogueMap / levelmapMap, whose attrs default to each glyph's colour), in the VGA font and
   *  the PC colours, 8x16 pixels a cell times options.scale (1..8): a Uint8Array. Anything else
   *  (a level's JSON too) throws a TypeError that says what to pass. */
  png(screen, options) {
    return this.#image('png', screen, options);
  }

  /** The same picture as an SVG document (a string). */
  svg(screen, options) {
    this.#whole('delve.svg', this.#ex.delve_image_svg, 'SVG pictures');
    return this.#decoder.decode(this.#image('svg', screen, options));
  }

  #image(kind, screen, options) {
    const where = `delve.${kind}`;
    this.#live(where);
    const given = { scale: optionsObject(where, options, IMAGE_KEYS).scale };
    const scale = number(where, 'scale', given.scale); // checked by the core
    const notPicture = notAPicture(where, screen);
    if (notPicture) throw new TypeError(notPicture);
    const { cols, rows, chars, attrs } = screen,
      n = cols * rows;
    this.#live(where); // (a getter of the screen's may have destroyed this instance)
    const max = C.IMAGE_CELLS_MAX;
    if (![cols, rows].every((k) => Number.isInteger(k) && k >= 1) || n > max)
      throw new RangeError(
        `${where}: the screen's cols and rows must be whole numbers from 1, cols x rows at most ${max} cells, not ${cols} x ${rows}`,
      );
    for (const [name, a] of [
      ['chars', chars],
      ['attrs', attrs],
    ]) {
      const bytes = ArrayBuffer.isView(a) && a.BYTES_PER_ELEMENT === 1 && a.length >= n;
      if (!bytes && (a !== undefined || name === 'chars'))
        throw new RangeError(
          `${where}: the screen's ${name} must be a Uint8Array of cols x rows = ${n} bytes, one a cell, not a ${Object.prototype.toString.call(a).slice(8, -1)} of ${a?.byteLength} bytes${a?.buffer?.byteLength === 0 ? " (delve's memory grew since: take the screen again)" : ''}`,
        );
    }
    if (!this.#font)
      throw new TypeError(
        `${where}: no font: give loadDelve({ font }) the ${C.FONT_BYTES} bytes of delve-vga.f16 (beside delve.wasm in a build) or its URL`,
      );
    const { delve_picture: picture, delve_image_options: imageOptions } = this.#core.layouts;
    // the cells, the picture and options structs and the length, each freed whatever happens
    let cells = 0,
      pic = 0,
      io = 0,
      len = 0,
      out = 0;
    try {
      cells = this.#alloc(2 * n, where);
      pic = this.#alloc(picture.size, where);
      io = this.#alloc(imageOptions.size, where);
      len = this.#alloc(4, where);
      const mem = this.#mem();
      mem.set(chars.subarray(0, n), cells);
      if (attrs) mem.set(attrs.subarray(0, n), cells + n);
      else for (let i = 0; i < n; i++) mem[cells + n + i] = this.#glyphAttrs[chars[i]];
      writeFields(this.#int32(), pic, picture, { cols, rows, chars: cells, attrs: cells + n });
      writeFields(this.#int32(), io, imageOptions, { font: this.#font, scale });
      const write = kind === 'png' ? this.#ex.delve_image_png : this.#ex.delve_image_svg;
      // asking for the length first encodes the picture twice: a buffer the last picture's
      // length and a quarter more mostly holds the next (of the same size), encoded once
      const guess = this.#imageLength[kind] && Math.ceil(this.#imageLength[kind] * 1.25) + 1;
      out = guess && this.#ex.delve_wasm_alloc(guess); // 0 (none, or no room): asked first
      let st = write(pic, io, out, out ? guess : 0, len);
      if (st === C.ERR_BUFFER) {
        const need = this.#int32()[len >> 2] + 1; // (an SVG's NUL)
        if (out) this.#ex.delve_wasm_free(out);
        out = 0; // (freed: if #alloc throws, finally must not free it again)
        out = this.#alloc(need, where);
        st = write(pic, io, out, need, len);
      }
      this.#check(where, st, given);
      const size = this.#int32()[len >> 2];
      this.#imageLength[kind] = size;
      return this.#mem().slice(out, out + size);
    } catch (e) {
      throw trapped(where, e);
    } finally {
      for (const p of [cells, pic, io, len, out]) if (p) this.#ex.delve_wasm_free(p);
    }
  }

  /** Bytes of the WebAssembly heap in use (levels, games, buffers): for leak checks. */
  heapUsed() {
    this.#live('delve.heapUsed');
    return this.#ex.delve_wasm_heap_used();
  }

  /** A LevelMap level: the object of the JSON contract (the CLI's --format json), built straight
   *  from the level's memory. Options: seed (required), width, height (9..80), corridor, combined
   *  (percent), cellsize (1..3), natural, doors (default true), voids, entrances (0..4), textures.
   *  */
  levelmap(options) {
    this.#makeLevelmap('delve.levelmap', options);
    return this.#levelmapObject();
  }

  // The LevelMap level in memory as the JSON contract's object. The C side draws the map as UTF-16
  // code units, decoded where they lie: a glyph lookup per cell here was an eighth of the call.
  #levelmapObject() {
    const width = this.#levelmapWidth(),
      height = this.#levelmapHeight();
    this.#ex.delve_levelmap_draw_utf16(this.#levelmap, this.#picture);
    const mem = this.#mem(),
      blocks = new Array(height);
    for (let y = 0, i = this.#levelmap + this.#at.levelmap.blocks; y < height; y++) {
      const row = new Array(width); // faster than [] or a copy of a packed array of zeros
      let x = 0;
      // eight at a time (an 80x22 level's JSON call took 12.9 µs, now 11.8 in Node 20)
      for (; x + 8 <= width; x += 8, i += 8) {
        row[x] = mem[i];
        row[x + 1] = mem[i + 1];
        row[x + 2] = mem[i + 2];
        row[x + 3] = mem[i + 3];
        row[x + 4] = mem[i + 4];
        row[x + 5] = mem[i + 5];
        row[x + 6] = mem[i + 6];
        row[x + 7] = mem[i + 7];
      }
      for (; x < width; x++, i++) row[x] = mem[i];
      blocks[y] = row;
    }
    const units = new Uint16Array(mem.buffer, this.#picture, width * height),
      text = decodeUtf16(units),
      map = new Array(height);
    for (let y = 0; y < height; y++) map[y] = text.slice(y * width, (y + 1) * width);
    const seed = this.#int32()[(this.#levelmap + this.#at.levelmap.seed) >> 2] >>> 0;
    return { generator: LEVELMAP, seed, width, height, blocks, map };
  }

  /** The same level's block bytes (TTTTNWSE), a view valid until the next call. */
  levelmapBlocks(options) {
    this.#makeLevelmap('delve.levelmapBlocks', options);
    const width = this.#levelmapWidth(),
      height = this.#levelmapHeight();
    if (this.#blocks?.length !== width * height) {
      // same size: same view (a detached one, after memory grew, has length 0: as rogueCells)
      const p = this.#levelmap + this.#at.levelmap.blocks;
      this.#blocks = this.#mem().subarray(p, p + width * height);
    }
    return { width, height, blocks: this.#blocks };
  }

  // A call of `where` on a live instance whose core has games (delve.wasm, with the Game class
  // its loader gave): delve-still.wasm has none.
  #games(where) {
    this.#whole(where, this.#ex.delve_game_start && this.#Game, 'games');
  }

  // What delve-still.wasm leaves out (`has` falsy there): said, where it is asked for.
  #whole(where, has, what) {
    this.#live(where);
    if (!has)
      throw new TypeError(
        `${where}: this core (delve-still.wasm) has no ${what}: loadDelve({ wasm }) with delve.wasm for them`,
      );
  }

  /** A game to explore (design.md "JS API"): { generator: 'rogue' | 'levelmap', seed or dos,
   *  name, fruit, depth, mode, cols, and the LevelMap options width (9..cols), height (9..22),
   *  corridor, combined, cellsize, natural, doors, voids, entrances }. Call destroy() when done. */
  game(options) {
    this.#games('delve.game');
    const game = new this.#Game(this.#core, options);
    if (this.#destroyed) {
      // reading the options (a getter) destroyed this instance
      game.destroy();
      this.#live('delve.game');
    }
    return game;
  }

  /** ROGUE.OPT's text (a string of characters U+0000..U+00FF, or bytes) read as the original
   *  reads it: the game options it gives, { name, fruit, macro, savefile, menu, screen }, for
   *  delve.game({ dos, ...options }). */
  rogueOpt(text) {
    this.#games('delve.rogueOpt');
    return this.#Game.rogueOpt(this.#core, text);
  }

  /** The clock seed (the `dos` option) of the original's game begun at a DOS time: '14:32:07.55'
   *  as DOS's TIME showed it (hours·256 + minutes + seconds·256 + hundredths), 'H:MM' or
   *  'H:MM:SS', or the seed itself, '4651'. Anything else is a RangeError saying what is taken. */
  clockSeed(text) {
    this.#games('delve.clockSeed');
    return this.#Game.clockSeed(this.#core, text);
  }

  /** Frees this instance's buffers; any later call throws TypeError. Calling it twice is fine. */
  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    for (const p of [
      this.#rogue,
      this.#rogueOpt,
      this.#levelmap,
      this.#levelmapOpt,
      this.#picture,
      this.#font,
    ])
      if (p) this.#ex.delve_wasm_free(p);
  }
}

const LOAD_KEYS = new OptionKeys(['wasm', 'font']);

// A core from another build than this script's constants (constants.js) would be misread: its
// table (delve.wasm has one; delve-still.wasm, built with it, none) must be the same, which its
// fingerprint says. Once per load.
function checkConstants(exports) {
  if (
    exports.delve_wasm_constants_hash &&
    exports.delve_wasm_constants_hash() >>> 0 !== C.TABLE_HASH
  ) {
    throw new TypeError(
      'options.wasm is a delve.wasm of another build than this script: load the one built with it',
    );
  }
}
const IMAGE_KEYS = new OptionKeys(['scale']);

/** loadDelve (web/api/delve.js) with the Game class its games are made of, or null for a core
 *  that only makes levels and pictures: the widget's still pictures load no game code. */
export async function loadCore(Game, options) {
  const o = optionsObject('loadDelve', options, LOAD_KEYS);
  const [exports, font] = await Promise.all([instantiate(o.wasm), loadFont(o.font, o.wasm)]);
  checkConstants(exports);
  return new Delve(exports, font ?? null, Game);
}
