import type { MemoryTestKind } from '../../contract/memory-test-values';
import { RESTART_PARAM, stepPath } from '../../forms/memory-test';
import { nl } from '../../texts/nl';

const t = nl.memoryTest.result;

/**
 * What every result points to, whatever the score: the family doctor, the
 * national helpline, and help in the visitor's own region (a place search).
 */
export function ResultNextSteps({ kind }: { kind: MemoryTestKind }) {
  const other: MemoryTestKind = kind === 'forMyself' ? 'forOthers' : 'forMyself';
  return (
    <section className="an-mt-next" aria-labelledby="geheugentest-verder">
      <h2 id="geheugentest-verder">{t.nextStepsTitle}</h2>
      <div className="an-mt-next__item">
        <h3>{t.doctorTitle}</h3>
        <p>{t.doctorText}</p>
      </div>
      <div className="an-mt-next__item">
        <h3>{t.helplineTitle}</h3>
        <p>{t.helplineText}</p>
        <p>
          <a className="an-mt-next__phone" href={t.helplineHref}>
            {t.helplineNumber}
          </a>
        </p>
      </div>
      <div className="an-mt-next__item">
        <h3>{t.regionTitle}</h3>
        <p>{t.regionText}</p>
        <form className="an-searchbar" method="get" action="/regios" role="search" aria-label={t.regionTitle}>
          <label className="an-searchbar__label" htmlFor="geheugentest-regio">
            {t.regionLabel}
          </label>
          <div className="an-searchbar__row">
            <input className="an-input" id="geheugentest-regio" name="zoekterm" type="search" autoComplete="address-level2" />
            <button className="an-button" type="submit">
              {t.regionButton}
            </button>
          </div>
        </form>
      </div>
      <ul className="an-linklist an-mt-next__links">
        <li>
          <a href={`${stepPath(kind, 1)}?${RESTART_PARAM}=1`}>{t.retake}</a>
        </li>
        <li>
          <a href={stepPath(other, 1)}>{t.otherTest[kind]}</a>
        </li>
      </ul>
    </section>
  );
}
