/**
 * Slide-in banners and the asset injector's CSS rules. Weights and order are
 * deliberately mixed, and one slide-in is switched off, so a consumer that
 * forgets to filter or sort shows the wrong banner.
 */
import { demoImage } from './images';
import type { CssRuleRow, SlideInRow } from './types';

export function buildSlideIns(): SlideInRow[] {
  const walk = demoImage('wandeling').crops.find((c) => c.family === 'width' && c.width === 300);
  return [
    {
      id: 'donateur',
      title: 'Help mee met een maandelijkse gift',
      compactTitle: 'Word donateur',
      text: 'Met een vast bedrag per maand houd je de Dementietelefoon elke dag bereikbaar.',
      compactText: 'Help elke maand mee.',
      status: true,
      weight: 2,
      pages: '/steun-ons\n/steun-ons/webwinkel\n/steun-ons/bedrijfsvrienden*\n/leven-met-dementie/tips',
      seconds: 1,
      formId: null,
      scriptId: null,
      image: null,
      button: { title: 'Word donateur', url: '/steun-ons/doneren', external: false },
    },
    {
      id: 'zomeractie-2025',
      title: 'Zomeractie 2025',
      compactTitle: null,
      text: 'Deze actie is afgelopen.',
      compactText: null,
      status: false,
      weight: 0,
      pages: '*',
      seconds: 0,
      formId: null,
      scriptId: null,
      image: null,
      button: null,
    },
    {
      id: 'geheugentest',
      title: 'Maak je je zorgen over je geheugen?',
      compactTitle: 'Zorgen over je geheugen?',
      text: 'Doe de anonieme geheugentest. Het kost je ongeveer tien minuten.',
      compactText: 'Doe de geheugentest.',
      status: true,
      weight: 1,
      pages: '/leven-met-dementie/tips\n/leven-met-dementie/tips/*',
      seconds: 1,
      formId: null,
      scriptId: null,
      image: walk ? { url: walk.url, alt: '', title: null } : null,
      button: { title: 'Doe de geheugentest', url: '/geheugentest', external: false },
    },
  ];
}

export function buildCssRules(): CssRuleRow[] {
  return [
    {
      id: 1,
      code: '.an-page--donation .an-hero__eyebrow { letter-spacing: 0.06em; text-transform: uppercase; }',
      paths: '/steun-ons/*',
      contentTypes: 'donation_content',
      condition: 'AND',
    },
    {
      id: 2,
      code: '.an-quiz__frame { border-color: var(--an-pink); }',
      paths: '/dementie/quiz',
      contentTypes: 'quiz',
      condition: 'OR',
    },
    {
      id: 3,
      code: '.an-hero { outline: 4px solid red; }',
      paths: '/oude-campagne/*',
      contentTypes: '',
      condition: 'AND',
    },
  ];
}
