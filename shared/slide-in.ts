import type { SlideIn } from './contract/chrome';
import { pathMatches } from './path-patterns';

/** A slide-in as the island needs it. */
export interface SlideInView {
  id: string;
  title: string;
  compactTitle: string | null;
  text: string;
  compactText: string | null;
  /** Seconds after the page loads before it slides in. */
  seconds: number;
  image: { url: string; alt: string } | null;
  button: { title: string; url: string; external: boolean } | null;
}

/** The closed state in localStorage (spec section 2): which slide-in, and until when. */
export const STORAGE_ID_KEY = 'slideInId';
export const STORAGE_DATE_KEY = 'lastDateObjectClosed';
/** A closed slide-in stays away this long (the spec names no period). */
export const CLOSED_DAYS = 30;

/** Active slide-ins for a path: status true only, by weight, whose pages match (spec section 5). */
export function slideInsForPath(list: readonly SlideIn[], path: string): SlideInView[] {
  return list
    .filter((s) => s.status)
    .sort((a, b) => a.weight - b.weight)
    .filter((s) => pathMatches(s.pages, path))
    .map((s) => ({
      id: String(s.id),
      title: s.title,
      compactTitle: s.compactTitle,
      text: s.text,
      compactText: s.compactText,
      seconds: Math.max(0, s.seconds ?? 0),
      image: s.image ? { url: s.image.url, alt: s.image.alt } : null,
      button: s.button,
    }));
}

export interface ClosedState {
  slideInId: string | null;
  lastDateObjectClosed: string | null;
}

/** The first candidate that was not closed with a date still in the future. */
export function firstToShow(candidates: readonly SlideInView[], closed: ClosedState, now: Date): SlideInView | null {
  const until = closed.lastDateObjectClosed ? Date.parse(closed.lastDateObjectClosed) : NaN;
  const stillClosed = (id: string) => closed.slideInId === id && Number.isFinite(until) && until > now.getTime();
  return candidates.find((c) => !stillClosed(c.id)) ?? null;
}

/** The state to store when a visitor closes a slide-in. */
export function closedState(id: string, now: Date): { slideInId: string; lastDateObjectClosed: string } {
  return { slideInId: id, lastDateObjectClosed: new Date(now.getTime() + CLOSED_DAYS * 86_400_000).toISOString() };
}
