/** Dutch texts: The site chrome: header, navigation, footer, page tools, errors, not-found, preview, debug, modal, paginator, slide-in. */
/** The Dementietelefoon: for this audience the most important link of the site (header, footer, pages). */
export const HELPLINE = {
  label: 'Dementietelefoon',
  number: '0800 - 1234 567',
  href: 'tel:08001234567',
  hours: 'gratis, elke dag van 9:00 tot 23:00 uur',
} as const;


export const site = {
  name: 'Dementiezorg Nederland',
  tagline: 'Samen sterker tegen dementie',
  skipLink: 'Ga naar hoofdinhoud',
  homeLabel: 'Home',
  logoSuffix: ', naar de homepage',
  helpline: `${HELPLINE.label}: ${HELPLINE.hours}`,
  /** The header's call link, read out as one phrase. */
  helplineCall: `Bel de ${HELPLINE.label} (gratis): ${HELPLINE.number}`,
  /** Read out (not shown) in the header's call link, between the name and the number. */
  helplineFree: '(gratis):',
} as const;

export const nav = {
  main: 'Hoofdmenu',
  menuToggle: 'Menu',
  menuClose: 'Sluit menu',
  breadcrumbs: 'Kruimelpad',
  footer: 'Footermenu',
} as const;

export const pageChrome = {
  helplineLabel: HELPLINE.label,
  helplineCall: `Bel gratis ${HELPLINE.number}`,
  helplineHref: HELPLINE.href,
  newsletterTitle: 'Onze nieuwsbrief',
  newsletterText: 'Ontvang één keer per maand nieuws, tips en verhalen over leven met dementie in je mailbox.',
  newsletterButton: 'Meld je aan voor de nieuwsbrief',
  newsletterUrl: '/nieuwsbrief',
  socialsTitle: 'Volg ons',
  socials: {
    x: 'Volg ons op X',
    facebook: 'Volg ons op Facebook',
    linkedin: 'Volg ons op LinkedIn',
    youtube: 'Bekijk ons op YouTube',
    instagram: 'Volg ons op Instagram',
  },
  marksTitle: 'Keurmerken',
  marks: {
    cbf: { title: 'Erkend goed doel', detail: 'Toezicht op goede doelen' },
    anbi: { title: 'ANBI-status', detail: 'Giften zijn aftrekbaar' },
    privacy: { title: 'Privacy gewaarborgd', detail: 'Zorgvuldig met je gegevens' },
    award: { title: 'Website van het jaar', detail: 'Categorie gezondheid' },
  },
  copyright: (year: number) => `© ${year} Dementiezorg Nederland`,
  debugTitle: 'Debugmodus',
  debugText: 'Deze knop veroorzaakt een testfout, om de foutafhandeling en foutmeldingen te controleren.',
  debugButton: 'Veroorzaak een testfout',
} as const;

export const error = {
  title: 'Er is iets misgegaan',
  intro:
    'Door een storing kunnen we deze pagina nu niet tonen. Probeer het over een paar minuten opnieuw. Heb je direct hulp nodig? Bel dan de Dementietelefoon.',
  backHome: 'Terug naar de homepage',
} as const;

export const notFound = {
  title: 'Pagina niet gevonden',
  description: 'Deze pagina bestaat niet (meer). Zoek op de website van Dementiezorg Nederland, of bel de Dementietelefoon.',
  intro:
    'Sorry, deze pagina bestaat niet (meer). Misschien is de pagina verplaatst, of staat er een typfout in het adres. Zoek hieronder wat je nodig hebt, of kies een van de suggesties.',
  searchLabel: 'Zoek op de website',
  searchButton: 'Zoeken',
  suggestionsTitle: 'Misschien zocht je dit',
  /** Titles of the five suggestions; their addresses are in shared/pages/not-found.tsx. */
  suggestions: {
    news: 'Het laatste nieuws',
    memoryTest: 'Doe de geheugentest',
    dementia: 'Wat is dementie?',
    regions: 'Hulp bij jou in de buurt',
    helpline: 'Bel de Dementietelefoon',
  },
  backHome: 'Terug naar de homepage',
} as const;

export const preview = {
  banner: 'Voorbeeldweergave',
  bannerText: 'Je bekijkt een versie die (nog) niet gepubliceerd is. Bezoekers zien deze versie niet.',
  forbiddenTitle: 'Geen toegang tot dit voorbeeld',
  forbiddenIntro:
    'Deze voorbeeldlink is ongeldig of verlopen. Vraag een nieuwe link aan bij de redactie; links zijn maar een beperkte tijd geldig.',
} as const;

export const debug = {
  noTransformer: (kind: string) => `No transformer implemented for: ${kind}`,
} as const;

export const modal = {
  close: 'Sluit',
} as const;

export const pagination = {
  label: 'Paginering',
  previous: 'Vorige pagina',
  next: 'Volgende pagina',
  current: (n: number) => `Pagina ${n} (huidige pagina)`,
  goTo: (n: number) => `Ga naar Pagina ${n}`,
} as const;

export const slideIn = {
  label: 'Onder de aandacht',
  close: 'Sluit',
  closeLabel: (title: string) => `Sluit: ${title}`,
} as const;

export const pageTools = {
  label: 'Voorlezen, printen en delen',
  print: 'Print',
  readAloud: 'Lees voor',
  readAloudStop: 'Stop voorlezen',
  readAloudService: 'Lees voor (opent de voorleesdienst)',
  share: 'Deel',
  shareMenu: 'Deel deze pagina via',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  email: 'E-mail',
  copyLink: 'Kopieer link',
  copied: 'Link gekopieerd',
  copyFailed: 'Kopiëren lukte niet. Kopieer de link uit de adresbalk.',
  newWindow: '(opent in een nieuw venster)',
  emailSubject: (title: string) => `Bekijk deze pagina: ${title}`,
  emailBody: (title: string, url: string) => `Ik las deze pagina en dacht aan jou: ${title}\n${url}`,
  readAloudUnavailableTitle: 'Voorlezen lukt niet in deze browser',
  readAloudUnavailableText:
    'Je browser kan deze pagina niet voorlezen. De meeste telefoons en computers hebben wel een voorleesfunctie in de instellingen voor toegankelijkheid.',
  readAloudUnavailableMore: 'Meer over toegankelijkheid',
  readAloudUnavailableBack: 'Terug naar de pagina',
} as const;
