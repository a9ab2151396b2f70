import { DonationFieldsSchema, type DonationFrequency } from '../contract';
import type { PageView } from './page-view';
import { nl } from '../texts/nl';
import { VersatileHeader } from '../ui/headers/VersatileHeader';
import { EditorialPage, headerImage } from './EditorialPage';
import { HelplineBox } from './HelplineBox';
import type { PageEnv, PageKindModule } from './types';
import { nodeFields } from './node-fields';

interface DonationData {
  frequency: DonationFrequency | null;
}

function DonationContent({ page, env, data }: { page: PageView; env: PageEnv; data: DonationData }) {
  const t = nl.pageKinds;
  const header = (
    <VersatileHeader
      title={page.title}
      eyebrow={data.frequency ? t.donationFrequency[data.frequency] : null}
      overlayText={page.overlayText}
      overlayColor={page.overlayColor}
      intro={page.intro}
      image={headerImage(page)}
      primary={page.primaryLink}
      secondary={page.secondaryLink}
      currentPath={page.url}
    />
  );
  return <EditorialPage kind="donation" page={page} env={env} header={header} after={<HelplineBox text={t.donationHelpline} />} />;
}

/** A donation page for one kind of gift (field_donation_frequency), named in its header. */
export const donationContent: PageKindModule<DonationData> = {
  Component: DonationContent,
  ogType: 'website',
  async load({ node }) {
    return { data: { frequency: nodeFields('donation', DonationFieldsSchema, node).field_donation_frequency } };
  },
};
