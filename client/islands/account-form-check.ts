/**
 * Checks an account form in the browser with the worker's own schemas
 * (shared/forms/account/check.ts), as a plain island: on submit it shows the
 * error summary (focused, each error a link to its field) and the inline
 * errors exactly as the server would, and stops the post; after that each
 * field is checked again when it changes. A form without errors is sent, its
 * button marked busy so it is not sent twice. Without JavaScript the worker
 * does all of this itself.
 */
import { checkAccountForm } from '../../shared/forms/account/check';
import type { RawForm } from '../../shared/forms/account/checks';
import type { AccountFormCheckProps } from '../../shared/islands/AccountFormCheck';

function rawOf(form: HTMLFormElement): RawForm {
  const raw: RawForm = {};
  const data = new FormData(form);
  for (const key of new Set(data.keys())) {
    const all = data.getAll(key).filter((v): v is string => typeof v === 'string');
    if (all.length) raw[key] = all.length > 1 ? all : all[0];
  }
  return raw;
}

function photoBytes(form: HTMLFormElement): number {
  const input = form.querySelector<HTMLInputElement>('input[type=file]');
  return input?.files?.[0]?.size ?? 0;
}

/** The field's wrapper (.an-field) and the element its description belongs on. */
function fieldOf(form: HTMLFormElement, name: string): { wrapper: HTMLElement; described: HTMLElement } | null {
  const control = form.querySelector<HTMLElement>(`#${CSS.escape(name)}`);
  const wrapper = control?.closest<HTMLElement>('.an-field');
  if (!control || !wrapper) return null;
  return { wrapper, described: wrapper.tagName === 'FIELDSET' ? wrapper : control };
}

function setFieldError(form: HTMLFormElement, name: string, text: string | null): void {
  const field = fieldOf(form, name);
  if (!field) return;
  const id = `${name}-fout`;
  field.wrapper.querySelector(`#${CSS.escape(id)}`)?.remove();
  const ids = (field.described.getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x && x !== id);
  field.wrapper.classList.toggle('an-field--error', text !== null);
  if (text === null) {
    field.described.removeAttribute('aria-invalid');
  } else {
    const message = document.createElement('p');
    message.className = 'an-field__error';
    message.id = id;
    const hidden = document.createElement('span');
    hidden.className = 'an-visually-hidden';
    hidden.textContent = 'Fout: ';
    message.appendChild(hidden);
    message.appendChild(document.createTextNode(text));
    const control = field.wrapper.querySelector(`#${CSS.escape(name)}`)!;
    const before = Array.from(field.wrapper.children).find((child) => child.contains(control)) ?? null;
    field.wrapper.insertBefore(message, before);
    ids.push(id);
    field.described.setAttribute('aria-invalid', 'true');
  }
  if (ids.length) field.described.setAttribute('aria-describedby', ids.join(' '));
  else field.described.removeAttribute('aria-describedby');
}

// The summary is drawn as in application-form.ts on purpose, not from a shared module: a shared chunk
// costs every visitor of either form about 300 compressed bytes and a request more, which
// takes both islands past their 3 KB budget (tests/worker/budgets.test.ts).
function showSummary(form: HTMLFormElement, props: AccountFormCheckProps, errors: [string, string][]): void {
  form.parentElement?.querySelectorAll('.an-error-summary').forEach((el) => el.remove());
  if (errors.length === 0) return;
  const box = document.createElement('div');
  box.className = 'an-error-summary';
  box.id = 'foutmeldingen';
  box.tabIndex = -1;
  box.setAttribute('aria-labelledby', 'foutmeldingen-title');
  const title = document.createElement('h2');
  title.className = 'an-error-summary__title';
  title.id = 'foutmeldingen-title';
  title.textContent = props.summaryTitle;
  const list = document.createElement('ul');
  list.className = 'an-error-summary__list';
  for (const [name, text] of errors) {
    const link = document.createElement('a');
    link.href = `#${name}`;
    link.textContent = text;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      form.querySelector<HTMLElement>(`#${CSS.escape(name)}`)?.focus();
    });
    const item = document.createElement('li');
    item.appendChild(link);
    list.appendChild(item);
  }
  box.appendChild(title);
  box.appendChild(list);
  form.parentNode?.insertBefore(box, form);
  box.focus();
}

/** Field names in the order of the form, so the summary reads top to bottom. */
function inFormOrder(form: HTMLFormElement, errors: Record<string, string | undefined>): string[] {
  const names = Array.from(form.querySelectorAll<HTMLElement>('[id]')).map((el) => el.id);
  return Object.keys(errors)
    .map((key) => key.split('.')[0]!)
    .filter((name, i, all) => all.indexOf(name) === i && name !== 'form')
    .sort((a, b) => names.indexOf(a) - names.indexOf(b));
}

export default function enhance(el: HTMLElement, props: AccountFormCheckProps): void {
  const form = document.getElementById(props.formId);
  if (!(form instanceof HTMLFormElement)) return;
  const live = el.querySelector<HTMLElement>('[role=status]');
  const title = document.title.replace(props.errorPrefix, '');
  let checked = false;
  form.dataset.enhanced = '';
  const text = (key: string) => props.texts[key] ?? key;

  const check = (): Record<string, string | undefined> => {
    const errors = checkAccountForm(props.kind, rawOf(form), photoBytes(form));
    const flat: Record<string, string | undefined> = {};
    for (const [key, value] of Object.entries(errors)) flat[key.split('.')[0]!] ??= value;
    return flat;
  };

  form.addEventListener('submit', (event) => {
    const errors = check();
    const names = inFormOrder(form, errors);
    checked = true;
    for (const field of form.querySelectorAll<HTMLElement>('.an-field--error')) {
      const name = field.querySelector<HTMLElement>('[id]')?.id;
      if (name && !errors[name]) setFieldError(form, name, null);
    }
    if (names.length === 0) {
      const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
      if (button?.getAttribute('aria-disabled') === 'true') return event.preventDefault();
      button?.setAttribute('aria-disabled', 'true');
      if (live) live.textContent = props.busy;
      return;
    }
    event.preventDefault();
    for (const name of names) setFieldError(form, name, text(errors[name]!));
    document.title = props.errorPrefix + title;
    showSummary(
      form,
      props,
      names.map((name) => [name, text(errors[name]!)]),
    );
  });

  // After the first check, a corrected field loses its error at once.
  form.addEventListener('change', (event) => {
    if (!checked || !(event.target instanceof HTMLElement)) return;
    const name = (event.target as HTMLInputElement).name;
    const errors = check();
    if (!errors[name]) setFieldError(form, event.target.closest('fieldset.an-field') ? (event.target.closest('fieldset.an-field')!.querySelector('[id]')?.id ?? name) : name, null);
  });
}
