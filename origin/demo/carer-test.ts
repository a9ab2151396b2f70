/**
 * The carer self-test (mantelzorgtest): twelve statements about the last few
 * weeks, one scale, three bands with the articles of the demo content that fit
 * each. Written for this project; the bands are a conversation starter, not a
 * diagnosis, and every band points to the helpline.
 */
import { paragraphs, question, rich } from './helpers';

const article = (title: string, url: string, introduction: string) => ({ title, url, introduction });

export const CARER_TEST = {
  id: 7100,
  title: 'Mantelzorgtest',
  intro: rich(
    paragraphs(
      'Zorg je voor iemand met dementie? Dan schiet je eigen rust er vaak bij in. Met deze test zie je hoe zwaar de zorg op dit moment voor je is, en waar je hulp kunt vinden.',
      'Je beantwoordt twaalf vragen over de afgelopen weken. Je antwoorden blijven in je browser: we slaan ze niet op en sturen ze nergens heen.',
    ),
  ),
  duration: 'ongeveer 3 minuten',
  answer_options: [
    { value: 'nooit', label: 'Nooit', points: 0 },
    { value: 'soms', label: 'Soms', points: 1 },
    { value: 'vaak', label: 'Vaak', points: 2 },
    { value: 'altijd', label: 'Bijna altijd', points: 3 },
  ],
  questions: [
    question('slaap', "Ik slaap slecht omdat ik me zorgen maak of 's nachts moet helpen."),
    question('moe', 'Ik voel me moe, ook als ik heb uitgerust.'),
    question('eigen-tijd', 'Ik heb geen tijd meer voor dingen die ik zelf leuk vind.', 'Denk aan een hobby, sport of afspreken met vrienden.'),
    question('alleen', 'Ik sta er alleen voor.'),
    question('gedrag', 'Het gedrag van mijn naaste maakt me verdrietig of boos.', 'Bijvoorbeeld onrust, achterdocht of steeds dezelfde vragen.'),
    question('schuld', 'Ik voel me schuldig als ik even iets voor mezelf doe.'),
    question('werk', 'De zorg gaat ten koste van mijn werk of mijn gezin.'),
    question('gezondheid', 'Mijn eigen gezondheid gaat achteruit.'),
    question('geld', 'Ik maak me zorgen over geld of over regelzaken.', 'Zoals een indicatie, een machtiging of de kosten van zorg.'),
    question('vooruit', 'Ik zie ertegen op om aan de komende maanden te denken.'),
    question('prikkelbaar', 'Ik reageer sneller geïrriteerd dan vroeger.'),
    question('hulp-vragen', 'Ik vind het moeilijk om anderen om hulp te vragen.'),
  ],
  bands: [
    {
      id: 'licht',
      min_points: 0,
      title: 'Je houdt het op dit moment goed vol',
      text: rich(paragraphs('Uit je antwoorden blijkt dat de zorg nu niet te zwaar voor je is. Fijn! Dementie verandert wel, en daarmee ook wat er van jou gevraagd wordt. Blijf goed voor jezelf zorgen en doe deze test over een paar maanden nog eens.')),
      articles: [
        article('Zorgen voor jezelf', '/leven-met-dementie/mantelzorg/zorgen-voor-jezelf', 'Hoe je als mantelzorger je eigen energie bewaakt.'),
        article('Tips voor het dagelijks leven', '/leven-met-dementie/tips', 'Kleine aanpassingen die het leven met dementie makkelijker maken.'),
        article('Ontmoetingsplekken', '/onze-ondersteuning/ontmoetingsplekken', 'Praat met anderen die hetzelfde meemaken, bij jou in de buurt.'),
      ],
    },
    {
      id: 'zwaar',
      min_points: 12,
      title: 'De zorg begint zwaar te worden',
      text: rich(paragraphs('Uit je antwoorden blijkt dat de zorg veel van je vraagt. Dat is begrijpelijk, en je hoeft het niet alleen te doen. Kijk welke taken je kunt delen, en praat erover met iemand die je vertrouwt of met de casemanager dementie.')),
      articles: [
        article('Mantelzorg bij dementie', '/leven-met-dementie/mantelzorg', 'Wat je kunt doen als de zorg zwaarder wordt, en waar je hulp vindt.'),
        article('Zorgen voor jezelf', '/leven-met-dementie/mantelzorg/zorgen-voor-jezelf', 'Hoe je als mantelzorger je eigen energie bewaakt.'),
        article('Regelzaken', '/regelzaken', 'Indicaties, machtigingen en geldzaken op een rij.'),
        article('Voorzieningen in de buurt', '/onze-ondersteuning/voorzieningen', 'Dagbesteding, respijtzorg en andere hulp die de zorg verlicht.'),
      ],
    },
    {
      id: 'te-zwaar',
      min_points: 24,
      title: 'De zorg is op dit moment te zwaar',
      text: rich(paragraphs('Uit je antwoorden blijkt dat je veel te veel draagt. Dat is geen falen: het is een signaal dat je hulp nodig hebt, nu. Bel de Dementietelefoon of neem contact op met je huisarts of de casemanager dementie. Samen kijken jullie wat je kunt loslaten.')),
      articles: [
        article('De Dementietelefoon', '/onze-ondersteuning/dementietelefoon', 'Gratis, elke dag van 9.00 tot 23.00 uur, voor al je vragen en zorgen.'),
        article('Voorzieningen in de buurt', '/onze-ondersteuning/voorzieningen', 'Dagbesteding, respijtzorg en andere hulp die de zorg verlicht.'),
        article('Mantelzorg bij dementie', '/leven-met-dementie/mantelzorg', 'Wat je kunt doen als de zorg zwaarder wordt, en waar je hulp vindt.'),
      ],
    },
  ],
  tips_text:
    'Wil je de komende tijd tips om de zorg vol te houden? Dan sturen we je zes maanden lang elke maand een mail met praktische tips. Je kunt je met één klik weer afmelden.',
  meta_description: 'Mantelzorgtest: zie in drie minuten hoe zwaar de zorg voor iemand met dementie voor je is, en waar je hulp vindt. Je antwoorden blijven bij jou.',
};
