import { nl } from '../../texts/nl';
import { Island } from '../../islands/Island';
import type { BlockModule } from '../types';
import { DonateWidgetSchema, type DonateWidget } from './schema';

/** The donate widget as a block; the donation address comes from the environment (load step). */
function Donation(props: DonateWidget) {
  if (!props.action) return null;
  return (
    <section className={props.fullWidth ? 'an-block an-donation an-donation--full' : 'an-block an-donation'}>
      <Island name="donate-widget" wake="visible" className="an-donate-island" props={{ ...props, texts: nl.donate }} />
    </section>
  );
}

export const donationBlock: BlockModule<DonateWidget> = {
  schema: DonateWidgetSchema,
  Component: Donation,
  load: async (props, { source }) => ({ ...props, action: source.donationUrl }),
};
