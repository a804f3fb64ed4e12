// The page's URL fragment, e.g. #seed=42&depth=3&gen=levelmap, or #dos=4651 (the original game
// with that clock seed), so a level can be shared and reloaded. DOM-free; bad values fall back
// to defaults (reported in `problems`), never throw.

const SEED_MAX = 4294967295;
const DOS_MAX = 32767;
const short = (text) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

function intParam(params, key, min, max, def, problems) {
  if (!params.has(key)) return def;
  const text = params.get(key);
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    problems.push(`${key} must be an integer from ${min} to ${max}, not "${short(text)}"`);
    return def;
  }
  return value;
}

function oneOf(params, key, allowed, problems) {
  if (!params.has(key)) return allowed[0];
  if (allowed.includes(params.get(key))) return params.get(key);
  problems.push(`${key} must be ${allowed.join(' or ')}, not "${short(params.get(key))}"`);
  return allowed[0];
}

/** { seed, dos, depth, mode, generator, problems } from a hash like "#seed=42&depth=3".
 *  dos is 0 unless the hash asks for a replay (then seed = dos and depth = 1). */
export function parseHash(hash, randomSeed) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ''));
  const problems = [];
  const generator = oneOf(params, 'gen', ['rogue', 'levelmap'], problems);
  if (generator === 'levelmap' && params.has('dos')) problems.push('dos is a Rogue replay: it is ignored with gen=levelmap');
  const dos = generator === 'rogue' ? intParam(params, 'dos', 1, DOS_MAX, 0, problems) : 0;
  const mode = generator === 'rogue' ? oneOf(params, 'mode', [dos ? 'classic' : 'fixed', dos ? 'fixed' : 'classic'], problems) : 'fixed';
  if (dos) {
    if (params.has('seed') || params.has('depth')) problems.push(`dos=${dos} is the original's level 1: seed and depth are ignored`);
    return { seed: dos, dos, depth: 1, mode, generator, problems };
  }
  return {
    seed: intParam(params, 'seed', 0, SEED_MAX, randomSeed, problems),
    dos: 0,
    depth: intParam(params, 'depth', 1, 999, 1, problems),
    mode,
    generator,
    problems,
  };
}

/** The hash for what a game shows: a replay's level 1 as #dos=N, any other level by its seed
 *  and depth (and its mode when it is not the default for that link). */
export function formatHash({ seed, dos, depth, mode, generator }) {
  if (generator === 'levelmap') return `#seed=${seed}&depth=${depth}&gen=levelmap`;
  if (dos && depth === 1) return `#dos=${dos}${mode === 'fixed' ? '&mode=fixed' : ''}`;
  return `#seed=${seed}&depth=${depth}${mode === 'classic' ? '&mode=classic' : ''}`;
}
