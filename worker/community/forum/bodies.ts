/**
 * Posts' bodies parsed once per isolate while they are asked for: the same
 * deep-frozen document for the same stored text, shared by every request
 * (worker/cache/memory-copy.ts: bounded in size, held at most HOLD_MS). Being
 * one frozen object, it is also the source the post's markup is kept by
 * (shared/pages/forum/post.tsx, ReusedPart), and its plain text for the
 * conversation's JSON-LD is made once (shared/format/rich-text.ts). A new or
 * edited body is another text, so it is parsed and rendered afresh.
 */
import { parseRichText, type RichText } from '../../../shared/format/rich-text';
import { MemoryCopy } from '../../cache/memory-copy';

const held = new MemoryCopy<{ doc: RichText | null }>({ freeze: true });

/** The stored body's document (null when it is not one), parsed at most once per HOLD_MS. */
export function parsedBody(json: string, now = Date.now()): RichText | null {
  const found = held.get(json, now);
  if (found) return found.doc;
  // Counted as its text twice over: the string key and the document made of it.
  held.set(json, { doc: parseRichText(json) }, json.length * 2, now, Number.POSITIVE_INFINITY);
  return (held.get(json, now) ?? { doc: parseRichText(json) }).doc;
}
