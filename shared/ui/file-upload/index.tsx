import type { Ref } from 'react';
import { Field, useFieldControl, type FieldProps } from '../field';

export interface FileUploadProps extends Omit<FieldProps, 'children' | 'className'> {
  name: string;
  /** File types offered by the picker, e.g. '.pdf,.doc,.docx' (the worker checks again). */
  accept?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: (file: File | null) => void;
}

function FileInput({ name, accept, inputRef, onChange }: Pick<FileUploadProps, 'name' | 'accept' | 'inputRef' | 'onChange'>) {
  const field = useFieldControl();
  return (
    <input
      className="an-file"
      type="file"
      id={field.id}
      name={name}
      accept={accept}
      aria-describedby={field.describedBy}
      aria-invalid={field.invalid || undefined}
      ref={inputRef}
      onChange={onChange ? (event) => onChange((event.target.files && event.target.files[0]) || null) : undefined}
    />
  );
}

/**
 * One file (a CV) with label, hint and error, as GOV.UK draws it. A browser
 * never fills a file in again: after a failed post the hint should ask for
 * the file again (the form's texts say so), and the post needs
 * `multipart` on its PostForm.
 */
export function FileUpload({ name, accept, inputRef, onChange, ...field }: FileUploadProps) {
  return (
    <Field {...field}>
      <FileInput name={name} accept={accept} inputRef={inputRef} onChange={onChange} />
    </Field>
  );
}
