import * as v from 'valibot';
import { RichText } from '../../ui/RichText';
import { SiteLink } from '../../ui/SiteLink';
import { Html, LinkF, Text } from '../fields';
import type { BlockModule } from '../types';

const schema = v.pipe(
  v.object({ field_title: Text, field_text: Html, field_link: LinkF }),
  v.transform((raw) => ({ title: raw.field_title, html: raw.field_text, link: raw.field_link })),
);
type Props = v.InferOutput<typeof schema>;

/** Text in a framed box that stands out from the page, with an optional button. */
function FrameBox({ title, html, link }: Props) {
  return (
    <aside className="an-block an-frame-box" aria-label={title || undefined}>
      {title ? <h2 className="an-frame-box__title">{title}</h2> : null}
      <RichText html={html} />
      {link && link.title ? (
        <p className="an-frame-box__action">
          <SiteLink href={link.url} className="an-button">
            {link.title}
          </SiteLink>
        </p>
      ) : null}
    </aside>
  );
}

export const frameBoxBlock: BlockModule<Props> = { schema, Component: FrameBox };
