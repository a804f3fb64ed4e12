// A still picture of a text screen without xterm.js: the core's PNG of it (delve.png: the VGA
// font's pixels in the PC colours) in an <img>, each font pixel drawn as a whole number of
// device pixels, so it is as crisp as the terminal and costs no terminal at all.

export class PictureView {
  /** toPng(screen) → PNG bytes; fontSize: the CSS px of a cell's height (16 x the scale). */
  constructor(toPng, fontSize) {
    this.toPng = toPng;
    this.fontSize = fontSize;
    this.url = null;
  }

  open(element) {
    this.img = element.ownerDocument.createElement('img');
    this.img.alt = ''; // the box around it carries the words (role="img", aria-label)
    this.img.draggable = false;
    this.img.style.cssText =
      'display: block; image-rendering: pixelated; image-rendering: crisp-edges;';
    element.append(this.img);
  }

  /** Shows screen ({ cols, rows, chars, attrs }); resolves once the picture is decoded (rejects
   *  if it cannot be shown). */
  paint(screen) {
    const url = URL.createObjectURL(new Blob([this.toPng(screen)], { type: 'image/png' }));
    this.img.style.width = `${(screen.cols * this.fontSize) / 2}px`; // CSS px may be fractional
    this.img.style.height = `${screen.rows * this.fontSize}px`;
    this.img.src = url;
    if (this.url) URL.revokeObjectURL(this.url);
    this.url = url;
    // a newer paint may have replaced it meanwhile; if not, the page refused the blob: URL
    return this.img.decode().catch(() => {
      if (this.img.src === url)
        throw new Error(
          "the page's Content-Security-Policy blocks the picture: its img-src needs blob:",
        );
    });
  }

  setFontSize(size) {
    this.fontSize = size;
  }

  dispose() {
    if (this.url) URL.revokeObjectURL(this.url);
    this.img?.remove();
  }
}
