import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hyphenateTitle, useHyphenator } from '../../shared/format/hyphenate';
import { hyphenationReady } from './hyphenation';

const shown = (text: string) => text.replace(/\u00AD/g, '-');

describe('soft hyphens in long Dutch words of titles', () => {
  beforeAll(() => hyphenationReady());
  afterAll(() => useHyphenator(null));

  it('breaks the common long words at their syllables', () => {
    expect(shown(hyphenateTitle('Vrijwilligerswerk'))).toBe('Vrij-wil-li-gers-werk');
    expect(shown(hyphenateTitle('Bel de Dementietelefoon'))).toBe('Bel de De-men-tie-te-le-foon');
    expect(shown(hyphenateTitle('Ontmoetingsplekken in je regio'))).toBe('Ont-moe-tings-plek-ken in je regio');
  });

  it('writes out the compounds the patterns split wrongly, whatever their capitals', () => {
    expect(shown(hyphenateTitle('Mantelzorgondersteuning'))).toBe('Man-tel-zorg-on-der-steu-ning');
    expect(shown(hyphenateTitle('CASEMANAGEMENT'))).toBe('CA-SE-MA-NA-GE-MENT');
  });

  it('leaves words of 12 letters or fewer, and everything else of the title, as they are', () => {
    expect(hyphenateTitle('Geheugentest voor jezelf')).toBe('Geheugentest voor jezelf');
    expect(shown(hyphenateTitle('Alzheimer-café: “Vergeetachtigheid”'))).toBe('Alzheimer-café: “Ver-geet-ach-tig-heid”');
  });

  it('returns the title as it is when no patterns are loaded (the browser)', () => {
    useHyphenator(null);
    expect(hyphenateTitle('Vrijwilligerswerk')).toBe('Vrijwilligerswerk');
  });
});
