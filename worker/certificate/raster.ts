/**
 * A small anti-aliased rasterizer for the certificate: filled paths (outlines
 * of glyphs, frames, circles) onto an RGBA canvas. Each path is flattened to
 * line segments and drawn with exact area coverage by signed-area
 * accumulation (the method of font-rs and stb_truetype 2): every edge adds the
 * area it covers to the pixels it crosses, and a running sum along each row
 * gives the coverage. Nonzero winding, as fonts and the shapes here need.
 */

export type Rgb = readonly [number, number, number];

/** Line segments: x0, y0, x1, y1 after one another, in pixels. */
export type Segments = number[];

export class Canvas {
  readonly data: Uint8ClampedArray;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < this.data.length; i += 4) {
      this.data[i] = background[0];
      this.data[i + 1] = background[1];
      this.data[i + 2] = background[2];
      this.data[i + 3] = 255;
    }
  }

  /** Fills the path (closed contours as segments) with a colour. */
  fill(segments: Segments, color: Rgb): void {
    if (segments.length === 0) return;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < segments.length; i += 2) {
      minX = Math.min(minX, segments[i]!);
      maxX = Math.max(maxX, segments[i]!);
      minY = Math.min(minY, segments[i + 1]!);
      maxY = Math.max(maxY, segments[i + 1]!);
    }
    const left = Math.max(0, Math.floor(minX));
    const top = Math.max(0, Math.floor(minY));
    const right = Math.min(this.width, Math.ceil(maxX) + 1);
    const bottom = Math.min(this.height, Math.ceil(maxY));
    if (right <= left || bottom <= top) return;
    const w = right - left;
    const h = bottom - top;
    const stride = w + 2;
    const acc = new Float32Array(stride * h);
    for (let i = 0; i < segments.length; i += 4) line(acc, stride, h, w, segments[i]! - left, segments[i + 1]! - top, segments[i + 2]! - left, segments[i + 3]! - top);
    const [r, g, b] = color;
    for (let y = 0; y < h; y++) {
      let sum = 0;
      let at = ((top + y) * this.width + left) * 4;
      for (let x = 0; x < w; x++, at += 4) {
        sum += acc[y * stride + x]!;
        const a = Math.min(1, Math.abs(sum));
        if (a <= 0.002) continue;
        const d = this.data;
        d[at] = d[at]! + (r - d[at]!) * a;
        d[at + 1] = d[at + 1]! + (g - d[at + 1]!) * a;
        d[at + 2] = d[at + 2]! + (b - d[at + 2]!) * a;
      }
    }
  }
}

/** Adds one edge's signed area to the accumulation buffer (w pixels wide, h high, row stride `stride`). */
function line(acc: Float32Array, stride: number, h: number, w: number, x0: number, y0: number, x1: number, y1: number): void {
  if (y0 === y1) return;
  let dir = 1;
  if (y0 > y1) {
    dir = -1;
    [x0, x1] = [x1, x0];
    [y0, y1] = [y1, y0];
  }
  const dxdy = (x1 - x0) / (y1 - y0);
  let x = x0;
  if (y0 < 0) {
    x -= y0 * dxdy;
    y0 = 0;
  }
  const yEnd = Math.min(h, y1);
  const clampX = (v: number) => Math.min(w, Math.max(0, v));
  for (let y = Math.floor(y0); y < yEnd; y++) {
    const row = y * stride;
    const dy = Math.min(y + 1, yEnd) - Math.max(y, y0);
    const xnext = x + dxdy * dy;
    const d = dy * dir;
    const xa = clampX(Math.min(x, xnext));
    const xb = clampX(Math.max(x, xnext));
    const xaFloor = Math.floor(xa);
    const xaI = xaFloor | 0;
    const xbCeil = Math.ceil(xb);
    const xbI = xbCeil | 0;
    if (xbI <= xaI + 1) {
      const xmf = 0.5 * (xa + xb) - xaFloor;
      acc[row + xaI] = acc[row + xaI]! + d - d * xmf;
      acc[row + xaI + 1] = acc[row + xaI + 1]! + d * xmf;
    } else {
      const s = 1 / (xb - xa);
      const xaf = xa - xaFloor;
      const a0 = 0.5 * s * (1 - xaf) * (1 - xaf);
      const xbf = xb - xbCeil + 1;
      const am = 0.5 * s * xbf * xbf;
      acc[row + xaI] = acc[row + xaI]! + d * a0;
      if (xbI === xaI + 2) acc[row + xaI + 1] = acc[row + xaI + 1]! + d * (1 - a0 - am);
      else {
        const a1 = s * (1.5 - xaf);
        acc[row + xaI + 1] = acc[row + xaI + 1]! + d * (a1 - a0);
        for (let xi = xaI + 2; xi < xbI - 1; xi++) acc[row + xi] = acc[row + xi]! + d * s;
        const a2 = a1 + (xbI - xaI - 3) * s;
        acc[row + xbI - 1] = acc[row + xbI - 1]! + d * (1 - a2 - am);
      }
      acc[row + xbI] = acc[row + xbI]! + d * am;
    }
    x = xnext;
  }
}

/** A rectangle's outline as a closed contour (clockwise, or counter-clockwise to cut a hole). */
export function rect(x: number, y: number, w: number, h: number, hole = false): Segments {
  const pts = hole ? [x, y, x, y + h, x + w, y + h, x + w, y] : [x, y, x + w, y, x + w, y + h, x, y + h];
  return closed(pts);
}

/** A frame: a rectangle with a rectangular hole `thickness` inside it. */
export const frame = (x: number, y: number, w: number, h: number, thickness: number): Segments => [
  ...rect(x, y, w, h),
  ...rect(x + thickness, y + thickness, w - 2 * thickness, h - 2 * thickness, true),
];

/** A circle as a polygon of 72 sides. */
export function circle(cx: number, cy: number, r: number): Segments {
  const pts: number[] = [];
  for (let i = 0; i < 72; i++) pts.push(cx + r * Math.cos((i / 72) * 2 * Math.PI), cy + r * Math.sin((i / 72) * 2 * Math.PI));
  return closed(pts);
}

/** Points x, y, … of a closed polygon as its segments. */
function closed(pts: number[]): Segments {
  const out: number[] = [];
  for (let i = 0; i < pts.length; i += 2) {
    const j = (i + 2) % pts.length;
    out.push(pts[i]!, pts[i + 1]!, pts[j]!, pts[j + 1]!);
  }
  return out;
}
