/**
 * Reused chrome markup (shared/ui/reused-part.tsx, worker/render/parts.tsx and
 * the mobile menu's island markup, worker/render/islands.ts): a page renders
 * exactly as it would without reuse, whatever the request carries, and
 * nothing bound to a request or a session (anti-forgery token, the member's
 * account header, the CSP nonce, the current path beyond the current menu
 * item, debug mode) is ever part of reused markup.
 */
import { useContext, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import type { FooterItem, MenuItem } from '../../shared/contract/navigation';
import { IslandRendererContext } from '../../shared/islands/Island';
import { CurrentPathContext } from '../../shared/ui/current-path';
import { Layout, type LayoutData } from '../../shared/ui/Layout';
import { FormTokenContext } from '../../shared/ui/post-form';
import { PartMarkupContext, ReusedPart } from '../../shared/ui/reused-part';
import { deepFreeze } from '../../shared/deep-freeze';
import { sortedOnce, sortMenu } from '../content/menus';
import { IslandCollector } from './islands';
import { Kept } from './kept';
import { pageBody, pageText, partMarkup, renderParts, type PagePiece } from './parts';
import { renderDocument, type PageRender } from './render';
import { HeadExtras } from './head-extras';
import { Paginator, type PaginatorProps } from '../../shared/ui/Paginator';
import type { SearchAnswer } from '../../shared/contract/search';
import type { Pijler, SearchData } from '../../shared/pages/search';
import { SearchResults } from '../../shared/pages/search-results';

const item = (id: string, title: string, url: string, children: MenuItem[] = []): MenuItem => ({ id, title, url, external: false, description: null, weight: 0, children });
const mainMenu = (title = 'Over dementie'): MenuItem[] => [
  item('1', title, '/dementie', [item('11', 'Vormen', '/dementie/vormen'), item('12', 'Zorg', '/dementie/zorg')]),
  item('2', 'Leven met dementie', '/leven-met-dementie'),
  item('3', 'Nieuws', '/nieuws'),
];
const footerMenu = (title = 'Over ons'): FooterItem[] => [
  { title, url: '/over-ons', external: false, weight: 0, sub_items: [{ title: 'Contact', url: '/contact', external: false, weight: 0, sub_items: [] }] },
  { title: 'Privacy', url: '/privacy', external: false, weight: 1, sub_items: [] },
];

interface Request {
  path: string;
  token: string | null;
  account: { username: string; formToken: string } | null;
  debug: boolean;
}

function layout(menus: { main: MenuItem[]; footer: FooterItem[] }, r: Request): LayoutData {
  return { mainMenu: menus.main, footerMenu: menus.footer, breadcrumbs: [], currentPath: r.path, debug: r.debug, account: r.account };
}

/** The layout as the page renderer renders it, with or without reuse. */
function render(data: LayoutData, token: string | null, reuse: boolean): string {
  const tree: ReactNode = (
    <IslandRendererContext.Provider value={new IslandCollector()}>
      <FormTokenContext.Provider value={token}>
        <CurrentPathContext.Provider value={data.currentPath}>
          <Layout data={data}>
            <p>inhoud</p>
          </Layout>
        </CurrentPathContext.Provider>
      </FormTokenContext.Provider>
    </IslandRendererContext.Provider>
  );
  return renderToString(reuse ? <PartMarkupContext.Provider value={partMarkup}>{tree}</PartMarkupContext.Provider> : tree);
}

const held = () => ({ main: deepFreeze(mainMenu()), footer: deepFreeze(footerMenu()) });
/** The same answers as fresh, unfrozen objects: nothing of them is reused. */
const fresh = () => ({ main: mainMenu(), footer: footerMenu() });

const REQUESTS: Request[] = [];
for (const path of ['/', '/dementie/vormen', '/nieuws', '/elders']) {
  for (const token of [null, '1767225600.hourly-anonymous-token']) {
    for (const account of [null, { username: 'marie-lid', formToken: 'session-bound-token-of-marie' }]) {
      for (const debug of [false, true]) REQUESTS.push({ path, token: account ? account.formToken : token, account, debug });
    }
  }
}

describe('reused chrome markup', () => {
  it('renders every page exactly as without reuse, in any order of requests', () => {
    const menus = held();
    // Forwards and backwards: whatever request filled a part first, the next ones must not see a trace of it.
    for (const r of [...REQUESTS, ...[...REQUESTS].reverse()]) {
      expect(render(layout(menus, r), r.token, true)).toBe(render(layout(fresh(), r), r.token, false));
    }
  });

  it('carries no member, token or debug panel into an anonymous page rendered after them', () => {
    const menus = held();
    const member: Request = { path: '/dementie', token: 'session-bound-token-of-marie', account: { username: 'marie-lid', formToken: 'session-bound-token-of-marie' }, debug: true };
    const memberPage = render(layout(menus, member), member.token, true);
    expect(memberPage).toContain('marie-lid');
    expect(memberPage).toContain('session-bound-token-of-marie');
    const anonymous = render(layout(menus, { path: '/dementie', token: null, account: null, debug: false }), null, true);
    expect(anonymous).not.toContain('marie');
    expect(anonymous).not.toContain('session-bound-token');
    expect(anonymous).not.toContain('an-debug-panel');
  });

  it('marks the current menu item by the page, and only that one', () => {
    const menus = held();
    const current = (path: string) => [...render(layout(menus, { path, token: null, account: null, debug: false }), null, true).matchAll(/class="an-nav__link is-current"[^>]*>([^<]+)/g)].map((m) => m[1]);
    expect(current('/dementie/vormen')).toEqual(['Over dementie']);
    expect(current('/nieuws')).toEqual(['Nieuws']);
    expect(current('/elders')).toEqual([]);
  });

  it('gives a changed CMS answer fresh markup', () => {
    const r: Request = { path: '/', token: null, account: null, debug: false };
    const before = render(layout(held(), r), null, true);
    expect(before).toContain('Over dementie');
    const changed = { main: deepFreeze(mainMenu('Alles over dementie')), footer: deepFreeze(footerMenu('Wie wij zijn')) };
    const after = render(layout(changed, r), null, true);
    expect(after).toContain('Alles over dementie');
    expect(after).toContain('Wie wij zijn');
    expect(after).toBe(render(layout({ main: mainMenu('Alles over dementie'), footer: footerMenu('Wie wij zijn') }, r), null, false));
  });

  it('keeps no nonce or anti-forgery token of one document in the next', async () => {
    const page: PageRender = { head: { title: 'Titel', description: null, canonical: null, robots: 'index, follow' }, layout: layout(held(), { path: '/', token: null, account: null, debug: false }), body: <p>inhoud</p> };
    const first = await renderDocument(page, 'nonce-one-AAAA', 'token-one-1111');
    const second = await renderDocument(page, 'nonce-two-BBBB', 'token-two-2222');
    expect(second).not.toMatch(/nonce-one|token-one/);
    expect(second).toBe(first.replaceAll('nonce-one-AAAA', 'nonce-two-BBBB').replaceAll('token-one-1111', 'token-two-2222'));
  });

  it('renders a part without any of the page context: no path, no form token, no islands', () => {
    const source = Object.freeze({});
    const probe = () => <ContextProbe />;
    function ContextProbe() {
      return <span>{`${useContext(CurrentPathContext)}|${useContext(FormTokenContext) ?? 'no token'}|${useContext(IslandRendererContext) ? 'islands' : 'no islands'}`}</span>;
    }
    const html = renderToString(
      <PartMarkupContext.Provider value={partMarkup}>
        <IslandRendererContext.Provider value={new IslandCollector()}>
          <FormTokenContext.Provider value="page-token">
            <CurrentPathContext.Provider value="/de-pagina">
              <ReusedPart tag="div" attrs={{}} source={source} variant="" render={probe} />
            </CurrentPathContext.Provider>
          </FormTokenContext.Provider>
        </IslandRendererContext.Provider>
      </PartMarkupContext.Provider>,
    );
    expect(html).toBe('<div><span>/|no token|no islands</span></div>');
  });

  it('renders a part of an object that is not frozen every time, and never keeps it', () => {
    const source = { title: 'eerste' };
    const view = (s: { title: string }) => <b>{s.title}</b>;
    const part = () => renderToString(<PartMarkupContext.Provider value={partMarkup}><ReusedPart tag="div" attrs={{}} source={source} variant="" render={view} /></PartMarkupContext.Provider>);
    expect(part()).toBe('<div><b>eerste</b></div>');
    source.title = 'tweede';
    expect(part()).toBe('<div><b>tweede</b></div>');
    expect(() => partMarkup.markup(source, '', view)).toThrow(/frozen/);
  });
});

describe('menus of held answers', () => {
  it('are sorted once per held answer, frozen; fresh answers are sorted every time', () => {
    const answer = deepFreeze([{ ...item('b', 'B', '/b'), weight: 2 }, { ...item('a', 'A', '/a'), weight: 1 }]);
    const sorted = sortedOnce(answer, sortMenu);
    expect(sorted.map((i) => i.id)).toEqual(['a', 'b']);
    expect(sortedOnce(answer, sortMenu)).toBe(sorted);
    expect(Object.isFrozen(sorted[0])).toBe(true);
    const next = deepFreeze([{ ...item('a', 'A2', '/a'), weight: 1 }]);
    expect(sortedOnce(next, sortMenu)[0]?.title).toBe('A2');
    const unfrozen = [item('a', 'A', '/a')];
    expect(sortedOnce(unfrozen, sortMenu)).not.toBe(sortedOnce(unfrozen, sortMenu));
  });
});

describe('splicing parts into the page', () => {
  it('replaces this render’s markers only, and leaves text that merely looks like one', () => {
    const { parts, finish } = renderParts();
    const source = deepFreeze({ text: 'Gedeelde tekst' });
    const marker = parts.splice!(source, 'v', (s) => <p>{s.text}</p>);
    expect(marker).toMatch(/^[0-9a-f]{8}\.\d+$/);
    const isolate = marker!.split('.')[0];
    const tag = (name: string) => `<template data-an-part="${name}"></template>`;
    const page = `<!DOCTYPE html>a${tag(marker!)}b${tag(`${isolate}.x`)}c${tag(`${isolate}.99999999`)}d${tag('00000000.1')}e${tag(marker!)}`;
    expect(pageText(finish(page))).toBe(`<!DOCTYPE html>a<p>Gedeelde tekst</p>b${tag(`${isolate}.x`)}cd${tag('00000000.1')}e<p>Gedeelde tekst</p>`);
    expect(pageText(finish('<!DOCTYPE html><p>nothing to splice</p>'))).toBe('<!DOCTYPE html><p>nothing to splice</p>');
  });

  it('puts the chrome’s and keyed parts’ markup in as pieces of their own, and the body is the page’s UTF-8', async () => {
    const { parts, finish } = renderParts();
    const source = deepFreeze({ text: 'Menu – ‘één’' });
    const chrome = parts.markup(source, 'v', (s) => <li>{s.text}</li>);
    const keyed = parts.keyed!('["pagina’s",2]', (key) => <span>{key}</span>);
    // In the page a marker stands where the markup goes; the markup itself is in no rendered text.
    expect(chrome).toMatch(/^<template data-an-part="[0-9a-f]{8}\.\d+"><\/template>$/);
    expect(keyed).toMatch(/^<template data-an-part="[0-9a-f]{8}\.\d+"><\/template>$/);
    const pieces = finish(`<!DOCTYPE html><ul>${chrome}</ul>tekst – ${keyed}${chrome}`);
    const expected = '<!DOCTYPE html><ul><li>Menu – ‘één’</li></ul>tekst – <span>[&quot;pagina’s&quot;,2]</span><li>Menu – ‘één’</li>';
    expect(pageText(pieces)).toBe(expected);
    expect(pieces.filter((piece) => piece instanceof Kept)).toHaveLength(3);
    expect(pieces.filter((piece) => typeof piece === 'string').join('')).toBe('<!DOCTYPE html><ul></ul>tekst – ');
    const body = pageBody(pieces);
    expect(body.byteLength).toBe(new TextEncoder().encode(expected).byteLength);
    expect(await new Response(body).text()).toBe(expected);
    // Outside a page render (tests, the bench's strategies) the markup is given as it is.
    expect(partMarkup.markup(source, 'v', (s) => <li>{s.text}</li>)).toBe('<li>Menu – ‘één’</li>');
  });
});

describe('pageBody', () => {
  it('encodes text of any width between kept markup: ASCII, two-, three- and four-byte characters, runs of them and kept markup after them', async () => {
    const kept = new Kept('<nav>één – twee</nav>');
    const cases: PagePiece[][] = [
      ['alleen ASCII'],
      ['€'.repeat(40), kept, 'a'],
      ['a'.repeat(50), kept, '€'.repeat(30) + '😀'.repeat(20), kept, '€uro'],
      [kept, 'ü', kept],
      ['😀'.repeat(9)],
      [],
    ];
    for (const pieces of cases) {
      const expected = pageText(pieces);
      const body = pageBody(pieces);
      expect(body.byteLength).toBe(new TextEncoder().encode(expected).byteLength);
      expect(await new Response(body).text()).toBe(expected);
    }
  });
});

describe('JSON-LD kept with a held answer', () => {
  it('is sent as the bytes kept with a frozen item, and reads as rendered inline; an unfrozen item is written each time', () => {
    const frozen = deepFreeze({ '@type': 'JobPosting', title: 'Gastvrouw </script> & ‘meer’' });
    const unfrozen = { '@type': 'BreadcrumbList', name: 'Regio’s' };
    const head = () => <HeadExtras title="t" description={null} nonce="n" data={{ jsonLd: [frozen, unfrozen] }} />;
    const inline = renderToString(head());
    for (const round of [0, 1]) {
      const { parts, finish } = renderParts();
      const pieces = finish(renderToString(<PartMarkupContext.Provider value={parts}>{head()}</PartMarkupContext.Provider>));
      expect(pageText(pieces), `round ${round}`).toBe(inline);
      expect(pieces.filter((piece) => piece instanceof Kept)).toHaveLength(1);
    }
    expect(inline).not.toContain('</script> &');
  });
});

describe('keyed parts (a list page’s links)', () => {
  const paginator = (props: PaginatorProps, reuse: boolean) =>
    renderToString(reuse ? <PartMarkupContext.Provider value={partMarkup}><Paginator {...props} /></PartMarkupContext.Provider> : <Paginator {...props} />);

  it('renders the links exactly as inline, whichever were kept before', () => {
    const cases: PaginatorProps[] = [
      { current: 1, pageCount: 2, path: '/nieuws' },
      { current: 7, pageCount: 20, path: '/zoeken', query: { zoekterm: 'alzheimer café', pijler: 'nieuws' } },
      { current: 20, pageCount: 20, path: '/vrijwilligerswerk', query: { thema: ['Maatjescontact', 'Vervoer'], plaats: '<Zwolle & "omgeving">' } },
      { current: 3, pageCount: 9, path: '/regios/eemland/activiteiten', query: { type: ['1001'] } },
    ];
    for (const round of [0, 1]) {
      for (const props of round === 0 ? cases : [...cases].reverse()) {
        const inline = paginator(props, false);
        expect(inline).toContain('an-pager');
        expect(paginator(props, true), `${props.path} page ${props.current}`).toBe(inline);
      }
    }
  });

  it('keeps no link of one list page in another with other filters or another page', () => {
    const a = paginator({ current: 2, pageCount: 5, path: '/zoeken', query: { zoekterm: 'geheugen' } }, true);
    const b = paginator({ current: 2, pageCount: 5, path: '/zoeken', query: { zoekterm: 'vergeten' } }, true);
    const c = paginator({ current: 3, pageCount: 5, path: '/zoeken', query: { zoekterm: 'geheugen' } }, true);
    expect(b).not.toContain('geheugen');
    expect(a).not.toBe(c);
    expect(c).toContain('aria-current="page" aria-label="Pagina 3');
  });

  it('keeps each render function’s markup apart, for the same key', () => {
    const asList = (key: string) => <li>{key}</li>;
    const asPara = (key: string) => <p>{key}</p>;
    expect(partMarkup.keyed!('["gedeeld"]', asList)).toBe('<li>[&quot;gedeeld&quot;]</li>');
    expect(partMarkup.keyed!('["gedeeld"]', asPara)).toBe('<p>[&quot;gedeeld&quot;]</p>');
    expect(partMarkup.keyed!('["gedeeld"]', asList)).toBe('<li>[&quot;gedeeld&quot;]</li>');
  });

  it('renders the search tabs exactly as inline, for each tab and count', () => {
    const data = (pijler: Pijler, capped: SearchAnswer['Capped']): SearchData => ({
      query: { page: 1, text: { zoekterm: 'geheugen & "vergeten"' }, filters: { pijler: [pijler] } },
      term: 'geheugen & "vergeten"',
      pijler,
      answer: { Items: [], TotalItems: 0, Totals: { information: 12, news: 0, regio: 3 }, Capped: capped, Match: 'none', AlsoSearched: [], Corrections: [] },
      failed: false,
      pageCount: 0,
      siteHost: 'www.example.org',
    });
    const render = (d: SearchData, reuse: boolean) => renderToString(reuse ? <PartMarkupContext.Provider value={partMarkup}><SearchResults data={d} /></PartMarkupContext.Provider> : <SearchResults data={d} />);
    for (const d of [data('alle', []), data('nieuws', []), data('alle', ['information']), data('informatie', ['information'])]) {
      const inline = render(d, false);
      expect(inline).toContain('an-tabs__link');
      expect(render(d, true), `${d.pijler} ${d.answer?.Capped.join()}`).toBe(inline);
    }
  });
});
