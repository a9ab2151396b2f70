/**
 * Page kind `regio_overzicht` (the CMS page at /regios): the region search in
 * its header, the editor's blocks, and the 48 regions by name with the
 * municipalities each serves. The screen of /regios (region-overview.tsx)
 * renders it, or the region search when a term is given.
 */
import type { RegionSummary } from '../contract';
import { nl } from '../texts/nl';
import { RegionOverviewHeader } from '../ui/headers/RegionOverviewHeader';
import { SplicedPart } from '../ui/reused-part';
import { SiteLink } from '../ui/SiteLink';
import { EditorialPage, headerImage } from './EditorialPage';
import type { PageView } from './page-view';
import type { PageEnv, PageKindModule } from './types';

/** The 48 regions by name, each with the municipalities it serves (findable with the browser's own search too). */
function RegionList({ regions, currentPath }: { regions: readonly RegionSummary[]; currentPath: string }) {
  return <SplicedPart source={regions} variant={currentPath} render={regionList} />;
}

/** The list, from the held answer and the page's path only (reused markup: SplicedPart). */
function regionList(regions: readonly RegionSummary[], currentPath: string) {
  const t = nl.regions;
  return (
    <section className="an-region-list" aria-labelledby="alle-regios">
      <h2 id="alle-regios">{t.allRegions}</h2>
      <p>{t.allRegionsIntro}</p>
      <ul className="an-region-list__items">
        {regions.map((region) => (
          <li key={region.id} className="an-region-list__item">
            <SiteLink href={region.path} currentPath={currentPath} className="an-region-list__link">
              {region.title}
            </SiteLink>
            {region.municipalities.length > 0 ? <span className="an-region-list__served">{t.serves(region.municipalities.join(', '))}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RegionOverviewPage({ page, env, data }: { page: PageView; env: PageEnv; data: { regions: RegionSummary[] } }) {
  const header = <RegionOverviewHeader title={page.title} intro={page.intro} image={headerImage(page)} />;
  return <EditorialPage kind="region-overview" page={page} env={env} header={header} wide={<RegionList regions={data.regions} currentPath={page.url} />} />;
}

/** Page kind `regio_overzicht`: its blocks, and every region. */
export const regionOverviewKind: PageKindModule<{ regions: RegionSummary[] }> = {
  Component: RegionOverviewPage,
  async load({ content }) {
    return { data: { regions: await content.regions() } };
  },
};

