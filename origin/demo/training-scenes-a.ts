/**
 * The scenes of the two general trainings and the first six for a profession
 * (the rest in training-scenes-b.ts). Each training has three scenes of its
 * own: one choice, several choices, one choice.
 */
import { scene, type DemoScene } from './training-common';

export interface TrainingSpec {
  slug: string;
  title: string;
  audience: 'algemeen' | 'beroep';
  role: string;
  teaser: string;
  /** One sentence that sets the GOED question in this setting. */
  goedLead: string;
  scenes: [DemoScene, DemoScene, DemoScene];
}

const o = (id: string, label: string) => ({ id, label });

export const SPECS_A: TrainingSpec[] = [
  {
    slug: 'basistraining',
    title: 'Basistraining omgaan met veranderend gedrag',
    audience: 'algemeen',
    role: 'Iedereen',
    teaser: 'Leer in een kwartier hoe je iemand met dementie rustig en met respect helpt, waar je ook bent.',
    goedLead: 'Een oudere vrouw staat verward bij de uitgang van het park en weet niet welke kant ze op moet.',
    scenes: [
      scene('vraag-herhaald', 'Dezelfde vraag', ['Een man vraagt je op straat hoe laat het is. Twee minuten later vraagt hij het opnieuw, alsof hij het de eerste keer niet hoorde.'], {
        kind: 'single',
        prompt: 'Wat doe je?',
        points: 2,
        options: [o('opnieuw', 'Ik geef rustig opnieuw antwoord, alsof het de eerste keer is'), o('zeggen', 'Ik zeg dat hij dat net al vroeg'), o('weglopen', 'Ik loop door, want hij luistert toch niet')],
        correct: 'opnieuw',
        explanation: 'Iemand met dementie weet vaak echt niet meer dat hij het al vroeg. Zeggen dat hij het al vroeg, maakt hem onzeker. Rustig opnieuw antwoorden is vriendelijk en kost weinig.',
      }),
      scene('rustig-praten', 'Praten met iemand die in de war is', ['Je helpt een vrouw die de weg kwijt is. Ze praat snel en kijkt angstig om zich heen.'], {
        kind: 'multiple',
        prompt: 'Wat helpt in dit gesprek? Kies alles wat klopt.',
        points: 3,
        options: [o('kort', 'Korte zinnen gebruiken'), o('een-vraag', 'Eén vraag tegelijk stellen'), o('hard', 'Harder praten zodat ze je beter hoort'), o('tijd', 'Haar de tijd geven om te antwoorden'), o('veel-info', 'Alles in één keer uitleggen, dan is het duidelijk')],
        correct: ['kort', 'een-vraag', 'tijd'],
        explanation: 'Korte zinnen, één vraag tegelijk en tijd om te antwoorden maken het gesprek overzichtelijk. Harder praten of veel informatie tegelijk geven, maakt iemand juist onrustiger.',
      }),
      scene('hulp-halen', 'Wanneer haal je hulp?', ['Een man zegt dat hij op weg is naar zijn werk. Hij is ver in de tachtig en weet niet waar hij woont.'], {
        kind: 'single',
        prompt: 'Wat is de beste volgende stap?',
        points: 2,
        options: [o('blijven', 'Bij hem blijven en de politie bellen via 112 of 0900-8844'), o('wijzen', 'De weg naar het station wijzen'), o('laten', 'Hem laten gaan; hij weet zelf wel waar hij heen wil')],
        correct: 'blijven',
        explanation: 'Iemand die niet weet waar hij woont, kan in gevaar komen. Blijf bij hem en bel de politie: bij direct gevaar 112, anders 0900-8844. Zij weten vaak al dat iemand wordt gezocht.',
      }),
    ],
  },
  {
    slug: 'communiceren',
    title: 'Goed communiceren met iemand met dementie',
    audience: 'algemeen',
    role: 'Iedereen',
    teaser: 'Een verdieping op de basistraining: hoe je praat, luistert en aansluit bij wat iemand nog wel kan.',
    goedLead: 'Je buurvrouw belt aan en vraagt geschrokken of je haar man hebt gezien, die al jaren geleden is overleden.',
    scenes: [
      scene('verbeteren', 'Niet verbeteren', ['Een vrouw vertelt dat ze vanmiddag naar haar werk op het postkantoor moet. Je weet dat ze al twintig jaar met pensioen is.'], {
        kind: 'single',
        prompt: 'Hoe reageer je?',
        points: 2,
        options: [o('aansluiten', '"U heeft daar lang gewerkt, hè? Wat deed u daar?"'), o('corrigeren', '"U bent al twintig jaar met pensioen."'), o('negeren', 'Ik verander meteen van onderwerp')],
        correct: 'aansluiten',
        explanation: 'Verbeteren leidt tot verwarring of verdriet. Door aan te sluiten bij wat iemand beleeft, voelt de persoon zich begrepen en kun je het gesprek rustig verder leiden.',
      }),
      scene('lichaamstaal', 'Lichaamstaal', ['Je wilt iemand met dementie iets vragen. Hij zit op een bankje en kijkt naar de grond.'], {
        kind: 'multiple',
        prompt: 'Wat doe je met je houding en je stem? Kies alles wat klopt.',
        points: 3,
        options: [o('voor', 'Van voren naar hem toe komen'), o('hurken', 'Op ooghoogte gaan zitten of hurken'), o('achter', 'Hem van achteren op zijn schouder tikken'), o('zacht', 'Rustig en vriendelijk praten'), o('armen', 'Met je armen over elkaar staan')],
        correct: ['voor', 'hurken', 'zacht'],
        explanation: 'Van voren komen en op ooghoogte gaan zitten voorkomt schrikken. Een rustige stem stelt gerust. Een tik van achteren of een gesloten houding werkt juist afschrikwekkend.',
      }),
      scene('keuzes', 'Keuzes aanbieden', ['Je helpt een man met dementie bij het kiezen van iets te drinken in een café.'], {
        kind: 'single',
        prompt: 'Welke vraag is het handigst?',
        points: 2,
        options: [o('twee', '"Wilt u koffie of thee?"'), o('open', '"Wat wilt u drinken?"'), o('kaart', 'Ik geef hem de hele kaart om zelf te kiezen')],
        correct: 'twee',
        explanation: 'Een keuze uit twee is overzichtelijk en laat de regie bij de persoon. Een open vraag of een lange kaart kan te veel zijn.',
      }),
    ],
  },
  {
    slug: 'winkelpersoneel',
    title: 'Dementievriendelijk in de winkel',
    audience: 'beroep',
    role: 'Winkelpersoneel',
    teaser: 'Voor iedereen achter de kassa of op de winkelvloer: wat doe je als een klant in de war raakt?',
    goedLead: 'Een klant staat al tien minuten voor het schap met koffie en lijkt niet te weten wat hij zoekt.',
    scenes: [
      scene('niet-betaald', 'Zonder betalen', ['Een oudere vrouw loopt met een pak koekjes in haar tas langs de kassa naar buiten. Ze groet je vriendelijk.'], {
        kind: 'single',
        prompt: 'Wat doe je?',
        points: 2,
        options: [o('vriendelijk', 'Ik loop rustig naar haar toe en vraag vriendelijk of ik de koekjes even mag afrekenen'), o('beveiliging', 'Ik roep de beveiliging en laat haar apart nemen'), o('roepen', 'Ik roep hard dat ze niet betaald heeft')],
        correct: 'vriendelijk',
        explanation: 'Iemand met dementie kan vergeten te betalen zonder dat er kwade opzet is. Een vriendelijke vraag lost het meestal op, zonder schaamte of paniek.',
      }),
      scene('kassa', 'Moeite met betalen', ['Een man probeert te pinnen, maar weet zijn pincode niet meer. Achter hem staat een rij klanten.'], {
        kind: 'multiple',
        prompt: 'Wat kun je doen? Kies alles wat klopt.',
        points: 3,
        options: [o('rust', 'Zeggen dat hij rustig de tijd mag nemen'), o('contant', 'Vragen of hij contant geld bij zich heeft'), o('pincode', 'Vragen of hij zijn pincode aan jou wil geven'), o('collega', 'Een collega vragen een tweede kassa te openen'), o('opschieten', 'Zeggen dat de rij wacht')],
        correct: ['rust', 'contant', 'collega'],
        explanation: 'Tijd geven haalt de druk weg. Een andere betaalmanier of een extra kassa helpt iedereen. Vraag nooit naar iemands pincode.',
      }),
      scene('terugkomen', 'Steeds terug', ['Een vaste klant komt deze week voor de vierde keer hetzelfde brood kopen en lijkt niet te weten dat ze er net was.'], {
        kind: 'single',
        prompt: 'Wat is een goede reactie?',
        points: 2,
        options: [o('helpen', 'Ik help haar gewoon en let er de komende tijd op of ze ergens hulp bij nodig heeft'), o('weigeren', 'Ik verkoop haar niets meer, want ze heeft al brood'), o('grap', 'Ik maak er een grapje over tegen de andere klanten')],
        correct: 'helpen',
        explanation: 'Blijf haar vriendelijk helpen. Maak je je zorgen, dan kun je dat voorzichtig met haar of met een bekende bespreken, maar nooit waar anderen bij zijn.',
      }),
    ],
  },
  {
    slug: 'openbaar-vervoer',
    title: 'Dementievriendelijk in bus, tram en trein',
    audience: 'beroep',
    role: 'Openbaar vervoer',
    teaser: 'Voor chauffeurs, conducteurs en servicemedewerkers: reizigers met dementie veilig op weg helpen.',
    goedLead: 'Een reiziger stapt bij de eindhalte niet uit en zegt dat hij naar huis wil, maar weet niet waar dat is.',
    scenes: [
      scene('kaartje', 'Geen geldig kaartje', ['Een vrouw checkt niet in en zegt dat ze altijd met deze bus naar de markt gaat. Het is zondag: er is geen markt.'], {
        kind: 'single',
        prompt: 'Hoe ga je hiermee om?',
        points: 2,
        options: [o('meedenken', 'Ik vraag rustig waar ze naartoe wil en help haar met inchecken'), o('boete', 'Ik schrijf een boete uit, regels zijn regels'), o('uitzetten', 'Ik laat haar bij de volgende halte uitstappen')],
        correct: 'meedenken',
        explanation: 'Wie in de war is, weet vaak niet dat iets niet klopt. Vraag rustig waar ze heen wil en kijk of ze veilig is; bel de meldkamer als je twijfelt.',
      }),
      scene('halte', 'De juiste halte', ['Een man vraagt je bij elke halte of hij er al is. Hij heeft een briefje met een adres in zijn hand.'], {
        kind: 'multiple',
        prompt: 'Wat helpt hem? Kies alles wat klopt.',
        points: 3,
        options: [o('briefje', 'Samen het briefje bekijken'), o('zeggen', 'Beloven dat je zegt wanneer hij eruit moet'), o('voorin', 'Hem vragen voorin te komen zitten'), o('zuchten', 'Laten merken dat het je ophoudt'), o('negeren', 'Niet meer reageren tot hij er is')],
        correct: ['briefje', 'zeggen', 'voorin'],
        explanation: 'Met het briefje weet je waar hij heen moet. Als hij dichtbij zit en weet dat jij waarschuwt, kan hij ontspannen.',
      }),
      scene('overstap', 'Overstappen', ['Een oudere vrouw moet overstappen op een ander perron, maar staat stil in de drukke stationshal.'], {
        kind: 'single',
        prompt: 'Wat doe je?',
        points: 2,
        options: [o('brengen', 'Ik loop met haar mee naar het juiste perron, of vraag een collega dat te doen'), o('bord', 'Ik wijs naar het informatiebord'), o('omroep', 'Ik laat haar naam omroepen')],
        correct: 'brengen',
        explanation: 'In een drukke hal is een bord lezen voor iemand met dementie vaak te veel. Meelopen of een collega inschakelen is veilig en persoonlijk.',
      }),
    ],
  },
  {
    slug: 'politie',
    title: 'Dementievriendelijk voor politie en boa\'s',
    audience: 'beroep',
    role: 'Politie en handhaving',
    teaser: 'Herken dementie bij een melding en voorkom dat een vermissing of conflict uit de hand loopt.',
    goedLead: 'Je vindt \'s avonds een man op de fiets die zegt dat hij naar de melkfabriek moet, waar hij vroeger werkte.',
    scenes: [
      scene('aanhouding', 'Verdacht van winkeldiefstal', ['Je wordt gebeld door een supermarkt. Een vrouw van 81 heeft een fles wijn meegenomen en begrijpt niet waarom iedereen boos is.'], {
        kind: 'single',
        prompt: 'Wat is je eerste stap?',
        points: 2,
        options: [o('rustig', 'Rustig kennismaken en kijken of er sprake kan zijn van geheugenproblemen'), o('meenemen', 'Haar meenemen naar het bureau voor verhoor'), o('streng', 'Haar streng toespreken zodat ze het niet meer doet')],
        correct: 'rustig',
        explanation: 'Bij iemand met dementie is er vaak geen opzet. Neem de tijd, stel haar gerust en zoek contact met familie of de huisarts voordat je verdere stappen zet.',
      }),
      scene('vermissing', 'Een vermissing', ['Een familielid meldt dat haar vader met dementie al twee uur weg is. Hij loopt graag.'], {
        kind: 'multiple',
        prompt: 'Wat vraag je na? Kies alles wat klopt.',
        points: 3,
        options: [o('vroeger', 'Plekken waar hij vroeger woonde of werkte'), o('kleding', 'Welke kleding hij draagt'), o('foto', 'Of er een recente foto is'), o('wachten', 'Of ze 24 uur wil wachten voordat jullie zoeken'), o('schuld', 'Waarom ze niet beter heeft opgelet')],
        correct: ['vroeger', 'kleding', 'foto'],
        explanation: 'Mensen met dementie gaan vaak naar plekken uit hun verleden. Kleding en een foto helpen bij het zoeken. Wacht niet: bij een vermissing van iemand met dementie telt elk uur.',
      }),
      scene('uniform', 'Bang voor het uniform', ['Een man schrikt van je uniform en wil weglopen.'], {
        kind: 'single',
        prompt: 'Wat werkt het best?',
        points: 2,
        options: [o('afstand', 'Afstand houden, je pet afzetten, rustig je naam zeggen en vertellen dat je wilt helpen'), o('vastpakken', 'Hem vastpakken zodat hij niet wegloopt'), o('bevel', 'Duidelijk zeggen dat hij moet blijven staan')],
        correct: 'afstand',
        explanation: 'Een uniform kan bedreigend zijn. Door afstand te houden en rustig te vertellen wie je bent, zakt de angst. Vastpakken alleen als er direct gevaar is.',
      }),
    ],
  },
  {
    slug: 'apotheek',
    title: 'Dementievriendelijk in de apotheek',
    audience: 'beroep',
    role: 'Apotheek',
    teaser: 'Voor assistenten en apothekers: medicijnen veilig meegeven aan iemand die steeds meer vergeet.',
    goedLead: 'Een klant komt voor de derde keer deze week zijn medicijnen ophalen, die hij al heeft meegenomen.',
    scenes: [
      scene('medicijnen', 'Vergeten of al ingenomen?', ['Een vrouw vraagt of ze haar bloeddrukpillen vandaag al heeft ingenomen. Ze weet het echt niet meer.'], {
        kind: 'single',
        prompt: 'Wat kun je voorstellen?',
        points: 2,
        options: [o('baxter', 'Een weekdoos of medicijnrol waarop per dag en tijd staat wat ze moet nemen'), o('dubbel', 'Voor de zekerheid nog een pil nemen'), o('zelf', 'Dat ze het zelf beter moet bijhouden')],
        correct: 'baxter',
        explanation: 'Een medicijnrol of weekdoos maakt zichtbaar wat al is ingenomen. Voor de zekerheid een extra pil nemen kan gevaarlijk zijn.',
      }),
      scene('uitleg', 'Uitleg geven', ['Je moet een man met beginnende dementie uitleggen hoe hij een nieuw medicijn gebruikt.'], {
        kind: 'multiple',
        prompt: 'Wat helpt? Kies alles wat klopt.',
        points: 3,
        options: [o('opschrijven', 'De uitleg ook opschrijven, in grote letters'), o('naaste', 'Vragen of er een naaste is die mee kan kijken'), o('herhalen', 'Hem laten vertellen hoe hij het gaat doen'), o('snel', 'Snel alles uitleggen, want het is druk'), o('vakterm', 'De vaktermen gebruiken die in de bijsluiter staan')],
        correct: ['opschrijven', 'naaste', 'herhalen'],
        explanation: 'Opschrijven, een naaste betrekken en hem laten navertellen maakt de uitleg blijvend. Snelheid en vaktermen maken het lastiger.',
      }),
      scene('achterdocht', 'Achterdochtig', ['Een klant beschuldigt je ervan dat je haar de verkeerde pillen hebt gegeven. De pillen zien er anders uit dan vroeger.'], {
        kind: 'single',
        prompt: 'Hoe reageer je?',
        points: 2,
        options: [o('uitleggen', 'Ik stel haar gerust, laat het doosje zien en leg uit dat het hetzelfde middel van een ander merk is'), o('ruzie', 'Ik zeg dat ik geen fouten maak'), o('terug', 'Ik neem de pillen terug en geef niets mee')],
        correct: 'uitleggen',
        explanation: 'Achterdocht komt vaak voort uit onzekerheid. Geruststellen en rustig laten zien wat er veranderd is, werkt beter dan je verdedigen.',
      }),
    ],
  },
  {
    slug: 'bank',
    title: 'Dementievriendelijk bij de bank',
    audience: 'beroep',
    role: 'Bank',
    teaser: 'Voor medewerkers aan de balie en de telefoon: klanten met geheugenproblemen helpen en beschermen.',
    goedLead: 'Een klant belt in paniek: hij kan zijn pinpas niet vinden en denkt dat al zijn geld weg is.',
    scenes: [
      scene('opname', 'Een grote opname', ['Een vrouw van 84 wil 5.000 euro contant opnemen. Ze zegt dat een aardige jongeman het vandaag komt ophalen.'], {
        kind: 'single',
        prompt: 'Wat doe je?',
        points: 2,
        options: [o('doorvragen', 'Ik vraag rustig door en bespreek mijn zorg dat het om oplichting kan gaan'), o('uitbetalen', 'Ik betaal het uit, het is haar geld'), o('weigeren', 'Ik weiger kortaf zonder uitleg')],
        correct: 'doorvragen',
        explanation: 'Mensen met dementie zijn kwetsbaar voor oplichting. Door rustig door te vragen en je zorg uit te spreken, bescherm je haar zonder haar te betuttelen. Volg daarna het protocol van je bank.',
      }),
      scene('telefoon', 'Aan de telefoon', ['Een man belt voor de derde keer vandaag met dezelfde vraag over zijn saldo.'], {
        kind: 'multiple',
        prompt: 'Wat is verstandig? Kies alles wat klopt.',
        points: 3,
        options: [o('geduld', 'Opnieuw geduldig antwoord geven'), o('notitie', 'Een notitie maken in het klantdossier'), o('gemachtigde', 'Vragen of er iemand is die met hem meekijkt, zoals een gemachtigde'), o('ophangen', 'Zeggen dat hij niet meer moet bellen'), o('lachen', 'Er met collega\'s om lachen')],
        correct: ['geduld', 'notitie', 'gemachtigde'],
        explanation: 'Geduld, een notitie voor collega\'s en een gemachtigde die kan meekijken helpen hem echt. Zo kan de bank hem ook beter beschermen.',
      }),
      scene('pincode', 'Pincode vergeten', ['Een klant staat bij de geldautomaat in de hal en heeft drie keer een verkeerde pincode ingetoetst.'], {
        kind: 'single',
        prompt: 'Wat is de beste hulp?',
        points: 2,
        options: [o('balie', 'Ik neem hem mee naar een rustig plekje en kijk samen hoe hij op een veilige manier aan geld komt'), o('code', 'Ik vraag zijn pincode, dan toets ik hem in'), o('later', 'Ik zeg dat hij morgen maar terug moet komen')],
        correct: 'balie',
        explanation: 'Een rustige plek en samen zoeken naar een veilige oplossing helpt hem verder. Vraag nooit naar een pincode.',
      }),
    ],
  },
  {
    slug: 'ziekenhuisbalie',
    title: 'Dementievriendelijk aan de ziekenhuisbalie',
    audience: 'beroep',
    role: 'Ziekenhuisbalie',
    teaser: 'Voor baliemedewerkers en gastvrouwen: patiënten en bezoekers met dementie de weg wijzen.',
    goedLead: 'Een oudere man staat bij de balie en zegt dat hij een afspraak heeft, maar weet niet bij wie.',
    scenes: [
      scene('wachtkamer', 'Onrustig in de wachtkamer', ['Een vrouw met dementie loopt steeds de wachtkamer uit. Haar dochter is even naar het toilet.'], {
        kind: 'single',
        prompt: 'Wat doe je?',
        points: 2,
        options: [o('bijzitten', 'Ik ga even bij haar zitten en vertel dat haar dochter zo terugkomt'), o('terugsturen', 'Ik zeg dat ze moet blijven zitten'), o('omroepen', 'Ik roep de dochter om via de intercom')],
        correct: 'bijzitten',
        explanation: 'Iemand met dementie die alleen is op een vreemde plek, kan bang worden. Even bij haar zitten en uitleggen wat er gebeurt, geeft rust.',
      }),
      scene('route', 'De weg wijzen', ['Een bezoeker moet naar de polikliniek geriatrie op de tweede verdieping. Hij lijkt het niet goed te onthouden.'], {
        kind: 'multiple',
        prompt: 'Wat helpt hem? Kies alles wat klopt.',
        points: 3,
        options: [o('briefje', 'De route kort opschrijven'), o('meelopen', 'Een vrijwilliger laten meelopen'), o('kleur', 'De kleur van de borden noemen die hij moet volgen'), o('lang', 'De hele route in één keer uitleggen met alle afslagen'), o('app', 'Hem de app van het ziekenhuis laten downloaden')],
        correct: ['briefje', 'meelopen', 'kleur'],
        explanation: 'Eén duidelijk houvast werkt: een briefje, een kleur om te volgen of iemand die meeloopt. Een lange uitleg of een app is vaak te veel.',
      }),
      scene('formulier', 'Een formulier invullen', ['Een patiënt moet een vragenlijst invullen, maar kijkt hulpeloos naar het papier.'], {
        kind: 'single',
        prompt: 'Wat is een goede aanpak?',
        points: 2,
        options: [o('samen', 'Ik bied aan de vragen samen te lopen, op een rustige plek'), o('mee', 'Ik geef het formulier mee naar huis'), o('overslaan', 'Ik sla het formulier over zonder het te melden')],
        correct: 'samen',
        explanation: 'Samen de vragen doorlopen helpt de patiënt en zorgt dat de informatie klopt. Meld het aan de zorgverlener als je twijfelt of de antwoorden goed zijn.',
      }),
    ],
  },
];
