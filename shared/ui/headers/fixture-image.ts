import type { Image } from '../../contract/common';

/**
 * An image for header examples: a demo illustration the embedded origin serves
 * under /files/images/{subject}/ (origin/demo/images.ts), with the
 * header and wide crops the headers use.
 */
export function fixtureImage(subject: string, alt: string): Image {
  const crop = (family: 'header' | 'wide', width: number, height: number) => ({
    family,
    url: `/files/images/${subject}/${width}x${height}.svg`,
    width,
    height,
    format: 'svg' as const,
  });
  return {
    url: `/files/images/${subject}/1616x909.svg`,
    alt,
    width: 1616,
    height: 909,
    crops: [
      crop('header', 580, 388),
      crop('header', 1160, 776),
      crop('header', 1740, 1164),
      crop('wide', 404, 227),
      crop('wide', 808, 455),
      crop('wide', 1616, 909),
    ],
  };
}
