/**
 * An application form in the browser, as a plain island (no React): checks
 * with the worker's own rules (shared/forms/application/rules.ts) on submit,
 * then per field once it has an error, drawing the error summary (focused,
 * each error a link to its field) and the inline errors as the server does;
 * sends the form by fetch with its button busy (a second press does nothing);
 * on success reports the analytics events and goes to the thank-you page; on
 * failure shows why above the button with every value still there. Without
 * JavaScript the worker does all of this itself (post/redirect/get).
 */
import { pushToDataLayer } from '../../shared/analytics';
import type { FormJsonAnswer } from '../../shared/forms/answer';
import { successEvents, startEvent } from '../../shared/forms/application/events';
import { fieldsOf, type ApplicationField } from '../../shared/forms/application/fields';
import { fileError, textError } from '../../shared/forms/application/rules';
import type { ApplicationFormCheckProps } from '../../shared/islands/ApplicationFormCheck';

type Errors = Record<string, string>;

export default function enhance(el: HTMLElement, props: ApplicationFormCheckProps): void {
  const found = document.getElementById(props.formId);
  if (!(found instanceof HTMLFormElement)) return;
  const form: HTMLFormElement = found;
  const live = el.querySelector<HTMLElement>('[role=status]');
  const fields = fieldsOf(props.kind);
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const label = button.textContent;
  const message = form.querySelector<HTMLElement>('#sollicitatie-melding');
  const title = document.title.replace(props.errorPrefix, '');
  let checked = false;
  let started = false;
  let busy = false;
  form.dataset.enhanced = '';
  // Turnstile (only when the site configured it): its widget needs its script, loaded here and nowhere else.
  if (form.querySelector('.cf-turnstile')) {
    const script = document.createElement('script');
    script.src = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
    script.async = true;
    document.head.appendChild(script);
  }

  const textOf = (name: string, key: string) => (props.texts[name] && props.texts[name][key]) || props.general;

  function errorOf(field: ApplicationField): string | null {
    const control = form.elements.namedItem(field.name);
    if (field.type === 'fileUploader') {
      const files = control instanceof HTMLInputElement ? control.files : null;
      return fileError(field, files && files[0] ? files[0] : null);
    }
    if (field.type === 'radioGroup') return null;
    return textError(field, control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : '');
  }

  function check(): Errors {
    const errors: Errors = {};
    for (const field of fields) {
      const key = errorOf(field);
      if (key) errors[field.name] = key;
    }
    return errors;
  }

  /** The inline error of a field, as Field (shared/ui/field) draws it. */
  function setFieldError(name: string, text: string | null): void {
    const control = document.getElementById(name);
    const wrapper = control && control.closest<HTMLElement>('.an-field');
    if (!control || !wrapper) return;
    const id = name + '-error';
    const old = document.getElementById(id);
    if (old) old.remove();
    const ids = (control.getAttribute('aria-describedby') || '').split(' ').filter((x) => x && x !== id);
    wrapper.classList.toggle('an-field--error', text !== null);
    if (text === null) control.removeAttribute('aria-invalid');
    else {
      const p = document.createElement('p');
      p.className = 'an-field__error';
      p.id = id;
      const hidden = document.createElement('span');
      hidden.className = 'an-visually-hidden';
      hidden.textContent = props.errorPrefix;
      p.appendChild(hidden);
      p.appendChild(document.createTextNode(text));
      wrapper.insertBefore(p, control);
      ids.push(id);
      control.setAttribute('aria-invalid', 'true');
    }
    if (ids.length) control.setAttribute('aria-describedby', ids.join(' '));
    else control.removeAttribute('aria-describedby');
  }

  // The summary is drawn as in account-form-check.ts on purpose, not from a shared module: a shared chunk
  // costs every visitor of either form about 300 compressed bytes and a request more, which
  // takes both islands past their 3 KB budget (tests/worker/budgets.test.ts).
  function showErrors(errors: Errors): void {
    const old = document.getElementById('foutmeldingen');
    if (old) old.remove();
    const names = fields.map((f) => f.name).filter((name) => errors[name]);
    for (const field of fields) setFieldError(field.name, errors[field.name] ? textOf(field.name, errors[field.name]!) : null);
    document.title = (names.length ? props.errorPrefix : '') + title;
    if (!names.length) return;
    const box = document.createElement('div');
    box.className = 'an-error-summary';
    box.id = 'foutmeldingen';
    box.tabIndex = -1;
    box.setAttribute('aria-labelledby', 'foutmeldingen-title');
    const h = document.createElement('h2');
    h.className = 'an-error-summary__title';
    h.id = 'foutmeldingen-title';
    h.textContent = props.summaryTitle;
    const list = document.createElement('ul');
    list.className = 'an-error-summary__list';
    for (const name of names) {
      const a = document.createElement('a');
      a.href = '#' + name;
      a.textContent = textOf(name, errors[name]!);
      a.addEventListener('click', (event) => {
        event.preventDefault();
        const target = document.getElementById(name);
        if (target) target.focus();
      });
      const li = document.createElement('li');
      li.appendChild(a);
      list.appendChild(li);
    }
    box.appendChild(h);
    box.appendChild(list);
    form.parentNode!.insertBefore(box, form);
    box.focus();
  }

  function say(text: string | null): void {
    if (!message) return;
    message.textContent = text || '';
    message.hidden = !text;
    if (text) message.focus();
  }

  function setBusy(on: boolean): void {
    busy = on;
    if (on) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    button.textContent = on ? props.busy : label;
    if (live) live.textContent = on ? props.busy : '';
  }

  function setHidden(name: string, value: string | undefined): void {
    const input = form.elements.namedItem(name);
    if (value && input instanceof HTMLInputElement) input.value = value;
  }

  const markStarted = () => {
    if (started) return;
    started = true;
    pushToDataLayer(startEvent());
  };
  // After the first check, a field is checked again as it changes. While typing,
  // only an error that is already shown changes (cleared or reworded): were it
  // cleared on 'change' instead, it would vanish as the field loses focus to a
  // press of the button, the button would move up between mouse down and up,
  // and the press would be lost.
  function recheck(event: Event, shownOnly: boolean): void {
    markStarted();
    const field = fields.find((f) => f.name === (event.target as HTMLInputElement).name);
    if (!checked || !field || (shownOnly && !document.getElementById(field.name + '-error'))) return;
    const key = errorOf(field);
    setFieldError(field.name, key ? textOf(field.name, key) : null);
  }
  form.addEventListener('input', (event) => recheck(event, true));
  form.addEventListener('change', (event) => recheck(event, false));

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    checked = true;
    say(null);
    const errors = check();
    showErrors(errors);
    if (Object.keys(errors).length) return;
    setBusy(true);
    let answer: FormJsonAnswer | null = null;
    try {
      const res = await fetch(form.action, { method: 'POST', body: new FormData(form), headers: { accept: 'application/json' }, credentials: 'same-origin' });
      answer = (await res.json()) as FormJsonAnswer;
    } catch {
      answer = null;
    }
    if (answer && answer.status === 'ok') {
      for (const entry of successEvents(props.event)) pushToDataLayer(entry);
      location.assign(answer.redirect || '/');
      return;
    }
    setBusy(false);
    if (answer && answer.status === 'invalid') {
      showErrors(answer.errors as Errors);
      if (answer.general) say(props.general);
      return;
    }
    if (answer && answer.status === 'failed') {
      setHidden('csrf_token', answer.formToken);
      setHidden('submissionKey', answer.submissionKey);
      say((answer.notice && props.notices[answer.notice]) || props.general);
      return;
    }
    say(props.general);
  });
}
