/**
 * The body field of every community form (forum posts and replies, blog
 * entries and reactions): the rich-text editor island (shared/islands/
 * RichEditor.tsx) in the viewer's mode, its texts and the kept values of a
 * form that came back with an error. Where someone writes a whole text (a
 * blog entry) the editor wakes when the page is idle; under a conversation or
 * an entry, only when the member reaches for the field, so a page that is
 * mostly read does not load it.
 */
import { checkRichJson } from '../format/rich-text-schema';
import { BODY_FIELD, BODY_JSON_FIELD } from '../forms/rich-body';
import type { Wake } from '../islands/types';
import { Island } from '../islands/Island';
import { NAME_SLOT } from '../model/pictures';
import { href } from '../routes';
import { nl } from '../texts/nl';
import type { FormState } from './account/parts';

export interface EditorFieldProps {
  form: FormState;
  label: string;
  hint?: string;
  mode: 'blog' | 'full';
  /** May upload and delete pictures (full mode: moderators and experts). */
  canEditPictures?: boolean;
  text: (key: string) => string;
  maxLength: number;
  wake?: Wake;
  rows?: number;
}

const valueOf = (form: FormState, name: string): string => {
  const v = form.values[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/** The kept JSON the editor starts from, only when the one schema takes it: a refused document never goes back to the page. */
const keptJson = (form: FormState, mode: 'blog' | 'full'): string => {
  const json = valueOf(form, BODY_JSON_FIELD).trim();
  return json && checkRichJson(json, mode).ok ? json : '';
};

export function EditorField({ form, label, hint, mode, canEditPictures = false, text, maxLength, wake = 'interaction', rows }: EditorFieldProps) {
  const error = form.errors[BODY_FIELD];
  return (
    <Island
      name="rich-editor"
      wake={wake}
      className="an-island an-rich__island"
      props={{
        name: BODY_FIELD,
        jsonName: BODY_JSON_FIELD,
        label,
        hint,
        error: error ? text(error) : null,
        text: valueOf(form, BODY_FIELD),
        json: keptJson(form, mode),
        maxLength,
        rows,
        mode,
        texts: nl.editor,
        picker: mode === 'full' ? { list: href('pictures-json'), remove: href('picture-delete', { name: NAME_SLOT }), canEdit: canEditPictures, texts: nl.picker } : null,
      }}
    />
  );
}
