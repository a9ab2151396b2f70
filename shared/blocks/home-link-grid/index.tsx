import * as v from 'valibot';
import { Icon } from '../../ui/Icon';
import { SiteLink } from '../../ui/SiteLink';
import { IconF, LinkF, Text } from '../fields';
import type { BlockModule } from '../types';
import { hy } from '../../format/hyphenate';

const schema = v.pipe(
  v.object({
    field_title: Text,
    field_items: v.array(v.object({ field_link: LinkF, field_icon: IconF, field_description: Text })),
  }),
  v.transform((raw) => ({
    title: raw.field_title,
    items: raw.field_items.flatMap((i) => (i.field_link && i.field_link.title ? [{ link: i.field_link, icon: i.field_icon, description: i.field_description }] : [])),
  })),
);
type Props = v.InferOutput<typeof schema>;

/** Home page: a grid of large, icon-led links to the main subjects. */
function HomeLinkGrid({ title, items }: Props) {
  if (items.length === 0) return null;
  return (
    <nav className="an-block an-link-grid" aria-label={title || undefined}>
      {title ? <h2 className="an-block__title">{hy(title)}</h2> : null}
      <ul className="an-link-grid__list">
        {items.map((item) => (
          <li key={item.link.url}>
            <SiteLink href={item.link.url} className="an-link-grid__link">
              {item.icon ? <Icon name={item.icon} className="an-link-grid__icon" /> : null}
              <span className="an-link-grid__text">
                <span className="an-link-grid__title">{item.link.title}</span>
                {item.description ? <span className="an-link-grid__description">{item.description}</span> : null}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const homeLinkGridBlock: BlockModule<Props> = { schema, Component: HomeLinkGrid };
