import { createElement, useContext, useId } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { afterEach, describe, expect, it } from 'vitest';
import { ISLAND_COMPONENTS, type IslandName, type IslandPropsByName } from '../../shared/islands/registry';
import { serializeProps } from '../../shared/islands/types';
import { nl } from '../../shared/texts/nl';
import { shareMenu } from '../../shared/share';
import { FormTokenContext } from '../../shared/ui/post-form';
import { IslandCollector } from './islands';
import { Kept } from './kept';
import { pageText, renderParts } from './parts';
import { Island, IslandRendererContext } from '../../shared/islands/Island';
import { PartMarkupContext } from '../../shared/ui/reused-part';
import { reusableProps } from '../../shared/islands/reusable';

const components = ISLAND_COMPONENTS as unknown as Record<string, unknown>;
const original = { ...components };
afterEach(() => Object.assign(components, original));

/** The island as the client hydrates it: rendered on its own, with its id as identifierPrefix. */
const alone = (name: IslandName, props: unknown, id: string, token: string | null = null) =>
  renderToString(createElement(FormTokenContext.Provider, { value: token }, createElement(ISLAND_COMPONENTS[name] as never, props as never)), { identifierPrefix: `${id}-` });

const tools = (url: string, title: string): IslandPropsByName['page-tools'] => ({
  url,
  path: new URL(url).pathname,
  share: shareMenu(url, title, { whatsapp: 'WhatsApp', facebook: 'Facebook', x: 'X', linkedin: 'LinkedIn', email: 'E-mail', emailSubject: title, emailBody: `${title} ${url}` }),
  readAloud: null,
  texts: { label: nl.pageTools.label, print: 'Print', readAloud: 'Lees voor', readAloudStop: 'Stop', share: 'Deel', shareMenu: 'Deel via', copyLink: 'Kopieer link', copied: 'Gekopieerd', copyFailed: 'Mislukt', newWindow: '(nieuw venster)', close: 'Sluiten', unavailableTitle: 'a', unavailableText: 'b', unavailableMore: 'c', unavailableBack: 'd' },
});

describe('island markup kept by its props', () => {
  it('is what rendering the island alone gives, for any order of pages and any position on the page', () => {
    const pages = [
      [tools('https://www.alzheimer-nederland.nl/dementie', 'Dementie'), tools('https://www.alzheimer-nederland.nl/nieuws', 'Nieuws')],
      [tools('https://www.alzheimer-nederland.nl/nieuws', 'Nieuws')],
      [tools('https://www.alzheimer-nederland.nl/dementie', 'Dementie & zorg <b>')],
      [tools('https://www.alzheimer-nederland.nl/nieuws', 'Nieuws'), tools('https://www.alzheimer-nederland.nl/dementie', 'Dementie')],
    ];
    for (const page of [...pages, ...[...pages].reverse(), ...pages]) {
      const collector = new IslandCollector();
      for (const props of page) {
        const { id, html } = collector.render('page-tools', props, 'token-of-this-page', serializeProps(props));
        expect(html).toBe(alone('page-tools', props, id));
        expect(html).not.toContain('token-of-this-page');
      }
    }
  });

  it('renders a token-free island once per id and props, and again for another id or other props', () => {
    let renders = 0;
    components['list-filter'] = (props: { target: string }) => {
      renders++;
      return createElement('span', { id: useId() }, props.target);
    };
    const props = (target: string) => ({ target, texts: { loading: 'Laden…' } });
    const render = (collector: IslandCollector, target: string) => collector.render('list-filter', props(target), null, serializeProps(props(target)));
    const first = new IslandCollector();
    expect(render(first, 'lijst-a').html).toBe('<span id="_list-filter0-R_0_">lijst-a</span>');
    expect(render(first, 'lijst-a').html).toBe('<span id="_list-filter1-R_0_">lijst-a</span>');
    expect(renders).toBe(2);
    const second = new IslandCollector();
    expect(render(second, 'lijst-a').html).toBe('<span id="_list-filter0-R_0_">lijst-a</span>');
    expect(render(second, 'lijst-b').html).toBe('<span id="_list-filter1-R_0_">lijst-b</span>');
    expect(renders).toBe(3);
  });

  it('renders an island that may read the token every time, with the page’s own token', () => {
    components['newsletter-form'] = () => createElement('input', { type: 'hidden', name: 'token', value: useContext(FormTokenContext) ?? '' });
    const props = { email: null };
    for (const token of ['token-a', 'token-b', 'token-a']) {
      const { html } = new IslandCollector().render('newsletter-form', props as never, token, serializeProps(props));
      expect(html).toBe(`<input type="hidden" name="token" value="${token}"/>`);
    }
  });
});

describe('islands in a page render', () => {
  /** The page as the renderer makes it: markers in React's output, replaced once it is rendered. */
  const page = (children: React.ReactNode, token: string | null, reuse: boolean) => {
    const { parts, finish } = renderParts();
    const tree = createElement(
      IslandRendererContext.Provider,
      { value: new IslandCollector() },
      createElement(FormTokenContext.Provider, { value: token }, children),
    );
    const pieces = finish(renderToString(reuse ? createElement(PartMarkupContext.Provider, { value: parts }, tree) : tree));
    return { text: pageText(pieces), kept: pieces.filter((piece) => piece instanceof Kept).length };
  };

  it('sends a reused island’s markup and props as kept pieces, and the page reads as rendered inline', () => {
    const props = reusableProps(tools('https://www.alzheimer-nederland.nl/dementie', 'Dementie & zorg'));
    const island = () => [createElement(Island, { key: 'a', name: 'page-tools', wake: 'interaction', props }), createElement(Island, { key: 'b', name: 'page-tools', wake: 'interaction', props })];
    const inline = page(island(), 'token-a', false);
    expect(inline.kept).toBe(0);
    for (const round of [0, 1]) {
      const reused = page(island(), round === 0 ? 'token-a' : 'token-b', true);
      // Two islands: the markup of each (its own id) and the props' JSON of each.
      expect(reused.kept).toBe(4);
      expect(reused.text).toBe(inline.text);
    }
  });

  it('keeps an island’s markup by its JSON when its props are made per request, and never the markup of one that may read the token', () => {
    components['newsletter-form'] = () => createElement('input', { type: 'hidden', name: 'token', value: useContext(FormTokenContext) ?? '' });
    const props = reusableProps({ email: null });
    for (const token of ['token-a', 'token-b']) {
      const { text, kept } = page(createElement(Island, { name: 'newsletter-form', wake: 'visible', props: props as never }), token, true);
      expect(text).toContain(`value="${token}"`);
      // Its props' JSON is kept (reusable props); its markup, which carries the token, is not.
      expect(kept).toBe(1);
    }
    // Props made per request: the markup is kept by the island's id and JSON, the JSON is written each time.
    for (const title of ['Nieuws', 'Nieuws & meer', 'Nieuws']) {
      const perRequest = () => createElement(Island, { name: 'page-tools', wake: 'interaction', props: tools('https://www.alzheimer-nederland.nl/nieuws', title) });
      const reused = page(perRequest(), null, true);
      expect(reused.kept).toBe(1);
      expect(reused.text).toBe(page(perRequest(), null, false).text);
    }
  });
});
