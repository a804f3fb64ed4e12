// The page's URL fragment, e.g. #seed=42&depth=3&gen=levelmap, so a level can be shared and
// reloaded. DOM-free; bad values fall back to defaults (reported in `problems`), never throw.

const SEED_MAX = 4294967295;
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

/** { seed, depth, generator, problems } from a hash like "#seed=42&depth=3". */
export function parseHash(hash, randomSeed) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ''));
  const problems = [];
  const generator = params.get('gen') === 'levelmap' ? 'levelmap' : 'rogue';
  if (params.has('gen') && !['rogue', 'levelmap'].includes(params.get('gen'))) {
    problems.push(`gen must be rogue or levelmap, not "${short(params.get('gen'))}"`);
  }
  return {
    seed: intParam(params, 'seed', 0, SEED_MAX, randomSeed, problems),
    depth: intParam(params, 'depth', 1, 999, 1, problems),
    generator,
    problems,
  };
}

export function formatHash({ seed, depth, generator }) {
  return `#seed=${seed}&depth=${depth}${generator === 'levelmap' ? '&gen=levelmap' : ''}`;
}
