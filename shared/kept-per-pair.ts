/**
 * Values kept per pair of objects and a variant string, weakly by the
 * objects: what is made of a held CMS answer goes when the answer goes. Used
 * for markup reused across renders (worker/render/parts.tsx: by render
 * function, source and variant) and for what a loader makes of held answers
 * (shared/loaded-once.ts). `make` runs once per key, and a value it makes is
 * kept whatever it is (null included).
 */
export function keptPerPair<V>(): (first: object, second: object, variant: string, make: () => V) => V {
  const byFirst = new WeakMap<object, WeakMap<object, Map<string, V>>>();
  return (first, second, variant, make) => {
    let bySecond = byFirst.get(first);
    if (!bySecond) byFirst.set(first, (bySecond = new WeakMap()));
    let variants = bySecond.get(second);
    if (!variants) bySecond.set(second, (variants = new Map()));
    if (!variants.has(variant)) variants.set(variant, make());
    return variants.get(variant) as V;
  };
}
