// A game widget's own attributes (web/widget/widget-options.js leaves them unread in
// config.game): the name, the fruit, the first clock, the year and ROGUE.OPT's options, read
// by the game's part of the widget (play.js), as keysOf reads its keys, so that a page of still
// widgets carries none of their rules. DOM-free; a bad value throws RangeError naming it.
import { fromText, describe, ROGUE_OPT_WORDS, INT_MAX } from '../api/options.js';
import { TEXT_OPTIONS } from '../api/text-options.js';

const COUNT = [0, INT_MAX]; // the first clock's key and turns
// attributes → delve.game's options of the same meaning (camelCase)
const NUMBERS = {
  'first-clock': 'firstClock',
  'first-clock-turns': 'firstClockTurns',
  year: 'year',
};

/** The options of widgetConfig's `config` for delve.game: its options and its game's own. */
export function gameOptions({ options, game }) {
  const out = { ...options };
  for (const [name, text] of Object.entries(game)) {
    if (TEXT_OPTIONS[name]) {
      if (!TEXT_OPTIONS[name].ok(text))
        throw new RangeError(`${name}=${describe(text)}: must be ${TEXT_OPTIONS[name].rule}`);
      out[name] = text;
    } else if (ROGUE_OPT_WORDS[name])
      out[name] = fromText(name, text, Object.keys(ROGUE_OPT_WORDS[name]));
    else if (name === 'credits') out.credits = fromText(name, text, 'flag');
    else out[NUMBERS[name]] = fromText(name, text, 'int', name === 'year' ? undefined : COUNT);
  }
  if (out.firstClockTurns && !out.firstClock)
    throw new RangeError(
      `first-clock-turns=${describe(game['first-clock-turns'])}: it counts turns into the work of key first-clock - 1: give first-clock (1 or more) with it, or leave it out`,
    );
  return out;
}
