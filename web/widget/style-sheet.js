// A widget's styles in its shadow root, under any Content-Security-Policy a page may have.

/** A stylesheet in `root`, a shadow root: a constructed sheet, which no policy governs (a
 *  <style> under a style-src without 'unsafe-inline' is blocked, and each one blocked is
 *  reported to the page's CSP reporting), or a <style> in a browser without them. Returns
 *  set(text), which gives the sheet (null: a <style> the policy blocked). */
export function styleSheet(root, text) {
  let set;
  if (root.adoptedStyleSheets) {
    const sheet = new CSSStyleSheet();
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    set = (css) => (sheet.replaceSync(css), sheet);
  } else {
    const style = document.createElement('style');
    root.append(style);
    set = (css) => ((style.textContent = css), style.sheet);
  }
  set(text);
  return set;
}
