// The one terminal view the page and the widget share (xterm.js's addon shape: open, dispose):
// an xterm.js terminal with the PC's look (the VGA font, PC colours, the cursor only where the
// original shows it, no scrollback, the font's own box drawing), painted from the core's text
// screen by TerminalDiff (only the cells that changed), and the keys it receives handed to the
// caller. The Terminal class comes from the caller, which decides how xterm.js is loaded.
import { TerminalDiff, PC_THEME, answeringKey } from './terminal-diff.js';

const TOUCH = () => globalThis.matchMedia?.('(pointer: coarse)').matches;

// What a soft keyboard's text means as keys: its backspace comes as DEL, its Enter as a newline.
const TEXT_KEYS = { '\x7f': '\b', '\n': '\r' };
// An input method's key (Chrome: keyCode 229, key 'Process'); a modifier alone.
const composing = (event) => event.isComposing || event.keyCode === 229 || event.key === 'Process';
const isModifier = (event) => ['Shift', 'Control', 'Alt', 'AltGraph', 'Meta'].includes(event.key);

export class TerminalView {
  /** { cols, rows, fontFamily, fontSize, cp437 (delve.cp437), input (false: a still picture) } */
  constructor(Terminal, { cols, rows, fontFamily, fontSize, cp437, input = true }) {
    this.cp437 = cp437;
    this.term = new Terminal({
      cols,
      rows,
      fontFamily,
      fontSize,
      lineHeight: 1,
      letterSpacing: 0,
      theme: PC_THEME,
      cursorStyle: 'underline', // the PC's text cursor, shown while a line is typed
      cursorInactiveStyle: 'underline',
      cursorBlink: true,
      scrollback: 0,
      allowTransparency: false,
      disableStdin: !input,
      customGlyphs: false, // the VGA font's own box-drawing shapes
    });
    this.diff = new TerminalDiff(cols, rows, cp437);
  }

  open(element) {
    this.term.open(element);
    // on a touch screen the on-screen controls are the keyboard: no soft keyboard over them
    // (but for a line of text: typing())
    if (TOUCH()) this.term.textarea.setAttribute('inputmode', 'none');
    // a still picture takes no keys, so it is not focusable at all (no tab stop, and nothing
    // interactive inside what screen readers hear as one picture)
    if (this.term.options.disableStdin) {
      this.term.textarea.tabIndex = -1;
      this.term.textarea.disabled = true;
    } else {
      // a game takes every key: inside an application a screen reader leaves them all to it
      // (NVDA's browse mode otherwise takes Escape, which the original's prompts ask for, and
      // then h, k, l, b, u as its own quick-navigation keys); the textarea keeps the game's name
      this.term.element.setAttribute('role', 'application');
      this.term.element.setAttribute('aria-label', 'game');
    }
  }

  /** Focus that comes into `box` from outside (inside(event.relatedTarget) false: the caller's
   *  box with its controls) shows all of the screen that fits: the browser shows only
   *  xterm.js's input, which sits at the cursor (often the bottom right), so a page scrolled
   *  down (a Tab into a widget half below the window, the page's Clock box) left the top rows,
   *  the messages, out of view. */
  showOnFocus(box, inside) {
    box.addEventListener('focusin', (event) => {
      if (inside(event.relatedTarget)) return;
      requestAnimationFrame(() => box.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    });
  }

  /** Brings the terminal up to date with a screen { cols, rows, chars, attrs, cursor },
   *  resizing it to a screen of another size. */
  paint(screen) {
    if (screen.cols !== this.diff.cols || screen.rows !== this.diff.rows) {
      // emptied first: resizing reflows the lines, and narrower ones wrap, push the screen down
      // a row and leave the view on the stale row above it (a phone turned and back)
      this.term.reset();
      this.diff = new TerminalDiff(screen.cols, screen.rows, this.cp437);
      this.term.resize(screen.cols, screen.rows);
    }
    const ansi = this.diff.update(screen.chars, screen.attrs, screen.cursor);
    if (ansi) this.term.write(ansi);
  }

  /** A new font size in CSS px (the container changed size). xterm.js places its input
   *  textarea at the cursor only when the cursor moves: left at the old size's pixels it would
   *  lie outside a smaller screen and widen the page, so the cursor (every write places its
   *  own) goes home and back, which moves the textarea to the new size's cells. */
  setFontSize(size) {
    if (this.term.options.fontSize === size) return;
    this.term.options.fontSize = size;
    this.term.write('\x1b[H' + this.diff.cursorAt());
  }

  /** Writes text the core did not draw (the page's help), with no cursor; the next paint
   *  redraws every cell, and the cursor if the game shows one. */
  writeOver(ansi) {
    this.term.write(`\x1b[?25l${ansi}`);
    this.diff.invalidate();
  }

  /** Whether the game reads a line of text now (the prompt 'line': a name, a file): while it
   *  does, text typed without key events (a phone's soft keyboard, an input method, a paste) is
   *  played as keys, and on a touch screen the soft keyboard comes up for it (focused inside
   *  the tap that asked, as phones require) and goes after. */
  typing(on) {
    this.lineTyping = on;
    on ||= Boolean(this.keyboardWanted);
    const textarea = this.term.textarea;
    if (this.typingOn === on || !textarea) return;
    this.typingOn = on;
    if (!TOUCH()) return;
    textarea.setAttribute('inputmode', on ? 'text' : 'none');
    // off: the keyboard goes, the focus (a widget's swipes need it) stays
    if (on) textarea.focus();
    else if (document.activeElement === textarea) this.#refocus();
  }

  /** The player's own keyboard (the controls' Keyboard button): on, every key the original
   *  reads is typed, a command as a line's text, as typing(true) does for a line; off, only a
   *  line's. Called inside the tap that asked, which a phone requires to show its keyboard. */
  wantKeyboard(on) {
    this.keyboardWanted = on;
    this.typing(Boolean(this.lineTyping));
  }

  /** While typing, the soft keyboard again, after a phone's Back put it away (focusing the
   *  textarea that has the focus would not bring it back). */
  showKeyboard() {
    if (this.typingOn) this.#refocus();
  }

  // The textarea focused anew: a phone shows or hides its keyboard as its inputmode says now.
  #refocus() {
    this.term.textarea?.blur();
    this.term.focus();
  }

  /** Calls handle(event) for every key pressed; when it returns true the key was used: the
   *  browser's default is prevented, and xterm.js parses the frame the caller writes at once.
   *  Tab and Shift+Tab are never game keys: they move the focus on (the terminal is no keyboard
   *  trap), and Escape, unless the caller uses it, lets the focus go. While typing(), text
   *  that came with no key event is handed over as keys too, one character each; and so is,
   *  at any time, the character a dead key composes (a French or German ^ is a dead key: its
   *  character comes as text, from the next key or an input method). */
  onKey(handle) {
    let declined = false; // xterm.js is handling a key the caller did not use: its data is not text
    let dead = false; // a dead key was pressed: the text that comes next is its character
    this.term.onData((data) => {
      if (!data) return; // xterm.js sends empty data at times (a key's textarea check)
      const composed = dead;
      dead = false;
      if (declined || !(this.typingOn || composed)) return;
      for (const c of data)
        if (this.typingOn || composed) handle({ key: TEXT_KEYS[c] ?? c, code: '' });
    });
    this.term.attachCustomKeyEventHandler((event) => {
      if (event.key === 'Tab') return false; // the browser's: the next or previous tab stop
      if (event.type !== 'keydown') return false;
      answeringKey(this.term);
      if (!handle(event)) {
        // a dead key; then an input method composing its character, or a modifier
        dead = event.key === 'Dead' || (dead && (composing(event) || isModifier(event)));
        declined = true;
        queueMicrotask(() => (declined = false));
        // a combination the game left (Alt+D, Alt+Left, Ctrl+C ...) is the browser's: xterm.js
        // would make Alt+D an Escape and d, and keep the browser's shortcut from it
        if ((event.altKey || event.ctrlKey || event.metaKey) && !dead) return false;
        // and so is an F-key the game left (F5 reloads, F12 the tools; an explore walk uses none)
        if (/^F\d+$/.test(event.key)) return false;
        if (event.key !== 'Escape') return true;
        this.#leave();
        return false;
      }
      dead = false; // the key came with its character (the browser composed it)
      event.preventDefault();
      event.stopPropagation(); // the game's: no shortcut of the page around a widget takes it too
      return false;
    });
  }

  // Escape lets the focus go. The browser's next Tab starts from the game's shadow host (in a
  // widget), which led straight back into the game: out of the tab order for that Tab (back in
  // once it has moved the focus on, or anything else took the focus), so that Tab goes on to
  // what follows it and Shift+Tab to what precedes.
  #leave() {
    const textarea = this.term.textarea;
    this.term.blur();
    textarea.tabIndex = -1;
    const back = () => {
      textarea.tabIndex = 0;
      document.removeEventListener('focusin', back, true);
      document.removeEventListener('keydown', next, true);
    };
    const next = () => setTimeout(back); // after the key's own move of the focus
    document.addEventListener('focusin', back, true);
    document.addEventListener('keydown', next, true);
  }

  dispose() {
    this.term.dispose();
  }
}
