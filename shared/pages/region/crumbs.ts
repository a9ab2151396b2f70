import type { Breadcrumb } from '../../contract/navigation';
import { href } from '../../routes';
import { nl } from '../../texts/nl';

/**
 * The trail of a region's own list (its locations, its activities, its
 * vacancies): home, the region's page, the list. One shape for all of them,
 * so a visitor always finds the way back to the region the same way.
 */
export function regionListCrumbs(region: { Title: string; Data: { Path: string } }, list: { title: string; url: string }): Breadcrumb {
  return [{ title: nl.site.homeLabel, url: href('home') }, { title: region.Title, url: region.Data.Path }, list];
}
