/**
 * The memory test without JavaScript: each step posts its answers here. The
 * worker checks the step, carries every answer so far forward in a signed
 * hidden field and answers with the next step or the result. It never stores
 * or logs the answers, and no answer is ever put in a URL.
 */
import { Hono, type Context } from 'hono';
import type { MemoryTestKind } from '../../../shared/contract/memory-test';
import {
  ACTION_FIELD,
  PREVIOUS_ACTION,
  STATE_FIELD,
  STEP_FIELD,
  cleanProgress,
  emptyProgress,
  firstIncompleteStep,
  hasErrors,
  readStep,
  shapeOf,
  stepCount,
  validateStep,
  type Progress,
} from '../../../shared/forms/memory-test';
import { resultPath, stepPath } from '../../../shared/forms/memory-test-paths';
import { outcomeOfProgress } from '../../../shared/model/memory-test';
import { resultLoaded, ResultScreenView } from '../../../shared/pages/memory-test/result';
import { stepLoaded, StepScreenView, type StepState } from '../../../shared/pages/memory-test/step';
import type { AppEnv } from '../../env';
import { renderLoaded, screenContext } from '../../render/screen';
import { signState, verifyState } from './state';
import { readForm } from '../../forms/body';

/** A step form is a few hundred bytes; anything much larger is not ours. */
const MAX_BODY_BYTES = 16 * 1024;

const KINDS: readonly MemoryTestKind[] = ['forMyself', 'forOthers'];

async function handleStep(c: Context<AppEnv>, kind: MemoryTestKind, target: string | undefined): Promise<Response> {
  const content = c.get('content');
  const test = await content.memoryTest(kind);
  const total = test ? stepCount(test) : 0;
  const validTarget = target === undefined || target === 'resultaten' || new RegExp(`^stap[1-${total}]$`).test(target);
  if (!test || !validTarget) return c.notFound();
  const form = await readForm(c.req.raw, MAX_BODY_BYTES);

  const shape = shapeOf(test);
  const state = await verifyState(c.env.FORM_SECRET, kind, form?.get(STATE_FIELD));
  const carried: Progress = state.ok ? cleanProgress(shape, state.progress) : emptyProgress();
  const notice = !state.ok && state.reason === 'expired' ? 'expired' : null;
  const postedStep = Number.parseInt(String(form?.get(STEP_FIELD) ?? ''), 10);
  const step = Number.isInteger(postedStep) && postedStep >= 1 && postedStep <= total ? postedStep : null;

  const ctx = screenContext(c);
  const show = async (progress: Progress, s: Omit<StepState, 'progress' | 'token' | 'afterPost'>) =>
    renderLoaded(c, stepLoaded(ctx, test, { ...s, progress, token: await signState(c.env.FORM_SECRET, kind, progress), afterPost: true }), StepScreenView, true);

  // Not one of our step forms (no step, or a body we cannot read): start at step 1.
  if (!form || step === null) return show(carried, { step: 1, errors: null, notice, status: form ? 200 : 400 });
  const progress = readStep(shape, step, form, carried);

  if (form.get(ACTION_FIELD) === PREVIOUS_ACTION) {
    return show(progress, { step: Math.max(1, step - 1), errors: null, notice: null });
  }
  const errors = validateStep(shape, step, progress);
  if (hasErrors(errors)) return show(progress, { step, errors, notice, status: 400 });

  // Answers of an earlier step can be missing: a visit straight to a later step, or an expired field.
  const gap = firstIncompleteStep(shape, progress);
  if (gap !== null && gap < step) {
    return show(progress, { step: gap, errors: validateStep(shape, gap, progress), notice: notice ?? 'earlierStep', status: 400 });
  }
  if (step < total) return show(progress, { step: step + 1, errors: null, notice: null });

  const outcome = outcomeOfProgress(shape, progress);
  const node = await content.page(resultPath(kind));
  if (!outcome || !node) return c.notFound();
  return renderLoaded(c, await resultLoaded(ctx, test, node, outcome), ResultScreenView, true);
}

export const memoryTestPosts = new Hono<AppEnv>();

for (const kind of KINDS) {
  // Step 1 is the test's own address; the later steps and the result are below it.
  const base = stepPath(kind, 1);
  memoryTestPosts.post(base, (c) => handleStep(c, kind, undefined));
  memoryTestPosts.post(`${base}/:target`, (c) => handleStep(c, kind, c.req.param('target')));
}
