// An interactive widget's game shown in its box (web/widget/widget.js's GameLevelView.open): the
// terminal, the bars, the live region and, on touch screens, the controls. Here, in the game's
// chunk, so that a page of still pictures does not fetch it.
import { Terminal, xtermCss } from '../view/xterm.js';
import { TerminalView } from '../view/terminal-view.js';
import { listenForSwipes, PAD_CSS } from '../view/touch-pad.js';
import { widgetControls, gameLabel, CONTROLS_CSS } from '../view/game-controls.js';
import { WatchBar, OverBar, BARS_CSS, anotherGame } from '../view/game-bars.js';

/** Opens `shown` (a GameLevelView) in `box`; levelWords: its level in words. */
export function openGame(shown, box, levelWords) {
  shown.widget.playStyle.textContent = xtermCss + PAD_CSS + CONTROLS_CSS + BARS_CSS;
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
  shown.view.term.textarea?.setAttribute('aria-label', gameLabel(levelWords));
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
  box.after(shown.bar.el, ...(replay ? [] : [cue]), shown.live);
  if (!replay) shown.bar.update(shown.game, shown.live); // keys that ended the game: its offer now
  box.classList.add('game'); // focused, a swipe plays (see WIDGET_CSS)
  // a replay plays by itself, unless motion is to be reduced: then it waits for Play
  if (replay && !matchMedia('(prefers-reduced-motion: reduce)').matches) replay.play();
  else if (!replay && matchMedia('(pointer: coarse)').matches) {
    // touch: the compact pad and, as on the page, the answers to what the original asks (a
    // ' More ' takes only a space) and the pack's panel
    const touch = widgetControls(
      document,
      (key) => shown.onKey({ key, code: '' }),
      () => shown.game,
    );
    shown.controls = touch.controls;
    box.after(...touch.elements);
    shown.controls.update(shown.game.state());
  }
}
