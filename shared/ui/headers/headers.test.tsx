import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HEADER_VARIANTS } from './gallery';
import { NewsHeader } from './NewsHeader';
import { RegionActivityHeader } from './RegionActivityHeader';
import { SearchHeader } from './SearchHeader';
import { HomeHeader } from './HomeHeader';
import { homeExamples, regionActivityExamples, searchExamples, volunteerVacancyExamples } from './examples';
import { VolunteerVacancyHeader } from './VolunteerVacancyHeader';
import { RegionOverviewHeader } from './RegionOverviewHeader';
import { overlayColour, routePlannerUrl } from './types';

describe('header variants', () => {
  it('has every variant of the spec except the memory-test result, each with examples', () => {
    expect(HEADER_VARIANTS.map((v) => v.variant)).toEqual([
      'default',
      'search',
      'news',
      'region-overview',
      'region-location',
      'region-activity',
      'volunteer-vacancy',
      'home',
      'versatile',
    ]);
    for (const { variant, examples } of HEADER_VARIANTS) expect(examples.length, variant).toBeGreaterThan(0);
  });

  it('renders every example with its title as the one h1', () => {
    for (const { variant, Component, examples } of HEADER_VARIANTS) {
      for (const example of examples) {
        const html = renderToStaticMarkup(<Component {...example.props} />);
        const h1 = html.match(/<h1[^>]*>([^<]*)<\/h1>/g) ?? [];
        expect(h1, `${variant}: ${example.name}`).toHaveLength(1);
        expect(html).toContain((example.props as { title: string }).title.replace(/'/g, '&#x27;'));
      }
    }
  });

  it('shows the publication date of news in words and as a machine date', () => {
    const html = renderToStaticMarkup(<NewsHeader title="Nieuws" published="2026-03-01T10:00:00Z" />);
    expect(html).toContain('Gepubliceerd op <time dateTime="2026-03-01">1 maart 2026</time>');
  });

  it('names and links the region of a regional article, and shows the date in Dutch time', () => {
    const html = renderToStaticMarkup(<NewsHeader title="Nieuws" published="2026-02-28T23:30:00Z" category="Activiteiten" region={{ label: 'Twente', url: '/regios/twente' }} />);
    expect(html).toContain('<span class="an-pagehead__label">Activiteiten</span>');
    expect(html).toContain('<a href="/regios/twente" class="an-pagehead__region">Regio Twente</a>');
    // 23:30 UTC on 28 February is 1 March in the Netherlands.
    expect(html).toContain('<time dateTime="2026-03-01">1 maart 2026</time>');
  });

  it('gives an activity its times, walk-in time, address, route planning and more information', () => {
    const props = regionActivityExamples[0]!.props;
    const html = renderToStaticMarkup(<RegionActivityHeader {...props} />);
    expect(html).toContain('10:00 tot 11:30 uur');
    expect(html).toContain('Inloop vanaf');
    expect(html).toContain('9:45 uur');
    expect(html).toContain('Wilhelminapark 1, 3581 NA Utrecht');
    expect(html).toContain(`href="${routePlannerUrl(props.address!).replace(/&/g, '&amp;')}"`);
    expect(html).toMatch(/Plan je route<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/example.org\/wandelen"[^>]* target="_blank" rel="noopener noreferrer">Meer informatie/);
  });

  it('routes to address, postcode and city', () => {
    expect(routePlannerUrl({ address: 'Lindelaan 12', zipCode: '3521 AB', city: 'Utrecht' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Lindelaan%2012%2C%203521%20AB%2C%20Utrecht',
    );
  });

  it('searches with a plain GET form that keeps the pillar', () => {
    const html = renderToStaticMarkup(<SearchHeader {...searchExamples[0]!.props} />);
    expect(html).toMatch(/<form[^>]*action="\/zoeken" method="get"/);
    expect(html).toContain('name="zoekterm"');
    expect(html).toContain('value="mantelzorg"');
    expect(html).toMatch(/<input type="hidden" name="pijler" value="alle"\/>/);
    expect(renderToStaticMarkup(<RegionOverviewHeader title="Regio's" />)).toMatch(/action="\/regios"/);
  });

  it('lists location, availability, duration and theme of a vacancy', () => {
    const html = renderToStaticMarkup(<VolunteerVacancyHeader {...volunteerVacancyExamples[0]!.props} />);
    for (const label of ['Locatie', 'Beschikbaarheid', 'Duur', 'Thema']) expect(html).toContain(`<dt class="an-facts__label">${label}</dt>`);
  });

  it('loads the home header image first and colours its panel', () => {
    const html = renderToStaticMarkup(<HomeHeader {...homeExamples[0]!.props} overlayColor="pink" />);
    expect(html).toContain('an-hero--pink');
    expect(html).toContain('loading="eager"');
    expect(overlayColour('turquoise')).toBe('purple');
  });
});
