/**
 * Dutch texts: the application forms for vacancies (spec sections 2-5, 8):
 * labels and hints, the error texts of Vacancies:ApplicationForm.Errors per
 * field, the states, the thank-you pages and the closed vacancy.
 */
const errorsFor = (noun: string, max?: number) => ({
  FieldMandatory: `Vul ${noun} in.`,
  FieldTooLong: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} is te lang. Gebruik niet meer dan ${max ?? 0} tekens.`,
});

export const applications = {
  title: (vacancy: string) => `Solliciteren: ${vacancy}`,
  /** The meta description of a form page. */
  description: (vacancy: string) => `Solliciteer op de vacature ‘${vacancy}’ bij Dementiezorg Nederland: vul het formulier in, met of zonder cv.`,
  intro: 'Vul het formulier in. Velden met (verplicht) moeten worden ingevuld; de andere mag je leeg laten.',
  vacancyLabel: 'Je solliciteert op',
  contactRequest: {
    title: 'Vrijblijvend contactverzoek',
    intro:
      'Wil je graag vrijwilliger worden, maar weet je nog niet wat bij je past? Laat je gegevens achter. Een medewerker neemt contact met je op voor een vrijblijvend gesprek.',
  },
  required: '(verplicht)',
  labels: {
    gender: 'Geslacht',
    firstName: 'Voornaam',
    insertion: 'Tussenvoegsel',
    lastName: 'Achternaam',
    city: 'Woonplaats',
    phone: 'Telefoonnummer',
    email: 'E-mailadres',
    motivation: 'Motivatie',
    linkedIn: 'LinkedIn-profiel',
    cv: 'Cv',
    education: 'Opleiding',
  },
  hints: {
    insertion: 'Bijvoorbeeld: van, de, van der',
    city: 'Bijvoorbeeld: Utrecht',
    phone: 'Tien cijfers, bijvoorbeeld 0612345678 of 020 123 4567',
    email: 'Bijvoorbeeld: naam@voorbeeld.nl',
    motivation: 'Vertel in je eigen woorden waarom je dit wilt doen. Niet meer dan 4000 tekens.',
    linkedIn: 'Het adres van je profiel, als je dat hebt',
    cv: 'Een pdf- of Word-bestand (.pdf, .doc of .docx) van niet meer dan 2 MB.',
    education: 'Je hoogste opleiding of wat je nu doet',
  },
  genders: { male: 'Man', female: 'Vrouw', unknown: 'Zeg ik liever niet' },
  /** After a refused post the browser has forgotten the chosen file: say so plainly. */
  fileAgain: 'Kies je cv opnieuw: je browser bewaart een gekozen bestand niet als het formulier terugkomt.',
  submit: 'Verstuur sollicitatie',
  submitContactRequest: 'Verstuur contactverzoek',
  sending: 'Je sollicitatie wordt verstuurd. Een moment geduld...',
  errorSummaryTitle: 'Er is een probleem',
  errorPrefix: 'Fout: ',
  honeypotLabel: 'Laat dit veld leeg',
  privacy: 'We gebruiken je gegevens alleen om contact met je op te nemen over deze vacature.',
  /** Per field, every key it can give (Vacancies:ApplicationForm.Errors). */
  errors: {
    gender: {},
    firstName: errorsFor('je voornaam', 50),
    insertion: errorsFor('je tussenvoegsel', 20),
    lastName: errorsFor('je achternaam', 50),
    city: { ...errorsFor('je woonplaats', 100), InvalidPlace: 'Vul je woonplaats in zonder cijfers, bijvoorbeeld Utrecht.' },
    phone: {
      ...errorsFor('je telefoonnummer', 20),
      InvalidPhoneNumber: 'Vul een telefoonnummer van tien cijfers in, bijvoorbeeld 0612345678 of 020 123 4567.',
    },
    email: { ...errorsFor('je e-mailadres', 254), InvalidEmail: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.' },
    motivation: errorsFor('je motivatie', 4000),
    linkedIn: errorsFor('het adres van je LinkedIn-profiel', 300),
    education: errorsFor('je opleiding', 200),
    cv: {
      FileMandatory: 'Voeg je cv toe.',
      FilNameTooLong: 'De naam van je bestand is te lang. Geef het bestand een kortere naam (minder dan 255 tekens) en kies het opnieuw.',
      FileTypeForbidden: 'Je cv moet een pdf- of Word-bestand zijn (.pdf, .doc of .docx).',
      FileTooBig: 'Je cv is te groot. Kies een bestand van niet meer dan 2 MB.',
    },
  },
  /** Errors.General, above the submit button. */
  general: 'Er is iets misgegaan. Probeer het opnieuw.',
  thanks: {
    volunteerTitle: 'Bedankt voor je sollicitatie',
    volunteerText: [
      'We hebben je sollicitatie goed ontvangen.',
      'Iemand van onze organisatie neemt contact met je op. Dat kan een paar weken duren.',
    ],
    corporateTitle: 'Bedankt voor je sollicitatie',
    corporateText: ['We hebben je sollicitatie goed ontvangen.', 'We lezen je brief en cv zorgvuldig en laten je weten wat de volgende stap is.'],
    more: 'Bekijk andere vacatures',
    home: 'Naar de homepage',
  },
  closed: {
    title: 'Deze vacature is gesloten',
    text: 'Je kunt niet meer solliciteren op deze vacature. Misschien past een andere vacature bij je.',
    more: 'Bekijk andere vacatures',
  },
} as const;
