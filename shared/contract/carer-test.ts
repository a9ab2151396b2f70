import * as v from 'valibot';
import { RichTextSchema, safeList, SafeUrl } from './common';
import { CARER_BANDS, CONTENT_ID } from './training-values';

/**
 * The carer self-test (mantelzorgtest) as content (a contract extension,
 * docs/training.md): `GET /api/drupal/api/carer-test` → the questions, the
 * answer scale with its points, and three bands (lightest first) each with
 * its lowest score, a plain explanation and the articles that fit it.
 */

const Text = v.pipe(v.string(), v.minLength(1), v.maxLength(2000));

export const CarerTestSchema = v.pipe(
  v.object({
    /** The test's id in the CMS (a number: the tracking entry's nodeId). */
    id: v.pipe(v.number(), v.integer(), v.minValue(1)),
    title: Text,
    intro: RichTextSchema,
    duration: Text,
    /** The same scale for every question: labels and points (0 = not at all heavy). */
    answer_options: v.pipe(
      v.array(v.object({ value: v.pipe(v.string(), v.regex(CONTENT_ID)), label: Text, points: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10)) })),
      v.minLength(2),
      v.maxLength(6),
    ),
    questions: v.pipe(v.array(v.object({ id: v.pipe(v.string(), v.regex(CONTENT_ID)), text: Text, hint: v.optional(v.nullable(v.string()), null) })), v.minLength(3), v.maxLength(30)),
    bands: v.pipe(
      v.array(
        v.object({
          id: v.picklist(CARER_BANDS),
          /** The lowest total score in this band. */
          min_points: v.pipe(v.number(), v.integer(), v.minValue(0)),
          title: Text,
          text: RichTextSchema,
          articles: safeList(v.object({ title: Text, url: SafeUrl, introduction: v.optional(v.string(), '') })),
        }),
      ),
      v.check((bands) => bands.map((b) => b.id).join() === CARER_BANDS.join() && bands[0]?.min_points === 0, 'the bands licht, zwaar, te-zwaar, the first from 0'),
      v.check((bands) => bands.every((b, i) => i === 0 || b.min_points > (bands[i - 1]?.min_points ?? 0)), 'band thresholds rise'),
    ),
    /** Above the opt-in to the monthly tips on the result. */
    tips_text: Text,
    meta_description: Text,
  }),
  v.check((t) => new Set(t.questions.map((q) => q.id)).size === t.questions.length, 'question ids must be unique'),
  v.check((t) => new Set(t.answer_options.map((o) => o.value)).size === t.answer_options.length, 'answer values must be unique'),
);
export type CarerTest = v.InferOutput<typeof CarerTestSchema>;
