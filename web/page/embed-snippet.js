// A game of the page as HTML for another page (DOM-free): the <delve-level> widget's script and
// the element whose attributes are the game's start (web/widget/widget-options.js reads them
// back), with its keys so far to watch, or none to play from its start.
import { defaultMode } from '../api/options.js';
import { LINK_OPTIONS } from './location-hash.js';

// A link's option as the widget's attribute: HTML's names are lowercase (firstClock is
// first-clock, as the widget reads it)
const kebab = (key) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

// An attribute's value in double quotes: what HTML would read otherwise, and every byte outside
// printable ASCII (a macro's control keys: a CR in the text would be read as a line feed), as a
// character reference; but for U+0080..U+009F, which HTML reads as is and whose references it
// takes for Windows-1252's (&#128; is €).
const quoted = (value) =>
  `"${String(value).replace(/[^ !#$%'-;=?-~\u0080-\u009f]/g, (c) => `&#${c.codePointAt(0)};`)}"`;

/** The HTML of a widget showing the game begun with `start` (the page's link's start: the
 *  level, rules and the original's options) after `keys`: watched from its start (autoplay)
 *  when there are keys, else played from its start (interactive). scriptUrl: the widget's
 *  script (delve-widget.js); encodeKeys: web/view/key-text.js's, for keys. */
export function widgetSnippet(start, keys, { scriptUrl, encodeKeys }) {
  const attrs = [];
  const add = (name, value = '') => attrs.push(value === '' ? name : `${name}=${quoted(value)}`);
  if (start.generator === 'levelmap') {
    add('generator', 'levelmap');
    add('seed', start.seed);
    if (start.depth !== 1) add('depth', start.depth);
  } else {
    if (start.dos) add('dos', start.dos);
    else add('seed', start.seed);
    if (!start.dos && start.depth !== 1) add('depth', start.depth);
    if (start.mode && start.mode !== defaultMode(start.dos)) add('mode', start.mode);
    // a widget with keys plays the original's game, and without them explores
    if (start.rules !== (keys ? 'original' : 'explore')) add('rules', start.rules);
    for (const key of LINK_OPTIONS)
      if (start[key] === true) add(kebab(key));
      else if (start[key] !== undefined && start[key] !== false && start[key] !== 0)
        add(kebab(key), start[key]);
  }
  if (keys) {
    add('keys', encodeKeys(keys));
    add('autoplay');
  } else add('interactive');
  return (
    `<script type="module" src=${quoted(scriptUrl)}></script>\n` +
    `<delve-level ${attrs.join(' ')}></delve-level>`
  );
}
