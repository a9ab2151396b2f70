import * as v from 'valibot';
import { RichText } from '../../ui/RichText';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { Html, ImageF, Text } from '../fields';
import type { BlockModule } from '../types';
import { hy } from '../../format/hyphenate';

const schema = v.pipe(
  v.object({
    field_title: Text,
    field_text: Html,
    field_image: ImageF,
    field_image_position: v.optional(v.picklist(['left', 'right']), 'right'),
  }),
  v.transform((raw) => ({ title: raw.field_title, html: raw.field_text, image: raw.field_image, position: raw.field_image_position })),
);
type Props = v.InferOutput<typeof schema>;

/** Rich text beside an image (left or right from 48rem; image first on small screens). */
function TextWithImage({ title, html, image, position }: Props) {
  return (
    <section className={`an-block an-text-image an-text-image--${position}`}>
      {image ? (
        <div className="an-text-image__media">
          <ResponsiveImage image={image} family="width" slot="half" />
        </div>
      ) : null}
      <div className="an-text-image__text">
        {title ? <h2 className="an-block__title">{hy(title)}</h2> : null}
        <RichText html={html} />
      </div>
    </section>
  );
}

export const textWithImageBlock: BlockModule<Props> = { schema, Component: TextWithImage };
