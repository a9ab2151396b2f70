/**
 * The inbox's demo: contact requests in every state and conversations
 * between the forum's demo members (worker/community/forum/demo/people.ts:
 * members by their index), written for this project in plain Dutch. One
 * message is reported and waits in the moderators' queue; one member
 * blocked another, whose later request was stored as declined at once.
 */
export interface DemoContact {
  from: number;
  to: number;
  state: 'pending' | 'accepted' | 'declined';
  hoursAgo: number;
  /** [sender is the requester?, hours ago, text]; the first is the request's message. */
  messages: [boolean, number, string][];
  /** The index of a message the receiver of it reported. */
  reported?: number;
}

export const CONTACTS: readonly DemoContact[] = [
  {
    from: 0,
    to: 1,
    state: 'accepted',
    hoursAgo: 24 * 30,
    messages: [
      [true, 24 * 30, 'Hallo Henk, ik las op het forum dat jouw vrouw ook naar de dagbesteding in Amersfoort gaat. Mijn man gaat daar sinds kort op dinsdag heen. Zullen we eens bijpraten?'],
      [false, 24 * 29, 'Dag Marijke, wat leuk dat je schrijft. Ja, Ria gaat op dinsdag en donderdag. Het eerste halfjaar was wennen, nu vindt ze het fijn. Hoe gaat het bij jullie?'],
      [true, 24 * 28, 'De eerste weken wilde hij niet uit de auto stappen. Nu gaat het beter, vooral sinds ze samen koken. Ik gebruik die dag om boodschappen te doen en even te wandelen.'],
      [false, 24 * 12, 'Dat herken ik. Zeg, op de dinsdagmiddag is er in het buurthuis een praatgroep voor partners. Ik ga er zelf af en toe heen. Misschien iets voor jou?'],
      [true, 24 * 11, 'Dat klinkt goed. Ik kom volgende week een keer kijken. Fijn om iemand te kennen die het begrijpt.'],
      [false, 20, 'Tot dinsdag dan. Ik zit meestal bij het raam, met een kop koffie.'],
    ],
  },
  {
    from: 9,
    to: 6,
    state: 'accepted',
    hoursAgo: 24 * 60,
    messages: [
      [true, 24 * 60, 'Beste Ineke, jij schreef over je moeder in het verpleeghuis in Zwolle. Mijn vader gaat daar binnenkort ook wonen. Mag ik je wat vragen over hoe het daar gaat?'],
      [false, 24 * 59, 'Natuurlijk! Het personeel is lief en er is veel te doen. Vraag wel naar de vaste contactpersoon, dat scheelt een hoop gedoe.'],
      [true, 24 * 58, 'Goede tip, dank je. Nam jij in het begin spullen van thuis mee voor haar kamer?'],
      [false, 24 * 58, 'Ja, haar eigen stoel, foto’s en de klok uit de woonkamer. Dat hielp echt. De eerste week was ze erg in de war, daarna werd het rustiger.'],
      [true, 30, 'Hij is gisteren verhuisd. Zijn stoel staat bij het raam. Hij vroeg wel drie keer wanneer hij naar huis mocht. Dat doet pijn.'],
    ],
  },
  {
    from: 3,
    to: 18,
    state: 'accepted',
    hoursAgo: 24 * 9,
    messages: [
      [true, 24 * 9, 'Hoi Johan, je schreef dat je ervaring hebt met een traplift. Wij twijfelen of het nog zin heeft voor mijn moeder. Hoe lang heb je er plezier van gehad?'],
      [false, 24 * 8, 'Wij hadden hem ruim twee jaar. De gemeente betaalde mee. Bel gerust als je wilt, dan vertel ik het.'],
      [true, 24 * 7, 'Fijn, ik stuur je nog een bericht als ik weet wanneer het uitkomt.'],
      [false, 24 * 2, 'Ik ken trouwens iemand die een wondermiddel verkoopt waarmee het geheugen terugkomt. Stuur me je adres, dan laat ik een proefpakket sturen. Kost maar 49 euro.'],
    ],
    reported: 3,
  },
  {
    from: 4,
    to: 0,
    state: 'pending',
    hoursAgo: 14,
    messages: [[true, 14, 'Hallo Marijke, ik zag dat je in de buurt van Amersfoort woont. Mijn man heeft net de diagnose gekregen en ik ken niemand die dit ook meemaakt. Zou je het leuk vinden om eens te mailen?']],
  },
  {
    from: 7,
    to: 2,
    state: 'pending',
    hoursAgo: 40,
    messages: [[true, 40, 'Beste Sanne, jouw verhaal over je vader raakte me. Mijn moeder heeft ook lewy body. Mag ik je af en toe wat vragen?']],
  },
  {
    from: 5,
    to: 10,
    state: 'declined',
    hoursAgo: 24 * 5,
    messages: [[true, 24 * 5, 'Hoi Joke, ik wil graag contact met je over je berichten in de koffiehoek. Schrijf je terug?']],
  },
  {
    from: 26,
    to: 19,
    state: 'declined',
    hoursAgo: 24 * 2,
    messages: [[true, 24 * 2, 'Corrie, waarom reageer je niet meer op het forum? Ik wil het toch even uitpraten.']],
  },
];

/** Corrie blocked Bert (by member index); his later request above was stored as declined at once. */
export const BLOCKS: readonly { blocker: number; blocked: number; hoursAgo: number }[] = [{ blocker: 19, blocked: 26, hoursAgo: 24 * 3 }];
