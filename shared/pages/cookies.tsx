import { Blocks } from '../blocks/Blocks';
import { Island } from '../islands/Island';
import { href } from '../routes';
import { toPageView, type PageView } from './page-view';
import { nl } from '../texts/nl';
import { RichText } from '../ui/RichText';
import type { ScreenModule } from './screen';
import { prepareBlocks } from './screen-blocks';

export interface CookiesPageProps {
  /** The cookie statement from the CMS (page /cookies); null when the CMS has none. */
  statement: PageView | null;
  /** Back from the no-JavaScript save (?opgeslagen=ja). */
  saved: boolean;
}

/** The cookie declaration: every cookie the site or its embeds may set. */
function Declaration() {
  const t = nl.cookies;
  return (
    <section className="an-cookie-declaration" aria-labelledby="cookieverklaring">
      <h2 id="cookieverklaring">{t.declarationTitle}</h2>
      <div className="table an-cookie-declaration__table" tabIndex={0}>
        <table>
          <caption className="an-visually-hidden">{t.declarationCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.name}</th>
              <th scope="col">{t.columns.provider}</th>
              <th scope="col">{t.columns.purpose}</th>
              <th scope="col">{t.columns.duration}</th>
              <th scope="col">{t.columns.category}</th>
            </tr>
          </thead>
          <tbody>
            {t.declaration.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td data-label={t.columns.provider}>{row.provider}</td>
                <td data-label={t.columns.purpose}>{row.purpose}</td>
                <td data-label={t.columns.duration}>{row.duration}</td>
                <td data-label={t.columns.category}>{t.categoryNames[row.category]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /cookies: the statement (CMS), the settings (island, also a plain form), the declaration. */
export function CookiesPage({ statement, saved }: CookiesPageProps) {
  const t = nl.cookies;
  return (
    <article className="an-page">
      <div className="an-container an-container--text">
        <header className="an-page-intro">
          <h1 className="an-page-intro__title">{statement?.title || t.title}</h1>
          {statement?.intro ? <RichText html={statement.intro} className="an-page-intro__text" /> : <p className="an-page-intro__text">{t.intro}</p>}
        </header>
        {statement ? <Blocks blocks={statement.blocks} /> : null}
        <section className="an-block an-richtext" aria-labelledby="cookie-instellingen">
          <h2 id="cookie-instellingen">{t.settingsTitle}</h2>
          <p>{t.settingsIntro}</p>
          <Island name="cookie-settings" wake="load" props={{ saved }} />
        </section>
        <div className="an-richtext">
          <Declaration />
        </div>
      </div>
    </article>
  );
}

const PATH = href('cookies');

/**
 * /cookies: the cookie statement is the CMS page at /cookies (its title is the
 * page title), followed by the settings and the declaration. The HTML never
 * depends on the visitor's cookie (pages are cached by URL): the settings
 * island reads the stored choice in the browser.
 */
export const cookiesScreen: ScreenModule<CookiesPageProps> = {
  async load(ctx) {
    const node = await ctx.content.page(PATH);
    const statement = node ? toPageView(node, [], await prepareBlocks(node.field_page_content, ctx, PATH)) : null;
    const title = statement?.title || nl.cookies.title;
    return {
      data: { statement, saved: ctx.url.searchParams.get('opgeslagen') === 'ja' },
      seo: { title, description: statement?.metaDescription ?? null, canonical: PATH, robots: 'index, follow' },
      chrome: { breadcrumbs: [{ title: nl.site.homeLabel, url: href('home') }, { title, url: PATH }] },
    };
  },
  View: ({ data }) => <CookiesPage {...data} />,
};
