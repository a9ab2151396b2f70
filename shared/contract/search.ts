import * as v from 'valibot';
import { SafeUrl } from './common';

/**
 * `GET /api/v1/es/search?query&contentType&page&pageSize` (spec section 7; the
 * page, page size and the fields beside `Items` are this site's contract
 * extension, docs/content-contract.md). A hit (spec section 3, "Search
 * hit"): id, title, type (information, news, regio), introduction, url,
 * search labels.
 */
export const SEARCH_KINDS = ['information', 'news', 'regio'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const SearchHitSchema = v.object({
  Id: v.number(),
  Title: v.string(),
  // An unknown kind from a newer backend is shown as information rather than dropped.
  Type: v.fallback(v.picklist(SEARCH_KINDS), 'information'),
  Introduction: v.optional(v.string(), ''),
  Data: v.object({ Path: SafeUrl }),
  SearchLabels: v.optional(v.array(v.string()), []),
});
export type SearchHit = v.InferOutput<typeof SearchHitSchema>;

export const SearchAnswerSchema = v.object({
  /** Hits with an unsafe path are left out. */
  Items: v.pipe(
    v.array(SearchHitSchema),
    v.transform((items) => items.filter((item) => item.Data.Path !== '')),
  ),
  TotalItems: Count,
  /** Hits per kind, whatever kind was asked for (for the tabs). */
  Totals: v.optional(v.object({ information: Count, news: Count, regio: Count }), { information: 0, news: 0, regio: 0 }),
  /**
   * The kinds with more hits than their count in Totals: the origin counts each
   * kind up to a limit, as Elasticsearch does, and their count then reads
   * 'more than' (as does TotalItems when it includes one). Unknown kinds are
   * ignored.
   */
  Capped: v.optional(
    v.pipe(
      v.array(v.string()),
      v.transform((kinds) => SEARCH_KINDS.filter((kind) => kinds.includes(kind))),
    ),
    [],
  ),
  /** 'all': the first hits have every word; 'some': none has every word; 'none': nothing found. */
  Match: v.optional(v.fallback(v.picklist(['all', 'some', 'none']), 'all'), 'all'),
  /** Synonyms and corrections that were searched too ('Ook gezocht op'). */
  AlsoSearched: v.optional(v.array(v.string()), []),
  Corrections: v.optional(v.array(v.object({ From: v.string(), To: v.string() })), []),
});
export type SearchAnswer = v.InferOutput<typeof SearchAnswerSchema>;

/**
 * `GET /api/v1/es/suggest?query` (contract extension): what to suggest while a
 * visitor types. `term` completes the last word; `page` is the title of a page.
 */
export const SuggestionsSchema = v.object({
  Items: v.array(v.object({ Text: v.string(), Type: v.fallback(v.picklist(['term', 'page']), 'term') })),
});
export type Suggestions = v.InferOutput<typeof SuggestionsSchema>;

/** Hits per page of the site search (the site asks for this many; the origin's default too). */
export const SEARCH_PAGE_SIZE = 10;
