import type { Context } from 'hono';
import { loadBlocks } from '../../shared/blocks/load';
import { consentCookie, type Consent } from '../../shared/consent';
import { toPageView } from '../../shared/pages/page-view';
import { CookiesPage } from '../../shared/pages/cookies';
import { nl } from '../../shared/texts/nl';
import { blockSource } from '../content/block-source';
import type { AppEnv } from '../env';
import type { PageRender } from '../render/render';
import { canonicalFor, loadLayout, siteTitle } from './layout';
import { formText, readForm } from './form-body';

/** The cookie settings form is two checkboxes and a button. */
const MAX_BODY_BYTES = 4 * 1024;

const PATH = '/cookies';

/**
 * /cookies: the cookie statement is the CMS page at /cookies (its title is the
 * page title), followed by the settings and the declaration. The HTML never
 * depends on the visitor's cookie (pages are cached by URL): the settings
 * island reads the stored choice in the browser.
 */
export async function cookiesScreen(c: Context<AppEnv>): Promise<PageRender> {
  const content = c.get('content');
  const report = (message: string) => console.warn(message);
  const [node, layout] = await Promise.all([content.page(PATH), loadLayout(c)]);
  let statement = node ? toPageView(node, [], { debug: c.get('debug'), report }) : null;
  if (statement) statement = { ...statement, blocks: await loadBlocks(statement.blocks, blockSource(c, PATH), { debug: c.get('debug'), report }) };
  const title = statement?.title || nl.cookies.title;
  return {
    head: {
      title: siteTitle(title),
      description: statement?.metaDescription ?? null,
      canonical: canonicalFor(c, PATH),
      robots: 'index, follow',
    },
    layout: { ...layout, breadcrumbs: [{ title: nl.site.homeLabel, url: '/' }, { title, url: PATH }] },
    body: <CookiesPage statement={statement} saved={new URL(c.req.url).searchParams.get('opgeslagen') === 'ja'} />,
  };
}

/**
 * The settings form without JavaScript: stores the choice in the consent
 * cookie (1000 days) and redirects back (post/redirect/get). Only same-origin
 * posts count, so no other site can give consent on the visitor's behalf.
 */
export async function saveCookieSettings(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  if ((origin && origin !== url.origin) || (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none')) {
    return c.text(nl.error.title, 403);
  }
  const form = await readForm(c.req.raw, MAX_BODY_BYTES);
  // A body that is not this form saves nothing: back to the settings as they were.
  if (!form) return new Response(null, { status: 303, headers: { location: PATH, 'cache-control': 'no-store' } });
  const consent: Consent = { necessary: true, statistics: formText(form, 'statistics') === '1', marketing: formText(form, 'marketing') === '1' };
  return new Response(null, {
    status: 303,
    headers: {
      location: `${PATH}?opgeslagen=ja`,
      'set-cookie': consentCookie(consent, url.protocol === 'https:'),
      'cache-control': 'no-store',
    },
  });
}
