/** Dutch texts: The memory test: entry, steps, errors and results. */
import { HELPLINE } from './site';

export const memoryTest = {
  name: 'Geheugentest',
  entry: {
    title: 'Doe de geheugentest',
    metaDescription:
      'Maak je je zorgen over je geheugen, of over dat van iemand anders? Doe de anonieme geheugentest. Hij is al meer dan 350.000 keer ingevuld.',
    intro:
      'Maak je je zorgen over je geheugen, of over het geheugen van iemand om wie je geeft? Met de geheugentest zet je je zorgen op een rij. De test is al meer dan 350.000 keer ingevuld.',
    notDiagnosis:
      'De test is anoniem en geen diagnose. Hij helpt je inschatten of het verstandig is om naar de huisarts te gaan.',
    choose: 'Voor wie doe je de test?',
    facts: (questions: number, duration: string) => `${questions} vragen, ${duration}`,
    start: 'Start de test',
  },
  step: {
    progress: (step: number, total: number) => `Stap ${step} van ${total}`,
    next: 'Volgende stap',
    toResult: 'Bekijk de uitslag',
    previous: 'Vorige stap',
    questionNumber: (n: number) => `Vraag ${n}`,
    answersStayHere: 'We bewaren je antwoorden niet. Ze zijn alleen nodig om je uitslag te berekenen.',
  },
  errors: {
    summaryTitle: 'Er ontbreekt nog iets',
    titlePrefix: 'Fout: ',
    questions: 'Let op! Je hebt nog niet alle vragen beantwoord.',
    age: 'Maak alsjeblieft een keuze.',
    questionInline: 'Je hebt deze vraag nog niet beantwoord.',
    earlierStep: 'Je hebt deze stap nog niet helemaal ingevuld. Vul eerst deze vragen in, dan ga je daarna verder.',
    expired:
      'Het is te lang geleden dat je aan de test begon. Je eerdere antwoorden zijn daarom niet bewaard. Vul de vragen opnieuw in.',
  },
  result: {
    /** Filled in the browser (the island computes the score), hence a template: see `fill` in shared/texts/fill.ts. */
    score: 'Je score is {score}. De score loopt van {min} tot {max}.',
    loading: 'De inhoud wordt geladen...',
    incomplete: 'Je hebt de test nog niet helemaal ingevuld. Daarom kunnen we nog geen uitslag laten zien.',
    incompleteLink: 'Ga verder met de test',
    noScript:
      'Je uitslag wordt berekend als je de laatste stap van de test verstuurt. Je antwoorden worden nergens bewaard. Begin de test om een uitslag te krijgen.',
    startLink: 'Begin de test',
    noScoreText: 'Bij deze uitslag hebben we geen toelichting. Bespreek je zorgen met je huisarts.',
    brochureTitle: 'Lees meer in de brochure',
    brochureText: 'In de brochure lees je wat je uitslag betekent en wat je nu kunt doen.',
    brochure: {
      forMyself: 'Download de brochure bij je uitslag (pdf)',
      forOthers: 'Download de brochure voor naasten (pdf)',
    },
    retake: 'Doe de test opnieuw',
    otherTest: { forMyself: 'Doe de test voor een ander', forOthers: 'Doe de test voor jezelf' },
    nextStepsTitle: 'Wat kun je nu doen?',
    doctorTitle: 'Praat met de huisarts',
    doctorText:
      'De huisarts kan onderzoeken waar de klachten vandaan komen en helpt je verder. Neem deze uitslag mee naar het gesprek. Alleen een arts kan een diagnose stellen.',
    helplineTitle: 'Bel de Dementietelefoon',
    helplineText: 'Wil je eerst met iemand praten? Bel gratis de Dementietelefoon, elke dag van 9:00 tot 23:00 uur.',
    helplineNumber: HELPLINE.number,
    helplineHref: HELPLINE.href,
    regionTitle: 'Hulp bij jou in de buurt',
    regionText: "In 48 regio's organiseren we Alzheimer Cafés, gespreksgroepen en voorlichting. Zoek je regio op woonplaats of postcode.",
    regionLabel: 'Woonplaats of postcode',
    regionButton: 'Zoek je regio',
  },
} as const;
