import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'intern, extern en bestand',
    block: {
      type: 'link_list',
      id: 'ex-link-list-1',
      field_title: 'Handig om te lezen',
      field_links: [
        { title: 'Wat is dementie?', url: '/dementie/wat-is-dementie' },
        { title: 'Regelzaken na de diagnose', url: '/regelzaken' },
        { title: 'Checklist voor het gesprek met de huisarts (pdf)', url: '/files/brochures/checklist-huisarts.pdf' },
        { title: 'Het Zorgkantoor in jouw regio', url: 'https://www.example.org/zorgkantoren' },
      ],
    },
  },
];
