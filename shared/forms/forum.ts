/**
 * The forum's forms (issue 37): a new conversation, a reply, an edit, a
 * report. The worker is the authority and checks these; errors are keys
 * (Dutch texts in shared/texts/nl/forum.ts). The profanity check of spec
 * section 5 runs on every text; a refused word travels in its key
 * ('Profanity:woord') so the notice can name it.
 */
import * as v from 'valibot';
import { profaneWords } from './profanity';

export const TITLE_MIN = 5;
export const TITLE_MAX = 120;
export const BODY_MAX = 10_000;
export const REPORT_NOTE_MAX = 1000;
export const HIDE_REASON_MAX = 1000;

export const REPORT_REASONS = ['unkind', 'spam', 'personal', 'harmful', 'distress', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The box a member ticks to send a post that seems to hold personal data. */
export const CONFIRM_SHARE = 'delenBevestigd';

type Raw = Record<string, string | string[] | undefined>;
export type FieldErrors = Partial<Record<string, string>>;
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const one = (raw: Raw, name: string): string => {
  const value = raw[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** The profanity key of a text, or null when it is clean. */
export function profanityError(text: string): string | null {
  const words = profaneWords(text);
  return words.length > 0 ? `Profanity:${words[0]}` : null;
}

const Title = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('TitleMissing'),
  v.minLength(TITLE_MIN, 'TitleTooShort'),
  v.maxLength(TITLE_MAX, 'TitleTooLong'),
);
const Body = v.pipe(v.string(), v.trim(), v.nonEmpty('BodyMissing'), v.maxLength(BODY_MAX, 'BodyTooLong'));
const Slug = v.pipe(v.string(), v.trim(), v.nonEmpty('TopicMissing'), v.regex(/^[a-z0-9-]{1,80}$/, 'TopicMissing'));

function issues(result: v.SafeParseResult<v.GenericSchema>, name: string, errors: FieldErrors): void {
  if (!result.success && !errors[name]) errors[name] = result.issues[0].message;
}

export interface PostInput {
  body: string;
  confirmedShare: boolean;
}
export interface ConversationInput extends PostInput {
  title: string;
  /** The topic's slug (forum) or '' (a group's conversation). */
  topic: string;
}

function checkBody(raw: Raw, errors: FieldErrors): string {
  const parsed = v.safeParse(Body, one(raw, 'body'));
  issues(parsed, 'body', errors);
  const body = parsed.success ? parsed.output : '';
  const bad = body ? profanityError(body) : null;
  if (bad && !errors.body) errors.body = bad;
  return body;
}

export function validateReply(raw: Raw): Checked<PostInput> {
  const errors: FieldErrors = {};
  const body = checkBody(raw, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { body, confirmedShare: one(raw, CONFIRM_SHARE) !== '' } };
}

export function validateConversation(raw: Raw, needsTopic: boolean): Checked<ConversationInput> {
  const errors: FieldErrors = {};
  const title = v.safeParse(Title, one(raw, 'title'));
  issues(title, 'title', errors);
  const badTitle = title.success ? profanityError(title.output) : null;
  if (badTitle && !errors.title) errors.title = badTitle;
  let topic = '';
  if (needsTopic) {
    const parsed = v.safeParse(Slug, one(raw, 'topic'));
    issues(parsed, 'topic', errors);
    topic = parsed.success ? parsed.output : '';
  }
  const body = checkBody(raw, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { title: title.success ? title.output : '', topic, body, confirmedShare: one(raw, CONFIRM_SHARE) !== '' } };
}

export interface ReportInput {
  reason: ReportReason;
  note: string;
}

export function validateReport(raw: Raw): Checked<ReportInput> {
  const errors: FieldErrors = {};
  const reason = one(raw, 'reason');
  if (!(REPORT_REASONS as readonly string[]).includes(reason)) errors.reason = 'ReasonMissing';
  const note = one(raw, 'note').trim();
  if (note.length > REPORT_NOTE_MAX) errors.note = 'NoteTooLong';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { reason: reason as ReportReason, note } };
}

/** What a post seems to hold that a member may not want to share with everyone. */
export type PersonalKind = 'phone' | 'email' | 'address';

const PHONE = /(?:\+31|0031|\b0)[\s-]?(?:\(0\)[\s-]?)?[1-9](?:[\s-]?\d){8}\b/;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
const STREET = /\b[\p{Lu}][\p{L}'-]*(?:straat|laan|weg|plein|gracht|dijk|kade|singel|hof|pad|steeg|dreef|park|markt)\s+\d{1,4}\s?[a-zA-Z]?\b/u;
const POSTCODE = /\b[1-9]\d{3}\s?(?!SA|SD|SS)[A-Z]{2}\b/;

/**
 * The gentle check before a post is sent ('Wil je dit echt delen?'): a phone
 * number, an e-mail address or a street address (a street with a number, or
 * a postcode). Only a warning: the member may send it anyway.
 */
export function personalDataIn(text: string): PersonalKind[] {
  const found: PersonalKind[] = [];
  if (PHONE.test(text)) found.push('phone');
  if (EMAIL.test(text)) found.push('email');
  if (STREET.test(text) || POSTCODE.test(text)) found.push('address');
  return found;
}
