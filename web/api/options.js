// The JS API's option objects: what C cannot say. JavaScript's types are checked here (a value of
// the wrong type throws TypeError, a number that is no whole number RangeError), and each value
// is turned into what the core's options structs take; the ranges, defaults and rules are the
// core's (its resolve functions check every struct, web/api/constants.js has its numbers), and
// when the core refuses a value, the RangeError says so in JavaScript's words, naming the option.
// Nothing here touches the DOM.
import * as C from './constants.js';

// A bad value as a message shows it: short (a huge string stays out of the message).
export function describe(value) {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'bigint') return describe(`${value}n`).slice(1, -1); // cut as a string
  if (typeof value === 'function') return 'a function'; // not its source
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}

/** The option names a call takes, for optionsObject. It also remembers the names of the last
 *  options object it accepted, in their order: a caller's objects mostly have one shape, and
 *  comparing names with those (the same strings) costs less than looking each up in the set. */
export class OptionKeys extends Set {
  last = [];
}

// Checks that options is undefined or a plain object whose own keys are all in knownKeys (an
// OptionKeys); returns it ({} for undefined).
export function optionsObject(where, options, knownKeys) {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`${where}: options must be an object, not ${describe(options)}`);
  }
  const last = knownKeys.last;
  let i = 0;
  for (const key in options) {
    if (key !== last[i]) {
      if (knownKeys.has(key)) last[i] = key;
      else if (Object.hasOwn(options, key)) {
        throw new TypeError(
          `${where}: unknown option ${describe(key)}; the options are ${[...knownKeys].join(', ')}`,
        );
      }
    }
    i++;
  }
  return options;
}

/** The words of the modes and generators, in the order of their values. */
export const MODES = Object.keys(C.MODES);
export const GENERATORS = Object.keys(C.GENERATORS);
/** The LevelMap generator's options, as the JS API and the widget's attributes name them. */
export const LEVELMAP_OPTIONS = [
  'width',
  'height',
  'corridor',
  'combined',
  'cellsize',
  'natural',
  'doors',
  'voids',
  'entrances',
  'textures',
];

/** The rules a Rogue game plays by (delve.game's rules): the original's game, or a walk. */
export const RULES = ['original', 'explore'];
/** ROGUE.OPT's menu, how the original asks for an object, and its screen (the JS API's words for
 *  delve_game_options.menu and .screen; the first of each is the default). */
export const MENUS = { on: C.MENU_ON, sel: C.MENU_SEL, off: C.MENU_OFF };
export const SCREENS = { color: C.SCREEN_COLOR, bw: C.SCREEN_BW };
/** ROGUE.OPT's options that are words (a link's and a widget's text names them). */
export const ROGUE_OPT_WORDS = { menu: MENUS, screen: SCREENS };

/** A seed is any 32-bit unsigned value (the C type of every seed argument). */
export const SEED_MAX = 2 ** 32 - 1;
/** The range of every whole-number option, as a caller gives it: the core's, and the seed's. */
export const RANGES = { seed: [0, SEED_MAX], ...C.RANGES };
/** The C int, into which every option field is written. */
export const INT_MAX = 2 ** 31 - 1;

/** The word of a mode or generator value (delve_rogue_level.mode, delve_game_state.generator). */
export const modeName = (value) => MODES.find((m) => C.MODES[m] === value);
export const generatorName = (value) => GENERATORS.find((g) => C.GENERATORS[g] === value);

/** The mode a level of this kind gets when none is asked for: the core's default. */
export const defaultMode = (dos) => modeName((dos ? C.REPLAY_DEFAULTS : C.ROGUE_DEFAULTS).mode);

/** The map rows of a level (or a game's map area) `cols` columns wide. */
export const mapRows = (cols) =>
  cols === C.ROGUE_NARROW_COLS ? C.ROGUE_NARROW_ROWS : C.ROGUE_ROWS;

// What a whole-number option allows, in words ("an integer from 1 to 999", "80 or 40").
function allowed(key, range = RANGES[key]) {
  if (key === 'cols') return `${C.ROGUE_COLS} or ${C.ROGUE_NARROW_COLS}`;
  return `an integer from ${range[0]} to ${range[1]}`;
}

// The seed: required, a whole number of the C type uint32_t; `dos`: a Rogue level's or game's,
// which the original's clock seed may name instead.
export function seedOf(where, value, dos = false) {
  if (value === undefined) {
    const or = dos ? `, or dos (the original game's clock seed, ${allowed('dos')})` : '';
    throw new TypeError(`${where}: seed is required: an integer from 0 to ${SEED_MAX}${or}`);
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > SEED_MAX) {
    const Problem = typeof value === 'number' ? RangeError : TypeError;
    throw new Problem(
      `${where}: seed must be an integer from 0 to ${SEED_MAX}, not ${describe(value)}`,
    );
  }
  return value;
}

/** Option `key`'s value as an options struct takes it: absent, 0 (the core's default); given,
 *  as delve_option_value (delve.h) gives it: a real 0 as DELVE_NONE (the core refuses it where
 *  there is no 0), DELVE_NONE itself and numbers past the C int as numbers the core refuses.
 *  (Messages are built only on failure: this runs for every level.) */
export function number(where, key, value, range) {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    const Problem = typeof value === 'number' ? RangeError : TypeError;
    throw new Problem(`${where}: ${key} must be ${allowed(key, range)}, not ${describe(value)}`);
  }
  if (value === 0) return C.NONE;
  return value === C.NONE || value < -INT_MAX ? -INT_MAX : value > INT_MAX ? INT_MAX : value;
}

/** A word option's value (mode, generator) as its number in `words` ({ word: number });
 *  absent, 0 (the core's default). */
export function word(where, key, value, words) {
  if (value === undefined) return 0;
  if (typeof value !== 'string' || !Object.hasOwn(words, value)) {
    const Problem = typeof value === 'string' ? RangeError : TypeError;
    const list = Object.keys(words)
      .map((w) => JSON.stringify(w))
      .join(' or ');
    throw new Problem(`${where}: ${key} must be ${list}, not ${describe(value)}`);
  }
  return words[value];
}

export function boolean(where, key, value, def) {
  if (value === undefined) return def;
  if (typeof value !== 'boolean')
    throw new TypeError(`${where}: ${key} must be true or false, not ${describe(value)}`);
  return value;
}

// The option each of the core's option statuses is about (the game's only in delve.wasm; the
// text options' are text-options.js's).
const STATUS_KEYS = {
  [C.ERR_DEPTH]: 'depth',
  [C.ERR_MODE]: 'mode',
  [C.ERR_COLS]: 'cols',
  [C.ERR_DOS]: 'dos',
  [C.ERR_WIDTH]: 'width',
  [C.ERR_HEIGHT]: 'height',
  [C.ERR_CORRIDOR]: 'corridor',
  [C.ERR_COMBINED]: 'combined',
  [C.ERR_CELLSIZE]: 'cellsize',
  [C.ERR_ENTRANCES]: 'entrances',
  [C.ERR_SCALE]: 'scale',
  [C.ERR_GENERATOR]: 'generator',
  [C.ERR_YEAR]: 'year',
};

/** The RangeError for an options struct the core refused with `status`: the option it names,
 *  given (the values the caller gave: { key: value }) and what the core allows; `ranges` for
 *  ranges that depend on the other options (a game's map area). null for a status that is no
 *  option's. */
export function optionError(where, status, given, ranges = {}) {
  const key = STATUS_KEYS[status],
    value = given[key];
  if (status === C.ERR_DOS_DEPTH) {
    return new RangeError(
      `${where}: a replay (dos) is the original's level 1 only: leave out depth (its later levels depended on play)`,
    );
  }
  if (status === C.ERR_RULES) {
    return new RangeError(
      `${where}: a LevelMap game is a walk: leave out rules or give rules "explore" ("original" is a Rogue game's)`,
    );
  }
  if (status === C.ERR_DOS_GENERATOR)
    return new RangeError(`${where}: a replay (dos) is a Rogue game: leave out generator or dos`);
  if (status === C.ERR_FIRST_CLOCK)
    // (each is 0 or more, as the API checked)
    return new RangeError(
      `${where}: firstClockTurns counts turns into the work of key firstClock - 1: give firstClock (1 or more) with it, or leave it out`,
    );
  if (key !== 'cols' && !RANGES[key]) return null;
  const why = key === 'dos' && value === 0 ? ': the original hangs on a clock seed of 0' : '';
  return new RangeError(
    `${where}: ${key} must be ${allowed(key, ranges[key] ?? RANGES[key])}, not ${describe(value)}${why}`,
  );
}

/** A seed picked at random, for a new dungeon nobody asked for by number. */
export function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/** The clock seed (dos) a random seed (randomSeed's) picks, for an original game of any clock. */
export function clockOf(seed) {
  const [min, max] = RANGES.dos;
  return min + (seed % max);
}

/** An option given as text (an element's attribute, a URL's parameter), as the JS API takes it:
 *  kind 'int' (digits, within RANGES[name] or `range`), 'flag' ("", "true" or the name: true;
 *  "false": false) or a list of the allowed words. Bad text throws RangeError, quoting it. */
export function fromText(name, text, kind, range = RANGES[name]) {
  if (kind === 'int') {
    const [min, max] = range;
    if (/^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max)
      return Number(text);
    throw new RangeError(`${name}=${describe(text)}: must be a whole number from ${min} to ${max}`);
  }
  if (kind === 'flag') {
    if (text === '' || text === 'true' || text === name) return true;
    if (text === 'false') return false;
    throw new RangeError(`${name}=${describe(text)}: must be present, "true" or "false"`);
  }
  if (kind.includes(text)) return text;
  throw new RangeError(`${name}=${describe(text)}: must be ${kind.join(' or ')}`);
}

// The level's identity from the values given: { seed, dos } from either `seed` or `dos` (a
// replay of the original game with that clock seed: its level 1; the core takes the seed from
// dos), and the mode and depth, as the core's struct fields, into `into` (a game's generator
// already there: a LevelMap walk has no dos).
export function seedFields(where, given, into) {
  if (given.dos === undefined) {
    into.seed = seedOf(where, given.seed, into.generator !== C.GENERATORS.levelmap);
    into.dos = 0;
  } else {
    if (given.seed !== undefined) throw new TypeError(`${where}: give seed or dos, not both`);
    into.seed = 0;
    into.dos = number(where, 'dos', given.dos);
  }
  into.mode = word(where, 'mode', given.mode, C.MODES);
  into.depth = number(where, 'depth', given.depth);
  return into;
}

// The LevelMap options shared by delve.levelmap and delve.game, from the values given, as the
// core's struct fields (no_doors for doors), into `into`; `ranges`: those that differ from
// RANGES (a game's map area), for messages. (Unrolled, as the readers of options are: this runs
// for every level.)
export function levelmapFields(where, given, into, ranges = {}) {
  into.width = number(where, 'width', given.width, ranges.width);
  into.height = number(where, 'height', given.height, ranges.height);
  into.corridor = number(where, 'corridor', given.corridor);
  into.combined = number(where, 'combined', given.combined);
  into.cellsize = number(where, 'cellsize', given.cellsize);
  into.entrances = number(where, 'entrances', given.entrances);
  // `? 1 : 0`, not `+`: V8 compiled + of a boolean to a call (ToNumber), for every level
  into.natural = boolean(where, 'natural', given.natural, false) ? 1 : 0;
  into.no_doors = boolean(where, 'doors', given.doors, true) ? 0 : 1;
  into.voids = boolean(where, 'voids', given.voids, false) ? 1 : 0;
  return into;
}
