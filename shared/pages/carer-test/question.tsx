/**
 * /mantelzorgtest/vraag/{n}: one question per page (spec section 3, 'Vraag n
 * van m'). A real form that posts to its own address (worker/routes/carer-test.ts);
 * the carer-question island keeps the answers in session storage and moves
 * on without a post. Cacheable, unless the visitor's no-JavaScript answers
 * (the progress cookie) are shown in it.
 */
import type { CarerTest } from '../../contract/carer-test';
import { cleanCarerAnswers, type CarerAnswers } from '../../carer-test/score';
import { Island } from '../../islands/Island';
import { href, param } from '../../routes';
import { RadioFieldset } from '../../ui/radio-fieldset';
import { PERSONAL, type Loaded, type ScreenModule } from '../screen';
import { ACTION_FIELD, ANSWER_FIELD, CARER_PURPOSE, carerBreadcrumbs, carerEntry, EARLIER_PARAM, FORM_ID, HEADING_ID, PREVIOUS_ACTION, questionPath, shapeOfCarerTest, SUMMARY_ID, t } from './common';
import type { CarerQuestionProps } from '../../islands/CarerQuestion';

export interface QuestionState {
  number: number;
  /** The answers the worker knows (the progress cookie); null on a plain visit. */
  answers: CarerAnswers | null;
  error: boolean;
  earlier: boolean;
  status?: number;
}

interface QuestionData {
  test: CarerTest;
  state: QuestionState;
  island: CarerQuestionProps;
}

function QuestionView({ data: { test, state, island } }: { data: QuestionData }) {
  const n = state.number;
  const question = test.questions[n - 1]!;
  const total = test.questions.length;
  const last = n === total;
  const fieldId = `vraag-${question.id}`;
  return (
    <div className="an-container an-container--text an-ct">
      <div className="an-mt-step__head">
        <h1 className="an-mt-step__title" id={HEADING_ID} tabIndex={-1} autoFocus={state.answers !== null && !state.error}>
          <span className="an-mt-step__progress">{t.question.progress(n, total)}</span> <span>{test.title}</span>
        </h1>
        <progress className="an-mt-progress" value={n} max={total} aria-hidden="true" />
      </div>
      {state.earlier ? <p className="an-mt-notice">{t.errors.earlier}</p> : null}
      <div className="an-error-summary" id={SUMMARY_ID} tabIndex={-1} aria-labelledby={`${SUMMARY_ID}-titel`} hidden={!state.error} autoFocus={state.error}>
        <h2 className="an-error-summary__title" id={`${SUMMARY_ID}-titel`}>
          {t.errors.summaryTitle}
        </h2>
        <ul className="an-error-summary__list">
          <li>
            <a href={`#${fieldId}-1`}>{t.errors.choose}</a>
          </li>
        </ul>
      </div>
      <form id={FORM_ID} className="an-ct-form" method="post" action={questionPath(n)} noValidate>
        <RadioFieldset
          name={ANSWER_FIELD}
          id={fieldId}
          legend={question.text}
          hint={question.hint}
          error={state.error ? t.errors.choose : null}
          errorPrefix={t.errors.titlePrefix}
          options={test.answer_options.map((o) => ({ value: o.value, label: o.label }))}
          value={state.answers?.[question.id] ?? null}
        />
        <div className="an-mt-form__actions">
          <button type="submit" className="an-button">
            {last ? t.question.toResult : t.question.next}
          </button>
          {n > 1 ? (
            <button type="submit" name={ACTION_FIELD} value={PREVIOUS_ACTION} className="an-button an-button--secondary">
              {t.question.previous}
            </button>
          ) : null}
        </div>
      </form>
      <p className="an-ct__privacy">{t.start.privacy}</p>
      <Island name="carer-question" wake="load" props={island} />
    </div>
  );
}

export function questionLoaded(test: CarerTest, state: QuestionState, personal: boolean): Loaded<QuestionData> {
  const n = state.number;
  const total = test.questions.length;
  return {
    status: state.status ?? 200,
    headers: personal ? PERSONAL : {},
    seo: {
      title: `${test.title}: ${t.question.progress(n, total)}`,
      titlePrefix: state.error ? t.errors.titlePrefix : undefined,
      description: test.meta_description,
      canonical: questionPath(n),
      robots: 'noindex, follow',
      pageEntry: carerEntry('carer_test_question', test, n),
    },
    chrome: { breadcrumbs: carerBreadcrumbs({ title: test.title, url: href('carer-test') }) },
    data: {
      test,
      state,
      island: {
        formId: FORM_ID,
        summaryId: SUMMARY_ID,
        headingId: HEADING_ID,
        number: n,
        questionId: test.questions[n - 1]!.id,
        shape: shapeOfCarerTest(test),
        paths: test.questions.map((_, i) => questionPath(i + 1)),
        resultPath: href('carer-test-result'),
        earlierText: t.errors.earlier,
      },
    },
  };
}

export const QuestionScreenView = QuestionView;

/** A plain visit; with the progress cookie (read by the worker into `answers`) the page is the visitor's own. */
export const carerTestQuestionScreen: ScreenModule<QuestionData> = {
  async load(ctx) {
    const test = await ctx.content.carerTest();
    const n = Number(param(ctx.params, 'question'));
    if (!test || !Number.isInteger(n) || n < 1 || n > test.questions.length) return null;
    const value = await ctx.progress(CARER_PURPOSE);
    const stored = value === null ? null : cleanCarerAnswers(shapeOfCarerTest(test), value);
    return questionLoaded(test, { number: n, answers: stored, error: false, earlier: param(ctx.params, EARLIER_PARAM) === '1' }, stored !== null);
  },
  View: QuestionView,
};
