import { describe, expect, it } from 'vitest';
import { countedTerm, searchTraffic } from './terms';

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => new Request(url, { method, headers });
const html = { accept: 'text/html,application/xhtml+xml' };

describe('countedTerm', () => {
  it('folds a term as the search does', () => {
    expect(countedTerm('  Alzheimer   Café ')).toBe('alzheimer cafe');
    expect(countedTerm('Geheugentest?')).toBe('geheugentest');
  });

  it('never keeps what could say who searched: an e-mail address, a long number, a long sentence', () => {
    expect(countedTerm('jan.jansen@example.org')).toBeNull();
    expect(countedTerm('06 12345678')).toBeNull();
    expect(countedTerm('0612345678')).toBeNull();
    expect(countedTerm('1234 AB 56')).toBeNull();
    expect(countedTerm('mijn moeder van 83 vergeet steeds waar ze haar sleutels heeft gelegd')).toBeNull();
    expect(countedTerm('')).toBeNull();
    expect(countedTerm('   ')).toBeNull();
  });

  it('keeps a short number (a year, an age)', () => {
    expect(countedTerm('collecte 2026')).toBe('collecte 2026');
  });
});

describe('searchTraffic', () => {
  it('counts the first page of all results as a search', () => {
    expect(searchTraffic(req('https://site.nl/zoeken?zoekterm=Folder'), '/zoeken')).toEqual({ kind: 'search', term: 'folder' });
    expect(searchTraffic(req('https://site.nl/zoeken?zoekterm=folder&pijler=alle'), '/zoeken')).toEqual({ kind: 'search', term: 'folder' });
  });

  it('does not count a later page, another tab, a prefetch or a post as a new search', () => {
    expect(searchTraffic(req('https://site.nl/zoeken?zoekterm=folder&page=2'), '/zoeken')).toBeNull();
    expect(searchTraffic(req('https://site.nl/zoeken?zoekterm=folder&pijler=nieuws'), '/zoeken')).toBeNull();
    expect(searchTraffic(req('https://site.nl/zoeken?zoekterm=folder', { 'sec-purpose': 'prefetch' }), '/zoeken')).toBeNull();
    expect(searchTraffic(req('https://site.nl/zoeken?zoekterm=folder', {}, 'POST'), '/zoeken')).toBeNull();
  });

  it('counts a page of the site opened from the results as a click for the term', () => {
    const click = req('https://site.nl/informatie-brochure', { ...html, referer: 'https://site.nl/zoeken?zoekterm=folder+bestellen' });
    expect(searchTraffic(click, '/zoeken')).toEqual({ kind: 'click', term: 'folder bestellen' });
  });

  it('counts no click for another site, a file, a tab of the results or a request without a referer', () => {
    expect(searchTraffic(req('https://site.nl/doneren', { ...html, referer: 'https://elders.nl/zoeken?zoekterm=x' }), '/zoeken')).toBeNull();
    expect(searchTraffic(req('https://site.nl/assets/app.css', { accept: 'text/css', referer: 'https://site.nl/zoeken?zoekterm=x' }), '/zoeken')).toBeNull();
    expect(searchTraffic(req('https://site.nl/zoeken?zoekterm=x&pijler=nieuws', { ...html, referer: 'https://site.nl/zoeken?zoekterm=x' }), '/zoeken')).toBeNull();
    expect(searchTraffic(req('https://site.nl/doneren', html), '/zoeken')).toBeNull();
  });
});
