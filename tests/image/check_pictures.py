#!/usr/bin/env python3
"""check_pictures.py DELVE PSF [DOCS] — the CLI's pictures read back by an independent decoder.

PNG: chunks and CRCs checked with Python's zlib, the image inflated by zlib and unfiltered here;
SVG: parsed as XML and its rectangles and glyph paths filled in here. Both are compared cell by
cell with the level's CP437 text (--format cp437) drawn from the console font file itself: each
cell shows exactly its glyph's pixels in two colours, the player is the font's yellow smiley,
and the SVG shows the same pixels as the PNG. DOCS: the README's picture is still what the CLI
makes (else: regenerate it with the command its name says)."""
import gzip, json, re, struct, subprocess, sys, zlib
import xml.etree.ElementTree as ET

DELVE, PSF = sys.argv[1], sys.argv[2]
psf = gzip.open(PSF).read()
assert psf[:2] == b'\x36\x04' and psf[3] == 16, 'a PSF1 8x16 font'
GLYPHS = [psf[4 + 16 * g: 4 + 16 * g + 16] for g in range(256)]
BYTE_OF = {}  # Unicode → the glyph the font's own table gives it (for text in UTF-8)
glyph, at = 0, 4 + 16 * 256
while glyph < 256 and at + 1 < len(psf):
    u, = struct.unpack('<H', psf[at:at + 2])
    at += 2
    if u == 0xFFFF:
        glyph += 1
    elif u != 0xFFFE:
        BYTE_OF.setdefault(chr(u), glyph)
failures = 0


def fail(what):
    global failures
    failures += 1
    print('FAIL ' + what)


def run(*args):
    return subprocess.run([DELVE, *args], check=True, capture_output=True).stdout


def decode_png(data):
    """(width, height, rows of (r, g, b)) of an 8-bit palette PNG."""
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'PNG signature'
    at, chunks = 8, []
    while at < len(data):
        n, kind = struct.unpack('>I4s', data[at:at + 8])
        body = data[at + 8:at + 8 + n]
        crc, = struct.unpack('>I', data[at + 8 + n:at + 12 + n])
        assert zlib.crc32(kind + body) == crc, f'CRC of {kind}'
        chunks.append((kind, body))
        at += 12 + n
    assert chunks[0][0] == b'IHDR' and chunks[-1][0] == b'IEND'
    w, h, depth, ctype, comp, filt, interlace = struct.unpack('>IIBBBBB', chunks[0][1])
    assert (depth, ctype, comp, filt, interlace) == (8, 3, 0, 0, 0), 'an 8-bit palette PNG'
    plte = next(b for k, b in chunks if k == b'PLTE')
    palette = [tuple(plte[i:i + 3]) for i in range(0, len(plte), 3)]
    raw = zlib.decompress(b''.join(b for k, b in chunks if k == b'IDAT'))
    assert len(raw) == h * (w + 1), 'one filter byte and w indices a row'
    rows, prev = [], bytes(w)
    for y in range(h):
        f, line = raw[y * (w + 1)], bytearray(raw[y * (w + 1) + 1:(y + 1) * (w + 1)])
        for x in range(w):  # the five PNG filters (delve writes 0; a decoder takes any)
            a = line[x - 1] if x else 0
            b, c = prev[x], (prev[x - 1] if x else 0)
            if f == 1: line[x] = (line[x] + a) & 255
            elif f == 2: line[x] = (line[x] + b) & 255
            elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([palette[i] for i in line])
        prev = bytes(line)
    return w, h, rows


def rasterize_svg(text):
    """(width, height, rows of (r, g, b)) of delve's SVG, from its rects and <use>d paths."""
    ns = {'s': 'http://www.w3.org/2000/svg'}
    root = ET.fromstring(text)
    assert root.get('shape-rendering') == 'crispEdges'
    vb = [int(v) for v in root.get('viewBox').split()]
    w, h = vb[2], vb[3]
    img = [[None] * w for _ in range(h)]
    color = lambda c: tuple(int(ch * 2, 16) for ch in c[1:]) if len(c) == 4 else tuple(int(c[i:i + 2], 16) for i in (1, 3, 5))
    def fill(x, y, rw, rh, rgb):
        for yy in range(y, y + rh):
            for xx in range(x, x + rw):
                img[yy][xx] = rgb
    size = lambda v, full: full if v == '100%' else int(v)
    for r in root.findall('s:rect', ns):
        fill(int(r.get('x', 0)), int(r.get('y', 0)), size(r.get('width'), w), size(r.get('height'), h), color(r.get('fill')))
    paths = {p.get('id'): p.get('d') for p in root.findall('s:defs/s:path', ns)}
    for g in root.findall('s:g', ns):
        rgb = color(g.get('fill'))
        for u in g.findall('s:use', ns):
            ox, oy = int(u.get('x')), int(u.get('y'))
            for x, y, rw, rh in re.findall(r'M(\d+) (\d+)h(\d+)v(\d+)h-\d+z', paths[u.get('href')[1:]]):
                fill(ox + int(x), oy + int(y), int(rw), int(rh), rgb)
    return int(root.get('width')), int(root.get('height')), img


def check_cells(what, rows, text, cols, nrows, scale=1):
    """Every cell: its glyph's pixels in one colour, the rest in another."""
    bad = 0
    for cy in range(nrows):
        for cx in range(cols):
            g = GLYPHS[text[cy][cx]]
            on, off = set(), set()
            for py in range(16):
                for px in range(8):
                    for sy in range(scale):
                        for sx in range(scale):
                            rgb = rows[(cy * 16 + py) * scale + sy][(cx * 8 + px) * scale + sx]
                            (on if g[py] >> (7 - px) & 1 else off).add(rgb)
            if len(on) > 1 or len(off) != 1 or (on and on == off and any(g)):
                bad += 1
    if bad:
        fail(f'{what}: {bad} cells are not their glyph in two colours')


def cell(rows, x, y):
    return [rows[y * 16 + py][x * 8:x * 8 + 8] for py in range(16)]


def glyph_in(g, fg, bg):
    return [[fg if g[py] >> (7 - px) & 1 else bg for px in range(8)] for py in range(16)]


YELLOW, BLACK, GREEN, LIGHT_GREEN = (0xFF, 0xFF, 0x55), (0, 0, 0), (0, 0xAA, 0), (0x55, 0xFF, 0x55)
sizes = []
for seed, depth, cols in [(1, 1, 80), (5, 3, 80), (42, 12, 80), (1985, 15, 80), (7, 1, 40), (99, 26, 80)]:
    args = ['rogue', '--seed', str(seed), '--depth', str(depth), '--cols', str(cols)]
    what = ' '.join(args)
    level = json.loads(run(*args, '--format', 'json'))
    text = run(*args, '--format', 'cp437').split(b'\n')[:-1]
    png = run(*args, '--format', 'png')
    sizes.append(len(png))
    w, h, rows = decode_png(png)
    if (w, h) != (cols * 8, len(text) * 16):
        fail(f'{what}: {w}x{h}, not {cols * 8}x{len(text) * 16}')
        continue
    check_cells(what + ' png', rows, text, cols, len(text))
    p, s = level['player'], level['stairs']
    if cell(rows, p['x'], p['y'] - 1) != glyph_in(GLYPHS[1], YELLOW, BLACK):
        fail(f'{what}: the player is not the font\'s smiley in yellow on black')
    if cell(rows, s['x'], s['y'] - 1) != glyph_in(GLYPHS[0xF0], BLACK, GREEN):
        fail(f'{what}: the stairs are not black on green')
    room = next(r for r in level['rooms'] if not r['gone'] and not r['dark'] and not r['maze']) if depth < 10 else None
    if room and text[room['y']][room['x'] + 1] == 0xFA and cell(rows, room['x'] + 1, room['y']) != glyph_in(GLYPHS[0xFA], LIGHT_GREEN, BLACK):
        fail(f'{what}: floor is not light green')
    svg = run(*args, '--format', 'svg').decode()
    sw, sh, img = rasterize_svg(svg)
    if (sw, sh) != (w, h) or img != rows:
        fail(f'{what}: the SVG does not show the PNG\'s pixels')

# --scale: each pixel a whole K x K block of the scale-1 picture
args = ['rogue', '--seed', '5', '--depth', '3']
_, _, one = decode_png(run(*args, '--format', 'png'))
w, h, three = decode_png(run(*args, '--format', 'png', '--scale', '3'))
if (w, h) != (1920, 1056) or any(three[y][x] != one[y // 3][x // 3] for y in range(h) for x in range(w)):
    fail('--scale 3 is not the scale-1 picture with 3x3 pixels')
w, h, _ = rasterize_svg(run(*args, '--format', 'svg', '--scale', '2').decode())
if (w, h) != (1280, 704):
    fail(f'svg --scale 2 is {w}x{h}')

# LevelMap: 8x16 a block
for lm in [['--seed', '7', '--width', '40', '--height', '20'], ['--seed', '3', '--width', '80', '--height', '22', '--natural', '--voids']]:
    args = ['levelmap', *lm]
    level = json.loads(run(*args, '--format', 'json'))
    text = [bytes(BYTE_OF[ch] for ch in line) for line in run(*args).decode().split('\n')[:-1]]
    w, h, rows = decode_png(run(*args, '--format', 'png'))
    if (w, h) != (level['width'] * 8, level['height'] * 16):
        fail(f'{" ".join(args)}: {w}x{h}')
        continue
    check_cells(' '.join(args) + ' png', rows, text, level['width'], level['height'])
    sw, sh, img = rasterize_svg(run(*args, '--format', 'svg').decode())
    if img != rows:
        fail(f'{" ".join(args)}: the SVG does not show the PNG\'s pixels')

if len(sys.argv) > 3:  # docs/rogue-seed-42-depth-3.png
    with open(f'{sys.argv[3]}/rogue-seed-42-depth-3.png', 'rb') as f:
        if f.read() != run('rogue', '--seed', '42', '--depth', '3', '--format', 'png'):
            fail('docs/rogue-seed-42-depth-3.png is not what delve rogue --seed 42 --depth 3 --format png makes now')

print(f'PNG sizes of 80x22 levels: {sizes}')
print('check_pictures: ' + ('ok' if not failures else f'{failures} failures'))
sys.exit(1 if failures else 0)
