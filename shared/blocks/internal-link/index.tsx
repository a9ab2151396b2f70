import * as v from 'valibot';
import { SiteLink } from '../../ui/SiteLink';
import { LinkF, Text } from '../fields';
import type { BlockModule } from '../types';

const schema = v.pipe(
  v.object({ field_link: LinkF, field_description: Text }),
  v.transform((raw) => ({ link: raw.field_link, description: raw.field_description })),
);
type Props = v.InferOutput<typeof schema>;

/** One prominent link to another page, with a line about where it goes. */
function InternalLink({ link, description }: Props) {
  if (!link || !link.title) return null;
  return (
    <div className="an-block an-internal-link">
      <SiteLink href={link.url} className="an-internal-link__link">
        <span className="an-internal-link__title">{link.title}</span>
        <span className="an-internal-link__arrow" aria-hidden="true">
          →
        </span>
      </SiteLink>
      {description ? <p className="an-internal-link__text">{description}</p> : null}
    </div>
  );
}

export const internalLinkBlock: BlockModule<Props> = { schema, Component: InternalLink };
