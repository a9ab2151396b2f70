/**
 * The opt-in to the carer test's monthly tips (spec section 3): one e-mail
 * field and the hidden field a person never fills in. One schema for the
 * worker (the authority) and the page.
 */
import * as v from 'valibot';
import { EmailSchema } from './newsletter-email';

export const TIPS_FIELDS = { email: 'email', honeypot: 'website' } as const;

export const TipsSchema = v.object({
  email: EmailSchema,
  website: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
});
export type TipsInput = v.InferOutput<typeof TipsSchema>;
