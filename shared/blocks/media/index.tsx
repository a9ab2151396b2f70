import * as v from 'valibot';
import type { ImageSlot } from '../../ui/ResponsiveImage';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { ImageF, Text } from '../fields';
import type { BlockModule } from '../types';
import { VideoEmbed, VideoFields } from '../video/embed';

/** Media width (spec section 3): 50 and 33 are recognised, anything else is 100. */
export function mediaWidth(raw: unknown): 50 | 33 | 100 {
  const n = Number(raw);
  return n === 50 || n === 33 ? n : 100;
}
const SLOT: Record<50 | 33 | 100, ImageSlot> = { 50: 'half', 33: 'third', 100: 'full' };

const schema = v.pipe(
  v.object({
    field_media: v.variant('kind', [
      v.object({ kind: v.literal('image'), image: ImageF }),
      v.object({ kind: v.literal('video'), ...VideoFields }),
    ]),
    field_description: Text,
    field_width: v.optional(v.unknown()),
  }),
  v.transform((raw) => ({ media: raw.field_media, caption: raw.field_description, width: mediaWidth(raw.field_width) })),
);
type Props = v.InferOutput<typeof schema>;

/** An image (or video) with a caption, at 100%, 50% or 33% of the text column. */
function Media({ media, caption, width }: Props) {
  if (media.kind === 'image' && !media.image) return null;
  return (
    <figure className={`an-block an-media an-media--${width}`}>
      {media.kind === 'image' && media.image ? (
        <ResponsiveImage image={media.image} family="wide" slot={SLOT[width]} />
      ) : media.kind === 'video' ? (
        <VideoEmbed video={media} />
      ) : null}
      {caption ? <figcaption className="an-media__caption">{caption}</figcaption> : null}
    </figure>
  );
}

export const mediaBlock: BlockModule<Props> = { schema, Component: Media };
