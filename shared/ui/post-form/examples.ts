import { createElement as h, Fragment } from 'react';
import type { Example } from '../example';
import { TextAreaField, TextField } from '../field';
import { SubmitButton } from '../submit-button';
import { Honeypot, type PostFormProps } from './index';

/** A whole small form: what every form of the site starts from (anti-forgery field first, honeypot, fields, button). */
export const examples: Example<PostFormProps>[] = [
  {
    name: 'Contactverzoek',
    props: {
      action: '/forms/voorbeeld',
      token: 'voorbeeld-token',
      children: h(
        Fragment,
        null,
        h(TextField, { id: 'vb-contact-naam', name: 'naam', label: 'Je naam', autoComplete: 'name' }),
        h(TextField, { id: 'vb-contact-email', name: 'contact-email', type: 'email', label: 'E-mailadres', autoComplete: 'email', spellCheck: false }),
        h(TextAreaField, { id: 'vb-contact-vraag', name: 'vraag', label: 'Je vraag', hint: 'Gebruik niet meer dan 4000 tekens.' }),
        h(Honeypot, { id: 'vb-contact-website', name: 'website', label: 'Laat dit veld leeg' }),
        h(SubmitButton, null, 'Verstuur je vraag'),
      ),
    },
  },
];
