/**
 * The rich-text editor (issue 38), a plain island on ProseMirror: it takes
 * the place of the server's textarea (which stays in the form, hidden, kept
 * in step in the written convention), with the toolbar of the writer's mode
 * (blog: bold, lists, links; full: also italic, underline, two heading levels, a
 * quote, blue, images from the picker). Every change writes the spec's JSON
 * to the hidden field `bodyJson`, which the worker checks with the one
 * schema. ProseMirror because it is a well-kept, framework-free toolkit
 * (no React needed: the island loads only ProseMirror's modules), its
 * document is a strict schema (a paste of anything else is dropped) and its
 * contenteditable view is the most accessible of the ones measured here.
 * The read mode is no island: every stored text is shown by the server.
 */
import { baseKeymap, chainCommands, exitCode } from 'prosemirror-commands';
import { history } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { splitListItem } from 'prosemirror-schema-list';
import { EditorState, Selection, type Command } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { fromPlainText, parseRichText, toConvention } from '../../shared/format/rich-text';
import type { RichEditorProps } from '../../shared/islands/RichEditor';
import { fill } from '../../shared/texts/fill';
import { COMMANDS, isActive, MODE_BUTTONS, redo, type ButtonName } from './rich-editor/commands';
import { fromDoc, toDoc } from './rich-editor/convert';
import { createLinkForm } from './rich-editor/link-form';
import { schema } from './rich-editor/schema';
import { createToolbar } from './rich-editor/toolbar';
import { createPicker } from './picker/view';

const KEYS: Record<ButtonName, string> = {
  bold: 'Mod-b',
  italic: 'Mod-i',
  underline: 'Mod-u',
  bullet: 'Shift-Mod-8',
  ordered: 'Shift-Mod-7',
  heading: 'Mod-Alt-2',
  subheading: 'Mod-Alt-3',
  quote: 'Shift-Mod-9',
  blue: 'Shift-Mod-l',
  link: 'Mod-k',
  image: 'Shift-Mod-i',
  undo: 'Mod-z',
};

export default function enhance(el: HTMLElement, props: RichEditorProps): void {
  const textarea = el.querySelector<HTMLTextAreaElement>(`#${CSS.escape(props.name)}`);
  const hidden = el.querySelector<HTMLInputElement>(`input[name="${props.jsonName}"]`);
  const label = el.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(props.name)}"]`);
  if (!textarea || !hidden || !label) return;
  const names = MODE_BUTTONS[props.mode];
  const start = (props.json && parseRichText(props.json)) || fromPlainText(textarea.value);
  const write = (state: EditorState) => {
    const rich = fromDoc(state.doc);
    hidden.value = JSON.stringify(rich);
    textarea.value = toConvention(rich);
  };

  // The textarea stays in the form but out of sight; the editor takes its id, so the error summary's link still lands on it.
  const editorId = props.name;
  // Someone who began typing in the plain field before the editor woke goes on in the editor (hiding the field takes its focus).
  const typing = document.activeElement === textarea;
  const typed = textarea.value;
  textarea.id = `${props.name}-tekst`;
  textarea.hidden = true;
  label.id = `${props.name}-label`;
  label.removeAttribute('for');
  label.addEventListener('click', () => view.focus());
  el.querySelector(`#${CSS.escape(props.name)}-conventie`)?.setAttribute('hidden', '');

  const run = (name: ButtonName) => {
    if (name === 'link') return openLink();
    if (name === 'image') return openPicker();
    COMMANDS[name](view.state, view.dispatch, view);
    view.focus();
  };
  const toolbar = createToolbar(names, props.texts, editorId, run);
  const link = createLinkForm(props.texts.link, (answer) => {
    view.focus();
    if (!answer) return;
    const { state } = view;
    const mark = schema.marks.link!.create({ href: answer.url, title: answer.title || null, target: '_blank' });
    const { from, to, empty } = state.selection;
    if (empty) view.dispatch(state.tr.insert(from, schema.text(answer.title || answer.url, [mark])));
    else view.dispatch(state.tr.addMark(from, to, mark));
  });
  function openLink() {
    const { $from } = view.state.selection;
    const current = schema.marks.link!.isInSet($from.marks());
    link.open(current ? { url: current.attrs.href as string, title: (current.attrs.title as string | null) ?? '' } : null);
  }
  const picker = props.picker
    ? createPicker({
        list: props.picker.list,
        remove: props.picker.remove,
        canEdit: props.picker.canEdit,
        texts: props.picker.texts,
        token: () => el.closest('form')?.querySelector<HTMLInputElement>('input[name="csrf_token"]')?.value ?? '',
        onSelect: (chosen) => {
          if (!chosen) return;
          const node = schema.nodes.image!.create({ src: chosen.url, alt: chosen.alt, width: chosen.width, height: chosen.height });
          view.dispatch(view.state.tr.replaceSelectionWith(node));
          view.focus();
        },
      })
    : null;
  function openPicker() {
    picker?.open(null);
  }

  const shortcuts: Record<string, Command> = {};
  for (const name of names) shortcuts[KEYS[name]] = (_s, _d) => (run(name), true);
  shortcuts['Shift-Mod-z'] = redo;
  shortcuts['Mod-y'] = redo;
  shortcuts['Shift-Enter'] = chainCommands(exitCode, (state, dispatch) => {
    dispatch?.(state.tr.replaceSelectionWith(schema.nodes.hard_break!.create()).scrollIntoView());
    return true;
  });
  // Alt+F10 goes to the toolbar, as in other editors.
  shortcuts['Alt-F10'] = () => (toolbar.focus(), true);

  const mount = document.createElement('div');
  mount.className = 'an-rich__editor';
  const view: EditorView = new EditorView(mount, {
    state: EditorState.create({ doc: toDoc(schema, start), plugins: [history(), keymap(shortcuts), keymap({ Enter: splitListItem(schema.nodes.list_item!) }), keymap(baseKeymap)] }),
    attributes: {
      id: editorId,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-label': fill(props.texts.editorLabel, { label: props.label }),
      'aria-describedby': textarea.getAttribute('aria-describedby')?.replace(`${props.name}-conventie`, '').trim() ?? '',
      class: 'an-rich__content an-richtext',
      spellcheck: 'true',
      ...(props.error ? { 'aria-invalid': 'true' } : {}),
    },
    dispatchTransaction(tr) {
      const next = view.state.apply(tr);
      view.updateState(next);
      if (tr.docChanged) write(next);
      toolbar.update((name) => isActive(next, name));
    },
  });
  const help = document.createElement('p');
  help.className = 'an-field__hint an-rich__help';
  help.textContent = props.texts.toolbarHelp;
  for (const part of [toolbar.element, help, link.element, mount]) textarea.parentNode!.insertBefore(part, textarea);
  toolbar.update((name) => isActive(view.state, name));
  write(view.state);
  if (typing) {
    const tr = view.state.tr.setSelection(Selection.atEnd(view.state.doc));
    // The plain text's reading drops a trailing space, which the writer typed before the next word.
    view.dispatch(/ $/.test(typed) ? tr.insertText(' ') : tr);
    view.focus();
  }
}
