/**
 * Shows rich text that the edge already sanitised (worker/content/sanitize.ts):
 * only allow-listed tags and attributes reach this component.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={['an-richtext', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
