/**
 * The memory-test result in the browser, as a plain island (no React): it reads
 * the answers from session storage, computes the score, and shows one of the
 * two views the server put in templates (shared/islands/MemoryTestResult.tsx):
 * the outcome with its score line, text and brochure address filled in, or the
 * notice that answers are missing, with a link to the first incomplete step.
 * After the no-JavaScript journey the server has rendered the outcome already.
 * Nothing here sends answers anywhere.
 */
import { firstIncompleteStep } from '../../shared/forms/memory-test';
import type { MemoryTestResultProps } from '../../shared/islands/MemoryTestResult';
import { RESULT_NO_TEXT_ATTR, RESULT_VIEW_ATTR } from '../../shared/islands/memory-test-result-views';
import { pushEvent, readProgress, takeArrival } from '../../shared/islands/memory-test-storage';
import { brochureHref, outcomeOfProgress } from '../../shared/model/memory-test';
import { fill } from '../../shared/texts/fill';

/** A copy of the view the server put in the template of that name. */
function view(root: Element, name: 'outcome' | 'incomplete'): DocumentFragment | null {
  const template = root.querySelector<HTMLTemplateElement>(`template[${RESULT_VIEW_ATTR}="${name}"]`);
  return template ? (template.content.cloneNode(true) as DocumentFragment) : null;
}

/** The brochure download is counted; the outcome is counted once it shows. */
function outcomeShown(root: Element): void {
  root.querySelector('.an-mt-brochure a')?.addEventListener('click', () => pushEvent('Brochure gedownload'));
  pushEvent('Uitslag bekeken');
}

function showOutcome(root: Element, props: MemoryTestResultProps): boolean {
  const outcome = outcomeOfProgress(props.shape, readProgress(props.kind));
  const content = outcome && view(root, 'outcome');
  if (!outcome || !content) return false;
  const score = content.querySelector('.an-mt-result__score');
  if (score) score.textContent = fill(props.texts.score, { score: outcome.score, ...props.scoreRange });
  const text = props.scoreTexts.find((s) => s.ageGroup === outcome.ageGroup && s.pointsGroup === outcome.pointsGroup);
  const box = content.querySelector('.an-mt-result__text');
  // The text was sanitised at the edge (worker/content/sanitize.ts), as everywhere rich text is shown.
  if (text && box) box.innerHTML = text.html;
  (text ? content.querySelector(`[${RESULT_NO_TEXT_ATTR}]`) : box)?.remove();
  content.querySelector('.an-mt-brochure a')?.setAttribute('href', brochureHref(props.brochureUrl, outcome.score));
  root.replaceChildren(content);
  outcomeShown(root);
  return true;
}

function showIncomplete(root: Element, props: MemoryTestResultProps): void {
  const step = firstIncompleteStep(props.shape, readProgress(props.kind)) ?? 1;
  // Rare (no complete answers in this browser), so the addresses load only now: the route table
  // does not fit the memory test's JavaScript budget. Without them the notice shows no link.
  import('../../shared/forms/memory-test-paths')
    .then(({ stepPath }) => stepPath(props.kind, step), () => null)
    .then((href) => {
      const content = view(root, 'incomplete');
      if (!content) return;
      const link = content.querySelector('a');
      if (href && link) link.setAttribute('href', href);
      else link?.parentElement?.remove();
      root.replaceChildren(content);
    });
}

export default function memoryTestResult(el: HTMLElement, props: MemoryTestResultProps): void {
  const root = el.querySelector('.an-mt-result');
  if (!root) return;
  if (props.outcome) outcomeShown(root);
  else if (!showOutcome(root, props)) showIncomplete(root, props);
  if (takeArrival(props.kind)) document.getElementById(props.headingId)?.focus();
}
