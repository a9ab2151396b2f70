import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { NodeSchema } from '../contract/page';
import { isExpired, metaDescription, toPageView } from './page-view';

const node = v.parse(NodeSchema, {
  id: 7,
  type: 'content_page',
  status: true,
  label: 'Mantelzorg',
  created: '2026-01-05T10:00:00Z',
  changed: '2026-02-01T10:00:00Z',
  path: { alias: '/leven-met-dementie/mantelzorg' },
  field_meta_tags: { title: 'Mantelzorg bij dementie', description: 'Tips voor mantelzorgers' },
  field_introduction_wysiwyg: { value: '<p>Intro</p>' },
  field_parent_page: { id: 3, label: 'Leven met dementie', url: '/leven-met-dementie' },
  field_color: 'sand',
  field_page_category: [{ id: 11 }, { id: 12 }],
  field_hide_footer: true,
});

describe('page view', () => {
  it('derives the common view of spec section 3', () => {
    const page = toPageView(node, [{ title: 'Home', url: '/' }]);
    expect(page).toMatchObject({
      url: '/leven-met-dementie/mantelzorg',
      title: 'Mantelzorg',
      intro: '<p>Intro</p>',
      metaTitle: 'Mantelzorg bij dementie',
      metaDescription: 'Tips voor mantelzorgers',
      sandBackground: true,
      parent: { id: 3, label: 'Leven met dementie', url: '/leven-met-dementie' },
      published: '2026-01-05T10:00:00Z',
      modified: '2026-02-01T10:00:00Z',
      categoryIds: [11, 12],
      hideFooter: true,
      hideNewsletter: false,
      blocks: [],
    });
  });

  it('falls back to the label as meta title', () => {
    const bare = v.parse(NodeSchema, { ...node, field_meta_tags: null });
    expect(toPageView(bare, []).metaTitle).toBe('Mantelzorg');
  });

  it('treats a page past its expiry date as expired', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(isExpired({ expireDate: '2026-05-31T23:59:00Z' }, now)).toBe(true);
    expect(isExpired({ expireDate: '2026-06-02T00:00:00Z' }, now)).toBe(false);
    expect(isExpired({ expireDate: null }, now)).toBe(false);
  });
});

describe('meta description', () => {
  const withMeta = (description: string | undefined, intro: string) =>
    ({ field_meta_tags: description === undefined ? null : { description }, field_introduction_wysiwyg: intro ? { value: intro, format: 'basic_html' } : null }) as unknown as Parameters<typeof metaDescription>[0];

  it('is the CMS description when there is one', () => {
    expect(metaDescription(withMeta('Van de redactie.', '<p>Intro</p>'))).toBe('Van de redactie.');
  });

  it('comes from the introduction otherwise, as plain text at most 155 characters, cut at a word', () => {
    const intro = '<p>Dementie raakt <strong>steeds meer</strong> mensen &amp; hun naasten. ' + 'Wij helpen je verder met informatie en steun. '.repeat(6) + '</p>';
    const text = metaDescription(withMeta(undefined, intro))!;
    expect(text.startsWith('Dementie raakt steeds meer mensen & hun naasten.')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(155);
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toMatch(/[<>]/);
    expect(metaDescription(withMeta('  ', '<p>Kort.</p>'))).toBe('Kort.');
  });

  it('comes from the first text block when there is no introduction', () => {
    const page = { ...withMeta(undefined, ''), field_page_content: [{ type: 'image', id: 1, field_image: {} }, { type: 'text', id: 2, field_text: { value: '<p>Bel <b>gratis</b>.</p>' } }] };
    expect(metaDescription(page as unknown as Parameters<typeof metaDescription>[0])).toBe('Bel gratis.');
  });

  it('is null for a page with neither', () => {
    expect(metaDescription(withMeta(undefined, ''))).toBeNull();
  });
});
