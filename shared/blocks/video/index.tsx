import * as v from 'valibot';
import { Text } from '../fields';
import type { BlockModule } from '../types';
import { VideoEmbed, VideoFields } from './embed';

const schema = v.pipe(
  v.object({
    field_video_type: VideoFields.video_type,
    field_video_id: VideoFields.video_id,
    field_title: Text,
    field_image: VideoFields.image,
    field_description: Text,
  }),
  v.transform((raw) => ({
    video: { video_type: raw.field_video_type, video_id: raw.field_video_id, title: raw.field_title, image: raw.field_image },
    description: raw.field_description,
  })),
);
type Props = v.InferOutput<typeof schema>;

/**
 * A YouTube (no-cookie host), Vimeo (do-not-track) or NPO video. Until the
 * visitor accepts marketing cookies, only a placeholder with a link to the
 * video on its own site is shown, and nothing is requested from the host.
 */
function Video({ video, description }: Props) {
  return (
    <figure className="an-block an-video">
      {video.title ? <h2 className="an-block__title">{video.title}</h2> : null}
      <VideoEmbed video={video} />
      {description ? <figcaption className="an-video__caption">{description}</figcaption> : null}
    </figure>
  );
}

export const videoBlock: BlockModule<Props> = { schema, Component: Video };
