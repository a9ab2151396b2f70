import * as v from 'valibot';
import { RichTextSchema } from '../../contract/common';
import { RichText } from '../../ui/RichText';
import type { BlockModule } from '../types';
import { hy } from '../../format/hyphenate';

const schema = v.pipe(
  v.object({ field_title: v.string(), field_text: RichTextSchema }),
  v.transform((raw) => ({ title: raw.field_title, html: raw.field_text.value, anchor: anchorOf(raw.field_title) })),
);
type Props = v.InferOutput<typeof schema>;
export type TextWithTitleView = Props;

/** The block's id, so a sub-menu can link to it ('Wat kun je verwachten?' → 'wat-kun-je-verwachten'); '' without a title. */
export function anchorOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function TextWithTitle({ title, html, anchor }: Props) {
  return (
    <section className="an-block an-block--text-with-title" id={anchor || undefined}>
      {title ? <h2 className="an-block__title">{hy(title)}</h2> : null}
      <RichText html={html} />
    </section>
  );
}

export const textWithTitleBlock: BlockModule<Props> = { schema, Component: TextWithTitle };
