#!/usr/bin/env node
// make-font.mjs — turns Debian console-data's IBM VGA 8x16 bitmap font into the web font the
// page uses: one square outline per lit pixel run, so the browser draws the exact VGA pixels.
//
//   node scripts/make-font.mjs <output-folder>   → delve-vga.otf, delve-vga.f16 (the bitmap, for
//                                                  pictures) and delve-vga-LICENSE.txt
//
// Each of the 256 glyphs is mapped to the code points the PSF's own Unicode table lists and to
// the one src/core/cp437.c gives (the project's single CP437 table); disagreements are printed.
// The output is byte-for-byte deterministic.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import opentype from 'opentype.js';

const PSF_FILE = '/usr/share/consolefonts/default8x16.psf.gz';
const CP437_C = new URL('../src/core/cp437.c', import.meta.url);
// font units per VGA pixel: 16 rows make unitsPerEm 1024, so at 16px one VGA pixel = one CSS pixel
const PIXEL = 64;
const ASCENT_ROWS = 12; // VGA letters sit on the bottom of row 11; rows 12-15 hold descenders
// head created/modified (seconds since 1904), fixed so builds are identical
const DATE = Date.UTC(2024, 0, 1) / 1000 + 2082844800;

// Reads a PSF1 or PSF2 font: glyph bitmaps as rows of booleans, and for each glyph the single
// code points of its Unicode table entry (multi-code-point sequences are skipped: a cmap can't use
// them).
function parsePsf(bytes) {
  let count, width, height, charSize, offset, hasTable, utf8;
  if (bytes[0] === 0x36 && bytes[1] === 0x04) {
    const mode = bytes[2];
    [count, width, height, charSize, offset] = [mode & 1 ? 512 : 256, 8, bytes[3], bytes[3], 4];
    hasTable = (mode & 6) !== 0;
    utf8 = false;
  } else if (bytes.readUInt32LE(0) === 0x864ab572) {
    offset = bytes.readUInt32LE(8);
    hasTable = (bytes.readUInt32LE(12) & 1) !== 0;
    [count, charSize, height, width] = [16, 20, 24, 28].map((at) => bytes.readUInt32LE(at));
    utf8 = true;
  } else {
    throw new Error('not a PSF font');
  }
  const rowBytes = Math.ceil(width / 8);
  const glyphs = [];
  for (let g = 0; g < count; g++) {
    const base = offset + g * charSize;
    glyphs.push(
      Array.from({ length: height }, (_, y) =>
        Array.from(
          { length: width },
          (_, x) => (bytes[base + y * rowBytes + (x >> 3)] & (0x80 >> (x & 7))) !== 0,
        ),
      ),
    );
  }
  const unicode = glyphs.map(() => []);
  if (hasTable) {
    let at = offset + count * charSize;
    for (let g = 0; g < count; g++)
      at = utf8 ? readUtf8Entry(bytes, at, unicode[g]) : readUcs2Entry(bytes, at, unicode[g]);
  }
  return { width, height, glyphs, unicode };
}

// PSF1 entry: UCS-2 LE code points, then 0xFFFE-introduced sequences, ended by 0xFFFF.
function readUcs2Entry(bytes, at, out) {
  let inSequences = false;
  for (;;) {
    const u = bytes.readUInt16LE(at);
    at += 2;
    if (u === 0xffff) return at;
    if (u === 0xfffe) inSequences = true;
    else if (!inSequences) out.push(u);
  }
}

// PSF2 entry: UTF-8 code points, then 0xFE-introduced sequences, ended by 0xFF (neither byte occurs
// in UTF-8).
function readUtf8Entry(bytes, at, out) {
  const end = bytes.indexOf(0xff, at);
  const sequences = bytes.indexOf(0xfe, at);
  const singles = bytes.subarray(at, sequences === -1 || sequences > end ? end : sequences);
  for (const ch of singles.toString('utf8')) out.push(ch.codePointAt(0));
  return end + 1;
}

// The 256 hex values of the `cp437[256]` initialiser in src/core/cp437.c.
function parseCp437Table(source) {
  const body = source.match(/cp437\[256\]\s*=\s*\{([^}]*)\}/);
  const values = body ? body[1].match(/0x[0-9A-Fa-f]+/g).map(Number) : [];
  if (values.length !== 256)
    throw new Error(`src/core/cp437.c: expected 256 table entries, found ${values.length}`);
  return values;
}

// Rectangles (in pixels, y down) covering the lit pixels: runs per row, a run continued
// downwards while the next row has the identical run. They never overlap, so nothing cancels.
function glyphRects(bitmap) {
  const rects = [];
  let open = new Map();
  bitmap.forEach((row, y) => {
    const next = new Map();
    for (let x = 0; x < row.length; x++) {
      if (!row[x] || row[x - 1]) continue;
      let end = x;
      while (row[end]) end++;
      const key = `${x},${end}`;
      const rect = open.get(key) ?? rects[rects.push({ x, y, w: end - x, h: 0 }) - 1];
      rect.h++;
      next.set(key, rect);
    }
    open = next;
  });
  return rects;
}

// Counter-clockwise contours (y up), the CFF convention for filled shapes.
function glyphPath(bitmap) {
  const path = new opentype.Path();
  for (const { x, y, w, h } of glyphRects(bitmap)) {
    const [left, right] = [x * PIXEL, (x + w) * PIXEL];
    const [top, bottom] = [(ASCENT_ROWS - y) * PIXEL, (ASCENT_ROWS - y - h) * PIXEL];
    path.moveTo(left, bottom);
    path.lineTo(right, bottom);
    path.lineTo(right, top);
    path.lineTo(left, top);
    path.close();
  }
  return path;
}

// Code points the page's own texts draw in the terminal (its help's titles) that CP437 lacks,
// drawn as the byte DOS programs used for them: [code point, byte].
const EXTRA_CODE_POINTS = [[0x2014, 0xc4]]; // an em dash as ─

// Code points per byte: the PSF's table first (the font knows its glyphs best), then
// src/core/cp437.c's, unless another byte already owns that code point, then EXTRA_CODE_POINTS.
function assignCodePoints(psfUnicode, cp437) {
  const owner = new Map();
  const notes = [];
  const claim = (byte, u) => {
    if (!owner.has(u)) owner.set(u, byte);
    return owner.get(u) === byte;
  };
  psfUnicode.slice(0, 256).forEach((list, byte) => list.forEach((u) => claim(byte, u)));
  cp437.forEach((u, byte) => {
    if (psfUnicode[byte].includes(u)) return;
    const hex = (n, d) => n.toString(16).toUpperCase().padStart(d, '0');
    const psf = psfUnicode[byte].map((p) => 'U+' + hex(p, 4)).join(' ') || 'nothing';
    const kept = claim(byte, u) ? 'added' : `left with byte 0x${hex(owner.get(u), 2)}`;
    notes.push(
      `byte 0x${hex(byte, 2)}: src/core/cp437.c says U+${hex(u, 4)}, the PSF table ${psf}; U+${hex(u, 4)} ${kept}`,
    );
  });
  for (const [u, byte] of EXTRA_CODE_POINTS) claim(byte, u);
  const unicodes = Array.from({ length: 256 }, () => []);
  for (const [u, byte] of [...owner].sort((a, b) => a[0] - b[0])) unicodes[byte].push(u);
  return { unicodes, notes };
}

// Glyphs the VGA never had that the page draws in the terminal: the touch help's diagonal moves
// (web/view/touch.js's pad), drawn in the style of its own arrows (CP437 0x18-0x1B: a two-pixel
// stroke, column 7 blank), so no other font fills in for them. '#' a lit pixel, a string a row,
// rows 4..10 of the 16 (the arrows' middle row is 7); the others are ↗ mirrored.
const UP_RIGHT = [
  '..#####.',
  '....###.',
  '...####.',
  '..###.#.',
  '.###....',
  '###.....',
  '##......',
];
const flipX = (rows) => rows.map((r) => [...r.slice(0, 7)].reverse().join('') + r[7]);
const flipY = (rows) => [...rows].reverse();
const EXTRA_GLYPHS = [
  [0x2196, flipX(UP_RIGHT)], // ↖
  [0x2197, UP_RIGHT], // ↗
  [0x2198, flipY(UP_RIGHT)], // ↘
  [0x2199, flipY(flipX(UP_RIGHT))], // ↙
].map(([u, rows]) => [
  u,
  Array.from({ length: 16 }, (_, y) => [...(rows[y - 4] ?? '........')].map((c) => c === '#')),
]);

function buildFont(psf, unicodes) {
  const advance = psf.width * PIXEL;
  const ascender = ASCENT_ROWS * PIXEL;
  const descender = (ASCENT_ROWS - psf.height) * PIXEL;
  const glyphs = [
    new opentype.Glyph({ name: '.notdef', advanceWidth: advance, path: new opentype.Path() }),
  ];
  for (let byte = 0; byte < 256; byte++) {
    const u = unicodes[byte];
    glyphs.push(
      new opentype.Glyph({
        name: u.length ? 'uni' + u[0].toString(16).toUpperCase().padStart(4, '0') : `cp437_${byte}`,
        unicode: u[0], // opentype.js derives the OS/2 character range fields from this one
        unicodes: u,
        advanceWidth: advance,
        path: glyphPath(psf.glyphs[byte]),
      }),
    );
  }
  for (const [u, bitmap] of EXTRA_GLYPHS) {
    const name = 'uni' + u.toString(16).toUpperCase();
    glyphs.push(
      new opentype.Glyph({ name, unicode: u, advanceWidth: advance, path: glyphPath(bitmap) }),
    );
  }
  return new opentype.Font({
    familyName: 'Delve VGA',
    styleName: 'Regular',
    manufacturer: 'delve',
    version: 'Version 1.0',
    copyright: 'IBM VGA 8x16 font from Debian console-data (default8x16.psf), GPL-2',
    license: 'GNU General Public License version 2; see delve-vga-LICENSE.txt',
    description: 'Outlines generated from default8x16.psf by delve scripts/make-font.mjs',
    unitsPerEm: psf.height * PIXEL,
    ascender,
    descender,
    weightClass: 400,
    // USE_TYPO_METRICS | REGULAR: hhea, typo and win metrics all say the same 12+4 rows, no gap;
    // code page range bit 63 is "US, code page 437".
    fsSelection: 0x80 | 0x40,
    panose: [2, 0, 5, 9, 0, 0, 0, 0, 0, 0], // Latin text, monospaced
    tables: {
      os2: {
        ulCodePageRange2: 2 ** 31,
        sTypoAscender: ascender,
        sTypoDescender: descender,
        sTypoLineGap: 0,
        usWinAscent: ascender,
        usWinDescent: -descender,
      },
      post: { isFixedPitch: 1, underlinePosition: -PIXEL * 2, underlineThickness: PIXEL },
    },
    glyphs,
  });
}

// opentype.js stamps head.modified with the current time; pin both dates, then redo the head
// table checksum and the whole-font checkSumAdjustment as the OpenType spec defines them.
function pinHeadDates(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sum = (start, length) => {
    let s = 0;
    for (let i = 0; i < length; i += 4) s = (s + view.getUint32(start + i)) >>> 0;
    return s;
  };
  for (let rec = 12; rec < 12 + 16 * view.getUint16(4); rec += 16) {
    if (view.getUint32(rec) !== 0x68656164) continue; // 'head'
    const head = view.getUint32(rec + 8);
    for (const at of [20, 28]) {
      view.setUint32(head + at, Math.floor(DATE / 2 ** 32));
      view.setUint32(head + at + 4, DATE >>> 0);
    }
    view.setUint32(head + 8, 0);
    view.setUint32(rec + 4, sum(head, (view.getUint32(rec + 12) + 3) & ~3));
    view.setUint32(head + 8, (0xb1b0afba - sum(0, bytes.byteLength)) >>> 0);
    return bytes;
  }
  throw new Error('no head table');
}

function licenceText() {
  return `delve-vga.otf — the IBM PC VGA 8x16 text-mode font as an OpenType font

Source: the bitmap font /usr/share/consolefonts/default8x16.psf.gz from the Debian package
console-data, the data of the Linux Console Tools, packaged for Debian by
Yann Dirson from the sources at ftp://lct.sourceforge.net/pub/lct/; those data derive from the
kbd package. The fonts README shipped with it says: "The font default8x16 is from my hardware."
(the character generator of an IBM VGA card).

Licence: Debian's copyright file for console-data states that these data "are covered by the
GPL version 2.0". This font is therefore distributed under the terms of the GNU General Public
License, version 2 (see /usr/share/common-licenses/GPL-2 on Debian, or
https://www.gnu.org/licenses/old-licenses/gpl-2.0.html).

The glyph outlines (one square per VGA pixel, merged into rectangles), the metrics and the
character map were generated from that bitmap font by scripts/make-font.mjs in the delve
repository, which also draws four glyphs the VGA lacks, the diagonal arrows U+2196..U+2199, in
the style of its arrows, and maps U+2014 (an em dash) to its box line U+2500:
"node scripts/make-font.mjs <folder>" rebuilds this file byte for byte. That script
is the preferred form for modifying this font.
`;
}

function main(outDir) {
  if (!outDir) {
    console.error('usage: node scripts/make-font.mjs <output-folder>');
    process.exit(2);
  }
  if (!existsSync(PSF_FILE)) {
    console.error(`make-font: ${PSF_FILE} is missing: run apt-get install console-data`);
    process.exit(1);
  }
  const psf = parsePsf(gunzipSync(readFileSync(PSF_FILE)));
  if (psf.glyphs.length < 256 || psf.width !== 8 || psf.height !== 16)
    throw new Error('expected an 8x16 font with 256 glyphs');
  const { unicodes, notes } = assignCodePoints(
    psf.unicode,
    parseCp437Table(readFileSync(CP437_C, 'utf8')),
  );
  if (process.env.DELVE_VERBOSE) for (const note of notes) console.log(`make-font: note: ${note}`);
  const bytes = pinHeadDates(new Uint8Array(buildFont(psf, unicodes).toArrayBuffer()));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'delve-vga.otf'), bytes);
  // the bitmap itself, for pictures (delve.png, delve.svg): 16 bytes a glyph, high bit leftmost
  writeFileSync(
    join(outDir, 'delve-vga.f16'),
    Uint8Array.from(
      psf.glyphs
        .slice(0, 256)
        .flatMap((rows) =>
          rows.map((row) => row.reduce((byte, on, x) => byte | (on ? 0x80 >> x : 0), 0)),
        ),
    ),
  );
  writeFileSync(join(outDir, 'delve-vga-LICENSE.txt'), licenceText());
  console.log(
    `make-font: wrote ${join(outDir, 'delve-vga.otf')} (${bytes.length} bytes), delve-vga.f16 and delve-vga-LICENSE.txt`,
  );
}

main(process.argv[2]);
