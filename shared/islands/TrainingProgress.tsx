import type { TrainingShape } from '../training/progress';

export interface TrainingProgressProps {
  shape: TrainingShape;
  /** Every step's address and its feedback's, in order (with startingPageUrl). */
  stepPaths: string[];
  texts: {
    verdicts: { correct: string; partial: string; wrong: string };
    /** 'Je hebt {punten} van de {max} punten.' */
    total: string;
    score: string;
    resume: string;
    open: string;
  };
}

/**
 * The training's progress island, server side: nothing to show. The start,
 * summary, result and certificate pages render their parts for the progress
 * the worker knows (the cookie, or none); client/islands/training-progress.ts
 * (no React) fills them in from local storage: where to resume, the verdict
 * per question, the score, and the answers the certificate form sends.
 */
export default function TrainingProgress(_props: TrainingProgressProps) {
  return null;
}
