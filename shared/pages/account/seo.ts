import { nl } from '../../texts/nl';
import type { Seo } from '../screen';

/**
 * The head of an account screen: never indexed (nothing there for a search
 * engine), 'Fout: ' before the title when the form has errors; the page's
 * own introduction as description where it has one, else the community's.
 */
export function accountSeo(title: string, withErrors = false, canonical: string | null = null, description: string = nl.account.description): Seo {
  return { title, description, robots: 'noindex, nofollow', canonical, titlePrefix: withErrors ? nl.account.errorPrefix : undefined };
}
