import { nl } from '../texts/nl';
import { HEADER_VARIANTS } from '../ui/headers/gallery';
import { loaded, type ScreenModule } from './screen';

/** Every header variant with its examples (development only, /_koppen). */
function HeaderGalleryPage() {
  return (
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
}

export const headerGalleryScreen: ScreenModule<null> = {
  load: async () => loaded(null, { title: nl.headers.galleryTitle, canonical: null, robots: 'noindex, nofollow' }),
  View: HeaderGalleryPage,
};
