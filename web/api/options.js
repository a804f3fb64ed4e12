// Validation of the JS API's option objects: a wrong type throws TypeError, a value out of range
// RangeError, each message naming the option and what is allowed. Nothing here touches the DOM.

// A bad value as a message shows it: short (a huge string stays out of the message).
export function describe(value) {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}

// Checks that options is undefined or a plain object whose keys are all in the Set knownKeys;
// returns it ({} for undefined).
export function optionsObject(where, options, knownKeys) {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`${where}: options must be an object, not ${describe(options)}`);
  }
  for (const key in options) {
    if (Object.hasOwn(options, key) && !knownKeys.has(key)) {
      throw new TypeError(`${where}: unknown option "${key}"; the options are ${[...knownKeys].join(', ')}`);
    }
  }
  return options;
}

// An integer option in min..max; undefined gives def (or throws when def is undefined).
// (Messages are built only on failure: these checks run on every level a caller makes.)
export function integer(where, options, key, min, max, def) {
  const value = options[key];
  if (value === undefined) {
    if (def === undefined) throw new TypeError(`${where}: ${key} is required: an integer from ${min} to ${max}`);
    return def;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const Problem = typeof value === 'number' ? RangeError : TypeError;
    throw new Problem(`${where}: ${key} must be an integer from ${min} to ${max}, not ${describe(value)}`);
  }
  return value;
}

// One of a list of allowed values (strings or numbers); undefined gives def.
export function choice(where, options, key, allowed, def) {
  const value = options[key];
  if (value === undefined) return def;
  if (typeof value !== typeof allowed[0] || !allowed.includes(value)) {
    const Problem = typeof value === typeof allowed[0] ? RangeError : TypeError;
    const list = allowed.map((v) => JSON.stringify(v)).join(' or ');
    throw new Problem(`${where}: ${key} must be ${list}, not ${describe(value)}`);
  }
  return value;
}

export function boolean(where, options, key, def) {
  const value = options[key];
  if (value === undefined) return def;
  if (typeof value !== 'boolean') throw new TypeError(`${where}: ${key} must be true or false, not ${describe(value)}`);
  return value;
}

export const SEED_MAX = 4294967295;
const DOS_MAX = 32767;
export const MODES = ['fixed', 'classic']; // DELVE_MODE_FIXED (1) and DELVE_MODE_CLASSIC (2)
export const GENERATORS = ['rogue', 'levelmap']; // DELVE_GEN_ROGUE (0), DELVE_GEN_LEVELMAP (1)

/** The range of every whole-number option, the one home of these limits in JavaScript (the
 *  core's own are in its status messages). A game's LevelMap height stops at its map area. */
export const RANGES = {
  seed: [0, SEED_MAX], dos: [1, DOS_MAX], depth: [1, 999], width: [9, 80], height: [9, 80],
  corridor: [0, 100], combined: [0, 100], cellsize: [1, 3], entrances: [0, 4],
};

/** A seed picked at random, for a new dungeon nobody asked for by number. */
export function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/** An option given as text (an element's attribute, a URL's parameter), as the JS API takes it:
 *  kind 'int' (digits, within RANGES[name] or `range`), 'flag' ("", "true" or the name: true;
 *  "false": false) or a list of the allowed words. Bad text throws RangeError, quoting it. */
export function fromText(name, text, kind, range = RANGES[name]) {
  if (kind === 'int') {
    const [min, max] = range;
    if (/^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max) return Number(text);
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

// The level's identity: { seed, dos, mode } from either `seed` or `dos` (a replay of the
// original game with that clock seed: its level 1, classic mode by default, seed = dos).
export function seedFields(where, options, into) {
  const dos = options.dos;
  if (dos === undefined) {
    into.seed = integer(where, options, 'seed', RANGES.seed[0], RANGES.seed[1]);
    into.dos = 0;
  } else {
    if (options.seed !== undefined) throw new TypeError(`${where}: give seed or dos, not both`);
    if (dos === 0) throw new RangeError(`${where}: dos must be an integer from 1 to ${DOS_MAX}, not 0: the original hangs on a clock seed of 0`);
    into.dos = into.seed = integer(where, options, 'dos', RANGES.dos[0], RANGES.dos[1]);
  }
  into.mode = choice(where, options, 'mode', MODES, into.dos ? 'classic' : 'fixed');
  into.depth = integer(where, options, 'depth', RANGES.depth[0], RANGES.depth[1], 1);
  if (into.dos && into.depth !== 1) {
    throw new RangeError(`${where}: a replay (dos) is the original's level 1 only: leave out depth (its later levels depended on play)`);
  }
  return into;
}

// A chance in percent, 0..100 (default 50), as the core takes it: 0 means "default" there, so a
// real 0 % travels as DELVE_NONE (-1).
export function percent(where, options, key) {
  const range = RANGES[key], value = integer(where, options, key, range[0], range[1], 50);
  return value === 0 ? -1 : value;
}

// The LevelMap options shared by delve.levelmap and delve.game (sides up to maxWidth x maxHeight;
// 0 = the core's default size), added to the object `into`, which is returned.
export function levelmapFields(where, options, maxWidth, maxHeight, into) {
  into.width = integer(where, options, 'width', RANGES.width[0], maxWidth, 0);
  into.height = integer(where, options, 'height', RANGES.height[0], maxHeight, 0);
  into.corridor = percent(where, options, 'corridor');
  into.combined = percent(where, options, 'combined');
  into.cellsize = integer(where, options, 'cellsize', RANGES.cellsize[0], RANGES.cellsize[1], 2);
  into.natural = boolean(where, options, 'natural', false);
  into.doors = boolean(where, options, 'doors', true);
  into.voids = boolean(where, options, 'voids', false);
  into.entrances = integer(where, options, 'entrances', RANGES.entrances[0], RANGES.entrances[1], 0);
  return into;
}
