/**
 * A picture of the editors' storage for a form (a blog entry's header
 * image), as the server renders it and as it stays without JavaScript: the
 * picture's address and a text for who cannot see it. The island
 * (client/islands/picture-field.tsx) adds a preview and the image picker:
 * for members in its read mode (choose and reset), for moderators and
 * experts with upload and delete.
 */
import type { picker } from '../texts/nl/editor';
import { FieldError } from './RichEditor';

export interface PictureFieldProps {
  name: string;
  altName: string;
  label: string;
  hint: string;
  altLabel: string;
  altHint: string;
  value: string;
  alt: string;
  error: string | null;
  altError: string | null;
  picker: { list: string; remove: string; canEdit: boolean; texts: typeof picker };
}

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export function PlainField({ name, label, hint, value, error }: { name: string; label: string; hint: string; value: string; error: string | null }) {
  return (
    <div className={error ? 'an-field an-field--error' : 'an-field'}>
      <label className="an-field__label" htmlFor={name}>
        {label}
      </label>
      <p className="an-field__hint" id={`${name}-hint`}>
        {hint}
      </p>
      <FieldError id={name} error={error} />
      <input className="an-input" id={name} name={name} type="text" autoComplete="off" spellCheck={false} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy(`${name}-hint`, error && `${name}-fout`)} />
    </div>
  );
}

export default function PictureField(props: PictureFieldProps) {
  return (
    <div className="an-picture-field">
      <PlainField name={props.name} label={props.label} hint={props.hint} value={props.value} error={props.error} />
      <PlainField name={props.altName} label={props.altLabel} hint={props.altHint} value={props.alt} error={props.altError} />
    </div>
  );
}
