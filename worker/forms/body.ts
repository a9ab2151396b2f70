import { valueOf, type FormValues } from '../../shared/forms/form-state';
/** The content types a form of the site is posted with. */
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

/** True when the request says it carries a form (urlencoded or multipart). */
export const isFormPost = (request: Request): boolean => FORM_TYPE.test(request.headers.get('content-type') ?? '');

/** Reads at most `maxBytes` of a body; null when it is longer (whatever Content-Length claims). */
async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The one reader of posted forms: the fields of a urlencoded or multipart body
 * of at most `maxBytes`, or null for anything else (another content type, a
 * body too large, a malformed multipart body). A hostile body is the sender's
 * mistake, answered by the route as such, never an exception.
 */
export async function readForm(request: Request, maxBytes: number): Promise<FormData | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!isFormPost(request)) return null;
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) return null;
  try {
    const bytes = await readCapped(request.body, maxBytes);
    if (!bytes) return null;
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    return null;
  }
}

/** A field's text value ('' when missing or a file). */
export function formText(form: FormData | null, name: string): string {
  const value = form?.get(name);
  return typeof value === 'string' ? value : '';
}

/** A form's text values to show again: a name posted once is a string, repeated names a list; files never come back. */

export { valueOf, type FormValues };

export function textValues(form: FormData, leaveOut: readonly string[] = []): FormValues {
  const values: FormValues = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || leaveOut.includes(name)) continue;
    const before = values[name];
    values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return values;
}

/** The first text value of a name ('' when there is none). */

/** Every field as a schema's input: text or File, a list where a name repeats. */
export function schemaInput(form: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const input: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const name of new Set(form.keys())) {
    const all = form.getAll(name);
    input[name] = all.length === 1 ? all[0]! : all;
  }
  return input;
}
