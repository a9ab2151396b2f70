import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Image } from '../contract/common';
import { ResponsiveImage } from './ResponsiveImage';

const image: Image = {
  url: '/files/a/orig.jpg',
  alt: 'Twee mensen op een bankje',
  width: 2000,
  height: 1125,
  crops: [
    { family: 'wide', url: '/files/a/808.jpg', width: 808, height: 455, format: 'jpeg' },
    { family: 'wide', url: '/files/a/404.jpg', width: 404, height: 227, format: 'jpeg' },
    { family: 'wide', url: '/files/a/1616.jpg', width: 1616, height: 909, format: 'jpeg' },
    { family: 'wide', url: '/files/a/404.webp', width: 404, height: 227, format: 'webp' },
    { family: 'card', url: '/files/a/380.jpg', width: 380, height: 235, format: 'jpeg' },
  ],
};

describe('responsive image', () => {
  it('builds a srcset from one crop family with the sizes hint, width and height', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={{ ...image, crops: image.crops.filter((c) => c.format !== 'webp') }} family="wide" slot="half" />);
    // HTML attribute names are case-insensitive; React writes srcSet.
    expect(html.toLowerCase()).toContain('srcset="/files/a/404.jpg 404w, /files/a/808.jpg 808w, /files/a/1616.jpg 1616w"');
    expect(html).toContain('sizes="(min-width: 48rem) 404px, 100vw"');
    expect(html).toContain('width="1616"');
    expect(html).toContain('height="909"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="Twee mensen op een bankje"');
    expect(html).not.toContain('card');
  });

  it('offers WebP first in a picture element when the CMS has it', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={image} family="wide" />);
    expect(html).toMatch(/^<picture><source type="image\/webp" srcSet="\/files\/a\/404.webp 404w"/i);
  });

  it('loads the header image eagerly with high fetch priority', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={image} family="wide" priority />);
    expect(html).toContain('loading="eager"');
    expect(html.toLowerCase()).toContain('fetchpriority="high"');
  });

  it('uses the 33% and 100% hints of the spec', () => {
    expect(renderToStaticMarkup(<ResponsiveImage image={image} family="wide" slot="third" />)).toContain('(min-width: 48rem) 270px, 100vw');
    expect(renderToStaticMarkup(<ResponsiveImage image={image} family="wide" />)).toContain('(min-width: 48rem) 808px, 100vw');
  });
});
