// An interactive widget's game shown in its box (web/widget/widget.js's GameLevelView.open): the
// terminal, the bars, the live region and, on touch screens, the controls. Here, in the game's
// chunk, so that a page of still pictures does not fetch it.
import { Terminal, xtermCss } from '../view/xterm.js';
import { TerminalView } from '../view/terminal-view.js';
import { listenForSwipes, PAD_CSS } from '../view/touch-pad.js';
import { widgetControls, gameLabel, CONTROLS_CSS } from '../view/game-controls.js';
import { WatchBar, OverBar, BARS_CSS, anotherGame } from '../view/game-bars.js';

// The cue to play, over the middle of the screen: the map, never the message row or the status
// (text a player reads before playing); gone once anything in the widget has the focus.
const CUE_CSS = `
.screen { position: relative; }
.cue { position: absolute; left: 0; right: 0; top: 50%; transform: translateY(-50%); font: 13px/1.6 system-ui, sans-serif; color: #fff; background: rgba(0, 0, 0, 0.75); text-align: center; pointer-events: none; }
:host(:focus-within) .cue { display: none; }
`;

/** Opens `shown` (a GameLevelView) in `box`; levelWords: its level in words. */
export function openGame(shown, box, levelWords) {
  shown.widget.playStyle.textContent = xtermCss + PAD_CSS + CONTROLS_CSS + BARS_CSS + CUE_CSS;
  shown.widget.listenForSwipes(listenForSwipes);
  const { area, size } = shown.layout;
  shown.view = new TerminalView(Terminal, {
    ...area,
    fontFamily: `"${shown.family}"`,
    fontSize: size,
    cp437: shown.delve.cp437,
    input: true,
  });
  shown.view.open(box);
  nameGame(shown, levelWords);
  shown.view.onKey((event) => shown.onKey(event));
  const cue = document.createElement('div');
  cue.className = 'cue';
  cue.textContent = 'click or tap to play';
  shown.live = document.createElement('div');
  shown.live.className = 'live';
  shown.live.setAttribute('aria-live', 'polite');
  const { replay } = shown;
  shown.bar = replay
    ? new WatchBar(document, replay)
    : new OverBar(document, {
        onNew: () => shown.restart(anotherGame(shown.start), 'A new game.'),
        onAgain: () => shown.restart(shown.start, 'The same game again.'),
      });
  if (!replay) box.append(cue);
  box.after(shown.bar.el, shown.live);
  if (!replay) shown.bar.update(shown.game, shown.live); // keys that ended the game: its offer now
  box.classList.add('game'); // focused, a swipe plays (see WIDGET_CSS)
  // a replay plays by itself, unless motion is to be reduced: then it waits for Play
  if (replay && !matchMedia('(prefers-reduced-motion: reduce)').matches) replay.play();
  else if (!replay && matchMedia('(pointer: coarse)').matches) {
    // touch: the compact pad and, as on the page, the answers to what the original asks (a
    // ' More ' takes only a space) and the pack's panel
    const touch = widgetControls(
      document,
      // Where speaks as Alt+W (its w would be the original's wield)
      (key) => shown.onKey({ key, code: '', altKey: key === 'w' }),
      () => shown.game,
      () => shown.view.term.focus(), // the widget keeps the focus: its keys and swipes go on
      {
        wanted: () => Boolean(shown.view.keyboardWanted),
        want: (on) => shown.view.wantKeyboard(on),
      },
    );
    shown.controls = touch.controls;
    box.after(...touch.elements);
    shown.controls.update(shown.game.state());
  }
}

/** Names the game of `shown` (its TerminalView's textarea, the one tab stop) for screen
 *  readers by its level in words and its keys (a watcher's, for a replay); again on every new
 *  level or game, so that it never names one gone. */
export function nameGame(shown, levelWords) {
  const label = gameLabel(levelWords, Boolean(shown.replay));
  shown.view.term.textarea?.setAttribute('aria-label', label);
}
