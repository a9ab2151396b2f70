/**
 * /trainingen/{training}/stap/{n}: a scene with its question, or the short
 * lesson on the signals of dementia; /…/stap/{n}/uitleg: the feedback on the
 * answer (the no-JavaScript path's page after a post). Cacheable on a plain
 * visit; a page that shows the visitor's progress cookie is their own.
 */
import type { SceneStep, Training } from '../../contract/training';
import { Island } from '../../islands/Island';
import { param } from '../../routes';
import { answerText } from '../../training/answer-text';
import { cleanTrainingProgress, shapeOfTraining, type TrainingProgress } from '../../training/progress';
import { scoreAnswer, type ReadResult } from '../../training/score';
import { RichText } from '../../ui/RichText';
import { PERSONAL, type Loaded, type ScreenContext, type ScreenModule } from '../screen';
import { HEADING_ID, purposeOf, startingPage, t, trainingBreadcrumbs, trainingEntry, trainingPaths, type TrainingPaths } from './common';
import { Feedback, FEEDBACK_ID } from './Feedback';
import { ERROR_SUMMARY_ID, QUESTION_FIELD_ID, QUESTION_FORM_ID, QuestionForm, type QuestionFormProps } from './QuestionForm';

export interface StepState {
  n: number;
  /** The visitor's progress from the cookie; null on a plain visit. */
  progress: TrainingProgress | null;
  /** The feedback page (/uitleg). */
  feedback: boolean;
  error: Extract<ReadResult, { ok: false }>['error'] | null;
  posted: QuestionFormProps['posted'];
  status?: number;
}

interface StepData {
  training: Training;
  state: StepState;
  paths: TrainingPaths;
}

function StepHead({ training, n }: { training: Training; n: number }) {
  const total = training.steps.length;
  return (
    <div className="an-mt-step__head">
      <h1 className="an-mt-step__title" id={HEADING_ID} tabIndex={-1}>
        <span className="an-mt-step__progress">{t.step.progress(n, total)}</span> <span>{training.title}</span>
      </h1>
      <progress className="an-mt-progress" value={n} max={total} aria-hidden="true" />
    </div>
  );
}

function Scene({ data, step }: { data: StepData; step: SceneStep }) {
  const { training, state, paths } = data;
  const q = step.question;
  const answer = state.progress?.answers[step.id];
  const scored = answer === undefined ? null : scoreAnswer(q, answer);
  const last = state.n === training.steps.length;
  const next = { href: last ? paths.summary : paths.step(state.n + 1), label: last ? t.step.toSummary : t.step.next };
  const seed = `${training.slug}/${state.n}`;
  const reorder = q.kind === 'order' || q.kind === 'match';
  return (
    <>
      <h2>{step.title}</h2>
      {step.situation.map((p, i) => (
        <p key={i} className="an-tr-situation">
          {p}
        </p>
      ))}
      {scored ? (
        <p className="an-mt-notice">{t.step.answered}</p>
      ) : state.feedback ? (
        <p className="an-mt-notice">
          {t.feedback.notAnswered} <a href={paths.step(state.n)}>{t.feedback.toQuestion}</a>
        </p>
      ) : (
        <>
          <QuestionForm q={q} seed={seed} action={paths.step(state.n)} error={state.error} posted={state.posted} />
          <Island
            name="training-question"
            wake="load"
            props={{
              formId: QUESTION_FORM_ID,
              feedbackId: FEEDBACK_ID,
              summaryId: ERROR_SUMMARY_ID,
              slug: training.slug,
              stepId: step.id,
              question: q,
              texts: { verdicts: t.feedback, points: t.feedback.points, errors: t.errors },
            }}
          />
          {reorder ? (
            <Island
              name="training-reorder"
              wake="load"
              props={{
                fieldsetId: QUESTION_FIELD_ID,
                texts: { help: t.step.reorderHelp, moveUp: t.step.moveUp, moveDown: t.step.moveDown, grabbed: t.step.grabbed, moved: t.step.moved, dropped: t.step.dropped },
              }}
            />
          ) : null}
        </>
      )}
      <Feedback q={q} scored={scored} yourAnswer={answer === undefined ? null : answerText(q, answer)} next={next} focus={state.feedback && scored !== null} />
    </>
  );
}

function Lesson({ data, step }: { data: StepData; step: Extract<Training['steps'][number], { kind: 'lesson' }> }) {
  const { training, state, paths } = data;
  const last = state.n === training.steps.length;
  return (
    <>
      <p className="an-tr-lesson__label">{t.step.lesson}</p>
      <h2>{step.title}</h2>
      <RichText html={step.body.value} />
      {step.signals.length > 0 ? (
        <dl className="an-tr-signals">
          {step.signals.map((s) => (
            <div key={s.title}>
              <dt>{s.title}</dt>
              <dd>{s.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p>
        <a className="an-button" href={last ? paths.summary : paths.step(state.n + 1)}>
          {last ? t.step.toSummary : t.step.next}
        </a>
      </p>
    </>
  );
}

function StepView({ data }: { data: StepData }) {
  const step = data.training.steps[data.state.n - 1]!;
  return (
    <div className="an-container an-container--text an-tr">
      <StepHead training={data.training} n={data.state.n} />
      {step.kind === 'scene' ? <Scene data={data} step={step} /> : <Lesson data={data} step={step} />}
      {data.state.n > 1 ? (
        <p className="an-tr-nav">
          <a href={data.paths.step(data.state.n - 1)}>{t.step.previous}</a>
        </p>
      ) : null}
    </div>
  );
}

export function stepLoaded(ctx: Pick<ScreenContext, 'url' | 'params'>, training: Training, state: StepState): Loaded<StepData> {
  const start = startingPage(ctx.url, ctx.params);
  const paths = trainingPaths(training.slug, start);
  const step = training.steps[state.n - 1]!;
  const title = `${step.title}: ${t.step.progress(state.n, training.steps.length)}`;
  return {
    status: state.status ?? 200,
    headers: state.progress ? PERSONAL : {},
    seo: {
      title: `${title} | ${training.title}`,
      titlePrefix: state.error ? t.errors.titlePrefix : undefined,
      description: training.meta_description,
      canonical: null,
      robots: 'noindex, follow',
      pageEntry: trainingEntry(state.feedback ? 'training_feedback' : step.kind === 'scene' ? 'training_question' : 'training_lesson', training, state.n),
    },
    chrome: { breadcrumbs: trainingBreadcrumbs(training) },
    data: { training, state, paths },
  };
}

export const StepScreenView = StepView;

/** The progress the worker reads from the cookie, cleaned for this training; null when there is none. */
export async function cookieProgress(ctx: Pick<ScreenContext, 'progress'>, training: Training): Promise<TrainingProgress | null> {
  const value = await ctx.progress(purposeOf(training.slug));
  return value === null ? null : cleanTrainingProgress(shapeOfTraining(training), value);
}

export async function loadTraining(ctx: ScreenContext): Promise<Training | null> {
  const slug = param(ctx.params, 'training') ?? '';
  return ctx.content.training(slug);
}

export function trainingStepScreen(feedback: boolean): ScreenModule<StepData> {
  return {
    async load(ctx) {
      const training = await loadTraining(ctx);
      const n = Number(param(ctx.params, 'step'));
      if (!training || !Number.isInteger(n) || n < 1 || n > training.steps.length) return null;
      if (feedback && training.steps[n - 1]!.kind !== 'scene') return null;
      return stepLoaded(ctx, training, { n, progress: await cookieProgress(ctx, training), feedback, error: null, posted: null });
    },
    View: StepView,
  };
}
