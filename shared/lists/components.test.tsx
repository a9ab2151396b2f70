import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { nl } from '../texts/nl';
import { EmptyState } from './EmptyState';
import { readListQuery } from './list-query';
import { ListPaginator } from './ListPaginator';
import { ResultCount } from './ResultCount';

describe('ResultCount', () => {
  it('is a plain line of text by default', () => {
    expect(renderToStaticMarkup(<ResultCount id="aantal">{nl.lists.resultCount(12)}</ResultCount>)).toBe('<p class="an-list__count" id="aantal">12 resultaten</p>');
  });

  it('is a polite live region on a list that an island updates in place', () => {
    const html = renderToStaticMarkup(
      <ResultCount id="aantal" live>
        {nl.lists.resultCount(1)}
      </ResultCount>,
    );
    expect(html).toBe('<p class="an-list__count" id="aantal" role="status" aria-live="polite">1 resultaat</p>');
  });
});

describe('EmptyState', () => {
  it('says there are no results', () => {
    expect(renderToStaticMarkup(<EmptyState />)).toBe(`<p>${nl.lists.empty}</p>`);
  });

  it('offers a way on when the list has one', () => {
    const html = renderToStaticMarkup(<EmptyState text="Geen vacatures." action={{ label: 'Vrijblijvend contact', href: '/contact' }} />);
    expect(html).toBe('<p>Geen vacatures.</p><p><a class="an-button an-button--secondary" href="/contact">Vrijblijvend contact</a></p>');
  });
});

describe('ListPaginator', () => {
  it('keeps the term and the filters in every page link', () => {
    const query = readListQuery({ page: '2', zoekterm: 'zorg', type: ['b', 'a'] }, { text: ['zoekterm'], filters: { type: ['a', 'b'] } });
    const html = renderToStaticMarkup(<ListPaginator path="/nieuws" query={query} pageCount={3} />);
    expect(html).toContain('href="/nieuws?zoekterm=zorg&amp;type=a&amp;type=b" rel="prev"');
    expect(html).toContain('href="/nieuws?zoekterm=zorg&amp;type=a&amp;type=b&amp;page=3" rel="next"');
    expect(html).toContain('aria-current="page"');
  });
});
