// Watching a game by its keys (DOM-free): a game started from `start` (delve.game's options)
// and stepped through `keys` one at a time, forward and back. A step back replays from the
// start (the game is deterministic, and replaying is fast: thousands of keys a millisecond
// or so), so no screen is kept. Playing is a timer the caller's clock drives (setTimer), so
// Node tests step it without waiting.

/** Keys a second a replay can play at: the choices a watcher is offered. */
export const SPEEDS = [1, 2, 5, 10, 20, 50];
export const DEFAULT_SPEED = 5;

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
  }

  get playing() {
    return this.timer !== null;
  }

  get length() {
    return this.keys.length;
  }

  /** Shows the screen after `n` keys (0 .. length). */
  seek(n) {
    const to = Math.max(0, Math.min(this.length, Math.trunc(n)));
    if (to < this.position) {
      this.game.destroy();
      this.game = this.delve.game({ ...this.start, keys: this.keys.slice(0, to) });
    } else {
      for (let i = this.position; i < to; i++) this.game.act(this.keys[i]);
    }
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

  /** The game at the position, to go on playing from there: the replay lets go of it (and says
   *  nothing more: it is over). */
  takeOver() {
    this.#stop();
    const game = this.game;
    this.game = null;
    return game;
  }

  destroy() {
    this.#stop();
    this.game?.destroy();
    this.game = null;
  }
}
