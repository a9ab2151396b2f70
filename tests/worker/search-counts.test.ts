/**
 * The site search's counts agree with what the visitor sees (shared/pages/search-counts.ts):
 * on every tab the results heading says the number the current tab shows, and on 'Alles'
 * that number is the site's own hits with the conversations and blogs shown below them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Visitor } from './account-helpers';
import { forumMember, seededForum } from './forum-helpers';
import { textOf } from './helpers';

const TABS = ['alle', 'informatie', 'nieuws', 'regio', 'gesprekken', 'blogs'] as const;

const heading = (html: string) => textOf(html, /<h2 id="zoekresultaten"[^>]*>([\s\S]*?)<\/h2>/);
const number = (text: string) => Number(text.replace(/\./g, ''));

/** The heading's count: '1 resultaat', 'N resultaten', 'Meer dan N resultaten'; 'niets gevonden' is 0. */
function headingCount(html: string): { total: number; more: boolean } {
  const text = heading(html);
  if (text.startsWith('We hebben niets gevonden')) return { total: 0, more: false };
  const m = /^(Meer dan )?([\d.]+) [a-z ]+ voor ‘/.exec(text);
  if (!m) throw new Error(`no count in the heading '${text}'`);
  return { total: number(m[2]!), more: Boolean(m[1]) };
}

/** The current tab's count: '(N)' or '(N+)'. */
function currentTabCount(html: string): { total: number; more: boolean } {
  const m = /aria-current="page">[^<]*(?:<!-- -->)? ?<span class="an-tabs__count">\(([\d.]+)(\+?)\)<\/span>/.exec(html);
  if (!m) throw new Error('no current tab with a count');
  return { total: number(m[1]!), more: m[2] === '+' };
}

/** The number of hits a preview block below the site's hits shows ('gevonden-gesprekken', 'gevonden-blogs'), or 0 when it is not there. */
const previewTotal = (html: string, id: string) => {
  const block = new RegExp(`<section class="an-search__community" aria-labelledby="${id}">([\\s\\S]*?)</section>`).exec(html)?.[1];
  return block ? [...block.matchAll(/<li class="an-hit">/g)].length : 0;
};

beforeAll(async () => {
  await seededForum();
  const member = await forumMember();
  // One public blog entry on a term the site has a little news about, one on a term only the blog has.
  for (const [title, body] of [
    ['De bloedtest van mijn moeder', 'Na de bloedtest moesten we twee weken wachten op de uitslag.'],
    ['Puzzelen met opa', 'Elke ochtend maken we samen een kruiswoordpuzzel, hij weet nog veel woorden.'],
  ]) {
    const answer = await member.visitor.post('/mijn-blog/schrijven', { kind: 'blog', visibility: 'public', actie: 'publiceren', title: title!, body: body! });
    expect(answer.res.status).toBe(303);
  }
});

describe('the search counts', () => {
  it.each(['bloedtest', 'kruiswoordpuzzel', 'mantelzorg', 'alzheimer', 'qqxyzzy'])('say in the heading the number the current tab shows, on every tab, for %j', async (term) => {
    for (const pijler of TABS) {
      const { html } = await new Visitor().get(`/zoeken?zoekterm=${encodeURIComponent(term)}&pijler=${pijler}`);
      expect(headingCount(html), `${term} on ${pijler}: '${heading(html)}'`).toEqual(currentTabCount(html));
    }
  });

  it("count on 'Alles' the conversations and blogs shown below the site's hits", async () => {
    const only = (await new Visitor().get('/zoeken?zoekterm=kruiswoordpuzzel')).html;
    // Only the blog has the word: the heading says so, and the blog is shown (not 'nothing found').
    expect(heading(only)).toBe('1 resultaat voor ‘kruiswoordpuzzel’');
    expect(previewTotal(only, 'gevonden-blogs')).toBe(1);
    expect(only).toContain('Puzzelen met opa');

    const some = (await new Visitor().get('/zoeken?zoekterm=bloedtest')).html;
    const site = (await new Visitor().get('/zoeken?zoekterm=bloedtest&pijler=nieuws')).html;
    expect(previewTotal(some, 'gevonden-blogs')).toBe(1);
    expect(headingCount(some).total).toBe(headingCount(site).total + 1);
  });
});
