// The page's Clock button (index.html's #clock): a box under the links where a person types the
// DOS time a game of the original began at (14:32:07.55, as DOS's TIME showed it), or its clock
// seed, sets the game's options (the name, the fruit, ROGUE.OPT's, the credits screen, or a
// ROGUE.OPT file read as the original read it), and plays that game. The core reads the clock
// and the file.
import { PLAYER_OPTIONS, optionDefault, reasonOf } from './location-hash.js';
import { ROGUE_OPT_WORDS } from '../api/options.js';

// The box's option fields (#clock-<option>), their words from the core's tables: fill(options)
// shows options (the defaults for those missing), read() gives them back.
function optionFields($) {
  const fields = Object.fromEntries(PLAYER_OPTIONS.map((key) => [key, $(`clock-${key}`)]));
  for (const [key, words] of Object.entries(ROGUE_OPT_WORDS))
    for (const word of Object.keys(words)) fields[key].add(new Option(word));
  const flag = (field) => field.type === 'checkbox'; // the credits: a flag, the rest texts
  return {
    fields,
    fill(options) {
      for (const key of PLAYER_OPTIONS) {
        const value = options[key] ?? optionDefault(key);
        if (flag(fields[key])) fields[key].checked = value;
        else fields[key].value = value;
      }
    },
    read: () =>
      Object.fromEntries(
        Object.entries(fields).map(([key, f]) => [key, flag(f) ? f.checked : f.value]),
      ),
  };
}

/** Wires #clock and its box of `document` (#clock-text, a #clock-<option> for each of
 *  PLAYER_OPTIONS, #clock-file, #clock-play, #clock-error; no <form>: the page has none, and
 *  Enter in a text field plays, Escape closes the box, and so does Back). The box opens with
 *  start()'s clock and options (null: none, the defaults). seedOf(text) reads a clock,
 *  rogueOpt(bytes) a ROGUE.OPT, and play(dos, options, typed) starts the game (typed: the clock
 *  as typed); each throws RangeError saying what is wrong, shown under the box. */
export function listenForClock(document, { start, seedOf, rogueOpt, play }) {
  const $ = (id) => document.getElementById(id);
  const button = $('clock'),
    box = $('clock-box'),
    text = $('clock-text'),
    error = $('clock-error');
  const { fields, fill, read } = optionFields($);
  const valid = () => {
    for (const field of [text, ...Object.values(fields)]) field.removeAttribute('aria-invalid');
    error.textContent = '';
  };
  // A RangeError said under the box; its field (the clock's, or the option the message starts
  // with: "name must be ...") marked and focused.
  const say = (e, field) => {
    if (!(e instanceof RangeError)) throw e;
    const why = reasonOf(e);
    error.textContent = why[0].toUpperCase() + why.slice(1);
    const where = field ?? fields[/^\w+/.exec(why)?.[0]];
    where?.setAttribute('aria-invalid', 'true');
    where?.focus();
  };
  const show = (open) => {
    button.setAttribute('aria-expanded', String(open));
    box.hidden = !open;
  };
  button.addEventListener('click', () => {
    show(box.hidden);
    if (box.hidden) return;
    const now = start();
    text.value = now?.dos ? String(now.dos) : '';
    fill(now ?? {});
    valid();
    box.scrollIntoView({ block: 'nearest' }); // a phone shows the box under the screen
    text.focus();
    text.select();
  });
  // Back or Forward to another game: the box filled for this one closes
  document.defaultView.addEventListener('popstate', () => show(false));
  const submit = () => {
    valid();
    let dos;
    try {
      dos = seedOf(text.value);
    } catch (e) {
      return say(e, text);
    }
    try {
      play(dos, read(), text.value.trim());
    } catch (e) {
      return say(e, null);
    }
    show(false);
  };
  $('clock-play').addEventListener('click', submit);
  box.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && event.target.type === 'text') submit(); // not the file's button
    if (event.key !== 'Escape') return;
    show(false); // and back to the button that opened it
    button.focus();
  });
  $('clock-file').addEventListener('change', async (event) => {
    const file = event.target.files[0];
    if (!file) return;
    event.target.value = ''; // the same file chosen again (edited) is read again
    try {
      fill({
        credits: fields.credits.checked,
        ...rogueOpt(new Uint8Array(await file.arrayBuffer())),
      });
      valid();
    } catch (e) {
      say(e, null);
    }
  });
}
