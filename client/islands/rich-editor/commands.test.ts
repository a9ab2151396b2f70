import { EditorState, TextSelection } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { fromPlainText } from '../../../shared/format/rich-text';
import { COMMANDS, isActive, MODE_BUTTONS } from './commands';
import { fromDoc, toDoc } from './convert';
import { schema } from './schema';

/** An editor state over this plain text, the cursor in its first block. */
function stateOf(text: string) {
  const state = EditorState.create({ doc: toDoc(schema, fromPlainText(text)) });
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, 2)));
}

function run(state: EditorState, name: keyof typeof COMMANDS) {
  let next = state;
  COMMANDS[name](state, (tr) => (next = state.apply(tr)));
  return next;
}

describe('the toolbar commands', () => {
  it('offers the full mode two heading levels, the blog mode none', () => {
    expect(MODE_BUTTONS.full).toEqual(expect.arrayContaining(['heading', 'subheading']));
    expect(MODE_BUTTONS.blog).not.toContain('heading');
    expect(MODE_BUTTONS.blog).not.toContain('subheading');
  });

  it('makes a heading of each level, pressed only for its own level, and toggles back to a paragraph', () => {
    const small = run(stateOf('Wat ik leerde'), 'subheading');
    expect(fromDoc(small.doc).blocks[0]!.type).toBe('header-three');
    expect([isActive(small, 'subheading'), isActive(small, 'heading')]).toEqual([true, false]);
    const large = run(small, 'heading');
    expect(fromDoc(large.doc).blocks[0]!.type).toBe('header-two');
    expect([isActive(large, 'subheading'), isActive(large, 'heading')]).toEqual([false, true]);
    expect(fromDoc(run(large, 'heading').doc).blocks[0]!.type).toBe('unstyled');
  });
});
