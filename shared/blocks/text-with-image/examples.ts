import { exampleImage, rich } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'afbeelding rechts',
    block: {
      type: 'text_with_image',
      id: 'ex-text-with-image-1',
      field_title: 'Buiten zijn doet goed',
      field_text: rich(
        '<p>Een dagelijkse wandeling helpt bij een betere nachtrust en een betere stemming. Het hoeft niet ver of snel: een rondje door de wijk telt ook.</p><p>Loop je samen? Kies een vaste route, dan weet iedereen waar hij aan toe is.</p>',
      ),
      field_image: exampleImage('wandeling', 'Illustratie: twee mensen wandelen samen over een pad door het groen'),
      field_image_position: 'right',
    },
  },
  {
    name: 'afbeelding links',
    block: {
      type: 'text_with_image',
      id: 'ex-text-with-image-2',
      field_title: 'Samen in de tuin',
      field_text: rich('<p>Tuinieren is voor veel mensen met dementie een bekende bezigheid. Zaaien, water geven en oogsten geven structuur aan de week.</p>'),
      field_image: exampleImage('tuin', 'Illustratie: een moestuin met twee mensen die samen plantjes water geven'),
      field_image_position: 'left',
    },
  },
];
