/**
 * National news, written as templates: research, campaigns, the collecte,
 * Alzheimer Cafés, the Dementietelefoon, care and policy, personal stories,
 * volunteers, events and the organisation. Each template draws its details
 * (a subject, a person, a number) from the seeded generator, so 160 articles
 * read as different articles. All people, numbers and projects are fictional.
 */
import { ORGANISATION, link, paragraphs } from './helpers';
import { type NationalTemplate, dutchNumber, helplineLine, monthName, person, season } from './news-kit';

interface Research {
  subject: string;
  finding: string;
  meaning: string;
}

const RESEARCH: readonly Research[] = [
  {
    subject: 'slaap en geheugen',
    finding: 'Mensen die langere tijd slecht slapen, hebben vaker moeite met onthouden. Een vaste dagindeling en daglicht in de ochtend helpen om beter te slapen.',
    meaning: 'Slaap je slecht? Bespreek het met je huisarts. Soms helpen kleine aanpassingen al, zoals minder koffie na de middag en elke dag op hetzelfde tijdstip opstaan.',
  },
  {
    subject: 'een bloedtest voor de ziekte van Alzheimer',
    finding: 'Een bloedtest kon in het onderzoek met redelijke zekerheid eiwitten meten die bij de ziekte van Alzheimer horen. De test is nog niet geschikt voor gebruik bij de huisarts.',
    meaning: 'Voorlopig verandert er niets aan de manier waarop de diagnose wordt gesteld. Het kan nog jaren duren voordat zo’n test in de gewone zorg komt.',
  },
  {
    subject: 'muziek in de dagbesteding',
    finding: 'Bij dagbesteding waar elke dag samen muziek werd gemaakt of geluisterd, waren deelnemers rustiger en was er meer contact tussen mensen.',
    meaning: 'Muziek die iemand vroeger mooi vond, roept vaak herinneringen op. Zing mee, zet een oude plaat op of ga samen naar een koor.',
  },
  {
    subject: 'gehoorverlies en dementie',
    finding: 'Mensen met een slecht gehoor lopen een groter risico op dementie. Een hoortoestel lijkt dat risico te verkleinen, maar dat is nog niet zeker.',
    meaning: 'Hoor je minder goed? Laat je gehoor testen. Goed horen maakt het ook makkelijker om mee te blijven doen in gesprekken.',
  },
  {
    subject: 'bewegen bij beginnende dementie',
    finding: 'Deelnemers die drie keer per week een half uur wandelden, voelden zich fitter en somberden minder. Op het geheugen was nog geen effect te zien.',
    meaning: 'Bewegen is goed voor lichaam en stemming. Het hoeft niet zwaar te zijn: een dagelijkse wandeling telt al mee.',
  },
  {
    subject: 'eenzaamheid bij mantelzorgers',
    finding: 'Bijna de helft van de mantelzorgers in het onderzoek voelt zich regelmatig eenzaam, ook als er mensen om hen heen zijn.',
    meaning: 'Praat erover met mensen die het begrijpen, bijvoorbeeld in een Alzheimer Café of een gespreksgroep voor mantelzorgers.',
  },
  {
    subject: 'dementie op jonge leeftijd',
    finding: 'Bij mensen onder de 65 duurt het gemiddeld bijna vier jaar voordat de diagnose dementie wordt gesteld. Klachten worden vaak eerst aan stress of een burn-out toegeschreven.',
    meaning: 'Twijfel je, en ben je jonger dan 65? Vraag de huisarts gerust om een verwijzing naar een geheugenpoli.',
  },
  {
    subject: 'leefstijl en hersengezondheid',
    finding: 'Wie niet rookt, genoeg beweegt, gezond eet en contact houdt met anderen, verkleint de kans op dementie. Het is nooit te laat om daarmee te beginnen.',
    meaning: 'Kleine stappen tellen. Kies één ding dat je wilt veranderen, en houd dat een paar weken vol.',
  },
  {
    subject: 'technologie in de zorg thuis',
    finding: 'Eenvoudige hulpmiddelen, zoals een klok met dag en datum of een sensor bij de voordeur, geven mensen met dementie en hun naasten meer rust.',
    meaning: 'Vraag bij je gemeente of de thuiszorg welke hulpmiddelen er zijn. Probeer eerst iets eenvoudigs uit.',
  },
  {
    subject: 'vroege signalen in taalgebruik',
    finding: 'Veranderingen in taal, zoals vaker naar woorden zoeken of kortere zinnen maken, kunnen jaren voor de diagnose al te zien zijn.',
    meaning: 'Merk je zulke veranderingen bij jezelf of een naaste? Dat hoeft niet meteen dementie te zijn, maar een gesprek met de huisarts geeft duidelijkheid.',
  },
  {
    subject: 'de rol van het afweersysteem',
    finding: 'Ontstekingen in de hersenen lijken een grotere rol te spelen bij de ziekte van Alzheimer dan gedacht. Daarmee komen nieuwe mogelijkheden voor medicijnen in beeld.',
    meaning: 'Dit onderzoek staat nog aan het begin. Het helpt om te begrijpen hoe de ziekte ontstaat, maar een medicijn is er nog niet.',
  },
  {
    subject: 'vasculaire dementie na een beroerte',
    finding: 'Na een beroerte loopt ongeveer een op de vijf mensen een verhoogd risico op vasculaire dementie. Een goede bloeddruk verlaagt dat risico.',
    meaning: 'Heb je een beroerte gehad? Laat je bloeddruk regelmatig controleren en vraag je huisarts wat je zelf kunt doen.',
  },
];

const RESEARCH_GROUPS = [
  'onderzoekers uit Groningen',
  'een onderzoeksgroep in Nijmegen',
  'onderzoekers in Amsterdam en Maastricht',
  'een samenwerking van drie universitaire centra',
  'onderzoekers uit Rotterdam',
  'een onderzoeksteam in Leiden',
];

const CAMPAIGNS = [
  { slogan: 'Zie de mens', target: 'de persoon achter de diagnose' },
  { slogan: 'Even geduld, graag', target: 'mensen met dementie in winkels en bij de kassa' },
  { slogan: 'Samen dementievriendelijk', target: 'een buurt waarin iedereen mee kan doen' },
  { slogan: 'Praat erover', target: 'de eerste signalen van dementie' },
  { slogan: 'Niet alleen', target: 'mantelzorgers die er alleen voor staan' },
];

const CAFE_THEMES = [
  'wonen met dementie',
  'omgaan met veranderend gedrag',
  'rouw en verlies',
  'regelzaken en geld',
  'bewegen en ontspanning',
  'de zorg thuis',
  'dementie op jonge leeftijd',
  'de eerste tijd na de diagnose',
  'humor en dementie',
  'vakantie met iemand met dementie',
];

const HELPLINE_QUESTIONS = [
  { q: 'Mijn moeder herkent mij soms niet meer. Hoe ga ik daarmee om?', a: 'Probeer het niet persoonlijk op te vatten en stel jezelf rustig voor. Je aanwezigheid en je stem geven vaak nog steeds vertrouwen, ook als je naam even weg is.' },
  { q: 'Mag mijn vader met dementie nog autorijden?', a: 'Na de diagnose moet iemand een eigen verklaring invullen bij het CBR. Bespreek het samen met de huisarts of neuroloog, liefst voordat er iets gebeurt.' },
  { q: 'Mijn partner wil niet dat anderen het weten. Wat nu?', a: 'Dat is begrijpelijk. Vraag wat hem of haar tegenhoudt, en bedenk samen wie het als eerste mag weten. Vaak lucht het allebei op.' },
  { q: 'Hoe vraag ik hulp zonder dat het voelt als falen?', a: 'Hulp vragen is juist een manier om het vol te houden. Begin klein: vraag een buur om een boodschap, of een familielid om één middag in de week.' },
  { q: 'Mijn man is ’s avonds onrustig. Wat kan ik doen?', a: 'Veel mensen met dementie worden onrustiger als het donker wordt. Doe op tijd de lampen aan, houd de avond rustig en zorg voor een vast ritueel voor het slapengaan.' },
  { q: 'Wat doet een casemanager dementie precies?', a: 'Een casemanager is je vaste aanspreekpunt. Hij of zij helpt met vragen, regelt zorg en denkt met je mee. Je huisarts kan je verwijzen.' },
];

const POLICY = [
  { title: 'Wachttijden voor dagbesteding lopen op', text: 'In veel gemeenten moeten mensen met dementie weken of zelfs maanden wachten op een plek in de dagbesteding. Voor mantelzorgers betekent dat langer alles alleen doen.' },
  { title: 'Casemanagement dementie moet voor iedereen bereikbaar blijven', text: 'Niet overal krijgt iedereen na de diagnose snel een casemanager. Juist in de eerste tijd is die steun belangrijk.' },
  { title: 'Meer aandacht nodig voor mensen met dementie die alleen wonen', text: 'Steeds meer mensen met dementie wonen alleen. Zij hebben extra steun nodig om veilig thuis te blijven wonen en contact te houden met anderen.' },
  { title: 'Zorg voor mantelzorgers hoort in elk zorgplan', text: 'Mantelzorgers doen veel, vaak jarenlang. Als zij uitvallen, loopt de zorg thuis vast. Daarom moet hun belasting in elk zorgplan aan bod komen.' },
  { title: 'Gemeenten kunnen meer doen voor dementievriendelijke wijken', text: 'Een dementievriendelijke wijk begint bij mensen die weten wat dementie is: in de supermarkt, bij de bushalte en op het gemeentehuis.' },
];

const STORIES = [
  { quote: 'We lachen nog elke dag samen', relation: 'over het leven met haar man, die twee jaar geleden de diagnose kreeg' },
  { quote: 'Ik wilde het eerst niet weten', relation: 'over de lange weg naar de diagnose' },
  { quote: 'Het Alzheimer Café voelt als thuiskomen', relation: 'over wat de maandelijkse avonden voor haar betekenen' },
  { quote: 'Mijn vader leerde mij geduld', relation: 'over de zorg voor zijn vader met vasculaire dementie' },
  { quote: 'Ik ben nog steeds ik', relation: 'over werken, wandelen en de ziekte van Alzheimer op jonge leeftijd' },
  { quote: 'Vraag om hulp, ook als het nog gaat', relation: 'over wat ze andere mantelzorgers wil meegeven' },
  { quote: 'De tuin houdt ons allebei op de been', relation: 'over samen blijven doen wat je graag doet' },
  { quote: 'Elke dag is anders, en dat is goed', relation: 'over leven met frontotemporale dementie' },
];

const WEBINARS = ['slapen en dementie', 'de eerste tijd na de diagnose', 'communiceren als woorden wegvallen', 'wonen en verhuizen', 'geld en regelzaken', 'zorgen voor jezelf als mantelzorger'];

const VOLUNTEER_ROLES = [
  { role: 'maatje', text: 'Als maatje ga je regelmatig op pad met iemand met dementie: een wandeling, een kop koffie of samen naar de markt.' },
  { role: 'gastvrouw of gastheer in een Alzheimer Café', text: 'Als gastvrouw of gastheer ontvang je de bezoekers, schenk je koffie en zorg je dat iedereen zich welkom voelt.' },
  { role: 'vrijwilliger bij de Dementietelefoon', text: 'Bij de Dementietelefoon luister je naar mensen die met vragen of zorgen bellen. Je krijgt een goede training en staat er nooit alleen voor.' },
  { role: 'voorlichter', text: 'Als voorlichter vertel je op scholen, bij verenigingen en in buurthuizen wat dementie is en wat je kunt doen.' },
];

const BROCHURES = ['dementie op jonge leeftijd', 'wonen met dementie', 'zorgen voor jezelf als mantelzorger', 'de eerste signalen', 'regelzaken na de diagnose'];

export const NATIONAL_TEMPLATES: readonly NationalTemplate[] = [
  {
    write(rng, at) {
      const r = rng.pick(RESEARCH);
      const group = rng.pick(RESEARCH_GROUPS);
      return {
        title: rng.pick([`Onderzoek naar ${r.subject}: eerste resultaten bekend`, `Nieuwe inzichten over ${r.subject}`, `Wat weten we nu over ${r.subject}?`]),
        intro: `${group[0]?.toUpperCase()}${group.slice(1)} delen de eerste resultaten van hun onderzoek naar ${r.subject}. ${ORGANISATION} droeg bij aan het onderzoek.`,
        category: 'Onderzoek',
        image: 'onderzoek',
        blocks: [
          { kind: 'text_with_title', title: 'Wat het onderzoek laat zien', html: paragraphs(r.finding, `Het onderzoek liep ${rng.int(2, 5)} jaar en ${dutchNumber(rng.int(12, 90) * 10)} mensen deden mee. De resultaten verschijnen ${season(at)} in een vaktijdschrift.`) },
          { kind: 'text_with_title', title: 'Wat betekent dit voor jou?', html: paragraphs(r.meaning, `Lees meer over ${link('/onderzoek', 'het onderzoek dat wij steunen')}.`) },
        ],
      };
    },
  },
  {
    write(rng) {
      const r = rng.pick(RESEARCH);
      const n = rng.int(40, 400);
      return {
        title: `Deelnemers gezocht voor onderzoek naar ${r.subject}`,
        intro: `Voor een nieuw onderzoek naar ${r.subject} zoeken onderzoekers ${n} mensen die willen meedoen. Meedoen kan vanuit huis.`,
        category: 'Onderzoek',
        image: 'onderzoek',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Wat houdt meedoen in?',
            html: paragraphs(
              `Je vult ${rng.pick(['twee keer', 'drie keer', 'elk half jaar'])} een vragenlijst in en hebt een gesprek met een onderzoeker, thuis of via een videogesprek. Je partner of naaste mag erbij zijn.`,
              'Meedoen is vrijwillig. Je kunt altijd stoppen, zonder te zeggen waarom.',
              `Meer weten? Kijk op ${link('/onderzoek', 'onze pagina over onderzoek')}.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at) {
      const n = rng.int(6, 14);
      const euros = rng.int(18, 45) / 10;
      return {
        title: `${n} nieuwe onderzoeksprojecten krijgen steun in ${at.year}`,
        intro: `Dankzij donateurs en collectanten kan ${ORGANISATION} dit jaar ${n} nieuwe onderzoeksprojecten steunen, samen goed voor ${String(euros).replace('.', ',')} miljoen euro.`,
        key: `projecten-${at.year}`,
        category: 'Onderzoek',
        image: 'onderzoek',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Waar het geld naartoe gaat',
            html: paragraphs(
              `De projecten gaan over het ontstaan van dementie, over betere diagnose en over de zorg thuis. Een commissie van onderzoekers en ervaringsdeskundigen koos ze uit ${rng.int(40, 90)} aanvragen.`,
              'Ervaringsdeskundigen lazen mee en letten erop dat de onderzoeken iets opleveren voor mensen met dementie en hun naasten.',
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at) {
      const c = rng.pick(CAMPAIGNS);
      return {
        title: `Campagne '${c.slogan}' vraagt aandacht voor ${c.target}`,
        intro: `Vanaf deze week ${rng.pick(['is onze nieuwe campagne te zien en te horen', 'loopt onze campagne op radio, televisie en online', 'hangen de posters van onze campagne op stations'])}. De campagne vraagt aandacht voor ${c.target}.`,
        category: 'Campagnes',
        image: rng.pick(['handen', 'bankje', 'wandeling']),
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Waarom deze campagne?',
            html: paragraphs(
              `In Nederland hebben ruim 290.000 mensen dementie. Veel van hen merken dat mensen om hen heen ongemakkelijk reageren of afstand nemen. Met '${c.slogan}' laten we zien dat een beetje begrip al veel verschil maakt.`,
              `De campagne loopt tot eind ${monthName({ ...at, month: ((at.month + 1) % 12) + 1 })}. ${helplineLine(rng)}`,
            ),
          },
        ],
      };
    },
  },
  {
    months: [11],
    write(rng, at) {
      const tips = rng.int(5, 8);
      return {
        title: `Week van de Mantelzorg ${at.year}: ${tips} tips om het vol te houden`,
        intro: `In de Week van de Mantelzorg zetten we mantelzorgers van mensen met dementie in het zonnetje. Zij geven ${tips} tips die hen helpen om het vol te houden.`,
        key: `mantelzorgweek-${at.year}`,
        category: 'Campagnes',
        image: 'koffie',
        blocks: [
          {
            kind: 'html',
            html:
              paragraphs('Mantelzorgers gaven ons deze tips, voor en door mensen die het zelf meemaken:') +
              `<ul><li>Plan elke week iets voor jezelf, en houd je eraan.</li><li>Vertel je huisarts dat je mantelzorger bent.</li><li>Zoek lotgenoten op, bijvoorbeeld in een Alzheimer Café.</li><li>Vraag om hulp voordat je op bent.</li><li>Laat los wat niet meer lukt, en geniet van wat nog wel kan.</li></ul>` +
              paragraphs(`Lees meer over ${link('/leven-met-dementie/mantelzorg', 'zorgen voor iemand met dementie')}.`),
          },
        ],
      };
    },
  },
  {
    write(rng) {
      return {
        title: rng.pick(['Nieuwe radiospot: zo herken je de eerste signalen', 'Korte films laten zien hoe dementie begint', 'Online campagne over vergeetachtigheid en dementie']),
        intro: 'Vergeetachtig zijn is niet hetzelfde als dementie. Met een nieuwe campagne laten we zien waar het verschil zit, en wanneer het verstandig is om naar de huisarts te gaan.',
        category: 'Campagnes',
        image: 'telefoon',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Wanneer naar de huisarts?',
            html: paragraphs(
              'Iedereen vergeet weleens iets. Maar als je vaker de draad kwijtraakt, dingen kwijt bent of moeite hebt met dagelijkse klussen, is het goed om dat te laten onderzoeken.',
              `Twijfel je? Doe de ${link('/geheugentest', 'geheugentest')} of bespreek je zorgen met je huisarts.`,
            ),
          },
        ],
      };
    },
  },
  {
    months: [11, 12],
    write(rng, at) {
      const millions = rng.int(19, 27) / 10;
      const collectors = rng.int(45, 70) * 1000;
      return {
        title: `Collecte ${at.year} brengt ${String(millions).replace('.', ',')} miljoen euro op`,
        intro: `Ruim ${dutchNumber(collectors)} collectanten gingen in november langs de deuren. Samen haalden ze ${String(millions).replace('.', ',')} miljoen euro op voor mensen met dementie.`,
        key: `collecte-${at.year}`,
        category: 'Collecte',
        image: 'vrijwilliger',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Dank je wel',
            html: paragraphs(
              'We zijn alle collectanten, organisatoren en gevers enorm dankbaar. Met het geld steunen we onderzoek, de Dementietelefoon en de Alzheimer Cafés in het hele land.',
              `"Aan de deur hoor je de mooiste verhalen", vertelt ${person(rng, 35, 78).name}, die al ${rng.int(5, 25)} jaar collecteert. "Bijna iedereen kent wel iemand met dementie."`,
            ),
          },
        ],
      };
    },
  },
  {
    months: [8, 9, 10],
    write(rng, at) {
      return {
        title: rng.pick([`Collectanten gezocht voor de collecteweek in november`, `Help mee in de collecteweek van ${at.year}`, 'Twee uur collecteren maakt verschil']),
        intro: `In de eerste week van november gaan collectanten in het hele land langs de deuren. Er zijn ${season(at) === 'deze zomer' ? 'nog' : 'op veel plaatsen nog'} collectanten nodig. Twee uur van je tijd is al genoeg.`,
        category: 'Collecte',
        image: 'vrijwilliger',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Zo werkt het',
            html: paragraphs(
              'Je collecteert in je eigen straat of wijk, wanneer het jou uitkomt in de collecteweek. Je krijgt een collectebus of een QR-code waarmee mensen digitaal kunnen geven.',
              `Aanmelden kan bij ${link('/collecte', 'de collecte')}. De organisator in je buurt neemt dan contact met je op.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at) {
      const theme = rng.pick(CAFE_THEMES);
      return {
        title: `Alzheimer Cafés praten in ${monthName(at)} over ${theme}`,
        intro: `Deze maand staat in veel Alzheimer Cafés het thema ${theme} centraal. Iedereen die met dementie te maken heeft, is welkom. Aanmelden is niet nodig.`,
        category: 'Alzheimer Cafés',
        image: 'cafe',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Hoe gaat een avond?',
            html: paragraphs(
              'Een avond begint met koffie of thee. Daarna vertelt een deskundige over het thema en is er ruimte voor vragen. Na de pauze praten bezoekers verder met elkaar, of luisteren ze gewoon.',
              `Er zijn ${rng.pick(['ruim 230', 'meer dan 230', 'zo’n 230'])} Alzheimer Cafés in Nederland. Zoek een Alzheimer Café bij ${link('/regios', 'jouw regio')}.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng) {
      const visitor = person(rng, 60, 84);
      return {
        title: rng.pick(['Waarom mensen terugkomen in het Alzheimer Café', 'Een avond in het Alzheimer Café', 'Alzheimer Café: je hoeft er niets uit te leggen']),
        intro: `Elke maand komen in het hele land duizenden mensen naar een Alzheimer Café. ${visitor.name} (${visitor.age}) komt er al ${rng.int(2, 9)} jaar. Wat maakt het zo waardevol?`,
        category: 'Alzheimer Cafés',
        image: 'cafe',
        blocks: [
          {
            kind: 'html',
            html:
              paragraphs(
                `"De eerste keer zat ik achterin en zei ik niets", vertelt ${visitor.name}. "Nu ken ik iedereen. We praten over van alles, niet alleen over dementie."`,
                'Naast uitleg van deskundigen gaat het vooral om ontmoeting. Mensen met dementie, partners, kinderen en vrienden komen er samen.',
              ) + `<blockquote><p>"Hier hoef ik niets uit te leggen. Iedereen snapt het."</p></blockquote>`,
          },
        ],
      };
    },
  },
  {
    months: [12],
    write(rng, at) {
      return {
        title: `Dementietelefoon ook tijdens de feestdagen van ${at.year} bereikbaar`,
        intro: `De feestdagen kunnen zwaar zijn als iemand in je omgeving dementie heeft. De Dementietelefoon is ook op eerste en tweede kerstdag en op oudjaarsdag gewoon bereikbaar.`,
        key: `feestdagen-${at.year}`,
        category: 'Dementietelefoon',
        image: 'telefoon',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Tips voor rustige feestdagen',
            html: paragraphs(
              'Houd bezoek kort en klein, zorg voor een rustige plek om even bij te komen en houd vast aan het gewone ritme waar het kan.',
              `Vorig jaar belden in de laatste week van december ${rng.int(300, 600)} mensen. ${helplineLine(rng)}`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng, at) {
      const item = rng.pick(HELPLINE_QUESTIONS);
      return {
        title: `Vraag aan de Dementietelefoon: ${item.q}`,
        intro: `Elke maand lichten we een vraag uit die vaak gesteld wordt aan de Dementietelefoon. In ${monthName(at)}: ${item.q.charAt(0).toLowerCase()}${item.q.slice(1)}`,
        category: 'Dementietelefoon',
        image: 'telefoon',
        blocks: [
          { kind: 'text_with_title', title: 'Het antwoord van onze vrijwilligers', html: paragraphs(item.a, helplineLine(rng)) },
        ],
      };
    },
  },
  {
    write(rng, at) {
      const calls = rng.int(9, 16) * 1000;
      const quarter = Math.ceil(at.month / 3);
      return {
        title: `Dementietelefoon voerde ${dutchNumber(calls)} gesprekken in kwartaal ${quarter === 1 ? 4 : quarter - 1}`,
        intro: `Steeds meer mensen weten de Dementietelefoon te vinden. Vooral 's avonds, als de zorgen vaak groter worden, gaat de telefoon geregeld.`,
        key: `gesprekken-${at.year}-${quarter}`,
        category: 'Dementietelefoon',
        image: 'telefoon',
        blocks: [
          {
            kind: 'html',
            html: paragraphs(
              `Bellers hebben het vaak over de eerste signalen, over het gesprek met de huisarts of over de zorg voor een partner. Ongeveer ${rng.int(20, 35)} procent belt vooral om even stoom af te blazen.`,
              '"Soms is het grootste wat je kunt doen: luisteren", zegt een van de vrijwilligers.',
              `De ${link('/onze-ondersteuning/dementietelefoon', 'Dementietelefoon')} is gratis en elke dag bereikbaar van 9.00 tot 23.00 uur.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng) {
      const p = rng.pick(POLICY);
      return {
        title: p.title,
        intro: `${p.text} ${ORGANISATION} vraagt ${rng.pick(['de politiek', 'gemeenten', 'zorgverzekeraars', 'het kabinet'])} om in actie te komen.`,
        category: 'Zorg en beleid',
        image: rng.pick(['handen', 'bankje']),
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Wat wij vragen',
            html: paragraphs(
              'We vragen om zorg die past bij wat mensen met dementie en hun naasten echt nodig hebben: dichtbij, op tijd en met één vast aanspreekpunt.',
              `Ervaar jij dit zelf? Deel je ervaring met ons, dan nemen we die mee in onze gesprekken. Lees ook wat je nu al kunt regelen bij ${link('/regelzaken', 'Regelzaken')}.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng) {
      const s = rng.pick(STORIES);
      const p = person(rng, 48, 84);
      return {
        title: `"${s.quote}"`,
        intro: `${p.name} (${p.age}) vertelt ${s.relation}.`,
        category: 'Ervaringsverhalen',
        image: rng.pick(['wandeling', 'tuin', 'bankje', 'zee', 'fietsen']),
        blocks: [
          {
            kind: 'html',
            html:
              paragraphs(
                `"${rng.pick(['De diagnose was een klap', 'In het begin wisten we niet wat we moesten doen', 'Het ging eerst heel geleidelijk', 'Achteraf zagen we de signalen al jaren eerder'])}", vertelt ${p.name}. "${rng.pick(['Maar we hebben besloten om niet te wachten tot het slechter wordt.', 'Nu weten we beter wat er aan de hand is, en dat geeft rust.', 'Praten met anderen die hetzelfde meemaken, heeft ons enorm geholpen.'])}"`,
                `${rng.pick(['Elke week', 'Een paar keer per week', 'Elke ochtend'])} ${rng.pick(['wandelen ze samen een rondje door de buurt', 'werken ze samen in de moestuin', 'gaan ze naar de dagbesteding in het dorp', 'drinken ze koffie bij de buren'])}. "Dat ritme houdt ons overeind."`,
              ) + `<blockquote><p>"${s.quote}."</p></blockquote>` + paragraphs(helplineLine(rng)),
          },
        ],
      };
    },
  },
  {
    write(rng, at) {
      const n = rng.int(120, 480);
      return {
        title: rng.pick([`${n} vrijwilligers in het zonnetje gezet`, `Dank aan ${n} vrijwilligers die al tien jaar meedoen`]),
        intro: `${season(at).charAt(0).toUpperCase()}${season(at).slice(1)} zetten we ${n} vrijwilligers in het zonnetje die zich al jaren inzetten voor mensen met dementie.`,
        category: 'Vrijwilligers',
        image: 'vrijwilliger',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Zonder vrijwilligers geen Alzheimer Café',
            html: paragraphs(
              'Onze vrijwilligers zijn gastvrouw of gastheer, bellen met de Dementietelefoon, geven voorlichting of organiseren de collecte. Zonder hen zou ons werk niet bestaan.',
              `Wil je ook vrijwilliger worden? ${link('/contact', 'Neem contact met ons op')}, dan kijken we samen wat bij je past.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng) {
      const r = rng.pick(VOLUNTEER_ROLES);
      return {
        title: `Word ${r.role}`,
        intro: `We zoeken in het hele land mensen die ${r.role} willen worden. Ervaring is niet nodig: je krijgt een training en wordt goed begeleid.`,
        category: 'Vrijwilligers',
        image: 'vrijwilliger',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Wat je doet',
            html: paragraphs(r.text, `Je bepaalt zelf hoeveel tijd je geeft. Interesse? ${link('/contact', 'Neem vrijblijvend contact op')}.`),
          },
        ],
      };
    },
  },
  {
    months: [9],
    write(rng, at) {
      return {
        title: rng.pick([`Wereld Alzheimer Dag ${at.year}: wandelen voor dementie`, `Wereld Alzheimer Dag ${at.year}: honderden activiteiten in het land`, `Op 21 september staat dementie in de schijnwerpers`]),
        intro: `Rond Wereld Alzheimer Dag op 21 september organiseren onze regio's wandeltochten, informatiemarkten en open dagen. Iedereen is welkom.`,
        key: `wad-${at.year}`,
        category: 'Evenementen',
        image: 'wandeling',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Samen op pad',
            html: paragraphs(
              `Vorig jaar liepen ${dutchNumber(rng.int(30, 60) * 100)} mensen mee, met en zonder dementie. Onderweg waren er rustpunten met koffie, muziek en informatie over hulp in de buurt.`,
              `Kijk bij ${link('/regios', 'jouw regio')} wat er bij jou in de buurt te doen is.`,
            ),
          },
        ],
      };
    },
  },
  {
    write(rng) {
      const topic = rng.pick(WEBINARS);
      return {
        title: `Webinar over ${topic} terugkijken`,
        intro: `Ruim ${dutchNumber(rng.int(4, 20) * 100)} mensen keken live mee naar ons webinar over ${topic}. Heb je het gemist? Je kunt het terugkijken.`,
        category: 'Evenementen',
        image: 'koffie',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Wat kwam er aan bod?',
            html: paragraphs(
              `Een deskundige en een ervaringsdeskundige vertelden over ${topic} en beantwoordden vragen van kijkers. Veel vragen gingen over de praktijk: wat doe je als het thuis even niet meer gaat?`,
              'Het webinar is ondertiteld en duurt ongeveer een uur.',
            ),
          },
        ],
      };
    },
  },
  {
    months: [5, 6],
    write(rng, at) {
      return {
        title: `Jaarverslag ${at.year - 1}: meer mensen bereikt dan ooit`,
        intro: `In ${at.year - 1} bereikten we meer mensen met dementie en hun naasten dan in de jaren ervoor. Dat staat in ons jaarverslag, dat deze week verscheen.`,
        key: `jaarverslag-${at.year}`,
        category: 'Organisatie',
        image: 'handen',
        blocks: [
          {
            kind: 'text_with_title',
            title: 'De cijfers',
            html: paragraphs(
              `De Dementietelefoon voerde ruim ${dutchNumber(rng.int(40, 60) * 1000)} gesprekken. De Alzheimer Cafés hadden samen ${dutchNumber(rng.int(80, 120) * 1000)} bezoeken. En ${dutchNumber(rng.int(10, 14) * 1000)} vrijwilligers zetten zich in.`,
              'We danken iedereen die dit mogelijk maakte: vrijwilligers, donateurs, collectanten en partners.',
            ),
          },
        ],
      };
    },
  },
  {
    write(rng) {
      const subject = rng.pick(BROCHURES);
      return {
        title: `Vernieuwde brochure over ${subject}`,
        intro: `Onze brochure over ${subject} is helemaal vernieuwd. Mensen met dementie en mantelzorgers lazen mee, zodat de tekst helder en praktisch is.`,
        category: 'Organisatie',
        image: rng.pick(['koffie', 'herfst']),
        blocks: [
          {
            kind: 'text_with_title',
            title: 'Gratis te bestellen',
            html: paragraphs(
              `De brochure is gratis. Je kunt hem downloaden of op papier bestellen via ${link('/informatie-brochure', 'onze brochures')}.`,
              'Liever iemand spreken? De Dementietelefoon helpt je graag verder.',
            ),
          },
        ],
      };
    },
  },
];
