import { createContext, useContext } from 'react';
import { ANTI_FORGERY_FIELD, ANTI_FORGERY_META } from '../../forms/anti-forgery';

// A module of its own: an island whose form is not a PostForm (the cookie settings) takes only this.

/**
 * The page's anti-forgery token, provided by the worker's renderer for the
 * page and for each island it renders. Null where nobody provides it.
 */
export const FormTokenContext = createContext<string | null>(null);

/**
 * The token for a form: from the renderer on the server, from the page's
 * `<meta name="csrf-token">` in the browser, so an island hydrates with the
 * same value the server wrote and no island has to carry it in its props.
 */
export function useFormToken(): string {
  const provided = useContext(FormTokenContext);
  if (provided !== null) return provided;
  if (typeof document === 'undefined') return '';
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${ANTI_FORGERY_META}"]`);
  return meta ? meta.content : '';
}

/** The hidden anti-forgery field; `token` overrides the page's (an island that was handed a fresh one). */
export function AntiForgeryField({ token }: { token?: string }) {
  const pageToken = useFormToken();
  return <input type="hidden" name={ANTI_FORGERY_FIELD} value={token || pageToken} />;
}
