/** Dutch texts: The newsletter sign-up: form, answers and errors. */
export const newsletter = {
  title: 'Blijf op de hoogte',
  intro: 'Ontvang onze nieuwsbrief met nieuws, tips en verhalen over leven met dementie. Je kunt je altijd weer afmelden.',
  introRegion: (region: string) =>
    `Ontvang de nieuwsbrief van regio ${region} met activiteiten en nieuws bij jou in de buurt. Je kunt je altijd weer afmelden.`,
  emailLabel: 'E-mailadres',
  emailHint: 'Bijvoorbeeld naam@voorbeeld.nl',
  honeypotLabel: 'Laat dit veld leeg',
  submit: 'Aanmelden',
  sending: 'Je aanmelding wordt verstuurd...',
  thanks: 'Bedankt voor je aanmelding! Je ontvangt de nieuwsbrief voortaan in je mailbox.',
  pageTitle: 'Aanmelden voor de nieuwsbrief',
  back: 'Terug naar de pagina waar je was',
  errorSummaryTitle: 'Er is een probleem',
  errorPrefix: 'Fout: ',
  errors: {
    FieldMandatory: 'Vul je e-mailadres in.',
    FieldTooLong: 'Je e-mailadres is te lang. Gebruik niet meer dan 254 tekens.',
    InvalidEmail: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
    General: 'Er is iets misgegaan. Probeer het opnieuw.',
  },
} as const;
