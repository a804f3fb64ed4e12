// font.test.mjs — builds delve-vga.otf with scripts/make-font.mjs, reads it back with opentype.js
// and checks it against the PSF bitmaps read here independently: pixels, code points, metrics,
// and that the build is byte-for-byte repeatable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import opentype from 'opentype.js';
import { helpPages } from '../../web/view/keys.js';

const SCRIPT = new URL('../../scripts/make-font.mjs', import.meta.url).pathname;
const CP437_C = new URL('../../src/core/cp437.c', import.meta.url);
const PSF_FILE = '/usr/share/consolefonts/default8x16.psf.gz';
const SAMPLE = {
  0x01: 0x263a,
  0xb1: 0x2592,
  0xc9: 0x2554,
  0xba: 0x2551,
  0xfa: 0x00b7,
  0x41: 0x41,
  0xdb: 0x2588,
};

function buildFont() {
  const dir = mkdtempSync(join(tmpdir(), 'delve-font-'));
  try {
    execFileSync(process.execPath, [SCRIPT, dir], { stdio: ['ignore', 'ignore', 'inherit'] });
    return {
      otf: readFileSync(join(dir, 'delve-vga.otf')),
      licence: readFileSync(join(dir, 'delve-vga-LICENSE.txt'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Glyph bitmaps straight from the .psf.gz, as 16 strings of '#' and '.' per glyph (8 wide).
function psfBitmaps() {
  const b = gunzipSync(readFileSync(PSF_FILE));
  const psf1 = b[0] === 0x36 && b[1] === 0x04;
  const [offset, charSize] = psf1 ? [4, b[3]] : [b.readUInt32LE(8), b.readUInt32LE(20)];
  return Array.from({ length: 256 }, (_, g) =>
    Array.from(b.subarray(offset + g * charSize, offset + g * charSize + 16), (row) =>
      row.toString(2).padStart(8, '0').replace(/0/g, '.').replace(/1/g, '#'),
    ),
  );
}

// Rasterises a glyph made of axis-aligned rectangles back into 16 rows of 8 pixels, checking
// that every contour is a pixel-aligned rectangle wound counter-clockwise and none overlap.
function rasterise(font, glyph) {
  const unit = font.unitsPerEm / 16;
  const top = font.tables.hhea.ascender;
  const grid = Array.from({ length: 16 }, () => Array(8).fill('.'));
  const contours = [];
  for (const cmd of glyph.path.commands) {
    if (cmd.type === 'M') contours.push([[cmd.x, cmd.y]]);
    else if (cmd.type === 'L') contours.at(-1).push([cmd.x, cmd.y]);
    else assert.equal(cmd.type, 'Z', `glyph ${glyph.name}: only straight lines expected`);
  }
  for (const points of contours) {
    const last = points.at(-1);
    if (points.length > 4 && last[0] === points[0][0] && last[1] === points[0][1]) points.pop();
    assert.equal(points.length, 4, `glyph ${glyph.name}: contour is not a rectangle`);
    const xs = [...new Set(points.map((p) => p[0]))].sort((a, b) => a - b);
    const ys = [...new Set(points.map((p) => p[1]))].sort((a, b) => a - b);
    assert.ok(
      xs.length === 2 && ys.length === 2,
      `glyph ${glyph.name}: contour is not axis-aligned`,
    );
    const area = points.reduce(
      (s, [x, y], i) => s + x * points[(i + 1) % 4][1] - points[(i + 1) % 4][0] * y,
      0,
    );
    assert.ok(area > 0, `glyph ${glyph.name}: contour wound clockwise`);
    for (const v of [...xs, ...ys])
      assert.ok(Number.isInteger(v / unit), `glyph ${glyph.name}: edge off the pixel grid`);
    for (let y = (top - ys[1]) / unit; y < (top - ys[0]) / unit; y++) {
      for (let x = xs[0] / unit; x < xs[1] / unit; x++) {
        assert.ok(
          y >= 0 && y < 16 && x >= 0 && x < 8,
          `glyph ${glyph.name}: pixel outside the 8x16 cell`,
        );
        assert.equal(grid[y][x], '.', `glyph ${glyph.name}: rectangles overlap`);
        grid[y][x] = '#';
      }
    }
  }
  return grid.map((row) => row.join(''));
}

const first = buildFont();
const font = opentype.parse(
  first.otf.buffer.slice(first.otf.byteOffset, first.otf.byteOffset + first.otf.length),
);
const bitmaps = psfBitmaps();
const glyphFor = (u) => font.glyphs.get(font.charToGlyphIndex(String.fromCodePoint(u)));

test('has a glyph for each of the 256 bytes and maps U+0020 to a blank', () => {
  assert.ok(font.glyphs.length >= 256);
  const space = glyphFor(0x20);
  assert.notEqual(space.index, 0, 'U+0020 is missing');
  assert.deepEqual(rasterise(font, space), Array(16).fill('........'));
});

test('sample glyphs match the PSF bitmaps pixel for pixel', () => {
  for (const [byte, u] of Object.entries(SAMPLE)) {
    const glyph = glyphFor(u);
    assert.notEqual(glyph.index, 0, `U+${u.toString(16)} (byte ${byte}) is missing`);
    assert.equal(glyph.advanceWidth, font.unitsPerEm / 2);
    assert.deepEqual(rasterise(font, glyph), bitmaps[byte], `byte ${byte} U+${u.toString(16)}`);
  }
});

test('0xDB full block covers the whole 8x16 cell', () => {
  assert.deepEqual(rasterise(font, glyphFor(0x2588)), Array(16).fill('########'));
  const box = glyphFor(0x2588).getBoundingBox();
  assert.deepEqual(
    [box.x1, box.y1, box.x2, box.y2],
    [0, font.tables.hhea.descender, font.unitsPerEm / 2, font.tables.hhea.ascender],
  );
});

test("every code point of src/core/cp437.c shows its byte's PSF glyph", () => {
  const source = readFileSync(CP437_C, 'utf8');
  const table = source
    .match(/cp437\[256\]\s*=\s*\{([^}]*)\}/)[1]
    .match(/0x[0-9A-Fa-f]+/g)
    .map(Number);
  assert.equal(table.length, 256);
  table.forEach((u, byte) => {
    const glyph = glyphFor(u);
    assert.notEqual(glyph.index, 0, `byte ${byte}: U+${u.toString(16)} is missing`);
    assert.equal(glyph.advanceWidth, font.unitsPerEm / 2);
    assert.deepEqual(rasterise(font, glyph), bitmaps[byte], `byte ${byte} U+${u.toString(16)}`);
  });
});

test('metrics: 8 px advance and a 16 px line at font-size 16px', () => {
  const px = (units) => (units * 16) / font.unitsPerEm;
  const { hhea, os2 } = font.tables;
  for (let i = 0; i < font.glyphs.length; i++) assert.equal(px(font.glyphs.get(i).advanceWidth), 8);
  assert.equal(px(hhea.ascender), 12, 'ascent should be a whole number of pixels');
  assert.equal(px(hhea.ascender - hhea.descender + hhea.lineGap), 16);
  assert.equal(px(os2.sTypoAscender - os2.sTypoDescender + os2.sTypoLineGap), 16);
  assert.equal(os2.sTypoAscender, hhea.ascender);
  assert.equal(os2.usWinAscent, hhea.ascender);
  assert.equal(os2.usWinDescent, -hhea.descender);
  assert.ok(os2.fsSelection & 0x80, 'USE_TYPO_METRICS');
  assert.equal(font.tables.post.isFixedPitch, 1);
});

test('licence file names the source and the GPL-2', () => {
  assert.match(first.licence, /console-data/);
  assert.match(first.licence, /default8x16\.psf/);
  assert.match(first.licence, /General Public\s+License,\s+version 2/);
  assert.match(first.licence, /scripts\/make-font\.mjs/);
});

test('two builds produce identical bytes', () => {
  assert.ok(first.otf.equals(buildFont().otf));
});

test("every character the page's help draws in the terminal has a glyph, none another font's", () => {
  const missing = new Set();
  for (const touch of [false, true])
    for (const cols of [80, 44, 30, 20])
      for (const page of helpPages(cols, 25, { touch }))
        for (const ch of page.join('')) if (font.charToGlyphIndex(ch) === 0) missing.add(ch);
  assert.deepEqual([...missing], [], 'characters another font would draw');
  // the touch help's diagonal moves: arrows drawn like the VGA's, each the others mirrored
  const pixels = (ch) => rasterise(font, glyphFor(ch.codePointAt(0)));
  const mirror = (rows) => rows.map((r) => [...r.slice(0, 7)].reverse().join('') + r[7]);
  const [nw, ne, se, sw] = [...'↖↗↘↙'].map(pixels);
  assert.deepEqual(nw, mirror(ne));
  assert.deepEqual(sw, mirror(se));
  assert.deepEqual(se, [...ne.slice(0, 15).reverse(), ne[15]], '↘ is ↗ upside down about row 7');
  const lit = (rows, y0, y1, x0, x1) =>
    rows
      .slice(y0, y1)
      .reduce((n, r) => n + [...r.slice(x0, x1)].filter((c) => c === '#').length, 0);
  assert.ok(lit(ne, 0, 8, 4, 8) > lit(ne, 8, 16, 0, 4), '↗ has its head at the top right');
  assert.ok(
    ne.every((r) => r[7] === '.'),
    "column 7 blank, as the VGA's arrows leave it",
  );
  // the em dash of the help's titles is the VGA's ─ (byte 0xC4)
  assert.deepEqual(pixels('—'), bitmaps[0xc4]);
});
