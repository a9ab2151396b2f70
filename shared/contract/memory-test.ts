import * as v from 'valibot';
import { RichTextSchema } from './common';
import { RawBlockSchema } from './page';
import { AGE_GROUPS, AGE_VALUES, ANSWER_VALUES, MEMORY_TEST_KINDS, POINTS_GROUPS, STEP_SIZES } from './memory-test-values';

/**
 * The memory test as content (a contract extension; spec section 7 names no
 * endpoint for it): `GET /api/drupal/api/memory-test/{forMyself|forOthers}`
 * answers the questions, answer labels, intro and age options of one test.
 * The result pages are `memory_test_result_page` nodes (spec section 3).
 */

export {
  AGE_GROUPS,
  AGE_VALUES,
  ANSWER_VALUES,
  MEMORY_TEST_KINDS,
  POINTS_GROUPS,
  STEP_SIZES,
  type AgeGroup,
  type AgeValue,
  type AnswerValue,
  type MemoryTestKind,
  type PointsGroup,
} from './memory-test-values';

export const MemoryTestQuestionSchema = v.object({
  /** Form field name: letters, digits, dashes; unique within a test. */
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/)),
  text: v.pipe(v.string(), v.minLength(1)),
  /** An optional example under the question. */
  hint: v.optional(v.nullable(v.string()), null),
});
export type MemoryTestQuestion = v.InferOutput<typeof MemoryTestQuestionSchema>;

const LabelledSchema = <T extends readonly [string, ...string[]]>(values: T) =>
  v.pipe(
    v.array(v.object({ value: v.picklist(values), label: v.pipe(v.string(), v.minLength(1)) })),
    v.check(
      (items) => items.length === values.length && values.every((value, i) => items[i]?.value === value),
      `expected exactly the options ${values.join(', ')} in this order`,
    ),
  );

export const MemoryTestSchema = v.pipe(
  v.object({
    kind: v.picklist(MEMORY_TEST_KINDS),
    /** "Geheugentest voor jezelf": heading of the steps, subtitle of the result header. */
    title: v.string(),
    /** One sentence for the choice on the entry page. */
    teaser: v.string(),
    /** How long it takes, e.g. "ongeveer 5 minuten". */
    duration: v.string(),
    /** Shown above the questions on step 1 only. */
    intro: RichTextSchema,
    /** Shown above the questions of every step: what to think of while answering. */
    question_prompt: v.string(),
    answer_options: LabelledSchema(ANSWER_VALUES),
    age_question: v.object({ legend: v.string(), options: LabelledSchema(AGE_VALUES) }),
    steps: v.array(v.object({ questions: v.array(MemoryTestQuestionSchema) })),
    meta_title: v.string(),
    meta_description: v.string(),
  }),
  v.check((test) => {
    const sizes = STEP_SIZES[test.kind];
    return test.steps.length === sizes.length && test.steps.every((step, i) => step.questions.length === sizes[i]);
  }, 'the steps must hold 9, 8 and 8 questions (forMyself) or 8 and 8 (forOthers)'),
  v.check((test) => {
    const ids = test.steps.flatMap((step) => step.questions.map((q) => q.id));
    return new Set(ids).size === ids.length && !ids.includes('leeftijd');
  }, 'question ids must be unique and not "leeftijd"'),
);
export type MemoryTest = v.InferOutput<typeof MemoryTestSchema>;

/** The type-specific fields of a `memory_test_result_page` node (spec section 3). */
export const MemoryTestResultFieldsSchema = v.object({
  field_applicant: v.picklist(MEMORY_TEST_KINDS),
  /** Large title flag: the header shows the title in the large size. */
  field_big_title: v.optional(v.boolean(), false),
  /** Paragraphs (blocks) shown under the score text on every result of this kind. */
  field_paragraphs: v.optional(v.array(RawBlockSchema), []),
  field_score_text: v.array(
    v.object({ age_group: v.picklist(AGE_GROUPS), points_group: v.picklist(POINTS_GROUPS), text: RichTextSchema }),
  ),
});
export type MemoryTestResultFields = v.InferOutput<typeof MemoryTestResultFieldsSchema>;
