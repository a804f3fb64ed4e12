// Where the VGA web font did not load (a network or a policy stopped it), the game is drawn in
// the browser's monospace font, whose cells at a size are wider and taller than the VGA font's
// 8x16: the factor its size is scaled by, so that its screen takes the VGA font's room (a canvas
// measures the font). The page's and a widget's game both use it.
export function fallbackScale() {
  const context = document.createElement('canvas').getContext('2d');
  context.font = '16px monospace';
  const m = context.measureText('W');
  const height = m.fontBoundingBoxAscent + m.fontBoundingBoxDescent || 16; // (unknown: as 16)
  return Math.min(1, 8 / m.width, 16 / height);
}
