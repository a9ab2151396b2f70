/**
 * The body of a community form (a forum post, a reply, a blog entry, a
 * reaction): the editor island posts its JSON in `bodyJson`; without
 * JavaScript the textarea `body` holds the written convention
 * (shared/format/rich-text-convention.ts). Either way the result goes through
 * the one schema (shared/format/rich-text-schema.ts) and the editor mode,
 * and the profanity check of spec section 5 runs on its words.
 */
import { fromPlainText, toConvention, toPlainText, type RichText } from '../format/rich-text';
import { checkRichJson, type EditorMode } from '../format/rich-text-schema';
import { profaneWords } from './profanity';

export const BODY_FIELD = 'body';
export const BODY_JSON_FIELD = 'bodyJson';

type Raw = Record<string, string | string[] | undefined>;

export type RichBody = { ok: true; doc: RichText; text: string; convention: string } | { ok: false; error: string; convention: string };

const one = (raw: Raw, name: string): string => {
  const value = raw[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/**
 * The body of a post: its document, its words (for limits, the profanity
 * check and the personal-data question) and the convention text the
 * textarea shows again when the form comes back. `max`: the most characters of words.
 */
export function readRichBody(raw: Raw, mode: Exclude<EditorMode, 'read'>, max: number): RichBody {
  const json = one(raw, BODY_JSON_FIELD).trim();
  const typed = one(raw, BODY_FIELD);
  const checked = checkRichJson(json || JSON.stringify(fromPlainText(typed)), mode);
  if (!checked.ok) return { ok: false, error: checked.error, convention: typed };
  const doc = checked.doc;
  const convention = json ? toConvention(doc) : typed;
  const text = toPlainText(doc).trim();
  if (!text && !doc.blocks.some((b) => b.type === 'atomic')) return { ok: false, error: 'BodyMissing', convention };
  if (text.length > max) return { ok: false, error: 'BodyTooLong', convention };
  const bad = profaneWords(text);
  if (bad.length > 0) return { ok: false, error: `Profanity:${bad[0]}`, convention };
  return { ok: true, doc, text, convention };
}
