import * as v from 'valibot';
import { NewsFieldsSchema, type Node } from '../contract';
import type { PageView } from './page-view';
import { newsHref, regionNewsHref } from '../model/news';
import { nl } from '../texts/nl';
import { NewsHeader } from '../ui/headers/NewsHeader';
import { SiteLink } from '../ui/SiteLink';
import { EditorialPage, headerImage } from './EditorialPage';
import type { PageEnv, PageKindLoad, PageKindModule } from './types';

export interface NewsArticleData {
  /** Publication date (ISO): field_publication_date, else the node's creation. */
  published: string;
  category: string | null;
  /** A regional article's region (its parent page), named and linked. */
  region: { label: string; url: string } | null;
}

/** The article's own facts; fields the CMS sends in another shape are read as empty, never a failed page. */
export function newsFacts(node: Node, page: PageView, regional: boolean): NewsArticleData {
  const parsed = v.safeParse(NewsFieldsSchema, node);
  const fields = parsed.success ? parsed.output : { field_news_category: [], field_publication_date: null, field_hide: false };
  return {
    published: fields.field_publication_date || node.created,
    category: fields.field_news_category.find((term) => term.label)?.label ?? null,
    region: regional && page.parent ? { label: page.parent.label, url: page.parent.url } : null,
  };
}

function NewsArticle({ page, env, data }: { page: PageView; env: PageEnv; data: NewsArticleData }) {
  const t = nl.news;
  const header = <NewsHeader title={page.title} published={data.published} intro={page.intro} image={headerImage(page)} category={data.category} region={data.region} />;
  const more = data.region ? regionNewsHref(data.region.url) : newsHref();
  const after = (
    <p className="an-page__links">
      {data.region ? (
        <SiteLink href={data.region.url} currentPath={page.url} className="an-button an-button--secondary">
          {t.toRegion(data.region.label)}
        </SiteLink>
      ) : null}
      {more ? (
        <SiteLink href={more} currentPath={page.url} className="an-button an-button--secondary">
          {data.region ? t.moreRegionNews(data.region.label) : t.moreNews}
        </SiteLink>
      ) : null}
    </p>
  );
  return <EditorialPage kind="news" page={page} env={env} header={header} share after={after} />;
}

function articleKind(regional: boolean): PageKindModule<NewsArticleData> {
  return {
    Component: NewsArticle,
    ogType: 'article',
    load({ node, page }): Promise<PageKindLoad<NewsArticleData>> {
      const data = newsFacts(node, page, regional);
      return Promise.resolve({ data, article: { datePublished: data.published, section: data.category } });
    },
  };
}

/** A national news article: the news header with its date and category, sharing, the blocks. */
export const newsArticle = articleKind(false);

/** A regional news article: as a national one, and it names and links its region. */
export const regionNewsArticle = articleKind(true);
