import * as v from 'valibot';
import { RichText } from '../../ui/RichText';
import { Html, Text } from '../fields';
import type { BlockModule } from '../types';
import { hy } from '../../format/hyphenate';

const schema = v.pipe(
  v.object({ field_title: Text, field_left: Html, field_right: Html }),
  v.transform((raw) => ({ title: raw.field_title, left: raw.field_left, right: raw.field_right })),
);
type Props = v.InferOutput<typeof schema>;

/** Two texts side by side from 48rem, one under the other below. */
function TwoColumnText({ title, left, right }: Props) {
  if (!left && !right) return null;
  return (
    <section className="an-block an-two-columns">
      {title ? <h2 className="an-block__title">{hy(title)}</h2> : null}
      <div className="an-two-columns__grid">
        <RichText html={left} className="an-two-columns__column" />
        <RichText html={right} className="an-two-columns__column" />
      </div>
    </section>
  );
}

export const twoColumnTextBlock: BlockModule<Props> = { schema, Component: TwoColumnText };
