/**
 * Pages that show the content blocks (ids 200-299): donation, collection,
 * stories with video, brochures, research, activities, plus the activities
 * themselves (270-272) and a centralised building block (290). Together with
 * the home page they use every block kind at least once.
 */
import type { NodeRow } from './types';
import type { Rng } from './random';
import { BASE_DATE_MS, DAY_MS, HELPLINE_NUMBER, ORGANISATION, link, paragraphs, publishedRevisionId } from './helpers';
import { commonFields, type ParentRef } from './pages';
import { BROCHURES, brochureUrl } from './brochures';
import { type BlockInput, donateWidget, image, linkTo, rich, withIds } from './blocks';

export const CENTRALISED_HELPLINE_ID = 290;
export const ACTIVITY_IDS = [270, 271, 272] as const;

interface BlockPage {
  id: number;
  alias: string;
  parent: ParentRef | null;
  title: string;
  metaDescription: string;
  intro: string;
  blocks: BlockInput[];
}

const helplineRef = { type: 'centralised_block', field_block: { id: CENTRALISED_HELPLINE_ID } };

const PAGES: BlockPage[] = [
  {
    id: 200,
    alias: '/doneren',
    parent: null,
    title: 'Doneren',
    metaDescription: `Met een gift help je mensen met dementie en hun naasten. Geef eenmalig, maandelijks of jaarlijks aan ${ORGANISATION}.`,
    intro: paragraphs(`Met jouw gift zorgen we voor een luisterend oor, betrouwbare informatie en hulp dicht bij huis. Elk bedrag helpt.`),
    blocks: [
      { type: 'donation', ...donateWidget('Geef om mensen met dementie', 'WEB-DONEREN', true) },
      {
        type: 'impact',
        field_title: 'Wat jouw gift mogelijk maakt',
        field_items: [
          { number: '350.000', label: 'keer werd de geheugentest ingevuld' },
          { number: '48', label: 'regio’s met hulp dichtbij huis' },
          { number: '7 dagen', label: 'per week is de Dementietelefoon bereikbaar, van 9.00 tot 23.00 uur' },
        ],
      },
      {
        type: 'call_to_action',
        field_variant: 'extensive',
        field_title: 'Geef je tijd: word vrijwilliger',
        field_text: rich(paragraphs(`Liever helpen met je tijd dan met geld? Onze vrijwilligers zijn het hart van de organisatie. Een paar uur per maand maakt al verschil.`)),
        field_image: image('vrijwilliger'),
        field_primary_link: linkTo('Bekijk het vrijwilligerswerk', '/vrijwilligerswerk'),
        field_secondary_link: linkTo('Eerst kennismaken', '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren'),
      },
      {
        type: 'breaker',
        field_type: 'medium',
        field_teaser: {
          icon: 'people',
          label: 'Collecte',
          title: 'Collecteer mee in jouw buurt',
          text: 'Eén keer per jaar gaan duizenden collectanten langs de deuren. Met een paar uur help je al, langs de deuren of online met een digitale collectebus.',
          image: image('wandeling'),
          link: linkTo('Collecte', '/collecte'),
        },
      },
      helplineRef,
    ],
  },
  {
    id: 201,
    alias: '/collecte',
    parent: null,
    title: 'Collecte',
    metaDescription: 'Collecteer mee voor mensen met dementie: langs de deuren in je eigen buurt of online met een digitale collectebus.',
    intro: paragraphs(`In de collecteweek gaan duizenden vrijwilligers langs de deuren. Wat zij ophalen, gaat naar hulp, informatie en onderzoek.`),
    blocks: [
      {
        type: 'collection_form',
        field_title: 'Meld je aan als collectant',
        field_text: 'Kies hoe je wilt collecteren. Je kunt ook allebei doen.',
        field_explanation: rich(
          paragraphs(
            `Je krijgt een eigen wijk bij jou in de buurt en een collectebus met een QR-code, zodat mensen ook zonder contant geld kunnen geven.`,
            `Collecteer je liever online? Dan maak je een digitale collectebus en deel je die met familie, vrienden en collega’s.`,
          ),
        ),
        field_url: 'https://collecte.example.org/aanmelden',
      },
      {
        type: 'media',
        field_media: { kind: 'image', image: image('fietsen') },
        field_description: 'Collectanten in Friesland gingen vorig jaar ook op de fiets langs de boerderijen.',
        field_width: '50',
      },
      { type: 'expandable', field_title: 'Hoeveel tijd kost collecteren?', field_text: rich(paragraphs('Meestal twee tot drie uur, verspreid over de collecteweek. Je kiest zelf wanneer.')) },
      { type: 'expandable', field_title: 'Moet ik contant geld aannemen?', field_text: rich(paragraphs('Dat mag, maar het hoeft niet. Op de collectebus staat een QR-code waarmee mensen met hun telefoon kunnen geven.')) },
      { type: 'expandable', field_title: 'Ben ik verzekerd tijdens het collecteren?', field_text: rich(paragraphs(`Ja. Als vrijwilliger van ${ORGANISATION} ben je verzekerd voor ongevallen en aansprakelijkheid.`)) },
      { type: 'newsletter_form', field_title: 'Blijf op de hoogte van de collecte' },
    ],
  },
  {
    id: 202,
    alias: '/ervaringsverhalen',
    parent: null,
    title: 'Ervaringsverhalen',
    metaDescription: 'Mensen met dementie en hun naasten vertellen hoe zij ermee omgaan, in woord en beeld.',
    intro: paragraphs(`Hoe is het om te leven met dementie, of om te zorgen voor iemand die het heeft? Mensen vertellen het je zelf.`),
    blocks: [
      {
        type: 'video',
        field_video_type: 'youtube',
        field_video_id: 'aqz-KE-bpKQ',
        field_title: 'Annie en Joop: samen verder na de diagnose',
        field_image: image('koffie'),
        field_description: 'Annie en Joop vertellen hoe ze hun dagen samen inrichten sinds Joop de diagnose kreeg.',
      },
      {
        type: 'quote',
        field_quote: 'Ik vergeet dingen, ja. Maar ik ben nog steeds dezelfde man. Dat wil ik dat mensen weten.',
        field_author: 'Henk (68)',
        field_role: 'leeft sinds twee jaar met alzheimer',
        field_image: image('bankje'),
      },
      {
        type: 'two_column_text',
        field_title: 'Twee kanten van hetzelfde verhaal',
        field_left: rich(`<h3>Marja, mantelzorger</h3>` + paragraphs('“Het zwaarst vond ik het afscheid nemen van de man die hij was. Tegelijk ontdekte ik nieuwe dingen die we samen kunnen.”')),
        field_right: rich(`<h3>Kees, haar man</h3>` + paragraphs('“Ik merk dat ze moe is. Dan zeg ik: ga jij maar even wandelen, ik red me wel met de krant.”')),
      },
      {
        type: 'video',
        field_video_type: 'vimeo',
        field_video_id: '76979871',
        field_title: 'Een avond in het Alzheimer Café',
      },
      {
        type: 'video',
        field_video_type: 'npo',
        field_video_id: 'VPWON_1234567',
        field_title: 'Uitzending: mantelzorg bij dementie',
      },
      {
        type: 'iframe',
        field_url: 'https://open.spotify.com/embed/show/2NbG0WeBDd1MrsNyNvLd4y',
        field_title: 'Podcast: Praten over dementie',
      },
      {
        type: 'link_with_image',
        field_title: 'Lees het verhaal van Henk',
        field_text: 'Twee jaar geleden kreeg Henk de diagnose alzheimer. Hij vertelt hoe hij zijn leven opnieuw inrichtte, met hulp van zijn vrouw en zijn kinderen.',
        field_image: image('tuin'),
        field_link: linkTo('Het verhaal van Henk', '/nieuws/ik-ben-nog-steeds-dezelfde-man'),
      },
      {
        type: 'call_to_action',
        field_variant: 'memory_test',
        field_title: 'Herken je dingen uit deze verhalen?',
        field_text: rich(paragraphs('Doe de geheugentest. Hij is anoniem, duurt ongeveer 5 minuten en helpt je inschatten of je naar de huisarts gaat.')),
        field_image: image('herfst'),
      },
      {
        type: 'follow_us',
        field_title: 'Meer verhalen? Volg ons',
        field_links: {
          x: 'https://x.com/dementiezorg',
          facebook: 'https://www.facebook.com/dementiezorg',
          linkedin: 'https://www.linkedin.com/company/dementiezorg',
          youtube: 'https://www.youtube.com/@dementiezorg',
          instagram: 'https://www.instagram.com/dementiezorg',
        },
      },
    ],
  },
  {
    id: 203,
    alias: '/test-je-kennis',
    parent: null,
    title: 'Test je kennis over dementie',
    metaDescription: 'Hoeveel weet jij over dementie? Doe de quiz en ontdek het.',
    intro: paragraphs(`Tien vragen over dementie, met uitleg bij elk antwoord. Er staat niets op het spel: je leert vooral iets.`),
    blocks: [
      { type: 'iframe', field_url: 'https://www.riddle.com/embed/a/SAVstNdh?staticHeight=false', field_title: 'Quiz: wat weet jij over dementie?', field_height: 640 },
      { type: 'internal_link', field_link: linkTo('Lees eerst: wat is dementie?', '/dementie/wat-is-dementie'), field_description: 'Uitleg in gewone woorden over dementie en de meest voorkomende vormen.' },
    ],
  },
  {
    id: 208,
    alias: '/nieuwsbrief',
    parent: null,
    title: 'Onze nieuwsbrief',
    metaDescription: 'Meld je aan voor de nieuwsbrief van Dementiezorg Nederland: één keer per maand nieuws, tips en verhalen.',
    intro: paragraphs(
      `Eén keer per maand sturen we je nieuws over dementie, praktische tips voor thuis en verhalen van mensen die je voorgingen. Je kunt je op elk moment weer afmelden.`,
    ),
    blocks: [{ type: 'newsletter_form', field_title: 'Meld je aan voor de nieuwsbrief' }],
  },
  {
    id: 204,
    alias: '/informatie-brochure',
    parent: null,
    title: 'Brochures',
    metaDescription: 'Brochures over dementie, mantelzorg en de diagnose om te downloaden of thuis te laten bezorgen.',
    intro: paragraphs(`Lees in je eigen tempo. Download een brochure, of vraag hem gratis op papier aan via de Dementietelefoon.`),
    blocks: [
      {
        type: 'call_to_action',
        field_variant: 'brochures',
        field_title: 'Download een brochure',
        field_text: rich(paragraphs(`Alle brochures zijn gratis. Liever op papier? Bel ${HELPLINE_NUMBER}.`)),
        field_brochures: BROCHURES.map((b) => linkTo(`${b.title} (pdf)`, brochureUrl(b.slug))),
      },
      {
        type: 'link_list',
        field_title: 'Meer lezen op de website',
        field_links: [
          linkTo('Wat is dementie?', '/dementie/wat-is-dementie'),
          linkTo('De diagnose dementie', '/herkennen-en-diagnose/diagnose'),
          linkTo('Zorgen voor jezelf als mantelzorger', '/leven-met-dementie/mantelzorg/zorgen-voor-jezelf'),
          linkTo('Regelzaken', '/regelzaken'),
        ],
      },
      helplineRef,
    ],
  },
  {
    id: 205,
    alias: '/onderzoek',
    parent: null,
    title: 'Onderzoek',
    metaDescription: 'Waarom we onderzoek naar dementie steunen, en wat het nu al oplevert voor mensen met dementie en hun naasten.',
    intro: paragraphs(`Onderzoek helpt om dementie eerder te herkennen, beter te behandelen en de zorg beter te laten passen.`),
    blocks: [
      {
        type: 'text_with_image',
        field_title: 'Onderzoek dat het dagelijks leven verbetert',
        field_text: rich(
          paragraphs(
            'We steunen vooral onderzoek waar mensen met dementie en hun naasten snel iets aan hebben: betere diagnoses, zorg die past en hulp bij het dagelijks leven.',
            `Mensen met dementie en mantelzorgers denken mee over welke projecten we steunen. Lees ${link('/onderzoek/stand-van-zaken', 'de stand van zaken')}.`,
          ),
        ),
        field_image: image('onderzoek'),
        field_image_position: 'right',
      },
      {
        type: 'grid_with_image',
        field_title: 'Waar onderzoekers aan werken',
        field_columns: 4,
        field_items: [
          { field_title: 'Vroeg herkennen', field_text: 'Eenvoudige tests bij de huisarts.', field_image: image('herfst'), field_link: linkTo('Vroeg herkennen', '/herkennen-en-diagnose') },
          { field_title: 'Bewegen', field_text: 'Wat bewegen doet voor stemming en slaap.', field_image: image('wandeling'), field_link: linkTo('Bewegen', '/leven-met-dementie') },
          { field_title: 'Zorg thuis', field_text: 'Langer thuis wonen met de juiste hulp.', field_image: image('koffie'), field_link: linkTo('Zorg thuis', '/leven-met-dementie/mantelzorg') },
          { field_title: 'Mantelzorg', field_text: 'Wat mantelzorgers helpt het vol te houden.', field_image: image('handen'), field_link: linkTo('Mantelzorg', '/leven-met-dementie/mantelzorg/zorgen-voor-jezelf') },
        ],
      },
      {
        type: 'breaker',
        field_type: 'large',
        field_teaser: {
          icon: 'sprout',
          label: 'Stand van zaken',
          title: 'Wat onderzoek nu al betekent voor mensen met dementie',
          text: 'Onderzoekers werken aan betere diagnoses, aan zorg die beter past en aan behandelingen. Dankzij donateurs kunnen we projecten steunen die het dagelijks leven van mensen met dementie en hun naasten echt verbeteren. Lees welke projecten er lopen en wat ze opleveren.',
          image: image('zee'),
          link: linkTo('Lees de stand van zaken', '/onderzoek/stand-van-zaken'),
        },
      },
      {
        type: 'call_to_action',
        field_variant: 'spotlight',
        field_label: 'Uitgelicht',
        field_title: 'Doe mee aan onderzoek',
        field_text: rich(paragraphs('Onderzoekers zoeken regelmatig mensen met dementie en mantelzorgers die willen meedoen. Meedoen is altijd vrijwillig.')),
        field_image: image('handen'),
        field_primary_link: linkTo('Lees hoe je kunt meedoen', '/onderzoek/stand-van-zaken'),
      },
      {
        type: 'spotler_form',
        field_title: 'Ontvang de nieuwsbrief over onderzoek',
        field_form_id: '31300470',
        field_script_id: 'Btc35nQVKx5ETCXGdP6C',
        field_alignment: 'center',
        field_width: 60,
      },
    ],
  },
  {
    id: 206,
    alias: '/onderzoek/stand-van-zaken',
    parent: { id: 205, title: 'Onderzoek', alias: '/onderzoek' },
    title: 'Stand van zaken',
    metaDescription: 'Welke onderzoeksprojecten we steunen en wat ze tot nu toe opleveren.',
    intro: paragraphs(`Een overzicht van de projecten die we steunen, in gewone woorden.`),
    blocks: [
      {
        type: 'breaker',
        field_type: 'small',
        field_teaser: { icon: 'help-desk', label: 'Vragen?', title: `Bel de Dementietelefoon: ${HELPLINE_NUMBER}`, link: linkTo('Dementietelefoon', '/onze-ondersteuning/dementietelefoon') },
      },
      {
        type: 'two_column_text',
        field_title: 'Wat we weten, en wat nog niet',
        field_left: rich('<h3>Wat we weten</h3><ul><li>Bewegen en contact met anderen helpen om langer mee te doen.</li><li>Een vroege diagnose geeft tijd om dingen te regelen.</li></ul>'),
        field_right: rich('<h3>Wat nog niet</h3><ul><li>Er is nog geen medicijn dat dementie geneest.</li><li>Waarom de ziekte bij de een sneller gaat dan bij de ander.</li></ul>'),
      },
      { type: 'expandable', field_title: 'Hoe kiezen jullie welke projecten je steunt?', field_text: rich(paragraphs('Een commissie van onderzoekers, mensen met dementie en mantelzorgers beoordeelt elke aanvraag. Wat telt: heeft het dagelijks leven er snel iets aan?')) },
    ],
  },
  {
    id: 207,
    alias: '/activiteiten',
    parent: null,
    title: 'Activiteiten in de regio',
    metaDescription: 'Alzheimer Cafés, wandelgroepen en cursussen voor mantelzorgers: zo vind je activiteiten bij jou in de buurt.',
    intro: paragraphs(`In alle 48 regio’s organiseren vrijwilligers activiteiten voor mensen met dementie en hun naasten.`),
    blocks: [
      { type: 'activity_block', field_title: 'Binnenkort', field_activities: ACTIVITY_IDS.map((id) => ({ id })) },
      {
        type: 'help_in_the_neighbourhood',
        field_title: 'Zoek activiteiten bij jou in de buurt',
        field_text: 'Vul je woonplaats of postcode in en zie wat je regio organiseert.',
        field_image: image('cafe'),
      },
    ],
  },
];

interface ActivityText {
  id: number;
  title: string;
  slug: string;
  type: string;
  /** Days from the base date; the last activity runs years, so the block is never empty. */
  startDays: number;
  endDays: number | null;
  startTime: string;
  endTime: string;
  entryTime: string | null;
  location: string;
  street: string;
  postcode: string;
  locality: string;
  region: { id: number; title: string; alias: string };
}

const UTRECHT = { id: 1016, title: 'Utrecht stad', alias: '/regios/utrecht-stad' };
const FRIESLAND = { id: 1002, title: 'Friesland', alias: '/regios/friesland' };

const ACTIVITIES: ActivityText[] = [
  { id: 270, title: 'Alzheimer Café Utrecht-Oost: wonen met dementie', slug: 'alzheimer-cafe-utrecht-oost', type: 'Alzheimer Café', startDays: 45, endDays: null, startTime: '19:30', endTime: '21:30', entryTime: '19:00', location: 'Buurthuis De Linde', street: 'Lindelaan 12', postcode: '3581 KL', locality: 'Utrecht', region: UTRECHT },
  { id: 271, title: 'Cursus voor mantelzorgers: omgaan met veranderend gedrag', slug: 'cursus-mantelzorgers-leeuwarden', type: 'Cursus voor mantelzorgers', startDays: 120, endDays: 162, startTime: '14:00', endTime: '16:00', entryTime: null, location: 'Bibliotheek Leeuwarden', street: 'Wirdumerdijk 34', postcode: '8911 CE', locality: 'Leeuwarden', region: FRIESLAND },
  { id: 272, title: 'Wandelgroep Maximapark (elke dinsdag)', slug: 'wandelgroep-maximapark', type: 'Wandelgroep', startDays: -30, endDays: 1500, startTime: '10:00', endTime: '11:30', entryTime: '09:45', location: 'Parkpaviljoen Maximapark', street: 'Ridder Schoenmaeckerlaan 1', postcode: '3541 DA', locality: 'Utrecht', region: UTRECHT },
];

const isoDay = (days: number) => new Date(BASE_DATE_MS + days * DAY_MS).toISOString().slice(0, 10);

function activityNode(a: ActivityText, rng: Rng, typeId: (name: string) => number): NodeRow {
  const created = rng.dateBetween(BASE_DATE_MS - 60 * DAY_MS, BASE_DATE_MS - 10 * DAY_MS);
  const fields = commonFields({
    metaTitle: `${a.title} | ${ORGANISATION}`,
    metaDescription: `${a.type} in ${a.locality}, georganiseerd door regio ${a.region.title}.`,
    intro: paragraphs(`${a.type} in ${a.locality}. Iedereen die met dementie te maken heeft, is welkom.`),
    blocks: [],
    parent: a.region,
    categories: [],
  });
  Object.assign(fields, {
    field_activity_type: { id: typeId(a.type), label: a.type },
    field_address: { country_code: 'NL', address_line1: a.street, postal_code: a.postcode, locality: a.locality, organization: a.location },
    field_start_date: isoDay(a.startDays),
    field_end_date: a.endDays === null ? null : isoDay(a.endDays),
    field_start_time: a.startTime,
    field_end_time: a.endTime,
    field_entry_time: a.entryTime,
    field_location: { label: a.location },
    field_regio: { id: a.region.id, label: a.region.title },
    field_external_link: null,
  });
  return {
    id: a.id,
    type: 'activiteit',
    title: a.title,
    alias: `${a.region.alias}/activiteiten/${a.slug}`,
    status: true,
    created,
    changed: created,
    parentId: a.region.id,
    revisionId: publishedRevisionId(a.id),
    fields,
  };
}

function centralisedHelpline(rng: Rng): NodeRow {
  const created = rng.dateBetween(BASE_DATE_MS - 400 * DAY_MS, BASE_DATE_MS - 100 * DAY_MS);
  const fields = commonFields({
    metaTitle: 'Centraal blok: Dementietelefoon',
    metaDescription: '',
    intro: '',
    blocks: withIds(CENTRALISED_HELPLINE_ID, [
      {
        type: 'frame_box',
        field_title: 'Heb je nu iemand nodig om mee te praten?',
        field_text: rich(paragraphs(`Bel de Dementietelefoon: <strong>${HELPLINE_NUMBER}</strong>. Gratis, elke dag van 9.00 tot 23.00 uur.`)),
        field_link: linkTo('Meer over de Dementietelefoon', '/onze-ondersteuning/dementietelefoon'),
      },
    ]),
    parent: null,
    categories: [],
  });
  return {
    id: CENTRALISED_HELPLINE_ID,
    type: 'centralised_building_block',
    title: 'Dementietelefoon (centraal blok)',
    alias: '/centrale-blokken/dementietelefoon',
    status: true,
    created,
    changed: created,
    parentId: null,
    revisionId: publishedRevisionId(CENTRALISED_HELPLINE_ID),
    fields,
  };
}

export function buildBlockPages(rng: Rng, typeId: (name: string) => number): NodeRow[] {
  const pages = PAGES.map((page): NodeRow => {
    const created = rng.dateBetween(BASE_DATE_MS - 500 * DAY_MS, BASE_DATE_MS - 40 * DAY_MS);
    const changed = rng.dateBetween(Date.parse(created), BASE_DATE_MS);
    return {
      id: page.id,
      type: 'content_page',
      title: page.title,
      alias: page.alias,
      status: true,
      created,
      changed,
      parentId: page.parent?.id ?? null,
      revisionId: publishedRevisionId(page.id),
      fields: commonFields({
        metaTitle: `${page.title} | ${ORGANISATION}`,
        metaDescription: page.metaDescription,
        intro: page.intro,
        blocks: withIds(page.id, page.blocks),
        parent: page.parent,
        categories: [],
      }),
    };
  });
  return [...pages, ...ACTIVITIES.map((a) => activityNode(a, rng, typeId)), centralisedHelpline(rng)];
}
