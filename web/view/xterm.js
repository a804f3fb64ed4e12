// xterm.js and its stylesheet (as text, put in place by the caller): what the page and an
// interactive widget import only once they need a terminal, so it comes in a chunk of its own.
export { Terminal } from '@xterm/xterm';
export { default as xtermCss } from '@xterm/xterm/css/xterm.css';
