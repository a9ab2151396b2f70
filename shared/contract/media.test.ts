import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageField, MediaUrl, MetaTagsSchema } from './common';
import { SlideInSchema } from './chrome';
import { HeaderMediaSchema } from './page';
import { currentMediaHosts, isMediaUrl, parseMediaHosts, setMediaHosts } from './media';

const before = currentMediaHosts();
afterEach(() => setMediaHosts(before));

/** Addresses that are never an image of the site, whatever the media hosts. */
const HOSTILE = [
  'http://evil.example/x.jpg',
  'https://evil.example/x.jpg',
  '//evil.example/x.jpg',
  '/\\evil.example/x.jpg',
  '\\\\evil.example/x.jpg',
  'https://media.example.org.evil.example/x.jpg',
  'https://media.example.org@evil.example/x.jpg',
  'https://evil.example/files/x.jpg',
  'https:evil.example/x.jpg',
  '/files/../admin/purge',
  '/files/%2e%2e/admin/purge',
  '/files/.%2e/admin',
  '/files/\t../admin',
  '/sites/default/files/x.jpg',
  'files/x.jpg',
  'x.jpg',
  '',
  'javascript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
];
const MEDIA = ['https://media.example.org/x.jpg', 'https://MEDIA.example.org/styles/card/x.jpg?itok=abc', 'https://cdn.example.org:8443/x.webp'];
const FILES = ['/files/images/koffie/808x455.svg', '/files/a%20b.jpg', '/files/demo/zorg.jpg?v=2', '/files/x/./y.jpg'];

describe('image addresses from the content system', () => {
  it('accepts the site\'s own files, with no media hosts configured', () => {
    setMediaHosts([]);
    for (const url of FILES) expect(isMediaUrl(url), url).toBe(true);
    for (const url of MEDIA) expect(isMediaUrl(url), url).toBe(false);
  });

  it('accepts https on a configured media host, and nothing else of another host', () => {
    setMediaHosts(parseMediaHosts('media.example.org, https://cdn.example.org:8443/'));
    for (const url of [...MEDIA, ...FILES]) expect(isMediaUrl(url), url).toBe(true);
    for (const url of HOSTILE) expect(isMediaUrl(url), url).toBe(false);
    // http on a media host would be blocked as mixed content: a broken image.
    expect(isMediaUrl('http://media.example.org/x.jpg')).toBe(false);
    expect(isMediaUrl('https://media.example.org:444/x.jpg')).toBe(false);
  });

  it('reads MEDIA_HOSTS separated by commas or spaces, bare or with https://, in any case', () => {
    expect(parseMediaHosts(' Media.Example.org,cdn.example.org:8443  https://img.example.org/ ')).toEqual(['media.example.org', 'cdn.example.org:8443', 'img.example.org']);
    expect(parseMediaHosts('')).toEqual([]);
    expect(parseMediaHosts(undefined)).toEqual([]);
  });

  it('leaves out an image, crop, og_image or slide-in image on another host: no image rather than a broken one', () => {
    setMediaHosts(['media.example.org']);
    const image = (url: string, crop = url) => ({ url, alt: '', width: 10, height: 10, crops: [{ url: crop, width: 10 }, { url: '/files/ok.jpg', width: 20 }] });
    for (const url of HOSTILE) {
      expect(v.parse(MediaUrl, url), url).toBe('');
      expect(v.parse(ImageField, image(url)), url).toBeNull();
      expect(v.parse(ImageField, image('/files/a.jpg', url))?.crops.map((c) => c.url), url).toEqual(['/files/ok.jpg']);
      expect(v.parse(HeaderMediaSchema, { kind: 'image', image: image(url) }), url).toBeNull();
      expect(v.parse(MetaTagsSchema, { og_image: url }).og_image, url).toBe('');
      const slideIn = v.parse(SlideInSchema, { id: 1, title: 't', status: true, pages: '', image: { url, alt: '' } });
      expect(slideIn.image, url).toBeNull();
    }
    expect(v.parse(ImageField, image('https://media.example.org/a.jpg'))?.url).toBe('https://media.example.org/a.jpg');
    expect(v.parse(MetaTagsSchema, { og_image: 'https://media.example.org/og.jpg' }).og_image).toBe('https://media.example.org/og.jpg');
  });
});
