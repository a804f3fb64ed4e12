// What an interactive widget needs beyond a still picture, fetched the first time a game is
// shown (a chunk of its own): xterm.js and its CSS, the terminal view, the game's keys (with the
// words for where the player is) and touch controls.
export { Terminal, xtermCss } from '../view/xterm.js';
export { TerminalView } from '../view/terminal-view.js';
export { playGameKey } from '../view/game-keys.js';
export { Game } from '../api/game.js';
export { touchPad, listenForSwipes, PAD_CSS } from '../view/touch-pad.js';
