// What an interactive widget needs beyond a still picture, fetched the first time a game is
// shown (a chunk of its own): xterm.js and its CSS, the terminal view, keys, touch controls and
// the words for where the player is.
export { Terminal, xtermCss } from '../view/xterm.js';
export { TerminalView } from '../view/terminal-view.js';
export { actionForKey } from '../view/keys.js';
export { touchPad, listenForSwipes, PAD_CSS } from '../view/touch-pad.js';
export { describeSurroundings } from '../view/surroundings.js';
