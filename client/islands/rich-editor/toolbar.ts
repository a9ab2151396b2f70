/**
 * The editor's toolbar: a proper ARIA toolbar (one tab stop, the arrow keys,
 * Home and End move between buttons: roving focus), each button labelled in
 * Dutch with its shortcut in its tooltip ('Ctrl' shown as ⌘ on a Mac) and,
 * for a style or a block kind, aria-pressed telling whether it is on where
 * the cursor is.
 */
import type { editor as EditorTexts } from '../../../shared/texts/nl/editor';
import type { ButtonName } from './commands';

const ICONS: Record<ButtonName, string> = {
  bold: 'B',
  italic: 'I',
  underline: 'U',
  heading: 'H2',
  subheading: 'H3',
  quote: '❝',
  bullet: '•',
  ordered: '1.',
  blue: 'A',
  link: '',
  image: '',
  undo: '↶',
};

/** Drawn icons where a character would need an emoji font that old phones and plain Linux lack (24-unit outlines). */
const DRAWN: Partial<Record<ButtonName, string>> = {
  link: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  image: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM21 15l-5-5L5 21M8.5 7a1.5 1.5 0 1 0 0 3 1.5 1.5 0 1 0 0-3z',
};

function drawn(d: string): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  const attrs: Record<string, string> = { viewBox: '0 0 24 24', width: '20', height: '20', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', focusable: 'false' };
  for (const [k, v] of Object.entries(attrs)) svg.setAttribute(k, v);
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', d);
  svg.appendChild(path);
  return svg;
}

export const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
export const shownKeys = (keys: string) => (isMac() ? keys.replace(/Ctrl\+/g, '⌘').replace(/Alt\+/g, '⌥').replace(/Shift\+/g, '⇧') : keys);

export function createToolbar(names: ButtonName[], texts: typeof EditorTexts, controls: string, run: (name: ButtonName) => void) {
  const bar = document.createElement('div');
  bar.className = 'an-rich__toolbar';
  bar.setAttribute('role', 'toolbar');
  bar.setAttribute('aria-label', texts.toolbarLabel);
  bar.setAttribute('aria-controls', controls);
  const buttons = names.map((name, i) => {
    const b = document.createElement('button');
    const { label, keys } = texts.buttons[name];
    b.type = 'button';
    b.className = `an-rich__button an-rich__button--${name}`;
    b.tabIndex = i === 0 ? 0 : -1;
    b.dataset.command = name;
    b.title = `${label} (${shownKeys(keys)})`;
    b.setAttribute('aria-keyshortcuts', keys.replace(/Ctrl/g, isMac() ? 'Meta' : 'Control'));
    const icon = document.createElement('span');
    icon.setAttribute('aria-hidden', 'true');
    const d = DRAWN[name];
    if (d) icon.appendChild(drawn(d));
    else icon.textContent = ICONS[name];
    const text = document.createElement('span');
    text.className = 'an-visually-hidden';
    text.textContent = label;
    b.appendChild(icon);
    b.appendChild(text);
    // Keep the editor's selection: the button acts without taking focus from the text by mouse.
    b.addEventListener('mousedown', (event) => event.preventDefault());
    b.addEventListener('click', () => run(name));
    return b;
  });
  for (const b of buttons) bar.appendChild(b);
  const focusAt = (i: number) => {
    const n = (i + buttons.length) % buttons.length;
    buttons.forEach((b, j) => (b.tabIndex = j === n ? 0 : -1));
    buttons[n]!.focus();
  };
  bar.addEventListener('keydown', (event) => {
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (i < 0) return;
    const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: buttons.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusAt(moves[event.key]!);
    }
  });
  return {
    element: bar,
    focus: () => focusAt(Math.max(0, buttons.findIndex((b) => b.tabIndex === 0))),
    update(active: (name: ButtonName) => boolean | null) {
      for (const b of buttons) {
        const on = active(b.dataset.command as ButtonName);
        if (on === null) b.removeAttribute('aria-pressed');
        else b.setAttribute('aria-pressed', String(on));
      }
    },
  };
}
