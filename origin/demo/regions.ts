/**
 * Region nodes (`regio`, ids 1000 and up, alias `/regios/{slug}`): one per
 * regional branch, with a fictional office address, contact details and the
 * municipalities the branch serves.
 */
import type { NodeRow } from './types';
import type { Rng } from './random';
import type { TermIndex } from './taxonomies';
import { BASE_DATE_MS, DAY_MS, ORGANISATION, buildBlocks, datePair, link, paragraphs, publishedRevisionId, slugify } from './helpers';
import { type RegionData, REGIONS, STREET_NAMES } from './region-list';
import { commonFields } from './pages';
import { placeLookup } from '../geo/gazetteer';
import { gazetteerPlaces } from './gazetteer';

export const REGION_ID_START = 1000;

const POSTCODE_LETTERS = 'ABCDEGHJKLMNPRTVWXZ';

const BLOCK_TITLES = ['Wat we doen in de regio', 'Samen dichtbij', 'Activiteiten bij jou in de buurt', 'Doe mee'];

const ACTIVITIES = [
  'een wandelgroep voor mensen met dementie en hun partners',
  'een cursus voor mantelzorgers',
  'een lotgenotengroep voor kinderen van een ouder met dementie',
  'voorlichting in buurthuizen en bibliotheken',
  'een koor voor mensen met en zonder dementie',
  'een inloopspreekuur in de bibliotheek',
  'een gespreksgroep voor mensen met dementie op jonge leeftijd',
  'een jaarlijkse informatiemarkt over wonen en zorg',
];

const OPENERS = [
  (name: string) => `In regio ${name} staan we klaar voor iedereen die met dementie te maken heeft.`,
  (name: string) => `Regio ${name} is een van de 48 regio's van ${ORGANISATION}.`,
  (name: string) => `Ook in regio ${name} hoeft niemand er alleen voor te staan.`,
];

/** 'A', 'A en B', 'A, B en C'. */
export function joinDutch(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`;
}

export const regionSlug = (region: RegionData): string => slugify(region.name);
export const regionEmail = (region: RegionData): string => `regio-${regionSlug(region)}@example.org`;
/** Fictional numbers: '088 - 123 4001' for the first region and so on. */
export const regionPhone = (index: number): string => `088 - 123 4${String(index + 1).padStart(3, '0')}`;

function postcode(rng: Rng, digits: string): string {
  let letters = '';
  do {
    letters = rng.pick([...POSTCODE_LETTERS]) + rng.pick([...POSTCODE_LETTERS]);
  } while (letters === 'SA' || letters === 'SD' || letters === 'SS');
  return `${digits} ${letters}`;
}

function regionNode(region: RegionData, index: number, rng: Rng, terms: TermIndex): NodeRow {
  const id = REGION_ID_START + index;
  const slug = regionSlug(region);
  const email = regionEmail(region);
  const phone = regionPhone(index);
  const street = `${rng.pick(STREET_NAMES)} ${rng.int(1, 150)}`;
  const served =
    region.municipalities.length === 1
      ? `de gemeente ${region.municipalities[0]}`
      : `de gemeenten ${joinDutch(region.municipalities)}`;
  const [first, second] = rng.sample(ACTIVITIES, 2);
  const volunteers = rng.int(4, 30) * 5;
  const { created, changed } = datePair(rng, 1500);

  const text =
    paragraphs(
      `${rng.pick(OPENERS)(region.name)} Ruim ${volunteers} vrijwilligers zetten zich hier in voor mensen met dementie en hun naasten.`,
      `Elke maand is er een Alzheimer Café in ${rng.pick(region.municipalities)}. Daarnaast organiseren we onder meer ${first} en ${second}.`,
      `Wil je meedoen, vrijwilliger worden of heb je een vraag? Mail naar ${link(`mailto:${email}`, email)} of bel ${phone}.`,
    );

  const fields = commonFields({
    metaTitle: `Regio ${region.name} | ${ORGANISATION}`,
    metaDescription: `Activiteiten, ondersteuning en contact voor mensen met dementie en hun naasten in regio ${region.name}.`,
    intro: paragraphs(
      `Welkom bij ${ORGANISATION} regio ${region.name}. Wij zijn er voor mensen met dementie en hun naasten in ${served}.`,
    ),
    blocks: buildBlocks(id, [{ kind: 'text_with_title', title: rng.pick(BLOCK_TITLES), html: text }]),
    parent: null,
    categories: [],
  });

  Object.assign(fields, {
    field_address: {
      country_code: 'NL',
      administrative_area: null,
      locality: region.locality,
      dependent_locality: null,
      postal_code: postcode(rng, region.postcodeDigits),
      sorting_code: null,
      address_line1: street,
      address_line2: null,
      organization: `${ORGANISATION} regio ${region.name}`,
      given_name: null,
      additional_name: null,
      family_name: null,
    },
    field_email: email,
    // Forms of the region (newsletter, volunteer applications) go to its secretariat.
    field_email_recepient: `secretariaat-${slug}@example.org`,
    field_phone: phone,
    field_municipalities: region.municipalities.map((name) => ({ id: terms('municipalities', name), label: name })),
    field_region_name: region.name,
    field_newsletter: true,
    // Made-up profiles on the real networks (example handles; no real account is meant).
    field_facebook: { title: 'Facebook', url: `https://www.facebook.com/voorbeeld-${slug}` },
    field_instagram: index % 3 === 0 ? { title: 'Instagram', url: `https://www.instagram.com/voorbeeld_${slug.replace(/-/g, '_')}` } : null,
    field_linkedin: { title: 'LinkedIn', url: `https://www.linkedin.com/company/voorbeeld-${slug}` },
    field_twitter: index % 2 === 0 ? { title: 'X', url: `https://x.com/voorbeeld_${slug.replace(/-/g, '_').slice(0, 12)}` } : null,
    field_youtube: null,
    // The office's point (a few doors from the town centre): the origin's region search measures from it.
    field_geo: officePoint(region),
  });

  return {
    id,
    type: 'regio',
    title: region.name,
    alias: `/regios/${slug}`,
    status: true,
    created,
    changed,
    parentId: null,
    revisionId: publishedRevisionId(id),
    fields,
  };
}

let lookup: ReturnType<typeof placeLookup> | null = null;
function officePoint(region: RegionData): { lat: number; lon: number } | null {
  lookup ??= placeLookup(gazetteerPlaces());
  return lookup(region.locality);
}

/** The region overview (`regio_overzicht` at /regios): the page the region search and the list of regions sit on. */
export const REGION_OVERVIEW_ID = 1099;

function regionOverviewNode(): NodeRow {
  const created = new Date(BASE_DATE_MS - 900 * DAY_MS).toISOString();
  const fields = commonFields({
    metaTitle: `Hulp en activiteiten bij jou in de buurt | ${ORGANISATION}`,
    metaDescription: `Vind je regio van ${ORGANISATION}: Alzheimer Cafés, ontmoetingscentra, voorlichting en hulp bij jou in de buurt, in alle 48 regio's.`,
    intro: paragraphs(`In 48 regio's organiseren vrijwilligers van ${ORGANISATION} activiteiten voor mensen met dementie en hun naasten. Vul je woonplaats of postcode in, of kies je regio uit de lijst.`),
    blocks: buildBlocks(REGION_OVERVIEW_ID, [
      {
        kind: 'text_with_title',
        title: 'Wat doet een regio?',
        html: paragraphs(
          'Elke regio heeft een eigen team van vrijwilligers. Zij organiseren Alzheimer Cafés, wandelgroepen en lezingen, geven voorlichting en weten welke hulp er in de gemeente is.',
          `Kom je er niet uit, of wil je met iemand praten? Bel de Dementietelefoon: ${link('tel:08001234567', '0800 - 1234 567')}, elke dag van 9.00 tot 23.00 uur.`,
        ),
      },
    ]),
    parent: null,
    categories: [],
  });
  return { id: REGION_OVERVIEW_ID, type: 'regio_overzicht', title: "Regio's", alias: '/regios', status: true, created, changed: created, parentId: null, revisionId: publishedRevisionId(REGION_OVERVIEW_ID), fields };
}

export function buildRegionNodes(rng: Rng, terms: TermIndex): NodeRow[] {
  return [...REGIONS.map((region, index) => regionNode(region, index, rng, terms)), regionOverviewNode()];
}
