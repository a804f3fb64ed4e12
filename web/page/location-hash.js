// The page's URL fragment, e.g. #seed=42&depth=3&gen=levelmap, or #dos=4651 (the original game
// with that clock seed), and a game's keys (#dos=4651&keys=…, web/view/key-text.js), so a level
// or a game to its current screen can be shared and reloaded; &watch replays the keys to watch
// (&at=N: from key N).
// DOM-free; each value is read by the JS API's own rules (fromText); a bad one falls back to its
// default (a bad clock to a clock picked at random), reported in `problems`, never thrown.
import {
  describe,
  fromText,
  defaultMode,
  MODES,
  GENERATORS,
  RULES,
  ROGUE_OPT_WORDS,
  INT_MAX,
  clockOf,
} from '../api/options.js';
import { TEXT_OPTIONS } from '../api/text-options.js';
import { GAME_DEFAULTS } from '../api/constants.js';

// The game options a link may name beyond its level, each a text or a count; their defaults
// are the core's (constants.js GAME_DEFAULTS), so a link names only what differs.
const NAMES = ['name', 'fruit'];
const COUNTS = ['firstClock', 'firstClockTurns'];
// ROGUE.OPT's (the original's game's only): words, and texts
const WORDS = Object.fromEntries(
  Object.entries(ROGUE_OPT_WORDS).map(([key, words]) => [key, Object.keys(words)]),
);
const ROGUE_OPT = [...Object.keys(WORDS), 'savefile', 'macro'];
// the original's game's start at its credits screen, which asks the name (a flag: &credits)
const FLAGS = ['credits'];
const ORIGINAL_ONLY = [...COUNTS, ...ROGUE_OPT, ...FLAGS];
/** The game options a link may carry beyond its level (the original's game's). */
export const LINK_OPTIONS = [...NAMES, ...ORIGINAL_ONLY];
/** The options a person sets for a game (the page's Clock box): name, fruit, ROGUE.OPT's and
 *  the credits screen. */
export const PLAYER_OPTIONS = [...NAMES, ...ROGUE_OPT, ...FLAGS];

/** A player option's default: a flag's false, a word's first (menu 'on', screen 'color'), or
 *  the core's. */
export function optionDefault(key) {
  return FLAGS.includes(key) ? false : (WORDS[key]?.[0] ?? GAME_DEFAULTS[key]);
}

/** start with each of `options` (PLAYER_OPTIONS' values) set, or left out where it is the
 *  default: a link names only what differs. */
export function withOptions(start, options) {
  const out = { ...start };
  for (const [key, value] of Object.entries(options))
    if (value === optionDefault(key)) delete out[key];
    else out[key] = value;
  return out;
}

// The options beyond the level that `params` names, into `into`: { keys, watch, name, ... }.
function gameParts(params, read, problems, into, decodeKeys) {
  into.keys = '';
  if (params.has('keys')) {
    if (typeof decodeKeys !== 'function')
      throw new TypeError('parseHash: a link with keys needs decodeKeys (web/view/key-text.js)');
    try {
      into.keys = decodeKeys(params.get('keys'));
    } catch (error) {
      problems.push(`keys=…: ${error.message.replace(/^keys /, '')}`);
    }
  }
  into.watch = read('watch', 'flag', false);
  into.at = read('at', 'int', 0, [0, INT_MAX]); // the key a watched game stopped at
  if (into.at && !into.watch) {
    problems.push('at is ignored: it is where a watched game (&watch) stopped');
    into.at = 0;
  }
  // a watched game's link ends with its keys (formatGameHash): one without was cut before them
  if (into.watch && !params.has('keys')) {
    problems.push('watch is ignored: the link has no keys to watch (cut short before them?)');
    into.watch = false;
    into.at = 0;
  }
  for (const key of COUNTS) {
    const n = read(key, 'int', 0, [0, INT_MAX]);
    if (n) into[key] = n;
  }
  if (into.firstClockTurns && !into.firstClock) {
    problems.push(
      'firstClockTurns is ignored: it counts turns into the work of key firstClock - 1 (no firstClock)',
    );
    delete into.firstClockTurns;
  }
  for (const [key, words] of Object.entries(WORDS)) {
    const word = read(key, words, words[0]);
    if (word !== words[0]) into[key] = word;
  }
  for (const key of FLAGS) if (read(key, 'flag', false)) into[key] = true;
  for (const key of [...NAMES, 'savefile', 'macro']) {
    if (!params.has(key)) continue;
    const text = params.get(key);
    if (TEXT_OPTIONS[key].ok(text)) into[key] = text;
    else problems.push(`${key}=…: must be ${TEXT_OPTIONS[key].rule}`);
  }
  return into;
}

/** An error's message without the API call it names ("delve.clockSeed: "), to say to a person. */
export const reasonOf = (error) => error.message.replace(/^[\w.]+: /, '');

// A link's clock seed: a number, or a DOS time read by the caller's clockSeed; 0 for none.
function readDos(text, read, clockSeed, problems) {
  if (text === null || !isClockTime(text)) return read('dos', 'int', 0);
  if (typeof clockSeed !== 'function')
    throw new TypeError('parseHash: a link with a DOS time needs clockSeed (delve.clockSeed)');
  try {
    return clockSeed(text);
  } catch (error) {
    problems.push(`dos=…: ${reasonOf(error)}`);
    return 0;
  }
}

// The options a link names that its game would never use (delve_game_unused_option's rule)
// are dropped, each said in `problems`: a LevelMap game uses none of them, the walk (rules
// explore) no first clock, and a name only in a replay's greeting.
function dropUnused(start) {
  const walk = start.rules === 'explore';
  const unused =
    start.generator === 'levelmap'
      ? [...NAMES, ...ORIGINAL_ONLY]
      : [...(walk ? ORIGINAL_ONLY : []), ...(walk && !start.dos ? ['name'] : [])];
  for (const key of unused) {
    if (start[key] === undefined) continue;
    const game = start.generator === 'levelmap' ? 'a LevelMap game' : 'rules=explore';
    start.problems.push(`${key} is ignored: ${game} never uses it`);
    delete start[key];
  }
  return start;
}

// Every part a link may have; another (a name cut short or mistyped: "ke", "sed") is said.
const PARTS = [
  'gen',
  'dos',
  'seed',
  'depth',
  'mode',
  'rules',
  'keys',
  'watch',
  'at',
  ...NAMES,
  ...ORIGINAL_ONLY,
];

// The link codec (web/view/key-text.js) is the caller's to give: the page loads it, with
// fflate's tables built as it loads (10-50 ms of the main thread), only when a link has keys or
// after its first frame.
const paramsOf = (hash) => new URLSearchParams(String(hash).replace(/^#/, ''));

/** Whether a hash carries a game's keys (parseHash then needs decodeKeys). */
export function hashHasKeys(hash) {
  return paramsOf(hash).has('keys');
}

// A dos value that is no seed: the DOS time the game began at (#dos=18:43), which the core reads
const isClockTime = (text) => /[:.,]/.test(text);

/** Whether a hash names its game by a DOS time (parseHash then needs clockSeed). */
export function hashHasClock(hash) {
  return isClockTime(paramsOf(hash).get('dos') ?? '');
}

/** { seed, dos, depth, mode, generator, rules, problems } from a hash like "#seed=42&depth=3".
 *  dos is 0 unless the hash asks for a replay (then seed = dos and depth = 1); rules is the
 *  original's game unless the hash says rules=explore (a LevelMap level is always explored).
 *  decodeKeys (web/view/key-text.js's) reads the keys; a hash with keys needs it. clockSeed
 *  (delve.clockSeed) reads a dos given as the DOS time the game began at, #dos=18:43 (4651). */
export function parseHash(hash, randomSeed, decodeKeys, clockSeed) {
  const params = paramsOf(hash);
  const problems = [...new Set(params.keys())]
    .filter((key) => !PARTS.includes(key))
    .map((key) => `${describe(key)} is no part of a link (${PARTS.join(', ')})`);
  for (const key of PARTS)
    if (params.getAll(key).length > 1) problems.push(`${key} is given twice: the first is used`);
  const read = (key, kind, def, range) => {
    if (!params.has(key)) return def;
    try {
      return fromText(key, params.get(key), kind, range);
    } catch (error) {
      problems.push(error.message);
      return def;
    }
  };
  const generator = read('gen', GENERATORS, 'rogue');
  if (generator === 'levelmap' && params.has('dos'))
    problems.push('dos is a Rogue replay: it is ignored with gen=levelmap');
  const clock = generator === 'rogue' ? readDos(params.get('dos'), read, clockSeed, problems) : 0;
  // a clock asked for but not understood (a link mangled in a message), and no seed instead:
  // still the original's 1985 game, of a clock picked at random (as a bad seed is a random one)
  const randomClock = generator === 'rogue' && params.has('dos') && !params.has('seed');
  const dos = clock || (randomClock ? clockOf(randomSeed) : 0);
  // a replay is classic unless asked, a seeded level fixed; LevelMap has no modes
  const mode = generator === 'rogue' ? read('mode', MODES, defaultMode(dos)) : defaultMode(0);
  const rules = generator === 'rogue' ? read('rules', RULES, 'original') : 'explore';
  if (generator === 'levelmap' && params.has('mode'))
    problems.push('mode is ignored: a LevelMap game never uses it');
  if (generator === 'levelmap' && params.has('rules') && params.get('rules') !== 'explore')
    problems.push('rules is ignored: a LevelMap game always explores');
  if (clock && (params.has('seed') || params.has('depth')))
    problems.push(`dos=${clock} is the original's level 1: seed and depth are ignored`);
  const seedAt = problems.length;
  const level = dos
    ? { seed: dos, dos, depth: 1 }
    : { seed: read('seed', 'int', randomSeed), dos: 0, depth: read('depth', 'int', 1) };
  const start = gameParts(
    params,
    read,
    problems,
    { ...level, mode, generator, rules, problems },
    decodeKeys,
  );
  // keys are a game's: on a game the link does not name (no dos or seed, or one not understood)
  // they would be played on a random one, meaningless
  const named = clock || (params.has('seed') && !problems.slice(seedAt).some(isSeedProblem));
  if (params.has('keys') && !named) {
    if (start.keys) problems.push('keys=…: dropped, as the link names no game they were played in');
    start.keys = '';
  } else if (params.get('keys') === '') problems.push(CUT_AT_KEYS);
  // a walk's link plays its level from the start, as the page shares and addresses it; its keys
  // are only to watch
  if (start.keys && rules === 'explore' && !start.watch) {
    problems.push(WALK_KEYS);
    start.keys = '';
  }
  return dropUnused(start);
}

const isSeedProblem = (problem) => /^seed\b/.test(problem);
const WALK_KEYS =
  "keys=…: dropped, as a walk's link plays its level from its start (&watch watches its keys)";
const CUT_AT_KEYS =
  'keys=…: empty, so the link was cut short before its keys (copy the whole link)';

/** The hash for what a game shows: a replay's level 1 as #dos=N, any other level by its seed
 *  and depth (and its mode when it is not the default for that link, and rules=explore for a
 *  walk). The original's game of a clock seed stays #dos=N at every depth: its levels below
 *  come from its play, which no seed names. */
export function formatHash({ seed, dos, depth, mode, generator, rules = 'original' }) {
  if (generator === 'levelmap') return `#seed=${seed}&depth=${depth}&gen=levelmap`;
  const replay = dos && (depth === 1 || rules === 'original');
  const other =
    (MODES.includes(mode) && mode !== defaultMode(replay) ? `&mode=${mode}` : '') + // not the default
    (rules === 'explore' ? '&rules=explore' : '');
  if (replay) return `#dos=${dos}${other}`;
  return `#seed=${seed}&depth=${depth}${other}`;
}

/** The link of a game: its start (what parseHash gives: the level, name, fruit, the first
 *  clock, ROGUE.OPT's menu, screen, savefile and macro, the credits) and its keys so far,
 *  compressed by encodeKeys (web/view/key-text.js's: needed when there are keys); `watch` to
 *  replay them for watching, `at` the key the replay stopped at (0: the start). */
export function formatGameHash(start, keys = '', { watch = false, at = 0, encodeKeys } = {}) {
  let hash = formatHash(start);
  for (const key of LINK_OPTIONS)
    if (start[key] === true) hash += `&${key}`;
    else if (start[key] !== undefined && start[key] !== 0 && start[key] !== false)
      hash += `&${key}=${encodeURIComponent(start[key])}`;
  if (keys && typeof encodeKeys !== 'function')
    throw new TypeError('formatGameHash: a game with keys needs encodeKeys (web/view/key-text.js)');
  if (watch) hash += at ? `&watch&at=${at}` : '&watch';
  // the keys last: a link cut short on the way loses its end, and the keys' check says so
  if (keys) hash += `&keys=${encodeKeys(keys)}`;
  return hash;
}
