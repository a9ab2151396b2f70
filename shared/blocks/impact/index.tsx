import * as v from 'valibot';
import { Text } from '../fields';
import type { BlockModule } from '../types';
import { hy } from '../../format/hyphenate';

const schema = v.pipe(
  v.object({
    field_title: Text,
    field_items: v.array(v.object({ number: Text, label: Text })),
  }),
  v.transform((raw) => ({ title: raw.field_title, items: raw.field_items.filter((i) => i.number && i.label) })),
);
type Props = v.InferOutput<typeof schema>;

/** Key figures: a large number with what it means. */
function Impact({ title, items }: Props) {
  if (items.length === 0) return null;
  return (
    <section className="an-block an-impact">
      {title ? <h2 className="an-block__title">{hy(title)}</h2> : null}
      <ul className="an-impact__list">
        {items.map((item) => (
          <li key={item.number + item.label} className="an-impact__item">
            <span className="an-impact__number">{item.number}</span> <span className="an-impact__label">{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const impactBlock: BlockModule<Props> = { schema, Component: Impact };
