import * as v from 'valibot';
import { RichTextSchema } from '../../contract/common';
import { RichText } from '../../ui/RichText';
import type { BlockModule } from '../types';

const schema = v.pipe(
  v.object({ field_html: RichTextSchema }),
  v.transform((raw) => ({ html: raw.field_html.value })),
);
type Props = v.InferOutput<typeof schema>;

function HtmlBlock({ html }: Props) {
  return (
    <section className="an-block an-block--html">
      <RichText html={html} />
    </section>
  );
}

export const htmlBlock: BlockModule<Props> = { schema, Component: HtmlBlock };
