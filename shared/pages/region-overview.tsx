/**
 * `/regios` (spec section 2): the region overview, a CMS page of kind
 * `regio_overzicht` with the 48 regions by name and a search box; with
 * `?zoekterm` (a place, municipality, postcode or region name) it is the
 * region search: the region for that place as a dashboard, or the empty state
 * with a way back to all regions. The search is a GET form: no JavaScript needed.
 */
import type { GeoPlace } from '../contract/geo';
import { listText } from '../lists';
import { href } from '../routes';
import { nl } from '../texts/nl';
import { EmptyState } from '../lists/EmptyState';
import { RegionOverviewHeader } from '../ui/headers/RegionOverviewHeader';
import { SiteLink } from '../ui/SiteLink';
import { loadCmsPage, CmsPageView, type CmsPageData } from './cms-page';
import { loadRegionDashboard, RegionDashboard, type RegionDashboardData } from './region/dashboard';
import { loaded, NO_STORE, type ScreenContext, type ScreenModule } from './screen';

type SearchData =
  | { kind: 'found'; term: string; dashboard: RegionDashboardData; path: string }
  | { kind: 'none'; term: string; failed: boolean; path: string };

function RegionSearchView({ data }: { data: SearchData }) {
  const t = nl.regions;
  if (data.kind === 'none') {
    return (
      <article className="an-page an-page--region-search">
        <RegionOverviewHeader title={t.notFoundTitle(data.term)} query={data.term} />
        <div className="an-container an-page__wide">
          <EmptyState text={data.failed ? t.searchFailed : t.notFoundHelp} action={{ label: t.toRegions, href: href('regions') }} />
        </div>
      </article>
    );
  }
  const d = data.dashboard;
  const place = d.place?.label ?? data.term;
  return (
    <article className="an-page an-page--region-search">
      <RegionOverviewHeader title={t.searchTitle(place)} query={data.term} />
      <div className="an-container an-page__wide">
        <p className="an-region-search__intro">
          {t.searchResultIntro(place, d.region.title)}{' '}
          <SiteLink href={d.region.path} currentPath={data.path}>
            {t.regionPage(d.region.title)}
          </SiteLink>
        </p>
        <RegionDashboard data={d} currentPath={data.path} />
      </div>
    </article>
  );
}

/** The place of a search for distances on the cards: null when unknown, or when the geocoder fails (the region search still answers). */
async function placeOf(ctx: ScreenContext, term: string): Promise<GeoPlace | null> {
  try {
    return await ctx.content.geocode(term);
  } catch (error) {
    ctx.reportError(error);
    return null;
  }
}

async function loadSearch(ctx: ScreenContext, term: string) {
  const path = href('regions', { zoekterm: term });
  const seo = { description: nl.regions.overviewDescription, canonical: path, robots: 'noindex, follow' };
  let region = null;
  let failed = false;
  try {
    region = await ctx.content.regionSearch(term);
  } catch (error) {
    // The search fails upstream: the visitor keeps the page, the form and the list of regions as a way on.
    ctx.reportError(error);
    failed = true;
  }
  if (!region) {
    const data: SearchData = { kind: 'none', term, failed, path };
    return loaded(data, { ...seo, title: nl.regions.notFoundTitle(term) }, failed ? { status: 503, headers: { ...NO_STORE, 'retry-after': '60' } } : {});
  }
  const ref = { Id: region.Id, Title: region.Title, Data: region.Data };
  const place = await placeOf(ctx, term);
  const dashboard = await loadRegionDashboard(ctx.content, ref, ctx.now, { term, place });
  const data: SearchData = { kind: 'found', term, dashboard, path };
  return loaded(data, { ...seo, title: nl.regions.searchTitle(place?.label ?? term), structuredData: ['breadcrumbs'] }, {
    chrome: {
      breadcrumbs: [
        { title: nl.site.homeLabel, url: href('home') },
        { title: nl.regions.overviewTitle, url: href('regions') },
        { title: region.Title, url: region.Data.Path },
      ],
    },
  });
}

type OverviewData = { search: SearchData } | { page: CmsPageData };

function OverviewView({ data }: { data: OverviewData }) {
  return 'search' in data ? <RegionSearchView data={data.search} /> : <CmsPageView data={data.page} />;
}

/** `/regios`: the overview page, or with `?zoekterm` the region search. */
export const regionOverviewScreen: ScreenModule<OverviewData> = {
  async load(ctx) {
    const term = listText(ctx.params, 'zoekterm');
    if (term !== null) {
      const result = await loadSearch(ctx, term);
      return { ...result, data: { search: result.data } };
    }
    const path = href('regions');
    const result = await loadCmsPage(ctx, ctx.content.page(path), ctx.content.breadcrumb(path));
    return result ? { ...result, data: { page: result.data } } : null;
  },
  View: OverviewView,
};
