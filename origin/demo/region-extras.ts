/**
 * What a region shows besides its locations and activities: its 'Over de
 * regio' page (`over_de_regio`), highlights (`uitgelicht`, some current, some
 * over or still to come), facilities ('voorzieningen', `services` nodes) and
 * dementia information (`info_over_dementie`: a generic list of four, and own
 * items for every fourth region). Dates of highlights count from the day the
 * content is generated, so each region always has current ones.
 *
 * Ids: over de regio 1100+, highlights 1200+ (3 a region), services 1400+ (3 a
 * region), generic information 1600-1603, regional information 1610+.
 */
import { DAY_MS, ORGANISATION, buildBlocks, link, paragraphs, publishedRevisionId, slugify } from './helpers';
import { demoImage } from './images';
import { commonFields } from './pages';
import type { Rng } from './random';
import { REGION_ID_START, regionEmail, regionSlug } from './regions';
import { REGIONS, type RegionData } from './region-list';
import type { NodeRow } from './types';

const OVER_ID = 1100;
const HIGHLIGHT_ID = 1200;
const SERVICE_ID = 1400;
const GENERIC_INFO_ID = 1600;
const REGIONAL_INFO_ID = 1610;

const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const stamp = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

interface Ref {
  id: number;
  title: string;
  alias: string;
}
const refOf = (region: RegionData, index: number): Ref => ({ id: REGION_ID_START + index, title: region.name, alias: `/regios/${regionSlug(region)}` });

function node(id: number, type: string, title: string, alias: string, parent: Ref | null, intro: string, blocks: Record<string, unknown>[], extra: Record<string, unknown>, created: string, changed = created): NodeRow {
  const fields = commonFields({ metaTitle: `${title} | ${ORGANISATION}`, metaDescription: '', intro, blocks, parent, categories: [] });
  Object.assign(fields, extra);
  return { id, type, title, alias, status: true, created, changed, parentId: parent?.id ?? null, revisionId: publishedRevisionId(id), fields };
}

function overDeRegio(region: RegionData, index: number, rng: Rng, today: number): NodeRow {
  const ref = refOf(region, index);
  const id = OVER_ID + index;
  const volunteers = rng.int(6, 30) * 5;
  const founded = rng.int(1992, 2012);
  const blocks = buildBlocks(id, [
    {
      kind: 'text_with_title',
      title: 'Wie wij zijn',
      html: paragraphs(
        `${ORGANISATION} regio ${region.name} bestaat sinds ${founded}. Het regiobestuur en de werkgroepen bestaan uit vrijwilligers: mantelzorgers, oud-mantelzorgers en mensen met kennis van zorg en welzijn.`,
        `We werken samen met de gemeenten ${region.municipalities.join(', ')}, met huisartsen, casemanagers en welzijnsorganisaties.`,
      ),
    },
    {
      kind: 'text_with_title',
      title: 'Wat we doen',
      html: paragraphs(
        'We organiseren Alzheimer Cafés en Trefpunten, geven voorlichting aan buurtbewoners, winkeliers en scholen, en komen op voor de belangen van mensen met dementie bij de gemeente.',
        'Elk jaar maken we samen met onze partners een programma: welke thema’s, welke sprekers, welke plekken.',
      ),
    },
    {
      kind: 'text_with_title',
      title: 'Steun ons',
      html: paragraphs(
        `Met een gift, als collectant of als bedrijfsvriend maak je het werk in regio ${region.name} mogelijk. Alles wat in de regio wordt opgehaald, komt ten goede aan mensen met dementie en hun naasten in de regio.`,
      ),
    },
  ]);
  return node(id, 'over_de_regio', `Over regio ${region.name}`, `${ref.alias}/over-de-regio`, ref, paragraphs(`Wie we zijn, wat we doen en hoe je regio ${region.name} kunt steunen.`), blocks, {
    field_regio: { id: ref.id, label: ref.title, url: ref.alias },
    field_volunteers: {
      title: 'Onze vrijwilligers',
      text: paragraphs(`In regio ${region.name} zetten ruim ${volunteers} vrijwilligers zich in: als gastvrouw of gastheer in het Alzheimer Café, als voorlichter, in het bestuur of achter de schermen. Zonder hen zou er niets gebeuren.`),
      count: volunteers,
    },
    field_image: demoImage('vrijwilliger'),
  }, stamp(today - 400 * DAY_MS));
}

const HIGHLIGHT_TEXTS = [
  { title: 'Word gastvrouw of gastheer in het Alzheimer Café', intro: 'We zoeken mensen die bezoekers welkom heten, koffie schenken en een luisterend oor bieden.' },
  { title: 'Doe mee met de Wandeling voor dementie', intro: 'Loop mee en zamel geld in voor onderzoek en ondersteuning in onze regio.' },
  { title: 'Nieuw: inloopspreekuur in de bibliotheek', intro: 'Elke eerste woensdag van de maand kun je zonder afspraak terecht met je vragen over dementie.' },
  { title: 'Collecteweek: collectanten gezocht', intro: 'Heb je een uur tijd? Collecteer in je eigen straat en help mensen met dementie in de buurt.' },
  { title: 'Gratis training voor mantelzorgers', intro: 'In vier bijeenkomsten leer je meer over dementie en over goed zorgen voor jezelf.' },
];

/** Three highlights a region: two current (changed on different days), and one that ended or is still to come. */
function highlights(region: RegionData, index: number, rng: Rng, today: number): NodeRow[] {
  const ref = refOf(region, index);
  const texts = rng.sample(HIGHLIGHT_TEXTS, 3);
  const windows = [
    { start: -20, end: 40, changed: -3 },
    { start: -60, end: 20, changed: -15 },
    index % 2 === 0 ? { start: -90, end: -5, changed: -1 } : { start: 14, end: 80, changed: -2 },
  ];
  return texts.map((text, i) => {
    const w = windows[i]!;
    const id = HIGHLIGHT_ID + index * 3 + i;
    return node(
      id,
      'uitgelicht',
      text.title,
      `${ref.alias}/uitgelicht/${slugify(text.title)}`,
      ref,
      paragraphs(`${text.intro} Meer weten? Mail naar ${link(`mailto:${regionEmail(region)}`, regionEmail(region))}.`),
      [],
      { field_start_date: iso(today + w.start * DAY_MS), field_end_date: iso(today + w.end * DAY_MS), field_regio: { id: ref.id, label: ref.title, url: ref.alias }, field_image: demoImage(i === 0 ? 'vrijwilliger' : 'wandeling') },
      stamp(today + (w.changed - 30) * DAY_MS),
      stamp(today + w.changed * DAY_MS),
    );
  });
}

const SERVICES = [
  { title: 'Casemanagement dementie in {m}', intro: 'Een vaste casemanager begeleidt je vanaf de diagnose: met uitleg, advies en hulp bij het regelen van zorg.' },
  { title: 'Wmo-loket gemeente {m}', intro: 'Voor hulp bij het huishouden, dagbesteding, vervoer en aanpassingen in huis vraag je ondersteuning aan bij de gemeente.' },
  { title: 'Steunpunt mantelzorg {m}', intro: 'Advies, een luisterend oor en respijtzorg voor wie voor een ander zorgt.' },
  { title: 'Dagbesteding voor mensen met dementie in {m}', intro: 'Een of meer dagen per week gezelschap, beweging en structuur, dicht bij huis.' },
];

function services(region: RegionData, index: number, today: number): NodeRow[] {
  const ref = refOf(region, index);
  return SERVICES.slice(0, 3).map((s, i) => {
    const municipality = region.municipalities[i % region.municipalities.length]!;
    const title = s.title.replace('{m}', municipality);
    return node(
      SERVICE_ID + index * 3 + i,
      'services',
      title,
      `${ref.alias}/voorzieningen/${slugify(title)}`,
      ref,
      paragraphs(s.intro),
      buildBlocks(SERVICE_ID + index * 3 + i, [{ kind: 'text_with_title', title: 'Hoe kom je in contact?', html: paragraphs(`Bel de gemeente ${municipality} of vraag je huisarts. Weet je niet waar je moet beginnen? Mail regio ${region.name}: ${link(`mailto:${regionEmail(region)}`, regionEmail(region))}.`) }]),
      { field_regio: { id: ref.id, label: ref.title, url: ref.alias } },
      stamp(today - (200 + i * 20) * DAY_MS),
    );
  });
}

const GENERIC_INFO = [
  { title: 'Wat is dementie?', slug: 'wat-is-dementie', intro: 'Dementie is een verzamelnaam voor ziekten waarbij de hersenen steeds minder goed werken. Alzheimer is de bekendste.' },
  { title: 'De eerste signalen herkennen', slug: 'eerste-signalen', intro: 'Vergeetachtigheid, moeite met plannen, de weg kwijt raken: waar let je op, en wanneer ga je naar de huisarts?' },
  { title: 'Leven met dementie', slug: 'leven-met-dementie', intro: 'Met de juiste hulp en aanpassingen kun je vaak nog lang doen wat je belangrijk vindt.' },
  { title: 'Hulp voor mantelzorgers', slug: 'hulp-voor-mantelzorgers', intro: 'Zorgen voor iemand met dementie is zwaar. Je hoeft het niet alleen te doen.' },
];

const REGIONAL_INFO = { title: 'Dementie in de regio {r}: cijfers en hulp', intro: 'Hoeveel mensen met dementie wonen er in onze regio, en waar kunnen zij en hun naasten terecht?' };

function info(today: number): NodeRow[] {
  const generic = GENERIC_INFO.map((g, i) =>
    node(GENERIC_INFO_ID + i, 'info_over_dementie', g.title, `/dementie/informatie/${g.slug}`, { id: 100, title: 'Over dementie', alias: '/dementie' }, paragraphs(g.intro), buildBlocks(GENERIC_INFO_ID + i, [{ kind: 'html', html: paragraphs(g.intro, 'Heb je vragen? Bel de Dementietelefoon of kom langs bij een Alzheimer Café in je regio.') }]), { field_generic_info: true }, stamp(today - (500 + i) * DAY_MS)),
  );
  // Every fourth region has information of its own; the others show the generic list.
  const regional = REGIONS.flatMap((region, index) => {
    if (index % 4 !== 0) return [];
    const ref = refOf(region, index);
    const title = REGIONAL_INFO.title.replace('{r}', region.name);
    return [
      node(REGIONAL_INFO_ID + index, 'info_over_dementie', title, `${ref.alias}/dementie-in-de-regio`, ref, paragraphs(REGIONAL_INFO.intro), buildBlocks(REGIONAL_INFO_ID + index, [{ kind: 'html', html: paragraphs(`In de gemeenten ${region.municipalities.join(', ')} wonen naar schatting enkele duizenden mensen met dementie. De meesten wonen thuis, met hulp van hun partner, kinderen of buren.`) }]), { field_regio: { id: ref.id, label: ref.title, url: ref.alias } }, stamp(today - 120 * DAY_MS)),
    ];
  });
  return [...generic, ...regional];
}

export function buildRegionExtras(rng: Rng, today: number): NodeRow[] {
  return [...REGIONS.flatMap((region, index) => [overDeRegio(region, index, rng, today), ...highlights(region, index, rng, today), ...services(region, index, today)]), ...info(today)];
}
