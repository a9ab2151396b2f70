import type { ReactElement } from 'react';
import { nl } from '../texts/nl';

type Mark = keyof typeof nl.pageChrome.marks;

/**
 * Quality marks (spec section 2: CBF, ANBI, privacy guarantee, website of the
 * year) as simple badges drawn for this site: a name and what it means, never
 * another organisation's trademark.
 */
const SHAPES: Record<Mark, ReactElement> = {
  cbf: <path d="M16 3l11 4v8c0 7-5 12-11 14C10 27 5 22 5 15V7z" />,
  anbi: <circle cx="16" cy="16" r="12" />,
  privacy: <path d="M9 14v-3a7 7 0 0 1 14 0v3h2v14H7V14zm4 0h6v-3a3 3 0 0 0-6 0z" fillRule="evenodd" />,
  award: <path d="M16 3l3.6 7.4 8.1 1.2-5.9 5.7 1.4 8.1L16 21.6l-7.2 3.8 1.4-8.1-5.9-5.7 8.1-1.2z" />,
};

export function QualityMarks() {
  const t = nl.pageChrome;
  return (
    <section className="an-marks" aria-labelledby="footer-keurmerken">
      <h2 className="an-footer__heading" id="footer-keurmerken">
        {t.marksTitle}
      </h2>
      <ul className="an-marks__list">
        {(Object.keys(SHAPES) as Mark[]).map((mark) => (
          <li key={mark} className="an-marks__item">
            <svg className="an-marks__badge" width="40" height="40" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <g fill="currentColor">{SHAPES[mark]}</g>
              {mark === 'privacy' ? null : <path d="M11 16l3.5 3.5L21 13" fill="none" stroke="var(--an-purple-dark)" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />}
            </svg>
            <span className="an-marks__text">
              <strong>{t.marks[mark].title}</strong>
              <span>{t.marks[mark].detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
