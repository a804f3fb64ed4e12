// The page's URL fragment, e.g. #seed=42&depth=3&gen=levelmap, or #dos=4651 (the original game
// with that clock seed), so a level can be shared and reloaded. DOM-free; each value is read by
// the JS API's own rules (fromText); a bad one falls back to its default, reported in
// `problems`, never thrown.
import { fromText, defaultMode, MODES, GENERATORS, RULES } from '../api/options.js';

/** { seed, dos, depth, mode, generator, rules, problems } from a hash like "#seed=42&depth=3".
 *  dos is 0 unless the hash asks for a replay (then seed = dos and depth = 1); rules is the
 *  original's game unless the hash says rules=explore (a LevelMap level is always explored). */
export function parseHash(hash, randomSeed) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ''));
  const problems = [];
  const read = (key, kind, def) => {
    if (!params.has(key)) return def;
    try {
      return fromText(key, params.get(key), kind);
    } catch (error) {
      problems.push(error.message);
      return def;
    }
  };
  const generator = read('gen', GENERATORS, 'rogue');
  if (generator === 'levelmap' && params.has('dos'))
    problems.push('dos is a Rogue replay: it is ignored with gen=levelmap');
  const dos = generator === 'rogue' ? read('dos', 'int', 0) : 0;
  // a replay is classic unless asked, a seeded level fixed; LevelMap has no modes
  const mode = generator === 'rogue' ? read('mode', MODES, defaultMode(dos)) : defaultMode(0);
  const rules = generator === 'rogue' ? read('rules', RULES, 'original') : 'explore';
  if (dos) {
    if (params.has('seed') || params.has('depth'))
      problems.push(`dos=${dos} is the original's level 1: seed and depth are ignored`);
    return { seed: dos, dos, depth: 1, mode, generator, rules, problems };
  }
  return {
    seed: read('seed', 'int', randomSeed),
    dos: 0,
    depth: read('depth', 'int', 1),
    mode,
    generator,
    rules,
    problems,
  };
}

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
