import * as v from 'valibot';
import { nl } from '../../texts/nl';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { ImageF, Text } from '../fields';
import type { BlockModule } from '../types';
import { IMAGE_SIZES } from '../../ui/image-sizes';

const schema = v.pipe(
  v.object({ field_quote: Text, field_author: Text, field_role: Text, field_image: ImageF }),
  v.transform((raw) => ({ quote: raw.field_quote, author: raw.field_author, role: raw.field_role, image: raw.field_image })),
);
type Props = v.InferOutput<typeof schema>;

/** A quote with who said it (figure + blockquote + figcaption). */
function Quote({ quote, author, role, image }: Props) {
  if (!quote) return null;
  return (
    <figure className="an-block an-quote">
      {image ? <ResponsiveImage image={image} family="card" sizes={IMAGE_SIZES.quote} className="an-quote__image" /> : null}
      <blockquote className="an-quote__text">
        <p>{quote}</p>
      </blockquote>
      {author ? (
        <figcaption className="an-quote__by">
          <span className="an-visually-hidden">{nl.blocks.quoteBy} </span>
          <span className="an-quote__author">{author}</span>
          {role ? <span className="an-quote__role">{role}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

export const quoteBlock: BlockModule<Props> = { schema, Component: Quote };
