// The terminal half of the game page, which app.js imports only after drawing the first frame:
// xterm.js and its stylesheet (as text, put in place by the page), in a chunk of their own.
export { Terminal } from '@xterm/xterm';
export { default as xtermCss } from '@xterm/xterm/css/xterm.css';
