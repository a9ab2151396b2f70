import * as v from 'valibot';
import { nl } from '../../texts/nl';
import { NewsCard } from '../../ui/NewsCard';
import { SiteLink } from '../../ui/SiteLink';
import { LinkF, Text } from '../fields';
import { loadedOnce } from '../../loaded-once';
import type { BlockModule } from '../types';
import { combineHomeNews, newsInDateOrder, type NewsCardItem } from './combine';
import { hy } from '../../format/hyphenate';

const schema = v.pipe(
  v.object({
    field_title: Text,
    field_link: LinkF,
    field_category: v.optional(v.nullable(v.object({ id: v.number() })), null),
    field_columns: v.optional(v.unknown()),
  }),
  v.transform((raw) => ({
    title: raw.field_title,
    link: raw.field_link,
    categoryId: raw.field_category?.id ?? null,
    columns: Number(raw.field_columns) === 4 ? (4 as const) : (3 as const),
    home: false,
    /** Filled in by the load step. */
    items: [] as NewsCardItem[],
  })),
);
type Props = v.InferOutput<typeof schema>;

/** The latest news as cards in 3 (or 4) columns, with a link to all news. */
function NewsBlock({ title, link, columns, home, items }: Props) {
  if (items.length === 0) return null;
  return (
    <section className={home ? 'an-block an-news-block an-news-block--home' : 'an-block an-news-block'}>
      {title ? <h2 className="an-block__title">{hy(title)}</h2> : null}
      <ul className={`an-grid an-grid--${columns}`}>
        {items.map((item) => (
          <NewsCard
            key={item.url}
            title={item.title}
            url={item.url}
            date={item.date}
            image={item.image}
            label={item.regional ? nl.news.regional : null}
            className={item.mobile ? undefined : 'an-news-card--desktop'}
          />
        ))}
      </ul>
      {link && link.title ? (
        <p className="an-news-block__all">
          <SiteLink href={link.url} className="an-button an-button--secondary">
            {link.title}
          </SiteLink>
        </p>
      ) : null}
    </section>
  );
}

export const newsBlock: BlockModule<Props> = {
  schema,
  Component: NewsBlock,
  async load(props, { source }) {
    // Paths come from the search index: only safe ones become links.
    // Items with an unsafe path were left out where the answer was parsed (LatestNewsSchema).
    const latest = await source.latestNews(props.categoryId);
    const home = source.path === '/';
    // Held news and held props give the same frozen props on every render (their markup is reused).
    return loadedOnce(latest, props, `news block ${home}`, () => {
      const items = home ? combineHomeNews(latest) : newsInDateOrder(latest);
      return items.length > 0 ? { ...props, home, items } : null;
    });
  },
};
