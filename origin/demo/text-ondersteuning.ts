/**
 * Page texts for support and the organisation: `/onze-ondersteuning`, the
 * helpline, `/over-ons` with its sub-pages, and `/contact`.
 */
import { type PageText, HELPLINE_HREF, HELPLINE_NUMBER, link, list, paragraphs } from './helpers';

const helplineLink = link('/onze-ondersteuning/dementietelefoon', 'Dementietelefoon');

export const ondersteuningPages: PageText[] = [
  {
    id: 110,
    alias: '/onze-ondersteuning',
    parentAlias: null,
    title: 'Onze ondersteuning',
    metaTitle: 'Onze ondersteuning | Dementiezorg Nederland',
    metaDescription: `Dementiezorg Nederland helpt mensen met dementie en hun naasten met informatie, een gratis Dementietelefoon, lotgenotencontact en activiteiten in 48 regio's.`,
    intro: paragraphs(
      `Niemand hoeft er alleen voor te staan. Wij bieden informatie, een luisterend oor en ontmoeting, landelijk en dicht bij huis.`,
    ),
    categories: ['Zorg en ondersteuning'],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Wat we voor je kunnen doen',
        html: list([
          `<strong>De Dementietelefoon</strong>: gratis advies en een luisterend oor, elke dag van 9.00 tot 23.00 uur.`,
          `<strong>Alzheimer Cafés en ontmoetingen</strong>: maandelijkse bijeenkomsten in het hele land, waar je informatie krijgt en anderen ontmoet.`,
          `<strong>Cursussen voor mantelzorgers</strong>: praktische kennis over dementie en over het omgaan met veranderingen.`,
          `<strong>Online training</strong>: leer in je eigen tempo hoe je dementievriendelijk reageert.`,
          `<strong>Informatie op maat</strong>: brochures en artikelen over alle fasen van dementie.`,
        ]),
      },
      {
        kind: 'text_with_title',
        title: 'Dicht bij huis',
        html: paragraphs(
          `Onze 48 regio's organiseren activiteiten in hun eigen omgeving. Vrijwilligers die de regio goed kennen, weten de weg naar de juiste zorg en hulp. Zoek ${link('/regios', 'jouw regio')} en bekijk wat er bij jou in de buurt gebeurt.`,
          `Dankzij donateurs en vrijwilligers zijn bijna al onze activiteiten gratis toegankelijk.`,
        ),
      },
      {
        kind: 'html',
        html:
          `<h2>Direct iemand spreken?</h2>` +
          paragraphs(`Bel de ${helplineLink} op ${link(HELPLINE_HREF, HELPLINE_NUMBER)}. Bellen is gratis.`),
      },
    ],
  },
  {
    id: 111,
    alias: '/onze-ondersteuning/dementietelefoon',
    parentAlias: '/onze-ondersteuning',
    title: 'Dementietelefoon',
    metaTitle: 'Dementietelefoon: gratis, elke dag van 9.00 tot 23.00 uur | Dementiezorg Nederland',
    metaDescription: `Bel gratis de Dementietelefoon op ${HELPLINE_NUMBER}, elke dag van 9.00 tot 23.00 uur. Voor vragen, advies en een luisterend oor bij dementie.`,
    intro: paragraphs(
      `Heb je een vraag over dementie, of wil je gewoon even je verhaal kwijt? Bel de Dementietelefoon. We zijn er elke dag van 9.00 tot 23.00 uur, ook in het weekend en op feestdagen. Bellen is gratis.`,
    ),
    categories: ['Zorg en ondersteuning'],
    blocks: [
      {
        kind: 'html',
        html:
          `<h2>Bel ${link(HELPLINE_HREF, HELPLINE_NUMBER)}</h2>` +
          paragraphs(
            `<strong>Gratis</strong> en <strong>elke dag bereikbaar van 9.00 tot 23.00 uur</strong>.`,
            `Je hoeft je naam niet te noemen. Wat je ons vertelt, blijft tussen jou en de medewerker die je spreekt.`,
          ),
      },
      {
        kind: 'text_with_title',
        title: 'Waarvoor kun je bellen?',
        html:
          paragraphs(`Geen vraag is te groot of te klein. Mensen bellen ons bijvoorbeeld met vragen als:`) +
          list([
            `Mijn vader vergeet steeds meer. Moet ik me zorgen maken?`,
            `Hoe vertel ik mijn kinderen dat ik dementie heb?`,
            `Mijn vrouw wordt 's avonds onrustig. Wat kan ik doen?`,
            `Welke hulp kan ik aanvragen bij de gemeente?`,
          ]) +
          paragraphs(
            `En soms is er geen vraag, maar is het gewoon fijn om te praten met iemand die het begrijpt.`,
          ),
      },
      {
        kind: 'text_with_title',
        title: 'Wie neemt er op?',
        html: paragraphs(
          `De Dementietelefoon wordt beantwoord door goed opgeleide vrijwilligers en professionals. Velen van hen hebben zelf ervaring met dementie in hun omgeving. Zij luisteren, denken met je mee en wijzen je zo nodig de weg naar hulp in jouw regio.`,
          `Vraagt je vraag meer uitzoekwerk? Dan bellen we je binnen een paar werkdagen terug.`,
          `Stel je je vraag liever schriftelijk? Onze ${link('/onze-ondersteuning/experts', 'experts')} beantwoorden ook vragen per e-mail.`,
        ),
      },
    ],
  },
  {
    id: 112,
    alias: '/over-ons',
    parentAlias: null,
    title: 'Over ons',
    metaTitle: 'Over ons | Dementiezorg Nederland',
    metaDescription: `Dementiezorg Nederland zet zich in voor mensen met dementie en hun naasten, met steun van vrijwilligers en donateurs in 48 regio's.`,
    intro: paragraphs(
      `Dementiezorg Nederland is er voor iedereen die met dementie te maken heeft. Wij geven voorlichting, bieden ondersteuning, komen op voor belangen en steunen wetenschappelijk onderzoek.`,
    ),
    categories: ['Over de organisatie'],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Onze missie',
        html: paragraphs(
          `Wij willen dat mensen met dementie en hun naasten zo goed mogelijk kunnen blijven meedoen in de samenleving, met de zorg en steun die bij hen past. En we werken aan een toekomst waarin dementie te voorkomen of te genezen is.`,
          `Dat doen we niet alleen. Duizenden vrijwilligers, donateurs en partners maken ons werk mogelijk.`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Zo zijn we georganiseerd',
        html: paragraphs(
          `Het landelijk bureau ondersteunt de 48 regio's, verzorgt de Dementietelefoon en zet zich in voor betere zorg en meer onderzoek. In de regio's organiseren vrijwilligers Alzheimer Cafés, voorlichting en andere activiteiten.`,
          `Wij zijn een onafhankelijke stichting met een ANBI-status. Giften aan ons zijn daardoor fiscaal aftrekbaar.`,
        ),
      },
      {
        kind: 'html',
        html:
          `<h3>Meer over ons</h3>` +
          list([
            link('/over-ons/werken-bij', 'Werken bij Dementiezorg Nederland'),
            link('/over-ons/pers', 'Pers en media'),
            link('/contact', 'Contact'),
            link('/privacy', 'Privacyverklaring'),
          ]),
      },
    ],
  },
  {
    id: 119,
    alias: '/over-ons/werken-bij',
    parentAlias: '/over-ons',
    title: 'Werken bij Dementiezorg Nederland',
    metaTitle: 'Werken bij Dementiezorg Nederland',
    metaDescription: `Wil je werken aan een dementievriendelijk Nederland? Lees wat werken bij Dementiezorg Nederland inhoudt en hoe je solliciteert.`,
    intro: paragraphs(
      `Bij ons werk je samen met betrokken collega's en vrijwilligers aan één doel: een beter leven voor mensen met dementie en hun naasten.`,
    ),
    categories: ['Over de organisatie'],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Wat we je bieden',
        html: paragraphs(
          `Een betekenisvolle baan in een organisatie die dicht bij de mensen staat voor wie ze werkt. Je krijgt ruimte om mee te denken en te groeien, flexibele werktijden en de mogelijkheid om deels thuis te werken.`,
          `Onze vacatures vind je op deze pagina zodra ze openstaan. Staat er nu niets voor je tussen? Een open sollicitatie is altijd welkom.`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Liever vrijwilliger?',
        html: paragraphs(
          `Vrijwilligers zijn het hart van onze organisatie. Je kunt je bijvoorbeeld inzetten als gastvrouw of gastheer bij een Alzheimer Café, als voorlichter of bij de Dementietelefoon. Bekijk het ${link('/vrijwilligerswerk', 'vrijwilligerswerk')} in jouw regio.`,
        ),
      },
    ],
  },
  {
    id: 120,
    alias: '/over-ons/pers',
    parentAlias: '/over-ons',
    title: 'Pers en media',
    metaTitle: 'Pers en media | Dementiezorg Nederland',
    metaDescription: `Journalisten kunnen bij Dementiezorg Nederland terecht voor informatie, interviews en achtergronden over dementie.`,
    intro: paragraphs(
      `Ben je journalist en zoek je informatie over dementie, of wil je iemand interviewen? Onze persvoorlichters helpen je graag verder.`,
    ),
    categories: ['Over de organisatie'],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Contact voor de pers',
        html: paragraphs(
          `Je bereikt de persvoorlichting op werkdagen via ${link('mailto:pers@example.org', 'pers@example.org')}. We reageren zo snel mogelijk, meestal nog dezelfde dag.`,
          `Dit contact is alleen bedoeld voor journalisten. Heb je een persoonlijke vraag over dementie? Bel dan de ${helplineLink}.`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Over woordkeuze',
        html: paragraphs(
          `We vragen journalisten om te schrijven over mensen <em>met</em> dementie, en niet over "dementerenden" of "lijders". Zo blijft de persoon zichtbaar achter de ziekte.`,
        ),
      },
    ],
  },
  {
    id: 114,
    alias: '/contact',
    parentAlias: null,
    title: 'Contact',
    metaTitle: 'Contact | Dementiezorg Nederland',
    metaDescription: `Neem contact op met Dementiezorg Nederland. Bel de gratis Dementietelefoon, mail ons of zoek contact met een regio bij jou in de buurt.`,
    intro: paragraphs(
      `Heb je een vraag, een idee of een opmerking? We horen graag van je. Kies hieronder de manier die het best bij je vraag past.`,
    ),
    categories: [],
    blocks: [
      {
        kind: 'text_with_title',
        title: 'Vragen over dementie',
        html: paragraphs(
          `Voor persoonlijke vragen over dementie bel je de ${helplineLink} op ${link(HELPLINE_HREF, HELPLINE_NUMBER)}, elke dag van 9.00 tot 23.00 uur. Bellen is gratis.`,
        ),
      },
      {
        kind: 'text_with_title',
        title: 'Het landelijk bureau',
        html:
          paragraphs(
            `Voor vragen over donaties, over je gegevens of over onze organisatie bereik je het landelijk bureau op werkdagen van 9.00 tot 17.00 uur.`,
          ) +
          list([
            `E-mail: ${link('mailto:info@example.org', 'info@example.org')}`,
            `Telefoon: 088 - 123 4000`,
            `Postadres: Postbus 1234, 3500 AA Utrecht`,
          ]),
      },
      {
        kind: 'text_with_title',
        title: 'Contact met een regio',
        html: paragraphs(
          `Wil je iets weten over activiteiten bij jou in de buurt? Neem dan rechtstreeks contact op met ${link('/regios', 'jouw regio')}. Op elke regiopagina vind je het e-mailadres en het telefoonnummer.`,
        ),
      },
    ],
  },
];
