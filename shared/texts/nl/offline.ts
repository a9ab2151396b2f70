/** Dutch texts: reading offline (service worker, the offline page, 'Bewaar om offline te lezen') and the helpline's open-now status. */
import { HELPLINE } from './site';

export const offline = {
  /** The notice on top of a kept copy; `date` as offlineDate() writes it. */
  notice: (date: string) => `Je bent offline. Dit is de versie van ${date}.`,
  noticeLabel: 'Offline',
  pageTitle: 'Je bent offline',
  intro: 'Er is nu geen internetverbinding. Pagina’s die je eerder op dit apparaat las, kun je hieronder gewoon lezen.',
  /** The page asked for (its address), on /{name}-offline. */
  notKept: (path: string) => `De pagina ${path} staat niet op dit apparaat, omdat je die hier nog niet eerder las.`,
  retry: 'Probeer het opnieuw',
  helplineTitle: 'Iemand spreken?',
  helplineText: `Bellen werkt ook zonder internet. De ${HELPLINE.label} is gratis en elke dag bereikbaar van 9:00 tot 23:00 uur.`,
  helplineCall: `Bel ${HELPLINE.number}`,
  savedTitle: 'Bewaarde pagina’s',
  savedEmpty: 'Je hebt nog geen pagina’s bewaard. Kies bij een pagina ‘Bewaar om offline te lezen’.',
  keptTitle: 'Eerder gelezen',
  keptEmpty: 'Er zijn nog geen gelezen pagina’s op dit apparaat.',
  /** Before the service worker has filled the lists (no JavaScript, an old browser). */
  noWorker: 'Deze browser bewaart geen pagina’s om offline te lezen.',
  keptAt: (date: string) => `gelezen op ${date}`,
  worksTitle: 'Wat werkt zonder verbinding',
  works: [
    'De pagina’s hierboven: de laatste 30 die je las, en de pagina’s die je zelf bewaarde.',
    'De Dementietelefoon bellen.',
  ],
  notWorksTitle: 'Wat niet werkt zonder verbinding',
  notWorks: [
    'Zoeken, en pagina’s die je nog niet las.',
    'Formulieren versturen. Er wordt niets later vanzelf verstuurd: verstuur een formulier opnieuw als je weer verbinding hebt.',
  ],
  save: 'Bewaar om offline te lezen',
  remove: 'Verwijder uit bewaarde pagina’s',
  saved: 'Bewaard. Je kunt deze pagina nu ook zonder internet lezen.',
  removed: 'Verwijderd uit je bewaarde pagina’s.',
  saveFailed: 'Bewaren lukte niet. Probeer het later opnieuw.',
} as const;

export const helplineStatus = {
  /** With the CMS's regular hours: 'Elke dag van 9:00 tot 23:00', what the page says before (or without) JavaScript. */
  everyDay: 'Elke dag van',
  until: 'tot',
  open: 'Nu bereikbaar',
  opensFrom: 'Bereikbaar vanaf',
  tomorrow: 'morgen',
  weekdays: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
} as const;
