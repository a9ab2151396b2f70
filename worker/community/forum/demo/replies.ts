/**
 * Pieces of the demo replies: an opening line, an experience that fits the
 * topic, and a closing line, picked deterministically, so 600 replies read
 * varied without a template with a number changed. And the pieces of the
 * long check-in conversation of the koffiehoek (2,000 replies).
 */
import type { TopicSlug } from './people';

export const OPENERS = [
  'Wat herkenbaar wat je schrijft.',
  'Dank je wel dat je dit deelt.',
  'Ik lees al een tijdje mee en wil nu ook reageren.',
  'Je bent zeker niet de enige.',
  'Wat een lastige situatie, en wat goed dat je hier je vraag stelt.',
  'Ik heb precies hetzelfde meegemaakt.',
  'Even een knuffel vanaf hier.',
  'Wat je beschrijft, hoor ik vaker in onze gespreksgroep.',
  'Goed dat je dit opschrijft, dat is al een stap.',
  'Ik moest een beetje glimlachen bij je bericht, want het is zo herkenbaar.',
  'Wat verdrietig, en tegelijk zo begrijpelijk.',
  'Misschien heb je iets aan mijn ervaring.',
  'Je vraag houdt mij ook bezig.',
  'Ik wil je vooral laten weten dat je het goed doet.',
];

export const MIDDLES: Record<TopicSlug, string[]> = {
  'net-de-diagnose': [
    'Bij ons hielp het om in de eerste weken niet alles tegelijk te willen regelen. We hebben eerst alleen de mensen om ons heen verteld wat er aan de hand was.',
    'De casemanager was voor ons echt een houvast. Schrijf je vragen op een briefje, want in het gesprek vergeet je de helft.',
    'Mijn man wilde het eerst aan niemand vertellen. Na een paar maanden zei hij zelf: laat het de buren maar weten, dan hoef ik niet te doen alsof.',
    'Wij hebben de brochure van de geheugenpoli samen gelezen, een stukje per dag. Dat was beter te behappen dan alles in één keer.',
    'Het Alzheimer Café in onze buurt was een goede eerste stap. Daar hoorden we wat er allemaal nog kan.',
    'Voor onze kleinkinderen was een prentenboek over een opa die dingen vergeet een mooie ingang. Ze stelden daarna zelf vragen.',
  ],
  mantelzorg: [
    'Ik heb geleerd om hulp te vragen, hoe moeilijk ik het ook vond. Een buurvrouw komt nu elke dinsdag een kop koffie drinken bij mijn man, zodat ik kan sporten.',
    'Respijtzorg voelde eerst als verraad. Nu weet ik dat ik het volhoud dankzij die weekenden.',
    'Bij de gemeente kun je vragen naar mantelzorgondersteuning. Bij ons kwam iemand langs die echt meedacht.',
    'Ik houd een schriftje bij waarin ik opschrijf wat goed ging. Op zware dagen lees ik dat terug.',
    'Een gesprek met de huisarts over mijn eigen slaap heeft me geholpen. Ik had te lang gewacht met aan mezelf denken.',
    'Wij hebben een groepsapp met de familie gemaakt waarin we de taken verdelen. Dat scheelde veel ergernis.',
  ],
  'jonge-mensen-met-dementie': [
    'Ik heb het mijn werkgever verteld met de bedrijfsarts erbij. Daarna konden we samen kijken welk werk nog wel ging.',
    'Er bestaan ontmoetingsgroepen speciaal voor jonge mensen met dementie. Vraag ernaar bij het Alzheimercentrum of je casemanager.',
    'Onze kinderen hadden veel aan een lotgenotenweekend voor jongeren met een ouder met dementie.',
    'We hebben de financiën goed laten doorrekenen. Dat gaf rust, ook al was het niet leuk om naar te kijken.',
    'Mijn vrouw doet nu vrijwilligerswerk bij de dierenweide. Ze voelt zich daar nuttig en gewaardeerd.',
  ],
  'rouw-en-verlies': [
    'Ik heb veel gehad aan een rouwbegeleider, ook al voor mijn moeder overleed. Het verdriet mag er zijn, ook nu al.',
    'Bij ons hielp het om de mooie herinneringen op te schrijven en aan de kleinkinderen voor te lezen.',
    'Na het overlijden van mijn man viel ik in een gat. De zorg was jaren mijn dagritme. Geef jezelf de tijd.',
    'Ik ga nog steeds op de dag van de week waarop ik altijd op bezoek ging een wandeling maken. Dat is mijn moment met hem.',
    'Het schuldgevoel over de verhuizing naar het verpleeghuis is bij mij langzaam minder geworden toen ik zag hoe rustig ze daar werd.',
  ],
  'wonen-en-zorg': [
    'Wij merkten het toen ik zelf niet meer sliep en mijn vrouw \'s nachts niet meer veilig was. Toen was het geen keuze meer.',
    'Een klein woonhuis paste beter bij mijn moeder: minder prikkels, vaste gezichten. Het was wel duurder.',
    'Vraag bij het verpleeghuis of je een dagje mee mag lopen. Dan zie je hoe het er echt aan toe gaat.',
    'Een fornuisbeveiliging en een deurmelder gaven ons een paar jaar extra thuis.',
    'Een vaste thuiszorgmedewerker hebben we gekregen door het met de wijkverpleegkundige te bespreken. Het scheelde veel onrust.',
    'Bij de dagbesteding mocht ik de eerste keren mee. Daarna ging het vanzelf.',
  ],
  'veranderend-gedrag': [
    'Ik ga niet meer in discussie. Als hij zegt dat hij naar huis wil, vraag ik hem over zijn ouderlijk huis te vertellen. Dan zakt de onrust vaak.',
    'Wat bij ons hielp: vaste tijden, weinig bezoek tegelijk en rond het eind van de middag een wandeling.',
    'De achterdocht komt door de ziekte, dat hielp me om het niet persoonlijk op te vatten. Maar pijn doet het wel.',
    'Douchen ging beter toen de thuiszorg het overnam. Voor de thuiszorg schaamde mijn man zich minder dan voor mij.',
    'Ik schrijf de antwoorden op een whiteboard in de keuken. Dan kan mijn moeder het zelf teruglezen.',
    'Overleg met de huisarts of de specialist ouderengeneeskunde kan ook helpen, soms speelt er iets lichamelijks, zoals pijn.',
  ],
  'geld-en-regelzaken': [
    'Wij hebben het levenstestament laten maken toen mijn vader nog goed kon meedenken. Achteraf ben ik daar zo blij om.',
    'De eigen bijdrage hangt af van inkomen en vermogen. Het Juridisch Loket kon het ons goed uitleggen.',
    'Voor bewindvoering ga je naar de kantonrechter. Het duurde bij ons een paar maanden, maar daarna was alles duidelijk.',
    'De bank vroeg bij ons ook veel papieren. Een afspraak op het kantoor werkte beter dan bellen.',
    'Stel een lage daglimiet in op de bankpas en zet alleen vertrouwde nummers in de telefoon. Dat geeft rust.',
  ],
  'zelf-dementie': [
    'Ik heb ook dementie. Wat mij helpt, is elke dag hetzelfde ritme en een lijstje op de koelkast.',
    'Ik zeg tegen mensen: praat met mij, niet over mij. Meestal begrijpen ze het dan.',
    'Op slechte dagen doe ik minder en ga ik naar buiten. De natuur maakt mijn hoofd rustiger.',
    'Mijn kleindochter heeft een fotoboek met namen voor me gemaakt. Dat gebruik ik als er bezoek komt.',
    'Ik doe mee aan een groep voor mensen met dementie die meedenkt met de gemeente. Het voelt goed om nog iets bij te dragen.',
  ],
  ontmoeten: [
    'Wij gaan elke maand naar het Alzheimer Café bij ons in de bibliotheek. Het is gezellig en je leert er veel.',
    'Op de site staat een overzicht van activiteiten per regio. Zo vonden wij een zangmiddag om de hoek.',
    'Mijn vader gaat naar het ontmoetingscentrum en ik naar de gespreksgroep. Zo hebben we allebei iets.',
    'Het museum bij ons heeft ook rondleidingen voor mensen met dementie. Mijn man vond het prachtig.',
    'Er is bij ons een wandelgroep op zaterdag. De begeleiders zijn vrijwilligers en heel geduldig.',
  ],
  koffiehoek: [
    'Bij ons is het Vader Abraham. Dan zingt mijn moeder het hele smurfenlied mee, tot grote hilariteit van de kleinkinderen.',
    'Samen in de tuin werken is voor ons ook het fijnste moment. Hij weet nog precies hoe je bonen moet zaaien.',
    'Ik lees graag verhalen van anderen. Het helpt om te zien dat je niet de enige bent.',
    'Mijn moment voor mezelf is fietsen. Een uur door de polder en ik kan er weer tegen.',
    'Wij kijken samen oude afleveringen van Swiebertje. Mijn man lacht er nog steeds om.',
  ],
};

export const CLOSERS = [
  'Veel sterkte.',
  'Houd ons op de hoogte, als je wilt.',
  'Ik denk aan je.',
  'Zorg ook goed voor jezelf.',
  'Laat je weten hoe het gaat?',
  'Een warme groet.',
  '',
  'Hopelijk heb je er iets aan.',
  'Je staat er niet alleen voor.',
  '',
];

/** The check-in conversation of the koffiehoek: its title, opening post, and the pieces of its many short replies. */
export const CHECK_IN = {
  title: 'Hoe gaat het vandaag? Het dagelijkse praatje',
  text: 'Een plek voor een kort berichtje, elke dag. Hoe gaat het vandaag met jou en met degene voor wie je zorgt? Een goede dag, een zware dag of iets ertussenin: alles mag hier.',
  greetings: ['Goedemorgen allemaal.', 'Hallo lieve mensen.', 'Even een berichtje van mij.', 'Hier weer een teken van leven.', 'Goedemiddag iedereen.', 'Fijn om hier even te zijn.', 'Dag allemaal.'],
  days: [
    'Vandaag een goede dag: we hebben samen gewandeld en ze was vrolijk.',
    'Een zware nacht achter de rug, hij was om vier uur al op.',
    'Vanochtend herkende mijn moeder me meteen, dat deed me goed.',
    'Het was druk vandaag met de thuiszorg en de fysiotherapeut.',
    'Rustige dag. We hebben puzzels gemaakt en naar de radio geluisterd.',
    'Mijn man was onrustig vanmiddag, maar na de thee ging het beter.',
    'Vandaag naar de dagbesteding geweest, en ze kwam blij thuis.',
    'Ik was zelf moe vandaag, dus we hebben het rustig aan gedaan.',
    'Bezoek gehad van de kleinkinderen. Hij genoot zichtbaar.',
    'Vanmorgen samen boodschappen gedaan, hij mocht de kar duwen.',
    'Een dag met veel vragen en weinig geduld, van mijn kant dan.',
    'We hebben oude foto\'s bekeken en ze wist nog veel namen.',
  ],
  extras: [
    'Het zonnetje scheen, dat helpt altijd.',
    'Morgen komt mijn zus, dan kan ik even weg.',
    'Ik probeer vanavond vroeg naar bed te gaan.',
    'De buurvrouw bracht soep, zo lief.',
    'Het regende de hele dag, dus veel binnen gezeten.',
    'Ik heb mezelf op een taartje getrakteerd.',
    '',
    '',
  ],
  closings: ['Sterkte voor wie het zwaar heeft.', 'Fijne avond allemaal.', 'Tot morgen.', 'Lief dat jullie er zijn.', '', 'Warme groet.'],
};
