import { exampleImage } from '../fixtures';
import type { BlockExample } from '../types';

const item = (title: string, text: string, url: string, subject: Parameters<typeof exampleImage>[0], alt: string) => ({
  field_title: title,
  field_text: text,
  field_link: { title, url },
  field_image: exampleImage(subject, alt),
});

export const examples: BlockExample[] = [
  {
    name: '3 kolommen',
    block: {
      type: 'grid_with_image',
      id: 'ex-grid-with-image-1',
      field_title: 'Zorgen voor iemand met dementie',
      field_columns: '3',
      field_items: [
        item('Omgaan met veranderend gedrag', 'Waarom iemand anders reageert dan vroeger, en wat jij kunt doen.', '/leven-met-dementie/mantelzorg', 'handen', 'Illustratie: twee handen die elkaar vasthouden'),
        item('Zorgen voor jezelf', 'Mantelzorg is zwaar. Zo houd je het vol, ook op lange termijn.', '/leven-met-dementie/mantelzorg/zorgen-voor-jezelf', 'bankje', 'Illustratie: twee mensen op een bankje bij het water'),
        item('Regelzaken', 'Zorg, geld en wonen: wat je op tijd regelt, geeft later rust.', '/regelzaken', 'koffie', 'Illustratie: twee mensen drinken samen koffie aan tafel'),
      ],
    },
  },
  {
    name: '4 kolommen',
    block: {
      type: 'grid_with_image',
      id: 'ex-grid-with-image-2',
      field_title: 'Samen actief',
      field_columns: 4,
      field_items: [
        item('Wandelen', 'Wandelgroepen in de buurt, op een rustig tempo.', '/regios', 'wandeling', 'Illustratie: twee mensen wandelen samen'),
        item('Fietsen', 'Samen op de duofiets, met een vrijwilliger.', '/regios', 'fietsen', 'Illustratie: twee mensen fietsen langs een dijk'),
        item('Tuinieren', 'Samen zaaien en oogsten in een moestuin.', '/regios', 'tuin', 'Illustratie: een moestuin met twee mensen'),
        item('Ontmoeten', 'Het Alzheimer Café: praten, luisteren en koffie.', '/onze-ondersteuning', 'cafe', 'Illustratie: een ontmoetingsruimte met mensen aan tafels'),
      ],
    },
  },
];
