/**
 * Every Dutch text a visitor sees, keyed. Where the specification gives the
 * wording, it is used as is.
 */
export const nl = {
  site: {
    name: 'Dementiezorg Nederland',
    tagline: 'Samen sterker tegen dementie',
    skipLink: 'Ga naar hoofdinhoud',
    homeLabel: 'Home',
    logoSuffix: ', naar de homepage',
    helpline: 'Dementietelefoon: gratis, elke dag van 9:00 tot 23:00 uur',
  },
  nav: {
    main: 'Hoofdmenu',
    menuToggle: 'Menu',
    menuClose: 'Sluit menu',
    breadcrumbs: 'Kruimelpad',
    footer: 'Footermenu',
  },
  notFound: {
    title: 'Pagina niet gevonden',
    intro:
      'Sorry, deze pagina bestaat niet (meer). Misschien is de pagina verplaatst, of staat er een typfout in het adres. Zoek hieronder wat je nodig hebt, of kies een van de suggesties.',
    searchLabel: 'Zoek op de website',
    searchButton: 'Zoeken',
    suggestionsTitle: 'Misschien zocht je dit',
    suggestions: [
      { title: 'Het laatste nieuws', url: '/nieuws' },
      { title: 'Doe de geheugentest', url: '/geheugentest' },
      { title: 'Wat is dementie?', url: '/dementie' },
      { title: 'Hulp bij jou in de buurt', url: '/regios' },
      { title: 'Bel de Dementietelefoon', url: '/onze-ondersteuning/dementietelefoon' },
    ],
    backHome: 'Terug naar de homepage',
  },
  error: {
    title: 'Er is iets misgegaan',
    intro:
      'Door een storing kunnen we deze pagina nu niet tonen. Probeer het over een paar minuten opnieuw. Heb je direct hulp nodig? Bel dan de Dementietelefoon.',
    backHome: 'Terug naar de homepage',
  },
  preview: {
    banner: 'Voorbeeldweergave',
    bannerText: 'Je bekijkt een versie die (nog) niet gepubliceerd is. Bezoekers zien deze versie niet.',
    forbiddenTitle: 'Geen toegang tot dit voorbeeld',
    forbiddenIntro:
      'Deze voorbeeldlink is ongeldig of verlopen. Vraag een nieuwe link aan bij de redactie; links zijn maar een beperkte tijd geldig.',
  },
  debug: {
    noTransformer: (kind: string) => `No transformer implemented for: ${kind}`,
  },
} as const;

export type Texts = typeof nl;
