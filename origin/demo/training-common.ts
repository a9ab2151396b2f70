/**
 * What every demo training shares: the lesson on the signals of dementia, the
 * GOED method as an ordering question, and the matching questions (what you
 * see, and what may lie behind it). Written for this project in plain Dutch.
 */
import type { MatchQuestion, OrderQuestion, TrainingQuestion } from '../../shared/contract/training-values';
import { paragraphs, rich } from './helpers';

export interface DemoScene {
  kind: 'scene';
  id: string;
  title: string;
  situation: string[];
  question: TrainingQuestion;
}

export interface DemoLesson {
  kind: 'lesson';
  id: string;
  title: string;
  body: { value: string; format: string };
  signals: { title: string; text: string }[];
}

export const scene = (id: string, title: string, situation: string[], question: TrainingQuestion): DemoScene => ({ kind: 'scene', id, title, situation, question });

/** The short lesson between the scenes: how dementia can show itself to someone who does not know the person. */
export const SIGNALS_LESSON: DemoLesson = {
  kind: 'lesson',
  id: 'signalen',
  title: 'Signalen van dementie',
  body: rich(
    paragraphs(
      'Aan de buitenkant zie je dementie niet. Wel kun je merken dat iemand anders reageert dan je verwacht. Eén signaal zegt weinig; meerdere signalen samen kunnen erop wijzen dat iemand dementie heeft.',
      'Je hoeft niet te weten of het dementie is. Het gaat erom dat je rustig blijft en de ander helpt zich veilig te voelen.',
    ),
  ),
  signals: [
    { title: 'Vergeten wat net gebeurde', text: 'Iemand stelt dezelfde vraag een paar keer, of weet niet meer dat hij al betaald heeft.' },
    { title: 'De weg kwijt zijn', text: 'Iemand staat stil op een plek die hij goed kent, of weet niet meer waar hij heen wilde.' },
    { title: 'Moeite met geld en handelingen', text: 'Betalen, een pinpas gebruiken of een kaartje kopen lukt niet meer, terwijl dat vroeger vanzelf ging.' },
    { title: 'Woorden niet kunnen vinden', text: 'Iemand zoekt naar woorden, praat om een woord heen of raakt de draad van het gesprek kwijt.' },
    { title: 'Anders reageren dan je verwacht', text: 'Iemand wordt snel boos, bang of achterdochtig, of lacht op een moment dat niet past.' },
    { title: 'Kleding of gedrag dat niet klopt', text: 'Een winterjas op een warme dag, pantoffels op straat, of spullen meenemen zonder te betalen.' },
  ],
};

/** The GOED method in order, with a lead-in that fits the setting. */
export function goedQuestion(lead: string): OrderQuestion {
  return {
    kind: 'order',
    prompt: `${lead} Zet de stappen van de GOED-methode in de goede volgorde.`,
    points: 4,
    items: [
      { id: 'geruststellen', label: 'Geruststellen: zeg rustig dat je er bent en dat je wilt helpen' },
      { id: 'oogcontact', label: 'Oogcontact maken: ga op ooghoogte staan en kijk de persoon vriendelijk aan' },
      { id: 'meedenken', label: 'Even meedenken: vraag wat de persoon wil en zoek samen een oplossing' },
      { id: 'dankjewel', label: 'Dankjewel: sluit vriendelijk af en bedank voor het contact' },
    ],
    explanation:
      'Eerst stel je iemand gerust, zodat de spanning zakt. Met oogcontact laat je zien dat je aandacht hebt. Dan denk je even mee over wat nodig is, en je sluit af met een dankjewel, zodat de persoon zich gezien voelt.',
  };
}

/** Matching questions: what you notice, and what may be behind it. Each training uses one. */
export const MATCH_QUESTIONS: MatchQuestion[] = [
  {
    kind: 'match',
    prompt: 'Koppel wat je ziet aan wat erachter kan zitten.',
    points: 3,
    pairs: [
      { id: 'vraag', left: 'Iemand vraagt drie keer hoe laat de bus gaat', right: 'Het kortetermijngeheugen laat hem in de steek' },
      { id: 'boos', left: 'Iemand wordt plotseling boos bij de kassa', right: 'Hij schaamt zich omdat iets niet meer lukt' },
      { id: 'jas', left: 'Iemand draagt een dikke jas in de zomer', right: 'Hij kan niet meer goed inschatten wat bij het weer past' },
    ],
    explanation: 'Gedrag dat vreemd lijkt, heeft vaak een begrijpelijke oorzaak. Als je dat weet, reageer je rustiger en neem je het minder persoonlijk.',
  },
  {
    kind: 'match',
    prompt: 'Koppel elk signaal aan een passende reactie.',
    points: 3,
    pairs: [
      { id: 'woorden', left: 'Iemand kan een woord niet vinden', right: 'Geef de tijd en raad niet meteen voor hem' },
      { id: 'verdwaald', left: 'Iemand weet niet meer waar hij is', right: 'Blijf bij hem en vraag waar hij naartoe wilde' },
      { id: 'betalen', left: 'Iemand kijkt verward naar het pinapparaat', right: 'Leg stap voor stap uit wat hij moet doen' },
    ],
    explanation: 'Een kleine aanpassing helpt vaak al: tijd geven, in de buurt blijven en één ding tegelijk uitleggen.',
  },
  {
    kind: 'match',
    prompt: 'Koppel wat iemand zegt aan wat je het beste kunt zeggen.',
    points: 3,
    pairs: [
      { id: 'moeder', left: '"Ik moet naar huis, mijn moeder wacht op mij."', right: '"U denkt veel aan uw moeder. Vertelt u eens over haar?"' },
      { id: 'gestolen', left: '"Iemand heeft mijn portemonnee gestolen!"', right: '"Wat vervelend. Zullen we samen even zoeken?"' },
      { id: 'weet-niet', left: '"Ik weet niet meer wat ik hier kwam doen."', right: '"Dat geeft niet. Ik help u even op weg."' },
    ],
    explanation: 'Ga niet in discussie over wat klopt. Sluit aan bij het gevoel van de persoon: dat stelt gerust en voorkomt ruzie.',
  },
  {
    kind: 'match',
    prompt: 'Koppel de situatie aan wat je kunt doen.',
    points: 3,
    pairs: [
      { id: 'druk', left: 'Het is druk en lawaaierig om jullie heen', right: 'Zoek samen een rustiger plek op' },
      { id: 'alleen', left: 'Je vermoedt dat iemand alleen en in de war is', right: 'Vraag of er iemand is die je kunt bellen' },
      { id: 'gevaar', left: 'Iemand loopt zonder op te letten de weg op', right: 'Loop met hem mee naar een veilige plek' },
    ],
    explanation: 'Veiligheid en rust gaan voor. Daarna kun je kijken wie er kan helpen: familie, een collega of de hulpdiensten.',
  },
];
