import { createElement, useContext, useId } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { afterEach, describe, expect, it } from 'vitest';
import { ISLAND_COMPONENTS, type IslandName, type IslandPropsByName } from '../../shared/islands/registry';
import { serializeProps } from '../../shared/islands/types';
import { nl } from '../../shared/texts/nl';
import { shareMenu } from '../../shared/share';
import { FormTokenContext } from '../../shared/ui/post-form';
import { IslandCollector } from './islands';

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
