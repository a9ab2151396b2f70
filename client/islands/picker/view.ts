/**
 * The image picker as the visitor sees it: a modal `<dialog>` (focus kept
 * inside, Escape closes, the page behind inert, focus back where it was)
 * over the list of ./state.ts. Each picture is a toggle button: a click or
 * Enter makes it the pending choice, 'Gebruik deze afbeelding' or a double
 * click takes it; 'Meer laden' appends ten; a typed address becomes the
 * image named custom; reset clears. Moderators and experts also upload (a
 * second dialog with a preview; the button waits for a file and is disabled
 * while uploading) and delete (asked first: 'Weet je zeker dat je …'). Every
 * message of spec section 8 in Dutch, announced politely.
 */
import { MORE_PICTURES, FIRST_PICTURES } from '../../../shared/model/pictures';
import type { picker as PickerTexts } from '../../../shared/texts/nl/editor';
import { fill } from '../../../shared/texts/fill';
import { remote } from './remote';
import { initialState, pickerReducer, type Chosen, type PickerEvent, type PickerState } from './state';

type Texts = typeof PickerTexts;

export interface PickerOptions {
  list: string;
  /** The delete address, with NAME_SLOT for the picture's name. */
  remove: string;
  canEdit: boolean;
  texts: Texts;
  /** The page's form token for the posts. */
  token: () => string;
  onSelect: (chosen: Chosen | null) => void;
}

type Attrs = Record<string, string | boolean | undefined>;
function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Node | string | null)[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== false) el.setAttribute(k, v === true ? '' : v);
  add(el, ...children);
  return el;
}

/** appendChild for each (the worker's types shadow the DOM's append in this project's one tsconfig). */
function add(parent: Node, ...children: (Node | string | null)[]): void {
  for (const child of children) if (child !== null) parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
}

function replace(parent: HTMLElement, ...children: (Node | string | null)[]): void {
  parent.textContent = '';
  add(parent, ...children);
}

let counter = 0;

export function createPicker(options: PickerOptions) {
  const t = options.texts;
  const id = `an-picker-${++counter}`;
  let state: PickerState = initialState(!options.canEdit);
  let returnFocus: HTMLElement | null = null;
  const dialog = h('dialog', { class: 'an-picker', 'aria-labelledby': `${id}-title` });
  const upload = h('dialog', { class: 'an-picker an-picker--upload', 'aria-labelledby': `${id}-upload-title` });
  add(document.body, dialog, upload);
  dialog.addEventListener('close', () => dispatch({ type: 'close' }));
  dialog.addEventListener('cancel', () => dispatch({ type: 'close' }));
  upload.addEventListener('cancel', (event) => {
    event.preventDefault();
    dispatch({ type: 'uploadCancel' });
  });

  function dispatch(event: PickerEvent) {
    const before = state;
    state = pickerReducer(state, event);
    if (before.selected !== state.selected) options.onSelect(state.selected);
    if (before.selected !== state.selected && state.selected && state.selected.name !== 'custom' && event.type === 'confirm') {
      // Selecting generates the picture's copies (spec section 4); a failure leaves the choice as it is.
      void remote.copies(state.selected.name, options.token());
    }
    render(before);
  }

  async function load(append: boolean) {
    dispatch({ type: 'loading' });
    const answer = await remote.list(options.list, append ? state.items.length : 0, append ? MORE_PICTURES : FIRST_PICTURES);
    if (answer.ok) dispatch({ type: 'loaded', items: answer.value.items, total: answer.value.total, append });
    else dispatch({ type: 'loadFailed', state: answer.state });
  }

  function statusText(): string {
    const m = state.message;
    if (state.upload === 'uploading') return t.states.uploading;
    if (m?.kind === 'uploaded') return fill(t.upload.done, { name: m.name });
    if (m?.kind === 'deleted') return fill(t.remove.done, { name: m.name });
    if (m?.kind === 'deleteFailed') return t.remove.failed;
    if (m?.kind === 'uploadFailed') return (t.upload.errors as Record<string, string>)[m.error ?? ''] ?? t.upload.errors.StorageFailed;
    if (state.list === 'loaded') return state.total === 0 ? t.states.empty : fill(t.count, { shown: state.items.length, total: state.total });
    return t.states[state.list];
  }

  function itemOf(item: PickerState['items'][number]): HTMLElement {
    const pressed = state.pending === item.name;
    const choose = h('button', { type: 'button', class: 'an-picker__choose', 'aria-pressed': String(pressed), 'data-name': item.name }, h('img', { src: item.thumb, alt: '', width: '190', height: '118', loading: 'lazy' }), h('span', { class: 'an-picker__name' }, item.name));
    choose.addEventListener('click', () => dispatch({ type: 'pend', name: item.name }));
    choose.addEventListener('dblclick', () => {
      dispatch({ type: 'pend', name: item.name });
      dispatch({ type: 'confirm' });
    });
    const li = h('li', { class: 'an-picker__item' }, choose);
    if (!state.readOnly) {
      const del = h('button', { type: 'button', class: 'an-picker__delete' }, fill(t.remove.button, { name: item.name }));
      del.addEventListener('click', () => dispatch({ type: 'askDelete', name: item.name }));
      add(li, del);
    }
    if (state.toDelete === item.name) {
      const yes = h('button', { type: 'button', class: 'an-button an-button--warning' }, t.remove.yes);
      const no = h('button', { type: 'button', class: 'an-button an-button--secondary' }, t.remove.no);
      yes.addEventListener('click', async () => {
        const answer = await remote.remove(options.remove, item.name, options.token());
        dispatch(answer.ok ? { type: 'deleted', name: item.name } : { type: 'deleteFailed' });
      });
      no.addEventListener('click', () => dispatch({ type: 'cancelDelete' }));
      add(li, h('div', { class: 'an-picker__confirm', role: 'group', 'aria-label': fill(t.remove.confirm, { name: item.name }) }, h('p', {}, fill(t.remove.confirm, { name: item.name })), yes, no));
    }
    return li;
  }
  function render(before: PickerState | null) {
    const focusedName = (document.activeElement as HTMLElement | null)?.getAttribute?.('data-name');
    const focusedClass = (document.activeElement as HTMLElement | null)?.className ?? '';
    const list = h('ul', { class: 'an-picker__list', role: 'list' }, ...state.items.map(itemOf));
    const confirm = h('button', { type: 'button', class: 'an-button', disabled: !state.pending }, t.confirm);
    confirm.addEventListener('click', () => dispatch({ type: 'confirm' }));
    const reset = h('button', { type: 'button', class: 'an-button an-button--secondary' }, t.reset);
    reset.addEventListener('click', () => dispatch({ type: 'reset' }));
    const close = h('button', { type: 'button', class: 'an-picker__close' }, t.close);
    close.addEventListener('click', () => dialog.close());
    const more = state.list === 'loaded' && state.items.length < state.total ? h('button', { type: 'button', class: 'an-button an-button--secondary an-picker__more' }, t.loadMore) : null;
    more?.addEventListener('click', () => void load(true));
    const retry = state.list === 'failed' || state.list === 'connectionError' ? h('button', { type: 'button', class: 'an-button an-button--secondary' }, t.retry) : null;
    retry?.addEventListener('click', () => void load(false));
    const urlInput = h('input', { class: 'an-input', id: `${id}-url`, type: 'text', 'aria-describedby': `${id}-url-hint`, autocomplete: 'off' });
    const urlButton = h('button', { type: 'button', class: 'an-button an-button--secondary' }, t.urlSubmit);
    const urlError = h('p', { class: 'an-field__error', id: `${id}-url-fout`, hidden: true });
    urlButton.addEventListener('click', () => {
      // The address is mandatory (spec section 5); the worker checks it is the site's own.
      if (!urlInput.value.trim()) {
        urlError.textContent = t.urlMissing;
        urlError.hidden = false;
        urlInput.setAttribute('aria-invalid', 'true');
        urlInput.setAttribute('aria-describedby', `${id}-url-hint ${id}-url-fout`);
        urlInput.focus();
        return;
      }
      dispatch({ type: 'typedUrl', url: urlInput.value });
    });
    const uploadOpen = state.readOnly ? null : h('button', { type: 'button', class: 'an-button an-button--secondary' }, t.upload.open);
    uploadOpen?.addEventListener('click', () => dispatch({ type: 'uploadOpen' }));
    replace(dialog,
      h('div', { class: 'an-picker__head' }, h('h2', { id: `${id}-title` }, t.title), close),
      h('p', {}, state.readOnly ? t.readOnly : t.intro),
      h('p', { class: 'an-picker__status', role: 'status' }, statusText()),
      uploadOpen,
      retry,
      list,
      more,
      h('p', { class: 'an-picker__selected' }, state.pending ? fill(t.selected, { name: state.pending }) : t.nothingSelected),
      h('div', { class: 'an-picker__actions' }, confirm, reset),
      h('div', { class: 'an-field' }, h('label', { class: 'an-field__label', for: `${id}-url` }, t.urlLabel), h('p', { class: 'an-field__hint', id: `${id}-url-hint` }, t.urlHint), urlError, urlInput, urlButton),
    );
    renderUpload(before);
    if (state.open && !dialog.open) dialog.showModal();
    if (!state.open && dialog.open) dialog.close();
    if (!state.open && before?.open) returnFocus?.focus();
    // Keep the keyboard where it was across a render.
    if (state.open && focusedName) dialog.querySelector<HTMLElement>(`[data-name="${CSS.escape(focusedName)}"]`)?.focus();
    else if (state.open && focusedClass.includes('an-picker__more')) (list.lastElementChild?.querySelector('button') as HTMLElement | null)?.focus();
  }

  function renderUpload(before: PickerState | null) {
    if (state.upload === 'closed') {
      if (upload.open) upload.close();
      return;
    }
    if (before?.upload === 'open' && state.upload === 'open' && upload.open) return;
    const file = h('input', { class: 'an-input', id: `${id}-file`, type: 'file', accept: 'image/jpeg,image/png,image/webp', 'aria-describedby': `${id}-file-hint` });
    const alt = h('input', { class: 'an-input', id: `${id}-alt`, type: 'text', autocomplete: 'off' });
    const preview = h('img', { class: 'an-picker__preview', alt: t.upload.preview, hidden: true });
    const send = h('button', { type: 'button', class: 'an-button', disabled: true }, state.upload === 'uploading' ? t.states.uploading : t.upload.submit);
    const cancel = h('button', { type: 'button', class: 'an-button an-button--secondary', disabled: state.upload === 'uploading' }, t.upload.cancel);
    file.addEventListener('change', () => {
      const chosen = file.files?.[0];
      send.disabled = !chosen;
      if (chosen) {
        preview.src = URL.createObjectURL(chosen);
        preview.hidden = false;
      }
    });
    send.addEventListener('click', async () => {
      const chosen = file.files?.[0];
      if (!chosen) return;
      dispatch({ type: 'uploadStart' });
      const answer = await remote.upload(options.list, options.token(), chosen, alt.value);
      if (answer.ok && answer.value.picture) dispatch({ type: 'uploaded', item: answer.value.picture });
      else dispatch({ type: 'uploadFailed', error: answer.ok ? 'StorageFailed' : answer.error });
    });
    cancel.addEventListener('click', () => dispatch({ type: 'uploadCancel' }));
    replace(upload,
      h('h2', { id: `${id}-upload-title` }, t.upload.title),
      h('div', { class: 'an-field' }, h('label', { class: 'an-field__label', for: `${id}-file` }, t.upload.fileLabel), h('p', { class: 'an-field__hint', id: `${id}-file-hint` }, t.upload.fileHint), file),
      preview,
      h('div', { class: 'an-field' }, h('label', { class: 'an-field__label', for: `${id}-alt` }, t.upload.altLabel), alt),
      h('div', { class: 'an-picker__actions' }, send, cancel),
    );
    if (state.upload === 'uploading') {
      file.disabled = true;
      alt.disabled = true;
    }
    if (!upload.open) upload.showModal();
  }

  return {
    open(current: Chosen | null) {
      returnFocus = document.activeElement as HTMLElement | null;
      state = { ...state, selected: current };
      dispatch({ type: 'open' });
      if (state.list !== 'loaded') void load(false);
    },
    reset() {
      dispatch({ type: 'reset' });
    },
  };
}
