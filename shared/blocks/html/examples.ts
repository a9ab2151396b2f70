import { rich } from '../fixtures';
import type { BlockExample } from '../types';

export const examples: BlockExample[] = [
  {
    name: 'tekst met tabel',
    block: {
      type: 'html',
      id: 'ex-html-1',
      field_html: rich(
        '<h2>Vergoedingen op een rij</h2><p>Wat wordt vergoed, hangt af van de wet waaronder de zorg valt.</p><table><caption>Welke wet regelt wat?</caption><thead><tr><th scope="col">Soort hulp</th><th scope="col">Geregeld door</th></tr></thead><tbody><tr><td>Huishoudelijke hulp, dagbesteding</td><td>Gemeente (Wmo)</td></tr><tr><td>Wijkverpleging, casemanagement</td><td>Zorgverzekeraar (Zvw)</td></tr><tr><td>Verpleeghuiszorg</td><td>Zorgkantoor (Wlz)</td></tr></tbody></table>',
      ),
    },
  },
];
