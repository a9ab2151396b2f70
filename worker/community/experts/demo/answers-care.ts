/**
 * Published questions and answers of the demo (casemanagers and medical),
 * anonymised as an expert would: no names, no places. `daysAgo` is counted
 * from the day the demo is generated.
 */
export interface DemoAnswer {
  topic: string;
  expert: string;
  title: string;
  question: string;
  answer: string;
  daysAgo: number;
}

export const CARE_ANSWERS: readonly DemoAnswer[] = [
  {
    topic: 'thuis-wonen',
    expert: 'MariekedeVries',
    title: 'Mijn vader laat het gas aan staan',
    question: 'Mijn vader woont alleen en heeft sinds een jaar alzheimer. Twee keer vonden we het gas aan terwijl hij in de tuin zat. Hij wil absoluut niet verhuizen. Wat kunnen we doen?',
    answer:
      'Dat is schrikken, en goed dat u er nu iets mee doet. Er zijn kookplaatbeveiligingen die het gas of de stroom na een paar minuten zonder pan of zonder beweging afsluiten. Een installateur kan dat vaak binnen een dag regelen; soms betaalt de gemeente mee via de Wmo.\n\nBespreek het ook met zijn huisarts of een casemanager. Samen kijken we wat er verder nodig is, zoals een rookmelder die doorgeeft aan uw telefoon of warme maaltijden aan huis. Zo kan hij langer veilig thuis blijven, wat hij zelf zo graag wil.',
    daysAgo: 12,
  },
  {
    topic: 'thuis-wonen',
    expert: 'JosvanLeeuwen',
    title: 'Hoe zorg ik dat mijn moeder haar medicijnen neemt?',
    question: 'Mijn moeder vergeet haar pillen of neemt ze twee keer. Ik woon een uur rijden bij haar vandaan en kan niet elke dag langs. Ze voelt zich snel betutteld.',
    answer:
      'Een baxterrol van de apotheek is een goede eerste stap: alle pillen per moment in een zakje, met datum en tijd erop. Dan ziet u ook bij een bezoek of ze de zakjes heeft gehad.\n\nVoor het innemen zelf zijn er medicijndispensers die op het juiste moment een geluid geven en alleen dan het vakje openen. Lukt dat niet, dan kan de wijkverpleging langskomen om de medicijnen te geven; dat valt onder de zorgverzekering. Vertel uw moeder dat het u geruststelt: dan voelt het voor haar vaak minder als bemoeienis.',
    daysAgo: 40,
  },
  {
    topic: 'dagbesteding-en-respijt',
    expert: 'HaticeYilmaz',
    title: 'Mijn man wil niet naar de dagbesteding',
    question: 'Mijn man (61) is nog fit maar kan niet meer werken. Hij zit de hele dag thuis. De dagbesteding die we bekeken is voor veel oudere mensen en hij wil er niet heen.',
    answer:
      'Dat hoor ik vaker bij jonge mensen met dementie, en het is heel begrijpelijk. Er zijn speciale plekken voor jonge mensen, bijvoorbeeld op een zorgboerderij, in een werkplaats of bij een sportclub, waar het draait om samen iets doen en zich nuttig voelen.\n\nVraag uw casemanager naar het aanbod in uw regio. Vaak helpt het om eerst een keer mee te gaan kijken, zonder dat er iets besloten hoeft te worden. En vergeet uzelf niet: als hij een paar dagen per week ergens heen gaat, heeft u ook even tijd voor uzelf.',
    daysAgo: 25,
  },
  {
    topic: 'dagbesteding-en-respijt',
    expert: 'MariekedeVries',
    title: 'Kan ik een week weg zonder schuldgevoel?',
    question: 'Ik zorg al drie jaar voor mijn vrouw. Mijn kinderen willen dat ik een week op vakantie ga. Maar wie zorgt er dan voor haar? En ik voel me schuldig.',
    answer:
      'Uw kinderen hebben gelijk: wie lang zorgt, heeft rust nodig om het vol te houden. Dat is niet egoïstisch, het is nodig, juist voor uw vrouw.\n\nEr zijn logeerhuizen en zorghotels waar mensen met dementie een paar dagen tot een paar weken kunnen verblijven. Soms kan het ook thuis, met extra thuiszorg of een vrijwilliger. Uw casemanager of de gemeente weet wat er bij u in de buurt is en hoe het betaald wordt. Plan het ruim op tijd, want plekken zijn snel vol.',
    daysAgo: 70,
  },
  {
    topic: 'naar-het-verpleeghuis',
    expert: 'JosvanLeeuwen',
    title: 'Wanneer is het tijd voor een verpleeghuis?',
    question: 'Mijn moeder woont bij ons in huis. Ze dwaalt ’s nachts en we slapen bijna niet meer. Mijn broer vindt dat het nog wel gaat. Hoe weet je wanneer het genoeg is?',
    answer:
      'Er is geen vast moment. Vaak is het zover als de zorg niet meer veilig is voor de persoon met dementie of niet meer vol te houden voor de mantelzorgers. Weken zonder goede nachtrust is een belangrijk signaal.\n\nPraat er samen met uw broer over, liefst met de casemanager erbij. Die kan uitleggen hoe het er nu voor staat en wat een aanvraag bij het CIZ inhoudt. Een aanvraag doen betekent nog niet dat ze morgen moet verhuizen; vaak is er eerst een wachtlijst.',
    daysAgo: 8,
  },
  {
    topic: 'naar-het-verpleeghuis',
    expert: 'HaticeYilmaz',
    title: 'Hoe kies je een goed verpleeghuis?',
    question: 'We moeten voor mijn vader een verpleeghuis kiezen. Er zijn er drie in de buurt. Waar moeten we op letten?',
    answer:
      'Ga bij alle drie kijken, het liefst op een gewone doordeweekse middag. Let op de sfeer: wordt er met de bewoners gepraat, is er iets te doen, ruikt het fris? Vraag hoeveel vaste medewerkers er op een groep werken en hoe ze omgaan met onrust.\n\nVraag ook of de familie mee mag helpen en hoe vaak er overleg is over de zorg. En denk aan wat uw vader belangrijk vindt: een tuin, een kerkdienst, muziek of een huisdier. Dat maakt vaak meer verschil dan de inrichting.',
    daysAgo: 55,
  },
  {
    topic: 'onderzoek-en-diagnose',
    expert: 'NoorBakker',
    title: 'Mijn vader wil niet naar de huisarts',
    question: 'Mijn vader vergeet veel en herhaalt zichzelf. Ik denk aan dementie, maar hij vindt dat er niets aan de hand is en weigert naar de huisarts te gaan.',
    answer:
      'Dat komt veel voor. Soms merkt iemand zelf niet dat er iets verandert, soms is hij bang voor wat het zou kunnen zijn. Dwingen werkt meestal niet.\n\nU kunt zelf de huisarts bellen om uw zorgen te vertellen. De huisarts mag u niet alles over uw vader vertellen, maar wel naar u luisteren. Vaak lukt het om een gewone controle af te spreken, van de bloeddruk of de ogen, en het geheugen daarbij ter sprake te brengen. Andere oorzaken, zoals een vitaminetekort of problemen met de schildklier, zijn goed te behandelen.',
    daysAgo: 18,
  },
  {
    topic: 'onderzoek-en-diagnose',
    expert: 'PieterSmit',
    title: 'Wat gebeurt er op de geheugenpoli?',
    question: 'Mijn moeder is doorverwezen naar de geheugenpoli. Ze ziet er erg tegen op. Wat gaat er gebeuren en kan ik mee?',
    answer:
      'U mag zeker mee, en dat raden we juist aan. U kunt vertellen wat u thuis ziet, en samen onthoudt u meer van het gesprek.\n\nMeestal is er een gesprek met de arts en een verpleegkundige, een lichamelijk onderzoek, bloedonderzoek en een test van het geheugen en het denken. Soms volgt een hersenscan. Het kan een paar uur duren of over twee afspraken verdeeld worden. De uitslag hoort ze in een apart gesprek, zodat er tijd is voor vragen. Vertel uw moeder dat het onderzoek er is om te helpen, niet om haar te testen.',
    daysAgo: 90,
  },
  {
    topic: 'medicijnen',
    expert: 'PieterSmit',
    title: 'Helpen medicijnen tegen alzheimer?',
    question: 'Mijn man heeft net de diagnose alzheimer gekregen. Hij krijgt een medicijn voorgeschreven. Gaat hij daardoor beter worden?',
    answer:
      'De medicijnen die nu in Nederland worden gebruikt, genezen de ziekte niet. Bij een deel van de mensen remmen ze de klachten een tijdje wat af, bijvoorbeeld bij het onthouden of bij het dagelijks functioneren. Of het bij uw man helpt, is vooraf niet te zeggen.\n\nDe eerste weken kan hij last hebben van misselijkheid of slecht slapen. Vaak gaat dat over. Houdt het aan, overleg dan met de arts. Na een paar maanden wordt samen bekeken of het medicijn zin heeft.',
    daysAgo: 33,
  },
  {
    topic: 'medicijnen',
    expert: 'AnnemiekBos',
    title: 'Mijn moeder krijgt een kalmeringsmiddel',
    question: 'In het verpleeghuis krijgt mijn moeder sinds kort iets voor de onrust. Ze is nu erg suf. Is dat normaal en mag ik daar iets van zeggen?',
    answer:
      'U mag daar zeker iets van zeggen. Kalmerende medicijnen zijn bij dementie alleen bedoeld als andere aanpakken niet genoeg helpen, zo kort mogelijk en in een lage dosis. Sufheid is een bekende bijwerking, en het vergroot de kans op vallen.\n\nVraag om een gesprek met de specialist ouderengeneeskunde. Vraag waarom het gestart is, hoe lang het de bedoeling is en wat er verder gedaan wordt om de onrust te verminderen. U kent uw moeder het best: uw ideeën over wat haar rustig maakt, zijn heel waardevol.',
    daysAgo: 5,
  },
  {
    topic: 'slapen-eten-en-lichaam',
    expert: 'AnnemiekBos',
    title: 'Mijn vader drinkt bijna niets',
    question: 'Mijn vader drinkt op een dag hooguit twee kopjes koffie. Hij zegt dat hij geen dorst heeft. Ik ben bang dat hij uitdroogt.',
    answer:
      'Uw zorg is terecht. Bij ouderen en zeker bij dementie wordt het dorstgevoel minder, en te weinig drinken kan leiden tot verwardheid, obstipatie en vallen.\n\nZet drinken in het zicht en schenk het in zonder te vragen, in een glas of kop die hij mooi vindt. Soep, yoghurt, fruit en ijs tellen ook mee. Drink samen met hem, dat werkt vaak beter dan vragen of hij iets wil. Wordt hij ineens veel verwarder of plast hij weinig, bel dan de huisarts.',
    daysAgo: 47,
  },
  {
    topic: 'slapen-eten-en-lichaam',
    expert: 'NoorBakker',
    title: 'Hoe weet ik of mijn vrouw pijn heeft?',
    question: 'Mijn vrouw praat bijna niet meer. Soms is ze ineens onrustig of boos. Kan het zijn dat ze ergens pijn heeft?',
    answer:
      'Dat kan zeker. Iemand met dementie kan vaak niet meer zeggen dat er iets pijn doet. Onrust, boosheid, kreunen, niet willen eten of een bepaalde houding kunnen allemaal tekenen van pijn zijn.\n\nLet op wanneer het gebeurt: bij het opstaan, bij het wassen, na het eten? Schrijf het een paar dagen op en neem het mee naar de huisarts. Er zijn lijsten waarmee zorgverleners pijn kunnen inschatten bij mensen die het niet kunnen vertellen. Vaak helpt een gewone pijnstiller al veel.',
    daysAgo: 120,
  },
];
