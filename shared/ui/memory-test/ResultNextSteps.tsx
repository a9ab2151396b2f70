import type { MemoryTestKind } from '../../contract/memory-test-values';
import { RESTART_PARAM } from '../../forms/memory-test';
import { stepPath } from '../../forms/memory-test-paths';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { SearchForm } from '../SearchForm/SearchForm';

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
        <SearchForm action={href('regions')} id="geheugentest-regio" formLabel={t.regionTitle} label={t.regionLabel} buttonText={t.regionButton} autoComplete="address-level2" />
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
