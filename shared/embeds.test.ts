import { describe, expect, it } from 'vitest';
import { FRAME_HOSTS, frameHeightFrom, spotlerScriptUrl, videoEmbedUrl, videoWatchUrl } from './embeds';
import { isHttpsOnHost, safeUrl } from './safe-url';

describe('embeds', () => {
  it('builds player addresses on the privacy hosts, with the id as one encoded path segment', () => {
    expect(videoEmbedUrl('youtube', 'abc_DEF-1')).toBe('https://www.youtube-nocookie.com/embed/abc_DEF-1?rel=0');
    expect(videoEmbedUrl('vimeo', '76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(videoEmbedUrl('npo', 'a/../b?x')).toBe('https://start-player.npo.nl/embed/a%2F..%2Fb%3Fx');
    for (const type of ['youtube', 'vimeo', 'npo'] as const) expect(FRAME_HOSTS).toContain(new URL(videoEmbedUrl(type, 'x')).host);
    expect(videoWatchUrl('youtube', 'abc')).toBe('https://www.youtube.com/watch?v=abc');
  });

  it('reads a frame height from numeric non-zero messages and from the quiz message', () => {
    expect(frameHeightFrom(640)).toBe(640);
    expect(frameHeightFrom('812')).toBe(812);
    expect(frameHeightFrom({ height: 300 })).toBe(300);
    expect(frameHeightFrom({ riddleId: 1, riddleHeight: 912.4 })).toBe(912);
    for (const nothing of [0, -5, '0', 'abc', '12px', null, undefined, {}, { height: 'x' }, 1e9, NaN]) expect(frameHeightFrom(nothing)).toBeNull();
  });

  it('loads the Spotler form with its form and script ids as query parameters', () => {
    const url = new URL(spotlerScriptUrl('31300470', 'Btc35nQVKx5ETCXGdP6C'));
    expect(url.host).toBe('m16.mailplus.nl');
    expect(url.searchParams.get('uid')).toBe('31300470');
    expect(url.searchParams.get('feid')).toBe('Btc35nQVKx5ETCXGdP6C');
  });
});

describe('safe URLs', () => {
  it('keeps relative and http(s)/mailto/tel URLs, refuses script and data URLs however written', () => {
    for (const ok of ['/a', 'https://x.nl', 'mailto:a@b.nl', 'tel:0800', '#top', '?p=2']) expect(safeUrl(ok)).toBe(ok);
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:x', 'java\tscript:x', '&#106;avascript:x', 'data:text/html,x', 'vbscript:x']) expect(safeUrl(bad)).toBe('');
  });

  it('allows an embed only over https on a listed host, without credentials', () => {
    expect(isHttpsOnHost('https://www.riddle.com/embed/a/1', ['www.riddle.com'])).toBe(true);
    expect(isHttpsOnHost('http://www.riddle.com/embed/a/1', ['www.riddle.com'])).toBe(false);
    expect(isHttpsOnHost('https://www.riddle.com.evil.example/', ['www.riddle.com'])).toBe(false);
    expect(isHttpsOnHost('https://a:b@www.riddle.com/', ['www.riddle.com'])).toBe(false);
    expect(isHttpsOnHost('not a url', ['www.riddle.com'])).toBe(false);
  });
});
