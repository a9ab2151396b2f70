import { describe, expect, it } from 'vitest';
import type { LatestNewsItem } from '../../contract/news';
import { examplesOf, fakeSource, parse, renderRaw } from '../testing';
import { combineHomeNews } from './combine';

const item = (title: string, date: string, type: 'news' | 'regio_nieuws' = 'news', hide = false): LatestNewsItem => ({
  Title: title,
  PublicationDate: date,
  Data: { Path: `/nieuws/${title.toLowerCase()}` },
  HideFromHomepage: hide,
  HeaderImage: null,
  Type: type,
});

describe('home news combination', () => {
  it('shows all items newest first on desktop, and on phones 3 with at most 2 regional', () => {
    const items = [
      item('R1', '2026-10-30T10:00:00Z', 'regio_nieuws'),
      item('R2', '2026-10-29T10:00:00Z', 'regio_nieuws'),
      item('R3', '2026-10-28T10:00:00Z', 'regio_nieuws'),
      item('G1', '2026-10-20T10:00:00Z'),
      item('G2', '2026-10-31T10:00:00Z'),
      item('G3', '2026-10-01T10:00:00Z'),
    ];
    const cards = combineHomeNews(items);
    expect(cards.map((c) => c.title)).toEqual(['G2', 'R1', 'R2', 'R3', 'G1', 'G3']);
    expect(cards.filter((c) => c.mobile).map((c) => c.title)).toEqual(['G2', 'R1', 'R2']);
  });

  it('fills the phone selection with general news when there is little regional news', () => {
    const cards = combineHomeNews([item('G1', '2026-10-03'), item('G2', '2026-10-02'), item('G3', '2026-10-01'), item('G4', '2026-09-30')]);
    expect(cards.filter((c) => c.mobile).map((c) => c.title)).toEqual(['G1', 'G2', 'G3']);
    expect(cards).toHaveLength(4);
  });

  it('never shows more than 2 regional items on phones, even without general news', () => {
    const cards = combineHomeNews([item('R1', '2026-10-03', 'regio_nieuws'), item('R2', '2026-10-02', 'regio_nieuws'), item('R3', '2026-10-01', 'regio_nieuws')]);
    expect(cards.filter((c) => c.mobile)).toHaveLength(2);
  });

  it('leaves out items hidden from the home page', () => {
    const cards = combineHomeNews([item('G1', '2026-10-03', 'news', true), item('G2', '2026-10-02')]);
    expect(cards.map((c) => c.title)).toEqual(['G2']);
  });
});

describe('news block', () => {
  it('parses every example', () => {
    for (const { block } of examplesOf('news_block')) expect(() => parse('news_block', block)).not.toThrow();
  });

  const source = (path: string) =>
    fakeSource({ path, latestNews: async () => [item('R1', '2026-10-30T10:00:00Z', 'regio_nieuws'), item('G1', '2026-10-27T09:00:00Z'), item('G2', '2026-10-26T09:00:00Z'), item('G3', '2026-10-25T09:00:00Z')] });

  it('renders cards with the date as day, month name, year and a machine date, linking with "Lees het bericht"', async () => {
    const html = await renderRaw([examplesOf('news_block')[0]!.block], source('/nieuws'));
    expect(html).toContain('<h2 class="an-block__title">Het laatste nieuws</h2>');
    expect(html).toContain('<time dateTime="2026-10-27">27 oktober 2026</time>');
    expect(html).toContain('<a href="/nieuws/g1" class="an-news-card__link">Lees het bericht<span class="an-visually-hidden">: G1</span></a>');
    expect(html).toContain('<a href="/nieuws" class="an-button an-button--secondary">Alle actuele berichten</a>');
    expect(html).not.toContain('an-news-card--desktop');
  });

  it('marks the cards beyond the phone selection on the home page', async () => {
    const html = await renderRaw([examplesOf('news_block')[0]!.block], source('/'));
    expect(html).toContain('an-news-block--home');
    expect(html.match(/an-news-card--desktop/g)).toHaveLength(1);
  });

  it('is left out when there is no news', async () => {
    expect(await renderRaw([examplesOf('news_block')[0]!.block], fakeSource())).toBe('');
  });
});
