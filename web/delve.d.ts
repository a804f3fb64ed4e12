// Types for delve's JavaScript API (web/delve.js). The same API works in Node and the browser.

export interface LoadOptions {
  /** Where delve.wasm comes from: a URL (string or URL; file: URLs and paths in Node), its bytes,
   *  or a compiled module. Default: build/web/delve.wasm (beside the bundle in a build). */
  wasm?: string | URL | ArrayBuffer | ArrayBufferView | WebAssembly.Module;
}

export interface RogueOptions {
  /** The dungeon: an integer 0..4294967295. A seed names a whole dungeon. */
  seed: number;
  /** Dungeon level 1..999 (default 1). */
  depth?: number;
  /** 'fixed' (default): the original's bugs fixed; 'classic': bug for bug as DOS Rogue 1.48. */
  mode?: 'fixed' | 'classic';
  /** 80 (default) or 40 columns. */
  cols?: 80 | 40;
}

export interface LevelmapOptions {
  seed: number;
  /** 9..80 blocks; omitted: chosen as the LevelMap manual says. */
  width?: number;
  height?: number;
  /** Percent chance that a cell with two or more exits is a corridor (default 50). */
  corridor?: number;
  /** Percent chance that two linked neighbouring chambers merge (default 50). */
  combined?: number;
  /** Least cell interior, 1..3 (default 2). */
  cellsize?: number;
  natural?: boolean;
  /** Doors at chamber exits and entrances (default true). */
  doors?: boolean;
  voids?: boolean;
  /** Entrances to open on the edge, 0..4 (default 0). */
  entrances?: number;
  textures?: boolean;
}

export interface Point { x: number; y: number }

export interface RogueLevel {
  generator: 'rogue';
  seed: number;
  depth: number;
  mode: 'fixed' | 'classic';
  cols: 80 | 40;
  /** Screen rows 1..22 (21 in 40 columns), `cols` characters each, everything revealed. */
  map: string[];
  rooms: Array<{ x: number; y: number; w: number; h: number; gone: boolean; maze: boolean; dark: boolean }>;
  doors: Array<Point & { secret: boolean }>;
  traps: Array<Point & { type: 'trapdoor' | 'arrow' | 'sleep' | 'bear' | 'teleport' | 'dart' | 'weird' }>;
  stairs: Point;
  player: Point;
  gold: Array<Point & { value: number }>;
  items: Array<Point & { kind: 'potion' | 'scroll' | 'food' | 'weapon' | 'armor' | 'ring' | 'stick' | 'amulet' }>;
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

/** Views into WebAssembly memory, valid until the next call on the same Delve instance. */
export interface RogueCells {
  cols: 80 | 40;
  rows: number;
  /** Bytes per row in chars and flags (80). */
  stride: number;
  /** CP437 map characters; row r is map row r + 1. */
  chars: Uint8Array;
  /** Rogue's flag bytes (F_PASS 0x40, F_MAZE 0x20, F_REAL 0x10, passage number / trap type). */
  flags: Uint8Array;
}

export interface LevelmapBlocks {
  width: number;
  height: number;
  blocks: Uint8Array;
}

export interface Delve {
  /** The Unicode character of each CP437 byte. */
  readonly cp437: string[];
  rogue(options: RogueOptions): RogueLevel;
  rogueCells(options: RogueOptions): RogueCells;
  levelmap(options: LevelmapOptions): LevelmapLevel;
  levelmapBlocks(options: LevelmapOptions): LevelmapBlocks;
  statusMessage(status: number): string;
  /** Frees the instance's buffers; later calls throw TypeError. */
  destroy(): void;
}

/** Loads the WebAssembly core. Invalid options throw TypeError/RangeError naming the option. */
export function loadDelve(options?: LoadOptions): Promise<Delve>;
