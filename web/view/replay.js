// Watching a game by its keys (DOM-free): a game started from `start` (delve.game's options)
// and stepped through `keys` one at a time, forward and back. A step back replays from the
// last mark before it (the game is deterministic, and replaying is fast: a few hundred keys a
// millisecond), so no screen is kept. Playing is a timer the caller's clock drives (setTimer),
// so Node tests step it without waiting.

/** Keys a second a replay can play at: the choices a watcher is offered. */
export const SPEEDS = [1, 2, 5, 10, 20, 50];
export const DEFAULT_SPEED = 5;

// The marks a step back replays from: copies of the game (clone()) made as the replay passes
// every MARK_KEYS keys or more, at most MARKS of them, and one near where the watcher last went
// back to (on the NEAR_KEYS before it), so that a step back replays at most those keys, and a
// run of them only the near ones, not the whole game (200,000 keys took half a second a step
// in Chromium). Each takes a game's WebAssembly memory: where there is none left, the step
// replays from further back.
const MARKS = 8;
const MARK_KEYS = 4096;
const NEAR_KEYS = 1024;

export class Replay {
  /** delve: a loaded core; start: delve.game's options (without keys); keys: the string to
   *  watch; onChange(replay): after each step, and as it starts or stops playing (not for a
   *  new speed, a take-over or destroy()), to paint; timers: { set(fn, ms), clear(id) }
   *  (default setTimeout / clearTimeout). */
  constructor(delve, start, keys, onChange = () => {}, timers = undefined) {
    this.delve = delve;
    this.start = start;
    this.keys = keys;
    this.onChange = onChange;
    this.timers = timers ?? {
      set: (fn, ms) => setTimeout(fn, ms),
      clear: (id) => clearTimeout(id),
    };
    this.speed = DEFAULT_SPEED;
    this.position = 0; // keys played so far
    this.timer = null;
    this.game = delve.game(start);
    this.every = Math.max(MARK_KEYS, Math.ceil(keys.length / MARKS)); // keys from mark to mark
    this.marks = []; // marks[k]: the game after (k + 1) * every keys; null: no memory for it
    this.near = null; // { at, game }: the mark near the last step back (null: none, or no memory)
    this.nearAt = -1; // where a step back's replay leaves its near mark, as it passes it
  }

  get playing() {
    return this.timer !== null;
  }

  get length() {
    return this.keys.length;
  }

  /** Shows the screen after `n` keys (0 .. length). A key the game refuses throws (a link made
   *  or edited by hand), named by its place: the replay stops before it. */
  seek(n) {
    const to = Math.max(0, Math.min(this.length, Math.trunc(n)));
    if (to < this.position) this.#goBack(to);
    for (let i = this.position; i < to;) {
      try {
        this.game.act(this.keys[i++]);
      } catch (error) {
        this.position = i - 1; // the game as it is, before that key
        // named by its place, as delve.game names a key of its keys option
        error.message = error.message.replace(/^game\.act: /, `replay: keys[${i - 1}]: `);
        throw error;
      }
      if (i % this.every === 0 && this.marks[i / this.every - 1] === undefined)
        this.marks[i / this.every - 1] = this.#copy();
      if (i === this.nearAt) {
        this.near?.game.destroy();
        const game = this.#copy();
        this.near = game && { at: i, game };
      }
    }
    this.nearAt = -1; // a near mark comes of a step back only
    this.position = to;
    if (to === this.length) this.pause();
    this.onChange(this);
  }

  step(by) {
    this.seek(this.position + by);
  }

  play() {
    if (this.playing) return;
    if (this.position === this.length) this.seek(0);
    this.#tick();
    this.onChange(this);
  }

  pause() {
    if (!this.playing) return;
    this.#stop();
    this.onChange(this);
  }

  // The timer of the next step, and its end (neither is a change onChange hears of)
  #tick() {
    this.timer = this.timers.set(() => {
      this.#tick();
      this.step(1);
    }, 1000 / this.speed);
  }

  #stop() {
    this.timers.clear(this.timer);
    this.timer = null;
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  /** Keys a second, one of SPEEDS (the next tick comes at the new pace). */
  setSpeed(speed) {
    if (!SPEEDS.includes(speed)) throw new RangeError(`speed must be one of ${SPEEDS.join(', ')}`);
    this.speed = speed;
    if (this.playing) {
      this.#stop();
      this.#tick();
    }
  }

  // The game from the last mark at or before `to` (the near one, one of every `every` keys, or
  // the start), to play on from; the near mark is left on the NEAR_KEYS before `to`.
  #goBack(to) {
    const k = Math.floor(to / this.every) - 1,
      mark = this.marks[k];
    const near = this.near?.at <= to ? this.near : null;
    this.game.destroy();
    if (near && (!mark || near.at > (k + 1) * this.every)) {
      this.game = near.game.clone();
      this.position = near.at;
    } else if (mark) {
      this.game = mark.clone();
      this.position = (k + 1) * this.every;
    } else {
      this.game = this.delve.game(this.start);
      this.position = 0;
    }
    if (this.near && this.near.at > to) {
      this.near.game.destroy(); // past where the watcher went back to
      this.near = null;
    }
    this.nearAt = to - (to % NEAR_KEYS);
  }

  // A copy of the game as it is now, for a mark; null where there is no memory for it.
  #copy() {
    try {
      return this.game.clone();
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return null;
    }
  }

  #forgetMarks() {
    for (const mark of this.marks) mark?.destroy();
    this.near?.game.destroy();
    this.marks = [];
    this.near = null;
  }

  /** The game at the position, to go on playing from there: the replay lets go of it (and says
   *  nothing more: it is over). */
  takeOver() {
    this.#stop();
    this.#forgetMarks();
    const game = this.game;
    this.game = null;
    return game;
  }

  destroy() {
    this.#stop();
    this.#forgetMarks();
    this.game?.destroy();
    this.game = null;
  }
}
