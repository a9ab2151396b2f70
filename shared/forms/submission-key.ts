/** The hidden field that carries a form's signed submission key (worker/forms/submission-key.ts). */
export const SUBMISSION_KEY_FIELD = 'submissionKey';
