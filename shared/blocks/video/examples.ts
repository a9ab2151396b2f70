import { exampleImage } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'YouTube',
    block: {
      type: 'video',
      id: 'ex-video-1',
      field_video_type: 'youtube',
      field_video_id: 'aqz-KE-bpKQ',
      field_title: 'Leven met dementie: het verhaal van Annie en Joop',
      field_image: exampleImage('koffie', 'Illustratie: twee mensen drinken samen koffie aan tafel'),
      field_description: 'Annie en Joop vertellen hoe ze hun dagen samen inrichten sinds Joop de diagnose kreeg.',
    },
  },
  {
    name: 'Vimeo',
    block: {
      type: 'video',
      id: 'ex-video-2',
      field_video_type: 'vimeo',
      field_video_id: '76979871',
      field_title: 'Wat doet een vrijwilliger bij het Alzheimer Café?',
    },
  },
  {
    name: 'NPO',
    block: {
      type: 'video',
      id: 'ex-video-3',
      field_video_type: 'npo',
      field_video_id: 'VPWON_1234567',
      field_title: 'Uitzending over mantelzorg bij dementie',
    },
  },
];
