/**
 * The donate widget as a plain island (no React: the widget is radio buttons,
 * an amount and a link, and React cost the donation page about 66 KB of
 * compressed script as soon as the widget came into view). The server's form
 * (shared/islands/DonateWidget.tsx) works without JavaScript; this swaps the
 * amounts when the frequency changes (the second one chosen, spec section 4)
 * and checks a free amount before the visitor leaves for the donation page.
 */
import { amountLabel, DONATE_OTHER, startAmount, validOtherAmount } from '../../shared/donate';
import type { DonateWidgetProps } from '../../shared/islands/DonateWidget';

function make<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text) el.textContent = text;
  return el;
}

export default function enhance(el: HTMLElement, { frequencies, euroSign, texts: t }: DonateWidgetProps): void {
  const form = el.querySelector<HTMLFormElement>('form.an-donate');
  const other = form && form.querySelector<HTMLInputElement>('input[name="ander_bedrag"]');
  const choices = form && form.querySelector<HTMLElement>('.an-donate__amounts .an-choices');
  if (!form || !other || !choices) return;
  const otherId = other.id;
  const id = otherId.replace(/-ander-bedrag$/, '');
  const field = other.closest<HTMLElement>('.an-field');
  const hintId = `${otherId}-hint`;
  const errorId = `${id}-fout`;
  let summary: HTMLElement | null = null;
  let fieldError: HTMLElement | null = null;

  const amounts = () => Array.from(form.querySelectorAll<HTMLInputElement>('input[name="bedrag"]'));
  const chosen = () => amounts().find((input) => input.checked);

  const clearError = () => {
    if (summary) summary.remove();
    if (fieldError) fieldError.remove();
    summary = fieldError = null;
    if (field) field.classList.remove('an-field--error');
    other.removeAttribute('aria-invalid');
    other.setAttribute('aria-describedby', hintId);
  };

  const showError = () => {
    clearError();
    summary = make('div', 'an-error-summary');
    summary.setAttribute('role', 'alert');
    summary.tabIndex = -1;
    summary.setAttribute('aria-labelledby', `${id}-summary`);
    const heading = make('h3', 'an-error-summary__title', t.errorSummary);
    heading.id = `${id}-summary`;
    const list = make('ul', 'an-error-summary__list');
    const link = make('a', '', t.errorAmount);
    link.href = `#${otherId}`;
    list.appendChild(make('li', '')).appendChild(link);
    summary.appendChild(heading);
    summary.appendChild(list);
    const title = form.querySelector('.an-donate__title');
    form.insertBefore(summary, title ? title.nextSibling : form.firstChild);
    fieldError = make('p', 'an-field__error', t.errorAmount);
    fieldError.id = errorId;
    const hint = document.getElementById(hintId);
    if (hint && hint.parentNode) hint.parentNode.insertBefore(fieldError, hint.nextSibling);
    if (field) field.classList.add('an-field--error');
    other.setAttribute('aria-invalid', 'true');
    other.setAttribute('aria-describedby', `${hintId} ${errorId}`);
    const shown = summary;
    requestAnimationFrame(() => shown.focus());
  };

  /** The amounts of one frequency, as the server draws them, the second one chosen. */
  const showAmounts = (index: number) => {
    const frequency = frequencies[index];
    if (!frequency) return;
    const per = t.perFrequency[frequency.value];
    const start = startAmount(frequency.amounts);
    const otherChoice = choices.lastElementChild;
    Array.from(choices.children).forEach((choice) => choice !== otherChoice && choice.remove());
    for (const amount of frequency.amounts) {
      const choice = make('div', 'an-choice');
      const input = make('input', 'an-choice__input');
      input.type = 'radio';
      input.id = `${id}-a${amount}`;
      input.name = 'bedrag';
      input.value = String(amount);
      input.checked = input.value === start;
      const label = make('label', 'an-choice__label', amountLabel(amount, euroSign, t));
      label.htmlFor = input.id;
      if (per) label.appendChild(make('span', 'an-visually-hidden', per));
      choice.appendChild(input);
      choice.appendChild(label);
      choices.insertBefore(choice, otherChoice);
    }
    if (start === DONATE_OTHER) amounts().forEach((input) => (input.checked = input.value === DONATE_OTHER));
    clearError();
  };

  form.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.name === 'frequentie') showAmounts(frequencies.findIndex((f) => f.value === input.value));
    else if (input.name === 'bedrag' && input.value !== DONATE_OTHER) clearError();
  });
  // Typing a free amount chooses 'Ander bedrag'.
  other.addEventListener('input', () => amounts().forEach((input) => (input.checked = input.value === DONATE_OTHER)));
  form.addEventListener('submit', (event) => {
    const amount = chosen();
    if (amount && amount.value === DONATE_OTHER && !validOtherAmount(other.value)) {
      event.preventDefault();
      showError();
    }
  });
  form.setAttribute('data-enhanced', 'true');
}
