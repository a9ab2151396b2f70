import type { Example } from '../example';
import type { TextAreaFieldProps, TextFieldProps } from './index';

/** Fields of the coming volunteer application (spec section 3 "Forms"), empty, filled in and wrong. */
export const textFieldExamples: Example<TextFieldProps>[] = [
  {
    name: 'Tekst, leeg',
    props: { id: 'vb-voornaam', name: 'voornaam', label: 'Voornaam', autoComplete: 'given-name', spellCheck: false },
  },
  {
    name: 'Tekst met hint, ingevuld',
    props: {
      id: 'vb-woonplaats',
      name: 'woonplaats',
      label: 'Woonplaats',
      hint: 'Bijvoorbeeld Zwolle of Den Haag',
      autoComplete: 'address-level2',
      value: 'Amersfoort',
    },
  },
  {
    name: 'E-mail met fout',
    props: {
      id: 'vb-email',
      name: 'email',
      type: 'email',
      label: 'E-mailadres',
      hint: 'We sturen je een bevestiging van je aanmelding.',
      autoComplete: 'email',
      spellCheck: false,
      value: 'jan.jansen@',
      error: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
      errorPrefix: 'Fout: ',
    },
  },
  {
    name: 'Telefoon met fout',
    props: {
      id: 'vb-telefoon',
      name: 'telefoon',
      type: 'tel',
      label: 'Telefoonnummer',
      hint: 'Tien cijfers, zoals 06 12345678 of 030 1234567',
      autoComplete: 'tel',
      value: '06-1234',
      error: 'Vul een telefoonnummer van tien cijfers in, zoals 06 12345678.',
      errorPrefix: 'Fout: ',
    },
  },
];

export const textAreaExamples: Example<TextAreaFieldProps>[] = [
  {
    name: 'Tekstvak met hint',
    props: {
      id: 'vb-motivatie',
      name: 'motivatie',
      label: 'Motivatie (niet verplicht)',
      hint: 'Vertel in een paar zinnen waarom je vrijwilliger wilt worden.',
      rows: 5,
    },
  },
  {
    name: 'Tekstvak met fout',
    props: {
      id: 'vb-bericht',
      name: 'bericht',
      label: 'Je bericht',
      value: 'Mijn moeder woont sinds kort in een verpleeghuis en ik wil graag ...',
      error: 'Dit bericht is te lang. Gebruik niet meer dan 4000 tekens.',
      errorPrefix: 'Fout: ',
      rows: 8,
    },
  },
];
