import { describe, expect, it } from 'vitest';
import { readListQuery } from './list-query';
import { isPastEnd, listHref, listParams, pageCountOf, pagedDescription, pagedTitle, pageHints, resultRange } from './paging';

const spec = { text: ['zoekterm'], filters: { functionId: ['1', '4', '9'] } } as const;
const query = (params: Record<string, string | string[]>) => readListQuery(params, spec);

describe('pageCountOf', () => {
  it('counts pages as total over page size, rounded up, at least one', () => {
    expect(pageCountOf(21, 10)).toBe(3);
    expect(pageCountOf(20, 10)).toBe(2);
    expect(pageCountOf(0, 10)).toBe(1);
  });
});

describe('isPastEnd', () => {
  it('is true only for a page after the last, never for the first page of an empty list', () => {
    expect(isPastEnd(4, 3)).toBe(true);
    expect(isPastEnd(3, 3)).toBe(false);
    expect(isPastEnd(1, pageCountOf(0, 10))).toBe(false);
  });
});

describe('resultRange', () => {
  it('numbers the items of a page from one, the last page shorter', () => {
    expect(resultRange(1, 10, 10, 23)).toEqual({ from: 1, to: 10, total: 23 });
    expect(resultRange(3, 10, 3, 23)).toEqual({ from: 21, to: 23, total: 23 });
  });

  it('is null when the page shows nothing', () => {
    expect(resultRange(1, 10, 0, 0)).toBeNull();
  });
});

describe('listHref', () => {
  it('keeps the term and the filters, repeated, and drops page 1', () => {
    const q = query({ zoekterm: 'gastvrouw', functionId: ['9', '1'], page: '3' });
    expect(listHref('/vacatures', q)).toBe('/vacatures?zoekterm=gastvrouw&functionId=1&functionId=9&page=3');
    expect(listHref('/vacatures', q, 1)).toBe('/vacatures?zoekterm=gastvrouw&functionId=1&functionId=9');
  });

  it('gives the plain path for page 1 of an unfiltered list', () => {
    expect(listHref('/nieuws', query({ page: '1', utm_source: 'mail' }))).toBe('/nieuws');
  });

  it('leaves out empty filters and absent text', () => {
    expect(listParams(query({ zoekterm: ' ' }))).toEqual({});
  });
});

describe('pageHints', () => {
  it('gives no prev on page 1 and no next on the last page', () => {
    expect(pageHints('/nieuws', query({}), 3)).toEqual({ prev: null, next: '/nieuws?page=2', page: 1 });
    expect(pageHints('/nieuws', query({ page: '3' }), 3)).toEqual({ prev: '/nieuws?page=2', next: null, page: 3 });
    expect(pageHints('/nieuws', query({}), 1)).toEqual({ prev: null, next: null, page: 1 });
  });

  it('links page 2 back to the plain page 1 and keeps the filters in both hints', () => {
    expect(pageHints('/nieuws', query({ page: '2', zoekterm: 'zorg' }), 5)).toEqual({
      prev: '/nieuws?zoekterm=zorg',
      next: '/nieuws?zoekterm=zorg&page=3',
      page: 2,
    });
  });
});

describe('pagedTitle', () => {
  it('names a later page of a list by its number, the first by its title alone', () => {
    expect(pagedTitle('Nieuws', 1)).toBe('Nieuws');
    expect(pagedTitle('Hoe gaat het vandaag?', 4)).toBe('Hoe gaat het vandaag? (pagina 4)');
  });
});

describe('pagedDescription', () => {
  it("keeps the first page's description and adds the number of a later page", () => {
    expect(pagedDescription('Het nieuws over dementie.', 1)).toBe('Het nieuws over dementie.');
    expect(pagedDescription('Het nieuws over dementie.')).toBe('Het nieuws over dementie.');
    expect(pagedDescription('Het nieuws over dementie.', 3)).toBe('Het nieuws over dementie. (pagina 3)');
  });

  it('gives none for none or an empty one, on any page', () => {
    expect(pagedDescription(null, 2)).toBeNull();
    expect(pagedDescription(undefined, 1)).toBeNull();
    expect(pagedDescription('', 2)).toBeNull();
  });
});
