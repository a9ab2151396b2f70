/**
 * The vacancy pages (spec section 2): a regional volunteer vacancy
 * (`regio_vacancies`), a national one (`vacancies`) and a paid job
 * (`corporate_vacature`). The volunteer-vacancy header with place,
 * availability, duration and theme; the blocks; beside them (from 1024 px, in
 * a column of their own, sticky) the apply box with the last day to apply and
 * the apply-now button to the vacancy's path plus /solliciteren. A vacancy
 * past its apply-before date says it is closed, has no apply button and
 * shows similar open vacancies instead. JSON-LD JobPosting for every one.
 */
import { vacancyEvent } from '../analytics';
import { plainText } from '../contract/plain-text';
import { VACANCY_KIND_OF, type Node, type RawBlock } from '../contract';
import { endOfDutchDay, formatDate, isoDay } from '../format/date';
import { applyHref, isContactRequest, isExpired, isOpenVacancy, toVacancy, toVacancyCard, vacancyEventFacts, type Vacancy, type VacancyCardView } from '../model/vacancy';
import { href } from '../routes';
import { loadedOnce, NO_SECOND_INPUT } from '../loaded-once';
import { nl } from '../texts/nl';
import { VolunteerVacancyHeader } from '../ui/headers/VolunteerVacancyHeader';
import { SiteLink } from '../ui/SiteLink';
import { TRACK_ATTR } from '../analytics';
import { VacancyCard } from '../ui/VacancyCard';
import { Island } from '../islands/Island';
import { EditorialPage } from './EditorialPage';
import type { PageView } from './page-view';
import type { JobPostingFacts } from './screen';
import type { PageEnv, PageKindContent, PageKindModule } from './types';

export interface VacancyPageData {
  vacancy: Vacancy;
  /** Past its apply-before date (open vacancies never close). */
  closed: boolean;
  /** Null when the vacancy has no address to apply at. */
  apply: { href: string; label: string } | null;
  /** Similar open vacancies, shown when this one is closed. */
  similar: VacancyCardView[];
  /** Where all vacancies of its kind are listed. */
  overview: { label: string; url: string };
}

/** How many similar vacancies a closed one shows, and how far around its place they are looked for. */
const SIMILAR_COUNT = 3;
const SIMILAR_RADIUS_KM = 25;

function applyLabel(vacancy: Vacancy): string {
  const t = nl.vacancies;
  if (isContactRequest(vacancy.kind, vacancy.title)) return t.applyContact;
  return vacancy.open ? t.applyOpen : t.applyNow;
}

const track = (json: object) => ({ [TRACK_ATTR]: JSON.stringify(json) });

/** The last day to apply, or that one can apply until the vacancy is filled. */
function Deadline({ vacancy }: { vacancy: Vacancy }) {
  const t = nl.vacancies;
  const day = vacancy.applyBefore ? isoDay(vacancy.applyBefore) : '';
  if (!day) return <p className="an-apply__deadline">{t.openUntilFilled}</p>;
  return (
    <p className="an-apply__deadline">
      {t.applyBefore} <time dateTime={day}>{formatDate(day)}</time>
    </p>
  );
}

/** The apply box: sticky beside the text on desktop, after it on phones. */
function ApplyBox({ data }: { data: VacancyPageData }) {
  const t = nl.vacancies;
  const { vacancy } = data;
  const facts = vacancyEventFacts(vacancy);
  if (data.closed) {
    return (
      <div className="an-apply an-apply--closed">
        <h2 className="an-apply__title">{t.closed}</h2>
        {vacancy.applyBefore ? <p>{t.closedOn(formatDate(vacancy.applyBefore))}</p> : null}
      </div>
    );
  }
  const volunteer = vacancy.kind !== 'corporate';
  return (
    <div className="an-apply">
      <h2 className="an-apply__title">{t.applyBox}</h2>
      {vacancy.open ? null : <Deadline vacancy={vacancy} />}
      {vacancy.hours ? (
        <p className="an-apply__hours">
          <span className="an-apply__label">{t.time}: </span>
          {vacancy.hours}
        </p>
      ) : null}
      {data.apply ? (
        <p>
          <SiteLink href={data.apply.href} className="an-button an-apply__button" data={track(vacancyEvent('CTA_vacancy', facts))}>
            {data.apply.label}
          </SiteLink>
        </p>
      ) : null}
      {volunteer && !vacancy.open ? (
        <p className="an-apply__meet">
          {t.firstMeet}{' '}
          <SiteLink href={href('apply-contact-request')} data={track(vacancyEvent('volunteer_info', facts))}>
            {t.contactRequest}
          </SiteLink>
        </p>
      ) : null}
    </div>
  );
}

/** On phones the apply box comes after the text: this button near the top saves a long scroll. */
function PhoneApply({ data }: { data: VacancyPageData }) {
  if (data.closed) {
    return (
      <div className="an-apply-notice" role="note">
        <h2 className="an-apply-notice__title">{nl.vacancies.closed}</h2>
        <p>{nl.vacancies.closedHelp}</p>
      </div>
    );
  }
  if (!data.apply) return null;
  const facts = vacancyEventFacts(data.vacancy);
  return (
    <p className="an-apply-phone">
      <SiteLink href={data.apply.href} className="an-button" data={track(vacancyEvent('click_volunteer_application', facts))}>
        {data.apply.label}
      </SiteLink>
    </p>
  );
}

function Similar({ data, page }: { data: VacancyPageData; page: PageView }) {
  const t = nl.vacancies;
  return (
    <section className="an-similar" aria-labelledby="vergelijkbare-vacatures">
      <h2 id="vergelijkbare-vacatures">{t.similar}</h2>
      {data.similar.length ? (
        <ul className="an-vacancy-list">
          {data.similar.map((card) => (
            <VacancyCard key={card.id} vacancy={card} headingLevel={3} currentPath={page.url} track={JSON.stringify(vacancyEvent('select_vacancy', vacancyEventFacts(card)))} />
          ))}
        </ul>
      ) : (
        <p>{t.noSimilar}</p>
      )}
      <p>
        <SiteLink href={data.overview.url} className="an-button an-button--secondary">
          {data.overview.label}
        </SiteLink>
      </p>
    </section>
  );
}

function VacancyPage({ page, env, data }: { page: PageView; env: PageEnv; data: VacancyPageData }) {
  const { vacancy } = data;
  const corporate = vacancy.kind === 'corporate';
  const header = (
    <VolunteerVacancyHeader
      title={page.title}
      subTitle={vacancy.subTitle}
      intro={page.intro}
      location={vacancy.place}
      availability={corporate ? vacancy.hours : vacancy.availability.join(', ') || null}
      duration={corporate ? vacancy.contract : vacancy.duration}
      theme={corporate ? vacancy.department : vacancy.theme}
      labels={corporate ? nl.vacancies.corporate : undefined}
    />
  );
  return (
    <>
      <EditorialPage
        kind="vacancy"
        page={page}
        env={env}
        header={header}
        // Spec section 2 offers sharing on regional and national vacancy pages.
        share={!corporate}
        before={<PhoneApply data={data} />}
        after={data.closed ? <Similar data={data} page={page} /> : null}
        aside={<ApplyBox data={data} />}
        asideLabel={nl.vacancies.applyBox}
      />
      <Island name="vacancy-events" wake="load" props={{}} />
    </>
  );
}

/** The vacancy as plain text for JobPosting: its introduction and every block's title and text. */
function describe(node: Node, page: PageView): string {
  const parts = [plainText(page.intro)];
  for (const block of node.field_page_content as RawBlock[]) {
    if (typeof block.field_title === 'string') parts.push(block.field_title);
    for (const value of Object.values(block)) {
      const html = value && typeof value === 'object' && 'value' in value ? (value as { value: unknown }).value : null;
      if (typeof html === 'string') parts.push(plainText(html));
    }
  }
  return parts.filter(Boolean).join('\n\n');
}

const EMPLOYMENT = { full_time: 'FULL_TIME', part_time: 'PART_TIME', internship: 'INTERN' } as const;

export function jobPostingFacts(vacancy: Vacancy, node: Node, page: PageView): JobPostingFacts {
  const city = vacancy.location.city;
  const location: JobPostingFacts['location'] =
    vacancy.kind === 'landelijk'
      ? vacancy.nationalType === 'in_de_buurt'
        ? { kind: 'country' }
        : { kind: 'telecommute' }
      : city
        ? { kind: 'place', locality: city, postalCode: vacancy.location.zipCode }
        : { kind: 'country' };
  return {
    title: vacancy.title,
    description: describe(node, page),
    datePosted: vacancy.created,
    validThrough: vacancy.applyBefore ? endOfDutchDay(vacancy.applyBefore) || null : null,
    employmentType: vacancy.kind === 'corporate' ? (vacancy.employmentType ? EMPLOYMENT[vacancy.employmentType] : 'FULL_TIME') : 'VOLUNTEER',
    location,
    identifier: String(vacancy.id),
  };
}

/**
 * Open vacancies like a closed one, the first of these searches that finds
 * any: the same theme near its place, anything near its place, the same theme
 * anywhere, anything (paid jobs: any other open job). Never the closed one
 * itself nor the open application and contact request (every list has
 * those); a failing search leaves the list empty, not the page.
 */
async function similarTo(vacancy: Vacancy, content: PageKindContent): Promise<VacancyCardView[]> {
  const scope = vacancy.kind === 'corporate' ? 'corporate' : 'volunteer';
  const base = { functionIds: [], activityIds: [], durationIds: [], availabilityIds: [], address: null, radius: SIMILAR_RADIUS_KM, page: 0, pageSize: SIMILAR_COUNT + 3, scope } as const;
  const theme = vacancy.themeId !== null && scope === 'volunteer' ? [String(vacancy.themeId)] : [];
  const place = vacancy.kind === 'regional' ? vacancy.location.city : null;
  const tries = [
    ...(theme.length && place ? [{ ...base, activityIds: theme, address: place }] : []),
    ...(place ? [{ ...base, address: place }] : []),
    ...(theme.length ? [{ ...base, activityIds: theme }] : []),
    base,
  ];
  for (const params of tries) {
    const found = await content.vacancySearch(params).catch(() => null);
    const items = (found?.Items ?? []).filter((item) => item.Id !== vacancy.id && !isOpenVacancy(VACANCY_KIND_OF[item.Type], item.Title));
    if (items.length) return items.slice(0, SIMILAR_COUNT).map(toVacancyCard);
  }
  return [];
}

function overviewOf(vacancy: Vacancy, node: Node): { label: string; url: string } {
  const t = nl.vacancies;
  // A paid job's overview is its parent page (the 'Werken bij' page); volunteer work has one overview.
  if (vacancy.kind === 'corporate' && node.field_parent_page) return { label: t.allVacancies, url: node.field_parent_page.url };
  return { label: t.allVolunteering, url: href('vacancies') };
}

/** One module for the three vacancy types: the type decides the rest (spec section 3). */
export const vacancyPage: PageKindModule<VacancyPageData> = {
  Component: VacancyPage,
  ogType: 'website',
  async load({ node, page, content, now }) {
    // Made of the node alone (its fields' parse was 2.9 % of a KV-warm vacancy page's samples): once per held answer.
    const made = loadedOnce(node, NO_SECOND_INPUT, 'vacancy and its apply address', () => {
      const vacancy = toVacancy(node);
      return vacancy && { vacancy, apply: applyHref(vacancy) };
    });
    if (!made) return null;
    const { vacancy, apply } = made;
    const closed = !vacancy.open && isExpired(vacancy.applyBefore, now);
    const data: VacancyPageData = {
      vacancy,
      closed,
      apply: apply ? { href: apply, label: applyLabel(vacancy) } : null,
      similar: closed ? await similarTo(vacancy, content) : [],
      overview: overviewOf(vacancy, node),
    };
    // Made of the node alone (its plain text and Dutch end of day cost more than the rest of the page's facts): once per held answer.
    return { data, jobPosting: loadedOnce(node, NO_SECOND_INPUT, 'job posting', () => jobPostingFacts(vacancy, node, page)) };
  },
};
