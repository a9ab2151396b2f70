
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
  /** The close button's accessible name, 'Sluit: {title}'. */
  closeLabel: string;
}

/** The closed state in localStorage (spec section 2): which slide-in, and until when. */
export const STORAGE_ID_KEY = 'slideInId';
export const STORAGE_DATE_KEY = 'lastDateObjectClosed';
/** A closed slide-in stays away this long (the spec names no period). */
export const CLOSED_DAYS = 30;

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
