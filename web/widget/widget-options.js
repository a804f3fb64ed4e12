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
  ROGUE_OPT_WORDS,
} from '../api/options.js';
import { GAME_COLS, GAME_ROWS, ROGUE_COLS } from '../api/constants.js';

// A game's options (delve.game's name, fruit, firstClock, firstClockTurns, year, ROGUE.OPT's
// menu, screen, macro, savefile, and credits), as attributes: HTML's names are lowercase, so
// the JS API's camelCase is written kebab-case.
const ROGUE_OPT = [...Object.keys(ROGUE_OPT_WORDS), 'macro', 'savefile', 'credits'];
const GAME_ATTRIBUTES = ['name', 'fruit', 'first-clock', 'first-clock-turns', 'year', ...ROGUE_OPT];

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
  'keys',
  'autoplay',
  ...GAME_ATTRIBUTES,
];

// An attribute's value as the JS API takes it (fromText: the one set of rules and ranges), or
// def when the attribute is absent.
function attr(attrs, name, kind, def, range) {
  const text = attrs[name];
  return text === null || text === undefined ? def : fromText(name, text, kind, range);
}

/** { generator, interactive, autoplay, keys (the link text of the keys to play, undecoded:
 *  keysOf decodes it; null for none), scale (1..8; 'fill': fill the container's width; null:
 *  the crisp size that fits it), view: {cols, rows} | null, font, options, game } where options
 *  is what the JS API takes (delve.game's when the widget plays a game: interactive, autoplay
 *  or keys) but for the game's own attributes, game, as texts, which gameOptions of
 *  game-attributes.js reads. `randomSeed` is used when there is no seed attribute. */
export function widgetConfig(attrs, randomSeed) {
  const generator = attr(attrs, 'generator', GENERATORS, 'rogue');
  const interactive = attr(attrs, 'interactive', 'flag', false);
  const autoplay = attr(attrs, 'autoplay', 'flag', false);
  const keys = attrs.keys ?? null;
  if (autoplay && keys === null)
    throw new RangeError(
      `autoplay=${describe(attrs.autoplay)}: watches a game's keys: give keys="…"`,
    );
  // a widget with keys shows a game (the screen after them), even as a still picture
  const playing = interactive || autoplay || keys !== null;
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
    if (generator === 'rogue' || playing) options.depth = attr(attrs, 'depth', 'int', 1);
  }
  if (generator === 'rogue') {
    const mode = attr(attrs, 'mode', MODES, undefined);
    if (mode) options.mode = mode; // else the API's default: fixed, classic for a replay
    // a widget's game is a walk through the level unless it asks for the original's game; keys
    // are a game's (the page's link), the original's unless they say otherwise
    if (playing)
      options.rules = attr(attrs, 'rules', RULES, keys === null ? 'explore' : 'original');
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
        playing ? [RANGES.height[0], mapRows(GAME_COLS)] : RANGES.height,
      ),
    );
    for (const key of ['corridor', 'combined', 'cellsize', 'entrances'])
      add(key, attr(attrs, key, 'int', undefined));
    for (const key of ['natural', 'doors', 'voids']) add(key, attr(attrs, key, 'flag', undefined));
    if (!playing) add('textures', attr(attrs, 'textures', 'flag', undefined));
  }
  refuseUnused(attrs, generator, playing, options);
  const font = attrs.font ?? null;
  return { generator, interactive, autoplay, keys, scale, view, font, options, game: game(attrs) };
}

// A game's own attributes given, as texts: the game's part of the widget reads them
// (game-attributes.js); a still picture has none (refuseUnused refuses them).
const game = (attrs) =>
  Object.fromEntries(GAME_ATTRIBUTES.filter((n) => attrs[n] != null).map((n) => [n, attrs[n]]));

// An attribute this widget would never use is refused, as the core refuses such a game option
// (delve_game_unused_option).
function refuseUnused(attrs, generator, playing, { rules, dos }) {
  const walk = ['first-clock', 'first-clock-turns', 'year', ...ROGUE_OPT, ...(dos ? [] : ['name'])];
  const other =
    generator !== 'rogue'
      ? ['mode', ...GAME_ATTRIBUTES, playing ? 'textures' : 'depth']
      : playing
        ? []
        : ['rules', ...GAME_ATTRIBUTES];
  // a LevelMap game explores: it takes rules="explore", which changes nothing
  if (generator !== 'rogue' && !(playing && attrs.rules === 'explore')) other.push('rules');
  if (!playing) other.push('font'); // a picture is drawn in delve-vga.f16's bitmap
  // of what a picture never uses, a walk (interactive) takes the depth, the fruit and the rules,
  // and only the original's game (interactive rules="original") the others
  const original = (name) => generator === 'rogue' && walk.includes(name);
  const walked = (name) =>
    name === 'font' || (generator === 'rogue' ? !walk.includes(name) : name === 'depth');
  const picture = playing ? [] : other;
  for (const [names, why] of [
    [generator === 'rogue' ? LEVELMAP_OPTIONS : [], 'a LevelMap option: give generator="levelmap"'],
    [rules === 'explore' ? walk : [], 'the original\'s game\'s: give rules="original"'],
    [
      picture.filter(original),
      'a rogue picture never uses it: add interactive rules="original" for the original\'s game',
    ],
    [picture.filter(walked), `a ${generator} picture never uses it: add interactive for a game`],
  ])
    for (const name of names)
      if (attrs[name] != null)
        throw new RangeError(`${name}=${describe(attrs[name])}: ${why}, or leave it out`);
  const unused = other.find((name) => attrs[name] != null);
  if (unused)
    throw new RangeError(
      `${unused}=${describe(attrs[unused])}: a ${generator} ${playing ? 'game' : 'picture'} never uses it: leave it out`,
    );
}

/** The keys of the `keys` attribute's text (decodeKeys: web/view/key-text.js's, which the game's
 *  part of the widget brings); bad text throws RangeError naming the attribute. */
export function keysOf(text, decodeKeys) {
  try {
    return decodeKeys(text);
  } catch (error) {
    throw new RangeError(`keys=${describe(text)}: ${error.message.replace(/^keys /, '')}`, {
      cause: error,
    });
  }
}

/** The size of the screen a widget of `config` (widgetConfig's) will show, { cols, rows }, as
 *  far as it is known before the core has made the level: a game's screen, a Rogue level's map,
 *  a LevelMap map of the width and height given; null for one whose size only its seed says. */
export function expectedScreen({ generator, interactive, autoplay, keys, options }) {
  if (interactive || autoplay || keys !== null) return { cols: GAME_COLS, rows: GAME_ROWS };
  if (generator === 'rogue') return { cols: ROGUE_COLS, rows: mapRows(ROGUE_COLS) };
  const { width, height } = options;
  return width !== undefined && height !== undefined ? { cols: width, rows: height } : null;
}
