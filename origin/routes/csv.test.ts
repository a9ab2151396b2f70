import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV for ops', () => {
  it('quotes every cell, doubles quotes and keeps line breaks inside a cell', () => {
    expect(toCsv(['a', 'b'], [['x "y"', 'regel 1\nregel 2'], [null, 3]])).toBe('"a","b"\r\n"x ""y""","regel 1\nregel 2"\r\n"","3"\r\n');
  });

  it.each(['=SUM(A1)', '+31', '-2', '@x', '\tx', '\rx'])('never lets %j run as a formula', (cell) => {
    expect(toCsv(['c'], [[cell]])).toBe(`"c"\r\n"'${cell.replace(/"/g, '""')}"\r\n`);
  });
});
