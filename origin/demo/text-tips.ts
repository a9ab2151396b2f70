/**
 * Tips for daily life with dementia: the overview page `/leven-met-dementie/tips`
 * (an overview_page) and its twelve child pages, enough for two pages of cards.
 */
import { link, paragraphs } from './helpers';

export interface TipText {
  title: string;
  intro: string;
  blockTitle: string;
  paragraphs: string[];
}

export const TIPS_OVERVIEW = {
  title: 'Tips voor het dagelijks leven',
  metaDescription: 'Praktische tips om het leven met dementie thuis wat makkelijker te maken, voor mensen met dementie en hun naasten.',
  intro: paragraphs(
    'Kleine aanpassingen maken vaak een groot verschil. Hier vind je tips van mantelzorgers, verpleegkundigen en mensen met dementie zelf. Kies wat bij jullie past; niet elke tip werkt voor iedereen.',
  ),
};

export const TIPS: TipText[] = [
  {
    title: 'Houd de dag overzichtelijk',
    intro: 'Een vaste dagindeling geeft rust. Wie weet wat er komt, hoeft minder te onthouden.',
    blockTitle: 'Een vast ritme',
    paragraphs: [
      'Sta ongeveer op dezelfde tijd op, eet op vaste momenten en plan activiteiten liefst in de ochtend, als de energie het grootst is.',
      'Schrijf het dagprogramma op een bord in de keuken. Streep af wat gedaan is: dat geeft houvast en een goed gevoel.',
    ],
  },
  {
    title: 'Praat in korte, duidelijke zinnen',
    intro: 'Lange zinnen en veel vragen tegelijk zijn vermoeiend. Eén ding tegelijk werkt beter.',
    blockTitle: 'Zo houd je het gesprek prettig',
    paragraphs: [
      'Maak oogcontact, noem de naam van de ander en stel één vraag per keer. Geef de tijd om te antwoorden, ook als het even duurt.',
      'Verbeter niet steeds. Of iets precies klopt, is vaak minder belangrijk dan dat jullie een fijn gesprek hebben.',
    ],
  },
  {
    title: 'Zorg voor goed licht in huis',
    intro: 'Donkere hoeken en schaduwen kunnen verwarrend of zelfs beangstigend zijn.',
    blockTitle: 'Licht en contrast',
    paragraphs: [
      'Gebruik overal in huis voldoende licht, ook in de gang en op de trap. Een nachtlampje helpt om de weg naar de wc te vinden.',
      'Kies voor contrast: een gekleurd bord op een wit tafelkleed is beter te zien dan wit op wit.',
    ],
  },
  {
    title: 'Blijf samen bewegen',
    intro: 'Bewegen is goed voor lichaam en stemming, en een wandeling samen is ook gewoon gezellig.',
    blockTitle: 'Bewegen hoeft niet zwaar te zijn',
    paragraphs: [
      'Een dagelijkse wandeling, samen dansen op muziek of in de tuin werken: alles telt. Kies iets wat jullie allebei leuk vinden.',
      'In veel regio’s zijn wandelgroepen voor mensen met dementie en hun naasten. Kijk bij ' + link('/regios', 'jouw regio') + '.',
    ],
  },
  {
    title: 'Gebruik een grote kalender',
    intro: 'Een kalender met grote letters helpt om dag, datum en afspraken bij te houden.',
    blockTitle: 'Hulpmiddelen voor tijd en datum',
    paragraphs: [
      'Hang de kalender op een vaste plek waar je vaak langskomt. Een kalenderklok die dag, datum en dagdeel toont, is ook een goede hulp.',
      'Zet belangrijke afspraken er samen op. Dan weet jullie allebei wat er gaat gebeuren.',
    ],
  },
  {
    title: 'Maak samen muziek',
    intro: 'Muziek roept herinneringen en gevoelens op, ook als woorden moeilijker worden.',
    blockTitle: 'De kracht van bekende liedjes',
    paragraphs: [
      'Zet muziek op uit de tijd dat de ander jong was, en zing mee. Veel mensen met dementie kennen oude liedjes nog woord voor woord.',
      'Sommige regio’s hebben een koor voor mensen met en zonder dementie. Zingen in een groep geeft plezier en contact.',
    ],
  },
  {
    title: 'Eet en drink op vaste tijden',
    intro: 'Honger en dorst worden minder goed gevoeld. Vaste momenten zorgen dat eten en drinken niet vergeten worden.',
    blockTitle: 'Genoeg eten en drinken',
    paragraphs: [
      'Zet een kan water of thee goed zichtbaar neer. Drink samen een glas bij elke maaltijd en bij de koffie.',
      'Kleine porties op een rustig moment werken vaak beter dan een groot bord in een drukke omgeving.',
    ],
  },
  {
    title: 'Plak labels op kastjes en deuren',
    intro: 'Een plaatje of woord op de deur van de wc of op het keukenkastje helpt om dingen terug te vinden.',
    blockTitle: 'Zelf blijven doen wat kan',
    paragraphs: [
      'Gebruik duidelijke plaatjes met een kort woord erbij, op ooghoogte. Zo kan de ander langer zelfstandig de weg vinden in huis.',
      'Bewaar belangrijke spullen, zoals sleutels en bril, steeds op dezelfde plek, bijvoorbeeld in een schaal bij de voordeur.',
    ],
  },
  {
    title: 'Neem op tijd pauze als mantelzorger',
    intro: 'Zorgen voor een ander kost energie. Wie goed voor zichzelf zorgt, houdt het langer vol.',
    blockTitle: 'Ook jij telt',
    paragraphs: [
      'Plan elke week iets voor jezelf: sporten, een vriendin zien of gewoon een uur niets. Vraag familie of een vrijwilliger om even over te nemen.',
      'Lees meer over ' + link('/leven-met-dementie/mantelzorg/zorgen-voor-jezelf', 'zorgen voor jezelf') + ' en over respijtzorg bij jou in de buurt.',
    ],
  },
  {
    title: 'Houd vrienden en familie erbij',
    intro: 'Contact met anderen blijft belangrijk, ook als afspraken maken lastiger wordt.',
    blockTitle: 'Vertel het je omgeving',
    paragraphs: [
      'Veel mensen weten niet goed hoe ze moeten reageren op dementie. Leg uit wat er verandert en wat wel goed gaat. Dan durven ze vaker langs te komen.',
      'Kies voor kleine bezoekjes op een rustig moment. Een korte wandeling of samen foto’s kijken is vaak fijner dan een druk verjaardagsfeest.',
    ],
  },
  {
    title: 'Maak het huis veilig',
    intro: 'Met een paar aanpassingen voorkom je vallen en andere ongelukken.',
    blockTitle: 'Veilig thuis',
    paragraphs: [
      'Haal losse kleedjes en snoeren weg, zet een beugel bij het bad en gebruik een fornuisbeveiliging die het vuur vanzelf uitzet.',
      'Een ergotherapeut kan bij jullie thuis meekijken en advies geven. Vraag de huisarts of casemanager om een verwijzing.',
    ],
  },
  {
    title: 'Leg belangrijke zaken op tijd vast',
    intro: 'Zolang het nog kan, is het goed om samen te bespreken wat je wilt en dat vast te leggen.',
    blockTitle: 'Praat erover, nu het kan',
    paragraphs: [
      'Denk aan een levenstestament, een volmacht voor de bank en wensen over zorg en wonen. Zo weet iedereen later wat de ander belangrijk vindt.',
      'Meer hierover lees je bij ' + link('/regelzaken', 'regelzaken') + '.',
    ],
  },
];
