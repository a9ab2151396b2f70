/**
 * The parts of the search page below its header: tabs, results heading,
 * hits, Paginator, the no-result help, the popular topics and the failed
 * state (shared/pages/search.tsx loads the data).
 */
import { SEARCH_PAGE_SIZE, type SearchHit } from '../contract/search';
import { formatDate } from '../format/date';
import { truncate } from '../format/truncate';
import { KeyedPart, SplicedPart, variantOf, variantParts } from '../ui/reused-part';
import { EmptyState, ListPaginator, resultRange } from '../lists';
import { href } from '../routes';
import { HELPLINE, nl } from '../texts/nl';
import type { Pijler, SearchData } from './search';
import { CommunityPreview, CommunityResults } from './search-community';
import { resultCount } from './search-counts';

const RESULTS_ID = 'zoekresultaten';
const INTRO_LENGTH = 220;
/** Tabs per kind of result: links that keep the term; the current one is marked. Kept by their texts (KeyedPart). */
function Tabs({ data }: { data: SearchData }) {
  const t = nl.search;
  const tabs: TabView[] = (Object.keys(t.tabs) as Pijler[]).map((pijler) => {
    const { total, more } = resultCount(data, pijler);
    return [pijler, t.tabCount(total, more), pijler === data.pijler];
  });
  return <KeyedPart tag="nav" attrs={{ className: 'an-tabs', 'aria-label': t.tabsLabel }} partKey={JSON.stringify([data.term ?? '', tabs])} render={tabLinks} />;
}

/** A tab: its kind, its count as shown, and whether it is the current one. */
type TabView = [Pijler, string, boolean];

/** The inside of the tabs, from their key (the term and the tabs as JSON) alone. */
function tabLinks(key: string) {
  const [term, tabs] = JSON.parse(key) as [string, TabView[]];
  return (
    <ul className="an-tabs__list">
      {tabs.map(([pijler, count, current]) => (
        <li key={pijler} className="an-tabs__item">
          <a className="an-tabs__link" href={href('search', { zoekterm: term, pijler })} aria-current={current ? 'page' : undefined}>
            {nl.search.tabs[pijler]} <span className="an-tabs__count">{count}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Hit({ hit, siteHost }: { hit: SearchHit; siteHost: string }) {
  const label = [nl.search.kinds[hit.Type], hit.SearchLabels[0]].filter(Boolean).join(' · ');
  return (
    <li className="an-hit">
      <p className="an-hit__label">{label}</p>
      <h3 className="an-hit__title">
        <a href={hit.Data.Path}>{hit.Title}</a>
      </h3>
      {hit.Dates ? <SeriesDates dates={hit.Dates} /> : null}
      {hit.Introduction ? <p className="an-hit__intro">{truncate(hit.Introduction, INTRO_LENGTH)}</p> : null}
      <p className="an-hit__url">{siteHost + hit.Data.Path}</p>
    </li>
  );
}

/** A series of recurring activities (one hit): its next date, and how many dates follow. */
function SeriesDates({ dates }: { dates: NonNullable<SearchHit['Dates']> }) {
  const t = nl.searchSeries;
  const next = <time dateTime={dates.Next}>{formatDate(dates.Next)}</time>;
  return (
    <p className="an-hit__dates">
      {t.next}{' '}
      {dates.Until ? (
        <>
          {next} {t.until} <time dateTime={dates.Until}>{formatDate(dates.Until)}</time>
        </>
      ) : (
        next
      )}
      {dates.More > 0 ? ` · ${t.more(dates.More)}` : null}
    </p>
  );
}

/** The hits of a page, from the held answer's items and a variant of the first number and the site's host only (reused markup: SplicedPart). */
function hitList(hits: readonly SearchHit[], variant: string) {
  const [from, siteHost] = variantParts(variant);
  return (
    <ol className="an-hits" start={Number(from)}>
      {hits.map((hit) => (
        <Hit key={hit.Id} hit={hit} siteHost={siteHost} />
      ))}
    </ol>
  );
}

function AlsoSearched({ words }: { words: readonly string[] }) {
  if (words.length === 0) return null;
  return (
    <p className="an-search__also">
      {nl.search.alsoSearched} <span className="an-search__also-words">{words.join(', ')}</span>
    </p>
  );
}

/** The no-result text with ways on: other spelling, the helpline, the regions page (spec section 8). */
function NoResults({ data, term }: { data: SearchData; term: string }) {
  const t = nl.search;
  const elsewhere = data.pijler !== 'alle' && (data.answer?.TotalItems ?? 0) === 0 && Object.values(data.answer?.Totals ?? {}).some((n) => n > 0);
  return (
    <>
      <h2 id={RESULTS_ID} className="an-list__count">
        {elsewhere ? t.notFoundInTab(term, t.tabs[data.pijler]) : t.notFound(term)}
      </h2>
      <AlsoSearched words={data.answer?.AlsoSearched ?? []} />
      {elsewhere ? (
        <p>
          <a className="an-button an-button--secondary" href={href('search', { zoekterm: term, pijler: 'alle' })}>
            {t.showAllTabs}
          </a>
        </p>
      ) : null}
      <p>{t.notFoundHelp}</p>
      <ul className="an-search__tips">
        {t.notFoundTips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
        <li>
          {t.helplineTip}: <a href={HELPLINE.href}>{HELPLINE.number}</a> {t.helplineHours}
        </li>
        <li>
          <a href={href('regions')}>{t.regionsTip}</a>
        </li>
      </ul>
    </>
  );
}

/** No term yet: what to type, and the topics most looked for. */
function Popular() {
  const t = nl.search;
  return (
    <section className="an-search__popular" aria-labelledby="veel-gezocht">
      <p>{t.start}</p>
      <h2 id="veel-gezocht">{t.popularTitle}</h2>
      <ul className="an-linklist">
        {t.popular.map((topic) => (
          <li key={topic}>
            <a href={href('search', { zoekterm: topic })}>{topic}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SearchResults({ data }: { data: SearchData }) {
  const t = nl.search;
  if (data.term === null) return <Popular />;
  if (data.failed || !data.answer) {
    return (
      <section className="an-search" aria-labelledby={RESULTS_ID}>
        <h2 id={RESULTS_ID} className="an-list__count">
          {t.failed}
        </h2>
        <EmptyState text={t.failedHelp} />
      </section>
    );
  }
  const { answer, term } = data;
  // The community's own tab (issue 37): conversations and groups from the site's own database.
  if (data.pijler === 'gesprekken' && data.community && data.community.total > 0) {
    return (
      <>
        <Tabs data={data} />
        <section className="an-search" aria-labelledby={RESULTS_ID}>
          <CommunityResults answer={data.community} term={term} page={data.query.page} pageCount={data.pageCount} siteHost={data.siteHost} />
        </section>
      </>
    );
  }
  // The blogs' tab (issue 38): blogs and entries from the same database.
  if (data.pijler === 'blogs' && data.blogs && data.blogs.total > 0) {
    return (
      <>
        <Tabs data={data} />
        <section className="an-search" aria-labelledby={RESULTS_ID}>
          <CommunityResults answer={data.blogs} term={term} page={data.query.page} pageCount={data.pageCount} siteHost={data.siteHost} tab="blogs" />
        </section>
      </>
    );
  }
  // The heading counts what the current tab shows, as its tab does (shared/pages/search-counts.ts): on 'Alles'
  // the site's own hits and the conversations and blogs below them.
  const shown = resultCount(data, data.pijler);
  const counted = data.pijler === 'gesprekken' || data.pijler === 'blogs' ? null : resultRange(data.query.page, SEARCH_PAGE_SIZE, answer.Items.length, answer.TotalItems);
  // The first page has the site's own screens on top of its ten hits; later pages number after them.
  const shift = data.query.page > 1 ? (data.screens ?? 0) : 0;
  const range = counted && { ...counted, from: counted.from + shift, to: counted.to + shift };
  const previews = data.pijler === 'alle' && data.query.page === 1;
  return (
    <>
      <Tabs data={data} />
      <section className="an-search" aria-labelledby={RESULTS_ID}>
        {shown.total === 0 || (range === null && !previews) ? (
          <NoResults data={data} term={term} />
        ) : (
          <>
            <h2 id={RESULTS_ID} className="an-list__count">
              {t.found(shown.total, term, shown.more)}
            </h2>
            <AlsoSearched words={answer.AlsoSearched} />
            {range && answer.Match === 'some' ? <p className="an-search__some">{t.foundSome}</p> : null}
            {range && data.pageCount > 1 ? <p className="an-search__range">{t.range(range.from, range.to, range.total, shown.more)}</p> : null}
            {range ? <SplicedPart source={answer.Items} variant={variantOf(range.from, data.siteHost)} render={hitList} /> : null}
            {range ? <ListPaginator path={href('search')} query={data.query} pageCount={data.pageCount} /> : null}
            {/* Members' conversations come after the site's own answers: the page that answers a question stays first. */}
            {previews && data.community ? <CommunityPreview answer={data.community} term={term} siteHost={data.siteHost} /> : null}
            {previews && data.blogs ? <CommunityPreview answer={data.blogs} term={term} siteHost={data.siteHost} tab="blogs" /> : null}
          </>
        )}
      </section>
    </>
  );
}
