/**
 * Suggestions while typing in the site search, as a plain island (no React:
 * a text field and a list need no framework, and the search page stays far
 * inside its JavaScript budget). It makes the server's GET form field an ARIA
 * 1.2 combobox (list autocomplete, WAI-ARIA APG): the number of suggestions is
 * announced politely; arrow keys move through them (focus stays in the field,
 * aria-activedescendant points at the option); Enter or a click chooses one
 * and runs the search; Escape closes the list; Tab leaves as always. Typing
 * only asks for suggestions, debounced, and an answer to an older text is
 * dropped (its call aborted). Without JavaScript the form searches as it is.
 */
import { latestOnly, moveHighlight, suggestQuery } from '../../shared/combobox';
import type { SearchSuggestProps } from '../../shared/islands/SearchSuggest';
import { fill } from '../../shared/texts/fill';

/** Wait this long after the last key before asking: a word typed fast is one call. */
const DEBOUNCE_MS = 200;
const MAX_OPTIONS = 8;

export default function enhance(el: HTMLElement, { form, endpoint, texts }: SearchSuggestProps): void {
  const input = document.getElementById(form.id) as HTMLInputElement | null;
  const formEl = input?.form;
  if (!input || !formEl || !el.contains(input)) return;
  const listId = `${form.id}-suggesties`;
  const list = document.createElement('ul');
  list.id = listId;
  list.className = 'an-suggest';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', texts.label);
  list.hidden = true;
  const status = document.createElement('p');
  status.className = 'an-visually-hidden';
  status.setAttribute('role', 'status');
  formEl.classList.add('an-searchbar--suggest');
  (formEl as ParentNode).append(list, status);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listId);

  let items: string[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  const calls = latestOnly();
  const open = () => !list.hidden;

  const highlight = (index: number) => {
    active = index;
    Array.from(list.children).forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    const option = index >= 0 ? list.children[index] : null;
    if (option) {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    highlight(-1);
  };

  const show = () => {
    if (items.length === 0) return close();
    // Under the field (the form is the positioned box), as wide as the field: nothing reaches past the screen.
    list.style.top = `${input.offsetTop + input.offsetHeight}px`;
    list.style.left = `${input.offsetLeft}px`;
    list.style.width = `${input.offsetWidth}px`;
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  };

  const choose = (index: number) => {
    const text = items[index];
    if (text === undefined) return;
    input.value = text;
    close();
    // Choosing a suggestion runs the search, as submitting does.
    if (typeof formEl.requestSubmit === 'function') formEl.requestSubmit();
    else formEl.submit();
  };

  const render = () => {
    list.replaceChildren(
      ...items.map((text, i) => {
        const option = document.createElement('li');
        option.id = `${listId}-${i}`;
        option.className = 'an-suggest__option';
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.textContent = text;
        return option;
      }),
    );
    active = -1;
    input.removeAttribute('aria-activedescendant');
    status.textContent = items.length === 0 ? '' : items.length === 1 ? texts.one : fill(texts.many, { n: items.length });
  };

  const ask = (query: string) => {
    const ticket = calls.next();
    controller = new AbortController();
    fetch(`${endpoint}?query=${encodeURIComponent(query)}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ Items?: { Text?: unknown }[] }>) : { Items: [] }))
      .then((body) => {
        if (!calls.isCurrent(ticket) || document.activeElement !== input) return;
        items = (body.Items ?? []).map((item) => item.Text).filter((text): text is string => typeof text === 'string').slice(0, MAX_OPTIONS);
        render();
        show();
      })
      // Aborted, offline or a bad answer: no suggestions; the search itself still works.
      .catch(() => undefined);
  };

  const typed = () => {
    clearTimeout(timer);
    calls.cancel();
    controller?.abort();
    const query = suggestQuery(input.value);
    if (query === null) {
      items = [];
      render();
      return close();
    }
    timer = setTimeout(() => ask(query), DEBOUNCE_MS);
  };
  input.addEventListener('input', typed);

  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      if (!open()) show();
      if (!event.altKey) highlight(moveHighlight(active, items.length, event.key));
    } else if (event.key === 'Enter' && open() && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open()) {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') close();
  });

  // A press on an option keeps the focus in the field; the click chooses it.
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const option = (event.target as Element).closest('[role="option"]');
    if (option) choose(Array.from(list.children).indexOf(option));
  });
  input.addEventListener('blur', () => close());
  // The island wakes on the first focus or key, and its code can take a moment
  // to arrive on a slow phone: what was typed meanwhile gets its suggestions now.
  if (document.activeElement === input && input.value !== '') typed();
}
