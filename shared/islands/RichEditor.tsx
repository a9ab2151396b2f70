/**
 * The rich-text editor's field as the server renders it (and as it stays
 * without JavaScript): a label, the written convention as a hint, the inline
 * error, a textarea `body` that takes the convention and the hidden
 * `bodyJson` the editor fills. The island (client/islands/rich-editor.tsx)
 * hydrates this markup and then puts the editor with its toolbar in the
 * textarea's place, in the mode given: 'blog' (bold, lists, links) or 'full'
 * (adds italic, underline, headings, quote, colour, images and links).
 * The read mode is no field at all: every stored text is shown by
 * shared/ui/RichTextBody.tsx, without a toolbar.
 */
import type { editor, picker } from '../texts/nl/editor';

export interface RichEditorProps {
  /** The textarea's name and id (the error summary links to it): 'body'. */
  name: string;
  /** The hidden field the editor writes its JSON to: 'bodyJson'. */
  jsonName: string;
  label: string;
  /** A hint of the screen's own, shown above the convention. */
  hint?: string;
  /** The inline error, already in Dutch. */
  error: string | null;
  /**
   * The kept texts: the textarea's convention, and the JSON the editor starts
   * from. The hidden field itself is rendered empty and only the editor fills
   * it: without JavaScript the textarea is the one source, so an edit made
   * there is never overruled by the JSON of the text as it was.
   */
  text: string;
  json: string;
  maxLength: number;
  rows?: number;
  mode: 'blog' | 'full';
  texts: typeof editor;
  /** The image picker of the full mode: where the list is, and whether the viewer may upload and delete. */
  picker: { list: string; remove: string; canEdit: boolean; texts: typeof picker } | null;
}

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** The error line, as every other field shows it. */
export function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p className="an-field__error" id={`${id}-fout`}>
      <span className="an-visually-hidden">Fout: </span>
      {error}
    </p>
  ) : null;
}

export default function RichEditor(props: RichEditorProps) {
  const { name, error } = props;
  return (
    <div className={error ? 'an-field an-field--error an-rich' : 'an-field an-rich'}>
      <label className="an-field__label" htmlFor={name}>
        {props.label}
      </label>
      {props.hint ? (
        <p className="an-field__hint" id={`${name}-hint`}>
          {props.hint}
        </p>
      ) : null}
      <p className="an-field__hint" id={`${name}-conventie`}>
        {props.texts.convention}
      </p>
      <FieldError id={name} error={error} />
      <textarea
        className="an-input an-rich__text"
        id={name}
        name={name}
        rows={props.rows ?? 8}
        defaultValue={props.text}
        data-maxlength={props.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.hint && `${name}-hint`, `${name}-conventie`, error && `${name}-fout`)}
      />
      <input type="hidden" name={props.jsonName} defaultValue="" />
    </div>
  );
}
