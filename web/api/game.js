// delve.game(options): a level to explore, its rules all in the C core (src/game/). This
// class holds one game's handle in WebAssembly memory and reads its text-mode screen.
import { optionsObject, choice, levelmapFields, seedFields, describe, MODES, GENERATORS } from './options.js';
import { readStruct, writeFields } from './layout.js';
import { trapped } from './wasm.js';

const GAME_KEYS = new Set(['generator', 'seed', 'dos', 'name', 'fruit', 'depth', 'mode', 'cols', 'width', 'height',
  'corridor', 'combined', 'cellsize', 'natural', 'doors', 'voids', 'entrances']);
const IN_USE = [null, 'worn', 'wielded']; // delve_game_object.in_use
// delve_game_act's result bits, DELVE_GAME_MOVED (1) upwards
const FLAGS = ['moved', 'turn', 'message', 'descended', 'pickedUp', 'found', 'trapped', 'blocked'];

function gameArgs(where, options) {
  const o = optionsObject(where, options, GAME_KEYS);
  const cols = choice(where, o, 'cols', [80, 40], 80);
  const a = seedFields(where, o, {
    generator: choice(where, o, 'generator', GENERATORS, 'rogue'),
    name: playerName(where, o, 'name', 'Rodney'),
    fruit: playerName(where, o, 'fruit', 'Slime Mold'),
    cols,
  });
  if (a.dos && a.generator !== 'rogue') throw new RangeError(`${where}: a replay (dos) is a Rogue game: leave out generator or dos`);
  return levelmapFields(where, o, cols, cols === 80 ? 22 : 21, a);
}

// The player's and the fruit's names: 1..23 printable ASCII characters (the core's rule).
function playerName(where, o, key, def) {
  const name = o[key];
  if (name === undefined) return def;
  if (typeof name !== 'string') throw new TypeError(`${where}: ${key} must be a string, not ${describe(name)}`);
  if (!/^[\x20-\x7e]{1,23}$/.test(name)) throw new RangeError(`${where}: ${key} must be 1 to 23 printable ASCII characters, not ${describe(name)}`);
  return name;
}

export class Game {
  #core; // what the Delve instance shares: exports, layouts, memory(), int32(), names, actions
  #handle; // the delve_game
  #state; // a delve_game_state, filled by state()
  #ex;

  constructor(core, options) {
    const a = gameArgs('delve.game', options);
    const { exports: ex, layouts } = core;
    this.#core = core;
    this.#ex = ex;
    this.#handle = ex.delve_wasm_alloc(layouts.delve_game.size);
    this.#state = ex.delve_wasm_alloc(layouts.delve_game_state.size);
    // the options struct, then the two names it points to (the game keeps its own copies)
    const optSize = layouts.delve_game_options.size;
    const opt = ex.delve_wasm_alloc(optSize + a.name.length + a.fruit.length + 2);
    if (!this.#handle || !this.#state || !opt) {
      ex.delve_wasm_free(opt);
      this.destroy();
      throw new RangeError('delve.game: out of WebAssembly memory: destroy() games you no longer need');
    }
    const mem = core.memory(), name = opt + optSize, fruit = name + a.name.length + 1;
    for (let i = 0; i < a.name.length; i++) mem[name + i] = a.name.charCodeAt(i);
    for (let i = 0; i < a.fruit.length; i++) mem[fruit + i] = a.fruit.charCodeAt(i);
    writeFields(core.int32(), opt, layouts.delve_game_options, {
      generator: GENERATORS.indexOf(a.generator), depth: a.depth, mode: MODES.indexOf(a.mode) + 1,
      cols: a.cols, dos: a.dos, name, fruit, 'levelmap.width': a.width, 'levelmap.height': a.height,
      'levelmap.corridor': a.corridor, 'levelmap.combined': a.combined, 'levelmap.cellsize': a.cellsize,
      'levelmap.natural': +a.natural, 'levelmap.no_doors': +!a.doors, 'levelmap.voids': +a.voids,
      'levelmap.entrances': a.entrances,
    });
    const st = ex.delve_game_start(this.#handle, a.seed, opt);
    ex.delve_wasm_free(opt);
    if (st !== 0) {
      this.destroy();
      throw new RangeError(`delve.game: ${core.statusMessage(st)}`);
    }
  }

  #live(where) {
    if (!this.#handle) throw new TypeError(`game.${where}: this game was destroyed`);
  }

  /** Plays one action: 'h' 'j' 'k' 'l' 'y' 'u' 'b' 'n' move, capitals run, 's' searches,
   *  '>' descends, '.' rests, 'i' shows the pack (the next action only returns), ' ' does
   *  nothing. Returns what happened: { moved, turn, message, descended,
   *  pickedUp, found, trapped, blocked }. */
  act(action) {
    this.#live('act');
    const actions = this.#core.actions;
    if (typeof action !== 'string') throw new TypeError(`game.act: action must be one of "${actions}", not ${typeof action}`);
    if (action.length !== 1 || !actions.includes(action)) {
      throw new RangeError(`game.act: action must be one of "${actions}", not ${JSON.stringify(action)}`);
    }
    let r;
    try {
      r = this.#ex.delve_game_act(this.#handle, action.charCodeAt(0));
    } catch (e) { throw trapped('game.act', e); }
    if (r < 0) throw new Error(`game.act: ${this.#core.statusMessage(r)}`);
    return Object.fromEntries(FLAGS.map((name, bit) => [name, (r & (1 << bit)) !== 0]));
  }

  /** The text screen: views into WebAssembly memory, valid until the next action.
   *  { cols, rows, chars: Uint8Array (CP437), attrs: Uint8Array (PC colours) }. */
  screen() {
    this.#live('screen');
    const ex = this.#ex;
    const cols = ex.delve_game_cols(this.#handle);
    const rows = ex.delve_game_rows(this.#handle);
    const mem = this.#core.memory();
    const chars = ex.delve_game_chars(this.#handle);
    const attrs = ex.delve_game_attrs(this.#handle);
    return { cols, rows, chars: mem.subarray(chars, chars + cols * rows), attrs: mem.subarray(attrs, attrs + cols * rows) };
  }

  /** The screen as rows of Unicode text. */
  text() {
    this.#live('text');
    const { cols, rows, chars } = this.screen();
    const cp437 = this.#core.cp437;
    const lines = [];
    for (let y = 0; y < rows; y++) {
      let line = '';
      for (let x = 0; x < cols; x++) line += cp437[chars[y * cols + x]];
      lines.push(line);
    }
    return lines;
  }

  /** { generator, depth, mode, cols, seed, x, y, gold, turns, held, items: {kind: count}, dos,
   *  inventory, pack, message } (dos: the replayed clock seed, 0 for a seeded game; inventory:
   *  the pack is on screen; pack: [{ letter, kind, which, count, name, inUse }], see #pack). */
  state() {
    this.#live('state');
    const core = this.#core;
    this.#ex.delve_game_get_state(this.#handle, this.#state);
    const s = readStruct(core.exports.memory.buffer, this.#state, core.layouts.delve_game_state);
    const items = s.items;
    s.generator = GENERATORS[s.generator];
    s.mode = MODES[s.mode - 1];
    s.items = Object.fromEntries(core.itemNames.map((kind, k) => [kind, items[k]]));
    s.inventory = s.inventory === 1;
    s.pack = this.#pack();
    s.message = core.cString(s.message);
    return s;
  }

  // The pack, as the inventory lists it: letter, kind, subtype, count, the name shown, and
  // 'worn' / 'wielded' / null.
  #pack() {
    const ex = this.#ex, core = this.#core, pack = [];
    const n = ex.delve_game_pack_size(this.#handle);
    const buf = ex.delve_wasm_alloc(160);
    if (!buf) throw new RangeError('game.state: out of WebAssembly memory: destroy() games you no longer need');
    for (let i = 0; i < n; i++) {
      const o = readStruct(ex.memory.buffer, ex.delve_game_pack(this.#handle, i), core.layouts.delve_game_object);
      ex.delve_game_pack_name(this.#handle, i, buf, 160);
      pack.push({ letter: String.fromCharCode(97 + i), kind: core.itemNames[o.kind], which: o.which,
        count: o.count, name: core.cString(buf), inUse: IN_USE[o.in_use] });
    }
    ex.delve_wasm_free(buf);
    return pack;
  }

  /** The level being played, at its depth, as generated (the object delve.rogue or
   *  delve.levelmap returns for it). */
  level() {
    this.#live('level');
    return this.#core.levelOf(this.#handle);
  }

  /** Frees the game's WebAssembly memory; later calls throw TypeError; twice is fine. */
  destroy() {
    if (!this.#handle && !this.#state) return;
    this.#ex.delve_wasm_free(this.#handle);
    this.#ex.delve_wasm_free(this.#state);
    this.#handle = this.#state = 0;
  }
}
