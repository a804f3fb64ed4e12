// The <delve-level> element's attributes → options for delve.game / delve.rogue / delve.levelmap.
// DOM-free: it reads a plain { name: string | null } map, so Node tests can check it. Bad values
// throw RangeError naming the attribute (the widget shows the message).
import {
  fromText,
  describe,
  mapRows,
  MODES,
  GENERATORS,
  RANGES,
  LEVELMAP_OPTIONS,
  RULES,
} from '../api/options.js';
import { GAME_COLS, GAME_ROWS } from '../api/constants.js';

export const ATTRIBUTES = [
  'seed',
  'dos',
  'generator',
  'depth',
  'mode',
  ...LEVELMAP_OPTIONS,
  'interactive',
  'rules',
  'view',
  'scale',
  'font',
];

// An attribute's value as the JS API takes it (fromText: the one set of rules and ranges), or
// def when the attribute is absent.
function attr(attrs, name, kind, def, range) {
  const text = attrs[name];
  return text === null || text === undefined ? def : fromText(name, text, kind, range);
}

/** { generator, interactive, scale (1..8; 'fill': fill the container's width; null: the crisp
 *  size that fits it), view: {cols, rows} | null, font,
 *  options } where options is
 *  what the JS API takes. `randomSeed` is used when there is no seed attribute. */
export function widgetConfig(attrs, randomSeed) {
  const generator = attr(attrs, 'generator', GENERATORS, 'rogue');
  const interactive = attr(attrs, 'interactive', 'flag', false);
  let scale = null;
  if (attrs.scale === 'fill') scale = 'fill';
  else if (attrs.scale !== null && attrs.scale !== undefined) {
    try {
      scale = fromText('scale', attrs.scale, 'int', [1, 8]);
    } catch (error) {
      throw new RangeError(`${error.message}, or "fill"`, { cause: error });
    }
  }
  let view = null;
  if (attrs.view !== null && attrs.view !== undefined) {
    const m = /^(\d+)x(\d+)$/.exec(attrs.view);
    if (!m || +m[1] < 10 || +m[1] > GAME_COLS || +m[2] < 5 || +m[2] > GAME_ROWS) {
      throw new RangeError(
        `view=${describe(attrs.view)}: must be COLSxROWS, 10..${GAME_COLS} by 5..${GAME_ROWS}, e.g. "40x12"`,
      );
    }
    view = { cols: +m[1], rows: +m[2] };
  }
  const dos = attr(attrs, 'dos', 'int', undefined);
  let options;
  if (dos !== undefined) {
    // the original game with this clock seed: its level 1
    if (generator !== 'rogue')
      throw new RangeError(
        `dos=${describe(attrs.dos)}: a replay is a Rogue level: leave out generator="${generator}"`,
      );
    if (attrs.seed !== null && attrs.seed !== undefined)
      throw new RangeError(`dos=${describe(attrs.dos)}: give seed or dos, not both`);
    if (attr(attrs, 'depth', 'int', 1) !== 1)
      throw new RangeError(
        `depth=${describe(attrs.depth)}: a replay (dos) is the original's level 1 only`,
      );
    options = { dos };
  } else {
    options = { seed: attr(attrs, 'seed', 'int', randomSeed) };
    if (generator === 'rogue' || interactive) options.depth = attr(attrs, 'depth', 'int', 1);
  }
  if (generator === 'rogue') {
    const mode = attr(attrs, 'mode', MODES, undefined);
    if (mode) options.mode = mode; // else the API's default: fixed, classic for a replay
    // a widget's game is a walk through the level unless it asks for the original's game
    if (interactive) options.rules = attr(attrs, 'rules', RULES, 'explore');
  } else {
    const add = (key, value) => {
      if (value !== undefined) options[key] = value;
    };
    add('width', attr(attrs, 'width', 'int', undefined));
    add(
      'height',
      attr(
        attrs,
        'height',
        'int',
        undefined,
        interactive ? [RANGES.height[0], mapRows(GAME_COLS)] : RANGES.height,
      ),
    );
    for (const key of ['corridor', 'combined', 'cellsize', 'entrances'])
      add(key, attr(attrs, key, 'int', undefined));
    for (const key of ['natural', 'doors', 'voids']) add(key, attr(attrs, key, 'flag', undefined));
    if (!interactive) add('textures', attr(attrs, 'textures', 'flag', undefined));
  }
  return { generator, interactive, scale, view, font: attrs.font ?? null, options };
}
