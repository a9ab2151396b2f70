/**
 * The brochures the demo links to, as small real PDF files in R2
 * (`/files/brochures/{slug}.pdf`): one page with the title and a short text.
 */
import type { FileObject } from './types';

export const BROCHURES = [
  { slug: 'dementie-wat-nu', title: 'Dementie, wat nu?', text: 'Wat je kunt doen na de diagnose, en waar je hulp vindt.' },
  { slug: 'zorgen-voor-iemand-met-dementie', title: 'Zorgen voor iemand met dementie', text: 'Tips voor mantelzorgers, en hoe je ook voor jezelf zorgt.' },
  { slug: 'checklist-huisarts', title: 'Checklist voor het gesprek met de huisarts', text: 'Schrijf op wat je opvalt, zodat je niets vergeet.' },
] as const;

export const brochureUrl = (slug: string) => `/files/brochures/${slug}.pdf`;

/** A minimal, valid one-page PDF (Helvetica, ASCII text) with exact xref offsets. */
export function simplePdf(title: string, text: string): string {
  const ascii = (s: string) => s.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/([()\\])/g, '\\$1');
  const stream = `BT /F1 20 Tf 72 760 Td (${ascii(title)}) Tj ET\nBT /F1 12 Tf 72 730 Td (${ascii(text)}) Tj ET\nBT /F1 10 Tf 72 700 Td (Dementiezorg Nederland) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

export function buildBrochureFiles(): FileObject[] {
  return BROCHURES.map((b) => ({ key: `brochures/${b.slug}.pdf`, contentType: 'application/pdf', body: simplePdf(b.title, b.text) }));
}
