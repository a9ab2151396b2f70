/** Shortens plain text at a word boundary and adds an ellipsis (spec section 5, "Text truncation"). */
export function truncateWords(text: string, maxLength: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = (lastSpace > 0 ? cut.slice(0, lastSpace) : clean.slice(0, maxLength)).replace(/[\s.,;:!?-]+$/, '');
  return base + '…';
}

/** Visible text of a small piece of sanitised HTML (card introductions). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    // A tag that closed right before punctuation ('<b>gratis</b>.') leaves no space before it.
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
}
