/**
 * The visible text of a small piece of rich text (introductions): what a list
 * item's `introduction` carries and what a meta description is made from.
 * It lives in the contract because the embedded origin produces that field with
 * it, and the origin may import nothing of shared/ but the contract.
 */
const ENTITIES: Readonly<Record<string, string>> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

export function plainText(html: string): string {
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      // One pass, so an escaped entity ('&amp;lt;') becomes its text ('&lt;'), not a second character.
      .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
      .replace(/\s+/g, ' ')
      // A tag that closed right before punctuation ('<b>gratis</b>.') leaves no space before it.
      .replace(/ ([.,;:!?])/g, '$1')
      .trim()
  );
}
