/**
 * /trainingen/{training}/samenvatting and /resultaat (spec section 2: the
 * training's summary and result screens): per question how it went, the score,
 * and with enough points the way to the certificate (spec section 4).
 */
import type { Training } from '../../contract/training';
import { href } from '../../routes';
import { fill } from '../../texts/fill';
import type { TrainingProgress } from '../../training/progress';
import { PERSONAL, type ScreenModule } from '../screen';
import { HEADING_ID, isOutsideTraining, startingPage, t, trainingBreadcrumbs, trainingEntry, trainingPaths, type TrainingPaths } from './common';
import { ProgressIsland, RestartForm, ResumeLink, scoreText, Shown, totalsOf, totalText } from './ProgressParts';
import { cookieProgress, loadTraining } from './step';

interface SummaryData {
  training: Training;
  progress: TrainingProgress | null;
  paths: TrainingPaths;
  start: string;
}

function Incomplete({ data }: { data: SummaryData }) {
  const totals = totalsOf(data.training, data.progress);
  return (
    <>
      <Shown when="none" totals={totals}>
        <p className="an-mt-notice">{t.summary.noProgress}</p>
        <p>
          <a className="an-button" href={data.paths.step(1)}>
            {t.start.begin}
          </a>
        </p>
      </Shown>
      <Shown when="started" totals={totals}>
        <p className="an-mt-notice">{t.summary.finishFirst}</p>
        <p>
          <ResumeLink totals={totals} paths={data.paths} />
        </p>
      </Shown>
    </>
  );
}

function SummaryView({ data }: { data: SummaryData }) {
  const { training, progress, paths } = data;
  const totals = totalsOf(training, progress);
  return (
    <div className="an-container an-container--text an-tr">
      <h1 id={HEADING_ID}>
        {t.summary.title}: {training.title}
      </h1>
      <p>{t.summary.intro}</p>
      <ol className="an-tr-summary">
        {training.steps.map((step, i) => {
          if (step.kind !== 'scene') return null;
          const scored = totals.steps.find((s) => s.id === step.id)?.scored ?? null;
          return (
            <li key={step.id}>
              <a href={paths.step(i + 1)}>{step.title}</a>:{' '}
              <span data-tp-verdict={step.id}>{scored ? `${t.feedback[scored.outcome]} (${scored.earned}/${scored.max})` : t.summary.open}</span>
            </li>
          );
        })}
      </ol>
      <p className="an-tr-total" data-tp-total="">
        {totalText(totals)}
      </p>
      <Shown when="complete" totals={totals}>
        <p>
          <a className="an-button" href={paths.result}>
            {t.summary.toResult}
          </a>
        </p>
      </Shown>
      <Incomplete data={data} />
      <ProgressIsland training={training} paths={paths} cookie={progress !== null} />
    </div>
  );
}

function ResultView({ data }: { data: SummaryData }) {
  const { training, progress, paths, start } = data;
  const totals = totalsOf(training, progress);
  return (
    <div className="an-container an-container--text an-tr">
      <h1 id={HEADING_ID}>
        {t.result.title}: {training.title}
      </h1>
      <Shown when="complete" totals={totals}>
        <p className="an-tr-score" data-tp-score="">
          {scoreText(totals)}
        </p>
      </Shown>
      <Shown when="passed" totals={totals}>
        <p>{t.result.passed}</p>
        <p>
          <a className="an-button" href={paths.certificate}>
            {t.result.toCertificate}
          </a>
        </p>
      </Shown>
      <Shown when="failed" totals={totals}>
        <p>{fill(t.result.notPassed, { nodig: training.pass_percentage })}</p>
        <RestartForm action={paths.start} />
      </Shown>
      <Incomplete data={data} />
      <ul className="an-tr-nav">
        {isOutsideTraining(start) ? (
          <li>
            <a href={start}>{t.result.back}</a>
          </li>
        ) : null}
        <li>
          <a href={href('training-overview')}>{t.result.otherTrainings}</a>
        </li>
      </ul>
      <ProgressIsland training={training} paths={paths} cookie={progress !== null} />
    </div>
  );
}

function screen(kind: 'summary' | 'result'): ScreenModule<SummaryData> {
  return {
    async load(ctx) {
      const training = await loadTraining(ctx);
      if (!training) return null;
      const progress = await cookieProgress(ctx, training);
      const start = startingPage(ctx.url, ctx.params);
      const title = kind === 'summary' ? t.summary.title : t.result.title;
      return {
        headers: progress ? PERSONAL : {},
        data: { training, progress, paths: trainingPaths(training.slug, start), start },
        seo: { title: `${title} | ${training.title}`, description: training.meta_description, canonical: null, robots: 'noindex, follow', pageEntry: trainingEntry(`training_${kind}`, training) },
        chrome: { breadcrumbs: trainingBreadcrumbs(training, { title, url: href(kind === 'summary' ? 'training-summary' : 'training-result', { training: training.slug }) }) },
      };
    },
    View: kind === 'summary' ? SummaryView : ResultView,
  };
}

export const trainingSummaryScreen = screen('summary');
export const trainingResultScreen = screen('result');
