import { describe, expect, it } from 'vitest';
import { fromPlainText } from '../../../shared/format/rich-text';
import { checkRichJson } from '../../../shared/format/rich-text-schema';
import type { RichText } from '../../../shared/format/rich-text';
import { fromDoc, toDoc } from './convert';
import { schema } from './schema';

const roundTrip = (rich: RichText) => fromDoc(toDoc(schema, rich));

describe('the editor document and the spec JSON', () => {
  it('keeps bold, lists, links and line breaks both ways', () => {
    const rich = fromPlainText('Een **vette** zin met https://www.dementie.nl erin.\nTweede regel.\n\n- een\n- twee\n\n1. eerste\n2. tweede');
    const back = roundTrip(rich);
    expect(back.blocks.map((b) => [b.type, b.text])).toEqual(rich.blocks.map((b) => [b.type, b.text]));
    expect(back.blocks[0]!.inlineStyleRanges).toEqual(rich.blocks[0]!.inlineStyleRanges);
    expect(back.blocks[0]!.entityRanges.map((r) => ({ ...r, url: back.entityMap[String(r.key)]!.data }))).toEqual(
      rich.blocks[0]!.entityRanges.map((r) => ({ ...r, url: rich.entityMap[String(r.key)]!.data })),
    );
    expect(checkRichJson(JSON.stringify(back), 'blog').ok).toBe(true);
  });

  it('keeps the full mode\'s headings, quote, italic, underline, blue and an image', () => {
    const rich: RichText = {
      blocks: [
        { key: 'a', text: 'Kop', type: 'header-two', depth: 0, inlineStyleRanges: [], entityRanges: [], data: {} },
        { key: 'b', text: 'Schuin en blauw', type: 'blockquote', depth: 0, inlineStyleRanges: [{ offset: 0, length: 6, style: 'ITALIC' }, { offset: 10, length: 5, style: 'color-rgb(0,96,250)' }, { offset: 7, length: 2, style: 'UNDERLINE' }], entityRanges: [], data: {} },
        { key: 'c', text: ' ', type: 'atomic', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key: 0 }], data: {} },
      ],
      entityMap: { 0: { type: 'IMAGE', mutability: 'IMMUTABLE', data: { src: '/blobstorage/pictures/thee-a1b2c3.jpg', alt: 'Thee' } } },
    };
    const back = roundTrip(rich);
    expect(back.blocks.map((b) => b.type)).toEqual(['header-two', 'blockquote', 'atomic']);
    expect(new Set(back.blocks[1]!.inlineStyleRanges.map((r) => JSON.stringify(r)))).toEqual(new Set(rich.blocks[1]!.inlineStyleRanges.map((r) => JSON.stringify(r))));
    expect(back.entityMap['0']).toEqual(rich.entityMap['0']);
    expect(checkRichJson(JSON.stringify(back), 'full').ok).toBe(true);
  });

  it('writes an empty editor as an empty text', () => {
    expect(roundTrip({ blocks: [], entityMap: {} })).toEqual({ blocks: [], entityMap: {} });
  });

  it('counts offsets in UTF-16 units, as the stored JSON does', () => {
    const rich = fromPlainText('😀 **vet**');
    const back = roundTrip(rich);
    expect(back.blocks[0]!.inlineStyleRanges).toEqual([{ offset: 3, length: 3, style: 'BOLD' }]);
  });
});
