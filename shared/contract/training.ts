import * as v from 'valibot';
import { RichTextSchema } from './common';
import { CONTENT_ID, GOED_LETTERS, TRAINING_AUDIENCES } from './training-values';

/**
 * The free online trainings as content (a contract extension, docs/training.md):
 * - `GET /api/drupal/api/trainings` → the landing page's texts, the GOED
 *   method and the list of trainings (`TrainingIndexSchema`);
 * - `GET /api/drupal/api/training/{slug}` → one training with its steps
 *   (`TrainingSchema`); 404 for a slug that is not one.
 * Editors change them in the CMS; the site only reads them.
 */

export * from './training-values';

const Id = v.pipe(v.string(), v.regex(CONTENT_ID));
const Text = v.pipe(v.string(), v.minLength(1), v.maxLength(2000));
const Option = v.object({ id: Id, label: v.pipe(v.string(), v.minLength(1), v.maxLength(300)) });
const Points = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10));
const unique = (ids: string[]) => new Set(ids).size === ids.length;

const base = { prompt: Text, points: Points, explanation: Text };

export const TrainingQuestionSchema = v.variant('kind', [
  v.pipe(
    v.object({ kind: v.literal('single'), ...base, options: v.pipe(v.array(Option), v.minLength(2), v.maxLength(6)), correct: Id }),
    v.check((q) => unique(q.options.map((o) => o.id)) && q.options.some((o) => o.id === q.correct), 'single: unique options, and the correct one among them'),
  ),
  v.pipe(
    v.object({ kind: v.literal('multiple'), ...base, options: v.pipe(v.array(Option), v.minLength(3), v.maxLength(8)), correct: v.pipe(v.array(Id), v.minLength(1)) }),
    v.check(
      (q) => unique(q.options.map((o) => o.id)) && unique(q.correct) && q.correct.every((id) => q.options.some((o) => o.id === id)),
      'multiple: unique options, and every correct one among them',
    ),
  ),
  v.pipe(
    v.object({ kind: v.literal('order'), ...base, items: v.pipe(v.array(Option), v.minLength(3), v.maxLength(6)) }),
    v.check((q) => unique(q.items.map((o) => o.id)), 'order: unique items'),
  ),
  v.pipe(
    v.object({
      kind: v.literal('match'),
      ...base,
      pairs: v.pipe(v.array(v.object({ id: Id, left: Text, right: Text })), v.minLength(3), v.maxLength(6)),
    }),
    v.check((q) => unique(q.pairs.map((p) => p.id)), 'match: unique pairs'),
  ),
]);

export const TrainingStepSchema = v.variant('kind', [
  /** A short scene (what happens) with one question about it. */
  v.object({ kind: v.literal('scene'), id: Id, title: Text, situation: v.array(Text), question: TrainingQuestionSchema }),
  /** A short lesson in between (the signals of dementia): no question, no points. */
  v.object({ kind: v.literal('lesson'), id: Id, title: Text, body: RichTextSchema, signals: v.optional(v.array(v.object({ title: Text, text: Text })), []) }),
]);
export type TrainingStep = v.InferOutput<typeof TrainingStepSchema>;
export type SceneStep = Extract<TrainingStep, { kind: 'scene' }>;

export const TrainingSchema = v.pipe(
  v.object({
    /** The training's id in the CMS (a number: the tracking entry's trainingsId). */
    id: v.pipe(v.number(), v.integer(), v.minValue(1)),
    slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)),
    title: Text,
    audience: v.picklist(TRAINING_AUDIENCES),
    /** For whom: 'Winkelpersoneel', 'Iedereen'. */
    role: Text,
    teaser: Text,
    /** How long it takes, e.g. 'ongeveer 15 minuten'. */
    duration: Text,
    intro: RichTextSchema,
    /** The share of the points needed for the certificate (80 = 80 %). */
    pass_percentage: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
    steps: v.pipe(v.array(TrainingStepSchema), v.minLength(2), v.maxLength(20)),
    meta_description: Text,
  }),
  v.check((t) => unique(t.steps.map((s) => s.id)), 'step ids must be unique'),
  v.check((t) => t.steps.some((s) => s.kind === 'scene'), 'a training needs at least one question'),
);
export type Training = v.InferOutput<typeof TrainingSchema>;

export const TrainingSummarySchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)),
  title: Text,
  audience: v.picklist(TRAINING_AUDIENCES),
  role: Text,
  teaser: Text,
  duration: Text,
  questions: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type TrainingSummary = v.InferOutput<typeof TrainingSummarySchema>;

export const TrainingIndexSchema = v.object({
  /** The landing page's id in the CMS (the tracking entry's nodeId). */
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: Text,
  intro: RichTextSchema,
  /** The GOED method: exactly G, O, E, D in this order. */
  goed: v.pipe(
    v.array(v.object({ letter: v.picklist(GOED_LETTERS), word: Text, text: Text })),
    v.check((items) => items.map((i) => i.letter).join('') === GOED_LETTERS.join(''), 'the GOED letters, in order'),
  ),
  trainings: v.array(TrainingSummarySchema),
  /** Where the certificate and the tips are explained (a page of the site). */
  certificate_text: Text,
  meta_description: Text,
});
export type TrainingIndex = v.InferOutput<typeof TrainingIndexSchema>;
