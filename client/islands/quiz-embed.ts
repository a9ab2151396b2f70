/**
 * The quiz embed's behaviour, as a plain island (no React: it only sizes a
 * frame, which is not worth 66 KB of script on a first visit). It listens for
 * the embed's height messages and then asks for the current height, so a
 * message sent before the listener existed is not lost.
 */
import { HEIGHT_REQUEST, readEmbedHeight } from '../../shared/embed-height';
import type { QuizEmbedProps } from '../../shared/islands/QuizEmbed';

export default function enhance(el: HTMLElement, _props: QuizEmbedProps): void {
  const frame = el.querySelector('iframe');
  if (!frame) return;
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow) return;
    const next = readEmbedHeight(event.data);
    if (next) frame.height = String(next);
  });
  frame.contentWindow?.postMessage(HEIGHT_REQUEST, '*');
}
