/**
 * Words for the demo's locations and activities: venues, themes of the
 * Alzheimer Café and of lectures, contact persons. Written for this project;
 * every name of a person is made up.
 */

export const LOCATION_TYPES = ['Alzheimer Café', 'Alzheimer Trefpunt', 'Ontmoetingscentrum', 'Odensehuis', 'Dementie Informatiepunt', 'Mantelzorgsalon'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** What a location of each type is, for its introduction. */
export const LOCATION_INTROS: Record<LocationType, string> = {
  'Alzheimer Café': 'Een Alzheimer Café is een maandelijkse avond voor mensen met dementie, hun naasten en iedereen die meer wil weten. Er is steeds een ander thema, een gast die erover vertelt en tijd om na te praten bij een kop koffie.',
  'Alzheimer Trefpunt': 'Het Alzheimer Trefpunt is een middag voor mensen met dementie en hun naasten. In een kleine groep praat je over een thema en ontmoet je anderen die hetzelfde meemaken.',
  Ontmoetingscentrum: 'In het ontmoetingscentrum zijn mensen met dementie overdag welkom voor activiteiten, beweging en gezelschap. Mantelzorgers kunnen er terecht voor advies en gespreksgroepen.',
  Odensehuis: 'Een Odensehuis is een inloophuis voor mensen met beginnende dementie en hun naasten. Je komt binnen wanneer je wilt, doet mee met wat je leuk vindt en helpt mee in huis.',
  'Dementie Informatiepunt': 'Bij het Dementie Informatiepunt in de bibliotheek kun je zonder afspraak terecht met vragen over dementie. Vrijwilligers denken met je mee en helpen je de weg te vinden naar zorg en ondersteuning.',
  Mantelzorgsalon: 'De Mantelzorgsalon is er voor partners, kinderen en vrienden van iemand met dementie. Je deelt ervaringen, krijgt tips en kunt even op adem komen.',
};

/** Venues by location type: the building the location meets in ({town} is filled in). */
export const VENUES: Record<LocationType, readonly string[]> = {
  'Alzheimer Café': ['Buurthuis De Kastanje', 'Wijkcentrum Het Anker', 'Zorgcentrum De Hofstede', 'Dorpshuis De Schakel', 'Grand Café De Linde', 'Restaurant De Molen'],
  'Alzheimer Trefpunt': ['Wijkcentrum De Brug', 'Gemeenschapshuis Het Trefpunt', 'Zorgcentrum Rozenhof', 'Buurtkamer De Stek'],
  Ontmoetingscentrum: ['Ontmoetingscentrum De Wilgen', 'Ontmoetingscentrum Het Baken', 'Ontmoetingscentrum De Ridderhof', 'Ontmoetingscentrum De Vlonder'],
  Odensehuis: ['Odensehuis De Vlinder', 'Odensehuis Het Gasthuis', 'Odensehuis De Boomgaard'],
  'Dementie Informatiepunt': ['Bibliotheek {town}', 'Bibliotheek {town}, vestiging Centrum', 'Huis van de Wijk {town}'],
  Mantelzorgsalon: ['Steunpunt Mantelzorg {town}', 'Huiskamer De Zonnebloem', 'Wijkcentrum De Ontmoeting'],
};

/** What a visitor may expect, by location type: the text of the location's first titled block. */
export const EXPECT: Record<LocationType, string> = {
  'Alzheimer Café': 'De zaal gaat open om 19.00 uur. Om 19.30 uur begint het programma met een gesprek met een deskundige, daarna is er pauze en ruimte voor vragen. Je hoeft je niet aan te melden en de toegang is gratis. Koffie en thee staan klaar.',
  'Alzheimer Trefpunt': 'We zitten met een kleine groep aan tafel. Een gespreksleider opent het thema en iedereen mag vertellen wat hij wil, of alleen luisteren. Aanmelden is niet nodig.',
  Ontmoetingscentrum: 'Je kunt een of meer dagdelen per week komen. We wandelen, zingen, koken en doen spelletjes, en er is altijd iemand om mee te praten. Kom gerust eerst een keer kijken.',
  Odensehuis: 'Er is geen vast programma en er zijn geen verplichtingen. Je drinkt een kop koffie, helpt in de tuin of de keuken, of doet mee aan een activiteit. Vrijwilligers en gasten runnen het huis samen.',
  'Dementie Informatiepunt': 'Kom langs tijdens het spreekuur of maak een afspraak. We hebben brochures over dementie, mantelzorg en regelzaken, en we weten welke hulp er in de gemeente is.',
  Mantelzorgsalon: 'In een rustige ruimte praten mantelzorgers met elkaar onder leiding van een ervaren begeleider. Soms is er een gast die uitleg geeft over een onderwerp dat jullie zelf kiezen.',
};

export const ACCESS = [
  'Het gebouw is goed bereikbaar met de bus; de halte ligt op vijf minuten lopen. Er is gratis parkeerruimte voor de deur.',
  'De ruimte is rolstoeltoegankelijk en er is een invalidentoilet. Je kunt gratis parkeren op het plein naast het gebouw.',
  'Met de trein stap je uit op het station; daarvandaan is het tien minuten lopen. Fietsen kun je kwijt in de overdekte stalling.',
  'Er is een lift en een rustige zithoek. Parkeren kan in de straat; na 18.00 uur is dat gratis.',
];

/** Themes of the Alzheimer Café and the Trefpunt, each with one sentence of what the evening is about. */
export const THEMES: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Wat is dementie?', text: 'Een geriater vertelt wat er in de hersenen gebeurt en waarom dementie meer is dan vergeetachtigheid.' },
  { title: 'Omgaan met veranderend gedrag', text: 'Een psycholoog geeft tips voor momenten waarop je naaste onrustig, achterdochtig of boos is.' },
  { title: 'Thuis wonen of verhuizen?', text: 'Een casemanager vertelt wat er nodig is om langer thuis te wonen, en hoe je een verhuizing voorbereidt.' },
  { title: 'Dementie op jonge leeftijd', text: 'Een gezin vertelt hoe het is als dementie midden in het werkzame leven begint.' },
  { title: 'Regelzaken: volmacht en levenstestament', text: 'Een notaris legt uit wat je op tijd kunt regelen, zodat later duidelijk is wat iemand wil.' },
  { title: 'Bewegen en dementie', text: 'Een fysiotherapeut laat zien waarom bewegen helpt en hoe je het samen makkelijk houdt.' },
  { title: 'De casemanager dementie', text: 'Wat doet een casemanager, hoe kom je eraan en wat kun je van hem of haar verwachten?' },
  { title: 'Muziek en herinneringen', text: 'Een muziektherapeut laat horen hoe liedjes van vroeger contact kunnen maken.' },
  { title: 'Medicijnen bij dementie', text: 'Een apotheker vertelt welke medicijnen er zijn, wat ze doen en waar je op let bij bijwerkingen.' },
  { title: 'Zorg goed voor jezelf als mantelzorger', text: 'Een mantelzorgconsulent praat over grenzen, hulp vragen en tijd voor jezelf.' },
  { title: 'Slapen en onrust in de avond', text: 'Een verpleegkundige geeft tips voor rustige avonden en betere nachten.' },
  { title: 'Eten en drinken', text: 'Een diëtist vertelt wat je kunt doen als eten en drinken moeilijker worden.' },
  { title: 'Praten als woorden lastig worden', text: 'Een logopedist laat zien hoe je contact houdt als praten minder goed gaat.' },
  { title: 'Dagbesteding: wat is er mogelijk?', text: 'Medewerkers van dagbesteding vertellen wat een dag bij hen inhoudt en hoe je je aanmeldt.' },
  { title: 'Afscheid nemen in kleine stapjes', text: 'Een geestelijk verzorger praat over verlies en rouw terwijl je naaste er nog is.' },
  { title: 'Veilig thuis', text: 'Een ergotherapeut geeft tips om vallen en andere ongelukken in en om het huis te voorkomen.' },
  { title: 'Autorijden en dementie', text: 'Wanneer is autorijden niet meer veilig, en hoe bespreek je dat met elkaar?' },
  { title: 'Technologie die helpt', text: 'Van dagklok tot gps-tracker: een adviseur laat hulpmiddelen zien die het dagelijks leven makkelijker maken.' },
  { title: 'Hulp van de gemeente', text: 'Een consulent van het Wmo-loket legt uit welke ondersteuning je bij de gemeente kunt aanvragen.' },
  { title: 'De diagnose, en dan?', text: 'Mensen met dementie en hun naasten vertellen over de eerste maanden na de diagnose.' },
];

/** The December evening of every Alzheimer Café. */
export const DECEMBER_THEME = { title: 'Feestelijke eindejaarsbijeenkomst', text: 'We sluiten het jaar samen af met muziek, iets lekkers en ruimte om terug te kijken.' };

export const LECTURES: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Lezing: vergeetachtig of dementie?', text: 'Wanneer is vergeten normaal, en wanneer ga je naar de huisarts? Een huisarts legt het uit.' },
  { title: 'Lezing: nieuw onderzoek naar alzheimer', text: 'Een onderzoeker vertelt wat er bekend is over nieuwe medicijnen en wat je ervan kunt verwachten.' },
  { title: 'Lezing: gezond leven voor je hersenen', text: 'Wat kun je zelf doen om je hersenen gezond te houden? Een neuroloog vertelt wat het onderzoek zegt.' },
  { title: 'Voorlichting: dementievriendelijk omgaan met klanten', text: 'Voor winkeliers, vrijwilligers en iedereen die wil weten hoe je iemand met dementie goed helpt.' },
  { title: 'Lezing: dementie en de kosten van zorg', text: 'Een adviseur legt uit welke zorg uit welke wet komt en wat je zelf betaalt.' },
  { title: 'Lezing: slim wonen met dementie', text: 'Over aanpassingen in huis en nieuwe woonvormen voor mensen met dementie.' },
];

export const MUSIC = [
  'Muziekmiddag: liedjes van vroeger',
  'Zingen met het Odensekoor',
  'Muziekmiddag met accordeon',
  'Samen zingen: een middag vol meezingers',
];

export const SALON_THEMES = [
  'Mantelzorgsalon: even op adem komen',
  'Mantelzorgsalon: hulp vragen en aannemen',
  'Mantelzorgsalon: als je partner verandert',
  'Mantelzorgsalon: ouder met dementie, zorg op afstand',
  'Mantelzorgsalon: respijtzorg, hoe werkt dat?',
];

export const FIRST_NAMES = ['Anneke', 'Gerda', 'Marijke', 'Ineke', 'Joke', 'Petra', 'Wilma', 'Henk', 'Jan', 'Kees', 'Peter', 'Marja', 'Ria', 'Gert', 'Bram', 'Fatima', 'Yvonne', 'Els', 'Hans', 'Tineke', 'Samira', 'Ruud', 'Karin', 'Wim'];
export const LAST_NAMES = ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits', 'van den Berg', 'Kaya', 'El Amrani', 'Postma', 'Kuipers'];
