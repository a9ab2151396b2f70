import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { examples } from './examples';
import { ErrorSummary } from './index';

describe('error summary', () => {
  it.each(examples.map((e) => [e.name, e.props] as const))('%s: a focusable box titled by its heading, each error a link to its field', (_, props) => {
    const html = renderToStaticMarkup(<ErrorSummary {...props} />);
    expect(html).toMatch(new RegExp(`^<div class="an-error-summary" id="${props.id}" tabindex="-1" aria-labelledby="${props.id}-title"`));
    expect(html).toContain(`<h2 class="an-error-summary__title" id="${props.id}-title">${props.title}</h2>`);
    for (const item of props.items) expect(html).toContain(`<li><a href="${item.href}">${item.text}</a></li>`);
  });

  it('takes focus on a server-rendered error page (autofocus)', () => {
    const html = renderToStaticMarkup(<ErrorSummary {...examples[0]!.props} autoFocus />);
    expect(html).toMatch(/^<div class="an-error-summary"[^>]*autofocus=""/);
  });

  it('renders nothing without errors', () => {
    expect(renderToStaticMarkup(<ErrorSummary id="x" title="Er is een probleem" items={[]} />)).toBe('');
  });
});
