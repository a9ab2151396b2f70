/**
 * Example props (fixtures) for every header variant, shown together on the
 * development page /_koppen and rendered by the header tests.
 */
import type { DefaultHeaderProps } from './DefaultHeader';
import type { HomeHeaderProps } from './HomeHeader';
import type { NewsHeaderProps } from './NewsHeader';
import type { RegionActivityHeaderProps } from './RegionActivityHeader';
import type { RegionLocationHeaderProps } from './RegionLocationHeader';
import type { RegionOverviewHeaderProps } from './RegionOverviewHeader';
import type { SearchHeaderProps } from './SearchHeader';
import type { VersatileHeaderProps } from './VersatileHeader';
import type { VolunteerVacancyHeaderProps } from './VolunteerVacancyHeader';
import { fixtureImage } from './fixture-image';

export interface Example<P> {
  name: string;
  props: P;
}

const walk = fixtureImage('wandeling', 'Illustratie: twee mensen wandelen samen over een pad door het groen');
const cafe = fixtureImage('cafe', 'Illustratie: een warme ontmoetingsruimte met mensen aan tafels');
const hands = fixtureImage('handen', 'Illustratie: twee handen die elkaar vasthouden');

export const defaultExamples: Example<DefaultHeaderProps>[] = [
  {
    name: 'Met afbeelding en knoppen',
    props: {
      title: 'Mantelzorg bij dementie',
      intro: '<p>Zorg je voor iemand met dementie? Hier vind je tips om het vol te houden.</p>',
      image: hands,
      primary: { title: 'Bel de Dementietelefoon', url: '/onze-ondersteuning/dementietelefoon' },
      secondary: { title: 'Zoek hulp in de buurt', url: '/regios' },
    },
  },
  { name: 'Alleen titel en introductie', props: { title: 'Regelzaken', intro: '<p>Wat je op tijd kunt regelen.</p>' } },
];

export const searchExamples: Example<SearchHeaderProps>[] = [
  { name: 'Met zoekterm', props: { title: 'Zoeken', query: 'mantelzorg', hidden: { pijler: 'alle' } } },
];

export const newsExamples: Example<NewsHeaderProps>[] = [
  {
    name: 'Met categorie en afbeelding',
    props: {
      title: 'Nieuwe Alzheimer Cafés in Flevoland en Drenthe',
      published: '2026-10-20T09:00:00Z',
      category: 'Vrijwilligers',
      intro: '<p>Dankzij nieuwe vrijwilligers openen deze maand drie Alzheimer Cafés hun deuren.</p>',
      image: cafe,
    },
  },
  {
    name: 'Regionaal bericht',
    props: {
      title: 'Alzheimer Café Zwolle start nieuw seizoen',
      published: '2026-09-02T08:30:00Z',
      category: 'Alzheimer Cafés',
      region: { label: 'IJssel-Vecht', url: '/regios/ijssel-vecht' },
      intro: '<p>Na de zomer gaat het Alzheimer Café in Zwolle weer van start.</p>',
    },
  },
];

export const regionOverviewExamples: Example<RegionOverviewHeaderProps>[] = [
  { name: 'Zoeken naar een regio', props: { title: "Regio's", intro: '<p>In 48 regio’s zijn we dichtbij.</p>', image: walk } },
];

export const regionLocationExamples: Example<RegionLocationHeaderProps>[] = [
  {
    name: 'Alzheimer Café',
    props: {
      title: 'Alzheimer Café De Linde',
      locationType: 'Alzheimer Café',
      address: { address: 'Lindelaan 12', zipCode: '3521 AB', city: 'Utrecht' },
      image: cafe,
    },
  },
];

export const regionActivityExamples: Example<RegionActivityHeaderProps>[] = [
  {
    name: 'Met inloop, route en meer informatie',
    props: {
      title: 'Wandelen in het Wilhelminapark',
      activityType: 'Wandelgroep',
      startDate: '2026-11-14',
      startTime: '10:00',
      endTime: '11:30',
      entryTime: '9:45',
      address: { address: 'Wilhelminapark 1', zipCode: '3581 NA', city: 'Utrecht' },
      moreInfo: { title: 'Meer informatie', url: 'https://example.org/wandelen' },
    },
  },
];

export const volunteerVacancyExamples: Example<VolunteerVacancyHeaderProps>[] = [
  {
    name: 'Regionale vacature',
    props: {
      title: 'Gastvrouw of gastheer Alzheimer Café',
      subTitle: 'Eén avond per maand in Amersfoort',
      location: 'Amersfoort',
      availability: "'s Avonds",
      duration: 'Langer dan 3 maanden',
      theme: 'Alzheimer Café',
    },
  },
];

export const homeExamples: Example<HomeHeaderProps>[] = [
  {
    name: 'Paars vlak over de afbeelding',
    props: {
      title: 'Samen sterker tegen dementie',
      intro: '<p>Informatie, advies en een luisterend oor, dichtbij.</p>',
      image: walk,
      overlayColor: 'purple',
      primary: { title: 'Doe de geheugentest', url: '/geheugentest' },
      secondary: { title: 'Bel de Dementietelefoon', url: '/onze-ondersteuning/dementietelefoon' },
    },
  },
];

export const versatileExamples: Example<VersatileHeaderProps>[] = [
  {
    name: 'Campagne met boodschap op de afbeelding',
    props: {
      title: 'Word maandelijks donateur',
      eyebrow: 'Maandelijkse gift',
      overlayText: 'Niemand hoeft er alleen voor te staan',
      overlayColor: 'pink',
      intro: '<p>Met een vaste gift help je mensen met dementie elke maand opnieuw.</p>',
      image: hands,
      primary: { title: 'Doneer nu', url: '/steun-ons/doneren' },
    },
  },
  { name: 'Zonder afbeelding, zandkleur', props: { title: 'Ontmoetingsplekken', overlayColor: 'sand', intro: '<p>Plekken waar je welkom bent.</p>' } },
];
