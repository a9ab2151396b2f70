import { describe, expect, it } from 'vitest';
import { dutchNumber } from './number';

describe('dutchNumber', () => {
  it('groups thousands with a full stop', () => {
    expect([0, 7, 999, 1000, 27164, 1234567].map(dutchNumber)).toEqual(['0', '7', '999', '1.000', '27.164', '1.234.567']);
  });
});
