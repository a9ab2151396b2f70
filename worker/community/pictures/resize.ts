/**
 * The resized copies of a picture (spec section 7), made in the worker with
 * Photon, a Rust image library compiled to WebAssembly that runs in Workers
 * (@cf-wasm/photon). Only the upload route and the copies route import this
 * module, and only lazily (`await import`), so no other request loads or
 * instantiates it. The picture is decoded once, scaled down once to the
 * largest copy's width (every further copy starts from that smaller image),
 * then each copy is scaled (width only) or scaled to cover and cut from the
 * middle (width x height), and encoded in the original's type.
 * CPU time per upload: docs/community.md ("The image picker").
 */
import { crop, PhotonImage, resize, SamplingFilter } from '@cf-wasm/photon';
import { COPY_SIZES, type CopySize, type PictureType } from '../../../shared/format/blob-images';

export interface Copy {
  size: CopySize;
  bytes: Uint8Array;
}

const JPEG_QUALITY = 80;

function encode(image: PhotonImage, type: PictureType): Uint8Array {
  if (type === 'image/jpeg') return image.get_bytes_jpeg(JPEG_QUALITY);
  if (type === 'image/webp') return image.get_bytes_webp();
  return image.get_bytes();
}

/** One copy from `source` (the original or its scaled-down stand-in). */
function copyOf(source: PhotonImage, size: CopySize): PhotonImage {
  const w = source.get_width();
  const h = source.get_height();
  if (size.height === null) return resize(source, size.width, Math.max(1, Math.round((h * size.width) / w)), SamplingFilter.Triangle);
  const scale = Math.max(size.width / w, size.height / h);
  const sw = Math.max(size.width, Math.round(w * scale));
  const sh = Math.max(size.height, Math.round(h * scale));
  const scaled = resize(source, sw, sh, SamplingFilter.Triangle);
  const x = Math.floor((sw - size.width) / 2);
  const y = Math.floor((sh - size.height) / 2);
  const cut = crop(scaled, x, y, x + size.width, y + size.height);
  scaled.free();
  return cut;
}

/** Every copy of COPY_SIZES (or the ones asked for) of an image file, with the original's dimensions. */
export function makeCopies(bytes: Uint8Array, type: PictureType, sizes: readonly CopySize[] = COPY_SIZES): { width: number; height: number; copies: Copy[] } {
  const original = PhotonImage.new_from_byteslice(bytes);
  const width = original.get_width();
  const height = original.get_height();
  // Decoding and scaling a large photo once costs less than scaling it for every copy.
  const largest = Math.max(...sizes.map((s) => s.width));
  const target = Math.min(width, Math.round(largest * 1.25));
  const base = width > target ? resize(original, target, Math.max(1, Math.round((height * target) / width)), SamplingFilter.Triangle) : original;
  if (base !== original) original.free();
  try {
    return {
      width,
      height,
      copies: sizes.map((size) => {
        const image = copyOf(base, size);
        try {
          return { size, bytes: encode(image, type) };
        } finally {
          image.free();
        }
      }),
    };
  } finally {
    base.free();
  }
}

/** An image made of raw RGBA pixels, encoded (the demo pictures are drawn, not photographed), optionally scaled first. */
export function encodePixels(pixels: Uint8Array, width: number, height: number, type: PictureType, scaleTo?: { width: number; height: number }): Uint8Array {
  const image = new PhotonImage(pixels, width, height);
  const scaled = scaleTo ? resize(image, scaleTo.width, scaleTo.height, SamplingFilter.Triangle) : image;
  try {
    return encode(scaled, type);
  } finally {
    if (scaled !== image) scaled.free();
    image.free();
  }
}
