/**
 * Vacancies (spec section 3): the volunteer-work overview (`vacancy_overview`
 * at /vrijwilligerswerk), national volunteer vacancies (`vacancies`, under it),
 * paid jobs (`corporate_vacature`, under /over-ons/werken-bij) and regional
 * volunteer vacancies (`regio_vacancies`, children of their region at
 * /regios/{region}/vrijwilligerswerk/{slug}), with every vacancy field.
 *
 * Ids: overview 700, national 701 and up, corporate 800 and up, hand-picked
 * regional 850 and up, the regions' vacancy lists 900-947, generated regional 5000000 and up (1000 per batch; batch
 * k is the same at every scale). Dates count from the day of generation: the
 * apply-before dates lie ahead, a few behind (closed vacancies).
 */
import type { NodeRow } from './types';
import { forkRng, type Rng } from './random';
import type { TermIndex } from './taxonomies';
import { type BlockText, DAY_MS, ORGANISATION, buildBlocks, paragraphs, publishedRevisionId, slugify } from './helpers';
import { commonFields } from './pages';
import { REGIONS } from './region-list';
import { REGION_ID_START, regionEmail, regionPhone, regionSlug } from './regions';
import { type VacancyDraft, type RegionalVacancyTemplate, vacancyBlocks } from './vacancy-kit';
import { REGIONAL_VACANCY_TEMPLATES } from './vacancy-regional';
import { CORPORATE_VACANCIES, NATIONAL_VACANCIES, type CorporateVacancyText } from './vacancy-national';
import { vacancyPlace } from './vacancy-places';

export const VACANCY_OVERVIEW_ID = 700;
export const VACANCY_OVERVIEW_ALIAS = '/vrijwilligerswerk';
/** The corporate overview is the 'Werken bij' page (text-ondersteuning.ts, id 119). */
export const CORPORATE_OVERVIEW = { id: 119, title: 'Werken bij Dementiezorg Nederland', alias: '/over-ons/werken-bij' } as const;
const NATIONAL_ID_START = 701;
const CORPORATE_ID_START = 800;
const PICKED_ID_START = 850;
export const GENERATED_VACANCY_ID_START = 5_000_000;
const BATCH_ID_STRIDE = 1000;
/** Generated regional vacancies per region and batch. */
export const VACANCIES_PER_REGION = 6;
/** Shares of generated vacancies that are closed, and that have no apply-before date. */
const CLOSED_SHARE = 0.08;
const OPEN_ENDED_SHARE = 0.1;

export const NATIONAL_EMAIL = 'vrijwilligers@example.org';
export const CORPORATE_EMAIL = 'werkenbij@example.org';
const NATIONAL_UNIT = 'AN-LB';
const HOUR_MS = 3_600_000;

/** Hand-picked regional vacancies with fixed addresses (tests point to them). */
export const PICKED_REGIONAL: readonly { region: string; municipality: string; template: string; applyDays: number | null }[] = [
  { region: 'IJssel-Vecht', municipality: 'Zwolle', template: 'telefonisch-maatje', applyDays: 40 },
  { region: 'IJssel-Vecht', municipality: 'Kampen', template: 'wandelmaatje', applyDays: 50 },
  { region: 'IJssel-Vecht', municipality: 'Zwolle', template: 'moderator', applyDays: null },
  { region: 'Utrecht stad', municipality: 'Utrecht', template: 'gastvrouw', applyDays: 30 },
  { region: 'Friesland', municipality: 'Leeuwarden', template: 'evenement', applyDays: -12 },
];

interface Ref {
  id: number;
  title: string;
  alias: string;
}

const dayString = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The 'Werken bij' content page becomes the overview of the paid jobs: a
 * vacancy_overview whose scope is corporate, with its own texts kept.
 */
export function withCorporateOverview(nodes: NodeRow[]): NodeRow[] {
  return nodes.map((node) =>
    node.id === CORPORATE_OVERVIEW.id ? { ...node, type: 'vacancy_overview', fields: { ...node.fields, field_vacancy_scope: 'corporate' } } : node,
  );
}

/** A postcode in a town: its four digits and two letters (never SA, SD or SS). */
function postcode(rng: Rng, digits: string): string {
  const letters = 'ABCDEGHJKLMNPRTVWXZ';
  let pair = '';
  do pair = rng.pick([...letters]) + rng.pick([...letters]);
  while (pair === 'SA' || pair === 'SD' || pair === 'SS');
  return `${digits} ${pair}`;
}

/** Published some days before today (before its apply-before date when that has passed), changed a little later. */
function vacancyDates(rng: Rng, today: number, applyDays: number | null): { created: string; changed: string } {
  const latest = applyDays !== null && applyDays < 0 ? today + applyDays * DAY_MS : today;
  const day = latest - rng.int(7, 120) * DAY_MS;
  const created = rng.dateBetween(day + 8 * HOUR_MS, day + 16 * HOUR_MS);
  const changed = rng.dateBetween(Date.parse(created), Math.min(Date.parse(created) + 5 * DAY_MS, today - HOUR_MS));
  return { created, changed };
}

const term = (terms: TermIndex, vocabulary: Parameters<TermIndex>[0], name: string) => ({ id: terms(vocabulary, name), label: name });

interface VacancyInput {
  id: number;
  type: 'regio_vacancies' | 'vacancies' | 'corporate_vacature' | 'vacancy_overview';
  alias: string;
  title: string;
  intro: string;
  blocks: BlockText[];
  parent: Ref | null;
  dates: { created: string; changed: string };
  fields: Record<string, unknown>;
}

function vacancyNode(input: VacancyInput): NodeRow {
  const fields = commonFields({
    metaTitle: `${input.title} | ${ORGANISATION}`,
    metaDescription: input.intro,
    intro: paragraphs(input.intro),
    blocks: buildBlocks(input.id, input.blocks),
    parent: input.parent,
    categories: [],
  });
  return {
    id: input.id,
    type: input.type,
    title: input.title,
    alias: input.alias,
    status: true,
    created: input.dates.created,
    changed: input.dates.changed,
    parentId: input.parent?.id ?? null,
    revisionId: publishedRevisionId(input.id),
    fields: { ...fields, ...input.fields },
  };
}

/** The fields of a volunteer vacancy, from its draft. */
function volunteerFields(draft: VacancyDraft, terms: TermIndex, extra: Record<string, unknown>): Record<string, unknown> {
  return {
    field_job_title: term(terms, 'vacaturetitel', draft.jobTitle),
    field_sub_title: draft.subTitle,
    field_availability: draft.availability.map((name) => term(terms, 'availability', name)),
    field_duration: draft.duration ? term(terms, 'durations', draft.duration) : null,
    field_vrijwilligersactiviteit: draft.theme ? term(terms, 'vrijwilligersactiviteit', draft.theme) : null,
    field_function_type: draft.functionTypes.map((name) => term(terms, 'function_type', name)),
    field_form_length: draft.formLength,
    field_hours: draft.hours,
    field_contract: null,
    field_department: null,
    field_employment_type: null,
    ...extra,
  };
}

function applyBefore(today: number, applyDays: number | null): string | null {
  return applyDays === null ? null : dayString(today + applyDays * DAY_MS);
}

/** Ids of the regions' vacancy lists: one per region, in the order of REGIONS. */
const REGION_LIST_ID_START = 900;

/**
 * Each region's vacancy list at /regios/{region}/vrijwilligerswerk: a
 * vacancy_overview page whose `field_vacancy_region` names the region, so it
 * shows the region view of the vacancies (six per page), child of the region.
 */
function regionListNodes(rng: Rng, today: number, used: Set<string>): NodeRow[] {
  return REGIONS.map((data, index) => {
    const region: Ref = { id: REGION_ID_START + index, title: data.name, alias: `/regios/${regionSlug(data)}` };
    const alias = `${region.alias}/vrijwilligerswerk`;
    used.add(alias);
    return vacancyNode({
      id: REGION_LIST_ID_START + index,
      type: 'vacancy_overview',
      alias,
      title: `Vrijwilligerswerk in regio ${data.name}`,
      intro: `Vrijwilligers in regio ${data.name} ontvangen bezoekers in het Alzheimer Café, gaan op pad als maatje en geven voorlichting. Kijk wat er bij jou in de buurt openstaat.`,
      blocks: [],
      parent: region,
      dates: vacancyDates(rng, today, null),
      fields: { field_vacancy_scope: 'volunteer', field_vacancy_region: region.id },
    });
  });
}

/** The overview page of volunteer work, parent of the national vacancies. */
function overviewNode(rng: Rng, today: number): NodeRow {
  const dates = vacancyDates(rng, today, null);
  return vacancyNode({
    id: VACANCY_OVERVIEW_ID,
    type: 'vacancy_overview',
    alias: VACANCY_OVERVIEW_ALIAS,
    title: 'Vrijwilligerswerk',
    intro: `Duizenden vrijwilligers maken het werk van ${ORGANISATION} mogelijk. Zoek vrijwilligerswerk dat bij je past: bij jou in de buurt of vanuit huis, een keer of voor langere tijd.`,
    blocks: [],
    parent: null,
    dates,
    fields: { field_vacancy_scope: 'volunteer' },
  });
}

function nationalNodes(rng: Rng, terms: TermIndex, today: number, overview: Ref): NodeRow[] {
  return NATIONAL_VACANCIES.map((text, index) => {
    const id = NATIONAL_ID_START + index;
    return vacancyNode({
      id,
      type: 'vacancies',
      alias: `${overview.alias}/${slugify(text.title)}`,
      title: text.title,
      intro: text.intro,
      blocks: vacancyBlocks(rng, text, { email: NATIONAL_EMAIL, phone: null }),
      parent: overview,
      dates: vacancyDates(rng, today, text.applyDays),
      fields: volunteerFields(text, terms, {
        field_end_date: applyBefore(today, text.applyDays),
        field_zip_code: null,
        field_plaatsnaam: null,
        field_vacancy_type: text.nationalType,
        field_organisation_unit_key: term(terms, 'organisationunitkey', NATIONAL_UNIT),
        field_email: NATIONAL_EMAIL,
      }),
    });
  });
}

function corporateBlocks(rng: Rng, text: CorporateVacancyText): BlockText[] {
  return vacancyBlocks(
    rng,
    { ...text, functionTypes: [], theme: null, duration: null, availability: [], formLength: 'long' },
    { email: CORPORATE_EMAIL, phone: null },
  );
}

function corporateNodes(rng: Rng, terms: TermIndex, today: number): NodeRow[] {
  return CORPORATE_VACANCIES.map((text, index) => {
    const id = CORPORATE_ID_START + index;
    return vacancyNode({
      id,
      type: 'corporate_vacature',
      alias: `${CORPORATE_OVERVIEW.alias}/${slugify(text.title)}`,
      title: text.title,
      intro: text.intro,
      blocks: corporateBlocks(rng, text),
      parent: CORPORATE_OVERVIEW,
      dates: vacancyDates(rng, today, text.applyDays),
      fields: {
        field_job_title: term(terms, 'vacaturetitel', text.jobTitle),
        field_sub_title: text.subTitle,
        field_availability: [],
        field_duration: null,
        field_end_date: applyBefore(today, text.applyDays),
        field_zip_code: postcode(rng, text.postcodeDigits),
        field_plaatsnaam: text.town,
        field_vacancy_type: null,
        field_organisation_unit_key: term(terms, 'organisationunitkey', NATIONAL_UNIT),
        field_email: CORPORATE_EMAIL,
        field_vrijwilligersactiviteit: null,
        field_function_type: [],
        field_form_length: 'long',
        field_hours: text.hours,
        field_contract: text.contract,
        field_department: text.department,
        field_employment_type: text.employmentType,
      },
    });
  });
}

/** A unique alias: the slug, or the slug with -2, -3 ... when an earlier vacancy has it. */
function uniqueAlias(base: string, used: Set<string>): string {
  let alias = base;
  for (let n = 2; used.has(alias); n++) alias = `${base}-${n}`;
  used.add(alias);
  return alias;
}

/** One regional vacancy of a region, written from a template for one of its municipalities. */
function regionalNode(
  rng: Rng,
  terms: TermIndex,
  today: number,
  at: { id: number; regionIndex: number; municipality: string; template: RegionalVacancyTemplate; applyDays: number | null },
  used: Set<string>,
): NodeRow {
  const data = REGIONS[at.regionIndex]!;
  const region: Ref = { id: REGION_ID_START + at.regionIndex, title: data.name, alias: `/regios/${regionSlug(data)}` };
  const place = vacancyPlace(at.municipality);
  const contact = { email: regionEmail(data), phone: regionPhone(at.regionIndex) };
  const draft = at.template.write(rng, { region: data.name, town: place.town, ...contact });
  return vacancyNode({
    id: at.id,
    type: 'regio_vacancies',
    alias: uniqueAlias(`${region.alias}/vrijwilligerswerk/${slugify(draft.title)}`, used),
    title: draft.title,
    intro: draft.intro,
    blocks: vacancyBlocks(rng, draft, contact),
    parent: region,
    dates: vacancyDates(rng, today, at.applyDays),
    fields: volunteerFields(draft, terms, {
      field_end_date: applyBefore(today, at.applyDays),
      field_zip_code: postcode(rng, place.postcodeDigits),
      field_plaatsnaam: place.town,
      field_vacancy_type: null,
      field_organisation_unit_key: term(terms, 'organisationunitkey', `AN-R${String(at.regionIndex + 1).padStart(2, '0')}`),
      field_email: contact.email,
    }),
  });
}

const templateByKey = (key: string): RegionalVacancyTemplate => {
  const found = REGIONAL_VACANCY_TEMPLATES.find((template) => template.key === key);
  if (!found) throw new Error(`No vacancy template ${key}`);
  return found;
};

/** Draws templates without repeating until all were used, then starts a new shuffled round. */
function deck<T>(rng: Rng, pool: readonly T[]): () => T {
  let items: T[] = [];
  return () => {
    if (items.length === 0) items = rng.shuffle(pool);
    return items.pop() as T;
  };
}

/** The overview, the national and corporate vacancies and the hand-picked regional ones. */
export function buildVacancyNodes(seed: number, terms: TermIndex, today: number, used: Set<string>): NodeRow[] {
  const rng = forkRng(seed, 'vacancies');
  const overview = overviewNode(rng, today);
  const overviewRef: Ref = { id: overview.id, title: overview.title, alias: overview.alias };
  const picked = PICKED_REGIONAL.map((p, index) =>
    regionalNode(
      rng,
      terms,
      today,
      { id: PICKED_ID_START + index, regionIndex: REGIONS.findIndex((r) => r.name === p.region), municipality: p.municipality, template: templateByKey(p.template), applyDays: p.applyDays },
      used,
    ),
  );
  // Last, so the random streams of the vacancies above stay as they were.
  return [overview, ...nationalNodes(rng, terms, today, overviewRef), ...corporateNodes(rng, terms, today), ...picked, ...regionListNodes(rng, today, used)];
}

/**
 * Generated batch `k` (1-based) of regional vacancies: VACANCIES_PER_REGION in
 * every region, each from a template for one of the region's municipalities.
 * Its own random stream, so batch k is the same at every scale; `used` holds
 * the aliases of everything generated before it.
 */
export function buildVacancyBatch(seed: number, k: number, terms: TermIndex, today: number, used: Set<string>): NodeRow[] {
  const rng = forkRng(seed, `vacancy-batch-${k}`);
  const firstId = GENERATED_VACANCY_ID_START + (k - 1) * BATCH_ID_STRIDE;
  const next = deck(rng, REGIONAL_VACANCY_TEMPLATES);
  const nodes: NodeRow[] = [];
  REGIONS.forEach((data, regionIndex) => {
    for (let i = 0; i < VACANCIES_PER_REGION; i++) {
      const roll = rng.next();
      const applyDays = roll < CLOSED_SHARE ? -rng.int(1, 45) : roll < CLOSED_SHARE + OPEN_ENDED_SHARE ? null : rng.int(10, 120);
      nodes.push(
        regionalNode(rng, terms, today, { id: firstId + nodes.length, regionIndex, municipality: rng.pick(data.municipalities), template: next(), applyDays }, used),
      );
    }
  });
  return nodes;
}
