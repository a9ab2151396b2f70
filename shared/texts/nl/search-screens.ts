/**
 * Dutch texts: how the site's own screens (not pages of the CMS) appear in
 * the site search (shared/screen-search.ts). One entry per route that has
 * `search: true` in the route table (shared/routes.ts), keyed by its name:
 * the title and introduction a hit shows, and the words and phrases visitors
 * use for it (folded and stemmed when matched, so 'Geheugentest' also finds
 * 'geheugentesten'). A route with a region in its path gets the region's name.
 */
export interface ScreenSearchTexts {
  title: string | ((region: string) => string);
  intro: string | ((region: string) => string);
  keywords: readonly string[];
}

export const searchScreens = {
  'memory-test': {
    title: 'Geheugentest',
    intro: 'Maak je je zorgen over je geheugen, of over het geheugen van iemand anders? Doe de korte test en lees wat je daarna kunt doen.',
    keywords: ['geheugentest', 'geheugen test', 'test je geheugen', 'test mijn geheugen', 'dementietest', 'test voor dementie', 'test op dementie', 'alzheimertest', 'online test', 'zelftest', 'vragenlijst geheugen'],
  },
  news: {
    title: 'Nieuws',
    intro: 'Al het nieuws van Dementiezorg Nederland: onderzoek, campagnes, de Dementietelefoon en de regio’s.',
    keywords: ['nieuws', 'nieuwsberichten', 'nieuwsbericht', 'berichten', 'laatste nieuws', 'actueel', 'nieuwsoverzicht'],
  },
  regions: {
    title: 'Regio’s',
    intro: 'Hulp en activiteiten bij jou in de buurt: zoek je regio op woonplaats of postcode.',
    keywords: ['regio', 'regios', 'regio’s', 'regio overzicht', 'alle regio’s', 'afdeling', 'afdelingen', 'bij mij in de buurt', 'in de buurt'],
  },
  vacancies: {
    title: 'Vrijwilligerswerk',
    intro: 'Zoek vrijwilligerswerk dat bij je past: bij jou in de buurt of vanuit huis, voor een keer of voor langere tijd.',
    keywords: ['vrijwilligerswerk', 'vacatures', 'vacature', 'vrijwilliger', 'vrijwilligers', 'vacatures vrijwilligers', 'vacature overzicht'],
  },
  'region-locations': {
    title: (region: string) => `Locaties in regio ${region}`,
    intro: (region: string) => `Alle plekken van regio ${region}: Alzheimer Cafés, ontmoetingscentra, informatiepunten en meer, met adres en activiteiten.`,
    keywords: ['locaties', 'locatie', 'adressen', 'adres', 'plekken', 'ontmoetingsplekken'],
  },
  'region-activities': {
    title: (region: string) => `Activiteiten in regio ${region}`,
    intro: (region: string) => `Wat er de komende tijd te doen is in regio ${region}: Alzheimer Cafés, lezingen, wandelgroepen en meer.`,
    keywords: ['activiteiten', 'activiteit', 'agenda', 'evenementen', 'bijeenkomsten', 'wat is er te doen', 'uitjes'],
  },
  'region-news': {
    title: (region: string) => `Nieuws uit regio ${region}`,
    intro: (region: string) => `Het nieuws van regio ${region}.`,
    keywords: ['nieuws', 'nieuwsberichten', 'berichten', 'laatste nieuws', 'regionieuws'],
  },
  register: {
    title: 'Account aanmaken',
    intro: 'Maak een gratis account aan om mee te praten op het forum en in de groepen.',
    keywords: ['registreren', 'account aanmaken', 'account maken', 'nieuw account', 'lid worden', 'aanmelden forum', 'inschrijven'],
  },
  login: {
    title: 'Inloggen',
    intro: 'Log in met je e-mailadres of gebruikersnaam en je wachtwoord.',
    keywords: ['inloggen', 'login', 'log in', 'aanmelden', 'account'],
  },
  'password-forgotten': {
    title: 'Wachtwoord vergeten',
    intro: 'Vraag een link aan om een nieuw wachtwoord te kiezen.',
    keywords: ['wachtwoord vergeten', 'wachtwoord kwijt', 'nieuw wachtwoord', 'wachtwoord wijzigen', 'wachtwoord resetten', 'wachtwoord'],
  },
  'resend-verification': {
    title: 'Bevestigingsmail opnieuw versturen',
    intro: 'Geen bevestigingsmail gekregen na het registreren? Vraag hem hier opnieuw aan.',
    keywords: ['bevestigingsmail', 'verificatiemail', 'activatiemail', 'geen mail ontvangen', 'account bevestigen', 'account activeren'],
  },
  'my-profile': {
    title: 'Mijn account',
    intro: 'Je profiel, je gegevens en je instellingen.',
    keywords: ['mijn account', 'mijn profiel', 'profiel', 'mijn gegevens', 'account'],
  },
  'delete-account': {
    title: 'Account verwijderen',
    intro: 'Zo verwijder je je account en je gegevens.',
    keywords: ['account verwijderen', 'account opzeggen', 'uitschrijven', 'gegevens verwijderen', 'profiel verwijderen'],
  },
  'carer-test': {
    title: 'Mantelzorgtest',
    intro: 'Zorg je voor iemand met dementie? Met deze korte test zie je hoe zwaar de zorg op dit moment voor je is, en waar je hulp kunt vinden.',
    keywords: ['mantelzorgtest', 'mantelzorg test', 'test voor mantelzorgers', 'test mantelzorger', 'zelftest mantelzorger', 'mantelzorger overbelast', 'overbelasting mantelzorg', 'is de zorg te zwaar', 'zorg te zwaar'],
  },
  'training-overview': {
    title: 'Training omgaan met veranderend gedrag',
    intro: 'Gratis online training: leer in een kwartier hoe je iemand met dementie rustig helpt, in de winkel, in de bus of aan de balie. Met certificaat, zonder account.',
    keywords: ['training', 'trainingen', 'online training', 'gratis training', 'e-learning', 'elearning', 'training dementievriendelijk', 'cursus dementievriendelijk', 'dementievriendelijk certificaat', 'GOED-methode'],
  },
  'share-experiences': {
    title: 'Ervaringen delen',
    intro: 'Praat met mensen die begrijpen wat je meemaakt: mensen met dementie, partners, kinderen en vrienden delen hier hun ervaringen, vragen en tips.',
    keywords: ['ervaringen delen', 'ervaring delen', 'online lotgenoten', 'lotgenoten online', 'praten met lotgenoten', 'online community', 'community'],
  },
  forum: {
    title: 'Forum',
    intro: 'Gesprekken over leven met dementie. Iedereen kan meelezen; om mee te praten log je in.',
    keywords: ['forum', 'discussieforum', 'dementieforum', 'forum dementie', 'vraag stellen aan lotgenoten', 'gesprek beginnen'],
  },
  groups: {
    title: 'Gespreksgroepen',
    intro: 'Praat in een kleinere groep met mensen in een vergelijkbare situatie, open of besloten.',
    keywords: ['gespreksgroepen', 'gespreksgroep online', 'online gespreksgroep', 'praatgroep online', 'online groep', 'besloten groep', 'groepen forum'],
  },
} as const satisfies Record<string, ScreenSearchTexts>;

export type ScreenSearchRoute = keyof typeof searchScreens;
