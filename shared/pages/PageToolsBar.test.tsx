import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../deep-freeze';
import { IslandRendererContext, type IslandRenderer } from '../islands/Island';
import type { PageToolsProps } from '../islands/PageTools';
import { isReusableProps } from '../islands/reusable';
import type { PageView } from './page-view';
import { PageToolsBar } from './PageToolsBar';
import type { PageEnv } from './types';

/** The props each render gives the island. */
function propsOf(page: PageView, env: PageEnv, share: boolean): PageToolsProps {
  let seen: unknown = null;
  const islands: IslandRenderer = {
    // The page tools' props (the bar also holds 'Bewaar om offline te lezen', an island of its own).
    render: (name, props) => (name === 'page-tools' && (seen = props), { id: `${name}0`, html: '' }),
    chunks: () => ({ src: '/assets/chunks/page-tools-TEST.js', hydrate: '/assets/chunks/hydrate-TEST.js' }),
  };
  renderToStaticMarkup(
    <IslandRendererContext.Provider value={islands}>
      <PageToolsBar page={page} env={env} share={share} />
    </IslandRendererContext.Provider>,
  );
  return seen as PageToolsProps;
}

const page = { url: '/dementie', title: 'Wat is dementie?', hideReadAloud: false } as PageView;
const envOf = (): PageEnv => ({ canonical: 'https://www.example.org/dementie', readAloud: { kind: 'speech' } });

describe('the page tools bar', () => {
  it('keeps its props with a held page env, registered as reusable, one set per title, path and toggle', () => {
    const env = deepFreeze(envOf());
    const first = propsOf(page, env, true);
    expect(propsOf(page, env, true)).toBe(first);
    expect(isReusableProps(first)).toBe(true);
    expect(first.share?.links.length).toBeGreaterThan(0);
    expect(propsOf(page, env, false)).not.toBe(first);
    expect(propsOf(page, env, false).share).toBeNull();
    expect(propsOf({ ...page, title: 'Vormen van dementie' }, env, true).share).not.toEqual(first.share);
    expect(propsOf({ ...page, hideReadAloud: true }, env, true).readAloud).toBeNull();
  });

  it('makes its props afresh, unregistered, for an env made for one request (a preview)', () => {
    const env = envOf();
    const first = propsOf(page, env, true);
    expect(propsOf(page, env, true)).not.toBe(first);
    expect(propsOf(page, env, true)).toEqual(first);
    expect(isReusableProps(first)).toBe(false);
  });
});
