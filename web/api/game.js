// delve.game(options): a level to explore, its rules all in the C core (src/game/). This
// class holds one game's handle in WebAssembly memory and reads its text-mode screen.
import { optionsObject, choice, levelmapFields, seedFields, describe, MODES } from './options.js';
import { trapped } from './wasm.js';

const GAME_KEYS = new Set(['generator', 'seed', 'dos', 'name', 'fruit', 'depth', 'mode', 'cols', 'width', 'height',
  'corridor', 'combined', 'cellsize', 'natural', 'doors', 'voids', 'entrances']);
const ACTIONS = 'hjklyubnHJKLYUBNs>.i ';
// delve_game_object's fields, as int32s in this order (include/delve_game.h)
const OBJECT_FIELDS = ['kind', 'which', 'count', 'group', 'known', 'hit', 'damage', 'armorClass', 'inUse'];
const IN_USE = [null, 'worn', 'wielded'];
const ITEM_KINDS = ['potion', 'scroll', 'food', 'weapon', 'armor', 'ring', 'stick', 'amulet'];
// the order of delve_wasm_game_state's fields
const STATE_FIELDS = ['generator', 'depth', 'mode', 'cols', 'seed', 'x', 'y', 'gold', 'turns', 'held'];
const FLAGS = ['moved', 'turn', 'message', 'descended', 'pickedUp', 'found', 'trapped', 'blocked'];

export function gameArgs(where, options) {
  const o = optionsObject(where, options, GAME_KEYS);
  const cols = choice(where, o, 'cols', [80, 40], 80);
  const a = seedFields(where, o, {
    generator: choice(where, o, 'generator', ['rogue', 'levelmap'], 'rogue'),
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

// A C string of printable ASCII in WebAssembly memory (the caller frees it), or 0.
function cString(ex, mem, text) {
  const p = ex.delve_wasm_alloc(text.length + 1);
  if (!p) return 0;
  for (let i = 0; i < text.length; i++) mem()[p + i] = text.charCodeAt(i);
  mem()[p + text.length] = 0;
  return p;
}

export class Game {
  #core; // { exports, memory(), cp437, statusMessage(), cString() } of the Delve instance
  #handle;
  #ex;

  constructor(core, options) {
    const a = gameArgs('delve.game', options);
    this.#core = core;
    this.#ex = core.exports;
    this.#handle = this.#ex.delve_wasm_alloc(this.#ex.delve_wasm_game_size());
    if (!this.#handle) throw new RangeError('delve.game: out of WebAssembly memory: destroy() games you no longer need');
    const name = cString(this.#ex, core.memory, a.name), fruit = cString(this.#ex, core.memory, a.fruit);
    if (!name || !fruit) {
      this.#ex.delve_wasm_free(name);
      this.destroy();
      throw new RangeError('delve.game: out of WebAssembly memory: destroy() games you no longer need');
    }
    const st = this.#ex.delve_wasm_game_start(this.#handle, a.seed, a.generator === 'levelmap' ? 1 : 0,
      a.depth, MODES.indexOf(a.mode) + 1, a.cols, a.width, a.height, a.corridor, a.combined,
      a.cellsize, +a.natural, +!a.doors, +a.voids, a.entrances, a.dos, name, fruit);
    this.#ex.delve_wasm_free(name); // the game keeps its own copies
    this.#ex.delve_wasm_free(fruit);
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
    if (typeof action !== 'string') throw new TypeError(`game.act: action must be one of "${ACTIONS}", not ${typeof action}`);
    if (action.length !== 1 || !ACTIONS.includes(action)) {
      throw new RangeError(`game.act: action must be one of "${ACTIONS}", not ${JSON.stringify(action)}`);
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
    const field = (k) => this.#ex.delve_wasm_game_state(this.#handle, k);
    const s = Object.fromEntries(STATE_FIELDS.map((name, k) => [name, field(k)]));
    s.generator = s.generator === 1 ? 'levelmap' : 'rogue';
    s.mode = MODES[s.mode - 1];
    s.seed >>>= 0;
    s.items = Object.fromEntries(ITEM_KINDS.map((kind, k) => [kind, field(10 + k)]));
    s.dos = field(10 + ITEM_KINDS.length);
    s.inventory = field(11 + ITEM_KINDS.length) === 1;
    s.pack = this.#pack();
    s.message = this.#core.cString(this.#ex.delve_game_message(this.#handle));
    return s;
  }

  // The pack, as the inventory lists it: letter, kind, subtype, count, the name shown, and
  // 'worn' / 'wielded' / null.
  #pack() {
    const ex = this.#ex, pack = [];
    const n = ex.delve_game_pack_size(this.#handle);
    const buf = ex.delve_wasm_alloc(160);
    if (!buf) throw new RangeError('game.state: out of WebAssembly memory: destroy() games you no longer need');
    for (let i = 0; i < n; i++) {
      const p = ex.delve_game_pack(this.#handle, i);
      const ints = new Int32Array(this.#core.memory().buffer, p, OBJECT_FIELDS.length);
      const o = Object.fromEntries(OBJECT_FIELDS.map((f, k) => [f, ints[k]]));
      ex.delve_game_pack_name(this.#handle, i, buf, 160);
      pack.push({ letter: String.fromCharCode(97 + i), kind: ITEM_KINDS[o.kind], which: o.which,
        count: o.count, name: this.#core.cString(buf), inUse: IN_USE[o.inUse] });
    }
    ex.delve_wasm_free(buf);
    return pack;
  }

  /** Frees the game's WebAssembly memory; later calls throw TypeError; twice is fine. */
  destroy() {
    if (!this.#handle) return;
    this.#ex.delve_wasm_free(this.#handle);
    this.#handle = 0;
  }
}
