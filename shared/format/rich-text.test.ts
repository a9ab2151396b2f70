import { describe, expect, it } from 'vitest';
import { fromPlainText, paragraphsOf, parseRichText, plainTextOf, toPlainText, webAddresses } from './rich-text';

describe('rich text from a plain textarea', () => {
  it.each([
    ['one line', ['one line']],
    ['een\n\ntwee', ['een', 'twee']],
    ['een\r\n\r\n\r\ntwee  \n', ['een', 'twee']],
    ['regel een\nregel twee', ['regel een\nregel twee']],
    ['  \n\n  ', []],
  ])('splits %j into paragraphs at blank lines', (text, paragraphs) => {
    expect(paragraphsOf(text)).toEqual(paragraphs);
  });

  it('turns a web address into a link entity with its exact place, leaving the sentence end out', () => {
    const doc = fromPlainText('Kijk op www.example.org/hulp. Of op https://example.net!');
    expect(doc.blocks[0]!.entityRanges).toEqual([
      { offset: 8, length: 20, key: 0 },
      { offset: 36, length: 19, key: 1 },
    ]);
    expect(doc.entityMap['0']).toEqual({ type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://www.example.org/hulp', targetOption: '_blank' } });
    expect(webAddresses('geen link: example.org').length).toBe(0);
  });

  it('goes back to the same plain text for editing', () => {
    const text = 'Eerste alinea.\n\nTweede alinea met www.example.org.';
    expect(toPlainText(fromPlainText(text))).toBe(text);
    expect(plainTextOf(JSON.stringify(fromPlainText(text)))).toBe(text);
  });
});

describe('a stored body, parsed', () => {
  it('keeps blocks, styles and link and image entities (what the editor of the next issue writes)', () => {
    const stored = {
      blocks: [{ key: 'a', text: 'Vet en link', type: 'unordered-list-item', depth: 0, inlineStyleRanges: [{ offset: 0, length: 3, style: 'BOLD' }], entityRanges: [{ offset: 7, length: 4, key: 0 }], data: {} }],
      entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://example.org', title: 'Voorbeeld', targetOption: '_self' } } },
    };
    expect(parseRichText(JSON.stringify(stored))).toEqual({ ...stored, entityMap: { '0': stored.entityMap[0] } });
  });

  it('drops what is not allowed: other entity types, ranges outside the text, unknown block types', () => {
    const stored = {
      blocks: [{ key: 'a', text: 'kort', type: 'atomic-script', inlineStyleRanges: [{ offset: 2, length: 10, style: 'BOLD' }], entityRanges: [{ offset: 0, length: 4, key: 0 }] }],
      entityMap: { 0: { type: 'EMBED', data: { src: 'https://evil.example' } } },
    };
    const doc = parseRichText(JSON.stringify(stored))!;
    expect(doc.blocks[0]).toMatchObject({ type: 'unstyled', inlineStyleRanges: [], entityRanges: [] });
    expect(doc.entityMap).toEqual({});
  });

  it.each(['', 'niet json', '{"blocks": 3}', 'null'])('is null for %j, never an error', (json) => {
    expect(parseRichText(json)).toBeNull();
  });
});
