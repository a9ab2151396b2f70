/**
 * Ordering and matching by drag and drop (spec section 3), with JavaScript (a
 * plain island, no React): the select boxes per place become a listbox that
 * works by keyboard (arrows choose an item; space or enter picks it up, the
 * arrows move it, space or enter puts it down; Alt+arrow moves at once), by
 * the 'Omhoog' and 'Omlaag' buttons, and by dragging with mouse, pen or
 * finger. Every change is written back into the selects, which the form sends
 * (or the question island reads), and announced politely. Ordering moves an
 * item to its new place; matching swaps the two answers.
 */
import type { TrainingReorderProps } from '../../shared/islands/TrainingReorder';

const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] => {
  const el = document.createElement(tag);
  el.className = className;
  if (text) el.textContent = text;
  return el;
};

export default function enhance(_el: HTMLElement, p: TrainingReorderProps): void {
  const fieldset = document.getElementById(p.fieldsetId);
  const holder = fieldset && (fieldset.querySelector('[data-reorder-selects]') as HTMLElement | null);
  if (!fieldset || !holder) return;
  const selects = Array.prototype.slice.call(holder.querySelectorAll('select')) as HTMLSelectElement[];
  const places = (Array.prototype.slice.call(holder.querySelectorAll('[data-slot-label]')) as HTMLElement[]).map((l) => l.textContent || '');
  const swap = fieldset.getAttribute('data-reorder') === 'match';
  const names: Record<string, string> = {};
  const ids: string[] = [];
  Array.prototype.forEach.call(selects[0]!.options, (o: HTMLOptionElement) => {
    if (o.value) (names[o.value] = o.text), ids.push(o.value);
  });
  // What the selects hold (a post with an error shows them again), made whole: every id once.
  const order: string[] = [];
  selects.forEach((s) => order.push(s.value && order.indexOf(s.value) < 0 ? s.value : ''));
  order.forEach((id, i) => {
    if (!id) order[i] = ids.filter((x) => order.indexOf(x) < 0)[0]!;
  });

  const base = p.fieldsetId + '-lijst';
  const legend = fieldset.querySelector('legend')!;
  legend.id = legend.id || base + '-vraag';
  // The hint says how to use the selects: now it says how to use the list.
  const help = (fieldset.querySelector('.an-fieldset__hint') as HTMLElement | null) || make('p', 'an-fieldset__hint');
  help.textContent = p.texts.help;
  help.id = help.id || base + '-uitleg';
  const list = make('ul', 'an-reorder');
  list.id = base;
  list.tabIndex = 0;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-labelledby', legend.id);
  list.setAttribute('aria-describedby', help.id);
  const live = make('p', 'an-visually-hidden');
  live.setAttribute('role', 'status');
  const buttons = make('div', 'an-reorder__buttons');
  const up = make('button', 'an-button an-button--secondary', p.texts.moveUp);
  const down = make('button', 'an-button an-button--secondary', p.texts.moveDown);
  up.type = down.type = 'button';
  up.setAttribute('aria-controls', base);
  down.setAttribute('aria-controls', base);
  buttons.appendChild(up);
  buttons.appendChild(down);
  holder.hidden = true;
  // The selects are the fieldset's last part: the list goes after them, inside the fieldset.
  [list, buttons, live].forEach((el) => holder.parentNode!.appendChild(el));

  let active = 0;
  let grabbed = false;
  const say = (template: string) =>
    (live.textContent = template.replace('{item}', names[order[active]!] || '').replace('{plek}', String(active + 1)).replace('{totaal}', String(order.length)));

  function render(): void {
    list.textContent = '';
    order.forEach((id, i) => {
      const li = make('li', 'an-reorder__item' + (i === active ? ' is-active' : '') + (i === active && grabbed ? ' is-grabbed' : ''));
      li.id = base + '-' + i;
      li.setAttribute('role', 'option');
      li.setAttribute('aria-selected', String(i === active));
      li.appendChild(make('span', 'an-reorder__place', places[i] + ': '));
      li.appendChild(make('span', 'an-reorder__label', names[id]));
      list.appendChild(li);
      selects[i]!.value = id;
    });
    list.setAttribute('aria-activedescendant', base + '-' + active);
    up.disabled = active === 0;
    down.disabled = active === order.length - 1;
  }

  function move(from: number, to: number): void {
    if (to < 0 || to >= order.length || to === from) return;
    if (swap) order[from] = order.splice(to, 1, order[from]!)[0]!;
    else order.splice(to, 0, order.splice(from, 1)[0]!);
    active = to;
    render();
    say(p.texts.moved);
  }

  list.addEventListener('keydown', (e) => {
    const step = e.key === 'ArrowUp' || e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : 0;
    if (step) {
      e.preventDefault();
      if (grabbed || e.altKey) return move(active, active + step);
      active = Math.min(order.length - 1, Math.max(0, active + step));
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      active = e.key === 'Home' ? 0 : order.length - 1;
    } else if (e.key === ' ' || e.key === 'Enter' || (e.key === 'Escape' && grabbed)) {
      // Enter would send the form: here it picks up or puts down.
      e.preventDefault();
      grabbed = e.key === 'Escape' ? false : !grabbed;
      render();
      return say(grabbed ? p.texts.grabbed : p.texts.dropped);
    } else return;
    render();
  });
  list.addEventListener('click', (e) => {
    const li = (e.target as Element).closest('li');
    if (li) active = Array.prototype.indexOf.call(list.children, li);
    render();
  });
  up.addEventListener('click', () => move(active, active - 1));
  down.addEventListener('click', () => move(active, active + 1));

  // Dragging: the item under the pointer when it is let go is the new place.
  let dragging = -1;
  const placeAt = (y: number) => {
    const items = Array.prototype.slice.call(list.children) as HTMLElement[];
    for (let i = 0; i < items.length; i++) if (y < items[i]!.getBoundingClientRect().bottom) return i;
    return items.length - 1;
  };
  list.addEventListener('pointerdown', (e) => {
    const li = (e.target as Element).closest('li');
    if (!li) return;
    dragging = active = Array.prototype.indexOf.call(list.children, li);
    list.setPointerCapture(e.pointerId);
    list.classList.add('is-dragging');
    render();
  });
  list.addEventListener('pointerup', (e) => {
    if (dragging < 0) return;
    list.classList.remove('is-dragging');
    const from = dragging;
    dragging = -1;
    move(from, placeAt(e.clientY));
    list.focus();
  });
  list.addEventListener('pointercancel', () => {
    dragging = -1;
    list.classList.remove('is-dragging');
  });
  render();
}
