/** Dutch texts: Content blocks, and the donate widget. */
export const blocks = {
  readMore: 'Lees meer',
  newWindow: '(opent in een nieuw venster)',
  quoteBy: 'Citaat van',
  followUs: {
    title: 'Volg ons',
    networks: { x: 'X', facebook: 'Facebook', linkedin: 'LinkedIn', youtube: 'YouTube', instagram: 'Instagram' },
    on: (network: string) => `Volg ons op ${network}`,
  },
  help: {
    label: 'Je woonplaats of postcode',
    button: 'Zoek hulp in de buurt',
  },
  collection: {
    legend: 'Hoe wil je collecteren?',
    door: 'Langs de deuren in mijn buurt',
    online: 'Online, met een digitale collectebus',
    explanation: 'Hoe werkt de collecte?',
    submit: 'Meld je aan als collectant',
  },
  callToAction: {
    memoryTestLabel: 'Geheugentest',
    memoryTestButton: 'Doe de geheugentest',
    brochureDownload: (title: string) => `Download ${title}`,
    brochureFormat: 'pdf',
    spotlight: 'Uitgelicht',
  },
  activity: {
    when: 'Wanneer',
    time: (start: string, end: string) => (end ? `${start} tot ${end} uur` : `vanaf ${start} uur`),
    walkIn: (time: string) => `inloop vanaf ${time} uur`,
    where: 'Waar',
    moreInfo: 'Meer informatie',
    empty: 'Er zijn op dit moment geen activiteiten gepland.',
  },
  embed: {
    placeholderTitle: (what: string) => `${what} is nog niet geladen`,
    videoOf: (platform: string) => `Deze video staat op ${platform}.`,
    frameOf: (host: string) => `Deze inhoud komt van ${host}.`,
    consentNeeded: 'Om dit hier te tonen, hebben we je toestemming nodig voor marketingcookies. Die cookies plaatst de andere website.',
    accept: 'Accepteer marketingcookies en toon',
    watchOn: (platform: string) => `Bekijk de video op ${platform}`,
    openFrame: 'Open in een nieuw venster',
    video: 'De video',
    frame: 'Deze inhoud',
    settings: 'Cookie-instellingen',
  },
  spotler: {
    consentNeeded: 'Dit formulier komt van onze mailingpartner Spotler. Om het te tonen, hebben we je toestemming nodig voor marketingcookies.',
    accept: 'Accepteer marketingcookies en toon het formulier',
    loading: 'Het formulier wordt geladen...',
    failed: 'Het formulier kan nu niet worden geladen. Probeer het later opnieuw.',
    noScript: 'Dit formulier werkt alleen met JavaScript.',
    title: 'Aanmeldformulier',
  },
} as const;

export const donate = {
  frequencyLegend: 'Hoe vaak wil je geven?',
  amountLegend: 'Kies een bedrag',
  frequencies: { eenmalig: 'Eenmalig', maandelijk: 'Maandelijks', jaarlijk: 'Jaarlijks' },
  perFrequency: { eenmalig: '', maandelijk: ' per maand', jaarlijk: ' per jaar' },
  // Plain strings, not a function: the donate island gets these texts as JSON props.
  euroBefore: '€ ',
  euroAfter: ' euro',
  otherAmount: 'Ander bedrag',
  otherAmountLabel: 'Ander bedrag in euro',
  otherAmountHint: 'Alleen hele euro’s, bijvoorbeeld 15',
  submit: 'Doneer nu',
  errorSummary: 'Er is een probleem',
  errorAmount: 'Vul een bedrag in van minimaal 1 euro, alleen cijfers',
} as const;
