/**
 * Main and footer menu items. Top-level main menu items are listed out of
 * weight order on purpose, so a consumer that forgets to sort by weight shows
 * a visibly wrong menu.
 */
import type { MenuItemRow } from './types';

interface MenuSpec {
  id: string;
  title: string;
  url: string;
  weight: number;
  description?: string;
  external?: boolean;
  children?: MenuSpec[];
}

const MAIN: MenuSpec[] = [
  { id: 'main-regios', title: "Regio's", url: '/regios', weight: 4, description: 'Hulp en activiteiten bij jou in de buurt' },
  {
    id: 'main-dementie',
    title: 'Over dementie',
    url: '/dementie',
    weight: 0,
    description: 'Wat dementie is en welke vormen er zijn',
    children: [
      { id: 'main-dementie-vormen', title: 'Vormen van dementie', url: '/dementie/vormen-van-dementie', weight: 1 },
      { id: 'main-dementie-wat-is', title: 'Wat is dementie?', url: '/dementie/wat-is-dementie', weight: 0 },
      {
        id: 'main-dementie-alzheimer',
        title: 'Ziekte van Alzheimer',
        url: '/dementie/vormen-van-dementie/ziekte-van-alzheimer',
        weight: 2,
      },
      {
        id: 'main-dementie-vasculair',
        title: 'Vasculaire dementie',
        url: '/dementie/vormen-van-dementie/vasculaire-dementie',
        weight: 3,
      },
      { id: 'main-dementie-vergeetachtig', title: 'Vergeetachtig of dementie?', url: '/dementie/vergeetachtig-of-dementie', weight: 4 },
      { id: 'main-dementie-quiz', title: 'Test je kennis', url: '/dementie/quiz', weight: 5 },
    ],
  },
  { id: 'main-nieuws', title: 'Nieuws', url: '/nieuws', weight: 5 },
  {
    id: 'main-diagnose',
    title: 'Herkennen en diagnose',
    url: '/herkennen-en-diagnose',
    weight: 1,
    description: 'Signalen herkennen en de weg naar een diagnose',
    children: [
      { id: 'main-diagnose-diagnose', title: 'De diagnose dementie', url: '/herkennen-en-diagnose/diagnose', weight: 1 },
      { id: 'main-diagnose-geheugentest', title: 'Doe de geheugentest', url: '/geheugentest', weight: 0 },
    ],
  },
  { id: 'main-geheugentest', title: 'Geheugentest', url: '/geheugentest', weight: 6 },
  {
    id: 'main-leven',
    title: 'Leven met dementie',
    url: '/leven-met-dementie',
    weight: 2,
    description: 'Praktische informatie voor het dagelijks leven',
    children: [
      { id: 'main-leven-mantelzorg', title: 'Mantelzorg', url: '/leven-met-dementie/mantelzorg', weight: 0 },
      {
        id: 'main-leven-zelfzorg',
        title: 'Zorgen voor jezelf',
        url: '/leven-met-dementie/mantelzorg/zorgen-voor-jezelf',
        weight: 1,
      },
      { id: 'main-leven-regelzaken', title: 'Regelzaken', url: '/regelzaken', weight: 2 },
      { id: 'main-leven-tips', title: 'Tips voor het dagelijks leven', url: '/leven-met-dementie/tips', weight: 3 },
    ],
  },
  {
    id: 'main-ondersteuning',
    title: 'Onze ondersteuning',
    url: '/onze-ondersteuning',
    weight: 3,
    description: 'Dementietelefoon, ontmoeting en cursussen',
    children: [
      { id: 'main-ondersteuning-telefoon', title: 'Dementietelefoon', url: '/onze-ondersteuning/dementietelefoon', weight: 0 },
      { id: 'main-ondersteuning-vrijwilligerswerk', title: 'Vrijwilligerswerk', url: '/vrijwilligerswerk', weight: 1 },
      { id: 'main-ondersteuning-voorzieningen', title: 'Voorzieningen', url: '/onze-ondersteuning/voorzieningen', weight: 2 },
      { id: 'main-ondersteuning-ontmoetingsplekken', title: 'Ontmoetingsplekken', url: '/onze-ondersteuning/ontmoetingsplekken', weight: 3 },
      { id: 'main-ondersteuning-uitgelicht', title: 'Word gastvrouw of gastheer', url: '/uitgelicht/word-gastvrouw-of-gastheer', weight: 4 },
    ],
  },
  {
    id: 'main-steun-ons',
    title: 'Steun ons',
    url: '/steun-ons',
    weight: 7,
    description: 'Doneren, de webwinkel en onze bedrijfsvrienden',
    children: [
      { id: 'main-steun-ons-doneren', title: 'Doneren', url: '/steun-ons/doneren', weight: 0 },
      { id: 'main-steun-ons-webwinkel', title: 'Webwinkel', url: '/steun-ons/webwinkel', weight: 1 },
      { id: 'main-steun-ons-bedrijfsvrienden', title: 'Bedrijfsvrienden', url: '/steun-ons/bedrijfsvrienden', weight: 2 },
    ],
  },
];

/** Footer: each top-level item is a column, its children are the column's links. */
const FOOTER: MenuSpec[] = [
  {
    id: 'footer-over-ons',
    title: 'Over ons',
    url: '/over-ons',
    weight: 0,
    children: [
      { id: 'footer-over-ons-over-ons', title: 'Over ons', url: '/over-ons', weight: 0 },
      { id: 'footer-over-ons-contact', title: 'Contact', url: '/contact', weight: 1 },
      { id: 'footer-over-ons-werken-bij', title: 'Vacatures', url: '/over-ons/werken-bij', weight: 2 },
      { id: 'footer-over-ons-pers', title: 'Pers', url: '/over-ons/pers', weight: 3 },
      { id: 'footer-over-ons-doneren', title: 'Doneren', url: '/doneren', weight: 5 },
      { id: 'footer-over-ons-collecte', title: 'Collecte', url: '/collecte', weight: 6 },
      { id: 'footer-over-ons-onderzoek', title: 'Onderzoek', url: '/onderzoek', weight: 7 },
      { id: 'footer-over-ons-quiz', title: 'Test je kennis', url: '/test-je-kennis', weight: 8 },
      {
        id: 'footer-over-ons-jaarverslag',
        title: 'Jaarverslag',
        url: 'https://example.org/jaarverslag',
        weight: 4,
        external: true,
      },
    ],
  },
  {
    id: 'footer-hulp',
    title: 'Hulp en advies',
    url: '/onze-ondersteuning',
    weight: 1,
    children: [
      { id: 'footer-hulp-telefoon', title: 'Dementietelefoon', url: '/onze-ondersteuning/dementietelefoon', weight: 0 },
      { id: 'footer-hulp-geheugentest', title: 'Geheugentest', url: '/geheugentest', weight: 1 },
      { id: 'footer-hulp-regios', title: "Regio's", url: '/regios', weight: 2 },
      { id: 'footer-hulp-activiteiten', title: 'Activiteiten in de regio', url: '/activiteiten', weight: 3 },
      { id: 'footer-hulp-brochures', title: 'Brochures', url: '/informatie-brochure', weight: 4 },
      { id: 'footer-hulp-verhalen', title: 'Ervaringsverhalen', url: '/ervaringsverhalen', weight: 5 },
      { id: 'footer-hulp-praten', title: 'Altijd iemand om mee te praten', url: '/bouwstenen/altijd-iemand-om-mee-te-praten', weight: 6 },
      { id: 'footer-hulp-ontmoetingsplekken', title: 'Ontmoetingsplekken', url: '/onze-ondersteuning/ontmoetingsplekken', weight: 7 },
    ],
  },
  {
    id: 'footer-steun',
    title: 'Steun ons',
    url: '/steun-ons',
    weight: 3,
    children: [
      { id: 'footer-steun-doneren', title: 'Doneren', url: '/steun-ons/doneren', weight: 0 },
      { id: 'footer-steun-webwinkel', title: 'Webwinkel', url: '/steun-ons/webwinkel', weight: 1 },
      { id: 'footer-steun-bedrijfsvrienden', title: 'Bedrijfsvrienden', url: '/steun-ons/bedrijfsvrienden', weight: 2 },
      { id: 'footer-steun-uitgelicht', title: 'Word gastvrouw of gastheer', url: '/uitgelicht/word-gastvrouw-of-gastheer', weight: 3 },
    ],
  },
  {
    id: 'footer-informatie',
    title: 'Informatie',
    url: '/contact',
    weight: 2,
    children: [
      { id: 'footer-informatie-privacy', title: 'Privacy', url: '/privacy', weight: 0 },
      { id: 'footer-informatie-disclaimer', title: 'Disclaimer', url: '/disclaimer', weight: 1 },
      { id: 'footer-informatie-cookies', title: 'Cookies', url: '/cookies', weight: 2 },
      { id: 'footer-informatie-toegankelijkheid', title: 'Toegankelijkheid', url: '/toegankelijkheid', weight: 3 },
      { id: 'footer-informatie-cookie-instellingen', title: 'Cookie-instellingen', url: '/cookies#cookie-instellingen', weight: 4 },
    ],
  },
];

function flatten(menu: MenuItemRow['menu'], specs: MenuSpec[], parentId: string | null, out: MenuItemRow[]): void {
  for (const spec of specs) {
    out.push({
      id: spec.id,
      menu,
      parentId,
      title: spec.title,
      url: spec.url,
      external: spec.external ?? false,
      description: spec.description ?? null,
      weight: spec.weight,
    });
    if (spec.children) flatten(menu, spec.children, spec.id, out);
  }
}

/** All menu items, parents before their children. */
export function buildMenuItems(): MenuItemRow[] {
  const out: MenuItemRow[] = [];
  flatten('main', MAIN, null, out);
  flatten('footer', FOOTER, null, out);
  return out;
}
