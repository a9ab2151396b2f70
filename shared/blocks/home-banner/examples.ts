import { exampleDonateWidget } from '../donation/schema';
import { exampleImage, rich } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'geheugentest en doneren',
    block: {
      type: 'home_banner',
      id: 'ex-home-banner-1',
      field_title: 'Maak je je zorgen over je geheugen?',
      field_text: rich('<p>Doe de geheugentest: anoniem, in ongeveer 5 minuten. Al meer dan 350.000 mensen gingen je voor.</p>'),
      field_image: exampleImage('herfst', 'Illustratie: een wandeling door een park in de herfst'),
      field_link: { title: 'Doe de geheugentest', url: '/geheugentest' },
      field_donate_widget: exampleDonateWidget,
    },
  },
];
