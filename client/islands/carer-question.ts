/**
 * One question of the carer test, with JavaScript (a plain island, no React):
 * the answer goes to session storage and the next question is loaded as a
 * page, so reload and back work and no answer ever leaves the browser. Without
 * session storage it does nothing and the form posts to the worker.
 */
import { firstOpenQuestion } from '../../shared/carer-test/score';
import { ARRIVAL_KEY, readCarerAnswers, sessionStore, writeCarerAnswers } from '../../shared/carer-test/storage';
import type { CarerQuestionProps } from '../../shared/islands/CarerQuestion';

export default function enhance(_el: HTMLElement, p: CarerQuestionProps): void {
  const form = document.getElementById(p.formId) as HTMLFormElement | null;
  const store = sessionStore();
  if (!form || !store) return;
  const s = store;
  const answers = readCarerAnswers(s, p.shape);
  const radios = Array.prototype.slice.call(form.querySelectorAll('input[type="radio"]')) as HTMLInputElement[];
  const stored = answers[p.questionId];
  if (stored && !radios.some((r) => r.checked)) radios.forEach((r) => (r.checked = r.value === stored));
  if (s.getItem(ARRIVAL_KEY)) {
    s.removeItem(ARRIVAL_KEY);
    const heading = document.getElementById(p.headingId);
    if (heading) heading.focus();
  }
  const go = (path: string) => {
    s.setItem(ARRIVAL_KEY, '1');
    location.assign(path);
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    const checked = radios.filter((r) => r.checked)[0];
    if (checked) {
      answers[p.questionId] = checked.value;
      writeCarerAnswers(s, answers);
    }
    if (submitter && submitter.value === 'vorige') return go(p.paths[p.number - 2] || p.paths[0]!);
    if (!checked) {
      const summary = document.getElementById(p.summaryId);
      if (summary) {
        summary.hidden = false;
        summary.focus();
      }
      return;
    }
    if (p.number < p.paths.length) return go(p.paths[p.number]!);
    const open = firstOpenQuestion(p.shape, answers);
    go(open === null ? p.resultPath : p.paths[open - 1] + '?ontbreekt=1');
  });
}
