import * as v from 'valibot';
import { Island } from '../../islands/Island';
import { Text } from '../fields';
import type { BlockModule } from '../types';
import { hy } from '../../format/hyphenate';

/** Form and script ids are the provider's identifiers: letters, digits, '-' and '_' only. */
const Id = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

const schema = v.pipe(
  v.object({
    field_form_id: Id,
    field_script_id: Id,
    field_title: Text,
    field_alignment: v.optional(v.picklist(['left', 'center', 'right']), 'left'),
    field_width: v.optional(v.pipe(v.unknown(), v.transform((w) => (Number(w) === 60 ? 60 : 100))), 100),
  }),
  v.transform((raw) => ({ formId: raw.field_form_id, scriptId: raw.field_script_id, title: raw.field_title, alignment: raw.field_alignment, width: raw.field_width })),
);
type Props = v.InferOutput<typeof schema>;

/** A Spotler form (alignment left, center or right; width 60 or 100 percent), loaded after marketing consent. */
function SpotlerFormBlock({ formId, scriptId, title, alignment, width }: Props) {
  return (
    <section className={`an-block an-spotler an-spotler--${alignment} an-spotler--w${width}`}>
      {title ? <h2 className="an-block__title">{hy(title)}</h2> : null}
      <Island name="spotler-form" wake="visible" className="an-embed-island" props={{ formId, scriptId }} />
    </section>
  );
}

export const spotlerFormBlock: BlockModule<Props> = { schema, Component: SpotlerFormBlock };
