/**
 * The feedback after an answer (spec section 3): fully correct, partially
 * correct or wrong, the points, the visitor's answer, the right answer and the
 * explanation, and the way on. Rendered by the worker after a post without
 * JavaScript; on the question page it waits hidden for the island to fill in
 * the verdict, the points and the answer.
 */
import type { TrainingQuestion } from '../../contract/training-values';
import type { Scored } from '../../training/score';
import { fill } from '../../texts/fill';
import { t } from './common';

export const FEEDBACK_ID = 'training-uitleg';

function RightAnswer({ q }: { q: TrainingQuestion }) {
  if (q.kind === 'single') return <p>{q.options.find((o) => o.id === q.correct)?.label}</p>;
  if (q.kind === 'multiple')
    return (
      <ul>
        {q.options.filter((o) => q.correct.includes(o.id)).map((o) => (
          <li key={o.id}>{o.label}</li>
        ))}
      </ul>
    );
  if (q.kind === 'order')
    return (
      <ol>
        {q.items.map((i) => (
          <li key={i.id}>{i.label}</li>
        ))}
      </ol>
    );
  return (
    <ul>
      {q.pairs.map((p) => (
        <li key={p.id}>
          {p.left}: <strong>{p.right}</strong>
        </li>
      ))}
    </ul>
  );
}

export interface FeedbackProps {
  q: TrainingQuestion;
  /** Known on the server (after a post, or from the progress cookie); null: the island fills it in. */
  scored: Scored | null;
  yourAnswer: string | null;
  next: { href: string; label: string };
  focus: boolean;
}

export function Feedback({ q, scored, yourAnswer, next, focus }: FeedbackProps) {
  const verdict = scored ? t.feedback[scored.outcome] : '';
  return (
    <section
      className={'an-tr-feedback' + (scored ? ` an-tr-feedback--${scored.outcome}` : '')}
      id={FEEDBACK_ID}
      aria-labelledby={`${FEEDBACK_ID}-titel`}
      tabIndex={-1}
      hidden={!scored}
      autoFocus={focus}
    >
      <h2 className="an-tr-feedback__verdict" id={`${FEEDBACK_ID}-titel`} data-verdict="">
        {verdict}
      </h2>
      <p data-points="">{scored ? fill(t.feedback.points, { punten: scored.earned, max: scored.max }) : ''}</p>
      <p>
        <strong>{t.feedback.yourAnswer}:</strong> <span data-your-answer="">{yourAnswer ?? ''}</span>
      </p>
      <h3>{t.feedback.rightAnswer}</h3>
      <RightAnswer q={q} />
      <p>{q.explanation}</p>
      <p>
        <a className="an-button" href={next.href}>
          {next.label}
        </a>
      </p>
    </section>
  );
}
