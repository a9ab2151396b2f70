/**
 * Read aloud with the browser's own speech synthesis, in Dutch. The page is
 * read in chunks of one paragraph or heading: some engines stop long single
 * utterances halfway.
 */

/** How 'Lees voor' works on this site: the browser's speech, or an external service. */
export type ReadAloudConfig = { kind: 'speech' } | { kind: 'service'; href: string };

/** Elements of the main content that carry readable text, skipping tools, navigation and hidden parts. */
export function readableChunks(root: HTMLElement): string[] {
  const elements = root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, p, li, dt, dd, blockquote, figcaption, td, th');
  const chunks: string[] = [];
  elements.forEach((el) => {
    if (el.closest('.an-tools, nav, [hidden], [aria-hidden="true"], .an-visually-hidden, dialog, details:not([open])')) return;
    // A list item or cell with its own paragraphs is read through those.
    if (el.querySelector('p, li')) return;
    const text = (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim();
    if (text) chunks.push(text);
  });
  return chunks;
}

export function speechAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.speechSynthesis?.speak === 'function' && typeof window.SpeechSynthesisUtterance === 'function';
}

/** Speaks the chunks in order in Dutch; calls onDone when finished or stopped. */
export function speak(chunks: string[], onDone: () => void): void {
  const synth = window.speechSynthesis;
  synth.cancel();
  const voice = synth.getVoices().find((v) => v.lang.toLowerCase().replace('_', '-').startsWith('nl'));
  if (chunks.length === 0) return onDone();
  chunks.forEach((text, index) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'nl-NL';
    if (voice) utterance.voice = voice;
    if (index === chunks.length - 1) {
      utterance.onend = onDone;
      utterance.onerror = onDone;
    }
    synth.speak(utterance);
  });
}

export function stopSpeaking(): void {
  if (speechAvailable()) window.speechSynthesis.cancel();
}
