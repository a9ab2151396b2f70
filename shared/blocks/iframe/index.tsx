import * as v from 'valibot';
import { EMBED_HOSTS } from '../../embeds';
import { Island } from '../../islands/Island';
import { isHttpsOnHost } from '../../safe-url';
import { Text } from '../fields';
import type { BlockModule } from '../types';
import { hy } from '../../format/hyphenate';

const HOSTS: readonly string[] = Object.values(EMBED_HOSTS.iframe);
/** The music player's fixed height (spec section 9); other frames start here and follow their messages. */
const AUDIO_HEIGHT = 200;
const DEFAULT_HEIGHT = 600;

const schema = v.pipe(
  v.object({
    // Only allow-listed hosts over https: an iframe from anywhere else is not rendered.
    field_url: v.pipe(v.string(), v.trim(), v.check((url) => isHttpsOnHost(url, HOSTS), 'iframe host not allowed')),
    field_title: Text,
    field_height: v.optional(v.pipe(v.unknown(), v.transform((h) => Number(h)))),
  }),
  v.transform((raw) => {
    const host = new URL(raw.field_url).host;
    const fixed = host === EMBED_HOSTS.iframe.audio ? AUDIO_HEIGHT : null;
    const asked = raw.field_height !== undefined && Number.isFinite(raw.field_height) && raw.field_height > 0 ? raw.field_height : DEFAULT_HEIGHT;
    return { url: raw.field_url, host, title: raw.field_title, height: Math.min(fixed ?? asked, 4000) };
  }),
);
type Props = v.InferOutput<typeof schema>;

/**
 * Embedded content from an allow-listed host (the quiz, the podcast player),
 * behind marketing consent like the video block. The frame grows with the
 * numeric height messages it posts (and the quiz's own riddleHeight message).
 */
function Iframe({ url, host, title, height }: Props) {
  return (
    <section className="an-block an-iframe">
      {title ? <h2 className="an-block__title">{hy(title)}</h2> : null}
      <Island
        name="embed"
        wake="visible"
        className="an-embed-island"
        props={{ kind: 'frame', src: url, title: title || host, provider: host, fallbackUrl: url, height }}
      />
    </section>
  );
}

export const iframeBlock: BlockModule<Props> = { schema, Component: Iframe };
