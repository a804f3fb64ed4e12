// Parts of a text screen (DOM-free): what a view smaller than the screen shows.
import * as C from '../api/constants.js';
import { mapRows } from '../api/options.js';

/** The part of a cols x rows picture ({ cols, rows, chars, attrs }) that a view of
 *  { cols, rows } shows around `focus` ({ x, y }), kept inside the picture. */
export function crop(picture, view, focus) {
  return copy(picture, ...cropOrigin(picture, view, focus));
}

// Where crop() starts, the picture's cell at the view's top left, and its size: [ox, oy, cols,
// rows], copy()'s arguments.
function cropOrigin(picture, view, focus) {
  const vc = Math.min(view.cols, picture.cols),
    vr = Math.min(view.rows, picture.rows);
  const clamp = (v, max) => Math.max(0, Math.min(v, max));
  return [
    clamp(focus.x - (vc >> 1), picture.cols - vc),
    clamp(focus.y - (vr >> 1), picture.rows - vr),
    vc,
    vr,
  ];
}

/** A game screen in a view of { cols, rows }: the message row (the first) from its left edge,
 *  a message longer than the view going on over as many rows as it needs (whole words each);
 *  the status rows (those under the map: 2, or 3 in 40 columns) as their fields flowed to the
 *  view's width (statusLines); and between them the map following the player at `focus`, one
 *  row less for each extra line. In a view too low for all, the message comes first. A screen
 *  that is no map (the player not at `focus`): lines of text from its left edge (a list, the
 *  help, an object menu) broken to the view's width, the last (what the list asks) at the
 *  bottom, in parts where its lines are more than the view's rows (textView; the view's
 *  `parts`, and `part`, from 0, the one shown); one in a frame (the credits screen, which asks
 *  the name on its last rows) a picture from its bottom-left corner; fake DOS's screen, where a
 *  line is typed below the message row, a picture up to its cursor; any other (the tombstone,
 *  the Hall of Fame) around what it holds, from its left edge where it is wider than the view.
 *  The view's rows are kept; the map keeps at least one. The view's messageRows: the message's;
 *  its cursor: the screen's cursor (a line typed) where the view shows its cell, else -1. */
export function gameView(screen, view, focus, part = 0) {
  const status = screen.rows - 1 - mapRows(screen.cols);
  if (view.cols >= screen.cols && view.rows >= screen.rows) return screen;
  const vc = Math.min(view.cols, screen.cols),
    vr = Math.min(view.rows, screen.rows);
  const onMap = screen.chars[focus.y * screen.cols + focus.x] === C.CH_PLAYER;
  const cursor =
    screen.cursor >= 0
      ? { x: screen.cursor % screen.cols, y: Math.floor(screen.cursor / screen.cols) }
      : { x: -1, y: -1 };
  const framed = screen.chars[0] === C.CH_ULWALL; // ╔: a frame round the screen
  if (!onMap && (framed || cursor.y > 0)) {
    // a frame from its bottom-left corner, a line typed below the message row (fake DOS's
    // screen) up to its cursor, as a terminal scrolls: the cursor's column (a name typed on the
    // frame's last rows too) and row at most the view's last
    const last = (c, n) => c - n + 1 + (n >> 1);
    const focus = {
      x: cursor.y > 0 ? last(cursor.x, vc) : 0,
      y: framed ? screen.rows : last(cursor.y, vr),
    };
    const at = cropOrigin(screen, { cols: vc, rows: vr }, focus);
    return { ...copy(screen, ...at), messageRows: 0, cursor: cursorIn(cursor, at) };
  }
  if (!onMap && cursor.y < 0) {
    const text = textView(screen, vc, vr, part);
    if (text) return text;
  }
  const lines = statusLines(copy(screen, 0, screen.rows - status, screen.cols, status), vc, status);
  // in a view too low for all (a phone's keyboard up, 10x5): the message first (what is asked,
  // the line typed, ' More '), leaving the map a row and the status one; then the status's
  // first lines, the original's fields before delve's
  const message = messageLines(cellsOf(screen, 0), vc, cursor.y === 0 ? cursor.x : -1);
  const top = message.slice(0, Math.max(1, vr - 2));
  const bottom = lines.slice(0, Math.max(0, vr - 1 - top.length));
  const mapHeight = Math.max(1, vr - top.length - bottom.length);
  const whole = copy(screen, 0, 1, screen.cols, screen.rows - 1 - status);
  const area = { cols: vc, rows: mapHeight };
  const at = cropOrigin(
    whole,
    area,
    onMap ? { x: focus.x, y: focus.y - 1 } : contentFocus(whole, area),
  );
  const map = copy(whole, ...at);
  const rows = top.length + mapHeight + bottom.length;
  const chars = new Uint8Array(vc * rows).fill(SPACE);
  const attrs = new Uint8Array(vc * rows).fill(screen.attrs[screen.cols * screen.rows - 1]);
  chars.set(map.chars, top.length * vc);
  attrs.set(map.attrs, top.length * vc);
  [...top, ...Array(mapHeight).fill(null), ...bottom].forEach((line, y) =>
    line?.forEach(([c, a], x) => {
      chars[y * vc + x] = c;
      attrs[y * vc + x] = a;
    }),
  );
  // the cursor (a line typed on the message row) where its cell is shown
  let shownCursor = -1;
  if (cursor.y === 0) {
    let line = 0; // the last line that starts at or before the cursor, whose cells hold it
    while (line + 1 < message.length && message[line + 1].start <= cursor.x) line++;
    if (line < top.length) shownCursor = line * vc + cursor.x - message[line].start;
  }
  return { cols: vc, rows, chars, attrs, messageRows: top.length, cursor: shownCursor };
}

/** The views of a game's screens (gameView) with a list's parts: a list longer than the view
 *  shows its first part, and a space (the original's key to go on) its next, while the same
 *  screen is shown; the space of the last part is the game's. */
export class ListPages {
  #chars = null; // the screen whose part is shown
  #area = null; // and the view's size: another's parts are other lines
  part = 0;
  parts = 1;

  /** gameView's view of `screen` in `area` around `focus`, at the part shown: the first, for
   *  another screen or a view of another size. */
  view(screen, area, focus) {
    const same =
      this.#chars?.length === screen.chars.length &&
      this.#chars.every((c, i) => c === screen.chars[i]) &&
      this.#area.cols === area.cols &&
      this.#area.rows === area.rows;
    if (!same) {
      this.#chars = screen.chars.slice();
      this.#area = { cols: area.cols, rows: area.rows };
      this.part = 0;
    }
    const shown = gameView(screen, area, focus, this.part);
    this.parts = shown.parts ?? 1;
    this.part = Math.min(this.part, this.parts - 1);
    return shown;
  }

  /** Whether a part of the list is still to be shown. */
  get more() {
    return this.part + 1 < this.parts;
  }

  /** Whether `event` (a key event, or { key }) shows the list's next part: then it is the
   *  view's, to be painted again, and not the game's. */
  next(event) {
    if (event.key !== ' ' || event.ctrlKey || event.altKey || event.metaKey) return false;
    if (!this.more) return false;
    this.part++;
    return true;
  }
}

// A cursor's cell ({ x, y } of the picture) in what cropOrigin's `at` shows, or -1 outside it.
function cursorIn({ x, y }, [ox, oy, vc, vr]) {
  const cx = x - ox,
    cy = y - oy;
  return cx >= 0 && cx < vc && cy >= 0 && cy < vr ? cy * vc + cx : -1;
}

// The message row as lines of at most `cols` cells: the row's first `cols` where what it says
// fits, else broken between words (a word wider than the view, within it; ' More ', its spaces
// reverse video, is one), the last line as far as the view's width. Each line's start: the
// row's column it begins at. The cell at `cursor` counts as said: the cursor after a typed word
// stays with it, also where the text alone fills the line.
function messageLines(cells, cols, cursor = -1) {
  const blank = (x) => isBlank(cells[x]) && x !== cursor;
  // where a line may end: at a blank, or before ' More ' (its first space starts the reverse video)
  const breaks = (x) => blank(x) || (cells[x][0] === SPACE && cells[x][1] !== cells[x - 1][1]);
  let end = cells.length; // what is said: to its last character (' More ' to its last letter)
  while (end > 0 && cells[end - 1][0] === SPACE && end - 1 !== cursor) end--;
  const line = (start, cut) => Object.assign(cells.slice(start, cut), { start });
  const lines = [];
  for (let start = 0; start < end;) {
    let cut = start + cols;
    if (cut < end) {
      let space = cut;
      while (space > start && !breaks(space)) space--;
      if (space > start) cut = space;
    }
    lines.push(line(start, cut));
    for (start = cut; start < end && blank(start);) start++;
  }
  return lines.length ? lines : [line(0, cols)];
}

// A screen of lines of text (a list, the help, the symbols, the discoveries, an object menu, the
// Hall of Fame: every row that holds anything starts at its left edge) in a smaller view, as
// lines of the view's width: a row broken into its two columns (the help's, the symbols': the
// second at the screen's middle) and then between words; the last row (the list's question, or
// "press space") on the view's last rows and the others from the top, their blank lines left out
// where all do not fit, and where the lines are more than the view's rows, its `part`: the view's
// parts, how many it takes (ListPages shows the next at a space), each marked "2/3" on its last
// row where there is room. Null for any other screen.
function textView(screen, cols, rows, part) {
  const text = Array.from({ length: screen.rows }, (_, y) => cellsOf(screen, y));
  const ends = text.map(endOf);
  if (ends.every((end) => !end) || text.some((row, y) => isBlank(row[0]) && ends[y])) return null;
  const half = screen.cols >> 1;
  const broken = (row, y) => {
    const end = ends[y];
    if (end === 0) return [[]];
    // a second column at the screen's middle, two blanks or more after the first
    const columns = end > cols && row[half][0] !== SPACE && row[half - 1][0] === SPACE;
    const pieces = columns ? [row.slice(0, half), row.slice(half, end)] : [row.slice(0, end)];
    return pieces.filter((cells) => endOf(cells) > 0).flatMap((cells) => messageLines(cells, cols));
  };
  let body = text.slice(0, -1).flatMap(broken);
  while (body.length && !body.at(-1).length) body.pop();
  // the last row, when it says anything, leaving the lines above it a row at least
  const asks = ends.at(-1) ? broken(text.at(-1), text.length - 1) : [];
  let last = asks.slice(-(body.length ? rows - 1 : rows));
  if (body.length + last.length > rows) body = body.filter((line) => line.length);
  // in parts with nothing asked (a Hall of Fame), the last row is the part mark's
  if (!last.length && body.length > rows && rows > 1) last = [[]];
  const each = Math.max(1, rows - last.length),
    parts = Math.max(1, Math.ceil(body.length / each));
  body = body.slice(Math.min(part, parts - 1) * each).slice(0, each);
  const chars = new Uint8Array(cols * rows).fill(SPACE);
  const attrs = new Uint8Array(cols * rows).fill(screen.attrs[screen.cols * screen.rows - 1]);
  const put = (line, y) =>
    line.forEach(([c, a], x) => {
      chars[y * cols + x] = c;
      attrs[y * cols + x] = a;
    });
  body.forEach(put);
  last.forEach((line, i) => put(line, rows - last.length + i));
  if (parts > 1)
    markPart(`${Math.min(part, parts - 1) + 1}/${parts}`, { cols, rows, chars, attrs });
  return { cols, rows, chars, attrs, messageRows: 0, cursor: -1, parts };
}

// "2/3" (the part shown, of how many) at the right end of a list's view's last row, a blank
// before it, where the row leaves room: nothing else says that the list goes on (or, at its last
// part, that all of it has been seen) but the part's own "press space", the same on every part.
function markPart(mark, { cols, rows, chars, attrs }) {
  const row = (rows - 1) * cols;
  let end = cols;
  while (end > 0 && isBlank([chars[row + end - 1], attrs[row + end - 1]])) end--;
  const at = cols - mark.length;
  if (at < end + 1) return;
  for (let i = 0; i < mark.length; i++) chars[row + at + i] = mark.charCodeAt(i);
  attrs.fill(attrs[row + Math.max(0, end - 1)], row + at, row + cols);
}

// How many of a row's cells hold anything: up to its last that is not blank.
function endOf(row) {
  let end = row.length;
  while (end > 0 && isBlank(row[end - 1])) end--;
  return end;
}

// Where a view of `area` looks at a picture that is no map: the middle of what it holds, or
// where that is wider (higher) than the view, its left edge (top) — but for what is drawn about
// the picture's middle column.
function contentFocus(picture, area) {
  let left = picture.cols,
    right = -1,
    top = picture.rows,
    bottom = -1;
  for (let y = 0; y < picture.rows; y++)
    for (let x = 0; x < picture.cols; x++) {
      if (picture.chars[y * picture.cols + x] === SPACE) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  if (right < 0) return { x: 0, y: 0 };
  const at = (lo, hi, size) => (hi - lo < size ? (lo + hi + 1) >> 1 : lo + (size >> 1));
  // a picture drawn about the screen's middle (the tombstone) from its middle all the same
  const centred = Math.abs(left + right + 1 - picture.cols) <= 2;
  return {
    x: centred ? (left + right + 1) >> 1 : at(left, right, area.cols),
    y: at(top, bottom, area.rows),
  };
}

// Row y of a picture as [char, attr] cells.
function cellsOf(picture, y) {
  return Array.from({ length: picture.cols }, (_, x) => [
    picture.chars[y * picture.cols + x],
    picture.attrs[y * picture.cols + x],
  ]);
}

const SPACE = 32,
  COLON = 58;
// A cell that shows nothing: a space without a background (the ' More ' box's spaces have one).
const isBlank = ([c, a]) => c === SPACE && !(a & 0x70);
const isColon = ([c]) => c === COLON;

// The status rows as lines of at most `cols` cells ([char, attr] pairs). A field is a
// `Name:value` (or `Name: value`) token of a row split at its runs of spaces, and is never cut:
// the fields flow one space apart, each row from a line of its own while that keeps to the
// screen's `status` rows (so 48 columns and more look as before, spaces squeezed); narrower, all
// the fields flow on together, in the fewest lines. Only a field wider than the view (in views of
// 10 to 16 columns) is changed: its label shortened, or else the label over the value.
function statusLines(picture, cols, status) {
  const fieldRows = Array.from({ length: picture.rows }, (_, y) => fieldsOf(picture, y));
  const apart = fieldRows.flatMap((fields) => flow(fields, cols));
  return apart.length <= status ? apart : flow(fieldRows.flat(), cols);
}

// Row y's fields: { cells, colon: the index of the label's colon or -1 }, a label that ends a
// token ("Seed:") joined to the next token, and words of no field one space apart joined.
function fieldsOf(picture, y) {
  const cells = cellsOf(picture, y);
  const tokens = [];
  for (let x = 0; x < cells.length; x++) {
    if (cells[x][0] === SPACE) continue;
    const start = x;
    while (x < cells.length && cells[x][0] !== SPACE) x++;
    const last = tokens.at(-1),
      word = cells.slice(start, x);
    const label = last?.at(-1)[0] === COLON, // "Seed:" and its value
      // words one space apart, neither a field: a rank ("Guild Novice", "Master Rogue")
      phrase = last && cells[start - 2][0] !== SPACE && ![...last, ...word].some(isColon);
    if (label || phrase) last.push(cells[start - 1], ...word);
    else tokens.push(word);
  }
  return tokens.map((t) => ({ cells: t, colon: t.findIndex(isColon) }));
}

// Fields flowed into lines of at most `cols` cells, one space apart.
function flow(fields, cols) {
  const lines = [];
  let line = [];
  for (const field of fields) {
    const pieces = fitted(field, cols);
    if (pieces.length === 1 && line.length && line.length + 1 + pieces[0].length <= cols) {
      line.push([SPACE, line.at(-1)[1]], ...pieces[0]);
      continue;
    }
    if (line.length) lines.push(line);
    lines.push(...pieces.slice(0, -1));
    line = [...pieces.at(-1)]; // a copy: the next fields go on it
  }
  if (line.length) lines.push(line);
  return lines;
}

// A field as the lines it takes in `cols` columns: itself; wider, its label shortened to fit
// with its value (`Hits:12(12)` at 10: `Hit:12(12)`); with no room even for one letter of it,
// the label and the value each on lines of their own.
function fitted({ cells, colon }, cols) {
  if (cells.length <= cols) return [cells];
  const pieces = (part) =>
    Array.from({ length: Math.ceil(part.length / cols) }, (_, i) =>
      part.slice(i * cols, (i + 1) * cols),
    );
  if (colon < 0) return pieces(cells);
  const value = cells.slice(colon + 1).filter(([c], i) => i > 0 || c !== SPACE);
  const label = Math.min(colon, cols - 1 - value.length);
  if (label > 0) return [[...cells.slice(0, label), cells[colon], ...value]];
  return [...pieces(cells.slice(0, colon + 1)), ...pieces(value)];
}

function copy(picture, ox, oy, cols, rows) {
  const chars = new Uint8Array(cols * rows),
    attrs = new Uint8Array(cols * rows);
  for (let y = 0; y < rows; y++) {
    const from = (oy + y) * picture.cols + ox;
    chars.set(picture.chars.subarray(from, from + cols), y * cols);
    attrs.set(picture.attrs.subarray(from, from + cols), y * cols);
  }
  return { cols, rows, chars, attrs };
}
