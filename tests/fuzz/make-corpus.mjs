// Writes the seed corpora of the fuzz targets into tests/fuzz/corpus/<target>/ (small files,
// committed): valid inputs of each kind, so that a short run starts deep, plus a few bad ones and
// the inputs of bugs found (and of false alarms, so the checks stay right). Run it after changing
// an input format:
//   node tests/fuzz/make-corpus.mjs [path to build/native/delve, for the .lmp seeds]
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const delve = process.argv[2] ?? `${here}../../build/native/delve`;

function put(target, name, bytes) {
  mkdirSync(`${here}corpus/${target}`, { recursive: true });
  writeFileSync(`${here}corpus/${target}/${name}`, bytes);
}

const bytes = (...parts) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );
const u32 = (v) => [v & 255, (v >>> 8) & 255, (v >>> 16) & 255, (v >>> 24) & 255];
// fuzz_input.h: tag 3 = the next byte; tag 0 = the next 4 bytes.
const small = (v) => [3, v];
const int = (v) => [0, ...u32(v)];

// ---- fuzz_levelmap_read: LevelMap files, then method bytes (getblock 0, openvoids 1,
// connecttextures 2, entrance 3, setwidth 4, setheight 5, settings 6, generate 7, read 8, write 9)
const lmp = (args) => execFileSync(delve, ['levelmap', ...args, '--format', 'lmp']);
put('fuzz_levelmap_read', 'map-16x16', lmp(['--seed', '1', '--width', '16', '--height', '16']));
put(
  'fuzz_levelmap_read',
  'map-9x28-entrances',
  lmp(['--seed', '2', '--width', '9', '--height', '28', '--entrances', '4']),
);
put(
  'fuzz_levelmap_read',
  'map-28x9-methods',
  bytes(lmp(['--seed', '3', '--width', '28', '--height', '9', '--textures']), [
    0,
    ...small(5),
    ...small(4),
    1,
    2,
    3,
    ...small(2),
    9,
    6,
    ...int(0x1234),
    ...small(0),
    ...small(1),
    7,
    ...small(30),
    ...small(10),
    ...small(3),
    9,
  ]),
);
put(
  'fuzz_levelmap_read',
  'map-9x9-read-again',
  bytes(
    lmp(['--seed', '4', '--width', '9', '--height', '9']),
    [8, 255],
    lmp(['--seed', '5', '--width', '12', '--height', '12']),
    [9, 1, 2],
  ),
);
put(
  'fuzz_levelmap_read',
  'host-types',
  bytes([10, 10], Buffer.alloc(100, 0xf7), [1, 2, 3, ...small(1), 9]),
);
put('fuzz_levelmap_read', 'bad-too-small', bytes([8, 9], Buffer.alloc(72, 0x20)));
put('fuzz_levelmap_read', 'bad-too-many-blocks', bytes([16, 17], Buffer.alloc(272, 0x10)));
put('fuzz_levelmap_read', 'bad-short', bytes([16, 16], Buffer.alloc(100, 0x20)));
// Bug 1 (setheight after read kept the 81-byte blocks and write() read past them):
// a 9x9 map, setheight(10), write.
put(
  'fuzz_levelmap_read',
  'regress-setheight-after-read',
  bytes([9, 9], Buffer.alloc(81, 0x20), [5, ...small(10), 9]),
);
put(
  'fuzz_levelmap_read',
  'regress-setwidth-after-generate',
  bytes([9, 9], Buffer.alloc(81, 0x20), [
    7,
    ...small(50),
    ...small(50),
    ...small(2),
    4,
    ...small(28),
    0,
    ...small(27),
    ...small(8),
    1,
    2,
    3,
    ...small(0),
    9,
  ]),
);

// ---- fuzz_cli: arguments, one per line
const cli = (...args) => args.join('\n');
put('fuzz_cli', 'rogue', cli('rogue', '--seed', '42'));
put(
  'fuzz_cli',
  'rogue-all',
  cli(
    'rogue',
    '--seed',
    '4294967295',
    '--depth',
    '26',
    '--mode',
    'classic',
    '--cols',
    '40',
    '--format',
    'json',
  ),
);
put(
  'fuzz_cli',
  'rogue-count',
  cli('rogue', '--seed', '1', '--count', '3', '--format', 'jsonl', '--depth', '999'),
);
put('fuzz_cli', 'rogue-cp437', cli('rogue', '--seed', '0', '--format', 'cp437', '--depth', '12'));
put('fuzz_cli', 'levelmap', cli('levelmap', '--seed', '7'));
put(
  'fuzz_cli',
  'levelmap-all',
  cli(
    'levelmap',
    '--seed',
    '7',
    '--width',
    '80',
    '--height',
    '80',
    '--corridor',
    '0',
    '--combined',
    '100',
    '--cellsize',
    '3',
    '--natural',
    '--no-doors',
    '--voids',
    '--entrances',
    '4',
    '--textures',
    '--format',
    'json',
    '--count',
    '2',
  ),
);
put('fuzz_cli', 'levelmap-lmp', cli('levelmap', '--seed', '9', '--width', '16', '--format', 'lmp'));
put('fuzz_cli', 'help', cli('--help'));
put('fuzz_cli', 'version', cli('--version'));
put('fuzz_cli', 'rogue-help', cli('rogue', '-h'));
put('fuzz_cli', 'levelmap-help', cli('levelmap', '--help'));
// fuzz_cli turns play's --keys and --attrs files into /dev/null
put('fuzz_cli', 'play', cli('play', '--dos', '4651', '--keys', 'keys', '--format', 'frames'));
put(
  'fuzz_cli',
  'play-all',
  cli(
    'play',
    '--seed',
    '42',
    '--depth',
    '3',
    '--rules',
    'explore',
    '--first-clock=3',
    '--first-clock-turns',
    '2',
    '--year',
    '1985',
    '--menu',
    'off',
    '--name',
    'Alice',
    '--fruit',
    'kiwi',
    '--format',
    'json',
  ),
);
put('fuzz_cli', 'play-attrs', cli('play', '--dos', '1', '--attrs=out', '--cols', '40'));
put('fuzz_cli', 'play-help', cli('play', '--help'));
put('fuzz_cli', 'bad-seed', cli('rogue', '--seed', '-1'));
put('fuzz_cli', 'bad-count', cli('levelmap', '--seed', '4294967295', '--count', '2'));
put(
  'fuzz_cli',
  'bad-lmp',
  cli('levelmap', '--seed', '1', '--width', '20', '--height', '20', '--format', 'lmp'),
);
put('fuzz_cli', 'bad-missing', cli('rogue', '--depth'));
put('fuzz_cli', 'bad-command', cli('nethack'));
writeFileSync(
  `${here}fuzz_cli.dict`,
  `${[
    'rogue',
    'levelmap',
    '--help',
    '-h',
    '--version',
    '--seed',
    '--depth',
    '--mode',
    '--cols',
    '--count',
    '--format',
    '--width',
    '--height',
    '--corridor',
    '--combined',
    '--cellsize',
    '--natural',
    '--no-doors',
    '--voids',
    '--entrances',
    '--textures',
    'fixed',
    'classic',
    'text',
    'json',
    'jsonl',
    'cp437',
    'lmp',
    '4294967295',
    '4294967296',
    '999',
    '1000',
    '100000000',
    '9223372036854775808',
    '\\x0a',
  ]
    .map((w) => `"${w}"`)
    .join('\n')}\n`,
);

// ---- fuzz_game: flags (bit 0 LevelMap, 1 classic, 2 40 columns, 3 80 given, 4-5 cellsize,
// 6 natural, 7 no doors), width byte, height byte, depth (2 bytes), seed (4), corridor, combined,
// then actions (bytes below 0xF0 pick a key of "hjklyubnHJKLYUBNs>.", others an int)
const keys = 'hjklyubnHJKLYUBNs>.';
const acts = (s) => [...s].map((c) => keys.indexOf(c));
const walk = acts('llllhhhhjjjjkkkkyubnLHJKs.>YUBN'.repeat(4));
put('fuzz_game', 'rogue-depth1', bytes([0, 0, 0], [1, 0], u32(42), [0, 0], walk));
put(
  'fuzz_game',
  'rogue-classic-40-depth26',
  bytes([2 | 4, 0, 0], [26, 0], u32(1985), [0, 0], walk),
);
put(
  'fuzz_game',
  'rogue-depth999',
  bytes([8, 0, 0], [999 & 255, 999 >> 8], u32(7), [0, 0], walk, acts('s'.repeat(50))),
);
put('fuzz_game', 'levelmap', bytes([1, 0, 0], [1, 0], u32(3), [0, 0], walk));
put(
  'fuzz_game',
  'levelmap-small-options',
  bytes([1 | 16 | 64 | 128, 64 + 7, 64 + 3], [5, 0], u32(99), [2, 1], walk),
);
put(
  'fuzz_game',
  'levelmap-40-voids',
  bytes([1 | 4 | 32, 65, 68], [2, 0], u32(12345), [5, 200], walk),
);
// ---- fuzz_original: flags (bit 0 classic, 1 fixed, 2 40 columns, 3 a replay, 4-7 first clock),
// depth (2 bytes), first clock turns, seed (4), then keys (bytes 1..255; 0 reads an int)
const typed = (s) => [...s].map((c) => c.charCodeAt(0));
const play = typed('llllhhhhjjjjkkkkHJKLs.>5s i ea \x1b c\x1ba \x1bfl gh 12. v o Q\x0c'.repeat(3));
put('fuzz_original', 'seeded', bytes([0], [1, 0], [0], u32(42), play));
put('fuzz_original', 'replay-4651', bytes([1 | 8 | 0x30], [1, 0], [2], u32(4650), play));
put(
  'fuzz_original',
  'narrow-deep',
  bytes([4 | 2], [30, 0], [0], u32(7), play, typed('s'.repeat(200))),
);
put(
  'fuzz_original',
  'rest-to-hunger',
  bytes([8], [1, 0], [0], u32(999), typed('999.'.repeat(4)), play),
);

// found by fuzzing: a step onto a teleport trap that lands back on the start (moved, same place)
put(
  'fuzz_game',
  'teleport-to-start',
  Buffer.from('08d14743050063ffffffff0000000000e73017020103f70003030000210001012802022900', 'hex'),
);
// found by fuzzing: a run (J) round a loop of corridor, back where it started (moved, same place)
put(
  'fuzz_game',
  'run-round-a-loop',
  Buffer.from(
    '000000030005003200000008090a1012110c0d0e0f03030303000000000101000000000000007e00032e03030000002e0300000003000101010202230204050607000000000000000303000b08090a1012110c0d0e0f03030303005b7ff2037e00032e03030000002e0300000003000101010202230204050607000000000000000303000b08090a1012110c0d0e0f03030303005b00000101012e02020202040a1012110c0d0e0f',
    'hex',
  ),
);
put(
  'fuzz_game',
  'bad-actions',
  bytes(
    [0, 0, 0],
    [3, 0],
    u32(5),
    [0, 0],
    [0xf0, ...int(-1), 0xf1, ...int(0x7fffffff), 0xf2, 3, 0x7e, 0],
    walk,
  ),
);

// ---- fuzz_options: which (0 rogue, 1 levelmap, 2 game, 3 NULL options), seed, then the fields
// as fuzz_input.h ints (tag 2 + index << 2 picks a boundary: 6 is 0, 5 is -1, 10 is 4 ...)
const zero = [3, 0];
put('fuzz_options', 'rogue-defaults', bytes([0], u32(42), zero, zero, zero));
put('fuzz_options', 'rogue-classic-40', bytes([0], u32(1), small(26), small(1), small(40)));
put('fuzz_options', 'rogue-bad-depth', bytes([0], u32(1), int(1000), zero, zero));
put('fuzz_options', 'rogue-bad-cols', bytes([0], u32(1), zero, zero, small(79)));
put('fuzz_options', 'levelmap-defaults', bytes([1], u32(7), ...Array(12).fill(zero)));
put(
  'fuzz_options',
  'levelmap-all',
  bytes(
    [1],
    u32(7),
    small(80),
    small(80),
    int(-1),
    small(100),
    small(3),
    small(1),
    small(1),
    zero,
    small(4),
    small(1),
    int(0xffff),
    int(-1),
  ),
);
put(
  'fuzz_options',
  'levelmap-voids',
  bytes(
    [1],
    u32(8),
    small(30),
    small(20),
    zero,
    zero,
    zero,
    zero,
    zero,
    small(1),
    zero,
    zero,
    zero,
    zero,
  ),
);
put(
  'fuzz_options',
  'levelmap-textures',
  bytes(
    [1],
    u32(9),
    small(9),
    small(9),
    zero,
    zero,
    small(1),
    zero,
    zero,
    zero,
    zero,
    small(1),
    small(7),
    int(-1),
  ),
);
put('fuzz_options', 'levelmap-bad-width', bytes([1], u32(7), small(81), ...Array(11).fill(zero)));
put(
  'fuzz_options',
  'game-rogue',
  bytes([2], u32(42), zero, small(3), zero, zero, ...Array(9).fill(zero), [0, 'l'.charCodeAt(0)]),
);
put(
  'fuzz_options',
  'game-levelmap',
  bytes(
    [2],
    u32(42),
    small(1),
    small(2),
    zero,
    small(40),
    small(40),
    small(22),
    int(-1),
    small(50),
    small(1),
    small(1),
    small(1),
    small(1),
    small(4),
    [0, 's'.charCodeAt(0)],
  ),
);
put(
  'fuzz_options',
  'game-bad-width',
  bytes([2], u32(42), small(1), zero, zero, small(40), small(41), ...Array(8).fill(zero), [0, 0]),
);
put('fuzz_options', 'null-options', bytes([3], u32(5)));
