import * as v from 'valibot';
import { Icon } from '../../ui/Icon';
import { SiteLink } from '../../ui/SiteLink';
import { IconF, LinkF, Text } from '../fields';
import type { BlockModule } from '../types';
import { hy } from '../../format/hyphenate';

const schema = v.pipe(
  v.object({
    field_title: Text,
    field_intro: Text,
    field_items: v.array(v.object({ field_title: Text, field_text: Text, field_icon: IconF, field_link: LinkF })),
  }),
  v.transform((raw) => ({
    title: raw.field_title,
    intro: raw.field_intro,
    items: raw.field_items.filter((i) => i.field_title).map((i) => ({ title: i.field_title, text: i.field_text, icon: i.field_icon, link: i.field_link })),
  })),
);
type Props = v.InferOutput<typeof schema>;

/** The charity's pillars (what we do), side by side from 48rem. */
function Pillars({ title, intro, items }: Props) {
  if (items.length === 0) return null;
  return (
    <section className="an-block an-pillars">
      {title ? <h2 className="an-block__title">{hy(title)}</h2> : null}
      {intro ? <p className="an-lead">{intro}</p> : null}
      <ul className="an-pillars__list">
        {items.map((item) => (
          <li key={item.title} className="an-pillars__item">
            {item.icon ? <Icon name={item.icon} className="an-pillars__icon" /> : null}
            <h3 className="an-pillars__title">{item.title}</h3>
            {item.text ? <p>{item.text}</p> : null}
            {item.link && item.link.title ? (
              <p className="an-pillars__link">
                <SiteLink href={item.link.url}>{item.link.title}</SiteLink>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export const pillarsBlock: BlockModule<Props> = { schema, Component: Pillars };
