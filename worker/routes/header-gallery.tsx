import { Hono } from 'hono';
import { HEADER_VARIANTS } from '../../shared/ui/headers/gallery';
import { nl } from '../../shared/texts/nl';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render';
import { loadLayout, siteTitle } from './layout';

/** Development-only pages (ENVIRONMENT = development): the header variants with their examples. */
export const headerGalleryRoutes = new Hono<AppEnv>();

headerGalleryRoutes.get('/_koppen', async (c) => {
  if (c.env.ENVIRONMENT !== 'development') return c.notFound();
  const body = (
    <div className="an-gallery">
      <div className="an-container">
        <h1 className="an-gallery__title">{nl.headers.galleryTitle}</h1>
        <p className="an-gallery__intro">{nl.headers.galleryIntro}</p>
      </div>
      {HEADER_VARIANTS.map(({ variant, Component, examples }) =>
        examples.map((example) => (
          <section key={`${variant}-${example.name}`} className="an-gallery__item" aria-label={`${variant}: ${example.name}`}>
            <p className="an-container an-gallery__name">
              <code>{variant}</code> — {example.name}
            </p>
            <Component {...example.props} />
          </section>
        )),
      )}
    </div>
  );
  return renderPage(
    {
      head: { title: siteTitle(nl.headers.galleryTitle), description: null, canonical: null, robots: 'noindex, nofollow' },
      layout: await loadLayout(c),
      body,
    },
    c.get('nonce'),
  );
});
