/**
 * The picker's calls to the same origin's /blobstorage/ (spec section 7):
 * the list (15 first, 10 more each time), uploading, deleting, and making a
 * chosen picture's copies. Posts carry the page's form token, as a form
 * would, and ask for JSON. A thrown fetch is a connection error; 401 and 403
 * are 'unauthorized' (spec section 4's mapping of failures).
 */
import { pictureUrl } from '../../../shared/format/blob-images';
import { NAME_SLOT, type PictureView } from '../../../shared/model/pictures';

export type Answer<T> = { ok: true; value: T } | { ok: false; state: 'failed' | 'unauthorized' | 'connectionError'; error: string };

async function call<T>(url: string, init: RequestInit = {}): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, state: 'connectionError', error: 'Connection' };
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    // A body that is not JSON counts as a failure with the status alone.
  }
  if (res.ok) return { ok: true, value: body as T };
  const error = typeof body.error === 'string' ? body.error : 'Failed';
  return { ok: false, state: res.status === 401 || res.status === 403 ? 'unauthorized' : 'failed', error };
}

function post<T>(url: string, token: string, fields: Record<string, string | Blob> = {}): Promise<Answer<T>> {
  const form = new FormData();
  form.append('csrf_token', token);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return call<T>(url, { method: 'POST', body: form });
}

export const remote = {
  list: (base: string, offset: number, limit: number) => call<{ items: PictureView[]; total: number; canEdit: boolean }>(`${base}?offset=${offset}&limit=${limit}`),
  upload: (base: string, token: string, file: File, alt: string) => post<{ picture: PictureView | null }>(base, token, { bestand: file, tekst: alt }),
  /** `address`: the delete address from the server, with NAME_SLOT for the name. */
  remove: (address: string, name: string, token: string) => post<{ name: string }>(address.replace(NAME_SLOT, encodeURIComponent(name)), token),
  copies: (name: string, token: string) => post<{ made: number }>(`${pictureUrl(name)}/kopieen`, token),
};
