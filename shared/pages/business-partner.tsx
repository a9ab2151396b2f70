import { BusinessPartnerFieldsSchema, type Image, type Link } from '../contract';
import type { PageView } from './page-view';
import { nl } from '../texts/nl';
import { DefaultHeader } from '../ui/headers/DefaultHeader';
import { SiteLink } from '../ui/SiteLink';
import { EditorialPage, headerImage } from './EditorialPage';
import type { PageEnv, PageKindModule } from './types';
import { nodeFields } from './node-fields';

interface PartnerData {
  tag: string | null;
  image: Image | null;
  website: Link | null;
}

function BusinessPartner({ page, env, data }: { page: PageView; env: PageEnv; data: PartnerData }) {
  const t = nl.pageKinds;
  const header = <DefaultHeader title={page.title} intro={page.intro} image={data.image ?? headerImage(page)} primary={page.primaryLink} secondary={page.secondaryLink} currentPath={page.url} />;
  const before = data.tag ? <p className="an-tag">{data.tag}</p> : null;
  const after = (
    <p className="an-page__links">
      {data.website ? (
        <SiteLink href={data.website.url} currentPath={page.url} className="an-button">
          {data.website.title || t.partnerWebsite(page.title)}
        </SiteLink>
      ) : null}
      {page.parent ? (
        <SiteLink href={page.parent.url} currentPath={page.url} className="an-button an-button--secondary">
          {t.partnerAll}
        </SiteLink>
      ) : null}
    </p>
  );
  return <EditorialPage kind="partner" page={page} env={env} header={header} before={before} after={after} />;
}

/** One business partner: who they are, how they help, a link to their website. */
export const businessPartner: PageKindModule<PartnerData> = {
  Component: BusinessPartner,
  ogType: 'article',
  async load({ node }) {
    const fields = nodeFields('business partner', BusinessPartnerFieldsSchema, node);
    return { data: { tag: fields.field_partner_tag, image: fields.field_image, website: fields.field_link } };
  },
};
