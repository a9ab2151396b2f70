/**
 * The one server renderer of the community's rich text (shared/format/rich-text.ts):
 * React elements from blocks and entities, never HTML strings, so nothing a
 * member typed becomes markup. Links pass the site's URL allow-list
 * (shared/safe-url.ts); an unsafe one is shown as its text. Members' links are
 * marked ugc and nofollow, and open in a new tab with opener and referrer
 * protection (spec section 2, "Links"). Images are not shown in posts yet
 * (the blog editor of a later issue brings them with its image picker).
 */
import type { ReactNode } from 'react';
import type { RichBlock, RichText } from '../format/rich-text';
import { safeUrl } from '../safe-url';

function inline(block: RichBlock, doc: RichText): ReactNode[] {
  const { text } = block;
  // Cut points: every start and end of a style or entity range.
  const cuts = new Set([0, text.length]);
  for (const r of [...block.inlineStyleRanges, ...block.entityRanges]) {
    cuts.add(r.offset);
    cuts.add(r.offset + r.length);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const out: ReactNode[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const from = points[i]!;
    const to = points[i + 1]!;
    let node: ReactNode = text.slice(from, to);
    const within = (r: { offset: number; length: number }) => r.offset <= from && r.offset + r.length >= to;
    for (const style of block.inlineStyleRanges.filter(within)) {
      node = style.style === 'BOLD' ? <strong>{node}</strong> : style.style === 'ITALIC' ? <em>{node}</em> : <u>{node}</u>;
    }
    const range = block.entityRanges.find(within);
    const entity = range ? doc.entityMap[String(range.key)] : undefined;
    if (entity?.type === 'LINK') {
      const url = safeUrl(entity.data.url);
      if (url) {
        node = (
          <a href={url} rel="nofollow ugc noopener noreferrer" target="_blank" title={entity.data.title}>
            {node}
          </a>
        );
      }
    }
    out.push(<span key={from}>{node}</span>);
  }
  return out;
}

export function RichTextBody({ doc, className = 'an-richtext' }: { doc: RichText; className?: string }) {
  const out: ReactNode[] = [];
  let list: { type: 'ul' | 'ol'; items: ReactNode[] } | null = null;
  const flush = () => {
    if (!list) return;
    out.push(list.type === 'ul' ? <ul key={`l${out.length}`}>{list.items}</ul> : <ol key={`l${out.length}`}>{list.items}</ol>);
    list = null;
  };
  for (const block of doc.blocks) {
    // Line breaks inside a paragraph stay line breaks (CSS: white-space pre-line).
    const content = inline(block, doc);
    if (block.type === 'unordered-list-item' || block.type === 'ordered-list-item') {
      const type = block.type === 'unordered-list-item' ? 'ul' : 'ol';
      if (list && list.type !== type) flush();
      list ??= { type, items: [] };
      list.items.push(<li key={block.key}>{content}</li>);
      continue;
    }
    flush();
    if (block.type === 'header-two') out.push(<h3 key={block.key}>{content}</h3>);
    else if (block.type === 'header-three') out.push(<h4 key={block.key}>{content}</h4>);
    else if (block.type === 'blockquote') out.push(<blockquote key={block.key}>{content}</blockquote>);
    else out.push(<p key={block.key}>{content}</p>);
  }
  flush();
  return <div className={className}>{out}</div>;
}
