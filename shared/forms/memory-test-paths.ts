/**
 * The addresses of the memory test, from the route table. A module of its own
 * because the route table (about 1.2 KB compressed) does not fit in the step
 * page's JavaScript budget: the worker imports it, the islands only load it on
 * the rare way back to a skipped step.
 */
import type { MemoryTestKind } from '../contract/memory-test-values';
import { href, type RouteName } from '../routes';
import { stepCount, type TestShape } from './memory-test';

/** The routes of each kind: the test's own address (step 1), its later steps, its result. */
const KIND_ROUTES = {
  forMyself: { first: 'memory-test-self', step: 'memory-test-self-step', result: 'memory-test-result-self' },
  forOthers: { first: 'memory-test-other', step: 'memory-test-other-step', result: 'memory-test-result-other' },
} as const satisfies Record<MemoryTestKind, Record<'first' | 'step' | 'result', RouteName>>;

/** Address of a step: step 1 is the test's own address. A step the route table does not have throws. */
export function stepPath(kind: MemoryTestKind, step: number): string {
  const routes = KIND_ROUTES[kind];
  return step <= 1 ? href(routes.first) : href(routes.step, { step });
}

export const resultPath = (kind: MemoryTestKind): string => href(KIND_ROUTES[kind].result);

/** Where a step's form goes next: the following step, or the result after the last. */
export function nextPath(test: TestShape, step: number): string {
  return step >= stepCount(test) ? resultPath(test.kind) : stepPath(test.kind, step + 1);
}
