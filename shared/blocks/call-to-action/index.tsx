import * as v from 'valibot';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { RichText } from '../../ui/RichText';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { SiteLink } from '../../ui/SiteLink';
import { Html, ImageF, LinkF, Links, Text } from '../fields';
import type { BlockModule } from '../types';
import { BlockColumnContext, twoFifths } from '../../ui/image-sizes';
import { useContext } from 'react';

const common = { field_title: Text, field_text: Html, field_image: ImageF };
const schema = v.pipe(
  v.variant('field_variant', [
    v.object({ field_variant: v.literal('brochures'), ...common, field_brochures: Links }),
    v.object({ field_variant: v.literal('extensive'), ...common, field_primary_link: LinkF, field_secondary_link: LinkF }),
    v.object({ field_variant: v.literal('memory_test'), ...common }),
    v.object({ field_variant: v.literal('spotlight'), ...common, field_label: Text, field_primary_link: LinkF }),
  ]),
  v.transform((raw) => {
    const base = { title: raw.field_title, html: raw.field_text, image: raw.field_image };
    switch (raw.field_variant) {
      case 'brochures':
        return { variant: 'brochures' as const, ...base, label: '', primary: null, secondary: null, brochures: raw.field_brochures };
      case 'extensive':
        return { variant: 'extensive' as const, ...base, label: '', primary: raw.field_primary_link, secondary: raw.field_secondary_link, brochures: [] };
      case 'memory_test':
        // The memory test promotion always leads to the test itself.
        return {
          variant: 'memory_test' as const,
          ...base,
          label: nl.blocks.callToAction.memoryTestLabel,
          primary: { title: nl.blocks.callToAction.memoryTestButton, url: href('memory-test') },
          secondary: null,
          brochures: [],
        };
      case 'spotlight':
        return { variant: 'spotlight' as const, ...base, label: raw.field_label || nl.blocks.callToAction.spotlight, primary: raw.field_primary_link, secondary: null, brochures: [] };
    }
  }),
);
type Props = v.InferOutput<typeof schema>;

/** Call to action in four variants: brochures, extensive, memory test, spotlight. */
function CallToAction({ variant, title, html, image, label, primary, secondary, brochures }: Props) {
  const column = useContext(BlockColumnContext);
  const t = nl.blocks.callToAction;
  return (
    <section className={`an-block an-cta an-cta--${variant}`}>
      {image ? <ResponsiveImage image={image} family="card" sizes={twoFifths(column)} className="an-cta__image" /> : null}
      <div className="an-cta__body">
        {label ? <p className="an-cta__label">{label}</p> : null}
        {title ? <h2 className="an-cta__title">{title}</h2> : null}
        <RichText html={html} />
        {brochures.length > 0 ? (
          <ul className="an-cta__brochures">
            {brochures.map((b) => (
              <li key={b.url}>
                <SiteLink href={b.url} className="an-cta__brochure">
                  {t.brochureDownload(b.title)}
                </SiteLink>
              </li>
            ))}
          </ul>
        ) : null}
        {primary || secondary ? (
          <p className="an-cta__actions">
            {primary && primary.title ? (
              <SiteLink href={primary.url} className="an-button">
                {primary.title}
              </SiteLink>
            ) : null}
            {secondary && secondary.title ? (
              <SiteLink href={secondary.url} className="an-button an-button--secondary">
                {secondary.title}
              </SiteLink>
            ) : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}

export const callToActionBlock: BlockModule<Props> = { schema, Component: CallToAction };
