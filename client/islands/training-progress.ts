/**
 * A training's progress with JavaScript (a plain island, no React): the start,
 * summary, result and certificate pages hold their parts for 'no progress'
 * (what the worker knows without the cookie); this fills them in from local
 * storage: which parts show, where to resume, each question's verdict, the
 * score, and the answers the certificate form sends (the worker scores them
 * itself). 'Opnieuw beginnen' forgets the stored answers.
 */
import type { TrainingProgressProps } from '../../shared/islands/TrainingProgress';
import { cleanTrainingProgress, holds, trainingStorageKey, trainingTotals } from '../../shared/training/progress';
import { localStore, readStored } from '../../shared/training/storage';

export default function enhance(_el: HTMLElement, p: TrainingProgressProps): void {
  const store = localStore();
  if (!store) return;
  const progress = cleanTrainingProgress(p.shape, readStored(store, p.shape.slug));
  const totals = trainingTotals(p.shape, progress);
  const all = (selector: string) => Array.prototype.slice.call(document.querySelectorAll(selector)) as HTMLElement[];
  const fill = (template: string) =>
    template.replace('{punten}', String(totals.earned)).replace('{max}', String(totals.max)).replace('{procent}', String(totals.percentage)).replace('{stap}', String(totals.firstOpen || 1));
  all('[data-tp-when]').forEach((el) => (el.hidden = !holds(totals, el.getAttribute('data-tp-when') || '')));
  all('[data-tp-resume]').forEach((a) => {
    (a as HTMLAnchorElement).href = p.stepPaths[(totals.firstOpen || 1) - 1]!;
    a.textContent = fill(p.texts.resume);
  });
  totals.steps.forEach((s) => {
    const verdict = document.querySelector('[data-tp-verdict="' + s.id + '"]');
    if (verdict) verdict.textContent = s.scored ? p.texts.verdicts[s.scored.outcome] + ' (' + s.scored.earned + '/' + s.scored.max + ')' : p.texts.open;
  });
  all('[data-tp-total]').forEach((el) => (el.textContent = fill(p.texts.total)));
  all('[data-tp-score]').forEach((el) => (el.textContent = fill(p.texts.score)));
  all('input[data-tp-answers]').forEach((input) => ((input as HTMLInputElement).value = JSON.stringify(progress)));
  all('[data-tp-restart]').forEach((button) => button.addEventListener('click', () => store.removeItem(trainingStorageKey(p.shape.slug))));
}
