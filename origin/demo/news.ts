/**
 * News articles: six hand-written national ones (`news`, ids 500 and up) and
 * generated batches of national and regional news (`regio_nieuws`, a child of
 * its region) from the templates in news-national.ts and news-regional.ts.
 * Aliases: `/nieuws/{slug}` and `/regios/{region}/nieuws/{slug}`.
 *
 * Dates are relative to the day the content is generated (`today`), spread
 * over the two years before it, so the news is always current; everything
 * else comes from seeded streams, so one day's content is always the same.
 * All events and people are fictional.
 */
import type { NodeRow } from './types';
import type { Rng } from './random';
import type { TermIndex } from './taxonomies';
import {
  type BlockText,
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
import { forkRng } from './random';
import { REGIONS } from './region-list';
import { REGION_ID_START, regionSlug } from './regions';
import type { NewsDraft, NewsMoment, NationalTemplate, RegionalTemplate } from './news-kit';
import { NATIONAL_TEMPLATES } from './news-national';
import { REGIONAL_TEMPLATES } from './news-regional';

/** The header image of each article, in NEWS order (news cards show it). */
const NEWS_IMAGES: ImageSubject[] = ['cafe', 'telefoon', 'wandeling', 'fietsen', 'tuin', 'handen'];

export const NEWS_ID_START = 500;
const HOUR_MS = 3_600_000;

interface NewsText {
  title: string;
  /** Publication, in days before the day the content is generated. */
  daysAgo: number;
  /** Instead: a few days after the last time this date (month 1-12, day) came round (the wandeltocht follows 21 September). */
  after?: { month: number; day: number };
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
    after: { month: 9, day: 21 },
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

/** Hand-written regional articles, with fixed aliases (tests and docs point to them). */
const REGIONAL_NEWS: (NewsText & { region: string; image: ImageSubject })[] = [
  {
    title: 'Alzheimer Café Utrecht zoekt nieuwe gastvrouwen en gastheren',
    daysAgo: 9,
    region: 'Utrecht stad',
    category: 'Vrijwilligers',
    image: 'vrijwilliger',
    intro: `Het Alzheimer Café in Utrecht trekt steeds meer bezoekers. Daarom zoeken we twee of drie mensen die één avond per maand willen helpen als gastvrouw of gastheer.`,
    block: {
      kind: 'text_with_title',
      title: 'Wat je doet',
      html: paragraphs(
        `Je ontvangt de bezoekers bij de deur, schenkt koffie en thee en maakt een praatje. Je hoeft niets van dementie te weten: je loopt eerst een paar avonden mee en volgt een korte training.`,
        `"Het mooiste vind ik dat mensen na afloop lachend de deur uitgaan", vertelt Marja, al zes jaar gastvrouw. "Terwijl ze soms met een zwaar gemoed binnenkwamen."`,
        `Interesse? ${link('/contact', 'Neem contact met ons op')}, dan maken we een afspraak om kennis te maken.`,
      ),
    },
  },
  {
    title: 'Wandelgroep in Leeuwarden bestaat vijf jaar',
    daysAgo: 23,
    region: 'Friesland',
    category: 'Activiteiten',
    image: 'wandeling',
    intro: `Vijf jaar geleden liep de wandelgroep voor mensen met dementie in Leeuwarden haar eerste rondje. Inmiddels wandelen er elke week zo'n twintig mensen mee.`,
    block: {
      kind: 'text_with_title',
      title: 'Elke dinsdag om tien uur',
      html: paragraphs(
        `De groep vertrekt elke dinsdag om 10.00 uur bij het wijkcentrum en loopt een uur door het park. Daarna is er koffie. Partners en mantelzorgers lopen vaak mee.`,
        `"Mijn man kijkt er de hele week naar uit", zegt een van de deelnemers. "Hij kent de route inmiddels beter dan ik."`,
        `Meewandelen kan altijd, aanmelden is niet nodig.`,
      ),
    },
  },
];


/** Ids of generated news: batch k (1-based) uses GENERATED_NEWS_ID_START + (k - 1) * BATCH_ID_STRIDE and up. */
export const GENERATED_NEWS_ID_START = 200_000;
const BATCH_ID_STRIDE = 1000;
/** Per batch (scale 1 has one): national articles, and articles per region. */
export const NATIONAL_PER_BATCH = 160;
export const REGIONAL_PER_REGION = 6;
/** Generated news is spread over this many days before today. */
export const NEWS_HISTORY_DAYS = 730;
/** A small share of the articles is hidden from the home page (field_hide). */
const HIDDEN_SHARE = 0.04;

/** The start (00:00 UTC) of the day of an instant: generated dates count back from it. */
export function dayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** Publication and last change of an article published `daysAgo` days before `today`, in working hours. */
function publicationDates(rng: Rng, today: number, daysAgo: number): { created: string; changed: string } {
  const day = today - daysAgo * DAY_MS;
  const created = rng.dateBetween(day + 7 * HOUR_MS, day + 15 * HOUR_MS);
  const changed = rng.dateBetween(Date.parse(created), Math.min(Date.parse(created) + 2 * DAY_MS, today - HOUR_MS));
  return { created, changed };
}

/** Days from `today` back to a few days after the last `month`/`day` before it. */
function daysSince(today: number, when: { month: number; day: number }, extra: number): number {
  const year = new Date(today).getUTCFullYear();
  let at = Date.UTC(year, when.month - 1, when.day) + extra * DAY_MS;
  if (at >= today) at = Date.UTC(year - 1, when.month - 1, when.day) + extra * DAY_MS;
  return Math.round((today - at) / DAY_MS);
}

interface ArticleInput {
  id: number;
  type: 'news' | 'regio_nieuws';
  alias: string;
  title: string;
  intro: string;
  blocks: BlockText[];
  category: string;
  image: ImageSubject;
  created: string;
  changed: string;
  hidden: boolean;
  region: { id: number; title: string; alias: string } | null;
}

function articleNode(a: ArticleInput, terms: TermIndex): NodeRow {
  const fields = commonFields({
    metaTitle: `${a.title} | ${ORGANISATION}`,
    metaDescription: a.intro,
    intro: paragraphs(a.intro),
    blocks: buildBlocks(a.id, a.blocks),
    // A regional article's parent is its region: breadcrumbs and the parent-page button lead there.
    parent: a.region,
    categories: [],
  });
  Object.assign(fields, {
    field_news_category: [{ id: terms('news_category', a.category), label: a.category }],
    field_publication_date: a.created,
    field_hide: a.hidden,
    field_header_image_video: { kind: 'image', image: demoImage(a.image) },
  });
  return {
    id: a.id,
    type: a.type,
    title: a.title,
    alias: a.alias,
    status: true,
    created: a.created,
    changed: a.changed,
    parentId: a.region?.id ?? null,
    revisionId: publishedRevisionId(a.id),
    fields,
  };
}

/** The hand-written articles: six national, two regional. */
export function buildNewsNodes(rng: Rng, terms: TermIndex, today: number): NodeRow[] {
  return NEWS.map((item, index) => {
    const id = NEWS_ID_START + index;
    const daysAgo = item.after ? daysSince(today, item.after, 3) : item.daysAgo;
    const { created, changed } = publicationDates(rng, today, daysAgo);
    return articleNode(
      {
        id,
        type: 'news',
        alias: `/nieuws/${slugify(item.title)}`,
        title: item.title,
        intro: item.intro,
        blocks: [item.block],
        category: item.category,
        image: NEWS_IMAGES[index % NEWS_IMAGES.length] ?? 'cafe',
        created,
        changed,
        hidden: false,
        region: null,
      },
      terms,
    );
  }).concat(
    REGIONAL_NEWS.map((item, index) => {
      const id = NEWS_ID_START + NEWS.length + index;
      const { created, changed } = publicationDates(rng, today, item.daysAgo);
      const position = REGIONS.findIndex((region) => region.name === item.region);
      const data = REGIONS[position]!;
      const region = { id: REGION_ID_START + position, title: data.name, alias: `/regios/${regionSlug(data)}` };
      return articleNode(
        {
          id,
          type: 'regio_nieuws',
          alias: `${region.alias}/nieuws/${slugify(item.title)}`,
          title: item.title,
          intro: item.intro,
          blocks: [item.block],
          category: item.category,
          image: item.image,
          created,
          changed,
          hidden: false,
          region,
        },
        terms,
      );
    }),
  );
}

/** Draws templates without repeating until all were used, then starts a new shuffled round. */
function deck<T>(rng: Rng, pool: readonly T[]): () => T {
  let items: T[] = [];
  return () => {
    if (items.length === 0) items = rng.shuffle(pool);
    return items.pop() as T;
  };
}

/** A day within the history that suits the template (the collecte in November), as days before today. */
function dayFor(rng: Rng, today: number, months: readonly number[] | undefined): { daysAgo: number; at: NewsMoment } {
  let daysAgo = rng.int(1, NEWS_HISTORY_DAYS);
  for (let tries = 0; months && tries < 60; tries++) {
    if (months.includes(new Date(today - daysAgo * DAY_MS).getUTCMonth() + 1)) break;
    daysAgo = rng.int(1, NEWS_HISTORY_DAYS);
  }
  const date = new Date(today - daysAgo * DAY_MS);
  return { daysAgo, at: { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 } };
}

/** A unique alias: the slug, or the slug with -2, -3 ... when an earlier article has it. */
function uniqueAlias(base: string, used: Set<string>): string {
  let alias = base;
  for (let n = 2; used.has(alias); n++) alias = `${base}-${n}`;
  used.add(alias);
  return alias;
}

/**
 * Generated batch `k` (1-based) of national and regional news. Each batch has
 * its own random stream, so batch k is the same whatever the scale; `used`
 * holds the aliases of everything generated before it (batches in order).
 */
export function buildNewsBatch(seed: number, k: number, terms: TermIndex, today: number, used: Set<string>): NodeRow[] {
  const rng = forkRng(seed, `news-batch-${k}`);
  const firstId = GENERATED_NEWS_ID_START + (k - 1) * BATCH_ID_STRIDE;
  const nodes: NodeRow[] = [];
  const add = (draft: NewsDraft, daysAgo: number, region: ArticleInput['region']) => {
    const id = firstId + nodes.length;
    const prefix = region ? `${region.alias}/nieuws` : '/nieuws';
    const { created, changed } = publicationDates(rng, today, daysAgo);
    nodes.push(
      articleNode(
        {
          id,
          type: region ? 'regio_nieuws' : 'news',
          alias: uniqueAlias(`${prefix}/${slugify(draft.title)}`, used),
          title: draft.title,
          intro: draft.intro,
          blocks: draft.blocks,
          category: draft.category,
          image: draft.image,
          created,
          changed,
          hidden: rng.chance(HIDDEN_SHARE),
          region,
        },
        terms,
      ),
    );
  };
  // An article already written in this batch (its title, or its key: the
  // collecte's result of a year) is drawn again (a few times), so the lists
  // read as different articles: 'Jaarverslag 2025' appears once.
  const titles = new Set<string>();
  const fresh = (write: () => { draft: NewsDraft; daysAgo: number }) => {
    const keyOf = (draft: NewsDraft) => draft.key ?? draft.title;
    const seen = (draft: NewsDraft) => titles.has(keyOf(draft)) || titles.has(draft.title);
    let attempt = write();
    for (let tries = 0; seen(attempt.draft) && tries < 20; tries++) attempt = write();
    titles.add(keyOf(attempt.draft));
    titles.add(attempt.draft.title);
    return attempt;
  };
  const national = deck<NationalTemplate>(rng, NATIONAL_TEMPLATES);
  for (let i = 0; i < NATIONAL_PER_BATCH; i++) {
    const { draft, daysAgo } = fresh(() => {
      const template = national();
      const { daysAgo, at } = dayFor(rng, today, template.months);
      return { draft: template.write(rng, at), daysAgo };
    });
    add(draft, daysAgo, null);
  }
  const regional = deck<RegionalTemplate>(rng, REGIONAL_TEMPLATES);
  REGIONS.forEach((data, index) => {
    const region = { id: REGION_ID_START + index, title: data.name, alias: `/regios/${regionSlug(data)}` };
    for (let i = 0; i < REGIONAL_PER_REGION; i++) {
      const { draft, daysAgo } = fresh(() => {
        const template = regional();
        const { daysAgo, at } = dayFor(rng, today, template.months);
        return { draft: template.write(rng, at, { name: data.name, towns: data.municipalities }), daysAgo };
      });
      add(draft, daysAgo, region);
    }
  });
  return nodes;
}
