import type { MemoryTest, MemoryTestKind } from '../../contract';
import { RESTART_PARAM, emptyProgress, questionNumber, questionsOf, shapeOf, stepCount, type Progress, type StepErrors } from '../../forms/memory-test';
import { nextPath, stepPath } from '../../forms/memory-test-paths';
import { Island } from '../../islands/Island';
import type { MemoryTestStepProps, MemoryTestStepTexts } from '../../islands/MemoryTestStep';
import { param } from '../../routes';
import { RichText } from '../../ui/RichText';
import { StepHeading } from '../../ui/memory-test/StepHeading';
import { NO_STORE, type Loaded, type ScreenContext, type ScreenModule } from '../screen';
import { HEADING_ID, MemoryTestNewsletter, memoryTestBreadcrumbs, newsletterProps, t, type NewsletterProps } from './common';

export interface StepState {
  step: number;
  progress: Progress;
  /** Signed answers so far; empty on a plain visit. */
  token: string;
  errors: StepErrors | null;
  notice: 'earlierStep' | 'expired' | null;
  /** Rendered in answer to a post: never cached, focus on the heading (or the errors). */
  afterPost: boolean;
  /** 'Doe de test opnieuw': the island forgets the stored answers. */
  restart?: boolean;
  status?: number;
}

interface StepData {
  title: string;
  step: number;
  total: number;
  intro: string | null;
  focusHeading: boolean;
  island: MemoryTestStepProps;
  newsletter: NewsletterProps;
}

/** Only the texts each island shows travel with its props. */
const STEP_TEXTS: MemoryTestStepTexts = {
  step: { next: t.step.next, toResult: t.step.toResult, previous: t.step.previous, answersStayHere: t.step.answersStayHere },
  errors: t.errors,
};

function StepView({ data }: { data: StepData }) {
  return (
    <>
      <div className="an-container an-container--text an-mt">
        <StepHeading id={HEADING_ID} title={data.title} step={data.step} total={data.total} autoFocus={data.focusHeading} />
        {data.intro !== null ? <RichText html={data.intro} className="an-mt-intro" /> : null}
        <Island name="memory-test-step" wake="load" props={data.island} />
      </div>
      <MemoryTestNewsletter props={data.newsletter} />
    </>
  );
}

/** One step of a test, on a plain visit or in answer to a post (worker/routes/memory-test/post.ts). */
export function stepLoaded(ctx: Pick<ScreenContext, 'url' | 'now'>, test: MemoryTest, s: StepState): Loaded<StepData> {
  const total = stepCount(test);
  const failed = s.errors !== null && (s.errors.missing.length > 0 || s.errors.ageMissing);
  const shape = shapeOf(test);
  const path = stepPath(test.kind, s.step);
  return {
    status: s.status ?? 200,
    headers: s.afterPost ? NO_STORE : {},
    seo: {
      title: `${test.title}: ${t.step.progress(s.step, total)}`,
      titlePrefix: failed ? t.errors.titlePrefix : undefined,
      description: test.meta_description,
      canonical: path,
      robots: s.step === 1 && !s.afterPost ? 'index, follow' : 'noindex, follow',
    },
    chrome: { breadcrumbs: memoryTestBreadcrumbs({ title: test.title, url: stepPath(test.kind, 1) }) },
    data: {
      title: test.title,
      step: s.step,
      total,
      intro: s.step === 1 ? test.intro.value : null,
      focusHeading: s.afterPost && !failed,
      island: {
        kind: test.kind,
        step: s.step,
        shape,
        prompt: test.question_prompt,
        questions: questionsOf(test, s.step).map((q, i) => ({ ...q, numberLabel: t.step.questionNumber(questionNumber(shape, s.step, i)) })),
        answerOptions: test.answer_options,
        age: s.step === total ? test.age_question : null,
        action: nextPath(shape, s.step),
        previousPath: s.step > 1 ? stepPath(test.kind, s.step - 1) : null,
        headingId: HEADING_ID,
        token: s.token,
        initial: s.progress,
        errors: s.errors,
        notice: s.notice,
        restart: s.restart ?? false,
        texts: STEP_TEXTS,
      },
      newsletter: newsletterProps(ctx.url, path, ctx.now),
    },
  };
}

export const StepScreenView = StepView;

/** /geheugentest/{zelf|ander}[/stapN] on a plain visit: the step with no answers yet. */
export function memoryTestStepScreen(kind: MemoryTestKind): ScreenModule<StepData> {
  return {
    async load(ctx) {
      const test = await ctx.content.memoryTest(kind);
      const step = Number(param(ctx.params, 'step') ?? '1');
      if (!test || !Number.isInteger(step) || step < 1 || step > stepCount(test)) return null;
      return stepLoaded(ctx, test, {
        step,
        progress: emptyProgress(),
        token: '',
        errors: null,
        notice: null,
        afterPost: false,
        restart: step === 1 && param(ctx.params, RESTART_PARAM) === '1',
      });
    },
    View: StepView,
  };
}
