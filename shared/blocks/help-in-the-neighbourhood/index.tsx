import { useId } from 'react';
import * as v from 'valibot';
import { href } from '../../routes';
import { nl } from '../../texts/nl';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { SearchForm } from '../../ui/SearchForm/SearchForm';
import { ImageF, Text } from '../fields';
import type { BlockModule } from '../types';
import { BlockColumnContext, helpSizes } from '../../ui/image-sizes';
import { useContext } from 'react';
import { hy } from '../../format/hyphenate';

const schema = v.pipe(
  v.object({ field_title: Text, field_text: Text, field_image: ImageF }),
  v.transform((raw) => ({ title: raw.field_title, text: raw.field_text, image: raw.field_image })),
);
type Props = v.InferOutput<typeof schema>;

/** A search for help nearby: a plain GET form to the region search (spec section 2: /regios?zoekterm={term}), so it works without JavaScript. */
function HelpInTheNeighbourhood({ title, text, image }: Props) {
  const column = useContext(BlockColumnContext);
  const id = useId();
  const t = nl.blocks.help;
  return (
    <section className="an-block an-help">
      {image ? <ResponsiveImage image={image} family="card" sizes={helpSizes(column)} className="an-help__image" /> : null}
      <div className="an-help__body">
        {title ? <h2 className="an-block__title">{hy(title)}</h2> : null}
        {text ? <p>{text}</p> : null}
        <SearchForm action={href('regions')} id={id} formLabel={title || t.button} label={t.label} buttonText={t.button} autoComplete="postal-code" />
      </div>
    </section>
  );
}

export const helpInTheNeighbourhoodBlock: BlockModule<Props> = { schema, Component: HelpInTheNeighbourhood };
