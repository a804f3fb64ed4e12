// Types for the <delve-level> widget (web/widget/widget.js, built as delve-widget.js).
import type {
  ByteArray,
  Game,
  GameCommon,
  GameState,
  LevelmapLevel,
  LevelmapOptions,
  RogueLevel,
} from '../api/delve.js';

/** The widget's options: its attributes as an object (booleans for the flags, camelCase for
 *  the kebab-case ones: firstClock is first-clock); the LevelMap ones as the JS API has them (a
 *  game: width 9..80 by height 9..22); the original's game's own (firstClock, firstClockTurns,
 *  year, ROGUE.OPT's menu, screen, macro and savefile, credits) as delve.game takes them, so
 *  that a game recorded or linked with them replays, and refused where nothing uses them. */
export interface WidgetOptions
  extends
    Omit<LevelmapOptions, 'seed'>,
    Pick<
      GameCommon,
      | 'firstClock'
      | 'firstClockTurns'
      | 'year'
      | 'menu'
      | 'screen'
      | 'macro'
      | 'savefile'
      | 'credits'
    > {
  /** 0..4294967295 (default: random). */
  seed?: number | undefined;
  /** Instead of seed: the original game with this DOS clock seed, 1..32767 (its level 1). */
  dos?: number | undefined;
  generator?: 'rogue' | 'levelmap' | undefined;
  /** 1..999 (default 1). */
  depth?: number | undefined;
  mode?: 'fixed' | 'classic' | undefined;
  /** Explore with the keyboard while focused; otherwise a still picture of the whole level (or,
   *  with keys, of the game's screen after them). When an interactive game ends, the widget
   *  offers a new game (another clock or seed) and the same game again: buttons, and N and A. */
  interactive?: boolean | undefined;
  /** The rules of an interactive game (or of keys): 'explore' (the walk: the default without
   *  keys) or 'original' (the original's whole game: the default with keys). */
  rules?: 'explore' | 'original' | undefined;
  /** A game's keys as the text of a link: what follows `keys=` in the page's address (the
   *  keys compressed, in base64url: web/view/key-text.js encodeKeys of game.keys()), the same
   *  text for mount() as for the attribute. The game is played from its start through them: the
   *  widget shows the screen after them (a still picture unless interactive or autoplay). Bad
   *  text shows the widget's error, naming keys. */
  keys?: string | undefined;
  /** Watch the keys being played (refused without keys), from key 0 at five keys a second (paused when the reader
   *  prefers reduced motion), with buttons to play or pause and step back and forward, and
   *  "key N of M"; Space plays or pauses and the arrows step while the widget has the focus. It
   *  stops at the end. */
  autoplay?: boolean | undefined;
  /** A game's (interactive, autoplay or keys) player's name in the original's greeting,
   *  1..23 printable ASCII characters (default 'Rodney'); refused where nothing shows it (a still
   *  level, a LevelMap game, a walk but a replay's). */
  name?: string | undefined;
  /** A game's fruit (the original's fruit option), the same rule (default 'Slime Mold'). */
  fruit?: string | undefined;
  /** The part of the screen shown, "COLSxROWS" (10..80 by 5..25), following the player. */
  view?: string | undefined;
  /** Whole multiples of 8x16 CSS pixels a cell, 1..8, at most: a screen wider than the
   *  container at it takes the largest multiple that fits, or 1 and the columns that fit around
   *  the player; or 'fill': the whole font size that fills the container's width (may blur the
   *  font's pixels); default: the largest whole multiple of 8x16 device pixels that fits the
   *  container's width, at least one. */
  scale?: number | 'fill' | undefined;
  /** The VGA font's URL, if not beside the script. */
  font?: string | URL | undefined;
}

/** What mount() returns. */
export interface MountedLevel {
  /** Settles when the level is drawn (or its error message shown). */
  ready: Promise<void>;
  /** The level shown, as the JS API returns it (for a game: the level at its depth). */
  readonly level: RogueLevel | LevelmapLevel | null;
  /** The game, when interactive or watched (autoplay: the game at the position shown). */
  readonly game: Game | null;
  /** Changes options (merged with the earlier ones) and draws again; an unknown option throws a
   *  TypeError and changes nothing, and so does a call after destroy(). */
  update(options: WidgetOptions): Promise<void>;
  /** Frees the widget's WebAssembly memory; level and game are null from then on. */
  destroy(): void;
}

/** Shows a level in `element` (in its shadow root), as <delve-level> does with these attributes. */
export function mount(element: Element, options?: WidgetOptions): MountedLevel;

/** Where widgets load from (default: beside the script): fontUrl, the VGA web font of interactive
 *  widgets without a `font` attribute (delve-vga.otf); wasmUrl, delve.wasm (still pictures load
 *  the delve-still.wasm and delve-vga.f16 beside it). */
export function configure(options?: {
  fontUrl?: string | URL | undefined;
  wasmUrl?: string | URL | undefined;
}): void;

/** Bytes of WebAssembly heap in use by all widgets. */
export function heapInUse(): Promise<number>;

/** The <delve-level> element. */
export class DelveLevelElement extends HTMLElement {
  /** The level shown, as the JS API returns it (for a game: the level at its depth). */
  readonly level: RogueLevel | LevelmapLevel | null;
  /** The game, when interactive or watched (autoplay: the game at the position shown): act(),
   *  state(), screen(), text(). */
  readonly game: Game | null;
  /** What it shows (the part in view): CP437 bytes and PC colour attributes, a copy. */
  readonly screen: { cols: number; rows: number; chars: ByteArray; attrs: ByteArray } | null;
  /** What it shows, as rows of text. */
  readonly text: string[] | null;
}

/** The events a widget sends; they bubble and are composed (they leave a shadow root). */
export interface DelveLevelEventMap {
  /** The level is drawn: detail.level is its JSON object. */
  'delve-ready': CustomEvent<{ level: RogueLevel | LevelmapLevel }>;
  /** The widget shows an error instead of a level (a bad attribute, a file that did not
   *  load, what the page's policy forbids): detail.message is what it shows. */
  'delve-error': CustomEvent<{ message: string }>;
  /** The player moved (interactive widgets). */
  'delve-move': CustomEvent<GameState>;
  /** The player went down to a new level (interactive widgets). */
  'delve-descend': CustomEvent<GameState>;
}

declare global {
  interface HTMLElementTagNameMap {
    'delve-level': DelveLevelElement;
  }
  // every element's, the document's and the window's map extends this one: the events bubble
  interface GlobalEventHandlersEventMap extends DelveLevelEventMap {}
}
