/** Dutch texts: volunteer and corporate vacancies (overview, vacancy pages, cards, summaries). */
const vacatures = (n: number) => (n === 1 ? '1 vacature' : `${n} vacatures`);

export const vacancies = {
  /** The place of a national vacancy in its summary (spec section 3). */
  nearby: 'In de buurt',
  fromHome: 'Vanuit huis',

  // The overview.
  filtersLabel: 'Vacatures filteren',
  filters: {
    functionId: 'Soort functie',
    activityId: 'Activiteit',
    durationId: 'Duur',
    availabilityId: 'Beschikbaarheid',
  },
  chosen: (n: number) => (n === 1 ? '1 gekozen' : `${n} gekozen`),
  placeLabel: 'Plaats of postcode',
  placeHint: 'Bijvoorbeeld Zwolle of 8011 AB',
  distanceLabel: 'Afstand',
  showResults: 'Toon vacatures',
  clearFilters: 'Alle filters wissen',
  resultsLabel: 'Gevonden vacatures',
  range: (from: number, to: number, total: number) => `Vacatures ${from} tot en met ${to} van ${total}`,
  shown: (to: number, total: number) => `${to} van ${vacatures(total)} getoond`,
  count: (total: number) => `${vacatures(total)} gevonden`,
  near: (total: number, km: number, place: string) => `${vacatures(total)} binnen ${km} km van ${place}, vanuit huis of in je eigen buurt`,
  empty: 'Er zijn op dit moment geen vacatures die passen bij wat je hebt gekozen.',
  emptyHelp: 'Probeer minder filters of een grotere afstand. Of laat je gegevens achter: dan zoeken we samen naar vrijwilligerswerk dat bij je past.',
  placeUnknown: (place: string) => `We konden de plaats ‘${place}’ niet vinden. Controleer de spelling, of zoek op een postcode.`,
  contactRequest: 'Vraag een vrijblijvend gesprek aan',
  corporateEmpty: 'Er staan op dit moment geen vacatures open.',
  corporateEmptyHelp: 'Kijk later nog eens. Of bekijk het vrijwilligerswerk: daar is altijd plek.',
  toVolunteering: 'Bekijk het vrijwilligerswerk',
  loadMore: 'Meer vacatures laden',
  /** The count after 'Meer laden' appended a page in place; the island puts the number shown for {shown}. */
  loadMoreCount: (total: number) => `{shown} van ${vacatures(total)} getoond`,

  // Cards and facts.
  where: 'Waar',
  when: 'Wanneer',
  duration: 'Duur',
  theme: 'Thema',
  time: 'Tijd',
  applyBefore: 'Reageer uiterlijk',
  openUntilFilled: 'Reageren kan zolang deze vacature openstaat.',
  regional: (region: string) => `Regio ${region}`,

  // The corporate header's labels.
  corporate: { location: 'Standplaats', availability: 'Uren', duration: 'Contract', theme: 'Afdeling' },

  // A vacancy page.
  applyNow: 'Solliciteer direct',
  applyOpen: 'Stuur je open sollicitatie',
  applyContact: 'Vraag een gesprek aan',
  applyBox: 'Solliciteren',
  applyAgain: 'Enthousiast geworden?',
  firstMeet: 'Liever eerst kennismaken?',
  closed: 'Deze vacature is gesloten',
  closedHelp: 'Je kunt niet meer op deze vacature reageren. Misschien past een van deze vacatures bij je.',
  closedOn: (date: string) => `Reageren kon tot en met ${date}.`,
  similar: 'Vergelijkbare vacatures',
  noSimilar: 'Er staan op dit moment geen vergelijkbare vacatures open.',
  allVacancies: 'Bekijk alle vacatures',
  allVolunteering: 'Bekijk al het vrijwilligerswerk',
  regionVacancies: (region: string) => `Vrijwilligerswerk in regio ${region}`,
  nearestTitle: 'Vrijwilligerswerk bij jou in de buurt',
  nearestMore: 'Bekijk meer vrijwilligerswerk',
  nearestEmpty: 'Er staan op dit moment geen vacatures binnen 10 km open. Vrijwilligerswerk vanuit huis kan altijd.',
  nearCount: (total: number, km: number, place: string) => `${vacatures(total)} binnen ${km} km van ${place}`,
  regionCount: (total: number, region: string) => `${vacatures(total)} in regio ${region}`,
  regionEmpty: (region: string) => `Er staan op dit moment geen vacatures open in regio ${region}. Vrijwilligerswerk vanuit huis kan altijd.`,
} as const;
