// Types for delve's JavaScript API (web/api/delve.js). The same API works in Node and the browser.

/** The bytes the API returns: a Uint8Array on an ordinary ArrayBuffer, never a shared one, so
 *  that Blob, File, Response and crypto.subtle take it (Uint8Array<ArrayBuffer> from
 *  TypeScript 5.7; a plain Uint8Array before). */
export type ByteArray = ReturnType<Uint8Array['slice']>;

/** A compiled WebAssembly.Module, where the project's types declare WebAssembly (lib "dom" or
 *  "webworker"); Node's own types (@types/node) do not, and there it is any object. */
export type CompiledModule = typeof globalThis extends {
  WebAssembly: { Module: abstract new (...args: never[]) => infer M };
}
  ? M
  : object;

export interface LoadOptions {
  /** Where delve.wasm comes from: a URL (string or URL), its bytes, or a compiled module; in
   *  Node also a file: URL, or a path (a string with no scheme, from the working directory: a
   *  '#', '?' or '%' in it is a name's). Default: build/web/delve.wasm (beside the bundle in a
   *  build). */
  wasm?: string | URL | ArrayBuffer | ArrayBufferView | CompiledModule | undefined;
  /** The 8x16 font of png() and svg(): 4096 bytes (256 glyphs of 16 rows, the high bit
   *  leftmost) or their URL (or path, as wasm's); by default delve-vga.f16 beside a wasm URL
   *  (none if it is missing); false for none. */
  font?: string | URL | ArrayBuffer | ArrayBufferView | false | undefined;
}

/** Options of a picture (png, svg). */
export interface PictureOptions {
  /** Each pixel as scale x scale pixels, 1..8 (default 1): a cell is 8x16 times it. */
  scale?: number | undefined;
}

/** A text screen to draw: `cols` x `rows` CP437 bytes and (optional: each glyph's own colour)
 *  PC colour attributes, row-major, at most 8,000 cells (a RangeError beyond). A game's
 *  screen() or a level's rogueMap / levelmapMap. */
export interface PictureSource {
  cols: number;
  rows: number;
  chars: Uint8Array;
  attrs?: Uint8Array | undefined;
  /** rogueCells() is no picture: its map has no monsters or player, and its rows are 80 bytes
   *  apart at 40 columns too (delve.rogueMap() draws the level). */
  stride?: undefined;
}

interface RogueCommon {
  /** 'fixed' (default for a seed): the original's bugs fixed; 'classic' (default for a replay):
   *  bug for bug as DOS Rogue 1.48. */
  mode?: 'fixed' | 'classic' | undefined;
  /** 80 (default) or 40 columns. */
  cols?: 80 | 40 | undefined;
}

export interface SeededRogueOptions extends RogueCommon {
  /** The dungeon: an integer 0..4294967295. A seed names a whole dungeon. */
  seed: number;
  dos?: undefined;
  /** Dungeon level 1..999 (default 1). */
  depth?: number | undefined;
}

export interface ReplayRogueOptions extends RogueCommon {
  /** Replay the original ROGUE.EXE game whose DOS clock seed was this, 1..32767 (real clocks
   *  give 1..21150; 0 hung the original): its level 1, cell for cell. The level's seed is dos. */
  dos: number;
  seed?: undefined;
  /** A replay has only level 1. */
  depth?: 1 | undefined;
}

export type RogueOptions = SeededRogueOptions | ReplayRogueOptions;

export interface LevelmapOptions {
  seed: number;
  /** 9..80 blocks; omitted: chosen as the LevelMap manual says. */
  width?: number | undefined;
  height?: number | undefined;
  /** Percent chance that a cell with two or more exits is a corridor (default 50). */
  corridor?: number | undefined;
  /** Percent chance that two linked neighbouring chambers merge (default 50). */
  combined?: number | undefined;
  /** Least cell interior, 1..3 (default 2). */
  cellsize?: number | undefined;
  natural?: boolean | undefined;
  /** Doors at chamber exits and entrances (default true). */
  doors?: boolean | undefined;
  voids?: boolean | undefined;
  /** Entrances to open on the edge, 0..4 (default 0). */
  entrances?: number | undefined;
  textures?: boolean | undefined;
}

export interface Point {
  x: number;
  y: number;
}

export interface RogueLevel {
  generator: 'rogue';
  seed: number;
  /** Only for a replay: the original's clock seed (then seed equals it). */
  dos?: number;
  depth: number;
  mode: 'fixed' | 'classic';
  cols: 80 | 40;
  /** Screen rows 1..22 (21 in 40 columns), `cols` characters each, everything revealed. */
  map: string[];
  rooms: Array<{
    x: number;
    y: number;
    w: number;
    h: number;
    gone: boolean;
    maze: boolean;
    dark: boolean;
  }>;
  doors: Array<Point & { secret: boolean }>;
  traps: Array<
    Point & { type: 'trapdoor' | 'arrow' | 'sleep' | 'bear' | 'teleport' | 'dart' | 'weird' }
  >;
  stairs: Point;
  player: Point;
  gold: Array<Point & { value: number }>;
  items: Array<Point & { kind: ItemKind }>;
  monsters: Array<Point & { letter: string }>;
}

export interface LevelmapLevel {
  generator: 'levelmap';
  seed: number;
  width: number;
  height: number;
  /** `height` rows of `width` block bytes TTTTNWSE. */
  blocks: number[][];
  /** The level drawn in CP437 box-drawing, as Unicode strings. */
  map: string[];
}

/** Views into WebAssembly memory, valid until the next call on the same Delve instance (or
 *  level() of one of its games, made in the same buffers). */
export interface RogueCells {
  cols: 80 | 40;
  /** The map's rows: 22, or 21 at 40 columns (chars and flags hold 22 rows either way: read
   *  rows, not their length over stride). */
  rows: number;
  /** Bytes per row in chars and flags (80). */
  stride: number;
  /** CP437 map characters, as Rogue's _level holds them; row r is map row r + 1: walls,
   *  floor, passages, doors (a secret one as its wall), stairs, gold and items. Monsters and
   *  the player are not in it: rogue() lists them, rogueMap() draws them on top. */
  chars: ByteArray;
  /** Rogue's flag bytes (F_PASS 0x40, F_MAZE 0x20, F_REAL 0x10, passage number / trap type). */
  flags: ByteArray;
}

export interface LevelmapBlocks {
  width: number;
  height: number;
  blocks: ByteArray;
}

/** A drawn map: CP437 bytes, `cols` x `rows`, row-major; a view valid until the next call (as
 *  RogueCells). */
export interface DrawnMap {
  cols: number;
  rows: number;
  chars: ByteArray;
}

/** A walk's keys (rules 'explore'): moves, runs, search, down, rest; 'i' shows the pack (while
 *  it shows, ' ' or a lower-case key only brings the map back, and the others are ignored);
 *  ' ' does nothing. The original's game (rules 'original') reads
 *  any key: see Key. */
export type Action =
  | 'h'
  | 'j'
  | 'k'
  | 'l'
  | 'y'
  | 'u'
  | 'b'
  | 'n'
  | 'H'
  | 'J'
  | 'K'
  | 'L'
  | 'Y'
  | 'U'
  | 'B'
  | 'N'
  | 's'
  | '>'
  | '.'
  | 'i'
  | ' ';

/** A key of the original's game: one character with a code from 1 to 255, the byte the
 *  original reads: letters, digits, punctuation, ' ', '\x1b' Escape, '\r' Enter, Ctrl-letters
 *  '\x01'..'\x1a', and the PC's extended keys as 0x80 + their scan code (delve_game.h's
 *  DELVE_KEY_*): '\xc7' Home, '\xc8' Up, '\xc9' PgUp, '\xcb' Left, '\xcd' Right, '\xcf' End,
 *  '\xd0' Down, '\xd1' PgDn (the moves y k u h l b j n), '\xd2' Ins, '\xd3' Del, '\xbb'..'\xc4'
 *  F1..F10, '\xd4'..'\xdd' Shift-F1..F10, '\xf0' Alt-F9. Keys it does not know get its
 *  "Illegal command" message. */
export type Key = Action | string;

export type ItemKind =
  'potion' | 'scroll' | 'food' | 'weapon' | 'armor' | 'ring' | 'stick' | 'amulet';

/** One object in the pack, as the original's inventory shows it. */
export interface PackObject {
  /** Its pack letter: 'a' + its place in the list. */
  letter: string;
  kind: ItemKind;
  /** The subtype, in the order of the original's tables (spec §8). */
  which: number;
  count: number;
  /** The inventory's text, e.g. 'A turquoise potion', '+1 ring mail [armor class 5] (being worn)'. */
  name: string;
  /** The name once identified (what the identify scroll would show): 'A potion of
   *  healing(turquoise)', 'A wand of fire [4 charges](zinc)'. */
  realName: string;
  /** Its bonuses or charges are shown in name (identified, or armour worn). */
  known: boolean;
  /** A wand's or staff's charges (or a vorpalised weapon's one zap), else null. */
  charges: number | null;
  inUse: 'worn' | 'wielded' | 'left hand' | 'right hand' | null;
}

/** A kind the player identified or named ('c'), as the discoveries list (D) shows it. */
export interface Discovery {
  kind: 'potion' | 'scroll' | 'ring' | 'stick';
  /** The subtype, in the order of the original's tables. */
  which: number;
  /** 'A potion of healing(turquoise)', 'A potion called foo(red)'. */
  name: string;
  known: 'identified' | 'guessed';
}

/** The options every game takes, of a seed or a replay (GameOptions). */
export interface GameCommon extends Omit<LevelmapOptions, 'textures' | 'seed'> {
  generator?: 'rogue' | 'levelmap' | undefined;
  /** The player's name, which the original's game greets (and a replay's walk, rules
   *  'explore' with dos) and its tombstone and scores keep: 1..23 printable ASCII characters
   *  (default 'Rodney'). */
  name?: string | undefined;
  /** The fruit's name (the original's fruit option), the same rule (default 'Slime Mold'). */
  fruit?: string | undefined;
  /** 'fixed' (default) or 'classic' (the default for a replay); the whole game keeps it. */
  mode?: 'fixed' | 'classic' | undefined;
  cols?: 80 | 40 | undefined;
  /** 'original' (the default for Rogue): the original's whole game, monsters, fights, hunger
   *  and death, screen for screen as ROGUE.EXE; 'explore': a walk through the level (monsters
   *  stand still, no hunger, no death). A LevelMap game is always 'explore'. */
  rules?: 'original' | 'explore' | undefined;
  /** The original's game: the index of the first screen on which ROGUE.EXE drew its clock
   *  (0, the default: before the first key, as when a person plays); the first clock draw ends
   *  a run or count in progress. */
  firstClock?: number | undefined;
  /** How many turns into the work of key firstClock - 1 that draw fell (default 0; it falls at
   *  the next wait for a key at the latest); more than 0 only with a firstClock of 1 or more. */
  firstClockTurns?: number | undefined;
  /** The tombstone's year, 1..9999 (default 2026, the recordings'). */
  year?: number | undefined;
  /** ROGUE.OPT's menu: how the original asks for an object: 'on' (the default: the list
   *  first), 'sel' (the list, but a prompt for eating and dropping) or 'off' (the prompt). */
  menu?: 'on' | 'sel' | 'off' | undefined;
  /** ROGUE.OPT's screen: 'bw' draws with the original's monochrome attribute table (every
   *  colour grey 0x07, standout 0x78); 'color', the default, with its colours. */
  screen?: 'color' | 'bw' | undefined;
  /** Start at the original's credits screen, which asks "Rogue's Name?" (state().prompt
   *  'line'): the keys typed there, printable ASCII, up to Enter, are the name the game greets
   *  (none, or Escape, keeps `name`); they are the game's first keys. Default false: the
   *  greeting at once, as the recordings begin. */
  credits?: boolean | undefined;
  /** ROGUE.OPT's macro: the keys F9 (Ctrl-F) types, 0 to 40 characters U+0001..U+00FF, each a
   *  key as act() takes it (default 'v'). */
  macro?: string | undefined;
  /** ROGUE.OPT's savefile: the name the save prompt offers, 1 to 14 printable ASCII characters
   *  (default 'rogue.sav'). */
  savefile?: string | undefined;
  /** Keys to play at once, one act() each (as game.keys() returns them): a game given its
   *  start's options and its keys is that game again, screen for screen. */
  keys?: string | undefined;
  /** The score file the Hall of Fame shows after a death, best first, at most 10 entries
   *  (default: none, the original without its file, which asks to create one after the
   *  tombstone's Enter; with no gold it asks nothing and the game is over at that Enter, its
   *  screen scrolled up a row, as the original went back to DOS). */
  scores?: Score[] | undefined;
}

/** A game of a seed, Rogue's or LevelMap's. */
export interface SeededGameOptions extends GameCommon {
  /** The dungeon, 0..4294967295. */
  seed: number;
  dos?: undefined;
  /** Starting depth 1..999 (default 1). */
  depth?: number | undefined;
}

/** A replay: the original game with this clock seed (Rogue only). */
export interface ReplayGameOptions extends GameCommon {
  generator?: 'rogue' | undefined;
  /** The clock seed, 1..32767: its level 1 with the original's greeting; the levels below are
   *  the original's too, built from where the play left its random generator (so no seed names
   *  them: see Game.level()). In a walk (rules 'explore') level d below is seed N's instead,
   *  `delve.rogue({ seed: N, depth: d, mode: 'classic' })`. */
  dos: number;
  seed?: undefined;
  /** A replay starts at level 1. */
  depth?: 1 | undefined;
}

/** A game: Rogue's options, or LevelMap's (without textures; width 9..cols, height 9..22, or
 *  9..21 in 40 columns; default: the whole map area), with a seed or (Rogue) a clock seed, dos.
 *  An option the game would never use is a RangeError that names it: a LevelMap option in a
 *  Rogue game; mode, fruit or any of the original's in a LevelMap game; with rules 'explore'
 *  year, menu, screen, macro, savefile, firstClock, firstClockTurns, scores, and name but in a
 *  replay's (dos) greeting. */
export type GameOptions = SeededGameOptions | ReplayGameOptions;

/** The game options a ROGUE.OPT gives (Delve.rogueOpt): each as the original's buffer holds
 *  it; menu and screen as get_item and main() read theirs. */
export interface RogueOptOptions {
  name: string;
  fruit: string;
  macro: string;
  savefile: string;
  menu: 'on' | 'sel' | 'off';
  screen: 'color' | 'bw';
}

/** An entry of the original's score file. fate: the killer's code ('A'..'Z' a monster, 'a' an
 *  arrow, 'b' a bolt, 'd' a dart, 'f' a fall, 's' starvation), 'quit' or 'winner'. */
export interface Score {
  /** 0..65535: the purse as its status line showed it (the file's 16-bit int); level and rank
   *  0..32767. The Hall of Fame stops at the first entry of 0 gold or of 32768 and more (the
   *  original read it as a signed int). */
  gold: number;
  name: string;
  fate: string;
  level: number;
  rank: number;
}

export interface ActResult {
  moved: boolean;
  turn: boolean;
  message: boolean;
  descended: boolean;
  pickedUp: boolean;
  found: boolean;
  trapped: boolean;
  blocked: boolean;
}

/** What the next key answers (GameState.prompt, Game.prompt()). */
export type Prompt =
  | 'command'
  | 'more'
  | 'enter'
  | 'list'
  | 'object'
  | 'direction'
  | 'hand'
  | 'yesno'
  | 'line'
  | 'scorefile'
  | 'over';

export interface GameState {
  generator: 'rogue' | 'levelmap';
  depth: number;
  mode: 'fixed' | 'classic';
  cols: 80 | 40;
  seed: number;
  /** The replayed clock seed, 0 for a seeded game. */
  dos: number;
  /** The player: column, screen row. */
  x: number;
  y: number;
  /** The purse; the original's rules keep its 16 bits, 0..65535. */
  gold: number;
  turns: number;
  /** Moves still stuck in a bear trap. */
  held: number;
  /** Pieces carried per kind (a stack of potions, scrolls or food counts each, of missiles once). */
  items: Record<ItemKind, number>;
  /** The pack, letter by letter (the starting pack: food, ring mail, mace, bow, arrows). */
  pack: PackObject[];
  /** The kinds identified or named so far. */
  discoveries: Discovery[];
  /** True while 'i' shows the pack. */
  inventory: boolean;
  /** The newest message, '' if none. At a ' More ' (prompt 'more') the turn has been played to
   *  its end: this is its last message and the figures are its end's, while the screen still
   *  shows an earlier message (row 0), one more a space. */
  message: string;
  rules: 'original' | 'explore';
  /** The hero (a walk shows the starting figures): hit points and their maximum, strength and
   *  its maximum, the armour class the status shows, experience level and points. */
  hp: number;
  maxHp: number;
  str: number;
  maxStr: number;
  armor: number;
  level: number;
  exp: number;
  hunger: 'none' | 'hungry' | 'weak' | 'faint';
  /** null while the game goes on; 'quit', 'winner' (the amulet brought up), 'saved' (S), or the cause of
   *  death as the original codes it: the killer's letter 'A'..'Z', 'a' an arrow, 'b' a bolt
   *  that came back, 'd' a dart, 'f' a fall, 's' starvation. Set from the tombstone (or the
   *  quit) on, while its last questions still take keys: the game ends at prompt 'over'. */
  over: string | null;
  /** This game's place in scores() once its Hall of Fame was shown, else null. */
  score: number | null;
  /** What the next key answers: a command; ' More ' or the winner's screen (a space); the
   *  tombstone (Enter); a list shown (a space or Escape; the pack's and the discoveries' a
   *  letter too; a help page's space shows the next); an object's letter; a direction; a hand ('l'
   *  or 'r'); yes or no; a line of text (Enter ends it; fake DOS takes lines until 'rogue', or
   *  an extended key); the score file's Create/Retry/Abort (Retry asks again);
   *  'over': the game has ended: a key changes nothing more (act() answers all false, and
   *  keys() lists it all the same). */
  prompt: Prompt;
  /** At the prompt 'object': the letters of the objects the question's list shows, as the
   *  original's chose them ('quaff': the potions...; '' when nothing fits); any letter of the
   *  pack is taken all the same. '' at any other prompt. */
  listed: string;
}

/** The PC text screen: `cols` x `rows` (25) cells; views valid until the next action, or until
 *  the memory grows (a new game or clone past the first 129 on the instance: then empty). */
export interface Screen {
  cols: number;
  rows: number;
  /** CP437 bytes: a view of the WebAssembly memory (slice() it to send it to a worker, or
   *  postMessage copies all of the memory). */
  chars: ByteArray;
  /** PC colour attributes: foreground in the low nibble, background in the high one. */
  attrs: ByteArray;
  /** The cell (row·cols + column) of the original's text cursor, a blinking underline shown
   *  only while a line is typed (the prompt 'line': after what is typed so far, or the last
   *  cell where the line has run to the screen's end); -1 when it is off. A number, read when
   *  screen() is called (not a view). */
  cursor: number;
}

export interface Game {
  act(action: Key): ActResult;
  /** What the next key answers, as state().prompt ('over' once the game has ended), read
   *  alone: cheap enough for every key of an agent's loop, where state() builds it all. */
  prompt(): Prompt;
  /** The keys played so far (the keys option's first), one character each. */
  keys(): string;
  /** The options the game was started with, as given but for keys: delve.game({
   *  ...game.options(), keys: game.keys() }) is this game again (a clone's: its original's). */
  options(): GameOptions;
  /** The score file: the scores option, with this game's score put in after its death. */
  scores(): Score[];
  screen(): Screen;
  /** The screen as rows of Unicode text. */
  text(): string[];
  state(): GameState;
  /** The level being played, at its depth, as generated, not as played (the gold taken, the
   *  monsters moved are in state() and screen()): what delve.rogue or delve.levelmap returns
   *  for it (a replayed clock's levels below the first: the same object, of the level
   *  its play built). */
  level(): RogueLevel | LevelmapLevel;
  /** A copy of the game as it is now (its screen, its keys() so far), which plays on by
   *  itself: a snapshot to search from or go back to, without replaying its keys. It takes as
   *  much WebAssembly memory as a new game: destroy() it too. Throws RangeError when the
   *  memory is full. */
  clone(): Game;
  /** Frees the game's WebAssembly memory; later calls throw TypeError (destroy() again does
   *  nothing). Call it: a game dropped without it is freed only once JavaScript's garbage
   *  collector has collected it, which may be long after (a core holds 4186 games at
   *  once). */
  destroy(): void;
}

export interface Delve {
  /** The version of delve (package.json's). */
  readonly version: string;
  /** The Unicode character of each CP437 byte (frozen). */
  readonly cp437: readonly string[];
  /** The PC colour attribute of each CP437 byte as the core draws it (this instance's one
   *  copy: changing it changes nothing the core draws, but every later read of it). */
  readonly glyphAttrs: ByteArray;
  /** The same in standout, as the game draws things and the player in corridors (a copy). */
  readonly standoutAttrs: ByteArray;
  /** The names of trap types 0..7 and of item kinds, as GameState.items is keyed (frozen). */
  readonly trapNames: readonly string[];
  readonly itemNames: readonly string[];
  /** Every action of rules "explore" as one string of keys ('' in a core without games). */
  readonly actions: string;
  /** For delve's own layers and tests, no stable API: the C structs' layouts, the module's
   *  raw exports and its memory's bytes. */
  readonly layouts: Record<string, unknown>;
  readonly exports: Readonly<Record<string, unknown>>;
  memory(): ByteArray;
  rogue(options: RogueOptions): RogueLevel;
  rogueCells(options: RogueOptions): RogueCells;
  rogueMap(options: RogueOptions): DrawnMap;
  levelmap(options: LevelmapOptions): LevelmapLevel;
  levelmapBlocks(options: LevelmapOptions): LevelmapBlocks;
  levelmapMap(options: LevelmapOptions): DrawnMap;
  game(options: GameOptions): Game;
  /** ROGUE.OPT's text (a string of characters U+0000..U+00FF, a byte each, or the file's bytes)
   *  read as the original reads it: the game options it gives, for
   *  delve.game({ dos, ...delve.rogueOpt(text) }). A file that ends inside a label or before
   *  its value is a RangeError, as the original refuses it; so is a name, fruit or save file
   *  a game does not take (other than printable ASCII), and a text of more than 65,536 bytes
   *  (as the CLI's --rogue-opt). */
  rogueOpt(text: string | Uint8Array): RogueOptOptions;
  /** The clock seed (GameOptions.dos) of the original's game begun at a DOS time: '14:32:07.55'
   *  as DOS's TIME showed it (hours·256 + minutes + seconds·256 + hundredths: 5463), 'H:MM' or
   *  'H:MM:SS' (the rest 0; ':', '.' or ',' between the parts), or the seed itself, '4651';
   *  spaces around it are taken, and at most 1,024 characters in all.
   *  Anything else (midnight, seed 0, included) is a RangeError saying what is taken; a core
   *  without games (delve-still.wasm) throws TypeError. */
  clockSeed(text: string): number;
  /** A PNG file of the screen in the VGA font and the PC colours (the bytes the CLI's
   *  --format png writes). Throws TypeError without a font (see LoadOptions.font), and for
   *  anything but a picture: a level's JSON (rogue(), levelmap()) is none, its rogueMap() /
   *  levelmapMap() is. */
  png(screen: PictureSource, options?: PictureOptions): ByteArray;
  /** The same picture as an SVG document (a core without games, delve-still.wasm, has no SVG:
   *  TypeError). */
  svg(screen: PictureSource, options?: PictureOptions): string;
  /** Bytes of WebAssembly heap in use. */
  heapUsed(): number;
  /** The core's explanation of a status code (a negative C status, as the C API returns).
   *  Throws TypeError for anything but a 32-bit integer. */
  statusMessage(status: number): string;
  /** Frees the instance's buffers; later calls throw TypeError (destroy() again does nothing).
   *  The games it made are their own: each plays on until its own destroy() (but level(), made
   *  in the instance's buffers, throws TypeError). */
  destroy(): void;
}

/** Loads the WebAssembly core. Invalid options reject the promise with a TypeError (RangeError:
 *  a font of the wrong size) naming the option; a file that cannot be read or is no delve.wasm,
 *  with an Error (its code: ENOENT ...) or a WebAssembly.CompileError saying where it came
 *  from. */
export function loadDelve(options?: LoadOptions): Promise<Delve>;
