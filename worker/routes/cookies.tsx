import type { Context } from 'hono';
import { loadBlocks } from '../../shared/blocks/load';
import { consentCookie, type Consent } from '../../shared/consent';
import { COOKIE_SETTINGS_FIELDS, CookieSettingsSchema } from '../../shared/forms/cookie-settings';
import { toPageView } from '../../shared/model/page';
import { CookiesPage } from '../../shared/pages/cookies';
import { nl } from '../../shared/texts/nl';
import { blockSource } from '../content/block-source';
import type { AppEnv } from '../env';
import { formHandler, type FormDefinition } from '../forms';
import type { PageRender } from '../render/render';
import { canonicalFor, loadLayout, siteTitle } from './layout';

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
 * The settings form without JavaScript, through the form pipeline: stores the
 * choice in the consent cookie (1000 days) and redirects back
 * (post/redirect/get). Only this site's own pages can post it, so no other
 * site can give consent on the visitor's behalf; a refused post gets the
 * Dutch error page and sets nothing.
 */
const cookieSettings: FormDefinition<typeof CookieSettingsSchema> = {
  name: 'cookie-settings',
  // Two radio groups and the anti-forgery field.
  maxBytes: 4 * 1024,
  schema: CookieSettingsSchema,
  fields: COOKIE_SETTINGS_FIELDS,
  success: (value, { url }) => {
    const consent: Consent = { necessary: true, statistics: value.statistics === '1', marketing: value.marketing === '1' };
    return { redirect: `${PATH}?opgeslagen=ja`, headers: { 'set-cookie': consentCookie(consent, url.protocol === 'https:') } };
  },
};

export const saveCookieSettings = formHandler(cookieSettings);
