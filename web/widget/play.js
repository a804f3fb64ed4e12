// What an interactive widget needs beyond a still picture, fetched the first time a game is
// shown (a chunk of its own): xterm.js and its CSS, the terminal view, the game's keys (with the
// words for where the player is) and touch controls; a game's keys (their link text, watching
// them) and the bars under the screen.
export { Terminal, xtermCss } from '../view/xterm.js';
export { TerminalView } from '../view/terminal-view.js';
export { playGameKey } from '../view/game-keys.js';
export { Game } from '../api/game.js';
export { touchPad, listenForSwipes, PAD_CSS } from '../view/touch-pad.js';
export { GameControls, CONTROLS_CSS } from '../view/game-controls.js';
export { sayMessage } from '../view/game-keys.js';
export { decodeKeys } from '../view/key-text.js';
export { Replay } from '../view/replay.js';
export { WatchBar, OverBar, BARS_CSS, anotherGame } from '../view/game-bars.js';
