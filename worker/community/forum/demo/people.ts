/**
 * The forum's demo members, topics, groups and watched words: written for
 * this project, in plain Dutch. Usernames follow the registration rule
 * (letters and digits, 3-20). Demo accounts have no password: nobody logs in
 * as them.
 */
export const MEMBERS = [
  'Marijke58', 'Henk1949', 'SanneV', 'ThomasB', 'Els72', 'Gerrit', 'InekeZwolle', 'Fatima', 'MohamedA', 'Wilma',
  'Joke61', 'AnsvanDam', 'KeesTeun', 'Bram', 'Lotte', 'Yvonne', 'Priscilla', 'Dewi', 'JohanDeventer', 'Corrie',
  'MartinH', 'Petra', 'Jolanda', 'Harm', 'Anouk', 'Sevda', 'Bert', 'Truus', 'Willem55', 'Esther',
  'Liesbeth', 'Ruud', 'Nicole', 'FrankR', 'Marloes', 'Jeroen', 'Astrid', 'Hanneke', 'ErikL', 'Mieke',
] as const;

export const TOPICS = [
  { slug: 'net-de-diagnose', name: 'Net de diagnose', description: 'Voor wie net hoort dat hij of zij dementie heeft, of dat iemand dichtbij het heeft. Je vragen, je zorgen en je eerste stappen.' },
  { slug: 'mantelzorg', name: 'Mantelzorg', description: 'Zorgen voor je partner, ouder of vriend met dementie: wat helpt, wat valt zwaar en hoe houd je het vol?' },
  { slug: 'jonge-mensen-met-dementie', name: 'Jonge mensen met dementie', description: 'Dementie voor je 65e: werk, kinderen thuis, geld en begrip van de omgeving.' },
  { slug: 'rouw-en-verlies', name: 'Rouw en verlies', description: 'Afscheid nemen terwijl iemand er nog is, en rouw na het overlijden.' },
  { slug: 'wonen-en-zorg', name: 'Wonen en zorg', description: 'Thuis blijven wonen, dagbesteding, thuiszorg en het kiezen van een verpleeghuis.' },
  { slug: 'veranderend-gedrag', name: 'Omgaan met veranderend gedrag', description: 'Onrust, achterdocht, boosheid of terugtrekken: hoe ga je ermee om?' },
  { slug: 'geld-en-regelzaken', name: 'Geld en regelzaken', description: 'Volmacht, mentorschap, indicaties, vergoedingen en het testament.' },
  { slug: 'zelf-dementie', name: 'Zelf dementie hebben', description: 'Voor mensen met dementie zelf: vertel hoe het met je gaat en wat jou helpt.' },
  { slug: 'ontmoeten', name: 'Ontmoeten in de buurt', description: 'Alzheimer Cafés, ontmoetingscentra en activiteiten bij jou in de buurt.' },
  { slug: 'koffiehoek', name: 'De koffiehoek', description: 'Even over iets anders praten. Hoe gaat het vandaag met je?' },
] as const;

export type TopicSlug = (typeof TOPICS)[number]['slug'];

export const GROUPS = [
  {
    slug: 'partners-van-jonge-mensen-met-dementie',
    name: 'Partners van jonge mensen met dementie',
    description: 'Een besloten groep voor partners van iemand die voor zijn of haar 65e dementie kreeg. Wat hier gezegd wordt, blijft hier.',
    membership: 'closed' as const,
  },
  {
    slug: 'kinderen-van-een-ouder-met-dementie',
    name: 'Kinderen van een ouder met dementie',
    description: 'Voor zoons en dochters die zorgen voor een vader of moeder met dementie, dichtbij of op afstand.',
    membership: 'open' as const,
  },
  {
    slug: 'mantelzorgers-noord-nederland',
    name: 'Mantelzorgers in Noord-Nederland',
    description: 'Mantelzorgers uit Groningen, Friesland en Drenthe wisselen tips uit over zorg en activiteiten in de regio.',
    membership: 'open' as const,
  },
] as const;

/** The moderators' list to begin with: a word to look at, one to hold for review. */
export const WATCHED_WORDS = [
  { word: 'wondermiddel', action: 'review' as const },
  { word: 'oplichter', action: 'flag' as const },
] as const;
