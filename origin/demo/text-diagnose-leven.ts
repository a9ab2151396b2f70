/**
 * Page texts for the `/herkennen-en-diagnose` and `/leven-met-dementie` sections.
 */
import { type PageText, link, list, paragraphs } from './helpers';

const helplineLink = link('/onze-ondersteuning/dementietelefoon', 'Dementietelefoon');

export const diagnoseEnLevenPages: PageText[] = [
  {
    id: 105,
    alias: '/herkennen-en-diagnose',
    parentAlias: null,
    title: 'Herkennen en diagnose',
    metaTitle: 'Dementie herkennen en diagnose | Dementiezorg Nederland',
    metaDescription: `Maak je je zorgen over je geheugen of over dat van een naaste? Lees welke signalen kunnen wijzen op dementie en hoe je een diagnose krijgt.`,
    intro: paragraphs(
      `Iedereen vergeet weleens iets. Maar wanneer vergeten of andere veranderingen het dagelijks leven beginnen te verstoren, is het verstandig om daar aandacht aan te besteden.`,
    ),
    categories: ['Diagnose'],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Signalen die kunnen wijzen op dementie',
        html:
          paragraphs(
            `Vergeetachtigheid hoort bij het ouder worden. Het verschil met dementie zit vaak in de mate waarin het leven erdoor verandert. Wie af en toe niet op een naam kan komen, hoeft zich geen zorgen te maken. Wie regelmatig verdwaalt op een bekende route, doet er goed aan dat te bespreken.`,
          ) +
          list([
            `steeds vaker afspraken vergeten, ook als ze zijn opgeschreven`,
            `moeite met gewone handelingen, zoals koffiezetten of afrekenen`,
            `niet meer goed weten waar je bent of hoe laat het is`,
            `veranderingen in karakter of stemming die anderen opvallen`,
            `je terugtrekken uit hobby's en sociale contacten`,
          ]) +
          paragraphs(
            `Deze signalen kunnen ook een andere oorzaak hebben, zoals een tekort aan vitamine B12, een schildklierprobleem, een depressie of bijwerkingen van medicijnen. Juist daarom is het goed om ze te laten onderzoeken.`,
          ),
      },
      {
        kind: 'text_with_title',
        title: 'De geheugentest',
        html: paragraphs(
          `Twijfel je of je klachten een reden zijn om naar de huisarts te gaan? Doe dan de ${link('/geheugentest', 'geheugentest')}. De test is al meer dan 350.000 keer ingevuld. Hij geeft geen diagnose, maar helpt je wel om je zorgen onder woorden te brengen.`,
          `Je kunt de test ook invullen over iemand anders, bijvoorbeeld over je partner of een van je ouders.`,
        ),
      },
      {
        kind: 'html',
        html:
          `<h2>Praten over je zorgen</h2>` +
          paragraphs(
            `Het kan moeilijk zijn om zorgen over het geheugen van een naaste bespreekbaar te maken. Kies een rustig moment, vertel wat je opvalt en vraag hoe de ander het zelf ervaart. Maak geen verwijten en geef de ander de tijd.`,
            `Lees bij ${link('/herkennen-en-diagnose/diagnose', 'De diagnose dementie')} hoe het onderzoek verloopt.`,
          ),
      },
    ],
  },
  {
    id: 106,
    alias: '/herkennen-en-diagnose/diagnose',
    parentAlias: '/herkennen-en-diagnose',
    title: 'De diagnose dementie',
    metaTitle: 'De diagnose dementie | Dementiezorg Nederland',
    metaDescription: `Hoe verloopt het onderzoek naar dementie? Van het eerste gesprek met de huisarts tot de uitslag bij de geheugenpoli.`,
    intro: paragraphs(
      `Een diagnose geeft duidelijkheid. Je weet waar de klachten vandaan komen en je krijgt toegang tot passende zorg en ondersteuning. Hier lees je hoe het onderzoek verloopt.`,
    ),
    categories: ['Diagnose'],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Stap voor stap naar een diagnose',
        html:
          list(
            [
              `<strong>Gesprek met de huisarts.</strong> De huisarts vraagt naar je klachten en hoe lang je die al hebt. Neem gerust iemand mee die je goed kent.`,
              `<strong>Eerste onderzoek.</strong> De huisarts of praktijkondersteuner doet een korte geheugentest en laat vaak bloed prikken om andere oorzaken uit te sluiten.`,
              `<strong>Verwijzing.</strong> Is meer onderzoek nodig, dan verwijst de huisarts je naar een geheugenpoli, een geriater of een neuroloog.`,
              `<strong>Uitgebreid onderzoek.</strong> Daar volgen gesprekken, neuropsychologische tests en soms een scan van de hersenen.`,
              `<strong>Uitslag.</strong> In een gesprek hoor je de uitslag en bespreek je wat er nu gaat gebeuren.`,
            ],
            true,
          ) + paragraphs(`Het hele traject duurt meestal enkele weken tot een paar maanden.`),
      },
      {
        kind: 'text_with_title',
        title: 'Na de diagnose',
        html: paragraphs(
          `Een diagnose dementie kan veel losmaken: verdriet, boosheid of juist opluchting omdat er eindelijk een verklaring is. Neem de tijd om het nieuws te laten bezinken.`,
          `Na de diagnose heb je recht op een casemanager dementie. Dat is een vaste hulpverlener die je helpt de zorg te regelen en met wie je al je vragen kunt bespreken. Je huisarts of de geheugenpoli kan je doorverwijzen. De casemanager wordt vergoed uit de basisverzekering en gaat niet af van je eigen risico.`,
        ),
      },
      {
        kind: 'html',
        html:
          `<h3>Tip: bereid het gesprek voor</h3>` +
          list([
            `Schrijf op welke veranderingen je merkt en sinds wanneer.`,
            `Neem een lijst mee van de medicijnen die je gebruikt.`,
            `Zet je vragen vooraf op papier.`,
            `Vraag of je aantekeningen mag maken of het gesprek mag opnemen.`,
          ]),
      },
    ],
  },
  {
    id: 107,
    alias: '/leven-met-dementie',
    parentAlias: null,
    title: 'Leven met dementie',
    metaTitle: 'Leven met dementie | Dementiezorg Nederland',
    metaDescription: `Dementie verandert veel, maar er blijft ook veel mogelijk. Praktische informatie over wonen, het dagelijks leven en zorg, voor mensen met dementie en hun naasten.`,
    intro: paragraphs(
      `Met dementie verandert het leven, voor jezelf en voor de mensen om je heen. Toch blijft er veel mogelijk. Hier vind je informatie en tips om het dagelijks leven zo prettig mogelijk in te richten.`,
    ),
    categories: ['Wonen', 'Zorg en ondersteuning'],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Zo lang mogelijk zelfstandig',
        html: paragraphs(
          `Veel mensen met dementie willen zo lang mogelijk thuis blijven wonen. Met een paar aanpassingen lukt dat vaak goed. Denk aan een duidelijke dagplanning op een whiteboard, een klok die ook de dag en de datum aangeeft en vaste plekken voor sleutels en portemonnee.`,
          `Ook technologie kan helpen, zoals een medicijndispenser die een signaal geeft of een gps-tracker voor wie graag zelfstandig wandelt. Bespreek met je casemanager welke hulpmiddelen bij jou passen.`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Blijf doen wat je leuk vindt',
        html: paragraphs(
          `Bezigheden die plezier geven, zijn belangrijk. Misschien lukt tuinieren of koken niet meer helemaal alleen, maar samen nog wel. Bewegen, muziek en contact met anderen hebben een gunstig effect op de stemming en het welbevinden.`,
          `In veel regio's zijn ontmoetingscentra en Alzheimer Cafés waar je mensen in een vergelijkbare situatie ontmoet. Kijk bij ${link('/regios', 'jouw regio')} wat er in de buurt te doen is.`,
        ),
      },
      {
        kind: 'html',
        html:
          `<h2>Voor naasten</h2>` +
          paragraphs(
            `Zorg je voor iemand met dementie? Dan ben je mantelzorger, ook als je dat woord zelf misschien niet gebruikt. Lees meer over ${link('/leven-met-dementie/mantelzorg', 'mantelzorg bij dementie')} en over hoe je ${link('/leven-met-dementie/mantelzorg/zorgen-voor-jezelf', 'goed voor jezelf zorgt')}.`,
          ),
      },
    ],
  },
  {
    id: 108,
    alias: '/leven-met-dementie/mantelzorg',
    parentAlias: '/leven-met-dementie',
    title: 'Mantelzorg bij dementie',
    metaTitle: 'Mantelzorg bij dementie | Dementiezorg Nederland',
    metaDescription: `Zorgen voor iemand met dementie is waardevol en zwaar tegelijk. Informatie en tips voor mantelzorgers: omgaan met veranderingen, hulp vragen en steun vinden.`,
    intro: paragraphs(
      `Partners, kinderen, vrienden en buren: samen geven zij het grootste deel van de zorg aan mensen met dementie. Die zorg is waardevol, maar kan ook zwaar zijn. Je staat er niet alleen voor.`,
    ),
    categories: ['Mantelzorg'],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Omgaan met veranderend gedrag',
        html: paragraphs(
          `Door dementie kan iemand anders gaan reageren dan je gewend bent. Hij of zij wordt misschien achterdochtig, onrustig of boos, vaak zonder dat er voor jou een duidelijke aanleiding is. Dat gedrag is meestal een manier om te laten merken dat er iets niet goed gaat: angst, pijn, verveling of te veel prikkels.`,
          `Probeer te achterhalen wat erachter zit. Ga niet in discussie over wat wel of niet klopt, maar reageer op het gevoel. Zeg bijvoorbeeld niet "Dat heb ik je net verteld", maar "Je maakt je zorgen, hè? Ik ben bij je."`,
          `In onze gratis ${link('/training-omgaan-met-veranderend-gedrag', 'online training')} leer je in korte stappen hoe je met veranderend gedrag omgaat.`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Hulp vragen en aannemen',
        html: paragraphs(
          `Veel mantelzorgers vinden het moeilijk om hulp te vragen. Toch is het belangrijk om de zorg te delen, zodat je het langer volhoudt. Maak een lijstje van taken waarbij anderen kunnen helpen, zoals boodschappen doen, een middag gezelschap houden of meegaan naar de dokter.`,
          `Via de gemeente kun je ondersteuning aanvragen vanuit de Wet maatschappelijke ondersteuning (Wmo), zoals dagbesteding of respijtzorg. Dan neemt iemand anders de zorg tijdelijk van je over. Lees meer op de pagina ${link('/regelzaken', 'Regelzaken')}.`,
        ),
      },
      {
        kind: 'html',
        html:
          `<blockquote><p>"Ik dacht lang dat ik alles zelf moest doen. Sinds mijn buurvrouw één middag per week bij mijn man is, heb ik weer tijd om te zwemmen."</p></blockquote>` +
          paragraphs(
            `Wil je je verhaal kwijt of heb je een vraag? Bel de ${helplineLink}: gratis en elke dag bereikbaar van 9.00 tot 23.00 uur.`,
          ),
      },
    ],
  },
  {
    id: 109,
    alias: '/leven-met-dementie/mantelzorg/zorgen-voor-jezelf',
    parentAlias: '/leven-met-dementie/mantelzorg',
    title: 'Zorgen voor jezelf',
    metaTitle: 'Zorgen voor jezelf als mantelzorger | Dementiezorg Nederland',
    metaDescription: `Als mantelzorger van iemand met dementie is het belangrijk om ook goed voor jezelf te zorgen. Herken de signalen van overbelasting en vind steun.`,
    intro: paragraphs(
      `Wie voor een ander zorgt, vergeet zichzelf snel. Toch kun je alleen goed blijven zorgen als je ook op je eigen grenzen let.`,
    ),
    categories: ['Mantelzorg'],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Signalen van overbelasting',
        html:
          paragraphs(
            `Overbelasting sluipt er vaak ongemerkt in. Het is goed om op tijd te herkennen wanneer het te veel wordt. Let bijvoorbeeld op deze signalen:`,
          ) +
          list([
            `je slaapt slecht of bent voortdurend moe`,
            `je bent sneller geïrriteerd of verdrietig`,
            `je hebt geen tijd of energie meer voor vrienden en hobby's`,
            `je hebt lichamelijke klachten, zoals hoofdpijn of rugpijn`,
            `je voelt je schuldig als je even iets voor jezelf doet`,
          ]) +
          paragraphs(
            `Herken je meerdere van deze signalen? Praat erover met je huisarts, de casemanager of iemand die je vertrouwt.`,
          ),
      },
      {
        kind: 'text_with_title',
        title: 'Kleine dingen die helpen',
        html: paragraphs(
          `Plan elke week iets wat je energie geeft, hoe klein ook: een wandeling, koffie met een vriendin, een uur lezen. Zet het in je agenda alsof het een afspraak is.`,
          `Praat met mensen die begrijpen wat je doormaakt. In een lotgenotengroep of een Alzheimer Café merk je dat anderen met dezelfde vragen worstelen. Dat geeft herkenning en vaak ook praktische tips.`,
          `En vergeet niet: het is geen falen om zorg uit handen te geven. <em>Het is een manier om het vol te houden.</em>`,
        ),
      },
    ],
  },
];

/** The introduction of the unpublished draft of the mantelzorg page (see revisions.ts). */
export const mantelzorgDraftIntro = paragraphs(
  `Bijna iedereen die zorgt voor iemand met dementie, doet dat naast werk, gezin of een eigen gezondheid die ook aandacht vraagt. Op deze pagina vind je vernieuwde tips en de weg naar steun bij jou in de buurt, zodat je het samen langer volhoudt.`,
);
