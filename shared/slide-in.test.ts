import { describe, expect, it } from 'vitest';
import type { SlideIn } from './contract/chrome';
import { pathMatches } from './path-patterns';
import { closedState, firstToShow } from './slide-in';
import { slideInsForPath } from './slide-in-select';

const base: SlideIn = {
  id: 1,
  title: 'Doe de geheugentest',
  compactTitle: null,
  text: 'Tekst',
  compactText: null,
  status: true,
  weight: 0,
  pages: ['/steun-ons/*'],
  seconds: null,
  formId: null,
  scriptId: null,
  image: null,
  button: null,
};

describe('slide-in patterns', () => {
  it('matches paths, wildcards and the front page', () => {
    expect(pathMatches(['/steun-ons/*'], '/steun-ons/doneren')).toBe(true);
    expect(pathMatches(['/steun-ons/*'], '/steun-onsje')).toBe(false);
    expect(pathMatches(['/steun-ons'], '/steun-ons')).toBe(true);
    expect(pathMatches(['*'], '/wat-dan-ook')).toBe(true);
    expect(pathMatches(['<front>'], '/')).toBe(true);
    expect(pathMatches(['<front>'], '/nieuws')).toBe(false);
    expect(pathMatches(['verhalen*'], '/verhalen/anna')).toBe(true);
  });
});

describe('slide-in choice', () => {
  const list: SlideIn[] = [
    { ...base, id: 3, weight: 5, pages: ['*'] },
    { ...base, id: 1, weight: 1, status: false, pages: ['*'] },
    { ...base, id: 2, weight: 2, pages: ['/steun-ons/*'] },
  ];

  it('keeps only active slide-ins whose pages match, sorted by weight', () => {
    expect(slideInsForPath(list, '/steun-ons/doneren').map((s) => s.id)).toEqual(['2', '3']);
    expect(slideInsForPath(list, '/nieuws').map((s) => s.id)).toEqual(['3']);
  });

  it('skips the one closed with a date in the future, and shows it again after that date', () => {
    const candidates = slideInsForPath(list, '/steun-ons/doneren');
    const now = new Date('2026-11-01T10:00:00Z');
    const closed = closedState('2', now);
    expect(firstToShow(candidates, closed, now)?.id).toBe('3');
    expect(firstToShow(candidates, closed, new Date('2027-01-01T00:00:00Z'))?.id).toBe('2');
    expect(firstToShow(candidates, { slideInId: null, lastDateObjectClosed: null }, now)?.id).toBe('2');
  });
});
