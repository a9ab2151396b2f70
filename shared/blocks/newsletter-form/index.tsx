import * as v from 'valibot';
import { Island } from '../../islands/Island';
import { newsletterTexts } from '../../ui/newsletter-texts';
import { Text } from '../fields';
import type { BlockModule } from '../types';

const schema = v.pipe(
  v.object({ id: v.union([v.string(), v.number()]), field_title: Text, field_region_name: Text, field_regio_recipient_email: Text }),
  v.transform((raw) => ({
    idPrefix: `nieuwsbrief-${String(raw.id).replace(/[^\w-]/g, '')}`,
    title: raw.field_title,
    regionName: raw.field_region_name,
    returnTo: '/',
    formRendered: '',
  })),
);
type Props = v.InferOutput<typeof schema>;

/**
 * The newsletter sign-up as a block: the same form (and island) as on the
 * memory-test pages, posting to /forms/nieuwsbrief; a regional block carries
 * its region's name (the worker finds its recipient in the CMS).
 */
function NewsletterFormBlock({ idPrefix, title, regionName, returnTo, formRendered }: Props) {
  return (
    <div className="an-block an-block--newsletter">
      {/* Wakes on the first focus, touch or key press inside: the form posts without JavaScript, so a visitor who only reads never loads React. */}
      <Island
        name="newsletter-form"
        wake="interaction"
        className="an-island-box"
        props={{
          returnTo,
          formRendered,
          idPrefix,
          title,
          ...(regionName ? { regionName } : {}),
          texts: newsletterTexts(regionName),
        }}
      />
    </div>
  );
}

export const newsletterFormBlock: BlockModule<Props> = {
  schema,
  Component: NewsletterFormBlock,
  // The page the visitor returns to without JavaScript, and when the form was shown.
  load: async (props, ctx) => ({ ...props, returnTo: ctx.source.path, formRendered: new Date().toISOString() }),
};
