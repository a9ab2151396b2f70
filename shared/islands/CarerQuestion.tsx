import type { CarerShape } from '../carer-test/score';

export interface CarerQuestionProps {
  /** The question form and its error summary, rendered by the page (shared/pages/carer-test/question.tsx). */
  formId: string;
  summaryId: string;
  headingId: string;
  number: number;
  questionId: string;
  shape: CarerShape;
  /** Every question's address, in order. */
  paths: string[];
  resultPath: string;
  earlierText: string;
}

/**
 * The carer test's question island, server side: nothing to show. The form is
 * the page's own and posts without JavaScript; the plain island
 * client/islands/carer-question.ts (no React) keeps the answers in session
 * storage and moves between the questions itself.
 */
export default function CarerQuestion(_props: CarerQuestionProps) {
  return null;
}
