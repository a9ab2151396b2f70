import type { ContentApi } from '../content/api';
import { slideInsForPath } from '../../shared/slide-in-select';
import type { LayoutData } from '../../shared/ui/Layout';

/**
 * Menus and slide-ins for the layout of the page at `path`. Used by error
 * pages too, so a failing call gives an empty menu (or no slide-in), never a
 * second error.
 */
export async function loadLayout(content: ContentApi, path: string, debug: boolean): Promise<LayoutData> {
  const [mainMenu, footerMenu, slideIns] = await Promise.all([
    content.mainMenu().catch((error: unknown) => (console.error('main menu failed', error), [])),
    content.footerMenu().catch((error: unknown) => (console.error('footer menu failed', error), [])),
    content.slideIns().catch((error: unknown) => (console.error('slide-ins failed', error), [])),
  ]);
  return { mainMenu, footerMenu, breadcrumbs: [], currentPath: path, debug, slideIns: slideInsForPath(slideIns, path) };
}
