/**
 * The form pipeline every form post goes through (docs/architecture.md, "Forms"): a form is
 * a `FormDefinition` (schema, fields, deliver, success, view) and one route,
 * `app.post(path, formHandler(definition))`.
 */
export { formHandler } from './pipeline';
export { pageFormToken } from './token';
export { formText, valueOf, type FormValues } from './body';
export type { Deliver, DeliverContext, Delivery, FormDefinition, FormPage, FormRequest, FormState, FormSuccess, Submission } from './types';
