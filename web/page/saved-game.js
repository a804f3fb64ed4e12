// The game in progress, kept in localStorage so that a reload or a closed tab goes on with it
// (DOM-free: `storage` is any object with getItem/setItem/removeItem, or null where the browser
// refuses storage: then nothing is kept). What is kept is the game's start and its keys: the
// game is deterministic, so replaying them is that game again, exactly. A digest of the screen
// they led to goes with them: a build of delve that plays them differently (an older game, a
// changed rule) is found out and refused, never resumed wrong.

export const SAVED_KEY = 'delve.game';
// The kept game a link's game took the place of, in the tab's sessionStorage: a reload of the
// tab still offers it back, and when the game that replaced it ends it is kept again.
export const REPLACED_KEY = 'delve.replaced';

/** Whether a state or a start is the original's game: the only game kept (a walk's link plays
 *  its level from its start), and the one whose link carries its keys. */
export const isOriginal = ({ rules, generator }) =>
  rules === 'original' && generator !== 'levelmap';

/** FNV-1a of a screen's characters and colours. */
export function screenDigest({ chars, attrs }) {
  let h = 2166136261;
  for (const bytes of [chars, attrs])
    for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 16777619) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** Keeps `game`, begun with options `start`, as the one saved game; false when the storage
 *  refused (a private window, a full quota). */
export function saveGame(storage, version, start, game) {
  return keepRecord(storage, {
    version,
    start,
    keys: game.keys(),
    screen: screenDigest(game.screen()),
  });
}

/** Keeps a record of savedGame's as it is, under `key`; false when the storage refused. */
export function keepRecord(storage, record, key = SAVED_KEY) {
  try {
    storage.setItem(key, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/** The saved game's record { version, start, keys, screen }; { unreadable: why, for the player }
 *  when what is kept is no game this page can read (cut short, edited by hand, another page's
 *  shape): said, not taken for nothing kept, or a new game's first key would overwrite it without
 *  a word; null when nothing is kept (or the browser refuses storage). */
export function savedGame(storage, key = SAVED_KEY) {
  let text;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (text === null || text === undefined) return null;
  let record;
  try {
    record = JSON.parse(text);
  } catch {
    return unreadable('it is cut short or not a saved game');
  }
  const plain = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!plain(record)) return unreadable('it is not a saved game');
  if (!plain(record.start)) return unreadable('it names no game to start');
  if (typeof record.keys !== 'string') return unreadable('its keys are not a string of keys');
  if (typeof record.screen !== 'string') return unreadable('it has no screen to check it by');
  // only the original's game is kept: a walk (its turns far slower to replay) planted here by
  // another page of the site would hold this one at every visit
  if (!isOriginal(record.start)) return unreadable("it is no game of the original's");
  // kept from a link of before a firstClockTurns needed a firstClock: the turns changed nothing
  // there, and delve.game now refuses them (a link drops them the same way)
  if (record.start.firstClockTurns && !record.start.firstClock) delete record.start.firstClockTurns;
  return record;
}

const unreadable = (why) => ({
  unreadable: `The game this browser kept could not be read (${why}), so it was not resumed.`,
});

export function forgetGame(storage, key = SAVED_KEY) {
  try {
    storage.removeItem(key);
  } catch {
    /* nothing was kept */
  }
}

/** The saved game replayed: { game } when it shows the screen it was saved at, else { refused:
 *  why, for the player }. gameOf(start, keys) makes the game (it may throw). */
export function resumeGame(record, gameOf) {
  const from = record.version ? `delve ${record.version}` : 'an older delve';
  let game;
  try {
    game = gameOf(record.start, record.keys);
  } catch (error) {
    return { refused: `The saved game (from ${from}) cannot be played here: ${error.message}` };
  }
  if (screenDigest(game.screen()) === record.screen) return { game };
  game.destroy();
  return {
    refused: `The saved game (from ${from}) plays differently in this version, so it was not resumed.`,
  };
}

// The keys get_prefix reads at the command prompt before a command, for it (P1 4.1): a count's
// digits, f, g, space and Escape.
const PREFIX_KEYS = '0123456789fg \x1b';

/** The keys of a game that the original's save (S) ended, before the command that saved it and
 *  the count and prefixes typed for it: the game its save file held, which the original
 *  restored (the page keeps it, and Restore goes on with it). gameOf(start, keys) makes a game.
 *  (A save made by a macro's S, Ctrl-F, is kept before the macro.) */
export function keysBeforeSave(gameOf, start, keys) {
  const game = gameOf(start, '');
  let before = 0,
    begun = 0; // where the command being typed began: at its first count digit or prefix
  try {
    for (let i = 0; i < keys.length; i++) {
      const { prompt } = game.state();
      if (prompt === 'over') break;
      if (prompt === 'command') before = begun;
      game.act(keys[i]);
      const prefix = prompt === 'command' && PREFIX_KEYS.includes(keys[i]);
      if (!prefix || game.state().prompt !== 'command') begun = i + 1;
    }
  } finally {
    game.destroy();
  }
  return keys.slice(0, before);
}
