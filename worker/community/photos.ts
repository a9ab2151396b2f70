/**
 * Profile photos: at most 144 kB (spec section 9), JPEG, PNG or WebP as told
 * by the file's own first bytes (never by its name or the browser's claim),
 * stored in R2 (COMMUNITY_MEDIA) under a random name per upload.
 */
import { PHOTO_MAX_BYTES } from '../../shared/forms/account/profile';
import { randomToken } from './crypto';

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type a file's content says it is, or null when it is none of the three. */
export function sniffPhoto(bytes: Uint8Array): PhotoType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (bytes.length >= 3 && starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (bytes.length >= 8 && starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export type PhotoCheck = { ok: true; bytes: Uint8Array; type: PhotoType } | { ok: false; error: 'PhotoTooBig' | 'PhotoType' } | { ok: 'none' };

/** Checks an uploaded file field; 'none' when no file was chosen. */
export async function checkPhoto(value: FormDataEntryValue | null): Promise<PhotoCheck> {
  if (!value || typeof value === 'string' || value.size === 0) return { ok: 'none' };
  if (value.size > PHOTO_MAX_BYTES) return { ok: false, error: 'PhotoTooBig' };
  const bytes = new Uint8Array(await value.arrayBuffer());
  if (bytes.byteLength > PHOTO_MAX_BYTES) return { ok: false, error: 'PhotoTooBig' };
  const type = sniffPhoto(bytes);
  return type ? { ok: true, bytes, type } : { ok: false, error: 'PhotoType' };
}

export async function storePhoto(bucket: R2Bucket, accountId: number, photo: { bytes: Uint8Array; type: PhotoType }): Promise<string> {
  const key = `photos/${accountId}/${randomToken(12)}`;
  await bucket.put(key, photo.bytes, { httpMetadata: { contentType: photo.type } });
  return key;
}

export async function removePhoto(bucket: R2Bucket, key: string | null): Promise<void> {
  if (key) await bucket.delete(key);
}
