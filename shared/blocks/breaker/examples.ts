import { exampleImage } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'klein',
    block: {
      type: 'breaker',
      id: 'ex-breaker-1',
      field_type: 'small',
      field_teaser: {
        icon: 'help-desk',
        label: 'Dementietelefoon',
        title: 'Bel gratis: 0800 - 1234 567',
        link: { title: 'Dementietelefoon', url: '/onze-ondersteuning/dementietelefoon' },
      },
    },
  },
  {
    name: 'middel',
    block: {
      type: 'breaker',
      id: 'ex-breaker-2',
      field_type: 'medium',
      field_teaser: {
        icon: 'people',
        label: 'Vrijwilligerswerk',
        title: 'Word gastvrouw of gastheer in het Alzheimer Café',
        text: 'Je ontvangt bezoekers, schenkt koffie en zorgt dat iedereen zich welkom voelt. Eén avond per maand, in je eigen buurt, samen met een vast team van vrijwilligers die je wegwijs maken.',
        image: exampleImage('vrijwilliger', 'Illustratie: een vrijwilliger verwelkomt een bezoeker bij de deur'),
        link: { title: 'Bekijk het vrijwilligerswerk', url: '/vrijwilligerswerk' },
      },
    },
  },
  {
    name: 'groot',
    block: {
      type: 'breaker',
      id: 'ex-breaker-3',
      field_type: 'large',
      field_teaser: {
        icon: 'sprout',
        label: 'Onderzoek',
        title: 'Wat onderzoek nu al betekent voor mensen met dementie',
        text: 'Onderzoekers werken aan betere diagnoses, aan zorg die beter past en aan behandelingen. Dankzij donateurs kunnen we projecten steunen die het dagelijks leven van mensen met dementie en hun naasten echt verbeteren. Lees welke projecten er lopen en wat ze opleveren.',
        image: exampleImage('onderzoek', 'Illustratie: een onderzoeker achter een microscoop'),
        link: { title: 'Lees over het onderzoek', url: '/onderzoek/stand-van-zaken' },
      },
    },
  },
];
