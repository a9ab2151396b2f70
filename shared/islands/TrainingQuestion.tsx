import type { TrainingQuestion as Question } from '../contract/training-values';

export interface TrainingQuestionProps {
  formId: string;
  feedbackId: string;
  summaryId: string;
  slug: string;
  stepId: string;
  question: Question;
  texts: {
    verdicts: { correct: string; partial: string; wrong: string };
    /** 'Je krijgt {punten} van de {max} punten.' */
    points: string;
    errors: { choose: string; chooseSome: string; eachOnce: string };
  };
}

/**
 * A training question's island, server side: nothing to show (the form and
 * the hidden feedback are the page's own). client/islands/training-question.ts
 * (no React) scores the answer in the browser, keeps it in local storage and
 * shows the feedback without leaving the page.
 */
export default function TrainingQuestion(_props: TrainingQuestionProps) {
  return null;
}
