/**
 * The paragraphs the demo entries are made of, written for this project in
 * plain Dutch, in the textarea's convention (**bold**, '- ' lists, web
 * addresses): an opening, two paragraphs of the entry's theme and a closing,
 * chosen by a seeded random, so 120 entries read differently. Also the
 * reactions under entries.
 */
import type { Theme } from './titles';

export const OPENINGS: readonly string[] = [
  'Ik twijfelde lang of ik dit zou opschrijven. Maar toen ik hier las hoe anderen het doen, dacht ik: misschien helpt mijn verhaal ook iemand.',
  'Het is zondagavond, het huis is stil en ik heb eindelijk even tijd om te schrijven.',
  'Vorige week vroeg een vriendin hoe het nu écht met ons gaat. Ik wist niet goed wat ik moest zeggen, dus schrijf ik het hier maar op.',
  'Dit is geen verhaal met een mooi einde. Het is gewoon hoe het nu is.',
  'Mijn dochter zei: mam, schrijf het op, dan hoef je het niet steeds in je hoofd te houden. Dus hier ben ik.',
  'Er zijn dagen waarop alles tegenzit, en dagen waarop het verrassend goed gaat. Vandaag was zo’n goede dag.',
  'Ik schrijf dit aan de keukentafel, met een kop thee die alweer koud is geworden.',
  'Een half jaar geleden had ik nooit gedacht dat ik hier een blog zou bijhouden.',
  'Wie mijn eerdere stukjes las, weet dat het niet altijd makkelijk is. Dit keer wil ik iets anders vertellen.',
  'Soms helpt het om terug te kijken. Vandaag deed ik dat, en dit kwam boven.',
  'Gisteren stond ik in de supermarkt en ineens moest ik huilen bij de koekjes die hij altijd kocht.',
  'Het regende de hele dag. Een goed moment om eens op te schrijven wat er de laatste tijd gebeurde.',
  'Ik heb lang gedacht dat ik dit alleen moest doen. Dat bleek niet zo te zijn.',
  'Een lezer vroeg me hoe we de afgelopen maanden zijn doorgekomen. Dit is mijn antwoord.',
  'Het is alweer een tijd geleden dat ik hier iets schreef. Er is veel gebeurd.',
];

export const MIDDLES: Record<Theme, readonly string[]> = {
  diagnose: [
    'Achteraf zagen we de tekenen al veel eerder. Ze vergat afspraken, legde haar bril in de koelkast en werd boos als we daar iets van zeiden. We dachten dat het de leeftijd was.',
    'In de spreekkamer bleef het lang stil. De arts was vriendelijk en nam de tijd, maar ik hoorde na het woord **alzheimer** eigenlijk niets meer.',
    'Thuis hebben we eerst samen gehuild. Daarna pakte hij een schrift en schreef bovenaan: wat we nog willen doen. Dat schrift ligt nog steeds op tafel.',
    'Wat ons hielp in de eerste weken:\n- een vaste casemanager die we konden bellen\n- alles op papier zetten, ook de vragen voor de arts\n- niet alles tegelijk willen regelen',
    'De huisarts verwees ons naar de geheugenpoli. Daar volgden testjes, een scan en een gesprek. Het duurde al met al drie maanden voordat we wisten waar we aan toe waren.',
    'Wat ik iedereen zou aanraden: regel de volmacht en het levenstestament op tijd, zolang je het samen nog kunt bespreken. Op www.dementie.nl staat goed uitgelegd hoe dat werkt.',
    'Het vreemde is dat er de dag na de diagnose eigenlijk niets anders was. Dezelfde man, dezelfde grapjes. Alleen wisten wij nu iets wat we liever niet hadden geweten.',
  ],
  mantelzorg: [
    'Mijn dagen beginnen om half zeven. Medicijnen klaarzetten, ontbijt, helpen met aankleden. Als de thuiszorg om negen uur komt, heb ik al een halve werkdag achter de rug.',
    'Ik merkte pas hoe moe ik was toen de huisarts het me vroeg. Ik begon te huilen en kon niet meer stoppen. Sindsdien gaat hij **twee dagen per week naar de dagbesteding**.',
    'Het zwaarste vind ik niet het zorgen zelf, maar het alleen zijn met alle beslissingen. Vroeger deden we alles samen. Nu beslis ik, en hij kijkt me vragend aan.',
    'Wat mij overeind houdt:\n- elke ochtend een kwartier wandelen, alleen\n- de buurvrouw die op woensdag even komt zitten\n- de Dementietelefoon, als het ’s avonds te veel wordt',
    '’s Nachts loopt ze door het huis. Ze zoekt haar moeder, of de bus naar haar werk. Ik leer haar niet meer tegen te spreken, maar mee te zoeken tot ze rustig wordt.',
    'Mijn broer woont ver weg en belt één keer per week. Dan zegt hij dat het toch goed gaat met pa. Ja, tijdens dat ene telefoontje gaat het goed.',
    'Hulp vragen voelde als falen. Nu weet ik dat het juist nodig is om het vol te houden. De casemanager regelde respijtzorg, en ik heb voor het eerst in maanden doorgeslapen.',
  ],
  verpleeghuis: [
    'Het besluit om hem te laten verhuizen was het moeilijkste wat ik ooit heb gedaan. Thuis ging het echt niet meer, maar het voelde als verraad.',
    'Op de afdeling ruikt het naar koffie en soep. Er is een vaste verzorgende, Anja, die precies weet dat hij zijn thee met twee klontjes wil. Dat soort dingen maken het verschil.',
    'Ik heb haar kamer ingericht met spullen van thuis: de leunstoel, de klok van haar moeder, foto’s van de kleinkinderen. Ze zit graag bij het raam en kijkt naar de vogels.',
    'Soms herkent ze me, soms niet. Dan ben ik de aardige mevrouw die op bezoek komt. Ik heb geleerd dat dat ook goed is. We drinken koffie en ik houd haar hand vast.',
    'Wat ik meeneem als ik op bezoek ga:\n- een fotoalbum met grote foto’s\n- handcrème, ze vindt het fijn als ik haar handen insmeer\n- een cd met liedjes van vroeger',
    'Het gesprek met de specialist ouderengeneeskunde over wat hij nog wel en niet wil, was zwaar maar goed. We hebben op papier gezet wat hij vroeger altijd zei.',
    'Als ik wegga, zegt hij vaak: ga je nu al? Dan blijf ik nog vijf minuten. En dan nog vijf. Het afscheid wordt nooit makkelijker.',
  ],
  rouw: [
    'Mensen zeggen dat je rouwt als iemand overlijdt. Maar ik rouw al jaren, om elk stukje dat verdwijnt. Om de gesprekken, de grapjes, de blik van herkenning.',
    'Drie weken geleden is mijn moeder overleden. Rustig, in haar slaap. Ik dacht dat ik opgelucht zou zijn, maar vooral is het stil.',
    'Ik vond in zijn jaszak nog een briefje met mijn telefoonnummer erop, in zijn eigen handschrift. Hij had het opgeschreven toen hij het nog wist.',
    'Wat me troost:\n- de verhalen die anderen over hem vertellen\n- zijn gereedschap dat nu bij mijn zoon in de schuur ligt\n- weten dat hij tot het eind goed verzorgd werd',
    'Op de uitvaart draaiden we het liedje dat hij de laatste maanden nog meezong, ook toen hij bijna niets meer zei. De hele zaal zong mee.',
    'Het vreemdste is dat ik nog steeds om vier uur op de klok kijk. Dat was het bezoekuur. Nu is er niemand meer die op me wacht.',
    'Rouwen om iemand die er nog is, heet ook wel verlieskunde. Bij het Alzheimer Café hoorde ik dat woord voor het eerst, en ik voelde me ineens minder gek.',
  ],
  dagelijks: [
    'We hebben een vast ritme gemaakt: koffie om half elf, een wandeling na de lunch, de krant lezen op de bank. Dat ritme geeft ons allebei rust.',
    'Vandaag hebben we samen appeltaart gebakken. Hij wist niet meer hoe het recept ging, maar hij wist wel precies hoe je het deeg moet kneden. Zijn handen onthouden het.',
    'Op de dagbesteding doet hij mee met de houtwerkplaats. Hij komt thuis met zaagsel op zijn trui en vertelt trots wat hij gemaakt heeft. Dat zijn de goede dagen.',
    'Muziek werkt bij ons beter dan wat dan ook. Als ik een plaat van vroeger opzet, begint ze te zingen, en soms pakt ze mijn hand om te dansen.',
    'Kleine dingen die ons helpen:\n- een groot whiteboard in de keuken met de dag en de afspraken\n- vaste plekken voor sleutels en bril\n- **niet verbeteren**, maar meebewegen',
    'De kleinkinderen gaan er zo mooi mee om. Als opa iets voor de derde keer vraagt, geven ze voor de derde keer antwoord, alsof het de eerste keer is.',
    'We gingen naar het Alzheimer Café in het buurthuis. Eerst wilde hij niet, maar na afloop zei hij: daar gaan we weer heen. Er was een man met wie hij over duiven kon praten.',
  ],
  zelf: [
    'Ik heb zelf dementie. Ik ben 61. Dat zeg ik er meteen bij, omdat mensen vaak denken dat het alleen bij hele oude mensen voorkomt.',
    'Wat ik merk: woorden zijn soms weg. Ik weet precies wat ik bedoel, maar het woord komt niet. Dan zeg ik: dat ding waarmee je soep eet. Mijn vrouw lacht dan, en ik ook.',
    'Ik schrijf dit blog zolang het nog kan. Voor mezelf, om te onthouden hoe het was. En voor anderen, zodat ze weten dat je met dementie nog steeds jezelf bent.',
    'Wat ik fijn vind als mensen het weten:\n- geef me de tijd om te antwoorden\n- vraag niet of ik het nog weet\n- praat met mij, niet over mij',
    'Autorijden mag ik niet meer. Dat was een grote klap. Nu fiets ik, of neem ik de bus. Ik heb een kaartje in mijn portemonnee met mijn adres, voor het geval dat.',
    'In mijn telefoon staan herinneringen voor alles: medicijnen, afspraken, de vuilnisbak. Mijn zoon heeft het voor me ingesteld. Technologie is mijn tweede geheugen.',
    'Ik wil niet dat mensen medelijden hebben. Ik heb een ziekte, en die wordt erger. Maar vandaag heb ik in de tuin gewerkt en met mijn kleindochter gelachen. Dat telt ook.',
  ],
};

export const CLOSINGS: readonly string[] = [
  'Dank je wel voor het lezen. Het helpt me om dit te delen.',
  'Herken je dit? Ik lees graag hoe het bij jou gaat.',
  'Morgen is er weer een dag. Ik neem ze zoals ze komen.',
  'Wie met vragen zit: bel de Dementietelefoon. Dat heeft mij meer dan eens door een lange avond geholpen.',
  'Ik schrijf binnenkort weer. Tot dan, en zorg goed voor jezelf.',
  'Meer lezen over omgaan met dementie? Kijk op https://www.dementie.nl/omgaan-met-dementie.',
  'Het is niet altijd makkelijk, maar we doen het samen.',
  'Voor nu laat ik het hierbij. Er komt vast nog een vervolg.',
  '',
  '',
];

export const POEM_STANZAS: readonly string[] = [
  'Je zoekt een woord\ndat net nog hier was,\nik geef het je terug\nals een kopje thee.',
  'Elke ochtend vraag je\nwelke dag het is.\nElke ochtend zeg ik:\neen goede, vandaag.',
  'Je handen weten nog\nhoe je brood moet snijden,\nook als je hoofd\nal lang vergeten is waarvoor.',
  'Ik ben je dochter,\nzeg ik voor de derde keer.\nJe lacht en zegt:\nwat een mooie naam.',
  'In de gang hangt je jas\nnog aan de kapstok.\nIk hang de mijne ernaast,\nzoals we altijd deden.',
  'De klok in je kamer\ntikt zoals thuis.\nJij luistert ernaar\nen wordt stil.',
  'We lopen langs het water.\nJij telt de eenden,\nik tel de dagen\ndie we nog hebben.',
  'Je zingt het liedje\nvan je trouwdag,\nelk woord op zijn plaats,\nals een gebed.',
  'Wat je vergat, bewaar ik.\nIn mijn zakken,\nin mijn hoofd,\nin dit gedicht.',
  'Soms kijk je me aan\nen weet je het weer.\nEen seconde, een zomer,\neen heel leven lang.',
  'De stoel bij het raam\nis nu van jou.\nDe vogels komen\nelke dag terug.',
  'Herfst in je hoofd,\nbladeren vallen.\nIk veeg ze niet weg.\nIk raap ze op.',
  'Er is geen vandaag\nof gisteren meer.\nAlleen dit moment,\njouw hand in de mijne.',
  'Ik vergeet de namen\nvan mijn kleinkinderen.\nMaar hun lach\nvergeet ik nooit.',
  'Op een goede dag\nweet ik de weg naar de markt.\nOp een slechte dag\nweet ik de weg naar huis.',
  'Je zei niets meer,\nmaar je kneep in mijn hand.\nDat was genoeg.\nDat is nog steeds genoeg.',
  'De kamer is leeg.\nIk vouw je vesten op\nen ruik heel even\nonze zondagen.',
  'Koffie om half elf,\nzoals altijd.\nJij vraagt of ik suiker wil.\nDat vroeg je altijd.',
  'Ik schrijf mijn naam\nop het briefje in mijn jas.\nVoor als ik hem kwijt ben.\nVoor als ik mij kwijt ben.',
  'Aan zee lach je weer,\nde wind in je haren.\nDe golven onthouden\nwat jij niet meer weet.',
];

export const REACTIONS: readonly string[] = [
  'Wat herkenbaar. Bij ons ging het precies zo. Sterkte, en dank je wel voor het delen.',
  'Mooi geschreven. Ik moest er even stil van worden.',
  'Je bent niet alleen. Ik lees je blog altijd en kijk uit naar het volgende stukje.',
  'Die tip over het whiteboard ga ik proberen. Dank je wel!',
  'Wat een mooi moment met de muziek. Bij mijn vader werkt dat ook zo.',
  'Zorg ook goed voor jezelf. Dat vergeten we zo vaak.',
  'Ik heb tranen in mijn ogen. Zo mooi en zo verdrietig tegelijk.',
  'Dank je wel voor je eerlijkheid. Het helpt om te lezen dat anderen dit ook voelen.',
  'Wij hebben ook goede ervaringen met de casemanager. Bel haar gerust vaker, daar is ze voor.',
  'Wat fijn dat je dit nog zo kunt opschrijven. Blijf het doen.',
  'Dit gedicht ga ik uitprinten en op de koelkast hangen.',
  'Het schuldgevoel herken ik zo goed. Je doet het goed, echt waar.',
  'Wat een lieve verzorgende. Dat soort mensen zijn goud waard.',
  'Heel veel sterkte in deze periode. Ik denk aan je.',
  'Mijn moeder zong ook tot het laatst. Dank je wel dat je me daaraan herinnert.',
];
