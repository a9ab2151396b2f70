import type { ReactNode } from 'react';
import type { AgeGroup, MemoryTestKind, PointsGroup } from '../contract/memory-test-values';
import type { TestShape } from '../forms/memory-test';
import { brochureHref, type MemoryTestOutcome } from '../model/memory-test';
import { fill } from '../texts/fill';
import type { Texts } from '../texts/nl';
import { RichText } from '../ui/RichText';
import { RESULT_NO_TEXT_ATTR, RESULT_VIEW_ATTR } from './memory-test-result-views';

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

function Outcome({ props, scoreLine, text, href }: { props: MemoryTestResultProps; scoreLine: string; text: ReactNode; href: string }) {
  const t = props.texts;
  return (
    <>
      <p className="an-mt-result__score">{scoreLine}</p>
      {text}
      <div className="an-mt-brochure">
        <h2 className="an-mt-brochure__title">{t.brochureTitle}</h2>
        <p>{t.brochureText}</p>
        <a className="an-button an-button--secondary" href={href} target="_blank" rel="noopener noreferrer">
          {t.brochure[props.kind]}
        </a>
      </div>
    </>
  );
}

/** The notice that answers are missing; without an address (the invisible room), its button is no link. */
function Notice({ texts, href }: { texts: MemoryTestResultTexts; href: string | null }) {
  return (
    <div className="an-mt-notice">
      <p>{texts.incomplete}</p>
      <p>
        {href === null ? (
          <span className="an-button">{texts.incompleteLink}</span>
        ) : (
          <a className="an-button" href={href}>
            {texts.incompleteLink}
          </a>
        )}
      </p>
    </div>
  );
}

/**
 * The score and its text. After the no-JavaScript journey the worker has
 * computed the score and this renders it. Otherwise it renders a loading text
 * and, as templates, the two views the browser picks from once it has read the
 * answers in session storage: the outcome (its score line, text and brochure
 * address filled in) or the notice that answers are missing. The browser side
 * is a plain island (client/islands/memory-test-result.ts): no React there.
 */
export default function MemoryTestResult(props: MemoryTestResultProps) {
  const t = props.texts;
  if (props.outcome) {
    const { outcome } = props;
    const text = props.scoreTexts.find((s) => s.ageGroup === outcome.ageGroup && s.pointsGroup === outcome.pointsGroup);
    return (
      <div className="an-mt-result">
        <Outcome
          props={props}
          scoreLine={fill(t.score, { score: outcome.score, ...props.scoreRange })}
          text={text ? <RichText html={text.html} className="an-mt-result__text" /> : <p>{t.noScoreText}</p>}
          href={brochureHref(props.brochureUrl, outcome.score)}
        />
      </div>
    );
  }
  return (
    <div className="an-mt-result">
      <div className="an-mt-result__pending">
        <p className="an-mt-result__loading" role="status">
          {t.loading}
        </p>
        {/* The room of the notice that follows when no answers are stored, invisible: it takes
            this place without moving what is below (a score is taller and still moves it). */}
        <div className="an-mt-result__room" aria-hidden="true">
          <Notice texts={t} href={null} />
        </div>
      </div>
      <template {...{ [RESULT_VIEW_ATTR]: 'outcome' }}>
        <Outcome
          props={props}
          scoreLine=""
          text={
            <>
              <div className="an-richtext an-mt-result__text" />
              <p {...{ [RESULT_NO_TEXT_ATTR]: '' }}>{t.noScoreText}</p>
            </>
          }
          href={props.brochureUrl}
        />
      </template>
      <template {...{ [RESULT_VIEW_ATTR]: 'incomplete' }}>
        <Notice texts={t} href="" />
      </template>
    </div>
  );
}
