import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('video block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('video')) expect(() => parse('video', block)).not.toThrow();
  });

  it('renders only a placeholder on the server: nothing that loads from the player host', async () => {
    for (const { block } of examplesOf('video')) {
      const html = await renderRaw([block]);
      expect(html).not.toContain('<iframe');
      // Only a plain link may point at a host; no src, srcset or other loading attribute does.
      const markup = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/\shref="[^"]*"/g, '');
      expect(markup).not.toMatch(/youtube|vimeo|npo\.nl/);
    }
  });

  it('links to the video on its own site, so it works without JavaScript or consent', async () => {
    const [youtube, vimeo] = examplesOf('video');
    expect(await renderRaw([youtube!.block])).toContain('href="https://www.youtube.com/watch?v=aqz-KE-bpKQ" target="_blank" rel="noopener noreferrer"');
    expect(await renderRaw([vimeo!.block])).toContain('href="https://vimeo.com/76979871"');
  });

  it('hands the island the no-cookie and do-not-track player addresses', async () => {
    const [youtube, vimeo] = examplesOf('video');
    expect(await renderRaw([youtube!.block])).toContain('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0');
    expect(await renderRaw([vimeo!.block])).toContain('https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('keeps the accept button hidden until the island runs', async () => {
    expect(await renderRaw([examplesOf('video')[0]!.block])).toMatch(/<button type="button" class="an-button" data-embed-consent="" hidden="">/);
  });

  it('refuses a video id that is not an id', () => {
    expect(() => parse('video', { type: 'video', id: 1, field_video_type: 'youtube', field_video_id: '"><script>alert(1)</script>' })).toThrow();
  });
});
