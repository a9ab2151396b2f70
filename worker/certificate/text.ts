/**
 * Text for the certificate: glyph outlines from the generated font data
 * (worker/certificate/font-data.ts), measured, wrapped and turned into line
 * segments for the rasterizer. A character the font lacks is drawn without
 * its accents (ṃ as m), or as a question mark.
 */
import type { FontData } from './font-data';
import type { Segments } from './raster';

/** The glyph of a character, or of its base letter, or '?'. */
function glyphOf(font: FontData, char: string): [number, string] {
  const code = char.codePointAt(0) ?? 63;
  return font.glyphs[code] ?? font.glyphs[char.normalize('NFD').codePointAt(0) ?? 63] ?? font.glyphs[63]!;
}

export function measure(font: FontData, text: string, size: number): number {
  let width = 0;
  for (const char of text) width += glyphOf(font, char)[0];
  return (width * size) / font.unitsPerEm;
}

/** The words of a text in lines of at most `maxWidth` (a single long word stays whole). */
export function wrap(font: FontData, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && measure(font, candidate, size) > maxWidth) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

/** The size at most `size` at which the text fits `maxWidth` on one line. */
export const fitSize = (font: FontData, text: string, size: number, maxWidth: number): number => Math.min(size, (size * maxWidth) / Math.max(1, measure(font, text, size)));

/** A quadratic curve as straight pieces: more for larger curves. */
function curve(out: Segments, x0: number, y0: number, cx: number, cy: number, x1: number, y1: number): void {
  const length = Math.hypot(cx - x0, cy - y0) + Math.hypot(x1 - cx, y1 - cy);
  const steps = Math.max(2, Math.min(16, Math.ceil(length / 3)));
  let px = x0;
  let py = y0;
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    const x = u * u * x0 + 2 * u * t * cx + t * t * x1;
    const y = u * u * y0 + 2 * u * t * cy + t * t * y1;
    out.push(px, py, x, y);
    px = x;
    py = y;
  }
}

/** The outline of a text line whose baseline starts at (x, y), as segments. */
export function textPath(font: FontData, text: string, size: number, x: number, y: number): Segments {
  const scale = size / font.unitsPerEm;
  const out: Segments = [];
  let pen = x;
  for (const char of text) {
    const [advance, path] = glyphOf(font, char);
    const tokens = path.match(/[MLQZ]|-?\d+/g) ?? [];
    let i = 0;
    let sx = 0;
    let sy = 0;
    let cx = 0;
    let cy = 0;
    const num = () => Number(tokens[i++]);
    const X = () => pen + num() * scale;
    const Y = () => y + num() * scale;
    while (i < tokens.length) {
      const command = tokens[i++];
      if (command === 'M') {
        // A contour left open is closed before the next one starts.
        if (cx !== sx || cy !== sy) out.push(cx, cy, sx, sy);
        sx = cx = X();
        sy = cy = Y();
      } else if (command === 'L') {
        const nx = X();
        const ny = Y();
        out.push(cx, cy, nx, ny);
        cx = nx;
        cy = ny;
      } else if (command === 'Q') {
        const qx = X();
        const qy = Y();
        const nx = X();
        const ny = Y();
        curve(out, cx, cy, qx, qy, nx, ny);
        cx = nx;
        cy = ny;
      } else if (command === 'Z') {
        if (cx !== sx || cy !== sy) out.push(cx, cy, sx, sy);
        cx = sx;
        cy = sy;
      }
    }
    pen += advance * scale;
  }
  return out;
}
