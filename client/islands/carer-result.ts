/**
 * The carer test's result with JavaScript (a plain island, no React): the
 * band of the answers in session storage is shown; the page holds all three,
 * hidden. Nothing is sent anywhere.
 */
import { CARER_STORAGE_KEY, carerOutcome, firstOpenQuestion } from '../../shared/carer-test/score';
import { readCarerAnswers, sessionStore } from '../../shared/carer-test/storage';
import type { CarerResultProps } from '../../shared/islands/CarerResult';

export default function enhance(el: HTMLElement, p: CarerResultProps): void {
  const store = sessionStore();
  const root = el.parentElement;
  if (!store || !root) return;
  // 'Doe de test opnieuw': the answers in storage are forgotten here, the post clears the no-JavaScript ones.
  const restart = document.querySelector('[data-carer-restart]');
  if (restart) restart.addEventListener('click', () => store.removeItem(CARER_STORAGE_KEY));
  const answers = readCarerAnswers(store, p.shape);
  const outcome = carerOutcome(p.shape, answers);
  if (!outcome) {
    const notice = root.querySelector('[data-carer-incomplete]') as HTMLElement | null;
    const link = root.querySelector('[data-carer-continue]') as HTMLAnchorElement | null;
    const open = firstOpenQuestion(p.shape, answers);
    if (link && open !== null) link.href = p.paths[open - 1]!;
    if (notice) notice.hidden = false;
    return;
  }
  const band = root.querySelector('[data-band="' + outcome.band + '"]') as HTMLElement | null;
  const points = root.querySelector('[data-carer-points]') as HTMLElement | null;
  if (points) points.textContent = p.pointsText.replace('{punten}', String(outcome.points)).replace('{max}', String(p.max));
  if (band) band.hidden = false;
}
