/**
 * A training's progress in the browser: local storage, so a closed tab
 * resumes where it was (issue 40: progress without an account). Written
 * without ?. and ?? for the plain islands' old-phone build; nothing here sends
 * anything anywhere.
 */
import { trainingStorageKey } from './progress';

export { localStore } from '../web-storage';

/** The stored progress as raw JSON (clean it with cleanTrainingProgress or validAnswer before use). */
export function readStored(store: Storage, slug: string): { answers: Record<string, unknown> } {
  try {
    const value = JSON.parse(store.getItem(trainingStorageKey(slug)) || '{}') as { answers?: unknown };
    return { answers: value && typeof value.answers === 'object' && value.answers !== null ? (value.answers as Record<string, unknown>) : {} };
  } catch (_e) {
    return { answers: {} };
  }
}

export function writeStored(store: Storage, slug: string, value: { answers: Record<string, unknown> }): void {
  try {
    store.setItem(trainingStorageKey(slug), JSON.stringify(value));
  } catch (_e) {
    // A full storage only costs resuming later.
  }
}
