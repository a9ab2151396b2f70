import type { Context } from 'hono';
import type { Breadcrumb } from '../../shared/contract/navigation';
import type { LayoutData } from '../../shared/ui/Layout';
import type { AppEnv } from '../env';

/**
 * Menus for the layout. Used by error pages too, so a failing menu call gives
 * an empty menu, never a second error.
 */
export async function loadLayout(c: Context<AppEnv>, breadcrumbs: Breadcrumb = []): Promise<LayoutData> {
  const content = c.get('content');
  const [mainMenu, footerMenu] = await Promise.all([
    content.mainMenu().catch((error: unknown) => (console.error('main menu failed', error), [])),
    content.footerMenu().catch((error: unknown) => (console.error('footer menu failed', error), [])),
  ]);
  return { mainMenu, footerMenu, breadcrumbs, currentPath: new URL(c.req.url).pathname };
}

export function siteTitle(title: string): string {
  return `${title} | Dementiezorg Nederland`;
}

export function canonicalFor(c: Context<AppEnv>, path: string): string {
  const base = (c.env.SITE_URL || new URL(c.req.url).origin).replace(/\/+$/, '');
  return base + path;
}
