import { describe, expect, it } from 'vitest';
import { mergeOriginResults, originSection } from './origin.mjs';

const info = (date, commit) => ({ date, commit });
const call = (name, p95) => ({ name, p50: 1, p95, max: p95 });

describe('a part run of the origin bench (--origin-calls)', () => {
  const previous = { scale: 20, info: info('2026-11-25T12:00:00Z', 'aaa1111'), calls: [call('news list', 10), call('site search', 40), call('closest', 80)] };

  it('replaces only the rows it measured and keeps the others with the run that measured them', () => {
    const merged = mergeOriginResults(previous, { scale: 20, calls: [call('site search', 15)] }, info('2026-11-25T16:00:00Z', 'bbb2222'));
    expect(merged.calls.map((c) => [c.name, c.p95, c.measured.commit])).toEqual([
      ['news list', 10, 'aaa1111'],
      ['site search', 15, 'bbb2222'],
      ['closest', 80, 'aaa1111'],
    ]);
    const section = originSection(merged, 'run line');
    expect(section).toContain('| measured |');
    expect(section).toContain('`aaa1111`');
  });

  it('starts afresh at another scale', () => {
    const merged = mergeOriginResults(previous, { scale: 10, calls: [call('site search', 15)] }, info('2026-11-25T16:00:00Z', 'bbb2222'));
    expect(merged.calls.map((c) => c.name)).toEqual(['site search']);
    expect(originSection(merged, 'run line')).not.toContain('| measured |');
  });
});
