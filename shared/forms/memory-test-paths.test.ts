import { describe, expect, it } from 'vitest';
import type { TestShape } from './memory-test';
import { nextPath, resultPath, stepPath } from './memory-test-paths';

const ids = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `v${i + 1}` }));
const self: TestShape = { kind: 'forMyself', steps: [{ questions: ids(9) }, { questions: ids(8) }, { questions: ids(8) }] };
const other: TestShape = { kind: 'forOthers', steps: [{ questions: ids(8) }, { questions: ids(8) }] };

describe('memory-test addresses', () => {
  it('names each step, the result, and where a step goes next', () => {
    expect(stepPath('forMyself', 1)).toBe('/geheugentest/zelf');
    expect(stepPath('forMyself', 3)).toBe('/geheugentest/zelf/stap3');
    expect(stepPath('forOthers', 2)).toBe('/geheugentest/ander/stap2');
    expect(resultPath('forOthers')).toBe('/geheugentest/ander/resultaten');
    expect(nextPath(self, 1)).toBe('/geheugentest/zelf/stap2');
    expect(nextPath(self, 3)).toBe('/geheugentest/zelf/resultaten');
    expect(nextPath(other, 2)).toBe('/geheugentest/ander/resultaten');
  });

  it('refuses a step the route table does not have (the test for another person has two)', () => {
    expect(() => stepPath('forOthers', 3)).toThrow(/must be 2/);
    expect(() => stepPath('forMyself', 4)).toThrow(/must be 1\|2\|3/);
  });
});
