/**
 * The demo's expert groups, topics and twelve experts, written for this
 * project in plain Dutch. Usernames follow the registration rule (letters
 * and digits, 3-20). Demo accounts have no password: nobody logs in as them.
 */
export const GROUPS = [
  {
    slug: 'casemanagers',
    name: 'Casemanagers',
    description: 'Casemanagers dementie begeleiden mensen met dementie en hun naasten, van de diagnose tot het verpleeghuis. Ze kennen de weg in zorg en ondersteuning bij jou in de buurt.',
  },
  {
    slug: 'medisch',
    name: 'Medisch',
    description: 'Een specialist ouderengeneeskunde, een geriater en een huisarts beantwoorden vragen over onderzoek, diagnose, medicijnen en lichamelijke klachten.',
  },
  {
    slug: 'juridisch',
    name: 'Juridisch',
    description: 'Juristen helpen met regelzaken: volmacht, mentorschap en bewind, wilsbekwaamheid, het testament en wat zorg kost.',
  },
  {
    slug: 'gedrag-en-emoties',
    name: 'Gedrag en emoties',
    description: 'Psychologen denken mee over onrust, achterdocht, somberheid en rouw: bij de persoon met dementie en bij jou als naaste.',
  },
] as const;

export type GroupSlug = (typeof GROUPS)[number]['slug'];

export const TOPICS: readonly { group: GroupSlug; slug: string; name: string; description: string }[] = [
  { group: 'casemanagers', slug: 'thuis-wonen', name: 'Thuis blijven wonen', description: 'Hulpmiddelen, thuiszorg en afspraken die helpen om langer veilig thuis te wonen.' },
  { group: 'casemanagers', slug: 'dagbesteding-en-respijt', name: 'Dagbesteding en respijtzorg', description: 'Een zinvolle dag voor de persoon met dementie, en even rust voor jou.' },
  { group: 'casemanagers', slug: 'naar-het-verpleeghuis', name: 'Naar het verpleeghuis', description: 'Wanneer is thuis niet meer genoeg, hoe kies je een plek en hoe ga je om met het afscheid van thuis?' },
  { group: 'medisch', slug: 'onderzoek-en-diagnose', name: 'Onderzoek en diagnose', description: 'Van de eerste zorgen bij de huisarts tot het onderzoek in het ziekenhuis of de geheugenpoli.' },
  { group: 'medisch', slug: 'medicijnen', name: 'Medicijnen', description: 'Wat medicijnen wel en niet kunnen, bijwerkingen en hulp bij het innemen.' },
  { group: 'medisch', slug: 'slapen-eten-en-lichaam', name: 'Slapen, eten en lichamelijke klachten', description: 'Slecht slapen, weinig eten of drinken, vallen en pijn die iemand niet meer kan aangeven.' },
  { group: 'juridisch', slug: 'volmacht-en-mentorschap', name: 'Volmacht, mentorschap en bewind', description: 'Wie mag beslissen en zaken regelen als iemand dat zelf niet meer kan?' },
  { group: 'juridisch', slug: 'geld-en-zorgkosten', name: 'Geld en zorgkosten', description: 'De eigen bijdrage, indicaties en vergoedingen, en wat er gebeurt met het huis.' },
  { group: 'juridisch', slug: 'wilsbekwaamheid-en-testament', name: 'Wilsbekwaamheid en het testament', description: 'Kan iemand met dementie nog een testament maken of iets tekenen?' },
  { group: 'gedrag-en-emoties', slug: 'onrust-en-achterdocht', name: 'Onrust en achterdocht', description: 'Als iemand ’s avonds onrustig wordt, dingen kwijt is en jou de schuld geeft.' },
  { group: 'gedrag-en-emoties', slug: 'somberheid-en-angst', name: 'Somberheid en angst', description: 'Terugtrekken, niets meer willen of bang zijn: bij de persoon met dementie en bij jou.' },
  { group: 'gedrag-en-emoties', slug: 'rouw-en-afscheid', name: 'Rouw en afscheid', description: 'Afscheid nemen van iemand die er nog is, en rouw na het overlijden.' },
];

export interface DemoExpert {
  username: string;
  group: GroupSlug;
  displayName: string;
  profession: string;
  introduction: string;
}

export const EXPERTS: readonly DemoExpert[] = [
  {
    username: 'MariekedeVries',
    group: 'casemanagers',
    displayName: 'Marieke de Vries',
    profession: 'Casemanager dementie',
    introduction: 'Ik ben al twaalf jaar casemanager in de regio Utrecht. Ik help families om overzicht te houden: welke zorg is er, wie doet wat, en hoe houd je het zelf vol? Geen vraag is te klein.',
  },
  {
    username: 'JosvanLeeuwen',
    group: 'casemanagers',
    displayName: 'Jos van Leeuwen',
    profession: 'Casemanager en wijkverpleegkundige',
    introduction: 'Voordat ik casemanager werd, werkte ik jaren in de wijkverpleging. Ik weet hoe het er thuis aan toe gaat en denk graag praktisch mee, van een medicijnrol tot een logeeradres.',
  },
  {
    username: 'HaticeYilmaz',
    group: 'casemanagers',
    displayName: 'Hatice Yilmaz',
    profession: 'Casemanager jonge mensen met dementie',
    introduction: 'Ik begeleid vooral gezinnen waarin iemand onder de 65 dementie krijgt. Werk, kinderen thuis, geldzorgen: daar komt veel bij kijken. Ik spreek ook Turks.',
  },
  {
    username: 'AnnemiekBos',
    group: 'medisch',
    displayName: 'Annemiek Bos',
    profession: 'Specialist ouderengeneeskunde',
    introduction: 'Ik werk in een verpleeghuis en op een geheugenpoli. Ik leg graag uit wat er in het lichaam gebeurt en waarom iemand zich anders gedraagt, in gewone taal.',
  },
  {
    username: 'PieterSmit',
    group: 'medisch',
    displayName: 'Pieter Smit',
    profession: 'Klinisch geriater',
    introduction: 'In het ziekenhuis onderzoek ik ouderen met geheugenklachten. Vragen over onderzoek, uitslagen en medicijnen beantwoord ik graag.',
  },
  {
    username: 'NoorBakker',
    group: 'medisch',
    displayName: 'Noor Bakker',
    profession: 'Huisarts, kaderarts ouderengeneeskunde',
    introduction: 'Als huisarts zie ik vaak als eerste dat er iets verandert. Ik denk mee over wat je de huisarts kunt vragen en wat je zelf kunt doen.',
  },
  {
    username: 'EvertJanssen',
    group: 'juridisch',
    displayName: 'Evert Janssen',
    profession: 'Jurist zorgrecht',
    introduction: 'Ik help mensen met de regels rond zorg en wonen: indicaties, bezwaar maken en de rechten van cliënten en hun vertegenwoordigers.',
  },
  {
    username: 'LindaVisser',
    group: 'juridisch',
    displayName: 'Linda Visser',
    profession: 'Kandidaat-notaris',
    introduction: 'Levenstestament, volmacht, testament: ik leg uit wat het is, wanneer je het regelt en wat je nog kunt doen als het geheugen achteruitgaat.',
  },
  {
    username: 'SaskiaMulder',
    group: 'juridisch',
    displayName: 'Saskia Mulder',
    profession: 'Bewindvoerder en mentor',
    introduction: 'Ik ben bewindvoerder en mentor voor mensen die hun zaken niet meer zelf kunnen regelen. Ik weet hoe je dat bij de kantonrechter aanvraagt en wat het betekent.',
  },
  {
    username: 'MarleendeGroot',
    group: 'gedrag-en-emoties',
    displayName: 'Marleen de Groot',
    profession: 'Gz-psycholoog',
    introduction: 'Ik werk met mensen met dementie en hun naasten als gedrag moeilijk wordt. Samen zoeken we uit wat erachter zit en wat helpt.',
  },
  {
    username: 'RoelHendriks',
    group: 'gedrag-en-emoties',
    displayName: 'Roel Hendriks',
    profession: 'Psycholoog in de ouderenzorg',
    introduction: 'Onrust, achterdocht en angst horen vaak bij dementie. Ik geef tips die je morgen al kunt proberen, en zeg eerlijk wanneer extra hulp nodig is.',
  },
  {
    username: 'FarahelAmrani',
    group: 'gedrag-en-emoties',
    displayName: 'Farah el Amrani',
    profession: 'Psycholoog en rouwbegeleider',
    introduction: 'Afscheid nemen begint vaak al lang voor het overlijden. Ik help naasten om met dat verlies te leven, en om ook goed voor zichzelf te zorgen.',
  },
];
