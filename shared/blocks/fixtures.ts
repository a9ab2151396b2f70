/**
 * Helpers for block examples: rich text and images shaped exactly as the CMS
 * delivers them. The images are the demo illustrations the embedded origin
 * writes to R2 (origin/demo/images.ts), so examples render real files.
 */
import { CROP_SIZES, type Image } from '../contract/common';

export const rich = (html: string) => ({ value: html, format: 'basic_html' });

export type ExampleSubject =
  | 'wandeling' | 'bankje' | 'koffie' | 'tuin' | 'fietsen' | 'zee' | 'herfst' | 'handen' | 'cafe' | 'telefoon' | 'onderzoek' | 'vrijwilliger';

export function exampleImage(subject: ExampleSubject, alt: string): Image {
  const file = (w: number, h: number) => `/files/images/${subject}/${w}x${h}.svg`;
  return {
    url: file(1616, 909),
    alt,
    width: 1616,
    height: 909,
    crops: CROP_SIZES.map((c) => ({ ...c, url: file(c.width, c.height), format: 'svg' as const })),
  };
}
