import type { SlideIn } from './contract/chrome';
import { pathMatches } from './path-patterns';
import type { SlideInView } from './slide-in';
import { nl } from './texts/nl';

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
      closeLabel: nl.slideIn.closeLabel(s.title),
    }));
}
