// The rules of the game's options that are texts (the JS API checks them before the core, and
// a link and a widget before the API): a module of its own, so that a page of still widgets,
// which plays no game, carries none of them.
import * as C from './constants.js';
import { RANGES, describe } from './options.js';

// A text option's rule: min to max of these characters (a pattern's class), in words, and the
// status the core refuses another text with
const texts = (status, chars, min, max, what) => ({
  status,
  ok: (text) => new RegExp(`^[${chars}]{${min},${max}}$`, 'u').test(text),
  rule: `${min} to ${max} ${what}`,
});
const printable = (status, min, max) =>
  texts(status, ' -~', min, max, 'printable ASCII characters');
/** The game's options that are texts: whether a string keeps the core's rule (`ok`), the rule
 *  in words, for the messages of the JS API, a link and a widget, and the core's status for a
 *  text that does not. A macro's keys are characters, a byte each as act() takes keys. */
export const TEXT_OPTIONS = {
  name: printable(C.ERR_NAME, ...RANGES.name),
  fruit: printable(C.ERR_FRUIT, ...RANGES.name),
  savefile: printable(C.ERR_SAVEFILE, 1, C.GAME_SAVEFILE_MAX),
  macro: texts(
    C.ERR_MACRO,
    '\\x01-\\xff',
    0,
    C.GAME_MACRO_MAX,
    'keys (characters U+0001 to U+00FF)',
  ),
};

/** The RangeError for a text option the core refused with `status` (given: the values the
 *  caller gave), or null for another status. */
export function textOptionError(where, status, given) {
  const key = Object.keys(TEXT_OPTIONS).find((k) => TEXT_OPTIONS[k].status === status);
  return key
    ? new RangeError(
        `${where}: ${key} must be ${TEXT_OPTIONS[key].rule}, not ${describe(given[key])}`,
      )
    : null;
}
