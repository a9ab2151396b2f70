import { exampleImage } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'volle breedte',
    block: {
      type: 'media',
      id: 'ex-media-1',
      field_media: { kind: 'image', image: exampleImage('zee', 'Illustratie: twee mensen kijken uit over zee bij ondergaande zon') },
      field_description: 'Even samen uitwaaien: voor veel mantelzorgers een moment om op adem te komen.',
      field_width: '100',
    },
  },
  {
    name: 'halve breedte',
    block: {
      type: 'media',
      id: 'ex-media-2',
      field_media: { kind: 'image', image: exampleImage('fietsen', 'Illustratie: twee mensen fietsen samen langs een dijk') },
      field_description: 'Duofietsen: samen fietsen, ook als alleen fietsen niet meer lukt.',
      field_width: '50',
    },
  },
  {
    name: 'een derde',
    block: {
      type: 'media',
      id: 'ex-media-3',
      field_media: { kind: 'image', image: exampleImage('handen', 'Illustratie: twee handen die elkaar vasthouden') },
      field_width: 33,
    },
  },
];
