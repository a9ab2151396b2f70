/** Published questions and answers of the demo (legal, behaviour and emotions). */
import type { DemoAnswer } from './answers-care';

export const LIFE_ANSWERS: readonly DemoAnswer[] = [
  {
    topic: 'volmacht-en-mentorschap',
    expert: 'LindaVisser',
    title: 'Is het te laat voor een levenstestament?',
    question: 'Mijn schoonmoeder heeft de diagnose vasculaire dementie gekregen. Ze heeft niets geregeld. Kan ze nog een levenstestament laten maken?',
    answer:
      'Misschien wel. Een diagnose betekent niet automatisch dat iemand niets meer mag tekenen. Het gaat erom of ze begrijpt wat ze regelt en wat de gevolgen zijn. De notaris voert daar een gesprek over, zonder familie erbij, en vraagt soms een arts om advies.\n\nWacht er niet te lang mee: hoe eerder, hoe groter de kans dat het nog kan. Lukt het niet meer, dan kunnen jullie bij de kantonrechter bewind of mentorschap aanvragen.',
    daysAgo: 15,
  },
  {
    topic: 'volmacht-en-mentorschap',
    expert: 'SaskiaMulder',
    title: 'Wat is het verschil tussen bewind en mentorschap?',
    question: 'De casemanager zegt dat we bewind of mentorschap moeten aanvragen voor mijn oom. Wat is het verschil en wat moeten we doen?',
    answer:
      'Een bewindvoerder regelt de geldzaken: rekeningen betalen, belastingaangifte, het vermogen beheren. Een mentor beslist mee over de persoonlijke zaken, zoals zorg, behandeling en wonen. Het kan ook allebei, door dezelfde persoon of door twee verschillende mensen.\n\nU vraagt het aan bij de kantonrechter, met een formulier en een verklaring over de situatie van uw oom. Een familielid kan het zelf worden, of een professional. De rechter nodigt meestal iedereen uit voor een korte zitting.',
    daysAgo: 60,
  },
  {
    topic: 'geld-en-zorgkosten',
    expert: 'EvertJanssen',
    title: 'Moeten we het huis verkopen als mijn vader naar het verpleeghuis gaat?',
    question: 'Mijn vader gaat binnenkort naar het verpleeghuis. Mijn moeder blijft in hun koophuis wonen. Moet het huis verkocht worden om de zorg te betalen?',
    answer:
      'Nee. Zolang uw moeder in het huis woont, hoeft het niet verkocht te worden. De eigen bijdrage voor het verpleeghuis wordt berekend op het inkomen en een deel van het vermogen, maar de eigen woning telt daarbij niet mee als vermogen.\n\nWel verandert de eigen bijdrage na een half jaar. Het CAK stuurt daar vooraf informatie over. Laat u zo nodig helpen bij het nakijken van de berekening: bij een verkeerde berekening kunt u bezwaar maken.',
    daysAgo: 22,
  },
  {
    topic: 'geld-en-zorgkosten',
    expert: 'EvertJanssen',
    title: 'De gemeente wijst huishoudelijke hulp af',
    question: 'We vroegen huishoudelijke hulp aan voor mijn moeder. De gemeente vindt dat ik als dochter dat kan doen. Maar ik werk fulltime en heb zelf kinderen.',
    answer:
      'De gemeente mag kijken wat familie kan doen, maar moet ook kijken of dat redelijk is. Van mantelzorgers mag niet worden geëist dat ze meer doen dan ze aankunnen, naast werk en gezin.\n\nVraag om het verslag van het gesprek en lees na of uw situatie goed beschreven is. Klopt het niet, dan kunt u binnen zes weken na de beslissing bezwaar maken. Een onafhankelijke cliëntondersteuner kan daarbij gratis helpen.',
    daysAgo: 80,
  },
  {
    topic: 'wilsbekwaamheid-en-testament',
    expert: 'LindaVisser',
    title: 'Mijn broer wil dat vader zijn testament verandert',
    question: 'Mijn vader heeft dementie. Mijn broer wil met hem naar de notaris om het testament te veranderen. Ik vertrouw dat niet. Wat kan ik doen?',
    answer:
      'De notaris moet er zeker van zijn dat uw vader zelf begrijpt wat hij wil en dat hij niet onder druk wordt gezet. Bij twijfel spreekt de notaris uw vader alleen en vraagt hij soms een arts om uw vader te onderzoeken.\n\nU kunt de notaris laten weten dat u zich zorgen maakt. Hij mag u niet vertellen wat er wordt geregeld, maar neemt uw zorgen wel mee. Praat er als het kan ook met uw broer over, misschien met iemand erbij die jullie allebei vertrouwen.',
    daysAgo: 35,
  },
  {
    topic: 'wilsbekwaamheid-en-testament',
    expert: 'SaskiaMulder',
    title: 'Mag mijn moeder nog zelf haar bankzaken doen?',
    question: 'Mijn moeder heeft beginnende alzheimer en doet nog zelf haar bankzaken. Laatst maakte ze een groot bedrag over naar iemand die belde. Hoe beschermen we haar?',
    answer:
      'Wat vervelend dat dit is gebeurd. Meld het meteen bij de bank en bij de politie; soms is geld nog terug te halen. Oplichters kiezen vaak bewust ouderen uit.\n\nVeel banken kunnen een limiet instellen op overboekingen of een tweede persoon laten meekijken. Met een volmacht kunt u samen met uw moeder de bankzaken doen, terwijl ze zelf nog zoveel mogelijk meebeslist. Is dat niet genoeg, dan is bewind een mogelijkheid.',
    daysAgo: 11,
  },
  {
    topic: 'onrust-en-achterdocht',
    expert: 'RoelHendriks',
    title: 'Mijn moeder zegt dat ik haar besteel',
    question: 'Mijn moeder raakt steeds dingen kwijt en zegt dan dat ik ze heb gestolen. Ik word er verdrietig en boos van. Hoe reageer ik het beste?',
    answer:
      'Dat doet pijn, zeker als u zoveel voor haar doet. Het helpt om te weten dat dit door de ziekte komt: uw moeder weet niet meer dat ze iets zelf heeft opgeborgen, en zoekt een verklaring. Het is geen oordeel over u.\n\nGa niet in discussie, dat maakt haar vaak alleen maar onzekerder. Zeg dat het vervelend is dat het kwijt is en help zoeken. Vaak zijn er vaste verstopplekken. En zoek ook steun voor uzelf, bijvoorbeeld bij een Alzheimer Café of in een gespreksgroep.',
    daysAgo: 9,
  },
  {
    topic: 'onrust-en-achterdocht',
    expert: 'MarleendeGroot',
    title: 'Elke avond wil mijn man naar huis',
    question: 'Tegen de avond wordt mijn man onrustig. Hij pakt zijn jas en zegt dat hij naar huis moet, terwijl we al veertig jaar in dit huis wonen.',
    answer:
      'Dit heet ook wel avondonrust en het komt veel voor. ‘Naar huis willen’ gaat vaak over een gevoel: zich veilig en vertrouwd willen voelen. Vermoeidheid aan het eind van de dag speelt ook mee.\n\nProbeer mee te gaan in het gevoel in plaats van te verbeteren: ‘Je mist je thuis, hè? Vertel eens over vroeger.’ Een wandelingetje samen, rustige muziek, het licht op tijd aan en een vaste avondroutine kunnen helpen. Let ook op of hij overdag genoeg beweegt en drinkt.',
    daysAgo: 50,
  },
  {
    topic: 'somberheid-en-angst',
    expert: 'MarleendeGroot',
    title: 'Mijn vader wil niets meer',
    question: 'Sinds de diagnose zit mijn vader de hele dag in zijn stoel. Hij wil niet meer wandelen of naar zijn biljartclub. Is hij depressief?',
    answer:
      'Dat kan, maar het kan ook iets anders zijn. Bij dementie wordt het voor veel mensen moeilijker om zelf ergens aan te beginnen, terwijl ze het nog wel fijn vinden als iemand anders het voorstelt. Soms speelt ook schaamte mee, omdat dingen niet meer lukken.\n\nNodig hem concreet uit: ‘Ik ga een rondje lopen, loop je mee?’ werkt beter dan ‘Heb je zin om te wandelen?’. Kijk of de biljartclub iemand kan laten meespelen met wat hulp. Houdt de somberheid aan of zegt hij dat het leven geen zin meer heeft, bespreek het dan met de huisarts.',
    daysAgo: 28,
  },
  {
    topic: 'somberheid-en-angst',
    expert: 'RoelHendriks',
    title: 'Ik ben zelf zo moe en somber',
    question: 'Ik zorg voor mijn vrouw met dementie. Ik slaap slecht, huil soms zomaar en heb nergens meer zin in. Ik durf het niet tegen de kinderen te zeggen.',
    answer:
      'Dank u dat u dit durft te schrijven. Wat u beschrijft, zien we veel bij mantelzorgers die lang en zwaar zorgen. Het is geen teken van zwakte, maar een teken dat u hulp nodig heeft.\n\nVertel het aan uw huisarts; die kan kijken of u bijvoorbeeld een praatgroep of een psycholoog nodig heeft. Vertel het ook aan uw kinderen: vaak willen ze graag helpen, maar weten ze niet hoe. En kijk samen met de casemanager of uw vrouw een paar dagen per week naar de dagbesteding kan.',
    daysAgo: 100,
  },
  {
    topic: 'rouw-en-afscheid',
    expert: 'FarahelAmrani',
    title: 'Ik mis mijn man terwijl hij er nog is',
    question: 'Mijn man herkent me soms niet meer. Ik voel me alleen en ik mis hoe hij was. Mag ik zo voelen terwijl hij nog leeft?',
    answer:
      'Ja, dat mag. Wat u voelt, heet ook wel sluipende rouw: u neemt stap voor stap afscheid van wie hij was, terwijl hij er nog is. Veel partners herkennen dat, en toch praten ze er weinig over.\n\nGeef dat verdriet ruimte, bijvoorbeeld door er met een vriendin of in een gespreksgroep over te praten. Probeer daarnaast de momenten te koesteren die er nog wel zijn: een hand vasthouden, samen naar muziek luisteren. Beide mogen er zijn.',
    daysAgo: 19,
  },
  {
    topic: 'rouw-en-afscheid',
    expert: 'FarahelAmrani',
    title: 'Mijn moeder is overleden en ik voel vooral opluchting',
    question: 'Mijn moeder overleed vorige maand na acht jaar dementie. Ik voel me vooral opgelucht, en daarna schuldig. Is er iets mis met mij?',
    answer:
      'Nee, er is niets mis met u. Na een lange periode van zorg en afscheid is opluchting een heel gewoon gevoel: opluchting dat haar lijden voorbij is, en dat de zware zorg stopt. Dat zegt niets over hoeveel u van haar hield.\n\nVaak komt het verdriet later, soms in golven. Gun uzelf tijd. Praat erover met mensen die het begrijpen, bijvoorbeeld in een rouwgroep. Merkt u na een paar maanden dat u vastloopt, dan kan een rouwbegeleider helpen.',
    daysAgo: 64,
  },
];
