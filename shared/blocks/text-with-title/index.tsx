import * as v from 'valibot';
import { RichTextSchema } from '../../contract/common';
import { RichText } from '../../ui/RichText';
import type { BlockModule } from '../types';

const schema = v.pipe(
  v.object({ field_title: v.string(), field_text: RichTextSchema }),
  v.transform((raw) => ({ title: raw.field_title, html: raw.field_text.value })),
);
type Props = v.InferOutput<typeof schema>;

function TextWithTitle({ title, html }: Props) {
  return (
    <section className="an-block an-block--text-with-title">
      {title ? <h2 className="an-block__title">{title}</h2> : null}
      <RichText html={html} />
    </section>
  );
}

export const textWithTitleBlock: BlockModule<Props> = { schema, Component: TextWithTitle };
