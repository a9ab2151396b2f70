import * as v from 'valibot';
import { VIDEO_PLATFORM_NAMES, videoEmbedUrl, videoWatchUrl } from '../../embeds';
import { Island } from '../../islands/Island';
import { ImageF, Text } from '../fields';

/** The fields of a video (spec section 3: video type, id), shared by the video and media blocks. */
export const VideoFields = {
  video_type: v.picklist(['youtube', 'vimeo', 'npo']),
  // Player ids are letters, digits, '-', '_' (NPO tokens also '.'); anything else is not a video id.
  video_id: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_.-]{1,2048}$/)),
  title: Text,
  image: ImageF,
};
const VideoObject = v.object(VideoFields);
export type Video = v.InferOutput<typeof VideoObject>;

/** A video behind marketing consent (the embed island). */
export function VideoEmbed({ video }: { video: Video }) {
  const platform = VIDEO_PLATFORM_NAMES[video.video_type];
  return (
    <Island
      name="embed"
      wake="visible"
      className="an-embed-island"
      props={{
        kind: 'video',
        src: videoEmbedUrl(video.video_type, video.video_id),
        title: video.title ? `Video: ${video.title}` : `Video van ${platform}`,
        provider: platform,
        fallbackUrl: videoWatchUrl(video.video_type, video.video_id),
        image: video.image,
      }}
    />
  );
}
