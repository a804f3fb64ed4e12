// Which sizes draw the 8x16 font without blur (DOM-free). A cell must be a whole multiple k of
// 8x16 device pixels, and xterm.js lays out cells from a font size in whole CSS pixels only (at
// DPR 3 a 16/3 px font gives 15-pixel lines), so the font, 16k/dpr CSS px, must be whole too.

/** Whether k device multiples are crisp at this device pixel ratio. */
export function isCrisp(k, dpr) {
  const css = (16 * k) / dpr;
  return Math.abs(css - Math.round(css)) < 1e-9;
}

/** The largest crisp k in from..to, or null. */
export function largestCrisp(dpr, from, to) {
  for (let k = Math.floor(to); k >= from; k--) if (isCrisp(k, dpr)) return k;
  return null;
}

/** The smallest crisp k from `from` on (there is one by 16 * dpr's denominator; 64 steps are
 *  plenty for any real ratio), or `from` if none. */
export function smallestCrisp(dpr, from) {
  for (let k = from; k < from + 64; k++) if (isCrisp(k, dpr)) return k;
  return from;
}
