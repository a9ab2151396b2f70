import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Blocks } from './Blocks';
import { BLOCKS, toBlockViews } from './registry';
import { BLOCK_KINDS } from './types';

const html = { type: 'html', id: 1, field_html: { value: '<p>Hallo</p>', format: 'basic_html' } };
const twt = { type: 'text_with_title', id: 2, field_title: 'Wat is dementie?', field_text: { value: '<p>Uitleg</p>', format: 'basic_html' } };

describe('block registry', () => {
  it('has an entry for every block kind of the spec', () => {
    expect(Object.keys(BLOCKS).sort()).toEqual([...BLOCK_KINDS].sort());
  });

  it('renders the html and text-with-title blocks', () => {
    const views = toBlockViews([html, twt], { debug: false, report: () => {} });
    const markup = renderToStaticMarkup(<Blocks blocks={views} />);
    expect(markup).toContain('<p>Hallo</p>');
    expect(markup).toContain('<h2 class="an-block__title">Wat is dementie?</h2>');
  });

  it('renders nothing for an unknown kind in production, and reports it once', () => {
    const report = vi.fn();
    const views = toBlockViews([{ type: 'mystery', id: 3 }, { type: 'mystery', id: 4 }], { debug: false, report });
    expect(views).toEqual([]);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('No transformer implemented for: mystery');
  });

  it("shows 'No transformer implemented for: {kind}' in debug mode", () => {
    const views = toBlockViews([{ type: 'mystery', id: 3 }], { debug: true, report: () => {} });
    expect(renderToStaticMarkup(<Blocks blocks={views} />)).toContain('No transformer implemented for: mystery');
  });

  it('leaves out a block whose payload does not match its schema', () => {
    const report = vi.fn();
    const views = toBlockViews([{ type: 'html', id: 5, field_html: 'not rich text' }, html], { debug: false, report });
    expect(views).toHaveLength(1);
    expect(report).toHaveBeenCalledOnce();
  });

  it('parses a held (frozen) block once and gives every render the same frozen props; a fresh block is parsed every time', () => {
    const ctx = { debug: false, report: () => {} };
    const held = Object.freeze({ ...twt, field_text: Object.freeze({ ...twt.field_text }) });
    const [a] = toBlockViews([held], ctx);
    const [b] = toBlockViews([held], ctx);
    expect(b?.props).toBe(a?.props);
    expect(Object.isFrozen(a?.props)).toBe(true);
    const fresh = { ...twt };
    expect(toBlockViews([fresh], ctx)[0]?.props).not.toBe(toBlockViews([fresh], ctx)[0]?.props);
    expect(renderToStaticMarkup(<Blocks blocks={[b!]} />)).toContain('Wat is dementie?');
  });

  it('reports a held block that does not match its schema on every render, as before', () => {
    const report = vi.fn();
    const bad = Object.freeze({ type: 'html', id: 6, field_html: 'not rich text' });
    toBlockViews([bad], { debug: false, report });
    toBlockViews([bad], { debug: false, report });
    expect(report).toHaveBeenCalledTimes(2);
  });
});
