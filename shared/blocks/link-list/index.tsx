import * as v from 'valibot';
import { SiteLink } from '../../ui/SiteLink';
import { Links, Text } from '../fields';
import type { BlockModule } from '../types';
import { hy } from '../../format/hyphenate';

const schema = v.pipe(
  v.object({ field_title: Text, field_links: Links }),
  v.transform((raw) => ({ title: raw.field_title, links: raw.field_links })),
);
type Props = v.InferOutput<typeof schema>;

/** A titled list of links (internal, external, files), each following the link rules. */
function LinkList({ title, links }: Props) {
  if (links.length === 0) return null;
  return (
    <section className="an-block an-link-list">
      {title ? <h2 className="an-block__title">{hy(title)}</h2> : null}
      <ul className="an-linklist">
        {links.map((link) => (
          <li key={link.url + link.title}>
            <SiteLink href={link.url}>{link.title}</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const linkListBlock: BlockModule<Props> = { schema, Component: LinkList };
