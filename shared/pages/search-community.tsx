/**
 * The community's part of the site search (spec: the tab 'Gesprekken', the
 * result kinds Conversation and Group): on 'Gesprekken' a page of
 * conversations and groups with the Paginator; on 'Alles' the first few
 * below the content results, with the way to all of them. Found in the
 * site's own D1 with the same Dutch folding and stemming as the content
 * search; only what the viewer may read.
 */
import type { CommunityHit, CommunitySearchAnswer } from '../model/forum';
import { ListPaginator } from '../lists';
import { href } from '../routes';
import { nl } from '../texts/nl';

export type { CommunitySearchAnswer };

/** Hits per page on the 'Gesprekken' tab, and shown on 'Alles'. */
export const COMMUNITY_PAGE_SIZE = 10;
export const COMMUNITY_PREVIEW = 3;

function CommunityHitItem({ hit, siteHost }: { hit: CommunityHit; siteHost: string }) {
  const label = [nl.search.kinds[hit.kind], hit.label].filter(Boolean).join(' · ');
  return (
    <li className="an-hit">
      <p className="an-hit__label">{label}</p>
      <h3 className="an-hit__title">
        <a href={hit.path}>{hit.title}</a>
      </h3>
      {hit.intro ? <p className="an-hit__intro">{hit.intro}</p> : null}
      <p className="an-hit__url">{siteHost + hit.path}</p>
    </li>
  );
}

export function CommunityHits({ hits, siteHost, from = 1 }: { hits: readonly CommunityHit[]; siteHost: string; from?: number }) {
  return (
    <ol className="an-hits" start={from}>
      {hits.map((hit) => (
        <CommunityHitItem key={`${hit.kind}${hit.id}`} hit={hit} siteHost={siteHost} />
      ))}
    </ol>
  );
}

/** The forum's tab and the blogs' tab (issue 38) share these parts; each has its own texts. */
export type CommunityTab = 'gesprekken' | 'blogs';
const TEXTS = {
  gesprekken: { title: nl.search.communityTitle, all: nl.search.communityAll, found: nl.search.communityFound, id: 'gevonden-gesprekken' },
  blogs: { title: nl.search.blogsTitle, all: nl.search.blogsAll, found: nl.search.blogsFound, id: 'gevonden-blogs' },
} as const;

/** On 'Alles': the first conversations (or blogs) found, and a link to the tab with all of them. */
export function CommunityPreview({ answer, term, siteHost, tab = 'gesprekken' }: { answer: CommunitySearchAnswer; term: string; siteHost: string; tab?: CommunityTab }) {
  if (answer.items.length === 0) return null;
  const t = TEXTS[tab];
  return (
    <section className="an-search__community" aria-labelledby={t.id}>
      <h2 id={t.id}>{t.title}</h2>
      <CommunityHits hits={answer.items} siteHost={siteHost} />
      {answer.total > answer.items.length ? (
        <p>
          <a href={href('search', { zoekterm: term, pijler: tab })}>{t.all(answer.total)}</a>
        </p>
      ) : null}
    </section>
  );
}

/** The 'Gesprekken' tab: a page of hits and the Paginator. */
export function CommunityResults({ answer, term, page, pageCount, siteHost, tab = 'gesprekken' }: { answer: CommunitySearchAnswer; term: string; page: number; pageCount: number; siteHost: string; tab?: CommunityTab }) {
  return (
    <>
      <h2 id="zoekresultaten" className="an-list__count">
        {TEXTS[tab].found(answer.total, term)}
      </h2>
      <CommunityHits hits={answer.items} siteHost={siteHost} from={(page - 1) * COMMUNITY_PAGE_SIZE + 1} />
      <ListPaginator path={href('search')} query={{ page, text: { zoekterm: term }, filters: { pijler: [tab] } }} pageCount={pageCount} />
    </>
  );
}
