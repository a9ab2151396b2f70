import { exampleImage, rich } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'brochures',
    block: {
      type: 'call_to_action',
      id: 'ex-cta-1',
      field_variant: 'brochures',
      field_title: 'Brochures om te downloaden',
      field_text: rich('<p>Lees rustig na wat je wilt weten. Je kunt de brochures ook gratis thuis laten bezorgen.</p>'),
      field_brochures: [
        { title: 'Dementie, wat nu? (pdf)', url: '/files/brochures/dementie-wat-nu.pdf' },
        { title: 'Zorgen voor iemand met dementie (pdf)', url: '/files/brochures/zorgen-voor-iemand-met-dementie.pdf' },
      ],
    },
  },
  {
    name: 'uitgebreid',
    block: {
      type: 'call_to_action',
      id: 'ex-cta-2',
      field_variant: 'extensive',
      field_title: 'Word vrijwilliger',
      field_text: rich('<p>Een paar uur per maand maakt al verschil. Bij het Alzheimer Café, de Dementietelefoon of als maatje.</p>'),
      field_image: exampleImage('vrijwilliger', 'Illustratie: een vrijwilliger verwelkomt een bezoeker bij de deur'),
      field_primary_link: { title: 'Bekijk de vacatures', url: '/vrijwilligerswerk' },
      field_secondary_link: { title: 'Eerst kennismaken', url: '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren' },
    },
  },
  {
    name: 'geheugentest',
    block: {
      type: 'call_to_action',
      id: 'ex-cta-3',
      field_variant: 'memory_test',
      field_title: 'Maak je je zorgen over je geheugen?',
      field_text: rich('<p>De geheugentest is al meer dan 350.000 keer ingevuld. Hij is anoniem en duurt ongeveer 5 minuten.</p>'),
      field_image: exampleImage('herfst', 'Illustratie: een wandeling door een park in de herfst'),
    },
  },
  {
    name: 'uitgelicht',
    block: {
      type: 'call_to_action',
      id: 'ex-cta-4',
      field_variant: 'spotlight',
      field_label: 'Uitgelicht',
      field_title: 'Training: omgaan met veranderend gedrag',
      field_text: rich('<p>Een gratis online training voor iedereen die met mensen met dementie omgaat, met certificaat.</p>'),
      field_primary_link: { title: 'Start de training', url: '/training-omgaan-met-veranderend-gedrag' },
    },
  },
];
