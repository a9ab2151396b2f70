import type { FieldErrors } from './check';

/**
 * The JSON answer of the form pipeline to an island that posts with
 * `Accept: application/json`: 'ok' (delivered), 'invalid' (error keys per
 * field, `general` for a problem the visitor cannot fix) or 'failed'
 * (refused or not delivered; a refused token comes with a fresh one to retry with).
 */
export type FormJsonAnswer =
  | { status: 'ok' }
  | { status: 'invalid'; errors: FieldErrors; general?: true }
  | { status: 'failed'; formToken?: string };
