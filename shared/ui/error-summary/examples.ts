import type { Example } from '../example';
import type { ErrorSummaryProps } from './index';

/** Each link goes to a field of another example in the gallery (shared/ui/field/examples.ts). */
export const examples: Example<ErrorSummaryProps>[] = [
  {
    name: 'Twee fouten',
    props: {
      id: 'vb-fouten',
      title: 'Er is een probleem',
      items: [
        { href: '#vb-email', text: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.' },
        { href: '#vb-telefoon', text: 'Vul een telefoonnummer van tien cijfers in, zoals 06 12345678.' },
      ],
    },
  },
  {
    name: 'Versturen mislukt',
    props: { id: 'vb-fout-algemeen', title: 'Er is een probleem', items: [{ href: '#vb-contact-naam', text: 'Er is iets misgegaan. Probeer het opnieuw.' }] },
  },
];
