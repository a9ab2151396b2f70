/**
 * National news articles (`news` nodes, ids 500 and up, alias `/nieuws/{slug}`).
 * All events and people are fictional.
 */
import type { NodeRow } from './types';
import type { Rng } from './random';
import type { TermIndex } from './taxonomies';
import {
  type BlockText,
  BASE_DATE_MS,
  DAY_MS,
  ORGANISATION,
  buildBlocks,
  link,
  paragraphs,
  publishedRevisionId,
  slugify,
} from './helpers';
import { commonFields } from './pages';
import { demoImage, type ImageSubject } from './images';

/** The header image of each article, in NEWS order (news cards show it). */
const NEWS_IMAGES: ImageSubject[] = ['cafe', 'telefoon', 'wandeling', 'fietsen', 'tuin', 'handen'];

export const NEWS_ID_START = 500;
const HOUR_MS = 3_600_000;

interface NewsText {
  title: string;
  /** Publication, in days before the base date (the wandeltocht must follow 21 September). */
  daysAgo: number;
  category: string;
  intro: string;
  block: BlockText;
}

const NEWS: NewsText[] = [
  {
    title: 'Nieuwe Alzheimer Cafés in Flevoland en Drenthe',
    daysAgo: 12,
    category: 'Vrijwilligers',
    intro: `Dankzij nieuwe vrijwilligers openen deze maand drie Alzheimer Cafés hun deuren. Iedereen die met dementie te maken heeft, is welkom.`,
    block: {
      kind: 'text_with_title',
      title: 'Een vaste plek om elkaar te ontmoeten',
      html: paragraphs(
        `In een Alzheimer Café komen mensen met dementie, hun naasten en andere belangstellenden één keer per maand bij elkaar. Elke avond heeft een eigen thema, zoals wonen, omgaan met veranderend gedrag of regelzaken. Na een korte uitleg is er volop ruimte voor vragen en een kop koffie.`,
        `"We merken dat mensen echt op zoek zijn naar een plek waar ze zich begrepen voelen", vertelt een van de nieuwe gastvrouwen. "Je hoeft niets, je mag gewoon binnenlopen."`,
        `Wil je weten waar het dichtstbijzijnde Alzheimer Café is? Kijk bij ${link('/regios', 'jouw regio')}.`,
      ),
    },
  },
  {
    title: 'Dementietelefoon voerde dit jaar meer gesprekken dan ooit',
    daysAgo: 60,
    category: 'Organisatie',
    intro: `Steeds meer mensen weten de Dementietelefoon te vinden. Vooral 's avonds, als de zorgen vaak groter worden, gaat de telefoon geregeld.`,
    block: {
      kind: 'html',
      html: paragraphs(
        `Bellers hebben het vaak over de eerste signalen, over het gesprek met de huisarts of over de zorg voor een partner. Een groeiende groep belt na een lange dag gewoon om even stoom af te blazen.`,
        `"Soms is het grootste wat je kunt doen: luisteren", zegt een van de vrijwilligers. "Mensen zeggen na afloop vaak dat ze zich lichter voelen."`,
        `De ${link('/onze-ondersteuning/dementietelefoon', 'Dementietelefoon')} is gratis en elke dag bereikbaar van 9.00 tot 23.00 uur.`,
      ),
    },
  },
  {
    title: 'Bewegen is goed voor mensen met dementie',
    daysAgo: 25,
    category: 'Onderzoek',
    intro: `Regelmatig bewegen helpt mensen met dementie om zich beter te voelen en langer mee te doen. Dat blijkt uit verschillende onderzoeken die we op een rij zetten.`,
    block: {
      kind: 'text_with_title',
      title: 'Wat bewegen oplevert',
      html: paragraphs(
        `Bewegen heeft een gunstig effect op de stemming, de nachtrust en de conditie. Bovendien blijven dagelijkse handelingen, zoals aankleden en traplopen, langer lukken. Het hoeft niet zwaar te zijn: een dagelijkse wandeling of samen dansen op muziek telt ook.`,
        `Bewegen is geen medicijn tegen dementie, benadrukken de onderzoekers. Maar het draagt wel bij aan een beter leven met de ziekte. Lees meer over ${link('/leven-met-dementie', 'leven met dementie')}.`,
      ),
    },
  },
  {
    title: 'Wandeltocht brengt mensen met en zonder dementie samen',
    daysAgo: 38,
    category: 'Evenementen',
    intro: `Rond Wereld Alzheimer Dag op 21 september liepen in het hele land honderden mensen mee met wandeltochten, georganiseerd door onze regio's.`,
    block: {
      kind: 'text_with_title',
      title: 'Samen op pad',
      html: paragraphs(
        `Mensen met dementie liepen samen met hun partners, kinderen, buren en vrijwilligers routes van drie tot tien kilometer. Onderweg waren er rustpunten met koffie, muziek en informatie over hulp in de buurt.`,
        `"Mijn man praat niet zo veel meer, maar wandelen doet hij nog graag", vertelt een deelnemer. "Vandaag waren we gewoon samen buiten, tussen mensen die het begrijpen."`,
      ),
    },
  },
  {
    title: '"Ik ben nog steeds dezelfde man"',
    daysAgo: 90,
    category: 'Ervaringsverhalen',
    intro: `Twee jaar geleden kreeg Henk (68) de diagnose alzheimer. Hij vertelt hoe hij zijn leven opnieuw inrichtte, met hulp van zijn vrouw en zijn kinderen.`,
    block: {
      kind: 'html',
      html:
        paragraphs(
          `"De diagnose was een klap, maar ook een opluchting. Eindelijk wist ik waarom ik steeds de draad kwijtraakte. We hebben toen samen besloten: we gaan niet wachten tot het slechter wordt, we gaan nu doen wat we leuk vinden."`,
          `Henk werkt twee ochtenden per week mee in een tuinproject en gaat elke maand naar het Alzheimer Café. "Daar hoef ik niets uit te leggen. Iedereen snapt het."`,
        ) + `<blockquote><p>"Ik vergeet dingen, ja. Maar ik ben nog steeds dezelfde man."</p></blockquote>`,
    },
  },
  {
    title: 'Gemeenten kunnen meer doen voor mantelzorgers',
    daysAgo: 5,
    category: 'Zorg en beleid',
    intro: `Mantelzorgers van mensen met dementie weten niet altijd welke ondersteuning hun gemeente biedt. ${ORGANISATION} roept gemeenten op om die hulp beter zichtbaar te maken.`,
    block: {
      kind: 'text_with_title',
      title: 'Onbekend maakt onbemind',
      html: paragraphs(
        `Respijtzorg, dagbesteding en mantelzorgondersteuning zijn in elke gemeente te krijgen, maar veel mantelzorgers horen er pas van als ze al overbelast zijn. Dat moet anders, vinden wij.`,
        `We vragen gemeenten om mantelzorgers actief te benaderen na een diagnose dementie, en om de aanvraag eenvoudig te houden. Lees wat je nu al kunt aanvragen op de pagina ${link('/regelzaken', 'Regelzaken')}.`,
      ),
    },
  },
];

export function buildNewsNodes(rng: Rng, terms: TermIndex): NodeRow[] {
  return NEWS.map((item, index) => {
    const id = NEWS_ID_START + index;
    // Somewhere in the working day (07:00-15:00 UTC) of the publication date.
    const day = BASE_DATE_MS - item.daysAgo * DAY_MS - 2 * HOUR_MS;
    const created = rng.dateBetween(day, day + 8 * HOUR_MS);
    const changed = rng.dateBetween(Date.parse(created), Math.min(Date.parse(created) + 3 * DAY_MS, BASE_DATE_MS));
    const fields = commonFields({
      metaTitle: `${item.title} | ${ORGANISATION}`,
      metaDescription: item.intro,
      intro: paragraphs(item.intro),
      blocks: buildBlocks(id, [item.block]),
      parent: null,
      categories: [],
    });
    Object.assign(fields, {
      field_news_category: [{ id: terms('news_category', item.category), label: item.category }],
      field_publication_date: created,
      field_hide: false,
      field_header_image_video: { kind: 'image', image: demoImage(NEWS_IMAGES[index % NEWS_IMAGES.length] ?? 'cafe') },
    });
    return {
      id,
      type: 'news',
      title: item.title,
      alias: `/nieuws/${slugify(item.title)}`,
      status: true,
      created,
      changed,
      parentId: null,
      revisionId: publishedRevisionId(id),
      fields,
    };
  });
}
