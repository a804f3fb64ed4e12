// The game in progress, kept in localStorage so that a reload or a closed tab goes on with it
// (DOM-free: `storage` is any object with getItem/setItem/removeItem, or null where the browser
// refuses storage: then nothing is kept). What is kept is the game's start and its keys: the
// game is deterministic, so replaying them is that game again, exactly. A digest of the screen
// they led to goes with them: a build of delve that plays them differently (an older game, a
// changed rule) is found out and refused, never resumed wrong.

export const SAVED_KEY = 'delve.game';

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
  const record = { version, start, keys: game.keys(), screen: screenDigest(game.screen()) };
  try {
    storage.setItem(SAVED_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/** The saved game's record { version, start, keys, screen }, or null. */
export function savedGame(storage) {
  try {
    const record = JSON.parse(storage.getItem(SAVED_KEY));
    const fine =
      record &&
      typeof record.start === 'object' &&
      typeof record.keys === 'string' &&
      typeof record.screen === 'string';
    return fine ? record : null;
  } catch {
    return null;
  }
}

export function forgetGame(storage) {
  try {
    storage.removeItem(SAVED_KEY);
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
    refused: `The saved game (from ${from}) plays differently in this version, so it was not resumed: a new game begins.`,
  };
}
