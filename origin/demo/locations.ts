/**
 * Locations (`location` nodes, alias `/regios/{regio}/locaties/{slug}`): six per
 * region at scale 1 (288), of the real kinds, in real towns of the region's
 * municipalities (points from the offline gazetteer, a few hundred metres off
 * the town centre), with made-up venues, streets, contact persons and numbers.
 * Each further scale batch adds six per region in other towns of the region.
 *
 * Ids: 300,000 + 1,000 per batch (batch 1 is scale 1).
 */
import { destination } from '../../shared/contract/geo';
import { placeKey, townsByMunicipality, type Town } from '../geo/gazetteer';
import { ORGANISATION, buildBlocks, paragraphs, publishedRevisionId, rich, slugify, DAY_MS } from './helpers';
import { commonFields } from './pages';
import type { Rng } from './random';
import { REGION_ID_START, regionSlug } from './regions';
import { REGIONS, STREET_NAMES, type RegionData } from './region-list';
import { ACCESS, EXPECT, FIRST_NAMES, LAST_NAMES, LOCATION_INTROS, VENUES, type LocationType } from './places-text';
import type { TermIndex } from './taxonomies';
import type { NodeRow } from './types';

export const LOCATION_ID_START = 300_000;
export const LOCATIONS_PER_BATCH = 1000;

/** The kinds of one region's six locations. */
const REGION_MIX: readonly LocationType[] = ['Alzheimer Café', 'Alzheimer Café', 'Alzheimer Trefpunt', 'Ontmoetingscentrum', 'Dementie Informatiepunt'];

/** What the activity generator needs to know about a location. */
export interface LocationSpec {
  id: number;
  title: string;
  slug: string;
  alias: string;
  type: LocationType;
  town: string;
  venue: string;
  street: string;
  postcode: string;
  lat: number;
  lon: number;
  region: { id: number; title: string; alias: string };
  /** Weekday (0 Sunday .. 6 Saturday) its regular meetings fall on, and which week of the month (1-4). */
  weekday: number;
  week: number;
}

let towns: Map<string, Town[]> | null = null;
function townsOf(region: RegionData): Town[] {
  towns ??= townsByMunicipality();
  return region.municipalities.flatMap((m) => towns?.get(placeKey(m)) ?? []);
}

const POSTCODE_LETTERS = 'ABCDEGHJKLMNPRTVWXZ';

/** A postcode in the number range of the region's office (postcodes are by area; the letters are made up). */
function postcodeNear(rng: Rng, officeDigits: string): string {
  const digits = Number(officeDigits) + rng.int(0, 40);
  let letters = '';
  do letters = rng.pick([...POSTCODE_LETTERS]) + rng.pick([...POSTCODE_LETTERS]);
  while (letters === 'SA' || letters === 'SD' || letters === 'SS');
  return `${Math.min(9999, digits)} ${letters}`;
}

function titleOf(type: LocationType, town: string, venue: string): string {
  if (type === 'Ontmoetingscentrum' || type === 'Odensehuis') return `${venue}, ${town}`;
  return `${type} ${town}`;
}

function locationNode(spec: LocationSpec, rng: Rng, terms: TermIndex, created: string): NodeRow {
  const contact = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const email = `${spec.slug.slice(0, 40)}@example.org`;
  const phone = `06 - ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`;
  const fields = commonFields({
    metaTitle: `${spec.title} | ${ORGANISATION}`,
    metaDescription: `${spec.type} in ${spec.town}, van ${ORGANISATION} regio ${spec.region.title}. Adres, contact en activiteiten.`,
    intro: paragraphs(`${LOCATION_INTROS[spec.type]} Je vindt ons in ${spec.venue}, ${spec.street} in ${spec.town}.`),
    blocks: buildBlocks(spec.id, [
      { kind: 'text_with_title', title: 'Wat kun je verwachten?', html: paragraphs(EXPECT[spec.type]) },
      { kind: 'text_with_title', title: 'Bereikbaarheid', html: paragraphs(rng.pick(ACCESS)) },
    ]),
    parent: spec.region,
    categories: [],
  });
  Object.assign(fields, {
    field_address: {
      country_code: 'NL',
      administrative_area: null,
      locality: spec.town,
      dependent_locality: null,
      postal_code: spec.postcode,
      sorting_code: null,
      address_line1: spec.street,
      address_line2: null,
      organization: spec.venue,
      given_name: null,
      additional_name: null,
      family_name: null,
    },
    field_contact: contact,
    field_contact_data: rich(paragraphs(`Vragen? Neem contact op met ${contact}, coördinator van ${spec.title}. Bereikbaar op werkdagen tussen 9.00 en 17.00 uur.`)),
    field_email: email,
    field_phone: phone,
    field_location_type: { id: terms('location_type', spec.type), label: spec.type },
    field_regio: { id: spec.region.id, label: spec.region.title, url: spec.region.alias },
    field_geo: { lat: spec.lat, lon: spec.lon },
  });
  return {
    id: spec.id,
    type: 'location',
    title: spec.title,
    alias: spec.alias,
    status: true,
    created,
    changed: created,
    parentId: spec.region.id,
    revisionId: publishedRevisionId(spec.id),
    fields,
  };
}

/**
 * One batch of locations: six per region. Batch 1 uses the region's office
 * town and its municipalities' own towns; later batches other towns of them.
 */
export function buildLocations(rng: Rng, batch: number, terms: TermIndex, today: number, usedAliases: Set<string>): { nodes: NodeRow[]; specs: LocationSpec[] } {
  const nodes: NodeRow[] = [];
  const specs: LocationSpec[] = [];
  let next = LOCATION_ID_START + (batch - 1) * LOCATIONS_PER_BATCH;
  REGIONS.forEach((region, index) => {
    const all = townsOf(region);
    const main = region.municipalities.map((m) => all.find((t) => placeKey(t.name) === placeKey(m)) ?? (towns?.get(placeKey(m)) ?? [])[0]).filter((t): t is Town => t !== undefined);
    const office = all.find((t) => placeKey(t.name) === placeKey(region.locality));
    const first = [office, ...main].filter((t, i, list): t is Town => t !== undefined && list.findIndex((o) => o?.name === t.name) === i);
    const pool = batch === 1 ? first : all.filter((t) => !first.some((f) => f.name === t.name));
    const chosen = pool.length > 0 ? pool : all;
    const ref = { id: REGION_ID_START + index, title: region.name, alias: `/regios/${regionSlug(region)}` };
    const mix: LocationType[] = [...REGION_MIX, index % 2 === 0 ? 'Odensehuis' : 'Mantelzorgsalon'];
    mix.forEach((type, i) => {
      // The office town hosts the first café and the information point; the rest spread over the towns.
      const town = batch === 1 && (i === 0 || type === 'Dementie Informatiepunt') ? chosen[0]! : chosen[(i + (batch - 1) * 2) % chosen.length]!;
      const venue = rng.pick(VENUES[type]).replace('{town}', town.name);
      let title = titleOf(type, town.name, venue);
      let slug = slugify(title);
      for (let n = 2; usedAliases.has(`${ref.alias}/locaties/${slug}`); n++) {
        title = `${titleOf(type, town.name, venue)} (${['', '', 'Noord', 'Zuid', 'Oost', 'West', 'Centrum'][n] ?? n})`;
        slug = slugify(title);
      }
      const alias = `${ref.alias}/locaties/${slug}`;
      usedAliases.add(alias);
      // A few hundred metres from the town's centre, as a real venue would be.
      const at = destination(town, rng.int(2, 15) / 10, rng.int(0, 359));
      const spec: LocationSpec = {
        id: next++,
        title,
        slug,
        alias,
        type,
        town: town.name,
        venue,
        street: `${rng.pick(STREET_NAMES)} ${rng.int(1, 180)}`,
        postcode: postcodeNear(rng, region.postcodeDigits),
        lat: Math.round(at.lat * 1e5) / 1e5,
        lon: Math.round(at.lon * 1e5) / 1e5,
        region: ref,
        weekday: rng.int(1, 5),
        week: rng.int(1, 4),
      };
      const created = new Date(today - rng.int(200, 900) * DAY_MS).toISOString();
      specs.push(spec);
      nodes.push(locationNode(spec, rng, terms, created));
    });
  });
  return { nodes, specs };
}
