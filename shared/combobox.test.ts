import { describe, expect, it } from 'vitest';
import { latestOnly, moveHighlight, suggestQuery } from './combobox';

describe('moveHighlight', () => {
  it('moves down through the options and back to the field after the last', () => {
    expect(moveHighlight(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(0, 3, 'ArrowDown')).toBe(1);
    expect(moveHighlight(2, 3, 'ArrowDown')).toBe(-1);
  });

  it('moves up from the field to the last option and from the first back to the field', () => {
    expect(moveHighlight(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveHighlight(0, 3, 'ArrowUp')).toBe(-1);
  });

  it('jumps to the first and last option with Home and End', () => {
    expect(moveHighlight(1, 4, 'Home')).toBe(0);
    expect(moveHighlight(1, 4, 'End')).toBe(3);
  });

  it('highlights nothing when there are no options', () => {
    expect(moveHighlight(-1, 0, 'ArrowDown')).toBe(-1);
    expect(moveHighlight(2, 0, 'End')).toBe(-1);
  });
});

describe('suggestQuery', () => {
  it('asks from two letters on, spaces collapsed', () => {
    expect(suggestQuery('a')).toBeNull();
    expect(suggestQuery('  al')).toBe('al');
    expect(suggestQuery('ziekte   van  al')).toBe('ziekte van al');
  });

  it('never asks for punctuation alone, and cuts long text', () => {
    expect(suggestQuery('"*"()')).toBeNull();
    expect(suggestQuery('a'.repeat(500))).toHaveLength(100);
  });
});

describe('latestOnly', () => {
  it('counts only the newest call, and none after a cancel', () => {
    const calls = latestOnly();
    const first = calls.next();
    const second = calls.next();
    expect(calls.isCurrent(first)).toBe(false);
    expect(calls.isCurrent(second)).toBe(true);
    calls.cancel();
    expect(calls.isCurrent(second)).toBe(false);
  });
});
