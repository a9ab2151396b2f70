/**
 * The home page (`homepage` node, id 1, alias '/').
 */
import type { NodeRow } from './types';
import type { Rng } from './random';
import {
  type BlockText,
  HELPLINE_NUMBER,
  ORGANISATION,
  buildBlocks,
  datePair,
  link,
  list,
  paragraphs,
  publishedRevisionId,
} from './helpers';
import { commonFields } from './pages';
import { demoImage } from './images';

export const HOME_ID = 1;

const homeBlocks: BlockText[] = [
  {
    kind: 'text_with_title',
    title: 'Maak je je zorgen over je geheugen?',
    html: paragraphs(
      `Doe de ${link('/geheugentest', 'geheugentest')}. De test is al meer dan 350.000 keer ingevuld en helpt je inschatten of het verstandig is om naar de huisarts te gaan. Hij is anoniem en duurt ongeveer tien minuten.`,
      `Je kunt de test voor jezelf invullen of voor iemand om wie je je zorgen maakt.`,
    ),
  },
  {
    kind: 'html',
    html:
      `<h2>Altijd iemand om mee te praten</h2>` +
      paragraphs(
        `De ${link('/onze-ondersteuning/dementietelefoon', 'Dementietelefoon')} is er voor iedereen met vragen over dementie. Bel gratis <strong>${HELPLINE_NUMBER}</strong>, elke dag van 9.00 tot 23.00 uur.`,
      ),
  },
  {
    kind: 'text_with_title',
    title: 'Hulp bij jou in de buurt',
    html: paragraphs(
      `In 48 regio's organiseren onze vrijwilligers Alzheimer Cafés, lotgenotengroepen, cursussen en voorlichting. Daar ontmoet je mensen die begrijpen wat je doormaakt.`,
      `${link('/regios', 'Vind jouw regio')} en zie wat er bij jou in de buurt te doen is.`,
    ),
  },
  {
    kind: 'text_with_title',
    title: 'Meer weten over dementie',
    html: list([
      link('/dementie/wat-is-dementie', 'Wat is dementie?'),
      link('/dementie/vormen-van-dementie', 'Vormen van dementie'),
      link('/herkennen-en-diagnose', 'Signalen herkennen'),
      link('/leven-met-dementie/mantelzorg', 'Zorgen voor iemand met dementie'),
    ]),
  },
];

export function buildHomeNode(rng: Rng): NodeRow {
  const { created, changed } = datePair(rng, 2000);
  const fields = commonFields({
    metaTitle: `${ORGANISATION} | Samen staan we sterker tegen dementie`,
    metaDescription: `Informatie, advies en steun voor mensen met dementie en hun naasten. Bel gratis de Dementietelefoon of vind hulp in een van onze 48 regio's.`,
    intro: paragraphs(
      `Dementie raakt steeds meer mensen, direct of via iemand die hen lief is. ${ORGANISATION} is er voor hen allemaal: met betrouwbare informatie, een luisterend oor en hulp dicht bij huis.`,
    ),
    blocks: buildBlocks(HOME_ID, homeBlocks),
    parent: null,
    categories: [],
  });
  fields.field_primary_button = { title: 'Doe de geheugentest', url: '/geheugentest', external: false };
  fields.field_secondary_link = {
    title: 'Bel de Dementietelefoon',
    url: '/onze-ondersteuning/dementietelefoon',
    external: false,
  };
  // The 'home' header: a wide image with the message in a purple panel.
  fields.field_header_image_video = { kind: 'image', image: demoImage('wandeling') };
  fields.field_overlay_text = 'Samen sterker tegen dementie';
  fields.field_overlay_color = 'purple';
  return {
    id: HOME_ID,
    type: 'homepage',
    title: 'Home',
    alias: '/',
    status: true,
    created,
    changed,
    parentId: null,
    revisionId: publishedRevisionId(HOME_ID),
    fields,
  };
}
