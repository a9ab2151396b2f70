import { describe, expect, it } from 'vitest';
import { pageHref, pageSlots } from './pagination';

const show = (current: number, count: number) => pageSlots(current, count).map((s) => (s.kind === 'gap' ? '…' : String(s.page))).join(' ');

describe('paginator slots', () => {
  it('shows first and last always, two either side, and gaps as ellipses', () => {
    expect(show(1, 10)).toBe('1 2 3 … 10');
    expect(show(5, 10)).toBe('1 … 3 4 5 6 7 … 10');
    expect(show(10, 10)).toBe('1 … 8 9 10');
    expect(show(4, 10)).toBe('1 2 3 4 5 6 … 10');
  });

  it('shows nothing for a single page', () => {
    expect(pageSlots(1, 1)).toEqual([]);
  });
});

describe('page addresses', () => {
  it('leaves ?page off page 1 and keeps other parameters', () => {
    expect(pageHref('/verhalen', 1)).toBe('/verhalen');
    expect(pageHref('/verhalen', 2)).toBe('/verhalen?page=2');
    expect(pageHref('/nieuws', 3, { zoekterm: 'zorg' })).toBe('/nieuws?zoekterm=zorg&page=3');
  });

  it('repeats the name of a list parameter and puts the page last, replacing a page in the query', () => {
    expect(pageHref('/vacatures', 2, { page: '7', functionId: ['1', '4'], zoekterm: 'a b' })).toBe('/vacatures?functionId=1&functionId=4&zoekterm=a+b&page=2');
    expect(pageHref('/vacatures', 1, { functionId: [] })).toBe('/vacatures');
  });
});
