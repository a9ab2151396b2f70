import { HighlightFieldsSchema } from '../contract';
import { formatDate } from '../format/date';
import type { PageView } from './page-view';
import { nl } from '../texts/nl';
import { VersatileHeader } from '../ui/headers/VersatileHeader';
import { EditorialPage, headerImage } from './EditorialPage';
import type { PageEnv, PageKindModule } from './types';
import { withinDates } from './visibility';
import { nodeFields } from './node-fields';

interface HighlightData {
  start: string | null;
  end: string | null;
}

function HighlightPage({ page, env, data }: { page: PageView; env: PageEnv; data: HighlightData }) {
  const period = data.start && data.end ? nl.pageKinds.highlightPeriod(formatDate(data.start), formatDate(data.end)) : null;
  const header = (
    <VersatileHeader
      title={page.title}
      eyebrow={period}
      overlayText={page.overlayText}
      overlayColor={page.overlayColor}
      intro={page.intro}
      image={headerImage(page)}
      primary={page.primaryLink}
      secondary={page.secondaryLink}
      currentPath={page.url}
    />
  );
  return <EditorialPage kind="highlight" page={page} env={env} header={header} />;
}

/** A regional highlight: shown only from its start date up to and including its end date. */
export const highlight: PageKindModule<HighlightData> = {
  Component: HighlightPage,
  ogType: 'article',
  visible: (facts, now) => withinDates(facts, now),
  async load({ node }) {
    const fields = nodeFields('highlight', HighlightFieldsSchema, node);
    return { data: { start: fields.field_start_date, end: fields.field_end_date } };
  },
};
