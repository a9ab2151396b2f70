import type { Context } from 'hono';
import type { Breadcrumb } from '../../shared/contract/navigation';
import { slideInsForPath } from '../../shared/slide-in-select';
import type { LayoutData } from '../../shared/ui/Layout';
import type { AppEnv } from '../env';

/**
 * Menus and slide-ins for the layout. Used by error pages too, so a failing
 * call gives an empty menu (or no slide-in), never a second error.
 */
export async function loadLayout(c: Context<AppEnv>, breadcrumbs: Breadcrumb = []): Promise<LayoutData> {
  const content = c.get('content');
  const currentPath = new URL(c.req.url).pathname;
  const [mainMenu, footerMenu, slideIns] = await Promise.all([
    content.mainMenu().catch((error: unknown) => (console.error('main menu failed', error), [])),
    content.footerMenu().catch((error: unknown) => (console.error('footer menu failed', error), [])),
    content.slideIns().catch((error: unknown) => (console.error('slide-ins failed', error), [])),
  ]);
  return {
    mainMenu,
    footerMenu,
    breadcrumbs,
    currentPath,
    debug: c.get('debug'),
    slideIns: slideInsForPath(slideIns, currentPath),
  };
}

export function siteTitle(title: string): string {
  return `${title} | Dementiezorg Nederland`;
}

export function siteBase(c: Context<AppEnv>): string {
  return (c.env.SITE_URL || new URL(c.req.url).origin).replace(/\/+$/, '');
}

export function canonicalFor(c: Context<AppEnv>, path: string): string {
  return siteBase(c) + path;
}
