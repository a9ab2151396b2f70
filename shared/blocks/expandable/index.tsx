import * as v from 'valibot';
import { RichText } from '../../ui/RichText';
import { Html, Text } from '../fields';
import type { BlockModule } from '../types';

const schema = v.pipe(
  v.object({ field_title: Text, field_text: Html, field_open: v.optional(v.boolean(), false) }),
  v.transform((raw) => ({ title: raw.field_title, html: raw.field_text, open: raw.field_open })),
);
type Props = v.InferOutput<typeof schema>;

/**
 * A question with a hidden answer: a native disclosure, so it opens by
 * keyboard and without JavaScript; opening animates 350 ms (CSS), and printing
 * shows the answer (blocks.css).
 */
function Expandable({ title, html, open }: Props) {
  if (!title) return null;
  return (
    <details className="an-block an-expandable" open={open || undefined}>
      <summary className="an-expandable__summary">
        <span className="an-expandable__title">{title}</span>
      </summary>
      <div className="an-expandable__body">
        <RichText html={html} />
      </div>
    </details>
  );
}

export const expandableBlock: BlockModule<Props> = { schema, Component: Expandable };
