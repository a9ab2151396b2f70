import type { Example } from '../example';
import type { FileUploadProps } from './index';

/** The CV of the volunteer and corporate applications (spec sections 5 and 9: .pdf, .doc, .docx, at most 2 MB). */
export const examples: Example<FileUploadProps>[] = [
  {
    name: 'Niet verplicht',
    props: {
      id: 'vb-cv',
      name: 'bestand',
      label: 'Je cv (niet verplicht)',
      hint: 'Een pdf- of Word-bestand van maximaal 2 MB.',
      accept: '.pdf,.doc,.docx',
    },
  },
  {
    name: 'Te groot',
    props: {
      id: 'vb-cv-fout',
      name: 'bestand-fout',
      label: 'Je cv',
      hint: 'Een pdf- of Word-bestand van maximaal 2 MB. Kies het bestand opnieuw.',
      accept: '.pdf,.doc,.docx',
      error: 'Het bestand is te groot. Kies een bestand van maximaal 2 MB.',
      errorPrefix: 'Fout: ',
    },
  },
];
