/**
 * A training question with JavaScript (a plain island, no React): the answer
 * is checked and scored in the browser with the worker's own module
 * (shared/training/score.ts), kept in local storage, and the feedback the page
 * holds hidden is filled in and shown, without a post. An answered question
 * shows its first answer's feedback again.
 */
import type { TrainingQuestionProps } from '../../shared/islands/TrainingQuestion';
import { answerText } from '../../shared/training/answer-text';
import { readAnswer, scoreAnswer, validAnswer, type Answer } from '../../shared/training/score';
import { localStore, readStored, writeStored } from '../../shared/training/storage';

export default function enhance(_el: HTMLElement, p: TrainingQuestionProps): void {
  const form = document.getElementById(p.formId) as HTMLFormElement | null;
  const feedback = document.getElementById(p.feedbackId);
  const store = localStore();
  if (!form || !feedback || !store) return;
  const s = store;
  const q = p.question;
  const part = (name: string) => feedback.querySelector('[data-' + name + ']') as HTMLElement;

  function show(answer: Answer, focus: boolean): void {
    const scored = scoreAnswer(q, answer);
    form!.hidden = true;
    part('verdict').textContent = p.texts.verdicts[scored.outcome];
    part('points').textContent = p.texts.points.replace('{punten}', String(scored.earned)).replace('{max}', String(scored.max));
    part('your-answer').textContent = answerText(q, answer);
    feedback!.className = 'an-tr-feedback an-tr-feedback--' + scored.outcome;
    feedback!.hidden = false;
    if (focus) feedback!.focus();
  }

  const stored = validAnswer(q, readStored(s, p.slug).answers[p.stepId]);
  if (stored !== null) return show(stored, false);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const read = readAnswer(q, new FormData(form));
    const summary = document.getElementById(p.summaryId);
    if (!read.ok) {
      if (summary) {
        (summary.querySelector('[data-error-text]') as HTMLElement).textContent = p.texts.errors[read.error];
        summary.hidden = false;
        summary.focus();
      }
      return;
    }
    if (summary) summary.hidden = true;
    const progress = readStored(s, p.slug);
    // The first answer counts: one stored in another tab meanwhile is kept.
    const first = validAnswer(q, progress.answers[p.stepId]);
    if (first === null) {
      progress.answers[p.stepId] = read.answer;
      writeStored(s, p.slug, progress);
    }
    show(first === null ? read.answer : first, true);
  });
}
