/**
 * Questions in the demo's queue, in every state: open ones oldest first,
 * claimed ones (one back with a reaction), answered ones awaiting a
 * reaction, closed ones (by mail and by phone) and a receipt whose personal
 * data the cron already removed. The askers are made up; their addresses are
 * at voorbeeld.nl, their numbers fictional. Times are hours before the demo
 * is generated.
 */
import type { ContactMethod, QuestionState, ThreadKind } from '../../../../shared/model/experts';

export interface DemoQuestion {
  group: string;
  topic: string | null;
  state: QuestionState;
  hoursAgo: number;
  question: string;
  name: string;
  email: string;
  phone: string;
  relationship: string;
  phase: string;
  contact: ContactMethod;
  /** The expert holding it (claimed) or who answered it. */
  expert?: string;
  thread?: { kind: ThreadKind; hoursAgo: number; text: string }[];
  /** A receipt only: the personal data went 12 months after closing. */
  purged?: boolean;
}

export const QUESTIONS: readonly DemoQuestion[] = [
  {
    group: 'casemanagers',
    topic: 'thuis-wonen',
    state: 'open',
    hoursAgo: 70,
    question: 'Mijn moeder (86) woont alleen in een flat op drie hoog. Ze gaat steeds minder de deur uit en eet volgens mij slecht. Thuiszorg wil ze niet. Waar begin ik?',
    name: 'Wendy',
    email: 'wendy.k@voorbeeld.nl',
    phone: '',
    relationship: 'kind',
    phase: 'begin',
    contact: 'mail',
  },
  {
    group: 'juridisch',
    topic: 'volmacht-en-mentorschap',
    state: 'open',
    hoursAgo: 52,
    question: 'Mijn man heeft frontotemporale dementie. Hij koopt dingen online die we niet nodig hebben en we raken in de schulden. Kan ik zijn bankrekening laten blokkeren?',
    name: 'Ilse',
    email: 'ilse.vandenberg@voorbeeld.nl',
    phone: '0612345601',
    relationship: 'partner',
    phase: 'midden',
    contact: 'phone',
  },
  {
    group: 'medisch',
    topic: 'medicijnen',
    state: 'open',
    hoursAgo: 47,
    question: 'Mijn vader slikt elf verschillende medicijnen. Sinds de laatste erbij kwam, is hij veel verwarder. Kan dat door de medicijnen komen?',
    name: '',
    email: 'zorgen.om.pa@voorbeeld.nl',
    phone: '',
    relationship: 'kind',
    phase: 'midden',
    contact: 'mail',
  },
  {
    group: 'gedrag-en-emoties',
    topic: 'onrust-en-achterdocht',
    state: 'open',
    hoursAgo: 30,
    question: 'Mijn moeder belt me ’s nachts soms tien keer op omdat ze denkt dat er iemand in huis is. Overdag weet ze er niets meer van. Ik ben uitgeput.',
    name: 'Kevin',
    email: 'kevin.m@voorbeeld.nl',
    phone: '0612345602',
    relationship: 'kind',
    phase: 'midden',
    contact: 'phone',
  },
  {
    group: 'casemanagers',
    topic: 'dagbesteding-en-respijt',
    state: 'open',
    hoursAgo: 26,
    question: 'Is er dagbesteding waar mijn vrouw en ik samen naartoe kunnen? Zonder mij wil ze nergens heen.',
    name: 'Herman',
    email: 'h.dekker@voorbeeld.nl',
    phone: '',
    relationship: 'partner',
    phase: 'begin',
    contact: 'mail',
  },
  {
    group: 'medisch',
    topic: 'onderzoek-en-diagnose',
    state: 'open',
    hoursAgo: 20,
    question: 'Ik ben 58 en vergeet de laatste tijd afspraken en woorden. Mijn moeder had alzheimer. Ik durf niet naar de huisarts. Is dit erfelijk?',
    name: '',
    email: 'anoniem58@voorbeeld.nl',
    phone: '',
    relationship: 'ik-heb-dementie',
    phase: 'zorgen',
    contact: 'mail',
  },
  {
    group: 'juridisch',
    topic: 'geld-en-zorgkosten',
    state: 'open',
    hoursAgo: 9,
    question: 'Mijn moeder gaat naar een verpleeghuis. Wat gebeurt er met haar AOW en pensioen? Moet de huur van haar huis nog doorlopen?',
    name: 'Bianca',
    email: 'bianca.s@voorbeeld.nl',
    phone: '0306543210',
    relationship: 'kind',
    phase: 'laat',
    contact: 'mail',
  },
  {
    group: 'gedrag-en-emoties',
    topic: null,
    state: 'open',
    hoursAgo: 3,
    question: 'Mijn opa herkent mij niet meer. Mijn moeder wil dat ik meega op bezoek, maar ik vind het eng. Ik ben 15. Wat kan ik doen als ik bij hem ben?',
    name: 'Sem',
    email: 'sem.vragen@voorbeeld.nl',
    phone: '',
    relationship: 'familie',
    phase: 'laat',
    contact: 'mail',
  },
  {
    group: 'casemanagers',
    topic: 'naar-het-verpleeghuis',
    state: 'claimed',
    hoursAgo: 60,
    expert: 'MariekedeVries',
    question: 'Mijn vader staat op de wachtlijst voor een verpleeghuis. Thuis gaat het eigenlijk niet meer. Kan het sneller?',
    name: 'Esther',
    email: 'esther.b@voorbeeld.nl',
    phone: '0612345603',
    relationship: 'kind',
    phase: 'laat',
    contact: 'phone',
  },
  {
    group: 'medisch',
    topic: 'slapen-eten-en-lichaam',
    state: 'claimed',
    hoursAgo: 40,
    expert: 'AnnemiekBos',
    question: 'Mijn vrouw verslikt zich steeds vaker bij het eten. Wat kan ik doen om het veiliger te maken?',
    name: 'Frans',
    email: 'frans.w@voorbeeld.nl',
    phone: '',
    relationship: 'partner',
    phase: 'laat',
    contact: 'mail',
  },
  {
    group: 'juridisch',
    topic: 'volmacht-en-mentorschap',
    state: 'claimed',
    hoursAgo: 200,
    expert: 'SaskiaMulder',
    question: 'Ik ben bewindvoerder voor mijn tante. Moet ik elk jaar verantwoording afleggen bij de rechter, en hoe doe ik dat?',
    name: 'Mirjam',
    email: 'mirjam.h@voorbeeld.nl',
    phone: '',
    relationship: 'familie',
    phase: 'midden',
    contact: 'mail',
    thread: [
      { kind: 'answer', hoursAgo: 150, text: 'Ja, een bewindvoerder legt elk jaar rekening en verantwoording af bij de kantonrechter. U krijgt daarvoor een formulier of u doet het via Mijn Rechtspraak. Bewaar alle bankafschriften en bonnen van het jaar.' },
      { kind: 'reaction', hoursAgo: 6, text: 'Dank u. Moet ik ook de kosten van de kapper en de pedicure verantwoorden? Dat betaal ik contant.' },
    ],
  },
  {
    group: 'gedrag-en-emoties',
    topic: 'rouw-en-afscheid',
    state: 'answered',
    hoursAgo: 120,
    expert: 'FarahelAmrani',
    question: 'Mijn vrouw is vorige week naar het verpleeghuis verhuisd. Het huis is zo stil. Ik voel me schuldig dat ik haar heb weggebracht.',
    name: 'Ad',
    email: 'ad.vos@voorbeeld.nl',
    phone: '',
    relationship: 'partner',
    phase: 'laat',
    contact: 'mail',
    thread: [
      {
        kind: 'answer',
        hoursAgo: 90,
        text: 'Wat een grote stap, en wat begrijpelijk dat het huis nu zo leeg voelt. U heeft haar niet weggebracht: u heeft gezorgd dat ze de zorg krijgt die ze nodig heeft, ook ’s nachts.\n\nGeef uzelf de tijd om te wennen. Veel partners vinden het fijn om een vast bezoekritme te hebben en om ook iets voor zichzelf te plannen. Wilt u erover praten, dan kan een gespreksgroep voor partners helpen.',
      },
    ],
  },
  {
    group: 'casemanagers',
    topic: 'thuis-wonen',
    state: 'answered',
    hoursAgo: 300,
    expert: 'JosvanLeeuwen',
    question: 'Bestaan er sensoren die waarschuwen als mijn vader ’s nachts de deur uit gaat?',
    name: 'Rik',
    email: 'rik.p@voorbeeld.nl',
    phone: '',
    relationship: 'kind',
    phase: 'midden',
    contact: 'mail',
    thread: [
      { kind: 'answer', hoursAgo: 260, text: 'Ja, er zijn deursensoren en bewegingsmelders die een bericht naar uw telefoon of naar een alarmcentrale sturen. Vraag de gemeente of de thuiszorg ernaar; soms wordt het vergoed. Bespreek het ook met uw vader, zodat hij weet waarom het er hangt.' },
    ],
  },
  {
    group: 'medisch',
    topic: 'medicijnen',
    state: 'closed',
    hoursAgo: 900,
    expert: 'PieterSmit',
    question: 'Mag mijn moeder naast haar alzheimermedicijn ook melatonine gebruiken om beter te slapen?',
    name: 'Joyce',
    email: 'joyce.l@voorbeeld.nl',
    phone: '',
    relationship: 'kind',
    phase: 'begin',
    contact: 'mail',
    thread: [
      { kind: 'answer', hoursAgo: 870, text: 'Melatonine geeft meestal geen problemen naast de alzheimermedicijnen, maar overleg het altijd even met de huisarts of de apotheek. Zij kennen alle medicijnen die uw moeder gebruikt. Een vast ritme, daglicht en beweging overdag helpen vaak ook.' },
    ],
  },
  {
    group: 'juridisch',
    topic: 'geld-en-zorgkosten',
    state: 'closed',
    hoursAgo: 500,
    expert: 'EvertJanssen',
    question: 'Het CAK rekent een veel te hoge eigen bijdrage voor mijn vader. Kunnen we iets doen?',
    name: 'Marco',
    email: 'marco.d@voorbeeld.nl',
    phone: '0612345604',
    relationship: 'kind',
    phase: 'laat',
    contact: 'phone',
    thread: [{ kind: 'phone', hoursAgo: 470, text: 'Gebeld. Besproken hoe je het inkomen van twee jaar terug laat herberekenen als het inkomen nu lager is (peiljaarverlegging). Hij stuurt het formulier zelf op.' }],
  },
  {
    group: 'casemanagers',
    topic: null,
    state: 'closed',
    hoursAgo: 24 * 420,
    expert: 'MariekedeVries',
    question: '',
    name: '',
    email: '',
    phone: '',
    relationship: '',
    phase: '',
    contact: 'mail',
    purged: true,
  },
];

/** A proposal waiting for a moderator: an anonymised version of the closed question about melatonine. */
export const PROPOSAL = {
  topic: 'medicijnen',
  expert: 'PieterSmit',
  title: 'Melatonine naast een alzheimermedicijn',
  question: 'Mag iemand met alzheimer naast het medicijn dat de arts voorschreef ook melatonine gebruiken om beter te slapen?',
  answer: 'Melatonine geeft meestal geen problemen naast de alzheimermedicijnen, maar overleg het altijd even met de huisarts of de apotheek. Zij kennen alle medicijnen die iemand gebruikt.\n\nEen vast ritme, daglicht en beweging overdag helpen vaak ook om beter te slapen.',
  hoursAgo: 860,
};
