// The controls that answer the original's prompts and use the pack by tap or click (the
// painter of web/view/touch.js's PACK_COMMANDS and PROMPT_BUTTONS): a row of answers for what
// the game asks now (Continue, Yes and No, a hand...) with Escape always there, and the pack's
// panel: its objects by the names the game shows, and for the one chosen the commands that
// apply. Every button sends the keys the keyboard would (data-key), so the game never knows
// which was used; a command's object (data-object) is sent when the game asks for it.
import {
  commandsFor,
  PROMPT_BUTTONS,
  ESCAPE_BUTTON,
  KEYBOARD_BUTTON,
  LINE_KEYBOARD_BUTTON,
  CONTROL_BUTTONS,
  PAD_DIRECTIONS,
} from './touch.js';
import { touchPad, padRules, padWaiting } from './touch-pad.js';

// The prompts where the original's game takes only the answers row's keys: the pad's game keys
// wait (padWaiting). Not a list, which any key but Enter takes away.
const WAITING = ['more', 'enter', 'scorefile'];
// What the pad's game keys wait for in the original's game at `prompt` (padWaiting's `waiting`).
const padWaitsFor = (prompt) =>
  WAITING.includes(prompt) ? 'answer' : prompt === 'direction' ? 'direction' : null;

export const CONTROLS_CSS = `
.delve-answers { display: flex; flex-wrap: wrap; gap: 6px; justify-content: center; min-height: 44px;
  padding: 4px 6px 0; }
.delve-answers[hidden] { display: none; }
.delve-answers button, .delve-pack button { font: 15px/1 system-ui, sans-serif; color: #fff;
  background: #0000aa; border: 2px solid #5555ff; border-radius: 8px; min-width: 44px;
  min-height: 44px; padding: 0 10px; }
.delve-answers button:focus-visible, .delve-pack button:focus-visible { outline: 3px solid #ffff55; outline-offset: 2px; }
.delve-pack { display: flex; flex-direction: column; gap: 4px; padding: 6px; max-width: 100vw; max-height: 40vh;
  box-sizing: border-box; overflow-y: auto; }
.delve-pack[hidden] { display: none; }
.delve-pack-head { display: flex; justify-content: space-between; align-items: center; gap: 8px;
  position: sticky; top: -6px; background: #000; }
.delve-pack h2, .delve-pack h3 { font: 600 14px/1.2 system-ui, sans-serif; color: #ffff55; margin: 0; }
.delve-pack h3 { font-weight: 400; color: #aaa; }
.delve-pack ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.delve-pack li button { width: 100%; text-align: left; font-family: "Delve VGA", monospace; }
.delve-answers button[aria-pressed="true"], .delve-pack li button[aria-pressed="true"] { background: #aa5500; border-color: #ffff55; }
.delve-pack-commands { display: flex; flex-wrap: wrap; gap: 6px; }
`;

const TOUCH = (document) => document.defaultView?.matchMedia('(pointer: coarse)').matches;
const DIRECTIONS = PAD_DIRECTIONS.flat()
  .map((b) => b.key)
  .filter((key) => key !== '.');

// A button; `key` the key it sends (none: the panel's own, choosing or closing).
function button(document, { key, label, name }, object) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  if (key !== undefined) b.dataset.key = key;
  if (object) b.dataset.object = object;
  b.setAttribute('aria-label', name);
  return b;
}

export class GameControls {
  /** send(key): plays a key as the keyboard would; onChange(): the controls' height changed
   *  (the page re-fits its screen); focusGame(): the keys go to the game again, after a button
   *  that played (the row it was in is drawn anew, and a focus left on nothing takes no key);
   *  keyboard: { wanted(), want(on), show() }, the phone's own keyboard for every command the
   *  pad lacks (call, discoveries, the original's help...): offered by a Keyboard button at a
   *  command, and let go once the game is over; at a line, its button shows it again. */
  constructor(document, send, onChange = () => {}, focusGame = () => {}, keyboard = null) {
    this.document = document;
    this.send = send;
    this.onChange = onChange;
    this.focusGame = focusGame;
    this.keyboard = keyboard;
    this.pending = null; // the object letter a command will be given when the game asks
    this.chosen = null; // the letter chosen in the panel
    this.state = null;
    this.pad = null; // the touch pad (touch-pad.js), set by whoever makes it beside these
    this.answers = document.createElement('div');
    this.answers.className = 'delve-answers';
    this.answers.setAttribute('role', 'group');
    this.answers.setAttribute('aria-label', 'answers to the game');
    this.pack = document.createElement('div');
    this.pack.className = 'delve-pack';
    this.pack.setAttribute('role', 'group');
    this.pack.setAttribute('aria-label', 'your pack');
    this.pack.hidden = true;
    for (const part of [this.answers, this.pack]) {
      part.addEventListener('click', (event) => this.clicked(event));
      part.addEventListener('keydown', (event) => this.escaped(event, part));
    }
  }

  // Escape on a control: the panel of a pack looked at closes; else the game has its Escape (a
  // question called off), as the Esc button sends it. The keys go to the game again.
  escaped(event, part) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation(); // the game's key, as its other keys (terminal-view.js)
    if (part === this.pack && !this.answering) this.closePack();
    else this.send(ESCAPE_BUTTON.key);
    this.focusGame();
  }

  clicked(event) {
    const b = event.target.closest('button');
    if (!b) return;
    const { choose, close, key, object, keyboard } = b.dataset;
    if (keyboard === 'show') this.keyboard.show();
    else if (keyboard) {
      this.keyboard.want(!this.keyboard.wanted()); // in the tap: a phone shows its keyboard
      this.drawAnswers();
    } else if (choose) {
      this.chosen = this.chosen === choose ? null : choose;
      this.drawPack(); // anew: the focus on what it shows now
      // the object's commands, which a screen reader would otherwise reach only by going back
      // (they come before the list); or the object again, let go
      const first = this.chosen && this.pack.querySelector('.delve-pack-commands button');
      return (first || this.pack.querySelector(`[data-choose="${choose}"]`)).focus();
    } else if (close) {
      this.closePack();
      return this.refocus(null);
    } else {
      if (object && this.state.prompt !== 'object') {
        this.pending = object;
        this.closePack();
      }
      this.send(key);
      return this.refocus(b);
    }
    this.focusGame();
  }

  /** After `pressed`, a control that played its key (or had the focus while a key was typed):
   *  the keys go to the game again; but on a touch screen the focus stays with the controls,
   *  where a screen reader's user is (the game read its name again at every tap, and the pad
   *  was nine swipes back): on what answers the game's question now (Continue, Yes, the first
   *  object asked for; a yes or no's No; a direction asked for, the pad's last direction or
   *  its up), else on the button pressed, or the pad's last pressed where that went with its
   *  row or panel. A line typed, or the game's end, has the game (or the end's bar) take it. */
  refocus(pressed) {
    if (pressed?.closest('.delve-pad')) this.lastPad = pressed;
    const prompt = this.state?.prompt;
    if (!TOUCH(this.document) || prompt === 'line' || prompt === 'over') return this.focusGame();
    if (prompt === 'direction') {
      const last = this.lastPad?.dataset.key?.toLowerCase();
      const direction = this.pad?.querySelector(
        `[data-key="${DIRECTIONS.includes(last) ? this.lastPad.dataset.key : 'k'}"]`,
      );
      if (direction && !direction.closest('[hidden]')) return direction.focus();
    }
    // (a yes or no: No, the answer that changes nothing, as a confirmation's focus goes)
    const answer =
      prompt === 'object'
        ? this.pack.querySelector('li button')
        : prompt !== 'command' &&
          [...this.answers.querySelectorAll('button')].find(
            (b) =>
              b.dataset.key &&
              b.dataset.key !== ESCAPE_BUTTON.key &&
              (prompt !== 'yesno' || b.dataset.key === 'n'),
          );
    const target = [answer, pressed, this.lastPad].find(
      (b) => b?.isConnected && !b.closest('[hidden]'),
    );
    if (target) target.focus();
    else this.focusGame();
  }

  /** After every key: the answers for the prompt now, the pack's letters when it asks for an
   *  object; and a command's object given as soon as the game asks for it. */
  update(state) {
    this.state = state;
    if (this.pending && state.prompt === 'object') {
      const letter = this.pending;
      this.pending = null;
      this.send(letter);
      return;
    }
    if (!['object', 'direction', 'more'].includes(state.prompt)) this.pending = null;
    if (state.prompt === 'over' && this.keyboard?.wanted()) this.keyboard.want(false);
    if (this.pad)
      padWaiting(this.pad, state.rules === 'original' ? padWaitsFor(state.prompt) : null);
    this.drawAnswers();
    if (state.prompt === 'object') this.openPack(true);
    else if (this.answering) this.closePack();
    else if (!this.pack.hidden) this.drawPack();
  }

  drawAnswers() {
    const d = this.document,
      prompt = this.state.prompt;
    // a walk asks nothing, but its pack's list waits for a key, as the original's lists do
    if (this.state.rules !== 'original')
      return this.answers.replaceChildren(
        ...(prompt === 'list' ? [button(d, PROMPT_BUTTONS.list[0])] : []),
      );
    const buttons = (PROMPT_BUTTONS[prompt] ?? []).map((b) => button(d, b));
    // the Keyboard toggle with a command, and with any other question while the keyboard is up
    // (so it can go again without the phone's Back); at a line, the keyboard shown again
    const wanted = this.keyboard?.wanted();
    if (this.keyboard && prompt === 'line') {
      const b = button(d, LINE_KEYBOARD_BUTTON);
      b.dataset.keyboard = 'show';
      buttons.push(b);
    } else if (this.keyboard && (prompt === 'command' || (wanted && prompt !== 'over'))) {
      const b = button(d, KEYBOARD_BUTTON);
      b.dataset.keyboard = 'toggle';
      b.setAttribute('aria-pressed', String(wanted));
      buttons.push(b);
      if (wanted && prompt === 'command') buttons.push(...CONTROL_BUTTONS.map((c) => button(d, c)));
    }
    if (prompt !== 'over') buttons.push(button(d, ESCAPE_BUTTON));
    this.answers.replaceChildren(...buttons);
  }

  /** The pack's panel: answering, its objects send their letters (the game asked for one);
   *  else an object chosen shows its commands. */
  openPack(answering = false) {
    this.answering = answering;
    this.chosen = null;
    this.pack.hidden = false;
    this.drawPack();
    this.onChange();
  }

  /** The pad's Pack: opens the panel with the focus on its first object (the Pack button is
   *  before it in the tab order, and hidden under it where the panel takes the pad's place),
   *  or closes it. */
  togglePack() {
    if (!this.pack.hidden) return this.closePack();
    this.openPack(false);
    this.pack.querySelector('li button')?.focus();
  }

  closePack() {
    if (this.pack.hidden) return;
    this.pack.hidden = true;
    this.answering = false;
    this.onChange();
  }

  drawPack() {
    const d = this.document;
    const title = d.createElement('h2');
    title.textContent = this.answering ? 'Which object?' : 'Your pack';
    const list = (objects) => {
      const ul = d.createElement('ul');
      for (const o of objects) {
        const item = d.createElement('li');
        const label = `${o.letter}) ${o.name}`;
        const b = button(d, { key: this.answering ? o.letter : undefined, label, name: label });
        if (!this.answering) {
          b.dataset.choose = o.letter;
          b.setAttribute('aria-pressed', String(this.chosen === o.letter));
        }
        item.append(b);
        ul.append(item);
      }
      return ul;
    };
    // the title with Close beside it, at the top: a long pack scrolls, and Close stays in view
    const head = d.createElement('div');
    head.className = 'delve-pack-head';
    head.append(title);
    // answering, the objects the question lists first (the potions to quaff), as the original's
    // list shows them; the others after, which it takes all the same (a potion thrown)
    const asked = this.answering ? this.state.listed : '';
    const parts = [head, list(this.state.pack.filter((o) => !asked || asked.includes(o.letter)))];
    const others = this.state.pack.filter((o) => asked && !asked.includes(o.letter));
    if (others.length) {
      const more = d.createElement('h3');
      more.textContent = 'Other objects';
      parts.push(more, list(others));
    }
    const chosen = this.state.pack.find((o) => o.letter === this.chosen);
    if (chosen && !this.answering) {
      const commands = d.createElement('div');
      commands.className = 'delve-pack-commands';
      commands.setAttribute('role', 'group');
      commands.setAttribute('aria-label', `what to do with ${chosen.name}`);
      commands.append(...commandsFor(chosen).map((c) => button(d, c, chosen.letter)));
      parts.splice(1, 0, commands);
    }
    if (!this.answering) {
      const close = button(d, { label: 'Close', name: 'close the pack' });
      close.dataset.close = '1';
      head.append(close);
    }
    this.pack.replaceChildren(...parts);
  }
}

/** Keys typed while a control inside `element` has the focus (a touch screen keeps it there, and
 *  a keyboard may be attached) are the game's: play(event), true when it used the key, then the
 *  focus goes where `controls` (GameControls) puts it after a press; but for a button's own
 *  (Tab, Enter, Space; the answers' and the pack's Escape stops at them). */
export function forwardKeys(element, play, controls) {
  element.addEventListener('keydown', (event) => {
    if (['Tab', 'Enter', ' '].includes(event.key) || event.defaultPrevented) return;
    if (!play(event)) return;
    event.preventDefault();
    controls.refocus(event.target.closest('button'));
  });
}

// A widget's controls leave their place to the end's bar once the game is over, as the page's
// do: it has its own buttons, the game takes no other key, and under the pad it would be below a
// phone's fold.
class WidgetControls extends GameControls {
  update(state) {
    super.update(state);
    const over = state.prompt === 'over';
    padRules(this.pad, state.rules);
    if (over) this.closePack();
    this.answers.hidden = this.pad.hidden = over;
  }
}

/** An interactive widget's touch controls, the page's less its Help and New: the answers, the
 *  pack's panel (the pad's Pack opens it in the original's game) and the compact pad. send(key)
 *  plays a key; game() is the game now; focusGame(): the keys to the game again, after a button
 *  that played; keyboard: as GameControls's. { controls, elements } (to put under the screen). */
export function widgetControls(document, send, game, focusGame, keyboard = null) {
  const controls = new WidgetControls(document, send, undefined, focusGame, keyboard);
  const pad = (controls.pad = touchPad(
    document,
    (key, pressed) => {
      if (key === 'i' && game().state().rules === 'original') return controls.togglePack();
      send(key);
      controls.refocus(pressed);
    },
    { compact: true },
  ));
  return { controls, elements: [controls.answers, controls.pack, pad] };
}

/** What a screen reader names a widget's game, its one tab stop (xterm's own name, "Terminal
 *  input", says nothing): the level in words, and the keys of its `rules` ('original' or
 *  'explore'; on a touch screen the pad's); `watched`: a replay's, whose keys are the watcher's
 *  (web/view/game-bars.js WatchBar), not the player's. */
export function gameLabel(levelWords, watched = false, rules = 'explore') {
  const keys = watched
    ? 'Space plays or pauses, the left and right arrows step back and forward, Home and End go to the start and the end'
    : globalThis.matchMedia?.('(pointer: coarse)').matches
      ? "the pad's buttons, and its Where says where you are"
      : rules === 'original'
        ? "the original's (? lists them), Alt+W says where you are, Alt+S the status"
        : 'h j k l y u b n or the arrows move, s searches, > goes down the stairs, w or Alt+W says where you are, Alt+S the status';
  // the original's game takes Escape (it cancels); Tab is never a game key
  const leave = rules === 'original' && !watched ? 'Tab' : 'Escape';
  return `A game of delve${watched ? ' being watched' : ''}, ${levelWords} Keys: ${keys}, ${leave} leaves the game.`;
}
