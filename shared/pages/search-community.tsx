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

/** On 'Alles': the first conversations found, and a link to the tab with all of them. */
export function CommunityPreview({ answer, term, siteHost }: { answer: CommunitySearchAnswer; term: string; siteHost: string }) {
  if (answer.items.length === 0) return null;
  const t = nl.search;
  return (
    <section className="an-search__community" aria-labelledby="gevonden-gesprekken">
      <h2 id="gevonden-gesprekken">{t.communityTitle}</h2>
      <CommunityHits hits={answer.items} siteHost={siteHost} />
      {answer.total > answer.items.length ? (
        <p>
          <a href={href('search', { zoekterm: term, pijler: 'gesprekken' })}>{t.communityAll(answer.total)}</a>
        </p>
      ) : null}
    </section>
  );
}

/** The 'Gesprekken' tab: a page of hits and the Paginator. */
export function CommunityResults({ answer, term, page, pageCount, siteHost }: { answer: CommunitySearchAnswer; term: string; page: number; pageCount: number; siteHost: string }) {
  const t = nl.search;
  return (
    <>
      <h2 id="zoekresultaten" className="an-list__count">
        {t.communityFound(answer.total, term)}
      </h2>
      <CommunityHits hits={answer.items} siteHost={siteHost} from={(page - 1) * COMMUNITY_PAGE_SIZE + 1} />
      <ListPaginator path={href('search')} query={{ page, text: { zoekterm: term }, filters: { pijler: ['gesprekken'] } }} pageCount={pageCount} />
    </>
  );
}
