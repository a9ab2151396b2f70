import { nl } from '../../texts/nl';

interface Props {
  id: string;
  title: string;
  step: number;
  total: number;
  /** Without JavaScript, focus lands on the heading of the step that follows a sent one. */
  autoFocus?: boolean;
}

/** The heading of a step: 'Stap 2 van 3' as its caption, and a visual progress bar. */
export function StepHeading({ id, title, step, total, autoFocus }: Props) {
  return (
    <div className="an-mt-step__head">
      <h1 className="an-mt-step__title" id={id} tabIndex={-1} autoFocus={autoFocus}>
        <span className="an-mt-step__progress">{nl.memoryTest.step.progress(step, total)}</span> <span>{title}</span>
      </h1>
      <progress className="an-mt-progress" value={step} max={total} aria-hidden="true" />
    </div>
  );
}
