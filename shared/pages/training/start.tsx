/**
 * /trainingen/{training}: what the training is, and the start, or where to
 * resume (spec section 3; issue 40: progress without an account).
 */
import type { Training } from '../../contract/training';
import type { TrainingProgress } from '../../training/progress';
import { href } from '../../routes';
import { RichText } from '../../ui/RichText';
import { PERSONAL, type ScreenModule } from '../screen';
import { HEADING_ID, startingPage, t, trainingBreadcrumbs, trainingEntry, trainingPaths, type TrainingPaths } from './common';
import { ProgressIsland, RestartForm, ResumeLink, Shown, totalsOf } from './ProgressParts';
import { cookieProgress, loadTraining } from './step';

interface StartData {
  training: Training;
  progress: TrainingProgress | null;
  paths: TrainingPaths;
}

function StartView({ data: { training, progress, paths } }: { data: StartData }) {
  const totals = totalsOf(training, progress);
  const questions = training.steps.filter((s) => s.kind === 'scene').length;
  return (
    <div className="an-container an-container--text an-tr">
      <p className="an-tr-card__role">{training.role}</p>
      <h1 id={HEADING_ID}>{training.title}</h1>
      <RichText html={training.intro.value} />
      <p className="an-ct__facts">{t.overview.facts(questions, training.duration)}</p>
      <Shown when="none" totals={totals}>
        <p>
          <a className="an-button" href={paths.step(1)}>
            {t.start.begin}
          </a>
        </p>
      </Shown>
      <Shown when="started" totals={totals}>
        <p>
          <ResumeLink totals={totals} paths={paths} />
        </p>
        <RestartForm action={paths.start} />
      </Shown>
      <Shown when="complete" totals={totals}>
        <p>{t.start.done}</p>
        <p>
          <a className="an-button" href={paths.summary}>
            {t.start.toSummary}
          </a>
        </p>
        <RestartForm action={paths.start} />
      </Shown>
      <p className="an-ct__privacy">{t.start.noAccount}</p>
      <ProgressIsland training={training} paths={paths} cookie={progress !== null} />
    </div>
  );
}

export const trainingStartScreen: ScreenModule<StartData> = {
  async load(ctx) {
    const training = await loadTraining(ctx);
    if (!training) return null;
    const progress = await cookieProgress(ctx, training);
    return {
      headers: progress ? PERSONAL : {},
      data: { training, progress, paths: trainingPaths(training.slug, startingPage(ctx.url, ctx.params)) },
      seo: {
        title: training.title,
        description: training.meta_description,
        canonical: href('training', { training: training.slug }),
        robots: 'index, follow',
        pageEntry: trainingEntry('training_start', training),
      },
      chrome: { breadcrumbs: trainingBreadcrumbs(training) },
    };
  },
  View: StartView,
};
