/**
 * A form's picture from the editors' storage (a blog entry's header image),
 * enhanced (a plain island): a preview of the chosen picture, 'Kies een
 * afbeelding' opening the image picker (./picker/view.ts; for members its
 * read mode: choose and reset; for moderators and experts also upload and
 * delete) and 'Selectie wissen'. The two text fields stay the form's fields:
 * the picker fills them, and without JavaScript they are typed.
 */
import type { PictureFieldProps } from '../../shared/islands/PictureField';
import { fill } from '../../shared/texts/fill';
import { createPicker } from './picker/view';

const tokenOf = (el: HTMLElement) => el.closest('form')?.querySelector<HTMLInputElement>('input[name="csrf_token"]')?.value ?? '';

export default function enhance(el: HTMLElement, props: PictureFieldProps): void {
  const input = el.querySelector<HTMLInputElement>(`#${CSS.escape(props.name)}`);
  const alt = el.querySelector<HTMLInputElement>(`#${CSS.escape(props.altName)}`);
  if (!input || !alt) return;
  const t = props.picker.texts;
  const preview = document.createElement('img');
  preview.className = 'an-picture-field__preview';
  preview.alt = '';
  const status = document.createElement('p');
  status.className = 'an-picture-field__status';
  status.setAttribute('role', 'status');
  const open = document.createElement('button');
  open.type = 'button';
  open.className = 'an-button an-button--secondary';
  open.textContent = t.open;
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.className = 'an-button an-button--secondary';
  reset.textContent = t.reset;
  const bar = document.createElement('div');
  bar.className = 'an-picture-field__actions';
  bar.appendChild(open);
  bar.appendChild(reset);
  const field = el.querySelector('.an-picture-field');
  for (const part of [bar, status, preview]) field?.insertBefore(part, field.firstChild);
  const show = () => {
    const url = input.value.trim();
    preview.hidden = !url;
    if (url) preview.src = url;
    reset.hidden = !url;
    status.textContent = url ? fill(t.chosen, { name: url.split('/').pop() ?? url }) : t.nothingSelected;
  };
  const picker = createPicker({
    list: props.picker.list,
    remove: props.picker.remove,
    canEdit: props.picker.canEdit,
    texts: t,
    token: () => tokenOf(el),
    onSelect: (chosen) => {
      input.value = chosen?.url ?? '';
      if (chosen && chosen.alt && !alt.value) alt.value = chosen.alt;
      show();
    },
  });
  open.addEventListener('click', () => {
    const url = input.value.trim();
    picker.open(url ? { name: url.split('/').pop() ?? 'custom', url, alt: alt.value, width: null, height: null } : null);
  });
  reset.addEventListener('click', () => {
    picker.reset();
    input.value = '';
    show();
    open.focus();
  });
  input.addEventListener('change', show);
  show();
}
