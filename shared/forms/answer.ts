import type { FieldErrors } from './check';
import type { FormNotice } from './form-state';

/**
 * The JSON answer of the form pipeline to an island that posts with
 * `Accept: application/json`: 'ok' (stored or delivered; `redirect` is where the page goes next), 'invalid' (error keys per
 * field, `general` for a problem the visitor cannot fix) or 'failed'
 * (refused or not delivered; a refused token comes with a fresh one to retry with).
 */
export type FormJsonAnswer =
  | { status: 'ok'; redirect?: string }
  | { status: 'invalid'; errors: FieldErrors; general?: true }
  | { status: 'failed'; formToken?: string; notice?: FormNotice; submissionKey?: string };
