import { useId } from 'react';
import * as v from 'valibot';
import { nl } from '../../texts/nl';
import { Checkboxes } from '../../ui/checkboxes';
import { RichText } from '../../ui/RichText';
import { Html, Text, Url } from '../fields';
import type { BlockModule } from '../types';
import { hy } from '../../format/hyphenate';

const schema = v.pipe(
  v.object({ field_title: Text, field_text: Text, field_explanation: Html, field_url: Url }),
  v.transform((raw) => ({ title: raw.field_title, text: raw.field_text, explanation: raw.field_explanation, action: raw.field_url })),
);
type Props = v.InferOutput<typeof schema>;

/**
 * Sign up to collect for the charity (the annual door-to-door collection).
 * Starts with both ways of collecting selected and the explanation closed
 * (spec section 4); a plain GET form to the collection sign-up the editor
 * links, with the chosen ways as `vorm`.
 */
function CollectionForm({ title, text, explanation, action }: Props) {
  const id = useId();
  const t = nl.blocks.collection;
  if (!action) return null;
  return (
    <section className="an-block an-collection">
      {title ? <h2 className="an-block__title">{hy(title)}</h2> : null}
      {text ? <p>{text}</p> : null}
      <form method="get" action={action} className="an-collection__form">
        <Checkboxes
          id={id}
          name="vorm"
          legend={t.legend}
          options={[
            { value: 'deur', label: t.door },
            { value: 'online', label: t.online },
          ]}
          values={['deur', 'online']}
        />
        {explanation ? (
          <details className="an-expandable an-collection__explanation">
            <summary className="an-expandable__summary">
              <span className="an-expandable__title">{t.explanation}</span>
            </summary>
            <div className="an-expandable__body">
              <RichText html={explanation} />
            </div>
          </details>
        ) : null}
        <button type="submit" className="an-button">
          {t.submit}
        </button>
      </form>
    </section>
  );
}

export const collectionFormBlock: BlockModule<Props> = { schema, Component: CollectionForm };
