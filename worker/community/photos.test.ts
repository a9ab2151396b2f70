import { describe, expect, it } from 'vitest';
import { checkPhoto, sniffPhoto } from './photos';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const WEBP = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WEBPVP8 '].map((c) => c.charCodeAt(0)));
const file = (bytes: number[] | Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe('profile photos', () => {
  it('are recognised by their content as JPEG, PNG or WebP', () => {
    expect(sniffPhoto(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffPhoto(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffPhoto(new Uint8Array(WEBP))).toBe('image/webp');
  });

  it('are refused when the content is something else, whatever the name and type claim', async () => {
    const gif = file([...'GIF89a'].map((c) => c.charCodeAt(0)), 'foto.jpg', 'image/jpeg');
    const svg = file([...'<svg onload=alert(1)>'].map((c) => c.charCodeAt(0)), 'foto.png', 'image/png');
    const html = file([...'<html>'].map((c) => c.charCodeAt(0)), 'foto.webp', 'image/webp');
    for (const f of [gif, svg, html]) expect(await checkPhoto(f)).toEqual({ ok: false, error: 'PhotoType' });
  });

  it('may be 144 kB (147456 bytes) and not one byte more', async () => {
    const exact = new Uint8Array(144 * 1024);
    exact.set(JPEG);
    expect((await checkPhoto(file(exact, 'a.jpg', 'image/jpeg'))).ok).toBe(true);
    const over = new Uint8Array(144 * 1024 + 1);
    over.set(JPEG);
    expect(await checkPhoto(file(over, 'a.jpg', 'image/jpeg'))).toEqual({ ok: false, error: 'PhotoTooBig' });
  });

  it('are optional: no file chosen is no error', async () => {
    expect(await checkPhoto(null)).toEqual({ ok: 'none' });
    expect(await checkPhoto(file([], '', 'application/octet-stream'))).toEqual({ ok: 'none' });
  });
});
