/**
 * What each toolbar button and shortcut does, and whether it is on where the
 * cursor is (the toolbar's aria-pressed). Lists toggle: in a list of the
 * same kind the item is lifted out, otherwise the paragraph is wrapped.
 */
import { setBlockType, toggleMark } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import type { Command, EditorState } from 'prosemirror-state';
import { schema } from './schema';

export type ButtonName = 'bold' | 'italic' | 'underline' | 'heading' | 'subheading' | 'quote' | 'bullet' | 'ordered' | 'blue' | 'link' | 'image' | 'undo';

/** The buttons of each writing mode (spec section 6). */
export const MODE_BUTTONS: Record<'blog' | 'full', ButtonName[]> = {
  blog: ['bold', 'bullet', 'ordered', 'link', 'undo'],
  full: ['bold', 'italic', 'underline', 'heading', 'subheading', 'quote', 'bullet', 'ordered', 'blue', 'link', 'image', 'undo'],
};

export function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks ?? $from.marks());
  return state.doc.rangeHasMark(from, to, type);
}

/** The list around the cursor: its type and where it starts, or null. */
function listOf(state: EditorState): { type: NodeType; pos: number } | null {
  const { $from } = state.selection;
  for (let d = $from.depth; d > 0; d--) {
    const node = $from.node(d);
    if (node.type === schema.nodes.bullet_list || node.type === schema.nodes.ordered_list) return { type: node.type, pos: $from.before(d) };
  }
  return null;
}

/** Whether the cursor's block is of this type (and, for a heading, this level), outside a list. */
function blockIs(state: EditorState, type: NodeType, attrs: Record<string, unknown> | null = null): boolean {
  const parent = state.selection.$from.parent;
  return parent.type === type && !listOf(state) && Object.entries(attrs ?? {}).every(([key, value]) => parent.attrs[key] === value);
}

function toggleList(type: NodeType): Command {
  return (state, dispatch) => {
    const current = listOf(state);
    if (current?.type === type) return liftListItem(schema.nodes.list_item!)(state, dispatch);
    // From one kind of list to the other: the whole list changes kind.
    if (current) {
      if (dispatch) dispatch(state.tr.setNodeMarkup(current.pos, type));
      return true;
    }
    return wrapInList(type)(state, dispatch);
  };
}

function toggleBlock(type: NodeType, attrs: Record<string, unknown> | null = null): Command {
  return (state, dispatch) => (blockIs(state, type, attrs) ? setBlockType(schema.nodes.paragraph!)(state, dispatch) : setBlockType(type, attrs)(state, dispatch));
}

export const COMMANDS: Record<Exclude<ButtonName, 'link' | 'image'>, Command> = {
  bold: toggleMark(schema.marks.strong!),
  italic: toggleMark(schema.marks.em!),
  underline: toggleMark(schema.marks.underline!),
  blue: toggleMark(schema.marks.blue!),
  heading: toggleBlock(schema.nodes.heading!, { level: 2 }),
  subheading: toggleBlock(schema.nodes.heading!, { level: 3 }),
  quote: toggleBlock(schema.nodes.blockquote!),
  bullet: toggleList(schema.nodes.bullet_list!),
  ordered: toggleList(schema.nodes.ordered_list!),
  undo,
};

export { redo };

export function isActive(state: EditorState, name: ButtonName): boolean | null {
  switch (name) {
    case 'bold':
      return markActive(state, schema.marks.strong!);
    case 'italic':
      return markActive(state, schema.marks.em!);
    case 'underline':
      return markActive(state, schema.marks.underline!);
    case 'blue':
      return markActive(state, schema.marks.blue!);
    case 'link':
      return markActive(state, schema.marks.link!);
    case 'heading':
      return blockIs(state, schema.nodes.heading!, { level: 2 });
    case 'subheading':
      return blockIs(state, schema.nodes.heading!, { level: 3 });
    case 'quote':
      return blockIs(state, schema.nodes.blockquote!);
    case 'bullet':
      return listOf(state)?.type === schema.nodes.bullet_list;
    case 'ordered':
      return listOf(state)?.type === schema.nodes.ordered_list;
    default:
      // Image and undo are actions, not states: no aria-pressed.
      return null;
  }
}
