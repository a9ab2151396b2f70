/**
 * The one field in which community members and experts write rich text (an
 * expert's answer, later a blog): for now a plain textarea, whose text the
 * worker stores as the spec's rich-text JSON (shared/format/rich-text.ts: a
 * blank line starts a paragraph, a web address becomes a link), exactly as
 * the forum stores its posts. `data-rich-text` names the editor mode of spec
 * section 6 ('blog': bold, lists and links), so the rich-text editor island
 * can take this field over without the form changing; without JavaScript it
 * stays the textarea. Label, hint and error are tied as in every form
 * (GOV.UK: aria-describedby).
 */
export interface RichTextFieldProps {
  name: string;
  label: string;
  hint?: string;
  /** The Dutch error text, already looked up. */
  error?: string | null;
  /** The text as the textarea shows it (plain text of the stored rich text). */
  value?: string;
  maxLength: number;
  mode?: 'blog' | 'full';
  rows?: number;
}

export function RichTextField({ name, label, hint, error, value = '', maxLength, mode = 'blog', rows = 10 }: RichTextFieldProps) {
  const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-fout` : ''].join(' ').trim() || undefined;
  return (
    <div className={error ? 'an-field an-field--error' : 'an-field'}>
      <label className="an-field__label" htmlFor={name}>
        {label}
      </label>
      {hint ? (
        <p className="an-field__hint" id={`${name}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="an-field__error" id={`${name}-fout`}>
          <span className="an-visually-hidden">Fout: </span>
          {error}
        </p>
      ) : null}
      <textarea
        className="an-input an-richtext-field"
        id={name}
        name={name}
        rows={rows}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-maxlength={maxLength}
        data-rich-text={mode}
      />
    </div>
  );
}
