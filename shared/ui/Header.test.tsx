import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../contract/navigation';
import { deepFreeze } from '../deep-freeze';
import { IslandRendererContext, type IslandRenderer } from '../islands/Island';
import { Header } from './Header';

const islands: IslandRenderer = {
  render: (name) => ({ id: `${name}0`, html: '' }),
  chunks: (name) => ({ src: `/assets/chunks/${name}-TEST.js`, hydrate: '/assets/chunks/hydrate-TEST.js' }),
};
const item = (id: string, title: string): MenuItem => ({ id, title, url: `/${id}`, external: false, description: null, weight: 0, children: [] });
const menu = (titles: string[]) => titles.map((title, i) => item(`m${i}`, title));
const headerClass = (items: MenuItem[]) => {
  const html = renderToStaticMarkup(createElement(IslandRendererContext.Provider, { value: islands }, createElement(Header, { menu: items, currentPath: '/' })));
  return /<header class="([^"]*)"/.exec(html)?.[1];
};

describe('the header’s class (which widths show every menu item)', () => {
  it('names every breakpoint at which a short menu fits, none for a menu too long for any', () => {
    expect(headerClass(menu(['Dementie', 'Nieuws']))).toBe('an-header an-header--all-1024 an-header--all-1100 an-header--all-1180 an-header--all-1240');
    expect(headerClass(menu(Array.from({ length: 12 }, (_, i) => `Een lang menu-item ${i}`)))).toBe('an-header');
  });

  it('is the same for a held (frozen) menu, which keeps it, as for a fresh one, and follows a new answer', () => {
    const titles = ['Over dementie', 'Herkennen en diagnose', 'Leven met dementie', 'Onze ondersteuning', "Regio's", 'Nieuws', 'Geheugentest', 'Steun ons'];
    const fresh = headerClass(menu(titles));
    expect(fresh).toMatch(/^an-header( an-header--all-\d+)*$/);
    const held = deepFreeze(menu(titles));
    expect(headerClass(held)).toBe(fresh);
    expect(headerClass(held)).toBe(fresh);
    expect(headerClass(deepFreeze(menu(['Kort'])))).toContain('an-header--all-1024');
  });
});
