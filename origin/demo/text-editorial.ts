/**
 * Texts of the editorial page kinds beyond the content page: dementia
 * information, services, meeting places, a highlight, the quiz, the shop,
 * donations, business partners and a centralised building block.
 * All organisations, people and numbers are fictional.
 */
import { type BlockText, HELPLINE_HREF, HELPLINE_NUMBER, link, list, paragraphs } from './helpers';

export const INFO_VERGEETACHTIG = {
  title: 'Vergeetachtig of dementie?',
  metaDescription: 'Iedereen vergeet weleens iets. Wanneer is vergeetachtigheid gewoon, en wanneer kan het dementie zijn? De verschillen op een rij.',
  intro: paragraphs('Iedereen vergeet weleens een naam of een afspraak. Dat hoort bij het leven, zeker als je ouder wordt of het druk hebt. Maar wanneer is het meer dan gewone vergeetachtigheid?'),
  blocks: [
    {
      kind: 'text_with_title',
      title: 'Gewone vergeetachtigheid',
      html: paragraphs(
        'Bij gewone vergeetachtigheid schiet het je later meestal weer te binnen. Je weet dat je iets vergeten bent, en met een briefje of een agenda los je het op.',
        'Je kunt je dagelijkse dingen blijven doen: boodschappen, koken, je geldzaken regelen.',
      ),
    },
    {
      kind: 'text_with_title',
      title: 'Signalen die kunnen wijzen op dementie',
      html:
        list([
          'Je vergeet recente gebeurtenissen helemaal, ook met hulp komen ze niet terug.',
          'Dagelijkse handelingen die altijd vanzelf gingen, zoals koffie zetten of de thermostaat bedienen, lukken niet meer.',
          'Je raakt de weg kwijt op een bekende plek.',
          'Anderen merken dat je karakter of gedrag verandert.',
        ]) + paragraphs(`Herken je dit bij jezelf of bij iemand anders? Doe de ${link('/geheugentest', 'geheugentest')} of bespreek het met de huisarts.`),
    },
  ] satisfies BlockText[],
};

export const SERVICES_PAGE = {
  title: 'Voorzieningen voor mensen met dementie',
  metaDescription: 'Welke zorg en hulp is er voor mensen met dementie en hun naasten? Van casemanager tot dagbesteding: een overzicht.',
  intro: paragraphs('Er is veel hulp mogelijk, maar de weg erheen is niet altijd makkelijk te vinden. Hier lees je welke voorzieningen er zijn en hoe je ze aanvraagt.'),
  blocks: [
    {
      kind: 'text_with_title',
      title: 'Casemanager dementie',
      html: paragraphs('Een casemanager is je vaste aanspreekpunt na de diagnose. Hij of zij helpt bij het regelen van zorg, denkt mee over de toekomst en is er ook voor de mantelzorger. Je krijgt een casemanager via de huisarts.'),
    },
    {
      kind: 'text_with_title',
      title: 'Dagbesteding en ontmoetingscentra',
      html: paragraphs('Bij dagbesteding kan iemand met dementie een of meer dagen per week terecht voor activiteiten en gezelschap. Dat geeft structuur, en de mantelzorger even tijd voor zichzelf. Je vraagt dagbesteding aan bij de gemeente, via het Wmo-loket.'),
    },
    {
      kind: 'html',
      html:
        '<h2>Zo vraag je hulp aan</h2>' +
        list(
          [
            'Bespreek met de huisarts of casemanager welke hulp past.',
            'Neem contact op met het Wmo-loket van je gemeente voor hulp thuis en dagbesteding.',
            'Voor verpleging en persoonlijke verzorging thuis is een indicatie van de wijkverpleging nodig.',
          ],
          true,
        ),
    },
  ] satisfies BlockText[],
};

export const MEETING_PLACES_OVERVIEW = {
  title: 'Ontmoetingsplekken',
  metaDescription: 'Plekken waar mensen met dementie en hun naasten welkom zijn voor ontmoeting, activiteiten en steun.',
  intro: paragraphs('Op een ontmoetingsplek ben je welkom zoals je bent. Je drinkt een kop koffie, doet mee aan een activiteit of praat met mensen die begrijpen wat je meemaakt.'),
};

export interface MeetingPlaceText {
  slug: string;
  title: string;
  placeName: string;
  type: string;
  intro: string;
  image: 'cafe' | 'tuin' | 'koffie';
  blocks: BlockText[];
  link: { title: string; url: string };
}

export const MEETING_PLACES: MeetingPlaceText[] = [
  {
    slug: 'odensehuis-de-vlinder',
    title: 'Odensehuis De Vlinder',
    placeName: 'Buurthuis De Vlinder, Zwolle',
    type: 'Odensehuis',
    intro: paragraphs('Een huiskamer voor mensen met beginnende dementie en hun naasten. Je komt wanneer je wilt, zonder aanmelding of indicatie.'),
    image: 'koffie',
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Wat je er kunt doen',
        html: paragraphs('Vrijwilligers en bezoekers bedenken samen het programma: een wandeling, schilderen, een lezing of gewoon een goed gesprek aan de grote tafel.', 'Het Odensehuis is open op dinsdag, woensdag en vrijdag van 10.00 tot 16.00 uur.'),
      },
    ],
    link: { title: 'Neem contact op met de regio', url: '/regios' },
  },
  {
    slug: 'alzheimer-cafe-het-baken',
    title: 'Alzheimer Café Het Baken',
    placeName: 'Wijkcentrum Het Baken, Hoorn',
    type: 'Alzheimer Café',
    intro: paragraphs('Elke tweede dinsdag van de maand een avond met uitleg over een thema en volop ruimte voor vragen en ontmoeting.'),
    image: 'cafe',
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Zo ziet een avond eruit',
        html: paragraphs('Vanaf 19.00 uur staat de koffie klaar. Om 19.30 uur vertelt een gast over het thema van de avond, bijvoorbeeld wonen of omgaan met veranderend gedrag. Daarna is er tijd voor vragen en om na te praten.', 'Toegang is gratis en aanmelden is niet nodig.'),
      },
    ],
    link: { title: 'Bekijk de activiteiten in de regio', url: '/regios' },
  },
  {
    slug: 'zorgboerderij-de-hoeve',
    title: 'Zorgboerderij De Hoeve',
    placeName: 'De Hoeve, Barneveld',
    type: 'Zorgboerderij',
    intro: paragraphs('Buiten zijn, zorgen voor de dieren en samen werken in de moestuin. Op de zorgboerderij doen mensen met dementie mee aan het werk op het erf.'),
    image: 'tuin',
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Dagbesteding op de boerderij',
        html: paragraphs('De dag volgt het ritme van de boerderij: eieren rapen, de kippen voeren, groente oogsten en samen lunchen. Een begeleider is er de hele dag bij.', 'Dagbesteding op de zorgboerderij vraag je aan via het Wmo-loket van je gemeente.'),
      },
    ],
    link: { title: 'Lees meer over dagbesteding', url: '/onze-ondersteuning/voorzieningen' },
  },
];

/** A highlight that runs for several years, one that ended and one that has not started. */
export const HIGHLIGHTS = [
  {
    slug: 'word-gastvrouw-of-gastheer',
    title: 'Word gastvrouw of gastheer in een Alzheimer Café',
    start: '2026-01-01',
    end: '2030-12-31',
    overlay: 'Jouw welkom maakt het verschil',
    intro: paragraphs('In veel Alzheimer Cafés zoeken we mensen die bezoekers hartelijk ontvangen. Eén avond per maand, bij jou in de buurt.'),
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Wat doet een gastvrouw of gastheer?',
        html: paragraphs('Je ontvangt de bezoekers, schenkt koffie en thee en zorgt dat iedereen zich welkom voelt. Je hoeft geen kennis van dementie te hebben: die krijg je van ons.', `Interesse? Lees meer over ${link('/vrijwilligerswerk', 'vrijwilligerswerk')}.`),
      },
    ] satisfies BlockText[],
  },
  {
    slug: 'wereld-alzheimer-dag-2025',
    title: 'Wereld Alzheimer Dag 2025',
    start: '2025-09-01',
    end: '2025-09-30',
    overlay: 'Samen staan we sterker',
    intro: paragraphs('Op 21 september stonden we stil bij iedereen die met dementie leeft.'),
    blocks: [] satisfies BlockText[],
  },
  {
    slug: 'wandeltocht-2031',
    title: 'Wandeltocht 2031',
    start: '2031-05-01',
    end: '2031-05-31',
    overlay: 'Loop mee',
    intro: paragraphs('Schrijf je in voor de wandeltocht van 2031.'),
    blocks: [] satisfies BlockText[],
  },
];

export const QUIZ_PAGE = {
  title: 'Test je kennis over dementie',
  metaDescription: 'Zes stellingen over dementie: weet jij wat waar is? Een korte quiz met uitleg bij elk antwoord.',
  intro: paragraphs('Over dementie bestaan veel misverstanden. Lees de stellingen en bedenk of ze waar zijn. Bij elke stelling kun je het antwoord met uitleg bekijken.'),
  blocks: [
    {
      kind: 'text_with_title',
      title: 'Meer weten?',
      html: paragraphs(`Lees verder op ${link('/dementie/wat-is-dementie', 'Wat is dementie?')} of bel de Dementietelefoon: ${link(HELPLINE_HREF, HELPLINE_NUMBER)}.`),
    },
  ] satisfies BlockText[],
};

export const SUPPORT_OVERVIEW = {
  title: 'Steun ons',
  metaDescription: 'Steun het werk voor mensen met dementie: met een gift, in de webwinkel of als bedrijfsvriend.',
  intro: paragraphs('Bijna al ons werk is mogelijk dankzij giften van mensen zoals jij. Kies hieronder hoe jij wilt helpen.'),
};

export const DONATION_PAGE = {
  title: 'Word maandelijks donateur',
  metaDescription: 'Met een maandelijkse gift help je mensen met dementie en hun naasten, elke maand opnieuw.',
  overlay: 'Niemand hoeft er alleen voor te staan',
  intro: paragraphs('Met een vaste gift per maand zorg je ervoor dat de Dementietelefoon elke dag bereikbaar blijft en dat vrijwilligers in 48 regio’s hun werk kunnen doen.'),
  blocks: [
    {
      kind: 'text_with_title',
      title: 'Wat jouw gift doet',
      html: list([
        '<strong>€ 5 per maand</strong>: een gesprek met de Dementietelefoon voor iemand die het even niet meer weet.',
        '<strong>€ 10 per maand</strong>: een avond in een Alzheimer Café voor twintig bezoekers.',
        '<strong>€ 25 per maand</strong>: een cursus voor een mantelzorger die er alleen voor staat.',
      ]),
    },
    {
      kind: 'text_with_title',
      title: 'Zo regel je het',
      html: paragraphs(
        'Je kiest zelf het bedrag en kunt je gift altijd stopzetten of aanpassen. Wij zijn een erkend goed doel met een ANBI-status, dus je gift is fiscaal aftrekbaar.',
        'Liever zelf overmaken? Dat kan op rekeningnummer NL12 DEMO 0123 4567 89 ten name van Dementiezorg Nederland.',
      ),
    },
  ] satisfies BlockText[],
};

export const SHOP_PAGE = {
  title: 'Webwinkel',
  metaDescription: 'Kaarten, puzzels en boeken die het leven met dementie wat makkelijker maken. De opbrengst gaat naar ons werk.',
  overlay: 'Cadeaus met betekenis',
  intro: paragraphs('In onze webwinkel vind je producten die het leven met dementie wat makkelijker en leuker maken: van kalenderklokken tot puzzels met grote stukken.'),
  blocks: [
    {
      kind: 'text_with_title',
      title: 'Wat je er vindt',
      html: list([
        'Kalenderklokken en dagplanners met grote letters',
        'Puzzels en spellen, speciaal ontwikkeld voor mensen met dementie',
        'Boeken en brochures voor mantelzorgers',
        'Wenskaarten met illustraties van kunstenaars met dementie',
      ]),
    },
  ] satisfies BlockText[],
};

export const PARTNERS_OVERVIEW = {
  title: 'Bedrijfsvrienden',
  metaDescription: 'Bedrijven die het werk voor mensen met dementie steunen, met geld, kennis of de handen van hun medewerkers.',
  intro: paragraphs('Steeds meer bedrijven steunen ons werk. Met een gift, met kennis of doordat hun medewerkers vrijwilligerswerk doen. Maak kennis met onze bedrijfsvrienden.'),
  blocks: [
    {
      kind: 'text_with_title',
      title: 'Ook bedrijfsvriend worden?',
      html: paragraphs(`Wil je met jouw bedrijf iets betekenen voor mensen met dementie? Neem ${link('/contact', 'contact')} met ons op. We denken graag met je mee.`),
    },
  ] satisfies BlockText[],
};

export interface PartnerText {
  slug: string;
  name: string;
  tag: string;
  image: 'fietsen' | 'koffie' | 'zee' | 'herfst' | 'vrijwilliger' | 'onderzoek';
  intro: string;
  story: string;
  website: string;
}

export const PARTNERS: PartnerText[] = [
  { slug: 'bakkerij-de-korenaar', name: 'Bakkerij De Korenaar', tag: 'Hoofdpartner', image: 'koffie', intro: 'Deze familiebakkerij schenkt bij elk verkocht verjaardagsgebak een bijdrage aan de Dementietelefoon.', story: 'De oprichter zag zijn eigen moeder dementie krijgen. “Ik wilde iets terugdoen voor de mensen die ons toen zo goed hebben geholpen.”', website: 'https://bakkerij.example.org' },
  { slug: 'fietsverhuur-van-dam', name: 'Fietsverhuur Van Dam', tag: 'Bedrijfsvriend', image: 'fietsen', intro: 'Van Dam stelt duofietsen beschikbaar voor fietsmiddagen van mensen met dementie en hun naasten.', story: 'Op een duofiets fiets je naast elkaar. Zo kunnen mensen met dementie veilig mee naar buiten, samen met een vrijwilliger of hun partner.', website: 'https://fietsverhuur.example.org' },
  { slug: 'notariskantoor-meijer', name: 'Notariskantoor Meijer', tag: 'Kennispartner', image: 'onderzoek', intro: 'De notarissen van Meijer geven gratis voorlichting over het levenstestament in Alzheimer Cafés.', story: 'Op tijd regelen wat je wilt, geeft rust. Daarom geven de notarissen van het kantoor elk jaar tientallen avonden voorlichting in het land.', website: 'https://notaris.example.org' },
  { slug: 'strandpaviljoen-de-duinen', name: 'Strandpaviljoen De Duinen', tag: 'Bedrijfsvriend', image: 'zee', intro: 'Het paviljoen biedt elke zomer een gratis middag aan het strand voor bezoekers van ontmoetingscentra.', story: 'Met een rolstoelvriendelijk pad tot aan de waterlijn en een rustige hoek op het terras is iedereen welkom.', website: 'https://paviljoen.example.org' },
  { slug: 'hoveniersbedrijf-groenrijk', name: 'Hoveniersbedrijf Groenrijk', tag: 'Bedrijfsvriend', image: 'herfst', intro: 'Groenrijk legt belevingstuinen aan bij ontmoetingscentra, met veilige paden en planten die je mag aanraken.', story: 'Een tuin prikkelt de zintuigen: geuren, kleuren en het seizoen dat je ziet veranderen. De medewerkers leggen de tuinen in hun eigen tijd aan.', website: 'https://groenrijk.example.org' },
  { slug: 'verzekeraar-zekerheid', name: 'Verzekeraar Zekerheid', tag: 'Hoofdpartner', image: 'vrijwilliger', intro: 'Medewerkers van Zekerheid doen jaarlijks samen meer dan duizend uur vrijwilligerswerk in de regio’s.', story: 'Van collecteren tot gastheer in het Alzheimer Café: de medewerkers krijgen tijd van hun werkgever om zich in te zetten.', website: 'https://zekerheid.example.org' },
];

export const BUILDING_BLOCKS = [
  {
    slug: 'altijd-iemand-om-mee-te-praten',
    title: 'Altijd iemand om mee te praten',
    status: true,
    intro: paragraphs('Deze tekst staat op veel pagina’s van de website. Hij wordt op één plek bijgehouden.'),
    blocks: [
      {
        kind: 'html',
        html: '<h2>Bel de Dementietelefoon</h2>' + paragraphs(`Heb je vragen over dementie, of wil je je verhaal kwijt? Bel gratis ${link(HELPLINE_HREF, HELPLINE_NUMBER)}, elke dag van 9.00 tot 23.00 uur.`),
      },
    ] satisfies BlockText[],
  },
  {
    slug: 'oude-zomeractie',
    title: 'Zomeractie (niet meer in gebruik)',
    status: false,
    intro: paragraphs('Een bouwsteen die niet meer gepubliceerd is.'),
    blocks: [] satisfies BlockText[],
  },
];
