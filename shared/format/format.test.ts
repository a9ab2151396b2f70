import { describe, expect, it } from 'vitest';
import { formatDate, isoDay } from './date';
import { plainText, truncateWords } from './text';

describe('dates', () => {
  it('shows day, Dutch month name and year, and the machine day', () => {
    expect(formatDate('2026-03-01T10:00:00Z')).toBe('1 maart 2026');
    expect(isoDay('2026-03-01T10:00:00Z')).toBe('2026-03-01');
  });

  it('uses the day in the Netherlands, not in UTC', () => {
    expect(isoDay('2026-06-30T23:30:00Z')).toBe('2026-07-01');
    expect(formatDate('2026-06-30T23:30:00Z')).toBe('1 juli 2026');
  });

  it('keeps a bare day as written and gives nothing for an unreadable date', () => {
    expect(formatDate('2026-12-24')).toBe('24 december 2026');
    expect(formatDate('morgen')).toBe('');
  });
});

describe('text', () => {
  it('truncates at a word boundary with an ellipsis', () => {
    expect(truncateWords('Samen staan we sterker tegen dementie', 20)).toBe('Samen staan we…');
    expect(truncateWords('Kort', 20)).toBe('Kort');
  });

  it('reads the visible text of small HTML', () => {
    expect(plainText('<p>Hulp &amp; steun</p><p>bij jou</p>')).toBe('Hulp & steun bij jou');
  });
});
