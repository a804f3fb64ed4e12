// delve.game(options): a level to explore, its rules all in the C core (src/game/). This
// class holds one game's handle in WebAssembly memory and reads its text-mode screen.
import * as C from './constants.js';
import {
  OptionKeys,
  optionsObject,
  number,
  word,
  boolean,
  levelmapFields,
  seedFields,
  describe,
  optionError,
  modeName,
  generatorName,
  mapRows,
  RANGES,
  INT_MAX,
  MENUS,
  SCREENS,
} from './options.js';
import { TEXT_OPTIONS, textOptionError } from './text-options.js';
import { readStruct, words, writeFields } from './layout.js';
import { trapped } from './trapped.js';

// The options delve.game takes, each read once, as given (the messages show them): an object of
// one shape, its values read by name (a loop over the names made each load and store a lookup,
// a third of the JavaScript of starting a game).
const givenOptions = (o) => ({
  generator: o.generator,
  seed: o.seed,
  dos: o.dos,
  name: o.name,
  fruit: o.fruit,
  depth: o.depth,
  mode: o.mode,
  cols: o.cols,
  width: o.width,
  height: o.height,
  corridor: o.corridor,
  combined: o.combined,
  cellsize: o.cellsize,
  natural: o.natural,
  doors: o.doors,
  voids: o.voids,
  entrances: o.entrances,
  rules: o.rules,
  firstClock: o.firstClock,
  firstClockTurns: o.firstClockTurns,
  year: o.year,
  scores: o.scores,
  menu: o.menu,
  screen: o.screen,
  credits: o.credits,
  macro: o.macro,
  savefile: o.savefile,
  keys: o.keys,
});
const GAME_KEYS = new OptionKeys(Object.keys(givenOptions({})));
// the rules a game plays by, as words (delve_game_options.rules)
const RULES = { explore: C.RULES_EXPLORE, original: C.RULES_ORIGINAL };
const RULES_NAMES = Object.fromEntries(Object.entries(RULES).map(([w, v]) => [v, w]));
const HUNGER = ['none', 'hungry', 'weak', 'faint']; // delve_game_state.hunger
// delve_game_object.in_use
const IN_USE = {
  [C.GAME_WORN]: 'worn',
  [C.GAME_WIELDED]: 'wielded',
  [C.GAME_LEFT_HAND]: 'left hand',
  [C.GAME_RIGHT_HAND]: 'right hand',
};
// The kinds the discoveries list (the original's D) tells of, and how many of each there are
const DISCOVERABLE = [
  [C.ITEM_POTION, C.POTION_KINDS],
  [C.ITEM_SCROLL, C.SCROLL_KINDS],
  [C.ITEM_RING, C.RING_KINDS],
  [C.ITEM_STICK, C.STICK_KINDS],
];
/** The kinds the discoveries list tells of, by name: those the original's `c` names. */
export const DISCOVERABLE_KINDS = DISCOVERABLE.map(([kind]) => C.ITEM_NAMES[kind]);
const KNOWN = ['guessed', 'identified']; // delve_game_kind_known's 1 and 2
// delve_game_state.over that is no death
const OVER = { [C.GAME_QUIT]: 'quit', [C.GAME_WINNER]: 'winner', [C.GAME_SAVED]: 'saved' };
// delve_game_state.prompt: what the next key answers, as a word
const PROMPTS = {
  [C.PROMPT_COMMAND]: 'command',
  [C.PROMPT_MORE]: 'more',
  [C.PROMPT_ENTER]: 'enter',
  [C.PROMPT_LIST]: 'list',
  [C.PROMPT_OBJECT]: 'object',
  [C.PROMPT_DIRECTION]: 'direction',
  [C.PROMPT_HAND]: 'hand',
  [C.PROMPT_YESNO]: 'yesno',
  [C.PROMPT_LINE]: 'line',
  [C.PROMPT_SCOREFILE]: 'scorefile',
  [C.PROMPT_OVER]: 'over',
};
// A game's options as given, without keys and those given as undefined; the score list's
// entries copied, so that a change to one given out reaches no other.
function startOptions(given) {
  const o = {};
  for (const [key, value] of Object.entries(given))
    if (value !== undefined && key !== 'keys') o[key] = value;
  if (o.scores) o.scores = o.scores.map((entry) => ({ ...entry }));
  return o;
}

// delve_game_act's result bits as act()'s answer: an object literal, made for every key (as
// Object.fromEntries over a table of bits it took three times as long as the game's own turn)
const actResult = (r) => ({
  moved: (r & C.GAME_MOVED) !== 0,
  turn: (r & C.GAME_TURN) !== 0,
  message: (r & C.GAME_MESSAGE) !== 0,
  descended: (r & C.GAME_DESCENDED) !== 0,
  pickedUp: (r & C.GAME_PICKED_UP) !== 0,
  found: (r & C.GAME_FOUND) !== 0,
  trapped: (r & C.GAME_TRAPPED) !== 0,
  blocked: (r & C.GAME_BLOCKED) !== 0,
});
const utf8 = new TextEncoder();

const FIRST_LETTER = 'a'.charCodeAt(0); // the pack's letters: object i is 'a' + i (delve_game.h)

// The options as delve_game_options' fields (the LevelMap ones as levelmap.*; names as bytes),
// and `given`, the values as given (for messages); delve_game_resolve_options checks them.
function gameArgs(where, options) {
  const o = optionsObject(where, options, GAME_KEYS);
  const given = givenOptions(o);
  const a = seedFields(where, given, {
    generator: word(where, 'generator', given.generator, C.GENERATORS),
  });
  a.cols = number(where, 'cols', given.cols);
  a.name = nameBytes(where, 'name', given.name);
  a.fruit = nameBytes(where, 'fruit', given.fruit);
  a.rules = word(where, 'rules', given.rules, RULES);
  a.firstClock = count(where, 'firstClock', given.firstClock);
  a.firstClockTurns = count(where, 'firstClockTurns', given.firstClockTurns);
  a.year = number(where, 'year', given.year);
  a.scores = scoreList(where, given.scores);
  a.menu = word(where, 'menu', given.menu, MENUS);
  a.screen = word(where, 'screen', given.screen, SCREENS);
  a.credits = boolean(where, 'credits', given.credits, false) ? 1 : 0;
  a.macro = macroBytes(where, given.macro);
  a.savefile = nameBytes(where, 'savefile', given.savefile);
  a.area = mapArea(given.cols);
  a.levelmap = levelmapFields(where, given, {}, a.area);
  a.given = given;
  return a;
}

// The RangeError for an option the game would never use, as the core names it
// (delve_game_unused_option: "year", "first_clock", "levelmap.no_doors" ...).
function unusedError(where, field, given) {
  const lm = field.startsWith('levelmap.');
  const name = field.replace(/^levelmap\./, '');
  const key = name === 'no_doors' ? 'doors' : name.replace(/_(.)/g, (_, c) => c.toUpperCase());
  const value = `${key}: ${describe(given[key])}`;
  if (lm)
    return new RangeError(
      `${where}: ${value} is a LevelMap option, which a Rogue game never uses: leave it out, or give generator: "levelmap"`,
    );
  if (given.generator === 'levelmap')
    return new RangeError(`${where}: ${value}: a LevelMap game never uses it: leave it out`);
  const shown = key === 'name' ? ', or dos: a replay greets the player' : '';
  return new RangeError(
    `${where}: ${value} is the original's game's: rules "explore" never use it: leave it out, or give rules: "original"${shown}`,
  );
}

// A count (0 or more, a C int): the first clock's key and turns.
function count(where, key, value) {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > INT_MAX) {
    const Problem = typeof value === 'number' ? RangeError : TypeError;
    throw new Problem(
      `${where}: ${key} must be a whole number from 0 to ${INT_MAX}, not ${describe(value)}`,
    );
  }
  return value;
}

// A name as the C string the core checks (UTF-8; enough of a long one to be refused), or null
// (the core's default). A NUL cannot be in a C string: such a name is refused here.
function nameBytes(where, key, name) {
  if (name === undefined) return null;
  if (typeof name !== 'string')
    throw new TypeError(`${where}: ${key} must be a string, not ${describe(name)}`);
  const bytes = utf8.encode(name.slice(0, RANGES.name[1] + 1));
  if (bytes.includes(0)) throw textOptionError(where, TEXT_OPTIONS[key].status, { [key]: name });
  return bytes;
}

// ROGUE.OPT's macro: the keys F9 types, each a byte as act() takes it (1..255), as bytes.
function macroBytes(where, macro) {
  if (macro === undefined) return null;
  const rule = `a string of ${TEXT_OPTIONS.macro.rule}`;
  if (typeof macro !== 'string')
    throw new TypeError(`${where}: macro must be ${rule}, not ${describe(macro)}`);
  if (!TEXT_OPTIONS.macro.ok(macro))
    throw new RangeError(`${where}: macro must be ${rule}, not ${describe(macro)}`);
  return Uint8Array.from([...macro], (c) => c.codePointAt(0));
}

/** ROGUE.OPT's text read as the original reads it (delve_game_read_rogue_opt): the game options
 *  it gives, { name, fruit, macro, savefile, menu, screen }, each a string of characters
 *  U+0000..U+00FF, a byte each (the file's scorefile and drive do nothing in delve); a name,
 *  fruit or save file that a game refuses is refused here. text: the file's bytes, or a string
 *  of such characters (a file read as latin1). */
function readRogueOpt(core, text, where = 'delve.rogueOpt') {
  if (!(typeof text === 'string' || text instanceof Uint8Array))
    throw new TypeError(`${where}: text must be a string or a Uint8Array, not ${describe(text)}`);
  if (text.length > C.GAME_ROGUE_OPT_MAX)
    throw new RangeError(
      `${where}: text must be at most ${C.GAME_ROGUE_OPT_MAX} bytes (a ROGUE.OPT is a few lines), not ${text.length}`,
    );
  const bytes = typeof text === 'string' ? latin1Bytes(where, text) : text;
  const { exports: ex, layouts } = core,
    ro = layouts.delve_game_rogue_opt,
    opt = layouts.delve_game_options;
  // the options struct first (its ints aligned), the values, the text
  const at = ex.delve_wasm_alloc(opt.size + ro.size + bytes.length),
    values = at + opt.size;
  if (!at) throw new RangeError(`${where}: out of WebAssembly memory`);
  try {
    core.memory().set(bytes, values + ro.size);
    const st = ex.delve_game_read_rogue_opt(values + ro.size, bytes.length, values);
    if (st !== C.OK) throw new RangeError(`${where}: ${core.statusMessage(st)}`);
    ex.delve_game_rogue_opt_options(values, at);
    const mem = core.memory(),
      i32 = core.int32();
    const value = (key) => {
      let s = '';
      for (let i = values + ro.fields[key].offset; mem[i]; i++) s += String.fromCharCode(mem[i]);
      return s;
    };
    const word = (key, words) =>
      Object.keys(words).find((w) => words[w] === i32[(at + opt.fields[key].offset) >> 2]);
    const read = {
      name: value('name'),
      fruit: value('fruit'),
      macro: value('macro'),
      savefile: value('savefile'),
      menu: word('menu', MENUS),
      screen: word('screen', SCREENS),
    };
    // a value the original takes but a game of delve does not (a name in other bytes)
    for (const key of ['name', 'fruit', 'savefile'])
      if (!TEXT_OPTIONS[key].ok(read[key]))
        throw new RangeError(
          `${where}: the file's ${key} must be ${TEXT_OPTIONS[key].rule}, not ${describe(read[key])}`,
        );
    return read;
  } finally {
    ex.delve_wasm_free(at);
  }
}

/** The clock seed of the original's game begun at a DOS time (delve_game_clock_seed): text the
 *  time as DOS's TIME showed it, '14:32:07.55' (or 'H:MM', 'H:MM:SS'), or the seed itself. */
function readClockSeed(core, text, where = 'delve.clockSeed') {
  if (typeof text !== 'string')
    throw new TypeError(`${where}: text must be a string, not ${describe(text)}`);
  const refuse = (st) =>
    new RangeError(`${where}: ${core.statusMessage(st)}, not ${describe(text)}`);
  // a clock is printable ASCII (a few characters, spaces around them): anything else is none,
  // and is not passed as bytes (a NUL would end the text early, U+0134 be read as '4'), nor a
  // text so long into the core's memory
  if (!/^[ -~]{1,1024}$/.test(text)) throw refuse(C.ERR_CLOCK);
  const { exports: ex } = core;
  const seedSize = Int32Array.BYTES_PER_ELEMENT; // the seed's int, then the text
  const at = ex.delve_wasm_alloc(seedSize + text.length + 1);
  if (!at) throw new RangeError(`${where}: out of WebAssembly memory`);
  try {
    const mem = core.memory();
    for (let i = 0; i < text.length; i++) mem[at + seedSize + i] = text.charCodeAt(i);
    mem[at + seedSize + text.length] = 0;
    const st = ex.delve_game_clock_seed(at + seedSize, at);
    if (st !== C.OK) throw refuse(st);
    return core.int32()[at >> 2];
  } finally {
    ex.delve_wasm_free(at);
  }
}

function latin1Bytes(where, text) {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0xff)
      throw new RangeError(
        `${where}: text must be bytes, characters U+0000 to U+00FF (a file read as latin1), not ${describe(text[i])} at ${i}`,
      );
    bytes[i] = c;
  }
  return bytes;
}

// The fates of the score file (delve_game_score.fate) that are not a killer's code.
const FATES = { quit: 1, winner: 2 };

// The score file as the caller keeps it: an array of { gold, name, fate, level, rank } (fate: a
// killer's code 'A'..'Z', 'a' 'b' 'd' 'f' 's', or 'quit' or 'winner'), best first, or null (none:
// the original without its file). Here each entry's fields are read as delve_game_score's; the
// core says which breaks the score file's rule (delve_game_score_fault), and scoreError names it.
function scoreList(where, scores) {
  if (scores === undefined) return null;
  if (!Array.isArray(scores))
    throw new TypeError(`${where}: scores must be an array, not ${describe(scores)}`);
  if (scores.length > C.GAME_SCORES_MAX)
    throw new RangeError(
      `${where}: scores must be up to ${C.GAME_SCORES_MAX} entries, not ${scores.length}`,
    );
  return Array.from(scores, (e, i) => scoreEntry(where, e, i)); // a hole too (map skips them)
}

const [NAME_MIN, NAME_MAX] = RANGES.name;
const SCORE_KEYS = new OptionKeys(['gold', 'name', 'fate', 'level', 'rank']);
const FIGURES = ['gold', 'level', 'rank'];

// What each field of an entry must be, for the messages (the rule is the core's).
const SCORE_RULES = {
  name: `${NAME_MIN} to ${NAME_MAX} printable ASCII characters`,
  fate: `a killer's code (A-Z, or a, b, d, f, s), "quit" or "winner"`,
  gold: `a whole number from 0 to ${C.GAME_SCORE_GOLD_MAX}`,
  figure: `a whole number from 0 to ${C.GAME_SCORE_FIGURE_MAX}`,
};

// One entry of the list, every field given with its type, as delve_game_score: a fate as its
// code (0 for none that could be), a name as its bytes (no more than the array holds).
function scoreEntry(where, e, i) {
  const at = `scores[${i}]`;
  if (e === null || typeof e !== 'object' || Array.isArray(e))
    throw new TypeError(`${where}: ${at} must be an object, not ${describe(e)}`);
  optionsObject(`${where}: ${at}`, e, SCORE_KEYS);
  const fate =
    typeof e.fate !== 'string'
      ? 0
      : Object.hasOwn(FATES, e.fate)
        ? FATES[e.fate]
        : e.fate.length === 1 && e.fate.charCodeAt(0);
  if (!fate) throw scoreError(where, 'fate', i, e);
  if (typeof e.name !== 'string' || e.name.includes('\0')) throw scoreError(where, 'name', i, e);
  const [gold, level, rank] = FIGURES.map((k) => {
    if (e[k] === undefined)
      throw new TypeError(
        `${where}: ${at}.${k} must be given (${SCORE_RULES[k] ?? SCORE_RULES.figure})`,
      );
    if (!Number.isInteger(e[k]) || Math.abs(e[k]) > INT_MAX) throw scoreError(where, k, i, e);
    return e[k];
  });
  const name = utf8.encode(e.name).subarray(0, NAME_MAX + 1);
  return { gold, level, rank, fate, name };
}

// The error for the `field` of scores[i] (`e`), as delve_game_score_fault names it: a field's
// type is a TypeError, its range a RangeError, "order" the list not best first.
function scoreError(where, field, i, e) {
  const at = `scores[${i}]`;
  if (field === 'order')
    return new RangeError(
      `${where}: scores must be best first: ${at} has more gold than scores[${i - 1}]`,
    );
  const rule = SCORE_RULES[field] ?? SCORE_RULES.figure;
  const type = field === 'name' || field === 'fate' ? 'string' : 'number';
  const Problem = typeof e[field] !== type ? TypeError : RangeError;
  return new Problem(`${where}: ${at}.${field} must be ${rule}, not ${describe(e[field])}`);
}

// The error for the first entry of the list written at `at` that the core refuses
// (delve_game_score_fault), or null; `given`: the list as given.
function scoreFault(core, at, given) {
  const { exports: ex, layouts } = core;
  const size = layouts.delve_game_score.size;
  for (let i = 0; i < given.length; i++) {
    const field = core.cString(ex.delve_game_score_fault(at + i * size, i && at + (i - 1) * size));
    if (field) return scoreError('delve.game', field, i, given[i]);
  }
  return null;
}

// Writes the score list at `at` in WebAssembly memory (the options' block has room for it), for
// delve_game_options.scores: its address, or 0 when there is none.
function writeScores(core, scores, at) {
  const { layouts } = core;
  const size = layouts.delve_game_score.size;
  if (!scores) return 0;
  const mem = core.memory();
  scores.forEach((e, i) => {
    const base = at + i * size;
    writeFields(core.int32(), base, layouts.delve_game_score, {
      gold: e.gold,
      fate: e.fate,
      level: e.level,
      rank: e.rank,
    });
    mem.set(e.name, base + layouts.delve_game_score.fields.name.offset);
  });
  return at;
}

// The ranges of a game's map area, for messages: its columns by its map rows (delve_game.h),
// for the columns given (the default's when they are none the core takes).
function mapArea(cols) {
  const c = cols === C.ROGUE_NARROW_COLS ? cols : C.ROGUE_DEFAULTS.cols;
  return { width: [RANGES.width[0], c], height: [RANGES.height[0], mapRows(c)] };
}

// The pack's letters of the bits of a mask (delve_game_state.listed): bit i is letter a + i.
function letters(mask) {
  let s = '';
  for (let i = 0; mask >>> i; i++)
    if ((mask >>> i) & 1) s += String.fromCharCode('a'.charCodeAt(0) + i);
  return s;
}

// A game collected without destroy() gives its memory back then (destroy() frees it at once).
// A heap with no room for another game: what to do, and what the room is (the README's figure,
// which a test checks against the build: 256 MB a core at most, 62.6 KB a game).
const FULL =
  'out of WebAssembly memory: destroy() games you no longer need (a core holds 4186 games; another loadDelve() holds as many more)';

const unfreed = new FinalizationRegistry(({ ex, handle, state }) => {
  ex.delve_wasm_free(handle);
  ex.delve_wasm_free(state);
});

export class Game {
  /** ROGUE.OPT's game options (readRogueOpt), for delve.rogueOpt. */
  static rogueOpt = readRogueOpt;
  static clockSeed = readClockSeed;

  #core; // what the Delve instance shares: exports, layouts, memory(), int32(), names, actions
  #handle; // the delve_game
  #state; // a delve_game_state, filled by state()
  #ex;
  #original; // rules 'original': any key is taken
  #keys = new Uint8Array(64); // the codes of the keys played so far, a byte each: #played of them
  #played = 0;
  #text = ''; // keys() of the first #text.length, kept: a long game's keys() decodes only the new
  #options; // the options it was started with, as given (startOptions)

  // (from: the game clone() copies, for its copy; options are then not read)
  constructor(core, options, from = null) {
    const { exports: ex, layouts } = core;
    const where = from ? 'game.clone' : 'delve.game';
    const a = from ? null : gameArgs(where, options);
    this.#core = core;
    this.#ex = ex;
    this.#handle = ex.delve_wasm_alloc(layouts.delve_game.size);
    // the state, then the text state() reads the pack's names into: state() needs no memory
    this.#state = ex.delve_wasm_alloc(layouts.delve_game_state.size + C.GAME_MESSAGE_MAX);
    unfreed.register(this, { ex, handle: this.#handle, state: this.#state }, this);
    // the options struct, then the score list and the names it points to (the game keeps its own
    // copies): one block, freed once the game has started; none for a clone
    const optSize = from ? 0 : layouts.delve_game_options.size,
      scoresSize = (a?.scores?.length ?? 0) * layouts.delve_game_score.size;
    const textsSize = a
      ? [a.name, a.fruit, a.macro, a.savefile].reduce((n, t) => n + (t ? t.length + 1 : 0), 0)
      : 0;
    const opt = from ? 0 : ex.delve_wasm_alloc(optSize + scoresSize + textsSize);
    if (!this.#handle || !this.#state || (!from && !opt)) {
      ex.delve_wasm_free(opt);
      this.destroy();
      throw new RangeError(`${where}: ${FULL}`);
    }
    if (from) {
      this.#copy(from, layouts.delve_game.size);
      return;
    }
    let st, unused, fault;
    try {
      ({ st, unused, fault } = this.#start(core, a, opt, optSize, scoresSize));
    } catch (error) {
      this.destroy(); // whatever went wrong, nothing is left allocated
      throw error;
    } finally {
      ex.delve_wasm_free(opt);
    }
    if (st !== C.OK) {
      this.destroy();
      throw (
        fault ??
        (unused ? unusedError('delve.game', unused, a.given) : null) ??
        textOptionError('delve.game', st, a.given) ??
        optionError('delve.game', st, a.given, a.area) ??
        new RangeError(`delve.game: ${core.statusMessage(st)}`)
      );
    }
    // the core's default, or as asked: the one field read (state() reads all, pack and all)
    ex.delve_game_get_state(this.#handle, this.#state);
    const rules = layouts.delve_game_state.fields.rules;
    this.#original = RULES_NAMES[core.int32()[(this.#state + rules.offset) >> 2]] === 'original';
    // (the score list as the core took it: the caller's entries are read once)
    this.#options = startOptions({ ...a.given, scores: a.given.scores && this.scores() });
    this.#playKeys(a.given.keys);
  }

  // This game made the copy of `from`: a delve_game holds no pointer, so its bytes are the game.
  #copy(from, size) {
    this.#core.memory().copyWithin(this.#handle, from.#handle, from.#handle + size);
    this.#original = from.#original;
    this.#options = from.#options;
    this.#keys = from.#keys.slice();
    this.#played = from.#played;
    this.#text = from.#text;
  }

  /** A copy of the game as it is now, which plays on by itself: a snapshot to search from or go
   *  back to (it takes as much WebAssembly memory as a new game: destroy() it too). */
  clone() {
    this.#live('clone');
    return new Game(this.#core, undefined, this);
  }

  // The options (gameArgs' a) written into the block at opt, the options struct (optSize), the
  // score list (scoresSize) and the names' bytes, and the game started: { st, its status;
  // unused, the option it never uses; fault, a score list's error }.
  #start(core, a, opt, optSize, scoresSize) {
    const ex = this.#ex,
      mem = core.memory();
    let at = opt + optSize + scoresSize;
    const text = (bytes) => {
      if (!bytes) return 0;
      mem.set(bytes, at); // NUL-ended: the allocation is zeroed
      at += bytes.length + 1;
      return at - bytes.length - 1; // its address
    };
    const fields = {
      name: text(a.name),
      fruit: text(a.fruit),
      macro: text(a.macro),
      savefile: text(a.savefile),
      generator: a.generator,
      depth: a.depth,
      mode: a.mode,
      cols: a.cols,
      dos: a.dos,
      rules: a.rules,
      first_clock: a.firstClock,
      first_clock_turns: a.firstClockTurns,
      year: a.year,
      menu: a.menu,
      screen: a.screen,
      credits: a.credits,
      scores: writeScores(core, a.scores, opt + optSize),
      n_scores: a.scores?.length ?? 0,
    };
    const optLayout = core.layouts.delve_game_options,
      levelmap = optLayout.fields.levelmap;
    writeFields(core.int32(), opt, optLayout, fields);
    writeFields(core.int32(), opt + levelmap.offset, levelmap.layout, a.levelmap);
    const st = ex.delve_game_start(this.#handle, a.seed, opt);
    return {
      st,
      unused: st === C.ERR_UNUSED_OPTION ? core.cString(ex.delve_game_unused_option(opt)) : '',
      fault: st === C.ERR_SCORES ? scoreFault(core, fields.scores, a.given.scores) : null,
    };
  }

  // The keys option: played one by one, as act() plays them; a bad one is named by its place.
  #playKeys(keys) {
    if (keys === undefined) return;
    if (typeof keys !== 'string') {
      this.destroy();
      throw new TypeError(`delve.game: keys must be a string of keys, not ${describe(keys)}`);
    }
    // by character, so that one outside the BMP (an emoji) is named whole, not by its first half
    let i = 0; // its place, in the string's code units
    for (const key of keys) {
      try {
        this.act(key);
      } catch (error) {
        this.destroy();
        error.message = error.message.replace(/^game\.act: /, `delve.game: keys[${i}]: `);
        throw error;
      }
      i += key.length;
    }
  }

  #live(where) {
    if (!this.#handle) throw new TypeError(`game.${where}: this game was destroyed`);
  }

  /** Plays one action: 'h' 'j' 'k' 'l' 'y' 'u' 'b' 'n' move, capitals run, 's' searches,
   *  '>' descends, '.' rests, 'i' shows the pack (a space or a lower-case action returns from
   *  it; other actions do nothing there), ' ' does nothing. Returns what happened: { moved,
   *  turn, message, descended, pickedUp, found, trapped, blocked }. */
  act(action) {
    this.#live('act');
    const actions = this.#core.actions;
    if (this.#original) {
      // the original reads any key: one character, a byte a PC keyboard gives
      if (typeof action !== 'string')
        throw new TypeError(`game.act: a key must be a one-character string, not ${typeof action}`);
      const c = action.length === 1 ? action.charCodeAt(0) : -1;
      if (c < 1 || c > C.GAME_KEY_MAX) {
        throw new RangeError(
          `game.act: ${describe(action)} is not a key of a PC keyboard (one character, codes 1 to ${C.GAME_KEY_MAX})`,
        );
      }
    } else if (typeof action !== 'string') {
      throw new TypeError(`game.act: action must be one of "${actions}", not ${typeof action}`);
    } else if (action.length !== 1 || !actions.includes(action)) {
      throw new RangeError(`game.act: action must be one of "${actions}", not ${describe(action)}`);
    }
    const code = action.charCodeAt(0);
    let r;
    try {
      r = this.#ex.delve_game_act(this.#handle, code);
    } catch (e) {
      throw trapped('game.act', e);
    }
    if (r < 0) throw new Error(`game.act: ${this.#core.statusMessage(r)}`);
    if (this.#played === this.#keys.length) {
      const more = new Uint8Array(this.#played * 2);
      more.set(this.#keys);
      this.#keys = more;
    }
    this.#keys[this.#played++] = code;
    return actResult(r);
  }

  /** What the next key answers, as state().prompt names it ('command', 'more', ... 'over' once
   *  the game has ended), read alone: cheap enough to ask after every key, where state() builds
   *  the whole state, pack and all. */
  prompt() {
    this.#live('prompt');
    return PROMPTS[this.#ex.delve_game_prompt(this.#handle)];
  }

  /** The options the game was started with, as given but for keys (and those given as
   *  undefined): delve.game({ ...game.options(), keys: game.keys() }) is this game again, as it
   *  is now (a clone's are its original's). A new object each call. */
  options() {
    this.#live('options');
    return startOptions(this.#options);
  }

  /** The keys played so far, the keys option's first, as one string: delve.game with the same
   *  options and these keys gives this game again. */
  keys() {
    this.#live('keys');
    const chunk = 4096; // String.fromCharCode takes its codes as arguments
    for (let i = this.#text.length; i < this.#played; i += chunk)
      this.#text += String.fromCharCode(
        ...this.#keys.subarray(i, Math.min(i + chunk, this.#played)),
      );
    return this.#text;
  }

  /** The text screen: views into WebAssembly memory, valid until the next action.
   *  { cols, rows, chars: Uint8Array (CP437), attrs: Uint8Array (PC colours), cursor: the
   *  cell of the original's cursor while a line is typed, else -1 (a number, not a view) }. */
  screen() {
    this.#live('screen');
    const ex = this.#ex;
    const cols = ex.delve_game_cols(this.#handle);
    const rows = ex.delve_game_rows(this.#handle);
    const mem = this.#core.memory();
    const chars = ex.delve_game_chars(this.#handle);
    const attrs = ex.delve_game_attrs(this.#handle);
    return {
      cols,
      rows,
      chars: mem.subarray(chars, chars + cols * rows),
      attrs: mem.subarray(attrs, attrs + cols * rows),
      cursor: ex.delve_game_cursor(this.#handle),
    };
  }

  /** The screen as rows of Unicode text. */
  text() {
    this.#live('text');
    const ex = this.#ex;
    const cols = ex.delve_game_cols(this.#handle);
    return this.#core.textRows(
      ex.delve_game_chars(this.#handle),
      cols,
      ex.delve_game_rows(this.#handle),
    );
  }

  /** { generator, depth, mode, cols, seed, x, y, gold, turns, held, items: {kind: count}, dos,
   *  inventory, pack, discoveries, message, prompt, listed } (dos: the replayed clock seed, 0
   *  for a seeded game; inventory: the pack is on screen; pack: [{ letter, kind, which, count,
   *  name, realName, known, charges, inUse }], see #pack; discoveries: see #discoveries;
   *  listed: the letters an object's question lists). */
  state() {
    this.#live('state');
    const core = this.#core;
    this.#ex.delve_game_get_state(this.#handle, this.#state);
    const i32 = core.int32(),
      f = words(core.layouts.delve_game_state),
      s = this.#state >> 2,
      over = i32[s + f.over],
      score = i32[s + f.score];
    const items = {};
    for (let k = 0; k < C.ITEM_KINDS; k++) items[core.itemNames[k]] = i32[s + f.items + k];
    // one object literal, each field read from memory by its place, named where it is read (one
    // shape there, where a shared reader's f[field] took every name: a third of the call): made
    // field by field (a generic reader, renames, Object.fromEntries) it took fifty times the turn
    return {
      generator: generatorName(i32[s + f.generator]),
      depth: i32[s + f.depth],
      mode: modeName(i32[s + f.mode]),
      cols: i32[s + f.cols],
      seed: i32[s + f.seed] >>> 0,
      dos: i32[s + f.dos],
      x: i32[s + f.x],
      y: i32[s + f.y],
      gold: i32[s + f.gold],
      turns: i32[s + f.turns],
      items,
      held: i32[s + f.held],
      inventory: i32[s + f.inventory] === 1,
      message: core.cString(i32[s + f.message]),
      rules: RULES_NAMES[i32[s + f.rules]],
      hp: i32[s + f.hp],
      maxHp: i32[s + f.max_hp],
      str: i32[s + f.str],
      maxStr: i32[s + f.max_str],
      armor: i32[s + f.armor],
      level: i32[s + f.level],
      exp: i32[s + f.exp],
      hunger: HUNGER[i32[s + f.hunger]],
      over: over ? (OVER[over] ?? String.fromCharCode(over)) : null,
      score: score >= 0 ? score : null,
      prompt: PROMPTS[i32[s + f.prompt]],
      listed: letters(i32[s + f.listed]),
      pack: this.#pack(),
      discoveries: this.#discoveries(),
    };
  }

  /** The score list: the caller's scores option, with this game's put in once its Hall of
   *  Fame was shown (state().score is its place). [{ gold, name, fate, level, rank }] */
  scores() {
    this.#live('scores');
    const ex = this.#ex,
      core = this.#core;
    const fates = Object.fromEntries(Object.entries(FATES).map(([w, v]) => [v, w]));
    return Array.from({ length: ex.delve_game_score_count(this.#handle) }, (_, i) => {
      const at = ex.delve_game_score_entry(this.#handle, i);
      const e = readStruct(ex.memory.buffer, at, core.layouts.delve_game_score);
      const name = at + core.layouts.delve_game_score.fields.name.offset;
      return {
        gold: e.gold,
        name: core.cString(name),
        fate: fates[e.fate] ?? String.fromCharCode(e.fate),
        level: e.level,
        rank: e.rank,
      };
    });
  }

  // The pack, as the inventory lists it: letter, kind, subtype, count, the name shown, the
  // name once identified, whether its bonuses or charges are known, a stick's (or a vorpalised
  // weapon's) charges, and 'worn' / 'wielded' / 'left hand' / 'right hand' / null.
  #pack() {
    const ex = this.#ex,
      core = this.#core,
      pack = [];
    const n = ex.delve_game_pack_size(this.#handle);
    const buf = this.#buffer();
    const text = (f, ...args) => {
      f(this.#handle, ...args, buf, C.GAME_MESSAGE_MAX);
      return core.cString(buf);
    };
    const f = words(core.layouts.delve_game_object);
    for (let i = 0; i < n; i++) {
      const p = ex.delve_game_pack(this.#handle, i) >> 2,
        name = text(ex.delve_game_pack_name, i),
        realName = text(ex.delve_game_pack_real_name, i);
      const i32 = core.int32(), // after the calls: a call may grow the memory
        kind = i32[p + f.kind];
      const charged = kind === C.ITEM_STICK || (kind === C.ITEM_WEAPON && i32[p + f.enemy] !== 0);
      pack.push({
        letter: String.fromCharCode(FIRST_LETTER + i),
        kind: core.itemNames[kind],
        which: i32[p + f.which],
        count: i32[p + f.count],
        name,
        realName,
        known: i32[p + f.known] !== 0,
        charges: charged ? i32[p + f.armor_class] : null,
        inUse: IN_USE[i32[p + f.in_use]] ?? null,
      });
    }
    return pack;
  }

  // The kinds the player has identified or named (the original's D list, in the tables' order):
  // kind, subtype, the name the list shows, 'identified' or 'guessed'.
  #discoveries() {
    const ex = this.#ex,
      core = this.#core,
      found = [];
    const buf = this.#buffer();
    for (const [kind, kinds] of DISCOVERABLE)
      for (let which = 0; which < kinds; which++) {
        const known = ex.delve_game_kind_known(this.#handle, kind, which);
        if (known <= 0) continue;
        ex.delve_game_kind_name(this.#handle, kind, which, buf, C.GAME_MESSAGE_MAX);
        found.push({
          kind: core.itemNames[kind],
          which,
          name: core.cString(buf),
          known: KNOWN[known - 1],
        });
      }
    return found;
  }

  // The text the pack's and the discoveries' names are read into, after the state's struct.
  #buffer() {
    return this.#state + this.#core.layouts.delve_game_state.size;
  }

  /** The level being played, at its depth, as generated (the object delve.rogue or
   *  delve.levelmap returns for it; a replayed clock's levels below the first come from its
   *  play, not a seed). */
  level() {
    this.#live('level');
    return this.#core.levelOf(this.#handle);
  }

  /** Frees the game's WebAssembly memory; later calls throw TypeError; twice is fine. */
  destroy() {
    if (!this.#handle && !this.#state) return;
    unfreed.unregister(this);
    this.#ex.delve_wasm_free(this.#handle);
    this.#ex.delve_wasm_free(this.#state);
    this.#handle = this.#state = 0;
  }
}
