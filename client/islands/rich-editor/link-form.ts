/**
 * The link command (spec section 3: linkTitle, linkUrl, linkType; section 5:
 * it asks for an address, and an empty one does nothing): a small panel
 * under the toolbar with the address and an optional title. An address
 * that is not safe (javascript:, data: and the like) is refused with a
 * message; 'www.' gets https:// in front, as the textarea's convention does.
 * Escape or 'Annuleren' closes it and gives the text its focus back.
 */
import { isSafeUrl } from '../../../shared/safe-url';
import type { editor as EditorTexts } from '../../../shared/texts/nl/editor';

export interface LinkAnswer {
  url: string;
  title: string;
}

let counter = 0;

export function createLinkForm(texts: typeof EditorTexts['link'], done: (answer: LinkAnswer | null) => void) {
  const id = `an-link-${++counter}`;
  const panel = document.createElement('div');
  panel.className = 'an-rich__link';
  panel.setAttribute('role', 'group');
  panel.setAttribute('aria-labelledby', `${id}-title`);
  panel.hidden = true;
  panel.innerHTML = `<p class="an-rich__link-title" id="${id}-title"></p>
<div class="an-field"><label class="an-field__label" for="${id}-url"></label><p class="an-field__hint" id="${id}-url-hint"></p><p class="an-field__error" id="${id}-url-fout" hidden></p><input class="an-input" id="${id}-url" type="text" inputmode="url" autocomplete="off" spellcheck="false" aria-describedby="${id}-url-hint"></div>
<div class="an-field"><label class="an-field__label" for="${id}-titel"></label><p class="an-field__hint" id="${id}-titel-hint"></p><input class="an-input" id="${id}-titel" type="text" autocomplete="off" aria-describedby="${id}-titel-hint"></div>
<div class="an-rich__link-actions"><button type="button" class="an-button" data-link="ok"></button><button type="button" class="an-button an-button--secondary" data-link="cancel"></button></div>`;
  const q = <T extends HTMLElement>(sel: string) => panel.querySelector<T>(sel)!;
  q(`#${id}-title`).textContent = texts.title;
  q(`label[for="${id}-url"]`).textContent = texts.urlLabel;
  q(`#${id}-url-hint`).textContent = texts.urlHint;
  q(`label[for="${id}-titel"]`).textContent = texts.titleLabel;
  q(`#${id}-titel-hint`).textContent = texts.titleHint;
  q('[data-link="ok"]').textContent = texts.submit;
  q('[data-link="cancel"]').textContent = texts.cancel;
  const url = q<HTMLInputElement>(`#${id}-url`);
  const title = q<HTMLInputElement>(`#${id}-titel`);
  const error = q(`#${id}-url-fout`);
  const close = (answer: LinkAnswer | null) => {
    panel.hidden = true;
    done(answer);
  };
  const submit = () => {
    const typed = url.value.trim();
    // Empty does nothing (spec section 5).
    if (!typed) return close(null);
    const address = /^www\./i.test(typed) ? `https://${typed}` : typed;
    if (!isSafeUrl(address) || !/^(https?:|mailto:|tel:)/i.test(address)) {
      error.textContent = texts.unsafe;
      error.hidden = false;
      url.setAttribute('aria-invalid', 'true');
      url.setAttribute('aria-describedby', `${id}-url-hint ${id}-url-fout`);
      url.focus();
      return;
    }
    close({ url: address, title: title.value.trim() });
  };
  q('[data-link="ok"]').addEventListener('click', submit);
  q('[data-link="cancel"]').addEventListener('click', () => close(null));
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(null);
    } else if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      submit();
    }
  });
  return {
    element: panel,
    open(current: { url: string; title: string } | null) {
      url.value = current?.url ?? '';
      title.value = current?.title ?? '';
      error.hidden = true;
      url.removeAttribute('aria-invalid');
      url.setAttribute('aria-describedby', `${id}-url-hint`);
      panel.hidden = false;
      url.focus();
    },
  };
}
