/**
 * The hidden field every posted form carries: the anti-forgery token of the
 * page (worker/security/csrf.ts, also in `<meta name="csrf-token">`). The
 * worker refuses a post without a valid one (403).
 */
export const ANTI_FORGERY_FIELD = 'csrf_token';

/** The page's meta tag that carries the same token (read by islands in the browser). */
export const ANTI_FORGERY_META = 'csrf-token';
