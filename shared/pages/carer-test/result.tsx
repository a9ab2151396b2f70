/**
 * /mantelzorgtest/resultaat: the band with its plain explanation and the
 * articles that fit it (spec section 3), the helpline, and the opt-in to the
 * monthly tips. Without JavaScript the worker computes the band from the
 * progress cookie; with it, the carer-result island picks one of the three
 * bands the page holds hidden, from session storage.
 */
import type { CarerTest } from '../../contract/carer-test';
import { carerOutcome, cleanCarerAnswers, type CarerOutcome } from '../../carer-test/score';
import type { FormState } from '../../forms/form-state';
import { Island } from '../../islands/Island';
import { href, param } from '../../routes';
import { nl } from '../../texts/nl';
import { RichText } from '../../ui/RichText';
import { PERSONAL, type Loaded, type ScreenModule } from '../screen';
import { carerBreadcrumbs, carerEntry, CARER_PURPOSE, HEADING_ID, questionPath, shapeOfCarerTest, t, TIPS_PARAM } from './common';
import { TipsForm } from './TipsForm';

interface ResultData {
  test: CarerTest;
  /** Computed by the worker (the progress cookie); null: the island computes it. */
  outcome: CarerOutcome | null;
  max: number;
  tipsForm: FormState | null;
  tipsThanks: boolean;
}

const fill = (template: string, points: number, max: number) => template.replace('{punten}', String(points)).replace('{max}', String(max));

function Band({ band, hidden }: { band: CarerTest['bands'][number]; hidden: boolean }) {
  return (
    <section className="an-ct-band" data-band={band.id} hidden={hidden} aria-labelledby={`band-${band.id}`}>
      <h2 id={`band-${band.id}`}>{band.title}</h2>
      <RichText html={band.text.value} />
      {band.articles.length > 0 ? (
        <>
          <h3>{t.result.articles}</h3>
          <ul className="an-ct-articles">
            {band.articles.map((a) => (
              <li key={a.url}>
                <a href={a.url}>{a.title}</a>
                {a.introduction ? <p>{a.introduction}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function ResultView({ data }: { data: ResultData }) {
  const { test, outcome } = data;
  return (
    <div className="an-container an-container--text an-ct">
      <h1 id={HEADING_ID} tabIndex={-1}>
        {t.result.title}
      </h1>
      <div className="an-ct-result">
        <p className="an-ct-result__points" data-carer-points="">
          {outcome ? fill(t.result.points, outcome.points, data.max) : null}
        </p>
        {test.bands.map((band) => (outcome === null || outcome.band === band.id ? <Band key={band.id} band={band} hidden={outcome === null} /> : null))}
        {outcome === null ? (
          <>
            <div className="an-mt-notice" data-carer-incomplete="" hidden>
              <p>{t.result.incomplete}</p>
              <p>
                <a className="an-button" data-carer-continue="" href={questionPath(1)}>
                  {t.result.continue}
                </a>
              </p>
            </div>
            <noscript>
              <div className="an-mt-notice">
                <p>{t.result.noScript}</p>
                <p>
                  <a className="an-button" href={questionPath(1)}>
                    {t.result.startLink}
                  </a>
                </p>
              </div>
            </noscript>
            <Island
              name="carer-result"
              wake="load"
              props={{ shape: shapeOfCarerTest(test), paths: test.questions.map((_, i) => questionPath(i + 1)), pointsText: t.result.points, max: data.max }}
            />
          </>
        ) : null}
      </div>
      <p className="an-ct-helpline">
        {t.result.helpline} <a href={nl.pageChrome.helplineHref}>{nl.pageChrome.helplineCall}</a>
      </p>
      <form method="post" action={href('carer-test')} className="an-ct-restart">
        <button type="submit" className="an-button an-button--secondary" data-carer-restart="">
          {t.result.restart}
        </button>
      </form>
      <TipsForm action={href('carer-test-result')} text={test.tips_text} form={data.tipsForm} thanks={data.tipsThanks} />
    </div>
  );
}

export function resultLoaded(test: CarerTest, answers: unknown, tips: { form: FormState | null; thanks: boolean }): Loaded<ResultData> {
  const shape = shapeOfCarerTest(test);
  const outcome = answers === null ? null : carerOutcome(shape, cleanCarerAnswers(shape, answers));
  const max = test.questions.length * Math.max(...test.answer_options.map((o) => o.points));
  return {
    status: tips.form?.status ?? 200,
    headers: answers !== null || tips.form ? PERSONAL : {},
    seo: {
      title: `${test.title}: ${t.result.title}`,
      titlePrefix: tips.form && tips.form.status === 400 ? t.errors.titlePrefix : undefined,
      description: test.meta_description,
      canonical: href('carer-test-result'),
      robots: 'noindex, follow',
      pageEntry: carerEntry('carer_test_result', test),
    },
    chrome: { breadcrumbs: carerBreadcrumbs({ title: t.result.title, url: href('carer-test-result') }) },
    data: { test, outcome, max, tipsForm: tips.form, tipsThanks: tips.thanks },
  };
}

export const ResultScreenView = ResultView;

export const carerTestResultScreen: ScreenModule<ResultData> = {
  async load(ctx) {
    const test = await ctx.content.carerTest();
    if (!test) return null;
    return resultLoaded(test, await ctx.progress(CARER_PURPOSE), { form: null, thanks: param(ctx.params, TIPS_PARAM) === 'aangemeld' });
  },
  View: ResultView,
};
