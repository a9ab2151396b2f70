import * as v from 'valibot';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { SiteLink } from '../../ui/SiteLink';
import { ImageF, LinkF, Text } from '../fields';
import type { BlockModule } from '../types';
import { IMAGE_SIZES } from '../../ui/image-sizes';
import { hy } from '../../format/hyphenate';

const schema = v.pipe(
  v.object({
    field_title: Text,
    field_items: v.array(v.object({ field_image: ImageF, field_link: LinkF, field_label: Text })),
  }),
  v.transform((raw) => ({
    title: raw.field_title,
    items: raw.field_items.flatMap((i) => (i.field_image && i.field_link && i.field_link.title ? [{ image: i.field_image, link: i.field_link, label: i.field_label }] : [])),
  })),
);
type Props = v.InferOutput<typeof schema>;

/** Home page: large image tiles, each one link with its title over a calm band. */
function HomeGridImage({ title, items }: Props) {
  if (items.length === 0) return null;
  return (
    <section className="an-block an-home-grid">
      {title ? <h2 className="an-block__title">{hy(title)}</h2> : null}
      <ul className="an-home-grid__list">
        {items.map((item, index) => (
          <li key={item.link.url + index} className={index === 0 ? 'an-home-grid__item an-home-grid__item--large' : 'an-home-grid__item'}>
            <SiteLink href={item.link.url} className="an-home-grid__link">
              <ResponsiveImage image={item.image} family="card" sizes={index === 0 ? IMAGE_SIZES.homeGridLarge : IMAGE_SIZES.homeGridSmall} className="an-home-grid__image" />
              <span className="an-home-grid__text">
                {item.label ? <span className="an-home-grid__label">{item.label}</span> : null}
                <span className="an-home-grid__title">{item.link.title}</span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const homeGridImageBlock: BlockModule<Props> = { schema, Component: HomeGridImage };
