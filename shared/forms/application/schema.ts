/**
 * One valibot schema per application form (short, long, corporate), built
 * from the plain rules (./rules.ts) the island runs too; the worker's form
 * pipeline checks every post with it. Messages are the error keys of spec
 * section 5; a broken hidden or radio value is a problem the visitor cannot
 * fix (the general error). The file is checked by name, type and size, then
 * by its content: a renamed program is 'FileTypeForbidden'.
 */
import * as v from 'valibot';
import { fieldsOf, type ApplicationField, type ApplicationFieldName, type ApplicationFormKind } from './fields';
import { fileError, genderValid, textError } from './rules';
import { sniffDocument, type DocumentKind } from './sniff';

/** The checked file: its bytes and what its content says it is. */
export interface CheckedFile {
  name: string;
  kind: DocumentKind;
  bytes: ArrayBuffer;
}

export type ApplicationValue = Partial<Record<Exclude<ApplicationFieldName, 'cv'>, string>> & { cv?: CheckedFile | null };

const textSchema = (field: ApplicationField) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const key = textError(field, dataset.value);
      if (key) addIssue({ message: key });
    }),
  );

const genderSchema = v.pipe(v.optional(v.string(), ''), v.check(genderValid, 'General'));

/** What a multipart body holds for a file input: a File, or '' / nothing when none was chosen. */
const asFile = (value: unknown): File | null => (value instanceof File && !(value.size === 0 && value.name === '') ? value : null);

const fileSchema = (field: ApplicationField) =>
  v.pipeAsync(
    v.optional(v.unknown()),
    v.transform(asFile),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const key = fileError(field, dataset.value);
      if (key) addIssue({ message: key });
    }),
    v.transformAsync(async (file): Promise<CheckedFile | null | 'forbidden'> => {
      if (!file) return null;
      const bytes = await file.arrayBuffer();
      const kind = sniffDocument(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 64 * 1024)));
      return kind ? { name: file.name, kind, bytes } : 'forbidden';
    }),
    v.check((file) => file !== 'forbidden', 'FileTypeForbidden'),
    v.transform((file) => file as CheckedFile | null),
  );

function buildSchema(kind: ApplicationFormKind) {
  const entries: Record<string, v.GenericSchema | v.GenericSchemaAsync> = {};
  for (const field of fieldsOf(kind)) {
    entries[field.name] = field.type === 'fileUploader' ? fileSchema(field) : field.type === 'radioGroup' ? genderSchema : textSchema(field);
  }
  return v.objectAsync(entries) as unknown as v.GenericSchemaAsync<Record<string, unknown>, ApplicationValue>;
}

/** The schema of each form; fields not in a form (the long-only ones in the short form) are dropped, never required. */
export const APPLICATION_SCHEMAS: Record<ApplicationFormKind, v.GenericSchemaAsync<Record<string, unknown>, ApplicationValue>> = {
  short: buildSchema('short'),
  long: buildSchema('long'),
  corporate: buildSchema('corporate'),
};
