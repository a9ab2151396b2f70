/** Loaders of the memory test screens in the route table (GET visits). */
import type { Context } from 'hono';
import type { MemoryTestKind } from '../../../shared/contract/memory-test';
import { RESTART_PARAM, emptyProgress, stepCount } from '../../../shared/forms/memory-test';
import { resultPath } from '../../../shared/forms/memory-test-paths';
import { param, type RouteMatch } from '../../../shared/routes';
import type { AppEnv } from '../../env';
import type { PageRender } from '../../render/render';
import { loadLayout } from '../layout';
import { renderEntry, renderResult, renderStep } from './pages';

type Loader = (c: Context<AppEnv>, match: RouteMatch) => Promise<PageRender | null>;

export const memoryTestEntryScreen: Loader = async (c) => {
  const content = c.get('content');
  const [self, other, layout] = await Promise.all([content.memoryTest('forMyself'), content.memoryTest('forOthers'), loadLayout(c)]);
  return self && other ? renderEntry(c, [self, other], layout) : null;
};

export const memoryTestStepScreen =
  (kind: MemoryTestKind): Loader =>
  async (c, match) => {
    const [test, layout] = await Promise.all([c.get('content').memoryTest(kind), loadLayout(c)]);
    const step = Number(param(match.params, 'step') ?? '1');
    if (!test || !Number.isInteger(step) || step < 1 || step > stepCount(test)) return null;
    return renderStep(c, test, layout, {
      step,
      progress: emptyProgress(),
      token: '',
      errors: null,
      notice: null,
      afterPost: false,
      restart: step === 1 && param(match.params, RESTART_PARAM) === '1',
    });
  };

export const memoryTestResultScreen =
  (kind: MemoryTestKind): Loader =>
  async (c) => {
    const content = c.get('content');
    const [test, node, layout] = await Promise.all([content.memoryTest(kind), content.page(resultPath(kind)), loadLayout(c)]);
    if (!test || !node) return null;
    return renderResult(c, test, node, layout, null);
  };
