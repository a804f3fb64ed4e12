// What an interactive widget needs beyond a still picture, fetched the first time a game is
// shown (a chunk of its own): the game, started (or its replay) and shown in its box with
// xterm.js, its bars and its touch controls (open-game.js), and a game's keys as a link's text.
export {
  openGame,
  startGame,
  nameGame,
  watched,
  playKey,
  gameFrame,
  tapGame,
} from './open-game.js';
export { Game } from '../api/game.js';
export { decodeKeys } from '../view/key-text.js';
export { gameOptions } from './game-attributes.js';
export { screenWords } from '../view/spoken.js';
export { fallbackScale } from '../view/fallback-font.js';
// the terminal as the game shows it (tests/browser/widget-pixels.test.mjs draws a still
// picture's screen with it)
export { Terminal, xtermCss } from '../view/xterm.js';
export { TerminalView } from '../view/terminal-view.js';
// a game's screen in a part of it (a still picture's crop is the widget's own)
export { gameView } from '../view/crop.js';
