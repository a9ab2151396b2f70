import { describe, expect, it } from 'vitest';
import { fromPlainText, literalText, toConvention, toPlainText, toReadableText } from './rich-text';
import { checkRichJson } from './rich-text-schema';

describe('the textarea convention, text to rich text', () => {
  it('makes paragraphs at blank lines, lists from lines starting with "- " or "1. ", bold and links', () => {
    const doc = fromPlainText('Boodschappen voor **mama**:\n- melk\n- brood\n\n1. bellen\n2. zie [de folder](https://example.org/folder)\n\nKijk op www.example.org.');
    expect(doc.blocks.map((b) => [b.type, b.text])).toEqual([
      ['unstyled', 'Boodschappen voor mama:'],
      ['unordered-list-item', 'melk'],
      ['unordered-list-item', 'brood'],
      ['ordered-list-item', 'bellen'],
      ['ordered-list-item', 'zie de folder'],
      ['unstyled', 'Kijk op www.example.org.'],
    ]);
    expect(doc.blocks[0]!.inlineStyleRanges).toEqual([{ offset: 18, length: 4, style: 'BOLD' }]);
    const folder = doc.blocks[4]!.entityRanges[0]!;
    expect(doc.blocks[4]!.text.slice(folder.offset, folder.offset + folder.length)).toBe('de folder');
    expect(doc.entityMap[String(folder.key)]).toMatchObject({ type: 'LINK', data: { url: 'https://example.org/folder' } });
    expect(doc.entityMap[String(doc.blocks[5]!.entityRanges[0]!.key)]).toMatchObject({ data: { url: 'https://www.example.org' } });
  });

  it('keeps a dash without text, a lone ** and a link to another scheme as plain text', () => {
    const doc = fromPlainText('-\n** niet vet\n[klik](javascript:alert(1))');
    expect(doc.blocks).toHaveLength(1);
    expect(doc.blocks[0]!.text).toBe('-\n** niet vet\n[klik](javascript:alert(1))');
    expect(doc.entityMap).toEqual({});
  });

  it('passes the schema in blog mode: what the textarea writes is what the editor would', () => {
    const checked = checkRichJson(JSON.stringify(fromPlainText('**Vet** en\n- een lijst\n\nmet https://example.org')), 'blog');
    expect(checked.ok).toBe(true);
  });

  it('reads headings, quotes and image lines for the full mode', () => {
    const doc = fromPlainText('## Kop\n\n> Een citaat\n\n![Het bos](/blobstorage/pictures/bos.jpg)');
    expect(doc.blocks.map((b) => b.type)).toEqual(['header-two', 'blockquote', 'atomic']);
    expect(doc.entityMap['0']).toEqual({ type: 'IMAGE', mutability: 'IMMUTABLE', data: { src: '/blobstorage/pictures/bos.jpg', alt: 'Het bos' } });
  });
});

describe('the textarea convention, rich text back to text', () => {
  it.each([
    'Eerste alinea.\n\nTweede alinea met www.example.org.',
    'Een **vette** zin en [een link](https://example.org/a).\n\n- een\n- **twee**\n\n1. eerst\n2. dan',
    'Regel een\nregel twee\n\n## Kop\n\n> citaat\n\n![Bos](/blobstorage/pictures/bos.jpg)',
  ])('gives the same text back: %j', (text) => {
    expect(toConvention(fromPlainText(text))).toBe(text);
  });

  it('gives the same document back for the blog mode (bold, lists, links)', () => {
    const doc = fromPlainText('Vandaag **wist ze** mijn naam.\n\n- koffie\n- een wandeling naar [het park](https://example.org/park)\n\n1. een\n2. twee');
    expect(fromPlainText(toConvention(doc))).toEqual(doc);
  });

  it('gives plain words for mail and search, without markup', () => {
    const doc = fromPlainText('**Vet** en [link](https://example.org)\n- punt\n- punt twee\n\n![x](/blobstorage/pictures/x.jpg)');
    expect(toPlainText(doc)).toBe('Vet en link\n\npunt\npunt twee');
  });
});

describe('rich text for a plain-text mail', () => {
  it('marks list items, writes each link address out after its text and leaves no markup', () => {
    const doc = fromPlainText('Wat **helpt**:\n- een vast ritme\n- daglicht\n\n1. bel [de huisarts](https://example.org/huisarts)\n2. mail [ons](mailto:hulp@example.org)\n\nKijk op www.example.org.');
    expect(toReadableText(doc)).toBe('Wat helpt:\n\n- een vast ritme\n- daglicht\n\n1. bel de huisarts (https://example.org/huisarts)\n2. mail ons (hulp@example.org)\n\nKijk op www.example.org.');
  });
});

describe('plain text where no convention was offered', () => {
  it('keeps every character as typed: no bold, list or link read into it', () => {
    const doc = literalText('Is **dit** erg?\n- ja\n\nZie www.dementie.nl');
    expect(doc.blocks.map((b) => [b.type, b.text])).toEqual([['unstyled', 'Is **dit** erg?\n- ja'], ['unstyled', 'Zie www.dementie.nl']]);
    expect(doc.blocks.flatMap((b) => [...b.inlineStyleRanges, ...b.entityRanges])).toEqual([]);
    expect(doc.entityMap).toEqual({});
  });
});
