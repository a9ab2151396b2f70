import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('iframe block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('iframe')) expect(() => parse('iframe', block)).not.toThrow();
  });

  it('renders a placeholder, never the frame itself, on the server', async () => {
    const html = await renderRaw([examplesOf('iframe')[0]!.block]);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Deze inhoud komt van www.riddle.com.');
  });

  it('gives the music player its fixed height of 200', () => {
    expect(parse('iframe', examplesOf('iframe')[1]!.block)).toMatchObject({ height: 200 });
  });

  it('refuses hosts that are not allow-listed, plain http and javascript: addresses', () => {
    for (const url of ['https://evil.example/quiz', 'http://www.riddle.com/embed/a/1', 'javascript:alert(1)', 'https://user@www.riddle.com/x']) {
      expect(() => parse('iframe', { type: 'iframe', id: 1, field_url: url }), url).toThrow();
    }
  });
});
