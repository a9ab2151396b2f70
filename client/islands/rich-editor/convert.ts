/**
 * The editor's document both ways: the spec's JSON of blocks and entities
 * (shared/format/rich-text.ts) to a ProseMirror document and back. Offsets
 * are UTF-16 indices of a block's text, as Draft.js counts them; a line
 * break inside a block is a hard break; consecutive list items of one kind
 * become one list; an image stands in an atomic block of its own. What goes
 * out is checked again by the worker with the one schema; this only has to
 * be faithful.
 */
import type { Mark, Node as PMNode, Schema } from 'prosemirror-model';
import { COLOR_BLUE, type BlockType, type InlineStyle, type RichBlock, type RichEntity, type RichText } from '../../../shared/format/rich-text';

const STYLE_MARK: Record<InlineStyle, string> = { BOLD: 'strong', ITALIC: 'em', UNDERLINE: 'underline', [COLOR_BLUE]: 'blue' };
const MARK_STYLE: Record<string, InlineStyle> = Object.fromEntries(Object.entries(STYLE_MARK).map(([style, mark]) => [mark, style as InlineStyle]));

/** The marks on each UTF-16 position of a block's text. */
function inlineOf(schema: Schema, block: RichBlock, entityMap: RichText['entityMap']): PMNode[] {
  const { text } = block;
  const marksAt: (readonly Mark[])[] = Array.from({ length: text.length }, () => []);
  for (const r of block.inlineStyleRanges) {
    const type = schema.marks[STYLE_MARK[r.style]];
    if (!type) continue;
    for (let i = r.offset; i < Math.min(text.length, r.offset + r.length); i++) marksAt[i] = type.create().addToSet(marksAt[i]!);
  }
  for (const r of block.entityRanges) {
    const entity = entityMap[String(r.key)];
    if (entity?.type !== 'LINK') continue;
    const link = schema.marks.link!.create({ href: entity.data.url, title: entity.data.title ?? null, target: entity.data.targetOption ?? '_blank' });
    for (let i = r.offset; i < Math.min(text.length, r.offset + r.length); i++) marksAt[i] = link.addToSet(marksAt[i]!);
  }
  const out: PMNode[] = [];
  let start = 0;
  const flush = (end: number) => {
    if (end > start) out.push(schema.text(text.slice(start, end), marksAt[start]));
    start = end;
  };
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length) flush(i);
    else if (text[i] === '\n') {
      flush(i);
      out.push(schema.nodes.hard_break!.create());
      start = i + 1;
    } else if (i > start && !sameMarks(marksAt[i]!, marksAt[start]!)) flush(i);
  }
  return out;
}

const sameMarks = (a: readonly Mark[], b: readonly Mark[]) => a.length === b.length && a.every((m, i) => m.eq(b[i]!));

const LIST_NODE: Partial<Record<BlockType, string>> = { 'unordered-list-item': 'bullet_list', 'ordered-list-item': 'ordered_list' };

export function toDoc(schema: Schema, rich: RichText): PMNode {
  const nodes = schema.nodes;
  const content: PMNode[] = [];
  const list: { type: string | null; items: PMNode[] } = { type: null, items: [] };
  const endList = () => {
    if (list.type) content.push(nodes[list.type]!.create(null, list.items));
    list.type = null;
    list.items = [];
  };
  for (const block of rich.blocks) {
    const inline = () => inlineOf(schema, block, rich.entityMap);
    const listType = LIST_NODE[block.type];
    if (listType) {
      if (list.type !== listType) endList();
      list.type = listType;
      list.items.push(nodes.list_item!.create(null, nodes.paragraph!.create(null, inline())));
      continue;
    }
    endList();
    if (block.type === 'atomic') {
      const entity = rich.entityMap[String(block.entityRanges[0]?.key)];
      if (entity?.type === 'IMAGE') content.push(nodes.image!.create({ src: entity.data.src, alt: entity.data.alt ?? '', width: entity.data.width ?? null, height: entity.data.height ?? null }));
    } else if (block.type === 'header-two' || block.type === 'header-three') content.push(nodes.heading!.create({ level: block.type === 'header-two' ? 2 : 3 }, inline()));
    else if (block.type === 'blockquote') content.push(nodes.blockquote!.create(null, inline()));
    else content.push(nodes.paragraph!.create(null, inline()));
  }
  endList();
  if (content.length === 0) content.push(nodes.paragraph!.create());
  return nodes.doc!.create(null, content);
}

/** The document as the spec's JSON (keys b0, b1, … and entity keys from 0). */
export function fromDoc(doc: PMNode): RichText {
  const blocks: RichBlock[] = [];
  const entityMap: Record<string, RichEntity> = {};
  let nextEntity = 0;
  const textBlock = (node: PMNode, type: BlockType) => {
    let text = '';
    const styles = new Map<InlineStyle, { offset: number; length: number }[]>();
    const links: { offset: number; length: number; key: number; attrs: string }[] = [];
    node.forEach((child) => {
      if (child.type.name === 'hard_break') {
        text += '\n';
        return;
      }
      if (!child.isText) return;
      const offset = text.length;
      const length = child.text!.length;
      text += child.text!;
      for (const mark of child.marks) {
        if (mark.type.name === 'link') {
          const attrs = JSON.stringify(mark.attrs);
          const last = links.at(-1);
          if (last && last.attrs === attrs && last.offset + last.length === offset) last.length += length;
          else {
            entityMap[String(nextEntity)] = {
              type: 'LINK',
              mutability: 'MUTABLE',
              data: { url: mark.attrs.href as string, ...(mark.attrs.title ? { title: mark.attrs.title as string } : {}), targetOption: mark.attrs.target === '_self' ? '_self' : '_blank' },
            };
            links.push({ offset, length, key: nextEntity++, attrs });
          }
          continue;
        }
        const style = MARK_STYLE[mark.type.name];
        if (!style) continue;
        const ranges = styles.get(style) ?? [];
        const last = ranges.at(-1);
        if (last && last.offset + last.length === offset) last.length += length;
        else ranges.push({ offset, length });
        styles.set(style, ranges);
      }
    });
    blocks.push({
      key: `b${blocks.length}`,
      text,
      type,
      depth: 0,
      inlineStyleRanges: [...styles].flatMap(([style, ranges]) => ranges.map((r) => ({ ...r, style }))),
      entityRanges: links.map(({ offset, length, key }) => ({ offset, length, key })),
      data: {},
    });
  };
  doc.forEach((node) => {
    const name = node.type.name;
    if (name === 'paragraph') textBlock(node, 'unstyled');
    else if (name === 'heading') textBlock(node, node.attrs.level === 3 ? 'header-three' : 'header-two');
    else if (name === 'blockquote') textBlock(node, 'blockquote');
    else if (name === 'bullet_list' || name === 'ordered_list')
      node.forEach((item) => item.forEach((p) => textBlock(p, name === 'bullet_list' ? 'unordered-list-item' : 'ordered-list-item')));
    else if (name === 'image') {
      const key = nextEntity++;
      const { src, alt, width, height } = node.attrs as { src: string; alt: string; width: number | null; height: number | null };
      entityMap[String(key)] = { type: 'IMAGE', mutability: 'IMMUTABLE', data: { src, ...(alt ? { alt } : {}), ...(width && height ? { width, height } : {}) } };
      blocks.push({ key: `b${blocks.length}`, text: ' ', type: 'atomic', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 1, key }], data: {} });
    }
  });
  // An empty editor is an empty text, not one empty paragraph.
  if (blocks.length === 1 && blocks[0]!.type === 'unstyled' && blocks[0]!.text === '') blocks.length = 0;
  return { blocks, entityMap };
}
