import { useEffect, useState } from 'react';
import type { AgeGroup, MemoryTestKind, PointsGroup } from '../contract/memory-test-values';
import { firstIncompleteStep, type TestShape } from '../forms/memory-test';
import { brochureHref, outcomeOfProgress, type MemoryTestOutcome } from '../model/memory-test';
import { fill } from '../texts/fill';
import type { Texts } from '../texts/nl';
import { RichText } from '../ui/RichText';
import { pushEvent, readProgress, takeArrival } from './memory-test-storage';

export interface MemoryTestResultProps {
  kind: MemoryTestKind;
  shape: TestShape;
  scoreRange: { min: number; max: number };
  /** Every score text of the result page; the island picks one in the browser. */
  scoreTexts: { ageGroup: AgeGroup; pointsGroup: PointsGroup; html: string }[];
  brochureUrl: string;
  headingId: string;
  /** Computed by the worker after the last no-JavaScript step; null on a plain visit. */
  outcome: MemoryTestOutcome | null;
  /** From the server, so the chunk does not carry every Dutch text of the site. */
  texts: MemoryTestResultTexts;
}

/** The result texts this island shows; `score` is a template filled in the browser. */
export type MemoryTestResultTexts = Pick<
  Texts['memoryTest']['result'],
  'score' | 'loading' | 'incomplete' | 'incompleteLink' | 'noScoreText' | 'brochureTitle' | 'brochureText' | 'brochure'
>;

type View = { kind: 'loading' } | { kind: 'incomplete'; href: string | null } | { kind: 'outcome'; outcome: MemoryTestOutcome };

function Outcome({ props, outcome }: { props: MemoryTestResultProps; outcome: MemoryTestOutcome }) {
  const t = props.texts;
  const text = props.scoreTexts.find((s) => s.ageGroup === outcome.ageGroup && s.pointsGroup === outcome.pointsGroup);
  return (
    <>
      <p className="an-mt-result__score">{fill(t.score, { score: outcome.score, ...props.scoreRange })}</p>
      {text ? <RichText html={text.html} className="an-mt-result__text" /> : <p>{t.noScoreText}</p>}
      <div className="an-mt-brochure">
        <h2 className="an-mt-brochure__title">{t.brochureTitle}</h2>
        <p>{t.brochureText}</p>
        <a
          className="an-button an-button--secondary"
          href={brochureHref(props.brochureUrl, outcome.score)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => pushEvent('Brochure gedownload')}
        >
          {t.brochure[props.kind]}
        </a>
      </div>
    </>
  );
}

/**
 * The score and its text. With JavaScript the answers come from session
 * storage and the score is computed here, in the browser; after the
 * no-JavaScript journey the worker has computed it already.
 */
export default function MemoryTestResult(props: MemoryTestResultProps) {
  const t = props.texts;
  const [view, setView] = useState<View>(props.outcome ? { kind: 'outcome', outcome: props.outcome } : { kind: 'loading' });

  useEffect(() => {
    if (!props.outcome) {
      const progress = readProgress(props.kind);
      const outcome = outcomeOfProgress(props.shape, progress);
      if (outcome) setView({ kind: 'outcome', outcome });
      else {
        const step = firstIncompleteStep(props.shape, progress) ?? 1;
        // Rare (no complete answers in this browser), so the addresses load only now: the route table
        // does not fit the memory test's JavaScript budget. Without them the notice shows no link.
        import('../forms/memory-test-paths').then(
          ({ stepPath }) => setView({ kind: 'incomplete', href: stepPath(props.kind, step) }),
          () => setView({ kind: 'incomplete', href: null }),
        );
      }
    }
    if (takeArrival(props.kind)) document.getElementById(props.headingId)?.focus();
    // Runs once, on hydration: the props are the server's snapshot.
  }, []);

  useEffect(() => {
    if (view.kind === 'outcome') pushEvent('Uitslag bekeken');
  }, [view.kind]);

  return (
    <div className="an-mt-result">
      {view.kind === 'loading' ? (
        <div className="an-mt-result__pending">
          <p className="an-mt-result__loading" role="status">
            {t.loading}
          </p>
          {/* The room of the notice that follows when no answers are stored, invisible: it takes
              this place without moving what is below (a score is taller and still moves it). */}
          <div className="an-mt-notice an-mt-result__room" aria-hidden="true">
            <p>{t.incomplete}</p>
            <p>
              <span className="an-button">{t.incompleteLink}</span>
            </p>
          </div>
        </div>
      ) : null}
      {view.kind === 'incomplete' ? (
        <div className="an-mt-notice">
          <p>{t.incomplete}</p>
          {view.href ? (
            <p>
              <a className="an-button" href={view.href}>
                {t.incompleteLink}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      {view.kind === 'outcome' ? <Outcome props={props} outcome={view.outcome} /> : null}
    </div>
  );
}
