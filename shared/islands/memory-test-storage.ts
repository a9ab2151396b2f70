/**
 * Browser-side memory of the memory test: progress per kind in session
 * storage (a reload or the back button loses nothing, closing the tab forgets
 * everything), one-shot hints for the next page, and analytics events. Nothing
 * here sends answers anywhere.
 */
import type { MemoryTestKind } from '../contract/memory-test-values';
import { emptyProgress, progressFrom, type Progress } from '../forms/memory-test';

const progressKey = (kind: MemoryTestKind) => `an-geheugentest-${kind}`;
const arrivalKey = (kind: MemoryTestKind) => `an-geheugentest-${kind}-arrival`;

function storage(): Storage | null {
  try {
    const s = window.sessionStorage;
    const probe = '__an_probe__';
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    // Private modes and blocked storage: the island then lets the form post to the worker.
    return null;
  }
}

export const storageAvailable = (): boolean => storage() !== null;

export function readProgress(kind: MemoryTestKind): Progress {
  const raw = storage()?.getItem(progressKey(kind));
  if (!raw) return emptyProgress();
  try {
    return progressFrom(JSON.parse(raw));
  } catch {
    return emptyProgress();
  }
}

export function writeProgress(kind: MemoryTestKind, progress: Progress): void {
  try {
    storage()?.setItem(progressKey(kind), JSON.stringify(progress));
  } catch {
    // A full storage only costs the reload convenience.
  }
}

export function clearProgress(kind: MemoryTestKind): void {
  storage()?.removeItem(progressKey(kind));
}

/** What the next page should do on arrival: focus its heading, or show what is still missing. */
export type Arrival = 'heading' | 'missing';

export function setArrival(kind: MemoryTestKind, arrival: Arrival): void {
  try {
    storage()?.setItem(arrivalKey(kind), arrival);
  } catch {
    // Only focus placement is lost.
  }
}

export function takeArrival(kind: MemoryTestKind): Arrival | null {
  const s = storage();
  const value = s?.getItem(arrivalKey(kind)) ?? null;
  s?.removeItem(arrivalKey(kind));
  return value === 'heading' || value === 'missing' ? value : null;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * The spec's generic analytics event (`event.alzheimer` with category, action,
 * label). Only the page path as label: never answers, score or age.
 */
export function pushEvent(action: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'event.alzheimer', category: 'Geheugentest', action, label: window.location.pathname });
}
