/**
 * The result pages of the memory test (`memory_test_result_page` nodes, ids
 * 6601-6602), one per applicant kind, with a score text per age group and
 * points group. Calm, careful Dutch: a test is no diagnosis; the way forward
 * is the family doctor.
 */
import type { NodeRow } from './types';
import type { Rng } from './random';
import { type BlockText, buildBlocks, datePair, link, paragraphs, publishedRevisionId, rich } from './helpers';
import { commonFields } from './pages';

type AgeGroup = 'up_to_56' | 'over_57';
type PointsGroup = '0-9' | '10-20' | '21-43' | '44-54' | '55+';
type ScoreTexts = Partial<Record<PointsGroup, Record<AgeGroup, string[]>>>;

const YOUNG_CAUSES =
  'Bij mensen die jonger zijn dan 65 hebben zulke klachten vaak een andere oorzaak, zoals stress, overbelasting, een burn-out, de overgang of een depressie. Toch komt dementie ook op jonge leeftijd voor, al is dat minder vaak.';
const OLDER_CAUSES =
  'Klachten als deze kunnen veel oorzaken hebben, zoals slecht slapen, medicijnen, een tekort aan vitamines, somberheid of een andere ziekte. Soms zijn ze een eerste teken van dementie.';

const selfTexts: ScoreTexts = {
  '0-9': {
    up_to_56: [
      'Je merkt weinig of niets van de klachten waar de test naar vraagt. Iedereen vergeet weleens iets, en dat is heel gewoon.',
      'Blijf je toch twijfelen, of krijg je later meer klachten? Doe de test dan nog eens of praat erover met je huisarts.',
    ],
    over_57: [
      'Je merkt weinig of niets van de klachten waar de test naar vraagt. Dat het onthouden wat langzamer gaat als je ouder wordt, is normaal.',
      'Veranderen je klachten, of maken mensen om je heen zich zorgen? Praat er dan over met je huisarts.',
    ],
  },
  '10-20': {
    up_to_56: [
      'Je merkt af en toe iets aan je geheugen of je denken. Bij mensen van jouw leeftijd komt dat vaak door drukte, stress, slecht slapen of een somber gevoel.',
      'Let erop of het erger wordt. Maak je je zorgen, dan is je huisarts de eerste om mee te praten.',
    ],
    over_57: [
      'Je merkt af en toe iets aan je geheugen of je denken. Een beetje vergeetachtigheid hoort vaak bij het ouder worden.',
      'Let erop of het erger wordt of je dagelijks leven gaat hinderen. Maak je je zorgen, bespreek het dan met je huisarts.',
    ],
  },
  '21-43': {
    up_to_56: [
      'Je merkt geregeld klachten aan je geheugen of je denken.',
      YOUNG_CAUSES,
      'We raden je aan om je klachten met je huisarts te bespreken. Dan kun je samen uitzoeken waar ze vandaan komen.',
    ],
    over_57: [
      'Je merkt geregeld klachten aan je geheugen of je denken.',
      OLDER_CAUSES,
      'We raden je aan om je klachten met je huisarts te bespreken. Dan kun je samen uitzoeken waar ze vandaan komen.',
    ],
  },
  '44-54': {
    up_to_56: [
      'Je merkt veel klachten aan je geheugen of je denken. Waarschijnlijk hebben ze invloed op je dagelijks leven. Dat is een reden om ze serieus te nemen.',
      YOUNG_CAUSES,
      'Maak een afspraak met je huisarts, zodat je weet waar je aan toe bent.',
    ],
    over_57: [
      'Je merkt veel klachten aan je geheugen of je denken. Waarschijnlijk hebben ze invloed op je dagelijks leven. Dat is een reden om ze serieus te nemen.',
      OLDER_CAUSES,
      'Maak een afspraak met je huisarts. Hoe eerder je weet wat er aan de hand is, hoe beter je hulp kunt krijgen en dingen kunt regelen.',
    ],
  },
  '55+': {
    up_to_56: [
      'Je merkt heel veel klachten aan je geheugen of je denken. Dat kan zwaar zijn, en het is goed dat je er aandacht aan geeft.',
      YOUNG_CAUSES,
      'Maak zo snel mogelijk een afspraak met je huisarts. Vertel dat je deze test hebt gedaan en wat je merkt. Neem als het kan iemand mee die je goed kent.',
    ],
    over_57: [
      'Je merkt heel veel klachten aan je geheugen of je denken. Dat kan zwaar zijn, en het is goed dat je er aandacht aan geeft.',
      OLDER_CAUSES,
      'Maak zo snel mogelijk een afspraak met je huisarts. Vertel dat je deze test hebt gedaan en wat je merkt. Neem als het kan iemand mee die je goed kent.',
    ],
  },
};

const OTHER_YOUNG =
  'Is de ander jonger dan 65? Dan kunnen ook stress, overbelasting of een depressie een rol spelen. Dementie op jonge leeftijd bestaat ook en wordt vaak laat herkend.';

// The test for another person scores 16-80, so the points group 0-9 cannot occur.
const otherTexts: ScoreTexts = {
  '10-20': {
    up_to_56: [
      'Volgens je antwoorden gaat het bij de ander op veel punten beter dan tien jaar geleden. De test wijst niet op een achteruitgang van het geheugen.',
      'Maak je je toch zorgen? Praat er dan over, met de ander of met de huisarts.',
    ],
    over_57: [
      'Volgens je antwoorden gaat het bij de ander op veel punten beter dan tien jaar geleden. De test wijst niet op een achteruitgang van het geheugen.',
      'Maak je je toch zorgen? Praat er dan over, met de ander of met de huisarts.',
    ],
  },
  '21-43': {
    up_to_56: [
      'Volgens je antwoorden is er weinig veranderd, of gaat het op sommige punten beter dan tien jaar geleden. De test wijst niet op een achteruitgang van het geheugen.',
      'Let op of er iets verandert. Blijf je je zorgen maken, praat er dan over met de ander of met de huisarts.',
    ],
    over_57: [
      'Volgens je antwoorden is er weinig veranderd, of gaat het op sommige punten beter dan tien jaar geleden. De test wijst niet op een achteruitgang van het geheugen.',
      'Let op of er iets verandert. Blijf je je zorgen maken, praat er dan over met de ander of met de huisarts.',
    ],
  },
  '44-54': {
    up_to_56: [
      'Je ziet weinig verandering, of op een paar punten gaat het minder goed dan tien jaar geleden.',
      OTHER_YOUNG,
      'Merk je dat het erger wordt, of maakt de ander zich zelf zorgen? Moedig hem of haar dan aan om naar de huisarts te gaan.',
    ],
    over_57: [
      'Je ziet weinig verandering, of op een paar punten gaat het minder goed dan tien jaar geleden. Een beetje achteruitgang kan bij het ouder worden horen.',
      'Merk je dat het erger wordt, of maakt de ander zich zelf zorgen? Moedig hem of haar dan aan om naar de huisarts te gaan.',
    ],
  },
  '55+': {
    up_to_56: [
      'Je ziet op veel punten dat het duidelijk minder gaat dan tien jaar geleden. Dat is een reden om het serieus te nemen.',
      OTHER_YOUNG,
      'Praat met de ander over je zorgen en moedig hem of haar aan om naar de huisarts te gaan. Ga als het kan samen.',
    ],
    over_57: [
      'Je ziet op veel punten dat het duidelijk minder gaat dan tien jaar geleden. Dat is een reden om het serieus te nemen.',
      'Praat met de ander over je zorgen en moedig hem of haar aan om naar de huisarts te gaan. Ga als het kan samen. Hoe eerder duidelijk is wat er aan de hand is, hoe beter jullie hulp kunnen krijgen.',
    ],
  },
};

const selfParagraphs: BlockText[] = [
  {
    kind: 'text_with_title',
    title: 'Wat zegt deze uitslag?',
    html: paragraphs(
      'De geheugentest is geen diagnose. Hij laat zien hoeveel klachten je zelf merkt. Alleen een arts kan onderzoeken wat er aan de hand is.',
      'Geheugenklachten kunnen veel oorzaken hebben. Een deel daarvan is goed te behandelen. Daarom is het verstandig om je zorgen te bespreken.',
    ),
  },
  {
    kind: 'text_with_title',
    title: 'Het gesprek met je huisarts',
    html: paragraphs(
      'Schrijf voor het gesprek op wat je merkt en sinds wanneer. Neem als het kan iemand mee die je goed kent. Lees meer over ' +
        link('/herkennen-en-diagnose/diagnose', 'hoe de diagnose dementie wordt gesteld') +
        '.',
    ),
  },
];

const otherParagraphs: BlockText[] = [
  {
    kind: 'text_with_title',
    title: 'Wat zegt deze uitslag?',
    html: paragraphs(
      'De geheugentest is geen diagnose. Hij laat zien welke veranderingen jij ziet bij de ander. Alleen een arts kan onderzoeken wat er aan de hand is.',
      'Veranderingen in het geheugen en het denken kunnen veel oorzaken hebben. Een deel daarvan is goed te behandelen.',
    ),
  },
  {
    kind: 'text_with_title',
    title: 'Hoe begin je het gesprek?',
    html: paragraphs(
      'Kies een rustig moment en vertel wat je ziet, zonder verwijt. Vraag hoe de ander het zelf ervaart. Wil de ander (nog) niet naar de huisarts? Dan kun je de huisarts ook zelf om raad vragen. Lees meer over ' +
        link('/herkennen-en-diagnose', 'signalen herkennen') +
        '.',
    ),
  },
];

function scoreTextField(texts: ScoreTexts): { age_group: AgeGroup; points_group: PointsGroup; text: ReturnType<typeof rich> }[] {
  return Object.entries(texts).flatMap(([points, byAge]) =>
    (Object.entries(byAge) as [AgeGroup, string[]][]).map(([age, lines]) => ({
      age_group: age,
      points_group: points as PointsGroup,
      text: rich(paragraphs(...lines)),
    })),
  );
}

interface ResultPageText {
  id: number;
  applicant: 'forMyself' | 'forOthers';
  alias: string;
  title: string;
  bigTitle: boolean;
  metaDescription: string;
  paragraphs: BlockText[];
  texts: ScoreTexts;
}

const RESULT_PAGES: readonly ResultPageText[] = [
  {
    id: 6601,
    applicant: 'forMyself',
    alias: '/geheugentest/zelf/resultaten',
    title: 'Jouw uitslag',
    bigTitle: true,
    metaDescription: 'De uitslag van de geheugentest voor jezelf, met wat je nu kunt doen.',
    paragraphs: selfParagraphs,
    texts: selfTexts,
  },
  {
    id: 6602,
    applicant: 'forOthers',
    alias: '/geheugentest/ander/resultaten',
    title: 'De uitslag van de test',
    bigTitle: false,
    metaDescription: 'De uitslag van de geheugentest voor een ander, met wat je nu kunt doen.',
    paragraphs: otherParagraphs,
    texts: otherTexts,
  },
];

export function buildMemoryTestResultNodes(rng: Rng): NodeRow[] {
  return RESULT_PAGES.map((page) => {
    const { created, changed } = datePair(rng, 900);
    const fields = commonFields({
      metaTitle: page.title,
      metaDescription: page.metaDescription,
      intro: '',
      blocks: [],
      parent: null,
      categories: [],
    });
    (fields.field_meta_tags as Record<string, unknown>).robots = 'noindex, follow';
    Object.assign(fields, {
      field_applicant: page.applicant,
      field_big_title: page.bigTitle,
      field_paragraphs: buildBlocks(page.id, page.paragraphs),
      field_score_text: scoreTextField(page.texts),
    });
    return {
      id: page.id,
      type: 'memory_test_result_page',
      title: page.title,
      alias: page.alias,
      status: true,
      created,
      changed,
      parentId: null,
      revisionId: publishedRevisionId(page.id),
      fields,
    };
  });
}
