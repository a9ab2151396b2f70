/** The introduction of a node as plain text, for cards in lists. */
export function plainIntroduction(fields: Record<string, unknown>): string {
  const intro = fields.field_introduction_wysiwyg as { value?: unknown } | null | undefined;
  const html = typeof intro?.value === 'string' ? intro.value : '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
