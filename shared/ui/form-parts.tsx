import type { ComponentType, ReactNode } from 'react';
import { Checkboxes } from './checkboxes';
import { examples as checkboxExamples } from './checkboxes/examples';
import { ErrorSummary } from './error-summary';
import { examples as errorSummaryExamples } from './error-summary/examples';
import type { Example } from './example';
import { TextAreaField, TextField } from './field';
import { textAreaExamples, textFieldExamples } from './field/examples';
import { FileUpload } from './file-upload';
import { examples as fileUploadExamples } from './file-upload/examples';
import { PostForm } from './post-form';
import { examples as postFormExamples } from './post-form/examples';
import { RadioFieldset } from './radio-fieldset';
import { examples as radioExamples } from './radio-fieldset/examples';
import { SubmitButton } from './submit-button';
import { examples as submitExamples } from './submit-button/examples';

/** The parts of the form kit by key, with their examples rendered: the gallery's content and its tests' input. */
export type FormPartKey = 'errorSummary' | 'textField' | 'textArea' | 'radioFieldset' | 'checkboxes' | 'fileUpload' | 'submitButton' | 'postForm';

export interface FormPartExamples {
  key: FormPartKey;
  examples: { name: string; element: ReactNode }[];
}

function part<P extends object>(key: FormPartKey, Component: ComponentType<P>, examples: readonly Example<P>[]): FormPartExamples {
  return { key, examples: examples.map((example) => ({ name: example.name, element: <Component {...example.props} /> })) };
}

export const FORM_PARTS: FormPartExamples[] = [
  part('errorSummary', ErrorSummary, errorSummaryExamples),
  part('textField', TextField, textFieldExamples),
  part('textArea', TextAreaField, textAreaExamples),
  part('radioFieldset', RadioFieldset, radioExamples),
  part('checkboxes', Checkboxes, checkboxExamples),
  part('fileUpload', FileUpload, fileUploadExamples),
  part('submitButton', SubmitButton, submitExamples),
  part('postForm', PostForm, postFormExamples),
];
