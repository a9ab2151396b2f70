/** What every carer-test screen shares: breadcrumbs, the heading id, the scoring shape, the addresses. */
import { pageEntry, type PageEntry } from '../../analytics';
import type { CarerTest } from '../../contract/carer-test';
import type { Breadcrumb } from '../../contract/navigation';
import type { CarerShape } from '../../carer-test/score';
import { href } from '../../routes';
import { nl } from '../../texts/nl';

export const t = nl.carerTest;
export const HEADING_ID = 'mantelzorgtest-titel';
export const FORM_ID = 'mantelzorgtest-vraag';
export const SUMMARY_ID = 'mantelzorgtest-fouten';
/** The field of the answer, and the 'previous question' button's action (answers kept, not checked). */
export const ANSWER_FIELD = 'antwoord';
export const ACTION_FIELD = 'actie';
export const PREVIOUS_ACTION = 'vorige';
/** `?ontbreekt=1`: sent back to an earlier question that is still open. */
export const EARLIER_PARAM = 'ontbreekt';
/** `?tips=aangemeld#tips`: the opt-in to the tips was received. */
export const TIPS_PARAM = 'tips';
export const TIPS_ANCHOR = 'tips';
/** What the progress cookie of the no-JavaScript path is signed for. */
export const CARER_PURPOSE = 'mantelzorgtest';

export const shapeOfCarerTest = (test: CarerTest): CarerShape => ({
  questions: test.questions.map((q) => q.id),
  options: test.answer_options.map((o) => ({ value: o.value, points: o.points })),
  bands: test.bands.map((b) => ({ id: b.id, min: b.min_points })),
});

export const questionPath = (n: number): string => href('carer-test-question', { question: n });

export function carerBreadcrumbs(current?: { title: string; url: string }): Breadcrumb {
  return [{ title: nl.site.homeLabel, url: href('home') }, { title: t.name, url: href('carer-test') }, ...(current ? [current] : [])];
}

/** The tracking entry (spec section 3): the test's node id, and the question's number on question pages. */
export function carerEntry(pageKind: string, test: CarerTest, question?: number): PageEntry {
  return { ...pageEntry(pageKind, 'carer_test', test.id), ...(question ? { questionId: question } : {}) };
}
