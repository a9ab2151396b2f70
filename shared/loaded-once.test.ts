import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze';
import { heldTogether, loadedOnce } from './loaded-once';

describe('loadedOnce', () => {
  it('keeps what is made of two frozen inputs, deep-frozen, per variant', () => {
    const news = deepFreeze([{ title: 'Nieuws' }]);
    const props = deepFreeze({ title: 'Laatste nieuws' });
    let made = 0;
    const make = () => ({ ...props, items: [...news], n: ++made });
    const first = loadedOnce(news, props, 'true', make);
    expect(loadedOnce(news, props, 'true', make)).toBe(first);
    expect(Object.isFrozen(first.items)).toBe(true);
    expect(loadedOnce(news, props, 'false', make)).not.toBe(first);
    expect(made).toBe(2);
  });

  it('makes afresh when an input is not frozen (a fresh upstream read, a preview)', () => {
    const props = deepFreeze({ title: 'x' });
    const fresh = [{ title: 'Nieuws' }];
    const make = () => ({ items: fresh });
    expect(loadedOnce(fresh, props, '', make)).not.toBe(loadedOnce(fresh, props, '', make));
    expect(Object.isFrozen(loadedOnce(fresh, props, '', make))).toBe(false);
  });

  it('stands for several held inputs with one frozen object, and for none when one is fresh', () => {
    const [a, b, c] = [deepFreeze([1]), deepFreeze([2]), deepFreeze([3])];
    const together = heldTogether([a, b, c]);
    expect(Object.isFrozen(together)).toBe(true);
    expect(heldTogether([a, b, c])).toBe(together);
    expect(heldTogether([a, b, deepFreeze([3])])).not.toBe(together);
    expect(heldTogether([b, a, c])).not.toBe(together);
    expect(Object.isFrozen(heldTogether([a, [2], c]))).toBe(false);
  });
});
