// Keyboard → game action codes (DOM-free: it reads only KeyboardEvent-like fields). The codes
// are Rogue's: h j k l y u b n move, the capitals run, s search, > descend, . rest, i inventory.

const ARROWS = { ArrowLeft: 'h', ArrowDown: 'j', ArrowUp: 'k', ArrowRight: 'l',
  Home: 'y', PageUp: 'u', End: 'b', PageDown: 'n', Clear: '.' };
const NUMPAD = { Numpad7: 'y', Numpad8: 'k', Numpad9: 'u', Numpad4: 'h', Numpad5: '.',
  Numpad6: 'l', Numpad1: 'b', Numpad2: 'j', Numpad3: 'n' };
/** The game action for a key event, or null: a key of `actions` (the core's action set,
 *  delve.actions) other than space, or an arrow or keypad key; Shift with one of those runs. */
export function actionForKey(event, actions) {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const direction = NUMPAD[event.code] ?? ARROWS[event.key];
  if (direction) return event.shiftKey && direction !== '.' ? direction.toUpperCase() : direction;
  return event.key.length === 1 && event.key !== ' ' && actions.includes(event.key) ? event.key : null;
}

/** Every key, for the help screen. */
export const HELP_LINES = [
  'h j k l y u b n   move: left down up right, diagonals (also arrows, keypad)',
  'H J K L Y U B N   run (also Shift+arrow): stops at doors, forks, new sights',
  's                 search the 8 cells around you for secret doors and traps',
  '>                 go down the stairs ≡',
  '.                 rest one turn (also keypad 5)',
  'i                 your pack (any key returns)',
  'w                 where am I: your surroundings in words',
  'R                 a new random dungeon',
  'G                 switch generator: classic Rogue / LevelMap',
  'P                 save the screen as a picture (PNG)',
  '?                 this help',
  'touch             the buttons, or a swipe on the screen (held: a run)',
];

/** The page's help screen, line by line: at most 76 characters each, as the page writes them
 *  from column 5 of the 80-column screen. */
export const HELP_SCREEN = ['delve — keys', '', ...HELP_LINES, '',
  'A seed names a whole dungeon: share the address to share the level.',
  'Address #dos=N: the original 1985 game whose clock seed was N (1..32767),',
  'its level 1 as ROGUE.EXE drew it; its stairs lead on to seed N, depth 2.',
  'How levels change with depth, measured live: the dungeon atlas, atlas.html.',
  '', 'Press any key to return to the game.'];
