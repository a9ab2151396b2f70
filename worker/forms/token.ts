import type { Bindings } from '../env';
import { csrfToken, csrfValid } from '../security/csrf';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The anti-forgery token a page carries in its meta tag and its forms' hidden
 * field: the same for every visitor within the hour and valid for at least 24
 * hours after it is written, so a page held whole in the cache for minutes
 * keeps posting. It proves a post came from one of the site's pages; the
 * same-origin check is what stops another site's page.
 */
export const pageFormToken = (env: Bindings): Promise<string> => csrfToken(env.FORM_SECRET, nowSeconds());

export const formTokenValid = (env: Bindings, token: string): Promise<boolean> => csrfValid(env.FORM_SECRET, token, nowSeconds());
