/**
 * A training's progress in the browser: local storage, so a closed tab
 * resumes where it was (issue 40: progress without an account). Written
 * without ?. and ?? for the plain islands' old-phone build; nothing here sends
 * anything anywhere.
 */
import { trainingStorageKey } from './progress';

export function localStore(): Storage | null {
  try {
    const s = window.localStorage;
    s.setItem('__an_probe__', '1');
    s.removeItem('__an_probe__');
    return s;
  } catch (_e) {
    return null;
  }
}

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
