import { exampleImage } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'kaart met afbeelding',
    block: {
      type: 'link_with_image',
      id: 'ex-link-with-image-1',
      field_title: 'Samen naar het Alzheimer Café',
      field_text:
        'Eén keer per maand praten mensen met dementie, hun naasten en belangstellenden over een thema, met een deskundige en een kop koffie. Je hoeft je niet aan te melden en je hoeft niets te zeggen als je dat niet wilt. Iedereen is welkom, ook als je alleen even wilt luisteren.',
      field_image: exampleImage('cafe', 'Illustratie: een warme ontmoetingsruimte met mensen aan tafels'),
      field_link: { title: 'Alzheimer Café', url: '/onze-ondersteuning' },
    },
  },
];
