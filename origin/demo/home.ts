/**
 * The home page (`homepage` node, id 1, alias '/').
 */
import type { NodeRow } from './types';
import type { Rng } from './random';
import { HELPLINE_NUMBER, ORGANISATION, datePair, link, paragraphs, publishedRevisionId } from './helpers';
import { type BlockInput, donateWidget, image, linkTo, rich, withIds } from './blocks';
import { commonFields } from './pages';
import { demoImage } from './images';

export const HOME_ID = 1;

/**
 * The home page: the banner (memory test promotion and donate widget), the
 * latest news ('Het laatste nieuws', 3 columns, link to all news), then the
 * ways in: subject links, image tiles, pillars and the search for help nearby.
 */
const homeBlocks: BlockInput[] = [
  {
    type: 'home_banner',
    field_title: 'Maak je je zorgen over je geheugen?',
    field_text: rich(
      paragraphs(`Doe de geheugentest: anoniem en in ongeveer 5 minuten. De test is al meer dan 350.000 keer ingevuld en helpt je inschatten of het verstandig is om naar de huisarts te gaan.`),
    ),
    field_image: image('herfst'),
    field_link: linkTo('Doe de geheugentest', '/geheugentest'),
    field_donate_widget: donateWidget('Help mensen met dementie', 'WEB-HOME'),
  },
  {
    type: 'news_block',
    field_title: 'Het laatste nieuws',
    field_link: linkTo('Alle actuele berichten', '/nieuws'),
    field_columns: 3,
  },
  {
    type: 'home_link_grid',
    field_title: 'Informatie over dementie',
    field_items: [
      { field_icon: 'cognitive', field_link: linkTo('Wat is dementie?', '/dementie/wat-is-dementie'), field_description: 'Uitleg in gewone woorden' },
      { field_icon: 'stethoscope', field_link: linkTo('Herkennen en diagnose', '/herkennen-en-diagnose'), field_description: 'Signalen en de weg naar de huisarts' },
      { field_icon: 'heart', field_link: linkTo('Mantelzorg', '/leven-met-dementie/mantelzorg'), field_description: 'Zorgen voor een ander, en voor jezelf' },
      { field_icon: 'scales-tipped', field_link: linkTo('Regelzaken', '/regelzaken'), field_description: 'Geld, zorg en wonen' },
      { field_icon: 'conversation', field_link: linkTo('Ervaringsverhalen', '/ervaringsverhalen'), field_description: 'Mensen vertellen het zelf' },
      { field_icon: 'article', field_link: linkTo('Brochures', '/informatie-brochure'), field_description: 'Om rustig na te lezen' },
    ],
  },
  {
    type: 'home_grid_image',
    field_title: 'Waar kunnen we je mee helpen?',
    field_items: [
      { field_label: 'Net de diagnose', field_link: linkTo('Hoe nu verder na de diagnose?', '/herkennen-en-diagnose/diagnose'), field_image: image('bankje') },
      { field_label: 'Mantelzorg', field_link: linkTo('Zorgen voor iemand met dementie', '/leven-met-dementie/mantelzorg'), field_image: image('handen') },
      { field_label: 'In de buurt', field_link: linkTo('Activiteiten in de regio', '/activiteiten'), field_image: image('cafe') },
    ],
  },
  {
    type: 'pillars',
    field_title: 'Waar we voor staan',
    field_intro: `Met vrijwilligers in 48 regio's werken we aan drie dingen.`,
    field_items: [
      { field_icon: 'help-desk', field_title: 'Hulp en steun', field_text: `Een luisterend oor en advies, aan de telefoon (${HELPLINE_NUMBER}) en dicht bij huis.`, field_link: linkTo('Onze ondersteuning', '/onze-ondersteuning') },
      { field_icon: 'article', field_title: 'Betrouwbare informatie', field_text: 'Heldere uitleg over dementie, de diagnose en het leven erna.', field_link: linkTo('Over dementie', '/dementie') },
      { field_icon: 'sprout', field_title: 'Onderzoek', field_text: 'We steunen onderzoek waar mensen met dementie en hun naasten snel iets aan hebben.', field_link: linkTo('Over ons onderzoek', '/onderzoek') },
    ],
  },
  {
    type: 'help_in_the_neighbourhood',
    field_title: 'Hulp bij jou in de buurt',
    field_text: `In 48 regio's organiseren onze vrijwilligers Alzheimer Cafés, lotgenotengroepen, cursussen en voorlichting. Vul je woonplaats of postcode in.`,
    field_image: image('cafe'),
  },
  {
    type: 'html',
    field_html: rich(
      `<h2>Altijd iemand om mee te praten</h2>` +
        paragraphs(
          `De ${link('/onze-ondersteuning/dementietelefoon', 'Dementietelefoon')} is er voor iedereen met vragen over dementie. Bel gratis <strong>${HELPLINE_NUMBER}</strong>, elke dag van 9.00 tot 23.00 uur.`,
        ),
    ),
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
    blocks: withIds(HOME_ID, homeBlocks),
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
