// No JavaScript file under web/ holds a copy of a C constant (issue 22): every number, glyph and
// list of names the JavaScript needs comes from the core's table, through web/api/constants.js
// (src/wasm/wasm_constants.c, written into build/web/delve-constants.js by the build). Each file
// is parsed with TypeScript's parser (it reads JavaScript), and
//  - every number but 0, 1 and 2 must be in ALLOWED below for its file, with the reason it is no
//    C constant (a pixel size, a timing, a formula of the spec...; a value allowed in a file is
//    allowed all through it, and one the file no longer has must leave the list);
//  - so must a number beside a bitwise operator (a flag bit, a nibble, a shift), even 0..2;
//  - no string holds a CP437 glyph beyond ASCII (take the byte from C and convert it with
//    delve.cp437, or take C.GLYPHS), unless ALLOWED_GLYPHS says why it is typography, and no
//    string is a colour of the palette (C.PALETTE);
//  - no array lists two or more of the core's names (modes, generators, traps, items);
//  - no enum-like field (generator, mode, type, kind, in_use, flags, a status) is compared with a
//    number;
//  - every constant a file takes from constants.js is in the table;
// and build/web/delve-constants.js says what the core says (readCore of build/web/delve.wasm).
// A number that is a C constant: add it to the table (wasm_constants.c) and use C.ITS_NAME. One
// that is not: add it to ALLOWED, with its reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { root, wasmPath } from './helpers.mjs';

const ts = createRequire(import.meta.url)('typescript');

// Numbers any code may hold: none of them is worth a name.
const ANY = new Set([0, 1, 2]);
// Shifts and masks any code may hold: byte offsets as Int32Array indexes, halving, uint32.
const ANY_BITWISE = new Set(['>> 2', '>> 1', '>>> 0', '| 0']);

const PIXELS = 'a size on the page or a plot, in px or in 8x16 VGA cells';
const TIMES = 'a time in ms';
const PC =
  "a PC colour number, or the attribute byte's format (low nibble foreground, bits 4-6 background): the hardware's, as the ANSI palette order is xterm's";
const HELP = "the help screen's layout";
const SPEC =
  "the spec's formulas (spec §3, §6, §7), written apart from the core on purpose, to check it";
const SAMPLE = "the atlas's sample: its depths, sizes, rounds, sweep points";
/** file → { number, or 'op number' beside a bitwise operator: why it is no C constant }. */
const ALLOWED = {
  'web/api/core-table.js': { 16: 'hexadecimal', 6: 'the hex digits of a colour' },
  'web/api/wasm.js': { 16: "the bytes read to tell an HTML page's start from a file's" },
  'web/cli/delve.js': { 20: "the first Node whose WASI needs no flag (Node's, not the core's)" },
  'web/api/core.js': {
    4: "the bytes of a size_t in wasm32 (delve_image_png's *len)",
    1.25: "a picture's buffer: the last one's length and a quarter more",
    256: 'every byte: the CP437 tables by byte',
    3: 'an offset in the eight-at-a-time copy of the JSON blocks',
    5: 'an offset in the eight-at-a-time copy of the JSON blocks',
    6: 'an offset in the eight-at-a-time copy of the JSON blocks',
    7: 'an offset in the eight-at-a-time copy of the JSON blocks',
    8: 'the step of the eight-at-a-time copy of the JSON blocks',
    0x20: "the printable ASCII bytes, which CP437 draws as ASCII (a C string's quick path)",
    0x7f: "the printable ASCII bytes, which CP437 draws as ASCII (a C string's quick path)",
  },
  'web/api/layout.js': {
    6: "the layout table's records (wasm_layout.c)",
  },
  'web/api/options.js': {
    40: 'how much of a bad value a message shows',
    32: 'the uint32_t of a seed',
    31: 'the int of an option field',
  },
  'web/atlas/atlas.js': {
    700: TIMES,
    60000: TIMES,
    200: TIMES,
    1000: 'ms in a second',
    8: 'tasks in flight a worker',
    12: "a PC colour of a plot's series, a margin in px, a tick of the heat map's rows",
    4: 'workers at most; RGBA',
    10: SAMPLE,
    5: SAMPLE,
    15: PC,
    20: PIXELS,
    25: SAMPLE,
    30: SAMPLE,
    11: PC,
    14: PC,
    13: PC,
    9: PC,
    7: PC,
    6: PC,
    3: PC,
    26: "the alphabet: the monsters' letters A..Z",
    65: "the alphabet: the monsters' letters A..Z",
    260: PIXELS,
    280: PIXELS,
    240: PIXELS,
    298: PIXELS,
    278: PIXELS,
    318: PIXELS,
    400: PIXELS,
    485: PIXELS,
    500: TIMES,
    150: PIXELS,
    40: PIXELS,
    50: PIXELS,
    80: PIXELS,
    16: "the VGA cell's height; hexadecimal",
    60: PIXELS,
    0.5: PIXELS,
    0.3: PIXELS,
    0.6: PIXELS,
    1.5: PIXELS,
    2.5: PIXELS,
    1.2: PIXELS,
    100: 'percent, and gold in hundreds on a plot',
    255: 'an opaque pixel',
    '& 64': "a bit of a random number picks the gallery's mode",
    0.2: "a share of a plot's width: the mode panels' padding on a phone",
    0.1: "a share of a plot's width: the mode panels' padding (Plot's default)",
  },
  'web/atlas/atlas-worker.js': { '& 15': PC, '>> 4': PC, '& 7': PC },
  'web/atlas/schedule.js': {
    12: "the gallery's size",
    30: SAMPLE,
    200: SAMPLE,
    500: SAMPLE,
    1000: SAMPLE,
    2000: SAMPLE,
    5000: SAMPLE,
    10000: SAMPLE,
    10: SAMPLE,
    50: SAMPLE,
    125: SAMPLE,
    16: SAMPLE,
    20: SAMPLE,
    28: 'a sweep point: the largest side of the original LevelMap',
    60: SAMPLE,
    4: "the default workers' most (one a core, up to 4): the page's own choice",
  },
  'web/atlas/stats.js': {
    2246822519: 'the scramble of the C rate test (tests/rogue/test_rogue_rates.c), not of the core',
    7: 'the scramble',
    3: "rooms 3..8, below the 3x3 grid's top row (spec §3); the atlas's own kinds of floor",
    10: SPEC,
    5: SPEC,
    9: SPEC,
    20: SPEC,
    1.5: SPEC,
    49: SPEC,
    6: 'the significant digits of the CSV',
    1409292: "the original's random states whose rnd(2) is 0 (atlas-stats.test.mjs counts them)",
    2796202:
      "the original's random states (the RNG's modulus less 1, no constant of the core's JS)",
  },
  'web/page/page.js': {
    8: PIXELS,
    16: PIXELS,
    60000: TIMES,
    400: TIMES,
    560: PIXELS,
    4: PIXELS,
    4000: TIMES,
    2000: TIMES,
    6: PIXELS,
  },
  'web/api/game.js': {
    4096: 'codes a String.fromCharCode call is given at once',
    0xff: "a byte's largest value (ROGUE.OPT's text is bytes)",
    64: "the key history's first size in bytes (it doubles as it fills)",
    '& 1': 'a bit of delve_game_state.listed, one a pack object',
  },
  'web/page/share-box.js': {
    2000: 'how long a Copy button says Copied, in ms',
  },
  'web/page/saved-game.js': {
    2166136261: "FNV-1a's offset basis",
    16777619: "FNV-1a's prime",
    16: 'hexadecimal',
    8: 'the hex digits of 32 bits',
  },
  'web/view/key-text.js': {
    '<< 1': 'a size: a mebibyte of keys',
    '<< 20': 'a size: a mebibyte of keys',
    9: "deflate's best compression level",
    4: "base64's groups of four characters",
    4096: 'codes a String.fromCharCode call is given at once',
    1024: 'the piece of a link inflated at a time',
    6: "a checked link's mark: bits 1 and 2 of its first byte (deflate's reserved block type)",
    3: "a checked link's first three bytes: the mark and its check",
    0x811c9dc5: "FNV-1a's offset basis (the link's check)",
    0x01000193: "FNV-1a's prime (the link's check)",
    '>>> 22': "the link's check: 22 bits of the hash",
    '& 4194303': "the link's check: 22 bits of the hash",
    '& 1': "the link's check, in its three bytes",
    '& 62': "the link's check, in its three bytes",
    '<< 2': "the link's check, in its three bytes",
    '>> 2': "the link's check, in its three bytes",
    '>> 6': "the link's check, in its three bytes",
    '<< 6': "the link's check, in its three bytes",
    '& 255': "the link's check, in its three bytes",
    '>> 14': "the link's check, in its three bytes",
    '<< 14': "the link's check, in its three bytes",
  },
  'web/view/replay.js': {
    8: "the most marks a replay keeps (each a game's memory)",
    4096: 'the fewest keys from one mark of a replay to the next',
    1024: "the keys a replay's near mark spans",
    5: 'keys a second a watcher is offered',
    10: 'keys a second a watcher is offered',
    20: 'keys a second a watcher is offered',
    50: 'keys a second a watcher is offered',
    1000: 'ms a second',
  },
  'web/view/fallback-font.js': { 16: PIXELS, 8: PIXELS },
  'web/view/crisp.js': {
    16: PIXELS,
    8: PIXELS,
    4: PIXELS,
    12: PIXELS,
    64: 'the scales tried at most',
    1e-9: 'rounding',
  },
  'web/view/crop.js': { 32: 'ASCII space', 58: 'ASCII colon', '>> 1': 'halving', '& 112': PC },
  'web/view/keys.js': {
    18: HELP,
    44: HELP,
    7: HELP,
    3: HELP,
    16: HELP,
    4: HELP,
    0x80: 'the first CP437 byte above ASCII',
    9: 'F9: Alt-F9 defines the macro (P1 5.2)',
    '& 31': "Ctrl with a letter: its control byte, ASCII's rule",
    0x7f: 'ASCII DEL: the bytes below it are typed as they are',
  },
  'web/view/terminal-view.js': {
    229: "the browser's keyCode of an input method's key (Chrome's 'Process')",
  },
  'web/view/screen-html.js': { '& 15': PC, '& 7': PC, '>> 4': PC },
  'web/view/terminal-diff.js': {
    4: PC,
    6: PC,
    5: PC,
    3: PC,
    7: PC,
    8: PC,
    12: PC,
    10: PC,
    14: PC,
    9: PC,
    13: PC,
    11: PC,
    15: PC,
    '& 15': PC,
    '& 7': PC,
    '>> 4': PC,
  },
  'web/view/touch.js': { 24: PIXELS, 400: TIMES, 4: 'eight directions', 8: 'eight directions' },
  'web/widget/widget.js': { 16: PIXELS, 8: PIXELS, 10: 'the narrowest view' },
  'web/widget/widget-options.js': {
    10: 'the narrowest view the widget offers',
    5: 'the lowest view the widget offers',
    8: "the widget's largest scale (its own: CSS multiples of 16 px)",
  },
};
// Characters of CP437 beyond ASCII that a string may hold as typography, by file.
const ALLOWED_GLYPHS = {
  'web/atlas/atlas.js': {
    '·': 'a separator in a caption',
    '÷': "a plot's label",
    '§': "the spec's sections",
  },
  'web/atlas/stats.js': { '²': "the seeds' rule in words: mod 2³²" },
  'web/view/game-keys.js': {
    '\u00a0': "a no-break space that changes a live region's text, to say a message again",
  },
  'web/view/touch.js': Object.fromEntries(
    [...'↑←·→↓'].map((ch) => [ch, "the touch pad's labels: arrows, and a dot for rest"]),
  ),
};

function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return jsFiles(path);
    return /\.(m|c)?js$/.test(entry.name) ? [path] : [];
  });
}

// What the core itself says, from the module's exports (trap and item names, modes and
// generators where the core names them, and the CP437 glyphs beyond ASCII).
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const ex = instance.exports;
ex._initialize();
const text = (p) => {
  const u8 = new Uint8Array(ex.memory.buffer);
  return String.fromCharCode(...u8.subarray(p, u8.indexOf(0, p)));
};
const names = (fn, from, to) =>
  typeof fn === 'function'
    ? Array.from({ length: to - from + 1 }, (_, i) => text(fn(from + i)))
    : [];
const CORE_WORDS = new Set(
  [
    ...names(ex.delve_trap_name, 0, 7),
    ...names(ex.delve_item_name, 0, 7),
    ...names(ex.delve_mode_name, 1, 2),
    ...names(ex.delve_generator_name, 0, 1),
  ].filter((w) => w !== 'unknown'),
);
const PALETTE = new Set(
  Array.from(
    { length: 16 },
    (_, c) => `#${(ex.delve_pc_color(c) >>> 0).toString(16).padStart(6, '0')}`,
  ),
);
const GLYPHS = new Set(
  Array.from({ length: 256 }, (_, b) => String.fromCodePoint(ex.delve_cp437_unicode(b))).filter(
    (ch) => ch.codePointAt(0) > 0x7e,
  ),
);

// Comparing these with a number compares an enum value of C's (DELVE_GEN_ROGUE, a status...).
const ENUM_NAMES = /^(generator|mode|type|kind|in_?[uU]se|flags|status|st)$/;
const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const lastName = (node) =>
  ts.isIdentifier(node) ? node.text : ts.isPropertyAccessExpression(node) ? node.name.text : '';

const BITWISE = new Set([
  ts.SyntaxKind.AmpersandToken,
  ts.SyntaxKind.BarToken,
  ts.SyntaxKind.CaretToken,
  ts.SyntaxKind.LessThanLessThanToken,
  ts.SyntaxKind.GreaterThanGreaterThanToken,
  ts.SyntaxKind.GreaterThanGreaterThanGreaterThanToken,
]);

/** What in `source` (the text of `file`, relative to the root) copies a C constant: `found`, a
 *  list of "file:line what" lines, and `seen`, the numbers and bitwise uses the file has (ALLOWED
 *  keys). `tableNames`: the names constants.js exports, when known. */
export function scan(file, source, tableNames) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const allowed = ALLOWED[file] ?? {},
    glyphsAllowed = ALLOWED_GLYPHS[file] ?? {};
  const found = [],
    seen = new Set();
  const at = (node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
  const namespaces = new Set(),
    taken = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && /\/constants\.js$/.test(node.moduleSpecifier.text)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements) taken.push([node, (e.propertyName ?? e.name).text]);
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text)
    ) {
      taken.push([node, node.name.text]);
    }
    if (ts.isNumericLiteral(node)) {
      const parent = node.parent;
      const op =
        ts.isBinaryExpression(parent) && BITWISE.has(parent.operatorToken.kind)
          ? `${ts.tokenToString(parent.operatorToken.kind)} ${node.text}`
          : null;
      const key = op ?? String(Number(node.text));
      seen.add(key);
      if (
        op
          ? !ANY_BITWISE.has(op) && !(op in allowed)
          : !ANY.has(Number(node.text)) && !(key in allowed)
      ) {
        found.push(
          `${at(node)} ${op ?? node.getText(sf)}: ${op ? 'a flag bit, mask or shift' : 'a number'} of C's?`,
        );
      }
    }
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      const [number, other] = ts.isNumericLiteral(node.right)
        ? [node.right, node.left]
        : [node.left, node.right];
      if (ts.isNumericLiteral(number) && ENUM_NAMES.test(lastName(other))) {
        found.push(`${at(node)} ${node.getText(sf)}: an enum value of C's?`);
      }
    }
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (PALETTE.has(node.text.toLowerCase()))
        found.push(`${at(node)} '${node.text}': a colour of the core's palette?`);
      for (const ch of new Set(node.text)) {
        if (GLYPHS.has(ch) && !(ch in glyphsAllowed))
          found.push(`${at(node)} '${ch}': a CP437 glyph of the core's?`);
      }
    }
    if (ts.isArrayLiteralExpression(node)) {
      const words = node.elements
        .filter((e) => ts.isStringLiteralLike(e) && CORE_WORDS.has(e.text))
        .map((e) => e.text);
      if (words.length >= 2)
        found.push(`${at(node)} [${words.join(', ')}]: a list of the core's names?`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  for (const [node, name] of tableNames ? taken : []) {
    if (!tableNames.has(name))
      found.push(`${at(node)} ${name}: not in the core's table (src/wasm/wasm_constants.c)`);
  }
  return { found, seen };
}

test('the scan finds a copied constant, flag bit, glyph, list of names, or a name the table lacks', () => {
  const file = 'web/api/core.js',
    names = new Set(['ROGUE_ROOMS']);
  const found = (source) => scan(file, source, names).found;
  assert.equal(found('const ROOMS = 9;').length, 1, 'const ROOMS = 9');
  assert.equal(found('const size = 80 * 80;').length, 2, '80 * 80: each 80');
  assert.equal(found('const gone = (flags & 2) !== 0;').length, 1, 'a flag bit');
  assert.equal(found('const t = b >> 4;').length, 1, 'a shift');
  assert.equal(found("const PASSAGE = '▒';").length, 1, 'a glyph');
  assert.equal(found("const theme = { red: '#AA0000' };").length, 1, 'a colour of the palette');
  assert.equal(found('const s = `a ${x} ╬ door`;').length, 1, 'a glyph in a template');
  assert.equal(found("const MODES = ['fixed', 'classic'];").length, 1, 'a list of names');
  assert.equal(found('if (generator === 0) go();').length, 1, 'an enum value');
  assert.equal(found('if (s.status !== 0) fail();').length, 1, 'a status');
  assert.equal(
    found("import * as C from './constants.js';\nconst n = C.ROGUE_ROOMS + C.NO_SUCH;").length,
    1,
    'a name the table lacks',
  );
  assert.deepEqual(
    found(
      "import * as C from './constants.js';\nconst n = C.ROGUE_ROOMS * 2, i = (p + o) >> 2;\n" +
        "const mode = 'fixed'; // 9 in a comment, 80 columns\nconst s = 'a string with 80 in it';",
    ),
    [],
  );
});

test('no JavaScript file under web/ holds a copy of a C constant', async () => {
  const generated = await import('../../web/api/constants.js').catch(() => null); // (checked last)
  const tableNames = generated && new Set(Object.keys(generated));
  const files = jsFiles(`${root}web`).map((path) => path.slice(root.length));
  assert.ok(files.length > 20, 'web/ has its JavaScript');
  const scans = Object.fromEntries(
    files.map((file) => [file, scan(file, readFileSync(`${root}${file}`, 'utf8'), tableNames)]),
  );
  assert.deepEqual(
    Object.values(scans).flatMap((s) => s.found),
    [],
    'take these from the core (web/api/constants.js), or say in ALLOWED (tests/node/constants.test.mjs) why they are no C constant',
  );
  const stale = Object.entries(ALLOWED).flatMap(([file, entries]) =>
    !scans[file]
      ? [`${file}: no such file`]
      : Object.keys(entries)
          .filter((key) => !scans[file].seen.has(key))
          .map((key) => `${file}: ${key}`),
  );
  assert.deepEqual(stale, [], 'ALLOWED lists what its files no longer have: leave it out');
  assert.ok(
    generated,
    'web/api/constants.js and build/web/delve-constants.js (scripts/build) load',
  );
});

test('build/web/delve-constants.js is what delve.wasm says (run scripts/build after changing the table)', async () => {
  const [generated, { readCore }, { readLayouts }] = await Promise.all([
    import('../../web/api/constants.js'),
    import('../../web/api/core-table.js'),
    import('../../web/api/layout.js'),
  ]);
  const { constants, ...rest } = readCore(ex, readLayouts(ex));
  assert.deepEqual({ ...generated }, { ...constants, ...rest });
  assert.ok(Object.keys(constants).length > 40);
});
