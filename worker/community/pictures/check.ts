/**
 * What an uploaded picture must be before anything is decoded (issue 38):
 * JPEG, PNG or WebP as told by its own first bytes (never its name or the
 * browser's claim: worker/community/photos.ts sniffs the same way), at most
 * 5 MB, and at most 40 million pixels as its header says, so decoding it
 * stays well within a Worker's 128 MB of memory.
 */
import { PICTURE_MAX_BYTES, type PictureType } from '../../../shared/format/blob-images';
import { sniffPhoto } from '../photos';

export const MAX_PIXELS = 40_000_000;

export type PictureCheck = { ok: true; bytes: Uint8Array; type: PictureType; width: number; height: number } | { ok: false; error: 'FileMissing' | 'FileTooBig' | 'FileType' };

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;

/** Width and height from the file's header, or null when it cannot be read. */
export function headerSize(b: Uint8Array, type: PictureType): { width: number; height: number } | null {
  if (type === 'image/png') return b.length >= 24 ? { width: u32be(b, 16), height: u32be(b, 20) } : null;
  if (type === 'image/webp') {
    const chunk = String.fromCharCode(...b.slice(12, 16));
    if (chunk === 'VP8 ' && b.length >= 30) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    if (chunk === 'VP8L' && b.length >= 25) {
      const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    return null;
  }
  // JPEG: walk the segments to the first start-of-frame marker.
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

export async function checkPicture(value: FormDataEntryValue | null): Promise<PictureCheck> {
  if (!value || typeof value === 'string' || value.size === 0) return { ok: false, error: 'FileMissing' };
  if (value.size > PICTURE_MAX_BYTES) return { ok: false, error: 'FileTooBig' };
  const bytes = new Uint8Array(await value.arrayBuffer());
  if (bytes.byteLength > PICTURE_MAX_BYTES) return { ok: false, error: 'FileTooBig' };
  const type = sniffPhoto(bytes);
  if (!type) return { ok: false, error: 'FileType' };
  const size = headerSize(bytes, type);
  if (!size || size.width < 1 || size.height < 1) return { ok: false, error: 'FileType' };
  if (size.width * size.height > MAX_PIXELS) return { ok: false, error: 'FileTooBig' };
  return { ok: true, bytes, type, ...size };
}
