// The game's keys as the page and an interactive widget both play them (DOM-free: it reads only
// KeyboardEvent-like fields, and writes text into a live region, any object with textContent).
// In the original's game every key is the game's (web/view/keys.js originalKey). In a walk
// (rules 'explore') the order is: Ctrl, Alt and Meta combinations are the browser's; while the
// pack is listed, any key returns to the map; then the host's own keys (the page's ? R P G);
// `w` says where the player is; then the key's game action (keys.js actionForKey). In every
// game Alt+S says the hero's status and Alt+W where the hero is (spokenKey).
import { actionForKey, originalKey, STEP_KEYS } from './keys.js';
import { describeSurroundings, sightOf, newsOf } from './surroundings.js';
import { statusWords } from './status-words.js';

/** Whether the key is the browser's: with Ctrl, Alt or Meta (Ctrl+Shift+R reloads; it is no R). */
export function isBrowserKey(event) {
  return Boolean(event.ctrlKey || event.altKey || event.metaKey);
}

/** Plays `event` in `game`. actions: delve.actions; cp437: delve.cp437; live: the aria-live
 *  region ({ textContent }); words(lines, { list }): a screen's words, or a list's
 *  (web/view/spoken.js screenWords; passed in, so that the widget's game chunk shares no module
 *  with its still part); ownKey(key, state): the host's own keys, true when it used the key;
 *  news: a second live region, for what the key changed that no message says (a monster come
 *  into view, hits lost, a step into a wall: sayNews). Returns null when the key is no game key
 *  (the browser may have it); else { result }, with result game.act's answer when the game took
 *  a key (the caller paints the screen; the live region has its message row already), or
 *  undefined when the key only spoke (then `spoken`: the status or the surroundings are in the
 *  live region) or was the host's. */
export function playGameKey(
  event,
  game,
  { actions, cp437, live, words, ownKey = () => false, news = null },
) {
  const asked = spokenKey(event);
  if (asked) {
    speak(asked, game, live, cp437);
    return { result: undefined, spoken: true };
  }
  const state = game.state();
  if (state.rules === 'original') {
    // the original's game reads every key itself: lists, prompts and ' More ' included; once it
    // is over it takes none (its keys, and so its link, end with it)
    const key = originalKey(event, cp437);
    if (!key) return null;
    if (state.prompt === 'over') return { result: undefined };
    const seen = news && sightOf(state, game.text());
    const result = game.act(key);
    // at ' More ' the original waits for a space and passes over any other key (P1 §12.1): the
    // message it still holds is said again, as the screen still shows it (a reader's next key
    // cuts off its speech, and a key that did nothing would else say nothing)
    sayMessage(live, game, words, result.message);
    if (state.prompt === 'line' && key === '\b') sayLine(live, game, words);
    sayNews(news, game, seen, state.prompt === 'command' && STEP_KEYS.includes(key) && result);
    return { result };
  }
  if (isBrowserKey(event)) return null;
  let action;
  if (state.inventory) {
    action = ' '; // any key returns to the map
  } else if (ownKey(event.key, state)) {
    return { result: undefined };
  } else if (event.key === 'w') {
    speak('w', game, live, cp437); // where am I
    return { result: undefined, spoken: true };
  } else {
    action = actionForKey(event, actions);
    if (!action) return null;
  }
  const seen = news && sightOf(state, game.text());
  const result = game.act(action);
  sayMessage(live, game, words, result.message);
  sayNews(news, game, seen, STEP_KEYS.includes(action) && result);
  return { result };
}

// A line being typed, after a Backspace: its row as it is now ("Rogue's Name? Al"), which the
// keys' echo does not say (a reader hears what is typed, not what is erased).
function sayLine(live, game, words) {
  if (!live) return;
  const { cursor, cols } = game.screen();
  if (cursor < 0 || game.state().prompt !== 'line') return;
  const text = words([game.text()[Math.floor(cursor / cols)]]);
  sayAgain(live, text);
}

/** Says in `news` (a live region; null: nothing) what the key changed since `seen` (sightOf's,
 *  before it) that no message says; `step`: the act's result when the key was a step, which
 *  going nowhere without a word was a step into a wall (or rock). */
function sayNews(news, game, seen, step) {
  if (!news) return;
  const words = [];
  if (step && !step.moved && !step.message && !step.turn) words.push('Blocked.');
  const now = newsOf(seen, sightOf(game.state(), game.text()));
  if (now) words.push(now);
  if (!words.length) return;
  const text = words.join(' ');
  sayAgain(news, text); // (a second step into the wall: said again)
}

// Writes `text` into a live region, changed (a no-break space put at its end or taken off) where
// the region holds it already: a live region speaks only when its text changes.
function sayAgain(live, text) {
  live.textContent = live.textContent === text ? `${text}\u00a0` : text;
}

/** What Alt+S ('status') or Alt+W ('w') asks to hear, else null. A Mac's Option (its Alt) gives
 *  the layout's other character there (ß, ∑): then the key's place says which. */
export function spokenKey(event) {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  let k = event.key?.toLowerCase();
  if (!/^[a-z]$/.test(k)) k = event.code === 'KeyS' ? 's' : event.code === 'KeyW' ? 'w' : null;
  return k === 's' ? 'status' : k === 'w' ? 'w' : null;
}

/** Says in `live` the hero's status ('status') or where the hero is ('w'). */
export function speak(what, game, live, cp437) {
  const s = game.state();
  live.textContent =
    what === 'status'
      ? statusWords(s)
      : describeSurroundings(game.level(), s, game.screen(), cp437);
}

/** Mirrors what the game says now into the live region when it says something else (words: as
 *  for playGameKey); `anew`: the key showed a message, said again if it is the one the region
 *  holds (a blow that lands twice): a no-break space put at its end or taken off changes the
 *  text, which is what makes a live region speak. */
export function sayMessage(live, game, words, anew = false) {
  if (!live) return;
  const state = game.state(),
    last = said.get(live);
  // a line being typed: its question was said as it was asked, the keys echo as typed
  if (state.prompt === 'line' && last?.prompt === 'line') return;
  const base = saying(game, state, words);
  let text = base ?? live.textContent; // null: the end's bar has the region
  // a new level is said with it; what was said already, as it was said (the page says the
  // screen again as it paints it)
  if (base !== null && last && state.depth !== last.depth)
    text = `Level ${state.depth}. ${base}`.trim();
  else if (base !== null && last?.base === base) text = last.text;
  said.set(live, { prompt: state.prompt, depth: state.depth, base, text });
  const held = live.textContent;
  if (held.replace(/\u00a0$/, '') !== text) live.textContent = text;
  else if (anew && text) sayAgain(live, text);
}

// a live region → what it was last given: { prompt, depth, base (saying's), text (as said) }
const said = new WeakMap();

/** Says a new game's start in `live`: `opening` ("A new game.") and what the game says (its
 *  greeting), kept as sayMessage's record of the region, so that the next key says only what is
 *  new (not the ended game's level changed, "Level 1."). */
export function sayNewGame(live, game, words, opening) {
  said.delete(live);
  sayMessage(live, game, words);
  const text = `${opening} ${live.textContent}`.trim();
  live.textContent = text;
  const record = said.get(live);
  if (record) record.text = text;
}

// What the screen says: the message row (row 0), ' More ' with it; a list the screen shows (the
// pack, an object's list, the help, the discoveries) whole, every key and glyph; at the game's
// end the tombstone's (or the winner's) words, the screen's text with the drawing left out;
// after the tombstone, the score file's prompt (Create, Retry, Abort) on the bottom row; null
// once the game is over (the end's bar says what comes next: game-bars.js).
function saying(game, { prompt, message, over, inventory }, words) {
  if (prompt === 'over') return null;
  const text = game.text();
  if (over && prompt === 'enter') return words(text);
  if (prompt === 'list' || inventory) return words(text, { list: true });
  if (prompt === 'more') return text[0].replace(/ +More *$/, ' More').trimEnd();
  if (prompt === 'scorefile') return text.at(-1).trimEnd();
  // a question the original asks without a message of its own (quit's, the save's) on row 0;
  // the name the credits screen asks, below its words
  if (!message && (prompt === 'yesno' || prompt === 'line'))
    return /\p{L}/u.test(text[0]) ? text[0].trimEnd() : words(text);
  return message;
}
