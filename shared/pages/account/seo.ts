import { nl } from '../../texts/nl';
import type { Seo } from '../screen';

/**
 * The head of an account screen: never indexed (nothing there for a search
 * engine), 'Fout: ' before the title when the form has errors.
 */
export function accountSeo(title: string, withErrors = false, canonical: string | null = null): Seo {
  return { title, robots: 'noindex, nofollow', canonical, titlePrefix: withErrors ? nl.account.errorPrefix : undefined };
}
