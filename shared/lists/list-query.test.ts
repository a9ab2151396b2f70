import { describe, expect, it } from 'vitest';
import { apiPage, choiceOf, listFilter, listPage, listText, MAX_TEXT_LENGTH, readListQuery } from './list-query';

describe('listPage', () => {
  it('reads a one-based page number', () => {
    expect(listPage({ page: '3' })).toBe(3);
    expect(listPage({ page: ' 12 ' })).toBe(12);
  });

  it('gives page 1 when the page is missing, not a whole number, zero or negative', () => {
    for (const page of [undefined, '', 'abc', '2abc', '1.5', '0', '-2', '+2', '1e3']) {
      expect(listPage(page === undefined ? {} : { page }), String(page)).toBe(1);
    }
  });

  it('keeps a page number too large to count exactly past any end', () => {
    expect(listPage({ page: '99999999999999999999' })).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('takes the first of a repeated page', () => {
    expect(listPage({ page: ['2', '5'] })).toBe(2);
  });
});

describe('apiPage', () => {
  it('turns the one-based page of the URL into the zero-based page of the API', () => {
    expect(apiPage(1)).toBe(0);
    expect(apiPage(4)).toBe(3);
  });
});

describe('listText', () => {
  it('trims the term; empty or only spaces is none', () => {
    expect(listText({ zoekterm: '  mantelzorg  ' }, 'zoekterm')).toBe('mantelzorg');
    expect(listText({ zoekterm: '   ' }, 'zoekterm')).toBeNull();
    expect(listText({ zoekterm: '' }, 'zoekterm')).toBeNull();
    expect(listText({}, 'zoekterm')).toBeNull();
  });

  it('cuts a very long term by whole characters', () => {
    const long = '😀'.repeat(MAX_TEXT_LENGTH + 10);
    expect([...(listText({ q: long }, 'q') ?? '')]).toHaveLength(MAX_TEXT_LENGTH);
  });
});

describe('listFilter', () => {
  const allowed = ['12', '7', '30'];

  it('turns repeated names into the allowed values, each once, in the allowed order', () => {
    expect(listFilter({ functionId: ['30', '12', '30', '12'] }, 'functionId', allowed)).toEqual(['12', '30']);
  });

  it('drops values that are not allowed and reads a single value as a list of one', () => {
    expect(listFilter({ functionId: ['99', '<script>'] }, 'functionId', allowed)).toEqual([]);
    expect(listFilter({ functionId: '7' }, 'functionId', allowed)).toEqual(['7']);
    expect(listFilter({}, 'functionId', allowed)).toEqual([]);
  });
});

describe('readListQuery', () => {
  const spec = { text: ['zoekterm', 'plaats'], filters: { type: ['a', 'b', 'c'], afstand: ['5', '10', '25'] } } as const;

  it('reads page, free text and filters at once, leaving out empty text and unknown names', () => {
    const query = readListQuery({ page: '2', zoekterm: ' zorg ', plaats: ' ', type: ['c', 'a', 'x'], afstand: '25', utm_source: 'mail' }, spec);
    expect(query).toEqual({ page: 2, text: { zoekterm: 'zorg' }, filters: { type: ['a', 'c'], afstand: ['25'] } });
  });

  it('gives page 1, no text and empty filters for a plain list URL', () => {
    expect(readListQuery({}, spec)).toEqual({ page: 1, text: {}, filters: { type: [], afstand: [] } });
    expect(readListQuery({ page: '-1' })).toEqual({ page: 1, text: {}, filters: {} });
  });
});

describe('choiceOf', () => {
  const spec = { filters: { afstand: ['5', '10', '25'] } } as const;

  it('gives the one value chosen, else the default', () => {
    expect(choiceOf(readListQuery({ afstand: '25' }, spec), 'afstand', '10')).toBe('25');
    expect(choiceOf(readListQuery({}, spec), 'afstand', '10')).toBe('10');
    expect(choiceOf(readListQuery({ afstand: '7' }, spec), 'afstand', '10')).toBe('10');
    expect(choiceOf(readListQuery({ afstand: ['5', '25'] }, spec), 'afstand', '10')).toBe('10');
  });
});
