import * as v from 'valibot';
import { Island } from '../../islands/Island';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { RichText } from '../../ui/RichText';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { SiteLink } from '../../ui/SiteLink';
import { DonateWidgetSchema } from '../donation/schema';
import { Html, ImageF, LinkF, Text } from '../fields';
import type { BlockModule } from '../types';
import { IMAGE_SIZES } from '../../ui/image-sizes';

const schema = v.pipe(
  v.object({
    field_title: Text,
    field_text: Html,
    field_image: ImageF,
    field_link: LinkF,
    field_donate_widget: v.optional(v.nullable(DonateWidgetSchema), null),
  }),
  v.transform((raw) => ({
    title: raw.field_title,
    html: raw.field_text,
    image: raw.field_image,
    // The banner promotes the memory test unless the editor links elsewhere.
    link: raw.field_link ?? { title: nl.blocks.callToAction.memoryTestButton, url: href('memory-test') },
    donate: raw.field_donate_widget,
  })),
);
type Props = v.InferOutput<typeof schema>;

/**
 * The home page banner: the memory test promotion beside the donate widget.
 * Its image is the first thing on the page, so it loads eagerly with high
 * fetch priority.
 */
function HomeBanner({ title, html, image, link, donate }: Props) {
  return (
    <section className="an-block an-home-banner">
      <div className="an-home-banner__promo">
        {image ? <ResponsiveImage image={image} family="header" sizes={IMAGE_SIZES.homeBanner} priority className="an-home-banner__image" /> : null}
        <div className="an-home-banner__text">
          {title ? <h2 className="an-home-banner__title">{title}</h2> : null}
          <RichText html={html} />
          {link.title ? (
            <p>
              <SiteLink href={link.url} className="an-button">
                {link.title}
              </SiteLink>
            </p>
          ) : null}
        </div>
      </div>
      {donate && donate.action ? (
        <div className="an-home-banner__donate">
          <Island name="donate-widget" wake="visible" className="an-donate-island" props={{ ...donate, texts: nl.donate }} />
        </div>
      ) : null}
    </section>
  );
}

export const homeBannerBlock: BlockModule<Props> = {
  schema,
  Component: HomeBanner,
  load: async (props, { source }) => (props.donate ? { ...props, donate: { ...props.donate, action: source.donationUrl } } : props),
};
