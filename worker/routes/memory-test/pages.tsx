/**
 * The memory test screens: entry, steps and results. Used for the plain GET
 * visits (route table) and by the no-JavaScript posts (post.ts), which render
 * the next step or the result directly.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { toBlockViews } from '../../../shared/blocks/registry';
import { Blocks } from '../../../shared/blocks/Blocks';
import {
  MemoryTestResultFieldsSchema,
  type MemoryTest,
  type MemoryTestKind,
  type Node,
} from '../../../shared/contract';
import type { Breadcrumb } from '../../../shared/contract/navigation';
import { questionNumber, questionsOf, shapeOf, stepCount, type Progress, type StepErrors } from '../../../shared/forms/memory-test';
import { nextPath, resultPath, stepPath } from '../../../shared/forms/memory-test-paths';
import { showsNewsletterThanks } from '../../../shared/forms/newsletter';
import { Island } from '../../../shared/islands/Island';
import type { MemoryTestResultTexts } from '../../../shared/islands/MemoryTestResult';
import type { MemoryTestStepTexts } from '../../../shared/islands/MemoryTestStep';
import type { MemoryTestOutcome } from '../../../shared/model/memory-test';
import { href } from '../../../shared/routes';
import { nl } from '../../../shared/texts/nl';
import { GeheugentestResultHeader } from '../../../shared/ui/headers/GeheugentestResultHeader';
import type { LayoutData } from '../../../shared/ui/Layout';
import { NewsletterSignup } from '../../../shared/ui/NewsletterSignup';
import { newsletterTexts } from '../../../shared/ui/newsletter-texts';
import { MemoryTestEntry } from '../../../shared/ui/memory-test/MemoryTestEntry';
import { ResultNextSteps } from '../../../shared/ui/memory-test/ResultNextSteps';
import { StepHeading } from '../../../shared/ui/memory-test/StepHeading';
import { RichText } from '../../../shared/ui/RichText';
import type { AppEnv } from '../../env';
import type { PageRender } from '../../render/render';
import { canonicalFor, siteTitle } from '../layout';

export const HEADING_ID = 'geheugentest-titel';
const t = nl.memoryTest;

/** Home > Geheugentest > the test (spec section 2). */
function breadcrumbs(current?: { title: string; url: string }): Breadcrumb {
  return [{ title: nl.site.homeLabel, url: href('home') }, { title: t.name, url: href('memory-test') }, ...(current ? [current] : [])];
}

/**
 * The newsletter sign-up that every /geheugentest page carries (spec section 2).
 * On the entry page it is the island (checked in the browser, sent without
 * leaving the page). On the steps and results it is the plain form: those pages
 * already load the memory-test island, and both together with React would pass
 * the 75 KB JavaScript budget (docs/performance.md). Nothing is lost by the
 * round trip: the worker checks the address and sends the visitor back to the
 * same page with the thank-you, where the answers return from session storage.
 */
function Newsletter({ c, path, enhanced = false }: { c: Context<AppEnv>; path: string; enhanced?: boolean }) {
  const thanks = showsNewsletterThanks(new URL(c.req.url));
  const props = { returnTo: path, formRendered: new Date().toISOString(), status: thanks ? ('thanks' as const) : ('idle' as const), texts: newsletterTexts() };
  return (
    <div className="an-container an-container--text">
      {enhanced ? (
        // A box of its own: 'visible' islands are watched with IntersectionObserver, which never sees a display: contents wrapper.
        <Island name="newsletter-form" wake="visible" className="an-island-box" props={props} />
      ) : (
        <NewsletterSignup {...props} />
      )}
    </div>
  );
}

const NO_STORE = { 'cache-control': 'no-store' };

export function renderEntry(c: Context<AppEnv>, tests: MemoryTest[], layout: LayoutData): PageRender {
  const choices = tests.map((test) => ({
    title: test.title,
    teaser: test.teaser,
    duration: test.duration,
    questions: test.steps.reduce((n, s) => n + s.questions.length, 0),
    href: stepPath(test.kind, 1),
  }));
  return {
    head: { title: siteTitle(t.name), description: t.entry.metaDescription, canonical: canonicalFor(c, href('memory-test')), robots: 'index, follow' },
    layout: { ...layout, breadcrumbs: breadcrumbs() },
    body: (
      <>
        <MemoryTestEntry choices={choices} />
        <Newsletter c={c} path={href('memory-test')} enhanced />
      </>
    ),
  };
}

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

export function renderStep(c: Context<AppEnv>, test: MemoryTest, layout: LayoutData, s: StepState): PageRender {
  const total = stepCount(test);
  const failed = s.errors !== null && (s.errors.missing.length > 0 || s.errors.ageMissing);
  const title = `${test.title}: ${t.step.progress(s.step, total)}`;
  const shape = shapeOf(test);
  return {
    status: s.status ?? 200,
    headers: s.afterPost ? NO_STORE : {},
    head: {
      title: (failed ? t.errors.titlePrefix : '') + siteTitle(title),
      description: test.meta_description,
      canonical: canonicalFor(c, stepPath(test.kind, s.step)),
      robots: s.step === 1 && !s.afterPost ? 'index, follow' : 'noindex, follow',
    },
    layout: { ...layout, breadcrumbs: breadcrumbs({ title: test.title, url: stepPath(test.kind, 1) }) },
    body: (
      <>
        <div className="an-container an-container--text an-mt">
          <StepHeading id={HEADING_ID} title={test.title} step={s.step} total={total} autoFocus={s.afterPost && !failed} />
          {s.step === 1 ? <RichText html={test.intro.value} className="an-mt-intro" /> : null}
          <Island
            name="memory-test-step"
            wake="load"
            props={{
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
            }}
          />
        </div>
        <Newsletter c={c} path={stepPath(test.kind, s.step)} />
      </>
    ),
  };
}

/** Only the texts each island shows travel with its props. */
const STEP_TEXTS: MemoryTestStepTexts = {
  step: { next: t.step.next, toResult: t.step.toResult, previous: t.step.previous, answersStayHere: t.step.answersStayHere },
  errors: t.errors,
};
const RESULT_TEXTS: MemoryTestResultTexts = {
  score: t.result.score,
  loading: t.result.loading,
  incomplete: t.result.incomplete,
  incompleteLink: t.result.incompleteLink,
  noScoreText: t.result.noScoreText,
  brochureTitle: t.result.brochureTitle,
  brochureText: t.result.brochureText,
  brochure: t.result.brochure,
};

const SCORE_RANGE: Record<MemoryTestKind, { min: number; max: number }> = {
  forMyself: { min: 0, max: 100 },
  forOthers: { min: 16, max: 80 },
};

function brochureUrl(env: AppEnv['Bindings'], kind: MemoryTestKind): string {
  const url = kind === 'forMyself' ? env.BROCHURE_URL_SELF : env.BROCHURE_URL_OTHER;
  // A misconfigured address is an operator error, shown as the general error page.
  return new URL(url).toString();
}

export function renderResult(c: Context<AppEnv>, test: MemoryTest, node: Node, layout: LayoutData, outcome: MemoryTestOutcome | null): PageRender {
  const fields = v.parse(MemoryTestResultFieldsSchema, node);
  if (fields.field_applicant !== test.kind) throw new Error(`result page ${node.id} is for ${fields.field_applicant}, not ${test.kind}`);
  const paragraphs = toBlockViews(fields.field_paragraphs, { debug: c.get('debug'), report: (m) => console.warn(m) });
  const path = resultPath(test.kind);
  return {
    headers: outcome ? NO_STORE : {},
    head: {
      title: siteTitle(node.field_meta_tags?.title || node.label),
      description: node.field_meta_tags?.description ?? null,
      canonical: canonicalFor(c, path),
      robots: 'noindex, follow',
    },
    layout: { ...layout, breadcrumbs: breadcrumbs({ title: node.label, url: path }) },
    body: (
      <>
        <article className="an-mt an-mt--result">
          <GeheugentestResultHeader title={node.label} subtitle={test.title} bigTitle={fields.field_big_title} headingId={HEADING_ID} autoFocus={outcome !== null} />
          <div className="an-container an-container--text">
            <Island
              name="memory-test-result"
              wake="load"
              props={{
                kind: test.kind,
                shape: shapeOf(test),
                scoreRange: SCORE_RANGE[test.kind],
                scoreTexts: fields.field_score_text.map((s) => ({ ageGroup: s.age_group, pointsGroup: s.points_group, html: s.text.value })),
                brochureUrl: brochureUrl(c.env, test.kind),
                headingId: HEADING_ID,
                outcome,
                texts: RESULT_TEXTS,
              }}
            />
            {outcome ? null : (
              <noscript>
                <div className="an-mt-notice">
                  <p>{t.result.noScript}</p>
                  <p>
                    <a className="an-button" href={stepPath(test.kind, 1)}>
                      {t.result.startLink}
                    </a>
                  </p>
                </div>
              </noscript>
            )}
            <Blocks blocks={paragraphs} />
            <ResultNextSteps kind={test.kind} />
          </div>
        </article>
        <Newsletter c={c} path={path} />
      </>
    ),
  };
}
