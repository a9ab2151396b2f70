import { Blocks } from '../blocks/Blocks';
import type { BlockKind, BlockView } from '../blocks/types';
import { nl } from '../texts/nl';

export interface GallerySection {
  kind: BlockKind;
  built: boolean;
  examples: { name: string; views: BlockView[] }[];
}

/**
 * The block gallery (/_blokken, development only): every example of every
 * block kind, rendered through the same pipeline as a page. Each example is
 * wrapped in `data-block="{kind}"` for the end-to-end tests.
 */
export function GalleryPage({ sections }: { sections: GallerySection[] }) {
  const t = nl.gallery;
  return (
    <article className="an-page an-gallery">
      <div className="an-container an-container--text">
        <header className="an-page-intro">
          <h1 className="an-page-intro__title">{t.title}</h1>
          <p className="an-page-intro__text">{t.intro}</p>
        </header>
        {sections.map((section) => (
          <section key={section.kind} className="an-gallery__kind" aria-labelledby={`blok-${section.kind}`}>
            <h2 className="an-gallery__kind-title" id={`blok-${section.kind}`}>
              <code>{section.kind}</code>
            </h2>
            {section.built ? null : <p>{t.notBuilt}</p>}
            {section.examples.map((example) => (
              <div key={example.name} className="an-gallery__example" data-block={section.kind} data-example={example.name}>
                <p className="an-gallery__example-name">{t.example(section.kind, example.name)}</p>
                <Blocks blocks={example.views} />
              </div>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
