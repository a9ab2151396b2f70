export interface TrainingReorderProps {
  /** The fieldset with one select per place (shared/pages/training/QuestionForm.tsx). */
  fieldsetId: string;
  texts: { help: string; moveUp: string; moveDown: string; grabbed: string; moved: string; dropped: string };
}

/**
 * The reorder island, server side: nothing to show. Without JavaScript the
 * order and match questions are select boxes per place;
 * client/islands/training-reorder.ts (no React) turns them into a listbox
 * that is reordered by keyboard, buttons or drag and drop, and writes the
 * order back into the selects. Loaded only on order and match questions.
 */
export default function TrainingReorder(_props: TrainingReorderProps) {
  return null;
}
