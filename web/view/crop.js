// Parts of a text screen (DOM-free): what a view smaller than the screen shows.

/** The part of a cols x rows picture ({ cols, rows, chars, attrs }) that a view of
 *  { cols, rows } shows around `focus` ({ x, y }), kept inside the picture. */
export function crop(picture, view, focus) {
  const vc = Math.min(view.cols, picture.cols), vr = Math.min(view.rows, picture.rows);
  const clamp = (v, max) => Math.max(0, Math.min(v, max));
  const ox = clamp(focus.x - (vc >> 1), picture.cols - vc), oy = clamp(focus.y - (vr >> 1), picture.rows - vr);
  return copy(picture, ox, oy, vc, vr);
}

/** A game screen in a view of { cols, rows }: the message row (the first) and the status rows
 *  (the last `status`, their spaces squeezed) always shown from their left edge, the map
 *  between them following the player at `focus`. */
export function gameView(screen, view, focus, status = 2) {
  if (view.cols >= screen.cols && view.rows >= screen.rows) return screen;
  const vc = Math.min(view.cols, screen.cols);
  const mapRows = Math.max(1, Math.min(view.rows, screen.rows) - 1 - status);
  const map = crop(copy(screen, 0, 1, screen.cols, screen.rows - 1 - status), { cols: vc, rows: mapRows },
    { x: focus.x, y: focus.y - 1 });
  const bottom = squeezed(copy(screen, 0, screen.rows - status, screen.cols, status), vc);
  const parts = [copy(screen, 0, 0, vc, 1), map, bottom];
  const rows = 1 + mapRows + status;
  const chars = new Uint8Array(vc * rows), attrs = new Uint8Array(vc * rows);
  let at = 0;
  for (const part of parts) {
    chars.set(part.chars, at);
    attrs.set(part.attrs, at);
    at += part.chars.length;
  }
  return { cols: vc, rows, chars, attrs };
}

// Rows cut to `cols` after squeezing each run of spaces to one (the status line's columns are
// wide: squeezed, 'Level:1 Hits:12(12) Str:16(16) Gold:0 Armor:5' fits 48 columns).
function squeezed(picture, cols) {
  const SPACE = 32;
  const out = { cols, rows: picture.rows, chars: new Uint8Array(cols * picture.rows).fill(SPACE), attrs: new Uint8Array(cols * picture.rows) };
  for (let y = 0; y < picture.rows; y++) {
    let to = y * cols;
    const end = to + cols;
    for (let x = 0; x < picture.cols && to < end; x++) {
      const c = picture.chars[y * picture.cols + x];
      if (c === SPACE && x > 0 && picture.chars[y * picture.cols + x - 1] === SPACE) continue;
      out.chars[to] = c;
      out.attrs[to++] = picture.attrs[y * picture.cols + x];
    }
    out.attrs.fill(picture.attrs[y * picture.cols + picture.cols - 1], to, end);
  }
  return out;
}

function copy(picture, ox, oy, cols, rows) {
  const chars = new Uint8Array(cols * rows), attrs = new Uint8Array(cols * rows);
  for (let y = 0; y < rows; y++) {
    const from = (oy + y) * picture.cols + ox;
    chars.set(picture.chars.subarray(from, from + cols), y * cols);
    attrs.set(picture.attrs.subarray(from, from + cols), y * cols);
  }
  return { cols, rows, chars, attrs };
}
