/**
 * The editorial page kinds beyond the content page (ids 300-399): overview
 * pages with their children, dementia information, services, meeting places,
 * highlights, the quiz, the shop, donations, business partners and
 * centralised building blocks. Every kind has at least one page.
 */
import type { NodeRow } from './types';
import type { Rng } from './random';
import type { TermIndex } from './taxonomies';
import { type BlockText, buildBlocks, datePair, paragraphs, publishedRevisionId, slugify } from './helpers';
import { demoImage, type ImageSubject } from './images';
import { commonFields, type ParentRef } from './pages';
import { QUIZ_EMBED_URL } from './quiz-embed';
import {
  BUILDING_BLOCKS,
  DONATION_PAGE,
  HIGHLIGHTS,
  INFO_VERGEETACHTIG,
  MEETING_PLACES,
  MEETING_PLACES_OVERVIEW,
  PARTNERS,
  PARTNERS_OVERVIEW,
  QUIZ_PAGE,
  SERVICES_PAGE,
  SHOP_PAGE,
  SUPPORT_OVERVIEW,
} from './text-editorial';
import { TIPS, TIPS_OVERVIEW } from './text-tips';

/** Existing pages the new ones hang under (ids from the content-page texts). */
const DEMENTIE: ParentRef = { id: 100, title: 'Over dementie', alias: '/dementie' };
const LEVEN: ParentRef = { id: 107, title: 'Leven met dementie', alias: '/leven-met-dementie' };
const ONDERSTEUNING: ParentRef = { id: 110, title: 'Onze ondersteuning', alias: '/onze-ondersteuning' };

interface Spec {
  id: number;
  type: string;
  alias: string;
  parent: ParentRef | null;
  title: string;
  metaDescription: string;
  intro: string;
  blocks?: BlockText[];
  image?: ImageSubject;
  categories?: string[];
  status?: boolean;
  overlay?: { text: string; color: string };
  primary?: { title: string; url: string; external?: boolean };
  fields?: Record<string, unknown>;
}

const ref = (spec: Spec): ParentRef => ({ id: spec.id, title: spec.title, alias: spec.alias });

function node(spec: Spec, rng: Rng, terms: TermIndex): NodeRow {
  const { created, changed } = datePair(rng, 900);
  const fields = commonFields({
    metaTitle: `${spec.title} | Dementiezorg Nederland`,
    metaDescription: spec.metaDescription,
    intro: spec.intro,
    blocks: buildBlocks(spec.id, spec.blocks ?? []),
    parent: spec.parent,
    categories: (spec.categories ?? []).map((name) => ({ id: terms('content_categories', name), label: name })),
  });
  if (spec.image) fields.field_header_image_video = { kind: 'image', image: demoImage(spec.image) };
  if (spec.overlay) {
    fields.field_overlay_text = spec.overlay.text;
    fields.field_overlay_color = spec.overlay.color;
  }
  if (spec.primary) fields.field_primary_button = { external: false, ...spec.primary };
  return {
    id: spec.id,
    type: spec.type,
    title: spec.title,
    alias: spec.alias,
    status: spec.status ?? true,
    created,
    changed,
    parentId: spec.parent ? spec.parent.id : null,
    revisionId: publishedRevisionId(spec.id),
    fields: { ...fields, ...spec.fields },
  };
}

const TIP_IMAGES: ImageSubject[] = ['wandeling', 'koffie', 'handen', 'fietsen', 'tuin', 'bankje', 'herfst', 'zee'];

function specs(terms: TermIndex): Spec[] {
  const tips: Spec = { id: 300, type: 'overview_page', alias: '/leven-met-dementie/tips', parent: LEVEN, title: TIPS_OVERVIEW.title, metaDescription: TIPS_OVERVIEW.metaDescription, intro: TIPS_OVERVIEW.intro, image: 'bankje', categories: ['Dagelijks leven'] };
  const tipPages: Spec[] = TIPS.map((tip, i) => ({
    id: 301 + i,
    type: 'content_page',
    alias: `${tips.alias}/${slugify(tip.title)}`,
    parent: ref(tips),
    title: tip.title,
    metaDescription: tip.intro,
    intro: paragraphs(tip.intro),
    blocks: [{ kind: 'text_with_title', title: tip.blockTitle, html: paragraphs(...tip.paragraphs) }],
    image: TIP_IMAGES[i % TIP_IMAGES.length],
    categories: ['Dagelijks leven'],
  }));
  // A seasonal tip whose expiry date has passed: no longer shown, listed or in the sitemap.
  tipPages.push({
    id: 301 + TIPS.length,
    type: 'content_page',
    alias: `${tips.alias}/zomertips-bij-warm-weer`,
    parent: ref(tips),
    title: 'Zomertips bij warm weer',
    metaDescription: 'Tips om de warmte door te komen.',
    intro: paragraphs('Bij warm weer is genoeg drinken extra belangrijk.'),
    blocks: [],
    categories: ['Dagelijks leven'],
    fields: { field_expire_date: '2025-10-01T00:00:00Z' },
  });
  const meeting: Spec = { id: 340, type: 'overview_page', alias: '/onze-ondersteuning/ontmoetingsplekken', parent: ONDERSTEUNING, title: MEETING_PLACES_OVERVIEW.title, metaDescription: MEETING_PLACES_OVERVIEW.metaDescription, intro: MEETING_PLACES_OVERVIEW.intro, image: 'cafe' };
  const meetingPlaces: Spec[] = MEETING_PLACES.map((place, i) => ({
    id: 341 + i,
    type: 'ontmoetingsplek',
    alias: `${meeting.alias}/${place.slug}`,
    parent: ref(meeting),
    title: place.title,
    metaDescription: place.intro.replace(/<[^>]+>/g, ''),
    intro: place.intro,
    blocks: place.blocks,
    image: place.image,
    fields: {
      field_location_name: place.placeName,
      field_introduction: { value: place.intro, format: 'basic_html' },
      field_image: demoImage(place.image),
      field_link: { title: place.link.title, url: place.link.url, external: false },
      field_ontmoetingsplek_type: { id: terms('ontmoetingsplek_type', place.type), label: place.type },
    },
  }));
  const support: Spec = { id: 350, type: 'overview_page', alias: '/steun-ons', parent: null, title: SUPPORT_OVERVIEW.title, metaDescription: SUPPORT_OVERVIEW.metaDescription, intro: SUPPORT_OVERVIEW.intro, image: 'handen' };
  const partners: Spec = { id: 353, type: 'business_partner_overview', alias: '/steun-ons/bedrijfsvrienden', parent: ref(support), title: PARTNERS_OVERVIEW.title, metaDescription: PARTNERS_OVERVIEW.metaDescription, intro: PARTNERS_OVERVIEW.intro, blocks: PARTNERS_OVERVIEW.blocks, image: 'vrijwilliger' };
  return [
    tips,
    ...tipPages,
    { id: 320, type: 'info_over_dementie', alias: '/dementie/vergeetachtig-of-dementie', parent: DEMENTIE, title: INFO_VERGEETACHTIG.title, metaDescription: INFO_VERGEETACHTIG.metaDescription, intro: INFO_VERGEETACHTIG.intro, blocks: INFO_VERGEETACHTIG.blocks, image: 'herfst', categories: ['Dementie', 'Diagnose'] },
    { id: 321, type: 'quiz', alias: '/dementie/quiz', parent: DEMENTIE, title: QUIZ_PAGE.title, metaDescription: QUIZ_PAGE.metaDescription, intro: QUIZ_PAGE.intro, blocks: QUIZ_PAGE.blocks, categories: ['Dementie'], fields: { field_quiz_url: QUIZ_EMBED_URL, field_quiz_height: 1150 } },
    { id: 325, type: 'services', alias: '/onze-ondersteuning/voorzieningen', parent: ONDERSTEUNING, title: SERVICES_PAGE.title, metaDescription: SERVICES_PAGE.metaDescription, intro: SERVICES_PAGE.intro, blocks: SERVICES_PAGE.blocks, image: 'telefoon', categories: ['Zorg en ondersteuning'] },
    ...HIGHLIGHTS.map((h, i) => ({
      id: 330 + i,
      type: 'uitgelicht',
      alias: `/uitgelicht/${h.slug}`,
      parent: null,
      title: h.title,
      metaDescription: h.intro.replace(/<[^>]+>/g, ''),
      intro: h.intro,
      blocks: h.blocks,
      image: 'cafe' as const,
      overlay: { text: h.overlay, color: 'purple' },
      fields: { field_start_date: h.start, field_end_date: h.end },
    })),
    meeting,
    ...meetingPlaces,
    support,
    // A donation page keeps the visitor's attention: no newsletter invitation under it.
    { id: 351, type: 'donation_content', alias: '/steun-ons/doneren', parent: ref(support), title: DONATION_PAGE.title, metaDescription: DONATION_PAGE.metaDescription, intro: DONATION_PAGE.intro, blocks: DONATION_PAGE.blocks, image: 'handen', overlay: { text: DONATION_PAGE.overlay, color: 'pink' }, fields: { field_donation_frequency: 'maandelijks', field_hide_newsletter_pre_footer: true } },
    { id: 352, type: 'shoppagina', alias: '/steun-ons/webwinkel', parent: ref(support), title: SHOP_PAGE.title, metaDescription: SHOP_PAGE.metaDescription, intro: SHOP_PAGE.intro, blocks: SHOP_PAGE.blocks, image: 'koffie', overlay: { text: SHOP_PAGE.overlay, color: 'sand' }, primary: { title: 'Naar de webwinkel', url: 'https://shop.example.org/dementie', external: true } },
    partners,
    ...PARTNERS.map((p, i) => ({
      id: 354 + i,
      type: 'business_partner',
      alias: `${partners.alias}/${p.slug}`,
      parent: ref(partners),
      title: p.name,
      metaDescription: p.intro,
      intro: paragraphs(p.intro),
      blocks: [{ kind: 'html' as const, html: paragraphs(p.story) }],
      fields: { field_partner_tag: p.tag, field_image: demoImage(p.image), field_link: { title: `Bezoek de website van ${p.name}`, url: p.website, external: true } },
    })),
    // Building blocks are reused inside other pages: on their own address they show no footer and stay out of search.
    ...BUILDING_BLOCKS.map((b, i) => ({
      id: 370 + i,
      type: 'centralised_building_block',
      alias: `/bouwstenen/${b.slug}`,
      parent: null,
      title: b.title,
      metaDescription: b.intro.replace(/<[^>]+>/g, ''),
      intro: b.intro,
      blocks: b.blocks,
      status: b.status,
      fields: { field_hide_footer: true, field_hide_in_search: true },
    })),
  ];
}

export function buildEditorialNodes(rng: Rng, terms: TermIndex): NodeRow[] {
  return specs(terms).map((spec) => node(spec, rng, terms));
}
