import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fillAsked, fillLists, withNotice } from '../../offline-page';
import { askedPathOf, isOfflinePath, keepable, offlineDate, offlinePathFor, titleOf } from '../../offline-policy';
import { OfflinePage } from './OfflinePage';

const page = '<!DOCTYPE html>' + renderToStaticMarkup(<OfflinePage css="/assets/site-TEST.css" />);
const headers = (h: Record<string, string>) => new Headers(h);

describe('the offline rules', () => {
  it('names the offline page of a page as the spec does (/{name}-offline), and back', () => {
    expect(offlinePathFor('/nieuws')).toBe('/nieuws-offline');
    expect(offlinePathFor('/regios/utrecht/nieuws')).toBe('/regios/utrecht/nieuws-offline');
    expect(offlinePathFor('/')).toBe('/offline');
    expect(isOfflinePath('/offline') && isOfflinePath('/nieuws-offline')).toBe(true);
    expect(isOfflinePath('/-offline') || isOfflinePath('/nieuws')).toBe(false);
    expect(askedPathOf('/nieuws-offline')).toBe('/nieuws');
    expect(askedPathOf('/offline')).toBeNull();
  });

  it('keeps only whole public HTML pages, never a personal answer', () => {
    expect(keepable(200, headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60' }))).toBe(true);
    expect(keepable(200, headers({ 'content-type': 'text/html', 'cache-control': 'private, no-store' }))).toBe(false);
    expect(keepable(200, headers({ 'content-type': 'text/html', 'cache-control': 'no-store' }))).toBe(false);
    expect(keepable(200, headers({ 'content-type': 'text/html', 'set-cookie': 'a=b' }))).toBe(false);
    expect(keepable(404, headers({ 'content-type': 'text/html' }))).toBe(false);
    expect(keepable(200, headers({ 'content-type': 'application/json' }))).toBe(false);
  });

  it("takes a page's own title, without the site name", () => {
    expect(titleOf('<title>Mantelzorg &amp; werk | Dementiezorg Nederland</title>', 'Dementiezorg Nederland')).toBe('Mantelzorg & werk');
    expect(titleOf('<p>geen titel</p>', 'Dementiezorg Nederland')).toBe('Dementiezorg Nederland');
  });

  it('writes dates in Dutch time', () => {
    expect(offlineDate('2026-07-01T12:05:00Z')).toBe('1 juli 2026 om 14:05');
    expect(offlineDate('2026-12-01T12:05:00Z')).toBe('1 december 2026 om 13:05');
  });
});

describe('the offline page, filled in', () => {
  it('without a service worker says that this browser keeps no pages', () => {
    expect(page).toContain('Deze browser bewaart geen pagina’s om offline te lezen.');
    expect(page).not.toContain('<script');
  });

  it('lists the saved and the read pages, escaped, a saved page once', () => {
    const saved = [{ url: '/dementie', title: 'Wat is dementie?', at: '2026-07-01T12:00:00Z' }];
    const kept = [
      { url: '/zoeken?zoekterm=%3Cb%3E', title: 'Zoeken naar <b>', at: '2026-07-02T08:00:00Z' },
      { url: '/dementie', title: 'Wat is dementie?', at: '2026-07-01T12:00:00Z' },
    ];
    const html = fillLists(page, saved, kept);
    expect(html).not.toContain('Deze browser bewaart geen');
    expect(html.match(/href="\/dementie"/g)).toHaveLength(1);
    expect(html).toContain('Zoeken naar &#60;b&#62;');
    expect(html).toContain('(gelezen op 2 juli 2026 om 10:00)');
    expect(fillLists(page, [], [])).toContain('Je hebt nog geen pagina’s bewaard.');
  });

  it('names the page asked for and sends "Probeer het opnieuw" there', () => {
    const html = fillAsked(page, '/nieuws');
    expect(html).toContain('<p class="an-offline__asked" id="offline-asked">De pagina /nieuws staat niet op dit apparaat');
    expect(html).toContain('<a id="offline-retry" class="an-button" href="/nieuws">');
    expect(fillAsked(page, null)).toBe(page);
  });

  it("puts the notice on top of a kept copy: 'Je bent offline. Dit is de versie van …'", () => {
    const html = withNotice('<html><body class="x"><main>Tekst</main></body></html>', '2026-07-01T12:05:00Z');
    expect(html).toMatch(/^<html><body class="x"><aside class="an-offline-notice" aria-label="Offline">/);
    expect(html).toContain('Je bent offline. Dit is de versie van 1 juli 2026 om 14:05.');
  });
});
