import { useId } from 'react';
import * as v from 'valibot';
import { nl } from '../../texts/nl';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { ImageF, Text } from '../fields';
import type { BlockModule } from '../types';
import { BlockColumnContext, helpSizes } from '../../ui/image-sizes';
import { useContext } from 'react';

/** The region search (spec section 2): /regios?zoekterm={term}. */
export const REGION_SEARCH_PATH = '/regios';

const schema = v.pipe(
  v.object({ field_title: Text, field_text: Text, field_image: ImageF }),
  v.transform((raw) => ({ title: raw.field_title, text: raw.field_text, image: raw.field_image })),
);
type Props = v.InferOutput<typeof schema>;

/** A search for help nearby: a plain GET form to the region search, so it works without JavaScript. */
function HelpInTheNeighbourhood({ title, text, image }: Props) {
  const column = useContext(BlockColumnContext);
  const id = useId();
  const t = nl.blocks.help;
  return (
    <section className="an-block an-help">
      {image ? <ResponsiveImage image={image} family="card" sizes={helpSizes(column)} className="an-help__image" /> : null}
      <div className="an-help__body">
        {title ? <h2 className="an-block__title">{title}</h2> : null}
        {text ? <p>{text}</p> : null}
        <form className="an-searchbar" method="get" action={REGION_SEARCH_PATH} role="search" aria-label={title || t.button}>
          <label className="an-searchbar__label" htmlFor={id}>
            {t.label}
          </label>
          <div className="an-searchbar__row">
            <input className="an-input" id={id} name="zoekterm" type="search" autoComplete="postal-code" />
            <button className="an-button" type="submit">
              {t.button}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}

export const helpInTheNeighbourhoodBlock: BlockModule<Props> = { schema, Component: HelpInTheNeighbourhood };
