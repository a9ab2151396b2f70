/**
 * Page kind `location` (spec sections 2 and 3): the region-location header
 * (type, address), a sub-menu (its titled blocks, Contact, Geplande
 * activiteiten, Over de regio), contact person and data, e-mail, phone, type
 * and region, the blocks, and its activities that end today or later, six
 * per page (`?page`, one-based). JSON-LD Place with its address and point.
 */
import { LocationFieldsSchema, type LocationFields, type OverDeRegioTeaser } from '../contract';
import { isoDay } from '../format/date';
import { apiPage, isPastEnd, ListPaginator, pageCountOf, pageHints, readListQuery, type ListQuery } from '../lists';
import { addressLines, simpleAddress } from '../model/address';
import { ACTIVITY_PAGE_SIZE, endingTodayOrLater, toActivityCard, type ActivityCardView } from '../model/places';
import { nl } from '../texts/nl';
import { RegionLocationHeader, type RegionLocationHeaderProps } from '../ui/headers/RegionLocationHeader';
import { SplicedPart } from '../ui/reused-part';
import { RichText } from '../ui/RichText';
import { SiteLink } from '../ui/SiteLink';
import { EditorialPage, headerImage } from './EditorialPage';
import { titledBlocks } from './over-de-regio';
import type { PageView } from './page-view';
import { Contact } from './region/Contact';
import { loadedOnce, NO_SECOND_INPUT } from '../loaded-once';
import { AboutTeaser, ActivityCards, Section, SubMenu } from './region/sections';
import type { PlaceFacts } from './screen';
import type { PageEnv, PageKindModule } from './types';
import { nodeFields } from './node-fields';

interface LocationData {
  view: LocationView;
  activities: ActivityCardView[];
  total: number;
  query: ListQuery;
  pageCount: number;
  about: OverDeRegioTeaser | null;
}

/**
 * What the page shows of its node alone (header, contact), made once per
 * held answer (loadedOnce), so its markup is reused (SplicedPart). The
 * sub-menu is not part of it: it names the page's blocks, which are prepared
 * after the kind's load (shared/pages/cms-page.tsx).
 */
interface LocationView {
  header: RegionLocationHeaderProps;
  contact: {
    address: string[];
    person: string | null;
    email: string | null;
    phone: string | null;
    type: string | null;
    region: { label: string; url: string | null } | null;
    /** Rich text under the contact details. */
    more: string | null;
  };
}

function locationView(page: PageView, f: LocationFields): LocationView {
  const a = f.field_address;
  const region = f.field_regio;
  return {
    header: {
      title: page.title,
      locationType: f.field_location_type?.label ?? null,
      place: a?.organization || null,
      address: simpleAddress(a),
      intro: page.intro,
      image: headerImage(page),
    },
    contact: {
      address: addressLines(a),
      person: f.field_contact ?? null,
      email: f.field_email ?? null,
      phone: f.field_phone ?? null,
      type: f.field_location_type?.label || null,
      region: region?.label ? { label: region.label, url: region.url || null } : null,
      more: f.field_contact_data?.value ?? null,
    },
  };
}

const locationHeader = (view: LocationView) => <RegionLocationHeader {...view.header} />;

function locationContact({ contact: c }: LocationView) {
  const t = nl.regions;
  return (
    <>
      <Contact
        id="contact"
        title={t.sections.contact}
        facts={{
          address: c.address,
          person: c.person,
          email: c.email,
          phone: c.phone,
          extra: [
            ...(c.type ? [{ label: t.contact.type, value: c.type }] : []),
            ...(c.region ? [{ label: t.contact.region, value: c.region.url ? <SiteLink href={c.region.url}>{c.region.label}</SiteLink> : c.region.label }] : []),
          ],
        }}
      />
      {c.more ? <RichText html={c.more} /> : null}
    </>
  );
}

function LocationPage({ page, env, data }: { page: PageView; env: PageEnv; data: LocationData }) {
  const t = nl.regions;
  const view = data.view;
  const header = <SplicedPart source={view} variant="header" render={locationHeader} />;
  const menu = [
    ...titledBlocks(page),
    { id: 'contact', label: t.sections.contact },
    { id: 'geplande-activiteiten', label: t.sections.planned },
    ...(data.about ? [{ id: 'over-de-regio', label: t.sections.about }] : []),
  ];
  const after = <SplicedPart source={view} variant="contact" render={locationContact} />;
  const wide = (
    <>
      <Section id="geplande-activiteiten" title={t.activities.planned}>
        {data.activities.length > 0 ? (
          <>
            <p className="an-list__count">{t.activities.count(data.total)}</p>
            <ActivityCards cards={data.activities} currentPath={page.url} />
            <ListPaginator path={page.url} query={data.query} pageCount={data.pageCount} />
          </>
        ) : (
          <p>{t.activities.noPlanned}</p>
        )}
      </Section>
      {data.about ? (
        <Section id="over-de-regio" title={t.sections.about}>
          <AboutTeaser about={data.about} currentPath={page.url} />
        </Section>
      ) : null}
    </>
  );
  return <EditorialPage kind="location" page={page} env={env} header={header} share before={<SubMenu items={menu} />} after={after} wide={wide} />;
}

export function placeFacts(name: string, f: Pick<LocationFields, 'field_address' | 'field_geo' | 'field_phone' | 'field_email'>, description: string | null): PlaceFacts {
  const a = f.field_address;
  return {
    name: a?.organization ? `${name} (${a.organization})` : name,
    address: a ? { streetAddress: a.address_line1, postalCode: a.postal_code, addressLocality: a.locality } : null,
    geo: f.field_geo ? { lat: f.field_geo.lat, lon: f.field_geo.lon } : null,
    telephone: f.field_phone ?? null,
    email: f.field_email ?? null,
    description,
  };
}

export const locationPage: PageKindModule<LocationData> = {
  Component: LocationPage,
  async load({ node, page, content, params, now }) {
    // Parsed, and made into what the page shows of it, once per held answer.
    const fields = nodeFields('location', LocationFieldsSchema, node);
    const view = loadedOnce(node, NO_SECOND_INPUT, 'location view', () => locationView(page, fields));
    const query = readListQuery(params);
    const regionId = fields.field_regio?.id ?? null;
    const [list, about] = await Promise.all([content.locationActivities(node.id, apiPage(query.page)), regionId ? content.overDeRegio(regionId) : Promise.resolve(null)]);
    const pageCount = pageCountOf(list.Total, ACTIVITY_PAGE_SIZE);
    if (isPastEnd(query.page, pageCount)) return null;
    // The API keeps only activities ending today or later; the page holds to the rule too (spec section 5).
    // Kept with a held answer for the day (loadedOnce), so the cards' markup is reused.
    const day = isoDay(now.toISOString());
    const activities = loadedOnce(list.Activities, NO_SECOND_INPUT, `location activities ${day}`, () => endingTodayOrLater(list.Activities.map((item) => toActivityCard(item)), day));
    const hints = pageHints(page.url, query, pageCount);
    return { data: { view, activities, total: list.Total, query, pageCount, about }, ...hints, place: loadedOnce(node, NO_SECOND_INPUT, 'location place', () => placeFacts(page.title, fields, page.metaDescription)) };
  },
};
