/** An answer as one line of plain text ('Jouw antwoord'), the same in the worker's page and the island. */
import type { TrainingQuestion } from '../contract/training-values';
import type { Answer } from './score';

export function answerText(q: TrainingQuestion, answer: Answer): string {
  const ids = Array.isArray(answer) ? answer : [answer];
  if (q.kind === 'single' || q.kind === 'multiple') return ids.map((id) => (q.options.find((o) => o.id === id) || { label: id }).label).join('; ');
  if (q.kind === 'order') return ids.map((id, i) => i + 1 + '. ' + (q.items.find((o) => o.id === id) || { label: id }).label).join(' ');
  return q.pairs.map((p, i) => p.left + ': ' + (q.pairs.find((x) => x.id === ids[i]) || { right: '' }).right).join('; ');
}
