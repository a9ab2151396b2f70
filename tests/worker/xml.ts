import { SaxesParser } from 'saxes';

/** Parses XML strictly (well-formedness and the characters XML 1.0 allows); returns the text of every element by name. */
export function parseXml(xml: string): Map<string, string[]> {
  const parser = new SaxesParser();
  const texts = new Map<string, string[]>();
  const open: { name: string; text: string }[] = [];
  let error: Error | null = null;
  parser.on('error', (e) => {
    error ??= e;
  });
  parser.on('opentag', (tag) => open.push({ name: tag.name, text: '' }));
  parser.on('text', (text) => {
    const top = open[open.length - 1];
    if (top) top.text += text;
  });
  parser.on('closetag', () => {
    const done = open.pop()!;
    texts.set(done.name, [...(texts.get(done.name) ?? []), done.text]);
  });
  parser.write(xml).close();
  if (error) throw error;
  return texts;
}
