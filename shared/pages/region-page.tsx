/**
 * Page kind `regio` (spec sections 2 and 3): a region's own page. Its address,
 * contact, e-mail, phone, socials and municipalities, the sub-menu, the
 * editor's blocks, and the sections of the region dashboard with 'Overzicht
 * locaties' and 'Over de regio'.
 */
import { RegionFieldsSchema, type RegionFields } from '../contract';
import { nl } from '../texts/nl';
import { RegionOverviewHeader } from '../ui/headers/RegionOverviewHeader';
import { EditorialPage, headerImage } from './EditorialPage';
import { addressLines } from '../model/address';
import type { PageView } from './page-view';
import { Contact } from './region/Contact';
import { dashboardMenu, loadRegionDashboard, RegionDashboard, type RegionDashboardData } from './region/dashboard';
import { SubMenu } from './region/sections';
import type { PageEnv, PageKindModule } from './types';
import { nodeFields } from './node-fields';

interface RegionPageData {
  fields: RegionFields;
  dashboard: RegionDashboardData;
}

function RegionPage({ page, env, data }: { page: PageView; env: PageEnv; data: RegionPageData }) {
  const t = nl.regions;
  const f = data.fields;
  const socials = [f.field_facebook, f.field_instagram, f.field_linkedin, f.field_twitter, f.field_youtube].filter((s): s is { title: string; url: string } => s !== null);
  const municipalities = f.field_municipalities.map((m) => m.label).filter((label): label is string => Boolean(label));
  const header = <RegionOverviewHeader title={page.title} intro={page.intro} image={headerImage(page)} />;
  const before = (
    <>
      <SubMenu items={[{ id: 'contact', label: t.sections.contact }, ...dashboardMenu(data.dashboard)]} />
      <Contact
        id="contact"
        title={t.sections.contact}
        facts={{
          address: addressLines(f.field_address),
          person: f.field_contact,
          email: f.field_email,
          phone: f.field_phone,
          extra: municipalities.length > 0 ? [{ label: t.contact.municipalities, value: municipalities.join(', ') }] : [],
          socials,
        }}
      />
    </>
  );
  return <EditorialPage kind="region" page={page} env={env} header={header} before={before} wide={<RegionDashboard data={data.dashboard} currentPath={page.url} menu={false} />} />;
}

export const regionPage: PageKindModule<RegionPageData> = {
  Component: RegionPage,
  async load({ node, page, content, now }) {
    const fields = nodeFields('region', RegionFieldsSchema, node);
    const dashboard = await loadRegionDashboard(content, { Id: node.id, Title: page.title, Data: { Path: page.url } }, now, null);
    return { data: { fields, dashboard } };
  },
};
