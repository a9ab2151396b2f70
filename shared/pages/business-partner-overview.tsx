import type { PartnerItem } from '../contract';
import type { PageView } from './page-view';
import { nl } from '../texts/nl';
import { Card, CardGrid } from '../ui/Card';
import { DefaultHeader } from '../ui/headers/DefaultHeader';
import { EditorialPage, headerImage } from './EditorialPage';
import type { PageEnv, PageKindModule } from './types';

function PartnerOverview({ page, env, data }: { page: PageView; env: PageEnv; data: PartnerItem[] }) {
  const t = nl.pageKinds;
  const header = <DefaultHeader title={page.title} intro={page.intro} image={headerImage(page)} primary={page.primaryLink} secondary={page.secondaryLink} currentPath={page.url} />;
  const wide = (
    <section className="an-partners" aria-labelledby="bedrijfsvrienden-titel">
      <h2 id="bedrijfsvrienden-titel">{t.partnersTitle}</h2>
      {data.length === 0 ? (
        <p>{t.partnersEmpty}</p>
      ) : (
        <CardGrid columns={3}>
          {data.map((partner) => (
            <Card key={partner.path} title={partner.label} url={partner.path} text={partner.introduction} image={partner.image} label={partner.tag} headingLevel={3} currentPath={page.url} />
          ))}
        </CardGrid>
      )}
    </section>
  );
  return <EditorialPage kind="partners" page={page} env={env} header={header} wide={wide} />;
}

/** The business partners ('bedrijfsvrienden') as cards in three columns, from /all-bedrijfsvriend. */
export const businessPartnerOverview: PageKindModule<PartnerItem[]> = {
  Component: PartnerOverview,
  ogType: 'website',
  async load({ content }) {
    return { data: await content.businessPartners() };
  },
};
