import { describe, expect, it } from 'vitest';
import { examplesOf, parse, renderRaw } from '../testing';

describe('newsletter form block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('newsletter_form')) expect(() => parse('newsletter_form', block)).not.toThrow();
  });

  it('renders the real sign-up form that posts to the worker, returning to the page it is on', async () => {
    const html = await renderRaw([examplesOf('newsletter_form')[0]!.block]);
    expect(html).toMatch(/<h2 class="an-newsletter__title" id="nieuwsbrief-ex-newsletter-1-titel">Meld je aan voor de nieuwsbrief<\/h2>/);
    expect(html).toMatch(/<form[^>]*action="\/forms\/nieuwsbrief"/);
    expect(html).toMatch(/method="post"/);
    expect(html).toMatch(/name="returnTo" value="[^"]*"/);
    expect(html).toContain('data-island="newsletter-form"');
  });

  it('carries the region of a regional block', async () => {
    const html = await renderRaw([examplesOf('newsletter_form')[1]!.block]);
    expect(html).toContain('Zuid-Limburg');
  });
});
