// Which sizes draw the 8x16 font without blur (DOM-free). A cell must be a whole multiple k of
// 8x16 device pixels, and xterm.js lays out cells from a font size in whole CSS pixels only (at
// DPR 3 a 16/3 px font gives 15-pixel lines), so the font, 16k/dpr CSS px, must be whole too.

/** Whether k device multiples are crisp at this device pixel ratio. */
export function isCrisp(k, dpr) {
  const css = (16 * k) / dpr;
  return Math.abs(css - Math.round(css)) < 1e-9;
}

/** How a cols x rows screen is shown in width x height device px (the one rule of the page and
 *  the widget): { k, view: { cols, rows } } with k the device multiple of 8x16 a cell. The
 *  largest crisp k at which it all fits, if that is readable (k >= dpr: 8 CSS px a column); else
 *  the smallest crisp readable k and the part of the screen that fits at it. `crisp(k, dpr)`:
 *  isCrisp for a terminal; a picture scaled by whole device pixels is crisp at any k. */
export function fitScreen(width, height, cols, rows, dpr, crisp = isCrisp) {
  const readable = Math.max(1, Math.ceil(dpr - 1e-9));
  const fits = Math.floor(Math.min(width / (cols * 8), height / (rows * 16)));
  let k = fits;
  while (k >= readable && !crisp(k, dpr)) k--;
  if (k < readable) for (k = readable; !crisp(k, dpr) && k < readable + 64; k++);
  return {
    k,
    view: {
      cols: Math.min(cols, Math.floor(width / (8 * k))),
      rows: Math.min(rows, Math.floor(height / (16 * k))),
    },
  };
}

/** The size that fills width x height CSS px, for who prefers a big screen to a crisp one: the
 *  largest whole CSS px font size (xterm.js takes no other) at which all of a cols x rows screen
 *  fits and whose line is drawn exactly as high: the font's ascent (3/4 of it) and descent are
 *  rounded to device pixels each, and a cell is half as wide as the font is high, so the font must
 *  be a multiple of 4 device px. 0 where that is under 16 px (8 CSS px a column): there
 *  fitScreen's readable part of the screen is the better choice. */
export function fillSize(width, height, cols, rows, dpr = 1) {
  const most = Math.floor(Math.min((2 * width) / cols, height / rows));
  const exact = (s) => Math.abs((s * dpr) / 4 - Math.round((s * dpr) / 4)) < 1e-9;
  for (let s = most; s >= 16 && s > most - 12; s--) {
    if (exact(s)) return s;
  }
  return 0;
}

/** The font size (CSS px) and the part of a cols x rows screen shown in width x height CSS px:
 *  fitScreen's crisp size, unless that shows only a part. Where the device pixel ratio is no
 *  whole number (2.75 on many phones, 1.25 on laptops) a terminal's smallest crisp font can be
 *  64 px, a dozen columns on a phone, and a picture's readable multiple (2 at 1.25: 12.8 CSS px
 *  a column) shows two thirds of a level in 700 px: there a whole font size that shows all the
 *  screen (fillSize), slightly blurred, is the better choice, or where none is exact, 16 px (8
 *  a column): for a terminal whose crisp multiple is above the readable one, and wherever 16 px
 *  shows it all. { size, view: { cols, rows } } */
export function fitFont(width, height, cols, rows, dpr, crisp = isCrisp) {
  const { k, view } = fitScreen(width * dpr, height * dpr, cols, rows, dpr, crisp);
  const size = (16 * k) / dpr;
  if (view.cols === cols && view.rows === rows) return { size, view };
  const all = fillSize(width, height, cols, rows, dpr);
  // no exact size fills it: the readable part, crisp (a phone), unless 8 CSS px a column shows
  // it all (a ratio just off a whole one, 1.1 or 0.9: a picture's readable k cut it to 48 or 78
  // columns in 700 px)
  const wholeAt16 = cols * 8 <= width && rows * 16 <= height;
  if (!all && k <= Math.ceil(dpr - 1e-9) && !wholeAt16) return { size, view };
  const whole = all || 16;
  return {
    size: whole,
    view: {
      cols: Math.min(cols, Math.floor((2 * width) / whole)),
      rows: Math.min(rows, Math.floor(height / whole)),
    },
  };
}
