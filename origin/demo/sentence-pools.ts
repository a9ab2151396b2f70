/**
 * Building material for the generated (scaled) pages: topics and sentences
 * that combine into correct Dutch. In sentences, the topic is never the
 * grammatical subject, so singular and plural topics both fit.
 */

export interface Topic {
  /** Page title form. */
  title: string;
  /** Lower-case form used inside a sentence. */
  subject: string;
  /** A content_categories term name. */
  category: string;
}

export const TOPICS: readonly Topic[] = [
  { title: 'Onrust in de avond', subject: 'onrust in de avond', category: 'Mantelzorg' },
  { title: 'Eten en drinken', subject: 'eten en drinken', category: 'Zorg en ondersteuning' },
  { title: 'Slaapproblemen', subject: 'slaapproblemen', category: 'Zorg en ondersteuning' },
  { title: 'Bewegen en buiten zijn', subject: 'bewegen en buiten zijn', category: 'Dagelijks leven' },
  { title: 'Communicatie', subject: 'communicatie', category: 'Mantelzorg' },
  { title: 'Vergeetachtigheid', subject: 'vergeetachtigheid', category: 'Dementie' },
  { title: 'Dagbesteding', subject: 'dagbesteding', category: 'Zorg en ondersteuning' },
  { title: 'Respijtzorg', subject: 'respijtzorg', category: 'Mantelzorg' },
  { title: 'Verhuizen naar een verpleeghuis', subject: 'een verhuizing naar een verpleeghuis', category: 'Wonen' },
  { title: 'Geldzaken', subject: 'geldzaken', category: 'Geld en recht' },
  { title: 'Werken met dementie', subject: 'werken met dementie', category: 'Jonge mensen met dementie' },
  { title: 'Gesprekken met kinderen', subject: 'gesprekken met kinderen', category: 'Jonge mensen met dementie' },
  { title: 'Muziek en herinneringen', subject: 'muziek en herinneringen', category: 'Dagelijks leven' },
  { title: 'Veiligheid in huis', subject: 'veiligheid in huis', category: 'Wonen' },
  { title: 'Medicijngebruik', subject: 'medicijngebruik', category: 'Zorg en ondersteuning' },
  { title: 'Intimiteit en relatie', subject: 'intimiteit en de relatie', category: 'Mantelzorg' },
  { title: 'Rouw en verlies', subject: 'rouw en verlies', category: 'Mantelzorg' },
  { title: 'Vakantie en uitstapjes', subject: 'vakantie en uitstapjes', category: 'Dagelijks leven' },
];

/** Title variants: the plain title, or a phrase around the subject. */
export const TITLE_FORMS: readonly ((topic: Topic) => string)[] = [
  (topic) => topic.title,
  (topic) => `Tips over ${topic.subject}`,
  (topic) => `Vragen over ${topic.subject}`,
  (topic) => `Meer weten over ${topic.subject}`,
];

export const OPENING_SENTENCES: readonly ((subject: string) => string)[] = [
  (s) => `Veel mensen die met dementie te maken krijgen, hebben vragen over ${s}.`,
  (s) => `Over ${s} bestaan veel misverstanden. Daarom zetten we de belangrijkste punten op een rij.`,
  (s) => `Iedereen beleeft ${s} op een eigen manier, dus er is niet één goede aanpak.`,
  (s) => `Op deze pagina lees je wat je kunt verwachten bij ${s} en wat je zelf kunt doen.`,
];

export const SUBJECT_SENTENCES: readonly ((subject: string) => string)[] = [
  (s) => `Bij ${s} helpt het om rustig en duidelijk te blijven.`,
  (s) => `Wie vragen heeft over ${s}, kan altijd de Dementietelefoon bellen.`,
  (s) => `Ook huisartsen en casemanagers krijgen veel vragen over ${s}.`,
  (s) => `Je casemanager kan met je meedenken over ${s}.`,
  (s) => `Praat op tijd met elkaar over ${s}, ook als dat moeilijk voelt.`,
  (s) => `Bij ${s} is geduld vaak het allerbelangrijkste.`,
  (s) => `In een Alzheimer Café komen vragen over ${s} regelmatig aan bod.`,
  (s) => `Lees ook wat anderen hebben ervaren met ${s}.`,
];

export const GENERAL_SENTENCES: readonly string[] = [
  'Neem de tijd en probeer niet alles tegelijk te regelen.',
  'Kleine aanpassingen maken vaak al een groot verschil.',
  'Vraag de persoon met dementie zelf wat hij of zij prettig vindt, zolang dat nog kan.',
  'Vaste gewoontes geven houvast, zoals een vast tijdstip voor eten en slapen.',
  'Wat vandaag werkt, werkt morgen misschien niet meer. Blijf daarom kijken wat er nodig is.',
  'Schrijf op wat goed gaat en wat niet, zodat je het later met de huisarts kunt bespreken.',
  'Andere mantelzorgers hebben vaak waardevolle tips; je ontmoet ze bijvoorbeeld in een Alzheimer Café.',
  'Wees mild voor jezelf: niemand doet alles altijd goed.',
  'Humor en rust helpen vaak meer dan uitleg of discussie.',
  'Soms is professionele hulp nodig. Dat is geen teken van falen, maar van goede zorg.',
  'Betrek familie en vrienden op tijd, zodat de zorg niet op één persoon neerkomt.',
  'Let ook op wat nog wel goed gaat, en geef daar ruimte aan.',
  'Zoek op tijd hulp, en niet pas als het echt niet meer gaat.',
  'Een vast ritme in de week, met herkenbare bezigheden, geeft rust.',
  'Zet belangrijke afspraken op een kalender die voor iedereen zichtbaar is.',
  'Twijfel je of je het goed doet? Dat overkomt iedereen weleens.',
];

export const BLOCK_TITLES: readonly string[] = [
  'Wat kun je verwachten?',
  'Wat kun je zelf doen?',
  'Tips uit de praktijk',
  'Waar vind je hulp?',
  'Goed om te weten',
];

/** Existing hand-written pages the generated pages link to. */
export const FURTHER_READING: readonly { url: string; title: string }[] = [
  { url: '/dementie/wat-is-dementie', title: 'Wat is dementie?' },
  { url: '/dementie/vormen-van-dementie', title: 'Vormen van dementie' },
  { url: '/herkennen-en-diagnose/diagnose', title: 'De diagnose dementie' },
  { url: '/leven-met-dementie/mantelzorg', title: 'Mantelzorg bij dementie' },
  { url: '/leven-met-dementie/mantelzorg/zorgen-voor-jezelf', title: 'Zorgen voor jezelf' },
  { url: '/onze-ondersteuning/dementietelefoon', title: 'Dementietelefoon' },
  { url: '/regelzaken', title: 'Regelzaken' },
  { url: '/regios', title: 'Hulp in jouw regio' },
];
