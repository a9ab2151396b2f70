/**
 * Every Dutch text a visitor sees, keyed. Where the specification gives the
 * wording, it is used as is.
 */
export const nl = {
  site: {
    name: 'Dementiezorg Nederland',
    tagline: 'Samen sterker tegen dementie',
    skipLink: 'Ga naar hoofdinhoud',
    homeLabel: 'Home',
    logoSuffix: ', naar de homepage',
    helpline: 'Dementietelefoon: gratis, elke dag van 9:00 tot 23:00 uur',
  },
  memoryTest: {
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
      score: (score: number, min: number, max: number) => `Je score is ${score}. De score loopt van ${min} tot ${max}.`,
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
      helplineNumber: '0800 - 1234 567',
      helplineHref: 'tel:08001234567',
      regionTitle: 'Hulp bij jou in de buurt',
      regionText: "In 48 regio's organiseren we Alzheimer Cafés, gespreksgroepen en voorlichting. Zoek je regio op woonplaats of postcode.",
      regionLabel: 'Woonplaats of postcode',
      regionButton: 'Zoek je regio',
    },
  },
  newsletter: {
    title: 'Blijf op de hoogte',
    intro: 'Ontvang onze nieuwsbrief met nieuws, tips en verhalen over leven met dementie. Je kunt je altijd weer afmelden.',
    introRegion: (region: string) =>
      `Ontvang de nieuwsbrief van regio ${region} met activiteiten en nieuws bij jou in de buurt. Je kunt je altijd weer afmelden.`,
    emailLabel: 'E-mailadres',
    emailHint: 'Bijvoorbeeld naam@voorbeeld.nl',
    honeypotLabel: 'Laat dit veld leeg',
    submit: 'Aanmelden',
    sending: 'Je aanmelding wordt verstuurd...',
    thanks: 'Bedankt voor je aanmelding! Je ontvangt de nieuwsbrief voortaan in je mailbox.',
    pageTitle: 'Aanmelden voor de nieuwsbrief',
    back: 'Terug naar de pagina waar je was',
    errorSummaryTitle: 'Er is een probleem',
    errorPrefix: 'Fout: ',
    errors: {
      FieldMandatory: 'Vul je e-mailadres in.',
      FieldTooLong: 'Je e-mailadres is te lang. Gebruik niet meer dan 254 tekens.',
      InvalidEmail: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
      General: 'Er is iets misgegaan. Probeer het opnieuw.',
    },
  },
  nav: {
    main: 'Hoofdmenu',
    menuToggle: 'Menu',
    menuClose: 'Sluit menu',
    breadcrumbs: 'Kruimelpad',
    footer: 'Footermenu',
  },
  notFound: {
    title: 'Pagina niet gevonden',
    intro:
      'Sorry, deze pagina bestaat niet (meer). Misschien is de pagina verplaatst, of staat er een typfout in het adres. Zoek hieronder wat je nodig hebt, of kies een van de suggesties.',
    searchLabel: 'Zoek op de website',
    searchButton: 'Zoeken',
    suggestionsTitle: 'Misschien zocht je dit',
    suggestions: [
      { title: 'Het laatste nieuws', url: '/nieuws' },
      { title: 'Doe de geheugentest', url: '/geheugentest' },
      { title: 'Wat is dementie?', url: '/dementie' },
      { title: 'Hulp bij jou in de buurt', url: '/regios' },
      { title: 'Bel de Dementietelefoon', url: '/onze-ondersteuning/dementietelefoon' },
    ],
    backHome: 'Terug naar de homepage',
  },
  error: {
    title: 'Er is iets misgegaan',
    intro:
      'Door een storing kunnen we deze pagina nu niet tonen. Probeer het over een paar minuten opnieuw. Heb je direct hulp nodig? Bel dan de Dementietelefoon.',
    backHome: 'Terug naar de homepage',
  },
  preview: {
    banner: 'Voorbeeldweergave',
    bannerText: 'Je bekijkt een versie die (nog) niet gepubliceerd is. Bezoekers zien deze versie niet.',
    forbiddenTitle: 'Geen toegang tot dit voorbeeld',
    forbiddenIntro:
      'Deze voorbeeldlink is ongeldig of verlopen. Vraag een nieuwe link aan bij de redactie; links zijn maar een beperkte tijd geldig.',
  },
  debug: {
    noTransformer: (kind: string) => `No transformer implemented for: ${kind}`,
  },
} as const;

export type Texts = typeof nl;
