// delve.game(options): a level to explore, its rules all in the C core (src/game*.c). This
// class holds one game's handle in WebAssembly memory and reads its text-mode screen.
import { optionsObject, integer, choice, levelmapFields, SEED_MAX } from './options.js';
import { trapped } from './wasm.js';

const GAME_KEYS = new Set(['generator', 'seed', 'depth', 'mode', 'cols', 'width', 'height',
  'corridor', 'combined', 'cellsize', 'natural', 'doors', 'voids', 'entrances']);
const ACTIONS = 'hjklyubnHJKLYUBNs>.';
const ITEM_KINDS = ['potion', 'scroll', 'food', 'weapon', 'armor', 'ring', 'stick', 'amulet'];
// the order of delve_wasm_game_state's fields
const STATE_FIELDS = ['generator', 'depth', 'mode', 'cols', 'seed', 'x', 'y', 'gold', 'turns', 'held'];
const FLAGS = ['moved', 'turn', 'message', 'descended', 'pickedUp', 'found', 'trapped', 'blocked'];

export function gameArgs(where, options) {
  const o = optionsObject(where, options, GAME_KEYS);
  const cols = choice(where, o, 'cols', [80, 40], 80);
  return levelmapFields(where, o, cols, 22, {
    generator: choice(where, o, 'generator', ['rogue', 'levelmap'], 'rogue'),
    seed: integer(where, o, 'seed', 0, SEED_MAX),
    depth: integer(where, o, 'depth', 1, 999, 1),
    mode: choice(where, o, 'mode', ['fixed', 'classic'], 'fixed'),
    cols,
  });
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
    const st = this.#ex.delve_wasm_game_start(this.#handle, a.seed, a.generator === 'levelmap' ? 1 : 0,
      a.depth, a.mode === 'classic' ? 1 : 0, a.cols, a.width, a.height, a.corridor, a.combined,
      a.cellsize, +a.natural, +!a.doors, +a.voids, a.entrances);
    if (st !== 0) {
      this.destroy();
      throw new RangeError(`delve.game: ${core.statusMessage(st)}`);
    }
  }

  #live(where) {
    if (!this.#handle) throw new TypeError(`game.${where}: this game was destroyed`);
  }

  /** Plays one action: 'h' 'j' 'k' 'l' 'y' 'u' 'b' 'n' move, capitals run, 's' searches,
   *  '>' descends, '.' rests. Returns what happened: { moved, turn, message, descended,
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

  /** { generator, depth, mode, cols, seed, x, y, gold, turns, held, items: {kind: count}, message }. */
  state() {
    this.#live('state');
    const field = (k) => this.#ex.delve_wasm_game_state(this.#handle, k);
    const s = Object.fromEntries(STATE_FIELDS.map((name, k) => [name, field(k)]));
    s.generator = s.generator === 1 ? 'levelmap' : 'rogue';
    s.mode = s.mode === 1 ? 'classic' : 'fixed';
    s.seed >>>= 0;
    s.items = Object.fromEntries(ITEM_KINDS.map((kind, k) => [kind, field(10 + k)]));
    s.message = this.#core.cString(this.#ex.delve_game_message(this.#handle));
    return s;
  }

  /** Frees the game's WebAssembly memory; later calls throw TypeError; twice is fine. */
  destroy() {
    if (!this.#handle) return;
    this.#ex.delve_wasm_free(this.#handle);
    this.#handle = 0;
  }
}
