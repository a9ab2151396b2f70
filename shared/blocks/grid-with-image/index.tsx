import * as v from 'valibot';
import { truncate } from '../../format/truncate';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { SiteLink } from '../../ui/SiteLink';
import { ImageF, LinkF, Text } from '../fields';
import type { BlockModule } from '../types';
import { gridSizes } from '../../ui/image-sizes';
import { hy } from '../../format/hyphenate';

/** Grid columns (spec section 3): 4 if the field equals 4, else 3. */
export const gridColumns = (raw: unknown): 3 | 4 => (Number(raw) === 4 ? 4 : 3);

const schema = v.pipe(
  v.object({
    field_title: Text,
    field_columns: v.optional(v.unknown()),
    field_items: v.array(v.object({ field_title: Text, field_text: Text, field_image: ImageF, field_link: LinkF })),
  }),
  v.transform((raw) => ({
    title: raw.field_title,
    columns: gridColumns(raw.field_columns),
    items: raw.field_items
      .filter((i) => i.field_title)
      .map((i) => ({ title: i.field_title, text: truncate(i.field_text, 140), image: i.field_image, link: i.field_link })),
  })),
);
type Props = v.InferOutput<typeof schema>;

/** Cards with an image in 3 or 4 columns (1 on phones, 2 on tablets). */
function GridWithImage({ title, columns, items }: Props) {
  if (items.length === 0) return null;
  return (
    <section className="an-block an-grid-block">
      {title ? <h2 className="an-block__title">{hy(title)}</h2> : null}
      <ul className={`an-grid an-grid--${columns}`}>
        {items.map((item) => (
          <li key={item.title} className="an-card">
            {item.image ? <ResponsiveImage image={item.image} family="card" sizes={gridSizes(columns)} className="an-card__image" /> : null}
            <div className="an-card__body">
              <h3 className="an-card__title">
                {item.link ? (
                  <SiteLink href={item.link.url} className="an-card__link">
                    {item.title}
                  </SiteLink>
                ) : (
                  item.title
                )}
              </h3>
              {item.text ? <p className="an-card__text">{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const gridWithImageBlock: BlockModule<Props> = { schema, Component: GridWithImage };
