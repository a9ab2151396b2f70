import { describe, expect, it } from 'vitest';
import { itemWidth, NAV_BREAKPOINTS, navFit, navRoom } from './nav-fit';

const DEMO = ['Over dementie', 'Herkennen en diagnose', 'Leven met dementie', 'Onze ondersteuning', "Regio's", 'Nieuws', 'Geheugentest', 'Steun ons'];

describe('nav-fit', () => {
  it('shows items in menu order, more as the screen widens, never more than fit', () => {
    const fit = navFit(DEMO);
    for (const bp of NAV_BREAKPOINTS) {
      const shown = DEMO.filter((_, i) => fit.from[i] !== null && fit.from[i]! <= bp);
      expect(shown).toEqual(DEMO.slice(0, shown.length));
      expect(shown.reduce((sum, title) => sum + itemWidth(title), 0)).toBeLessThanOrEqual(navRoom(bp));
    }
    expect(fit.from[0]).toBe(1024);
    expect(fit.from.at(-1)).toBeNull();
    expect(fit.complete).toEqual([]);
  });

  it('a short menu fits whole, so the Menu disclosure is not needed on desktop', () => {
    const fit = navFit(['Dementie', 'Hulp', 'Nieuws', 'Regio’s']);
    expect(fit.from).toEqual([1024, 1024, 1024, 1024]);
    expect(fit.complete).toEqual([...NAV_BREAKPOINTS]);
  });
});
