/** Dutch texts: national and regional news (overviews, search, articles, cards, feeds). */
const berichten = (n: number) => (n === 1 ? '1 bericht' : `${n} berichten`);

export const news = {
  title: 'Nieuws',
  intro: '<p>Nieuws over dementie: onderzoek, acties, de collecte, de Alzheimer Cafés en wat er in het land gebeurt.</p>',
  metaDescription: 'Het laatste nieuws van Dementiezorg Nederland: onderzoek, campagnes, de collecte, de Alzheimer Cafés en de Dementietelefoon.',
  regionTitle: (region: string) => `Nieuws uit regio ${region}`,
  regionIntro: (region: string) => `<p>Wat er gebeurt in regio ${region}: Alzheimer Cafés, activiteiten, vrijwilligers en de collecte.</p>`,
  regionMetaDescription: (region: string) => `Nieuws uit regio ${region} van Dementiezorg Nederland: Alzheimer Cafés, activiteiten en vrijwilligers bij jou in de buurt.`,
  searchLabel: 'Zoek in het nieuws',
  regionSearchLabel: (region: string) => `Zoek in het nieuws van regio ${region}`,
  searchForm: 'Nieuws doorzoeken',
  searchButton: 'Zoeken',
  /** The results heading of a search: how many were found for which term. */
  found: (total: number, term: string) => `${berichten(total)} gevonden voor ‘${term}’`,
  notFound: (term: string) => `Er zijn geen berichten gevonden voor ‘${term}’.`,
  notFoundHelp: 'Probeer een ander of korter woord, of bekijk al het nieuws.',
  range: (from: number, to: number, total: number) => `Berichten ${from} tot en met ${to} van ${total}`,
  empty: 'Er zijn nog geen berichten.',
  allNews: 'Bekijk al het nieuws',
  searchFailed: 'Zoeken in het nieuws lukt op dit moment niet.',
  searchFailedHelp: 'Dat ligt niet aan jou. Probeer het over een paar minuten opnieuw, of bekijk al het nieuws.',
  /** Browser titles of a later page and of a search. */
  searchTitle: (title: string, term: string) => `${title}: zoeken naar ‘${term}’`,
  readMessage: 'Lees het bericht',
  published: 'Gepubliceerd op',
  regional: 'Regionaal nieuws',
  toRegion: (region: string) => `Naar regio ${region}`,
  region: 'Regio',
  moreNews: 'Meer nieuws',
  moreRegionNews: (region: string) => `Meer nieuws uit regio ${region}`,
  feedLink: 'Volg dit nieuws met RSS',
  feedTitle: 'Nieuws van Dementiezorg Nederland',
  regionFeedTitle: (region: string) => `Nieuws uit regio ${region} – Dementiezorg Nederland`,
} as const;
