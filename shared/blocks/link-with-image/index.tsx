import * as v from 'valibot';
import { truncate } from '../../format/truncate';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { SiteLink } from '../../ui/SiteLink';
import { ImageF, LinkF, Text } from '../fields';
import type { BlockModule } from '../types';
import { IMAGE_SIZES } from '../../ui/image-sizes';

/** Teaser texts are cut at a word boundary (spec section 5). */
const TEXT_MAX = 160;

const schema = v.pipe(
  v.object({ field_title: Text, field_text: Text, field_image: ImageF, field_link: LinkF }),
  v.transform((raw) => ({ title: raw.field_title || raw.field_link?.title || '', text: truncate(raw.field_text, TEXT_MAX), image: raw.field_image, link: raw.field_link })),
);
type Props = v.InferOutput<typeof schema>;

/** A card that is one link: image, title and a short text. */
function LinkWithImage({ title, text, image, link }: Props) {
  if (!link || !title) return null;
  return (
    <div className="an-block an-card an-card--link">
      {image ? <ResponsiveImage image={image} family="card" sizes={IMAGE_SIZES.linkCard} className="an-card__image" /> : null}
      <div className="an-card__body">
        <h2 className="an-card__title">
          <SiteLink href={link.url} className="an-card__link">
            {title}
          </SiteLink>
        </h2>
        {text ? <p className="an-card__text">{text}</p> : null}
      </div>
    </div>
  );
}

export const linkWithImageBlock: BlockModule<Props> = { schema, Component: LinkWithImage };
