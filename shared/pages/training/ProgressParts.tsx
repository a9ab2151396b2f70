/**
 * The parts of the start, summary, result and certificate pages that depend
 * on a visitor's progress: rendered by the worker for the progress it knows
 * (the cookie, or none) and filled in from local storage by the
 * training-progress island (client/islands/training-progress.ts).
 */
import type { ReactNode } from 'react';
import type { Training } from '../../contract/training';
import { Island } from '../../islands/Island';
import { fill } from '../../texts/fill';
import { holds, shapeOfTraining, trainingTotals, type TrainingProgress, type TrainingTotals, type When } from '../../training/progress';
import { t, type TrainingPaths } from './common';

/** A part shown only when its condition holds (the island decides again in the browser). */
export function Shown({ when, totals, children, force }: { when: When; totals: TrainingTotals; children: ReactNode; force?: boolean }) {
  return (
    <div data-tp-when={when} hidden={!(force || holds(totals, when))}>
      {children}
    </div>
  );
}

export const totalsOf = (training: Training, progress: TrainingProgress | null): TrainingTotals =>
  trainingTotals(shapeOfTraining(training), progress ?? { answers: {} });

export const scoreText = (totals: TrainingTotals): string => fill(t.result.score, { procent: totals.percentage, punten: totals.earned, max: totals.max });
export const totalText = (totals: TrainingTotals): string => fill(t.summary.total, { punten: totals.earned, max: totals.max });

/** 'Ga verder bij stap n': the first open question. */
export function ResumeLink({ totals, paths }: { totals: TrainingTotals; paths: TrainingPaths }) {
  const n = totals.firstOpen ?? 1;
  return (
    <a className="an-button" href={paths.step(n)} data-tp-resume="">
      {t.start.resume(n)}
    </a>
  );
}

/** Start again: forgets the cookie (the post) and the stored answers (the island). */
export function RestartForm({ action }: { action: string }) {
  return (
    <form method="post" action={action} className="an-tr-restart">
      <button type="submit" className="an-button an-button--secondary" data-tp-restart="">
        {t.start.restart}
      </button>
    </form>
  );
}

/** The island, only when the worker knows no progress of its own (then the page is the same for everyone). */
export function ProgressIsland({ training, paths, cookie }: { training: Training; paths: TrainingPaths; cookie: boolean }) {
  if (cookie) return null;
  return (
    <Island
      name="training-progress"
      wake="load"
      props={{
        shape: shapeOfTraining(training),
        stepPaths: training.steps.map((_, i) => paths.step(i + 1)),
        texts: { verdicts: t.feedback, total: t.summary.total, score: t.result.score, resume: t.start.resume(0).replace('0', '{stap}'), open: t.summary.open },
      }}
    />
  );
}
