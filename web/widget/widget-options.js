// The <delve-level> element's attributes → options for delve.game / delve.rogue / delve.levelmap.
// DOM-free: it reads a plain { name: string | null } map, so Node tests can check it. Bad values
// throw TypeError/RangeError naming the attribute (the widget shows the message).

export const ATTRIBUTES = ['seed', 'dos', 'generator', 'depth', 'mode', 'width', 'height', 'corridor',
  'combined', 'cellsize', 'natural', 'doors', 'voids', 'entrances', 'textures', 'interactive',
  'view', 'scale', 'font'];

// An attribute's value as a message quotes it: short.
const shown = (text) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

function int(attrs, name, min, max, def) {
  const text = attrs[name];
  if (text === null || text === undefined) return def;
  if (!/^\d+$/.test(text.trim()) || Number(text) < min || Number(text) > max) {
    throw new RangeError(`${name}="${shown(text)}": must be a whole number from ${min} to ${max}`);
  }
  return Number(text);
}

// Boolean attributes: present (or "true") is on, "false" is off, absent is the default.
function flag(attrs, name, def) {
  const text = attrs[name];
  if (text === null || text === undefined) return def;
  if (text === '' || text === 'true' || text === name) return true;
  if (text === 'false') return false;
  throw new RangeError(`${name}="${shown(text)}": must be present, "true" or "false"`);
}

function oneOf(attrs, name, allowed, def) {
  const text = attrs[name];
  if (text === null || text === undefined) return def;
  if (!allowed.includes(text)) throw new RangeError(`${name}="${shown(text)}": must be ${allowed.join(' or ')}`);
  return text;
}

/** { generator, interactive, scale, view: {cols, rows} | null, font, options } where options is
 *  what the JS API takes. `randomSeed` is used when there is no seed attribute. */
export function widgetConfig(attrs, randomSeed) {
  const generator = oneOf(attrs, 'generator', ['rogue', 'levelmap'], 'rogue');
  const interactive = flag(attrs, 'interactive', false);
  const scale = int(attrs, 'scale', 1, 8, 1);
  let view = null;
  if (attrs.view !== null && attrs.view !== undefined) {
    const m = /^(\d+)x(\d+)$/.exec(attrs.view);
    if (!m || +m[1] < 10 || +m[1] > 80 || +m[2] < 5 || +m[2] > 25) {
      throw new RangeError(`view="${shown(attrs.view)}": must be COLSxROWS, 10..80 by 5..25, e.g. "40x12"`);
    }
    view = { cols: +m[1], rows: +m[2] };
  }
  const dos = int(attrs, 'dos', 1, 32767, undefined);
  let options;
  if (dos !== undefined) { // the original game with this clock seed: its level 1
    if (generator !== 'rogue') throw new RangeError(`dos="${shown(attrs.dos)}": a replay is a Rogue level: leave out generator="${generator}"`);
    if (attrs.seed !== null && attrs.seed !== undefined) throw new RangeError(`dos="${shown(attrs.dos)}": give seed or dos, not both`);
    if (attrs.depth !== null && attrs.depth !== undefined && attrs.depth.trim() !== '1') {
      throw new RangeError(`depth="${shown(attrs.depth)}": a replay (dos) is the original's level 1 only`);
    }
    options = { dos };
  } else {
    options = { seed: int(attrs, 'seed', 0, 4294967295, randomSeed) };
    if (generator === 'rogue' || interactive) options.depth = int(attrs, 'depth', 1, 999, 1);
  }
  if (generator === 'rogue') {
    const mode = oneOf(attrs, 'mode', ['fixed', 'classic'], undefined);
    if (mode) options.mode = mode; // else the API's default: fixed, classic for a replay
  } else {
    const maxWidth = 80, maxHeight = interactive ? 22 : 80;
    const add = (key, value) => { if (value !== undefined) options[key] = value; };
    add('width', int(attrs, 'width', 9, maxWidth, undefined));
    add('height', int(attrs, 'height', 9, maxHeight, undefined));
    add('corridor', int(attrs, 'corridor', 0, 100, undefined));
    add('combined', int(attrs, 'combined', 0, 100, undefined));
    add('cellsize', int(attrs, 'cellsize', 1, 3, undefined));
    add('natural', flag(attrs, 'natural', undefined));
    add('doors', flag(attrs, 'doors', undefined));
    add('voids', flag(attrs, 'voids', undefined));
    add('entrances', int(attrs, 'entrances', 0, 4, undefined));
    if (!interactive) add('textures', flag(attrs, 'textures', undefined));
  }
  return { generator, interactive, scale, view, font: attrs.font ?? null, options };
}
