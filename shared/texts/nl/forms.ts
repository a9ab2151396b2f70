/**
 * Dutch texts: why a form post was refused by the abuse checks
 * (worker/forms/abuse.ts and the pipeline). Calm and plain: a person who
 * meets one of these did nothing wrong on purpose, and can simply send again.
 */
export const formNotices = {
  TooFast: 'Je hebt het formulier heel snel verstuurd. Kijk je gegevens nog even na en verstuur het formulier opnieuw.',
  Expired: 'Dit formulier stond te lang open. Kijk je gegevens nog even na en verstuur het formulier opnieuw.',
  Honeypot:
    'We hebben je formulier niet verstuurd: een veld dat leeg moet blijven, is ingevuld. Dat gebeurt soms door automatisch invullen. Verstuur het formulier opnieuw.',
  TooMany: 'Er zijn vanaf jouw internetverbinding in korte tijd veel formulieren verstuurd. Wacht een minuut en verstuur het formulier dan opnieuw.',
  Turnstile: 'We konden niet controleren of het formulier door een mens is verstuurd. Verstuur het formulier opnieuw.',
} as const;

/** The profanity check's notice (spec sections 5 and 8), shown at the field that holds the word; {woord} is that word. */
export const profanity = {
  field: 'Je tekst bevat een woord dat we hier niet gebruiken: ‘{woord}’. Pas je tekst aan en verstuur hem opnieuw.',
  summary: 'We hebben je tekst nog niet verstuurd: er staat een woord in dat we hier niet gebruiken. Wat je schreef, staat er nog.',
} as const;
