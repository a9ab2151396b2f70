/**
 * Page texts for practical and legal pages: `/regelzaken`, `/privacy`,
 * `/cookies`, `/disclaimer` and `/toegankelijkheid`.
 */
import { type PageText, link, list, paragraphs } from './helpers';

export const praktischPages: PageText[] = [
  {
    id: 116,
    alias: '/regelzaken',
    parentAlias: null,
    title: 'Regelzaken',
    metaTitle: 'Regelzaken bij dementie | Dementiezorg Nederland',
    metaDescription: `Bij dementie komt veel op je af. Een overzicht van wat je kunt regelen: volmacht, levenstestament, zorg via gemeente en Wlz, en autorijden.`,
    intro: paragraphs(
      `Na de diagnose dementie komt er veel op je af. Het helpt om belangrijke zaken op tijd te regelen, zolang je zelf nog goed kunt meebeslissen.`,
    ),
    categories: ['Geld en recht', 'Zorg en ondersteuning'],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Juridische zaken',
        html: paragraphs(
          `Met een <strong>levenstestament</strong> leg je vast wie beslissingen voor je mag nemen als je dat zelf niet meer kunt, bijvoorbeeld over geld of over medische behandelingen. Een levenstestament laat je opstellen door een notaris.`,
          `Een <strong>volmacht</strong> geeft iemand de bevoegdheid om namens jou bankzaken te regelen. De meeste banken hebben daarvoor een eigen formulier.`,
          `Is er niets geregeld en kan iemand zijn eigen zaken niet meer behartigen, dan kan de kantonrechter een bewindvoerder, mentor of curator benoemen.`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Zorg en ondersteuning aanvragen',
        html:
          list([
            `<strong>Gemeente (Wmo)</strong>: voor hulp in het huishouden, dagbesteding, woningaanpassingen en ondersteuning van mantelzorgers. Neem contact op met het Wmo-loket of het sociaal wijkteam.`,
            `<strong>Zorgverzekering (Zvw)</strong>: voor de casemanager dementie, wijkverpleging en behandeling door een arts of therapeut.`,
            `<strong>Wet langdurige zorg (Wlz)</strong>: voor wie blijvend de hele dag zorg of toezicht in de buurt nodig heeft, thuis of in een verpleeghuis. Het CIZ beoordeelt of je daarvoor in aanmerking komt.`,
          ]) + paragraphs(`Je casemanager dementie kan je helpen met de aanvragen.`),
      },
      {
        kind: 'text_with_title',
        title: 'Autorijden',
        html: paragraphs(
          `Een diagnose dementie betekent niet automatisch dat je moet stoppen met autorijden. Wel is het verstandig, en belangrijk voor je verzekering, dat het CBR beoordeelt of je nog veilig kunt rijden. Daarvoor vul je een Gezondheidsverklaring in. Soms volgt een rijtest.`,
          `Bespreek met je arts en je naasten wat voor jou verstandig is. Rijd je niet meer, vraag dan bij de gemeente naar vervoer, zoals een regiotaxi.`,
        ),
      },
    ],
  },
  {
    id: 113,
    alias: '/privacy',
    parentAlias: null,
    title: 'Privacyverklaring',
    metaTitle: 'Privacyverklaring | Dementiezorg Nederland',
    metaDescription: `Lees hoe Dementiezorg Nederland omgaat met je persoonsgegevens, waarom we gegevens verwerken en welke rechten je hebt.`,
    intro: paragraphs(
      `Wij gaan zorgvuldig om met je persoonsgegevens. In deze privacyverklaring lees je welke gegevens we verwerken, waarom we dat doen en welke rechten je hebt.`,
    ),
    categories: [],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Welke gegevens verwerken we?',
        html: paragraphs(
          `We verwerken alleen gegevens die nodig zijn voor ons werk. Dat zijn bijvoorbeeld je naam en contactgegevens wanneer je je aanmeldt voor de nieuwsbrief, een donatie doet of solliciteert als vrijwilliger. Als je de geheugentest invult, slaan we je antwoorden niet op een manier op die naar jou te herleiden is.`,
          `Wij verkopen je gegevens nooit aan anderen.`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Je rechten',
        html: paragraphs(
          `Je hebt het recht om je gegevens in te zien, te laten corrigeren of te laten verwijderen. Ook kun je bezwaar maken tegen het gebruik van je gegevens, bijvoorbeeld voor het toesturen van post.`,
          `Stuur je verzoek naar ${link('mailto:privacy@example.org', 'privacy@example.org')}. We reageren binnen een maand. Ben je het niet eens met hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Bewaartermijnen en beveiliging',
        html: paragraphs(
          `We bewaren gegevens niet langer dan nodig. Gegevens over donaties bewaren we zeven jaar, omdat de wet dat vraagt. Gegevens van sollicitaties verwijderen we uiterlijk vier weken na afloop van de procedure, tenzij je toestemming geeft om ze langer te bewaren.`,
          `We nemen passende technische en organisatorische maatregelen om je gegevens te beveiligen. Lees ook onze ${link('/cookies', 'cookieverklaring')}.`,
        ),
      },
    ],
  },
  {
    id: 117,
    alias: '/cookies',
    parentAlias: null,
    title: 'Cookieverklaring',
    metaTitle: 'Cookieverklaring | Dementiezorg Nederland',
    metaDescription: `Welke cookies gebruikt de website van Dementiezorg Nederland en waarvoor? Lees het hier en pas je voorkeuren aan.`,
    intro: paragraphs(
      `Onze website gebruikt cookies. Sommige zijn nodig om de website goed te laten werken, andere gebruiken we alleen als je daar toestemming voor geeft.`,
    ),
    categories: [],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Welke cookies gebruiken we?',
        html: list([
          `<strong>Noodzakelijke cookies</strong> zorgen ervoor dat de website werkt, bijvoorbeeld door je cookievoorkeur te onthouden.`,
          `<strong>Analytische cookies</strong> helpen ons te begrijpen hoe bezoekers de website gebruiken, zodat we die kunnen verbeteren. We verzamelen deze gegevens zo anoniem mogelijk.`,
          `<strong>Marketingcookies</strong> worden geplaatst door bijvoorbeeld YouTube en Vimeo wanneer je een video bekijkt. Zonder jouw toestemming tonen we deze video's niet.`,
        ]),
      },
      {
        kind: 'text_with_title',
        title: 'Je voorkeuren aanpassen',
        html: paragraphs(
          `Je kunt je toestemming op elk moment wijzigen of intrekken via de cookie-instellingen onderaan deze pagina. Ook kun je cookies verwijderen via de instellingen van je browser.`,
        ),
      },
    ],
  },
  {
    id: 115,
    alias: '/disclaimer',
    parentAlias: null,
    title: 'Disclaimer',
    metaTitle: 'Disclaimer | Dementiezorg Nederland',
    metaDescription: `De informatie op deze website is met zorg samengesteld, maar vervangt geen persoonlijk medisch advies. Lees onze disclaimer.`,
    intro: paragraphs(
      `Wij doen ons best om de informatie op deze website juist, volledig en actueel te houden. Toch kunnen we niet uitsluiten dat er iets niet klopt.`,
    ),
    categories: [],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Geen medisch advies',
        html: paragraphs(
          `De informatie op deze website is algemeen van aard en bedoeld als voorlichting. Ze vervangt geen persoonlijk advies van een arts of een andere zorgverlener. Heb je klachten of twijfels over je gezondheid, neem dan contact op met je huisarts.`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Aansprakelijkheid en links',
        html: paragraphs(
          `Dementiezorg Nederland is niet aansprakelijk voor schade die ontstaat door het gebruik van de informatie op deze website. Links naar websites van anderen zijn bedoeld als service; voor de inhoud van die websites zijn wij niet verantwoordelijk.`,
          `Zie je een fout of een verouderde tekst? Laat het ons weten via ${link('mailto:redactie@example.org', 'redactie@example.org')}.`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Auteursrecht',
        html: paragraphs(
          `De teksten op deze website mag je gebruiken voor niet-commerciële doeleinden, als je Dementiezorg Nederland als bron vermeldt. Voor foto's en video's geldt dat niet: daarop rust het auteursrecht van de makers.`,
        ),
      },
    ],
  },
  {
    id: 118,
    alias: '/toegankelijkheid',
    parentAlias: null,
    title: 'Toegankelijkheid',
    metaTitle: 'Toegankelijkheid | Dementiezorg Nederland',
    metaDescription: `Dementiezorg Nederland wil dat iedereen deze website kan gebruiken. Lees wat we doen aan toegankelijkheid en hoe je een probleem meldt.`,
    intro: paragraphs(
      `Iedereen moet onze informatie kunnen vinden en lezen, ook mensen met een beperking of met dementie. Daarom besteden we veel aandacht aan toegankelijkheid.`,
    ),
    categories: [],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Wat we doen',
        html: paragraphs(
          `We schrijven in heldere taal, met korte zinnen en duidelijke koppen. De website werkt ook met alleen een toetsenbord en met een schermlezer. Op elke pagina kun je de tekst laten voorlezen of afdrukken.`,
          `We laten de website regelmatig toetsen aan de richtlijnen voor digitale toegankelijkheid (WCAG).`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Loop je ergens tegenaan?',
        html: paragraphs(
          `Laat het ons weten via ${link('mailto:toegankelijkheid@example.org', 'toegankelijkheid@example.org')}. Beschrijf op welke pagina het probleem zich voordoet en welk hulpmiddel je gebruikt. We nemen binnen vijf werkdagen contact met je op.`,
        ),
      },
    ],
  },
];
