/**
 * Demo images, drawn at seed time as SVG illustrations (no stock photos): a calm
 * landscape with two figures, one palette and layout per subject. Every crop of
 * spec section 3 is written to R2 as its own file, so srcset, width/height and
 * aspect ratios behave as they do with the real CMS.
 */
import type { FileObject } from './types';
import { CROP_SIZES } from '../../shared/contract/common';
import { createRng, hashString } from './random';

export interface DemoCrop {
  family: 'wide' | 'card' | 'width' | 'header';
  url: string;
  width: number;
  height: number;
  format: 'svg';
}
export interface DemoImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  crops: DemoCrop[];
}

const CROPS = CROP_SIZES;

/** Subjects with the Dutch alt text that describes what the illustration shows. */
export const IMAGE_SUBJECTS = {
  wandeling: 'Illustratie: twee mensen wandelen samen over een pad door het groen',
  bankje: 'Illustratie: twee mensen zitten naast elkaar op een bankje bij het water',
  koffie: 'Illustratie: twee mensen drinken samen koffie aan tafel',
  tuin: 'Illustratie: een moestuin met twee mensen die samen plantjes water geven',
  fietsen: 'Illustratie: twee mensen fietsen samen langs een dijk',
  zee: 'Illustratie: twee mensen kijken uit over zee bij ondergaande zon',
  herfst: 'Illustratie: een wandeling door een park in de herfst',
  handen: 'Illustratie: twee handen die elkaar vasthouden',
  cafe: 'Illustratie: een warme ontmoetingsruimte met mensen aan tafels',
  telefoon: 'Illustratie: iemand belt rustig met een vrijwilliger van de hulplijn',
  onderzoek: 'Illustratie: een onderzoeker achter een microscoop',
  vrijwilliger: 'Illustratie: een vrijwilliger verwelkomt een bezoeker bij de deur',
} as const;
export type ImageSubject = keyof typeof IMAGE_SUBJECTS;

const PALETTES = [
  ['#efe8f6', '#c9b6e0', '#5b2a86', '#e0457b'],
  ['#f7f1e8', '#e8d2b0', '#7a4b2a', '#2f6f8f'],
  ['#e6f2ef', '#b5d8cf', '#2d6b5f', '#e39b3c'],
  ['#fdf0e6', '#f4c7a1', '#a8452b', '#3c5a99'],
] as const;

function svgFor(subject: ImageSubject, width: number, height: number): string {
  const rng = createRng(hashString(subject));
  const [sky, hill, ink, accent] = PALETTES[rng.int(0, PALETTES.length - 1)] ?? PALETTES[0];
  const sunX = rng.int(200, 1400);
  const h1 = rng.int(520, 640);
  const h2 = rng.int(600, 720);
  const personX = rng.int(500, 1000);
  const person = (x: number, colour: string) =>
    `<circle cx="${x}" cy="${h2 - 190}" r="34" fill="${colour}"/><rect x="${x - 40}" y="${h2 - 150}" width="80" height="150" rx="36" fill="${colour}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice">` +
    `<rect width="1600" height="1000" fill="${sky}"/>` +
    `<circle cx="${sunX}" cy="${rng.int(180, 300)}" r="${rng.int(80, 130)}" fill="${accent}" fill-opacity="0.35"/>` +
    `<path d="M0 ${h1} C 400 ${h1 - 120}, 900 ${h1 + 80}, 1600 ${h1 - 60} V1000 H0 Z" fill="${hill}"/>` +
    `<path d="M0 ${h2} C 500 ${h2 - 60}, 1100 ${h2 + 70}, 1600 ${h2 - 20} V1000 H0 Z" fill="${hill}" fill-opacity="0.7"/>` +
    person(personX, ink) +
    person(personX + 120, accent) +
    `</svg>`
  );
}

const fileKey = (subject: string, width: number, height: number) => `images/${subject}/${width}x${height}.svg`;

/** The image object (contract shape) of a subject, as page payloads embed it. */
export function demoImage(subject: ImageSubject): DemoImage {
  return {
    url: `/files/${fileKey(subject, 1616, 909)}`,
    alt: IMAGE_SUBJECTS[subject],
    width: 1616,
    height: 909,
    crops: CROPS.map((c) => ({ ...c, url: `/files/${fileKey(subject, c.width, c.height)}`, format: 'svg' })),
  };
}

/** Every crop of every subject, for R2. */
export function buildImageFiles(): FileObject[] {
  return (Object.keys(IMAGE_SUBJECTS) as ImageSubject[]).flatMap((subject) =>
    CROPS.map((c) => ({ key: fileKey(subject, c.width, c.height), contentType: 'image/svg+xml', body: svgFor(subject, c.width, c.height) })),
  );
}
