import { MeetingPlaceFieldsSchema, type Image, type Link } from '../contract';
import type { PageView } from './page-view';
import { nl } from '../texts/nl';
import { RegionLocationHeader } from '../ui/headers/RegionLocationHeader';
import { SiteLink } from '../ui/SiteLink';
import { EditorialPage, headerImage } from './EditorialPage';
import type { PageEnv, PageKindModule } from './types';
import { nodeFields } from './node-fields';

interface MeetingPlaceData {
  placeName: string | null;
  typeLabel: string | null;
  intro: string | null;
  image: Image | null;
  link: Link | null;
}

function MeetingPlace({ page, env, data }: { page: PageView; env: PageEnv; data: MeetingPlaceData }) {
  const header = (
    <RegionLocationHeader title={page.title} locationType={data.typeLabel} place={data.placeName} intro={data.intro || page.intro} image={data.image ?? headerImage(page)} />
  );
  const after = data.link ? (
    <p className="an-page__links">
      <SiteLink href={data.link.url} currentPath={page.url} className="an-button">
        {data.link.title || nl.pageKinds.meetingPlaceMore}
      </SiteLink>
    </p>
  ) : null;
  return <EditorialPage kind="meeting-place" page={page} env={env} header={header} after={after} />;
}

/** A meeting place (ontmoetingsplek): its kind, where it is, what happens there, a link for more. */
export const ontmoetingsplek: PageKindModule<MeetingPlaceData> = {
  Component: MeetingPlace,
  ogType: 'article',
  async load({ node }) {
    const f = nodeFields('meeting place', MeetingPlaceFieldsSchema, node);
    return {
      data: {
        placeName: f.field_location_name,
        typeLabel: f.field_ontmoetingsplek_type?.label ?? null,
        intro: f.field_introduction?.value ?? null,
        image: f.field_image,
        link: f.field_link,
      },
    };
  },
};
