/**
 * A small baseline JPEG encoder (JFIF, YCbCr 4:2:0, the standard quantisation
 * and Huffman tables of ITU T.81 Annex K) that runs anywhere JavaScript does,
 * the Workers runtime included: no Node Buffer, no WebAssembly. Written for
 * the certificate (worker/certificate/render.ts), whose picture is flat colour
 * and text; tests decode its output with an independent decoder.
 */

const ZIGZAG = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30,
  37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
];

const LUMA_Q = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55,
  64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMA_Q = [
  17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99, ...new Array<number>(32).fill(99),
];

/** Huffman tables: how many codes of each length 1-16, and the symbols in code order (Annex K.3). */
const DC_LUMA = { counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], symbols: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] };
const DC_CHROMA = { counts: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0], symbols: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] };
const hex = (s: string) => s.split(' ').map((x) => parseInt(x, 16));
const AC_LUMA = {
  counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d],
  symbols: hex(
    '01 02 03 00 04 11 05 12 21 31 41 06 13 51 61 07 22 71 14 32 81 91 a1 08 23 42 b1 c1 15 52 d1 f0 24 33 62 72 82 09 0a 16 17 18 19 1a 25 26 27 28 29 2a 34 35 36 37 38 39 3a 43 44 45 46 47 48 49 4a 53 54 55 56 57 58 59 5a 63 64 65 66 67 68 69 6a 73 74 75 76 77 78 79 7a 83 84 85 86 87 88 89 8a 92 93 94 95 96 97 98 99 9a a2 a3 a4 a5 a6 a7 a8 a9 aa b2 b3 b4 b5 b6 b7 b8 b9 ba c2 c3 c4 c5 c6 c7 c8 c9 ca d2 d3 d4 d5 d6 d7 d8 d9 da e1 e2 e3 e4 e5 e6 e7 e8 e9 ea f1 f2 f3 f4 f5 f6 f7 f8 f9 fa',
  ),
};
const AC_CHROMA = {
  counts: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
  symbols: hex(
    '00 01 02 03 11 04 05 21 31 06 12 41 51 07 61 71 13 22 32 81 08 14 42 91 a1 b1 c1 09 23 33 52 f0 15 62 72 d1 0a 16 24 34 e1 25 f1 17 18 19 1a 26 27 28 29 2a 35 36 37 38 39 3a 43 44 45 46 47 48 49 4a 53 54 55 56 57 58 59 5a 63 64 65 66 67 68 69 6a 73 74 75 76 77 78 79 7a 82 83 84 85 86 87 88 89 8a 92 93 94 95 96 97 98 99 9a a2 a3 a4 a5 a6 a7 a8 a9 aa b2 b3 b4 b5 b6 b7 b8 b9 ba c2 c3 c4 c5 c6 c7 c8 c9 ca d2 d3 d4 d5 d6 d7 d8 d9 da e2 e3 e4 e5 e6 e7 e8 e9 ea f2 f3 f4 f5 f6 f7 f8 f9 fa',
  ),
};

type Table = { counts: number[]; symbols: number[] };
/** Code and length by symbol. */
type Codes = { code: Int32Array; size: Int32Array };

function codesOf(t: Table): Codes {
  const code = new Int32Array(256);
  const size = new Int32Array(256);
  let next = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    for (let i = 0; i < t.counts[length - 1]!; i++) {
      const symbol = t.symbols[k++]!;
      code[symbol] = next++;
      size[symbol] = length;
    }
    next <<= 1;
  }
  return { code, size };
}

function quantTable(base: number[], quality: number): number[] {
  const scale = quality < 50 ? 5000 / quality : 200 - quality * 2;
  return base.map((q) => Math.min(255, Math.max(1, Math.floor((q * scale + 50) / 100))));
}

/** The AAN DCT's scale of each frequency (Arai, Agui, Nakajima; libjpeg's jfdctflt.c). */
const AAN = [1, 1.387039845, 1.306562965, 1.175875602, 1, 0.785694958, 0.5411961, 0.275899379];

/** One pass of the AAN forward DCT over eight values at `at`, `at + step`, …, in place. */
function aan(d: Float64Array, at: number, step: number): void {
  const d0 = d[at]!, d1 = d[at + step]!, d2 = d[at + 2 * step]!, d3 = d[at + 3 * step]!;
  const d4 = d[at + 4 * step]!, d5 = d[at + 5 * step]!, d6 = d[at + 6 * step]!, d7 = d[at + 7 * step]!;
  const t0 = d0 + d7, t7 = d0 - d7, t1 = d1 + d6, t6 = d1 - d6, t2 = d2 + d5, t5 = d2 - d5, t3 = d3 + d4, t4 = d3 - d4;
  // Even part.
  const t10 = t0 + t3, t13 = t0 - t3, t11 = t1 + t2, t12 = t1 - t2;
  d[at] = t10 + t11;
  d[at + 4 * step] = t10 - t11;
  const z1 = (t12 + t13) * 0.707106781;
  d[at + 2 * step] = t13 + z1;
  d[at + 6 * step] = t13 - z1;
  // Odd part.
  const o10 = t4 + t5, o11 = t5 + t6, o12 = t6 + t7;
  const z5 = (o10 - o12) * 0.382683433;
  const z2 = 0.5411961 * o10 + z5;
  const z4 = 1.306562965 * o12 + z5;
  const z3 = o11 * 0.707106781;
  const z11 = t7 + z3, z13 = t7 - z3;
  d[at + 5 * step] = z13 + z2;
  d[at + 3 * step] = z13 - z2;
  d[at + step] = z11 + z4;
  d[at + 7 * step] = z11 - z4;
}

/** The 2-D DCT of an 8×8 block in place, each coefficient scaled by 8·AAN[v]·AAN[u] (undone by `divisors`). */
function fdct(block: Float64Array): void {
  for (let y = 0; y < 8; y++) aan(block, y * 8, 1);
  for (let x = 0; x < 8; x++) aan(block, x, 8);
}

/** 1 / (quantiser · the AAN scale) by natural index: quantising is one multiplication. */
const divisors = (q: number[]): Float64Array => Float64Array.from(q, (value, i) => 1 / (value * AAN[i >> 3]! * AAN[i & 7]! * 8));

class BitWriter {
  bytes: Uint8Array<ArrayBuffer>;
  length = 0;
  private acc = 0;
  private bits = 0;
  constructor(size: number) {
    this.bytes = new Uint8Array(size);
  }
  byte(b: number): void {
    if (this.length === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = b;
  }
  word(w: number): void {
    this.byte((w >> 8) & 0xff);
    this.byte(w & 0xff);
  }
  put(code: number, size: number): void {
    this.acc = (this.acc << size) | (code & ((1 << size) - 1));
    this.bits += size;
    while (this.bits >= 8) {
      const b = (this.acc >> (this.bits - 8)) & 0xff;
      this.byte(b);
      // A 0xFF in the entropy-coded data is followed by a stuffed zero byte.
      if (b === 0xff) this.byte(0);
      this.bits -= 8;
    }
    this.acc &= (1 << this.bits) - 1;
  }
  flush(): void {
    if (this.bits > 0) this.put((1 << (8 - this.bits)) - 1, 8 - this.bits);
  }
}

/**
 * Encodes RGBA pixels (`width` × `height`, 4 bytes each, alpha ignored) as a
 * baseline JPEG of the given quality (1-100).
 */
export function encodeJpeg(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, quality = 85): Uint8Array<ArrayBuffer> {
  const q = [quantTable(LUMA_Q, quality), quantTable(CHROMA_Q, quality)] as const;
  const scale = [divisors(q[0]), divisors(q[1])] as const;
  const huff = { dc: [codesOf(DC_LUMA), codesOf(DC_CHROMA)], ac: [codesOf(AC_LUMA), codesOf(AC_CHROMA)] };
  const out = new BitWriter(64 * 1024);

  // Headers: SOI, JFIF APP0, quantisation tables, frame, Huffman tables, scan.
  out.word(0xffd8);
  out.word(0xffe0);
  out.word(16);
  [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0].forEach((b) => out.byte(b));
  for (let t = 0; t < 2; t++) {
    out.word(0xffdb);
    out.word(67);
    out.byte(t);
    for (let i = 0; i < 64; i++) out.byte(q[t]![ZIGZAG[i]!]!);
  }
  out.word(0xffc0);
  out.word(17);
  out.byte(8);
  out.word(height);
  out.word(width);
  out.byte(3);
  [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1].forEach((b) => out.byte(b));
  const tables: [number, Table][] = [
    [0x00, DC_LUMA],
    [0x10, AC_LUMA],
    [0x01, DC_CHROMA],
    [0x11, AC_CHROMA],
  ];
  for (const [id, t] of tables) {
    out.word(0xffc4);
    out.word(3 + 16 + t.symbols.length);
    out.byte(id);
    t.counts.forEach((c) => out.byte(c));
    t.symbols.forEach((s) => out.byte(s));
  }
  out.word(0xffda);
  out.word(12);
  out.byte(3);
  [1, 0x00, 2, 0x11, 3, 0x11].forEach((b) => out.byte(b));
  [0, 63, 0].forEach((b) => out.byte(b));

  const block = new Float64Array(64);
  const zz = new Int32Array(64);
  const previous = [0, 0, 0];

  /** Codes one 8×8 block (samples already level-shifted) of component c (0 luma, 1 and 2 chroma). */
  function codeBlock(c: number): void {
    const t = c === 0 ? 0 : 1;
    fdct(block);
    const div = scale[t]!;
    for (let i = 0; i < 64; i++) {
      const at = ZIGZAG[i]!;
      zz[i] = Math.round(block[at]! * div[at]!);
    }
    const dc = huff.dc[t]!;
    const ac = huff.ac[t]!;
    const diff = zz[0]! - previous[c]!;
    previous[c] = zz[0]!;
    putValue(dc, 0, diff);
    let run = 0;
    for (let i = 1; i < 64; i++) {
      const value = zz[i]!;
      if (value === 0) {
        run++;
        continue;
      }
      while (run > 15) {
        out.put(ac.code[0xf0]!, ac.size[0xf0]!);
        run -= 16;
      }
      putValue(ac, run, value);
      run = 0;
    }
    if (run > 0) out.put(ac.code[0]!, ac.size[0]!);
  }

  /** A value as its category's symbol (with the zero run before it, for AC) and its bits. */
  function putValue(codes: Codes, run: number, value: number): void {
    const magnitude = Math.abs(value);
    let category = 0;
    while (magnitude >> category) category++;
    const symbol = (run << 4) | category;
    out.put(codes.code[symbol]!, codes.size[symbol]!);
    if (category > 0) out.put(value < 0 ? value - 1 + (1 << category) : value, category);
  }

  // The three planes once: luma at full size, chroma averaged over 2×2, both padded to whole MCUs by repeating the edge.
  const pw = Math.ceil(width / 16) * 16;
  const ph = Math.ceil(height / 16) * 16;
  const luma = new Float32Array(pw * ph);
  const cb = new Float32Array((pw / 2) * (ph / 2));
  const cr = new Float32Array((pw / 2) * (ph / 2));
  for (let y = 0; y < ph; y++) {
    const sy = y < height ? y : height - 1;
    for (let x = 0; x < pw; x++) {
      const i = (sy * width + (x < width ? x : width - 1)) * 4;
      const r = rgba[i]!;
      const g = rgba[i + 1]!;
      const b = rgba[i + 2]!;
      luma[y * pw + x] = 0.299 * r + 0.587 * g + 0.114 * b - 128;
      const c = (y >> 1) * (pw / 2) + (x >> 1);
      cb[c] = cb[c]! + (-0.168736 * r - 0.331264 * g + 0.5 * b) / 4;
      cr[c] = cr[c]! + (0.5 * r - 0.418688 * g - 0.081312 * b) / 4;
    }
  }
  const load = (plane: Float32Array, stride: number, bx: number, by: number) => {
    for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) block[y * 8 + x] = plane[(by + y) * stride + bx + x]!;
  };
  // One MCU: four luma blocks of 8×8 and one block of each chroma at half resolution.
  for (let my = 0; my < ph; my += 16) {
    for (let mx = 0; mx < pw; mx += 16) {
      for (let b = 0; b < 4; b++) {
        load(luma, pw, mx + (b & 1) * 8, my + (b >> 1) * 8);
        codeBlock(0);
      }
      load(cb, pw / 2, mx / 2, my / 2);
      codeBlock(1);
      load(cr, pw / 2, mx / 2, my / 2);
      codeBlock(2);
    }
  }
  out.flush();
  out.word(0xffd9);
  return out.bytes.slice(0, out.length);
}
