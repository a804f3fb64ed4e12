// A widget's styles in its shadow root, under any Content-Security-Policy a page may have.

/** A stylesheet in `root`, a shadow root: a <style>, or where the page's Content-Security-Policy
 *  forbids those (a style-src without 'unsafe-inline'), the same rules in a constructed sheet,
 *  which no policy governs. Returns set(text), which gives the sheet, or null where neither
 *  applies (a browser without constructed sheets under such a policy). */
export function styleSheet(root, text) {
  const style = document.createElement('style');
  root.append(style);
  let set = (css) => ((style.textContent = css), style.sheet);
  if (!style.sheet && root.adoptedStyleSheets) {
    const sheet = new CSSStyleSheet();
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    set = (css) => (sheet.replaceSync(css), sheet);
  }
  set(text);
  return set;
}
