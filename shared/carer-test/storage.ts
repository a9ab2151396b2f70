/**
 * The carer test's answers in the browser: session storage, as the memory
 * test keeps its own (closing the tab forgets them). Written without ?. and ??
 * for the plain islands' old-phone build. Nothing here sends anything.
 */
import { CARER_STORAGE_KEY, cleanCarerAnswers, type CarerAnswers, type CarerShape } from './score';

export { sessionStore } from '../web-storage';

export function readCarerAnswers(store: Storage, shape: CarerShape): CarerAnswers {
  try {
    return cleanCarerAnswers(shape, JSON.parse(store.getItem(CARER_STORAGE_KEY) || '{}'));
  } catch (_e) {
    return {};
  }
}

export function writeCarerAnswers(store: Storage, answers: CarerAnswers): void {
  try {
    store.setItem(CARER_STORAGE_KEY, JSON.stringify(answers));
  } catch (_e) {
    // A full storage only costs the way back.
  }
}

/** A one-shot hint for the next page: focus its heading on arrival. */
export const ARRIVAL_KEY = 'an-mantelzorgtest-aankomst';
