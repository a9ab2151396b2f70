import { nl } from '../texts/nl';
import { loaded, type ScreenModule } from './screen';
import { FORM_PARTS } from '../ui/form-parts';

/**
 * The form kit's gallery (/_formulieren, development only): every example of
 * every form part, as the site draws it. Each example is wrapped in
 * `data-form-part="{key}"` for the end-to-end tests.
 */
export function FormGalleryPage() {
  const t = nl.formGallery;
  return (
    <article className="an-page an-gallery">
      <div className="an-container an-container--text">
        <header className="an-page-intro">
          <h1 className="an-page-intro__title">{t.title}</h1>
          <p className="an-page-intro__text">{t.intro}</p>
        </header>
        {FORM_PARTS.map(({ key, examples }) => (
          <section key={key} className="an-gallery__kind" aria-labelledby={`formulierdeel-${key}`}>
            <h2 className="an-gallery__kind-title" id={`formulierdeel-${key}`}>
              {t.parts[key]}
            </h2>
            {examples.map((example) => (
              <div key={example.name} className="an-gallery__example" data-form-part={key} data-example={example.name}>
                <p className="an-gallery__example-name">{example.name}</p>
                {example.element}
              </div>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}

export const formGalleryScreen: ScreenModule<null> = {
  load: async () => loaded(null, { title: nl.formGallery.title, canonical: null, robots: 'noindex, nofollow' }, { headers: { 'cache-control': 'no-store' } }),
  View: FormGalleryPage,
};
