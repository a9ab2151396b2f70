import type { LatestNewsItem } from '../../contract/news';

export interface NewsCardItem {
  title: string;
  url: string;
  date: string;
  regional: boolean;
  image: LatestNewsItem['HeaderImage'];
  /** Part of the phone selection; cards without it are hidden below 1024 px on the home page. */
  mobile: boolean;
}

const byDateDesc = (a: LatestNewsItem, b: LatestNewsItem) => Date.parse(b.PublicationDate) - Date.parse(a.PublicationDate);

const toCard = (item: LatestNewsItem, mobile: boolean): NewsCardItem => ({
  title: item.Title,
  url: item.Data.Path,
  date: item.PublicationDate,
  regional: item.Type === 'regio_nieuws',
  image: item.HeaderImage,
  mobile,
});

/** Anywhere but the home page: every item, newest first. */
export function newsInDateOrder(items: readonly LatestNewsItem[]): NewsCardItem[] {
  return [...items].sort(byDateDesc).map((item) => toCard(item, true));
}

export const HOME_MOBILE_TOTAL = 3;
export const HOME_MOBILE_MAX_REGIONAL = 2;

/**
 * Home news (spec section 9). We take the first reading: on phones 3 items in
 * total, at most 2 of them regional and the rest general; on desktop all items
 * sorted by publication date, newest first. Items hidden from the home page
 * are left out of both.
 *
 * Pages are cached whole by URL, so one HTML must serve both widths: the cards
 * are the desktop set in date order, and the phone selection is marked
 * (`mobile`). CSS hides the unmarked cards below 1024 px, so the phone still
 * sees its selection in date order.
 */
export function combineHomeNews(items: readonly LatestNewsItem[]): NewsCardItem[] {
  const visible = items.filter((item) => !item.HideFromHomepage).sort(byDateDesc);
  const regional = visible.filter((item) => item.Type === 'regio_nieuws').slice(0, HOME_MOBILE_MAX_REGIONAL);
  const general = visible.filter((item) => item.Type !== 'regio_nieuws').slice(0, HOME_MOBILE_TOTAL - regional.length);
  const onPhone = new Set<LatestNewsItem>([...regional, ...general]);
  return visible.map((item) => toCard(item, onPhone.has(item)));
}
