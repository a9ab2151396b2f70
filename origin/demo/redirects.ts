/**
 * Redirects from old or short addresses to current pages (or an external shop).
 */
import type { RedirectRow } from './types';

export const REDIRECTS: readonly RedirectRow[] = [
  { source: '/alzheimer-telefoon', target: '/onze-ondersteuning/dementietelefoon' },
  { source: '/webwinkel', target: 'https://shop.example.org/dementie' },
  { source: '/mantelzorg', target: '/leven-met-dementie/mantelzorg' },
  { source: '/wat-is-dementie', target: '/dementie/wat-is-dementie' },
  { source: '/ziekte-van-alzheimer', target: '/dementie/vormen-van-dementie/ziekte-van-alzheimer' },
];

export const buildRedirects = (): RedirectRow[] => REDIRECTS.map((redirect) => ({ ...redirect }));
