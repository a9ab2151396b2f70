import { deepFreeze } from './deep-freeze';
import { keptPerPair } from './kept-per-pair';

/** A frozen second input for a loader that has only one. */
export const NO_SECOND_INPUT: object = Object.freeze({});

const held = keptPerPair<unknown>();

/**
 * What a loader makes of two inputs (a block's props, news cards), kept with
 * them when both are frozen (a held CMS answer, a block's parsed props, a
 * constant): later renders get the same deep-frozen object, so the markup
 * made of it may be reused (SplicedPart in shared/ui/reused-part.tsx).
 * Anything else is made afresh.
 * `variant` names what is made (every caller its own words: two callers may
 * hold the same answers) and whatever else `make` reads (the day, a path).
 */
export function loadedOnce<T>(first: object, second: object, variant: string, make: () => T): T {
  if (!Object.isFrozen(first) || !Object.isFrozen(second)) return make();
  return held(first, second, variant, () => deepFreeze(make())) as T;
}

/**
 * One frozen object standing for several held inputs together, kept while
 * all of them are (loadedOnce takes two): an object made afresh, which is not
 * frozen, when any of them is not.
 */
export function heldTogether(inputs: readonly object[]): object {
  return inputs.reduce<object>((together, next) => loadedOnce(together, next, 'together', () => ({})), NO_SECOND_INPUT);
}
