/**
 * The forms of ask an expert (issue 39, spec sections 3 and 5). The worker is
 * the authority; errors are keys (Dutch texts in shared/texts/nl/experts.ts).
 *
 * - The question (open to visitors and members): a valibot schema for the
 *   form pipeline (worker/forms/): question required, relationship and phase
 *   optional, name at most 100, a valid e-mail address, a valid phone number
 *   (required when the answer should come by phone), the contact method
 *   chosen, the terms ticked, and the group the question is for.
 * - The reaction through the signed reply link: reaction required, terms ticked.
 * - The experts' forms (an answer by mail, a phone call's note, a proposal to
 *   publish, their own profile): plain checks like the forum's; the answer
 *   and the published answer are rich text in the blog mode, checked by the
 *   one schema (shared/format/rich-text-schema.ts) as forum posts are.
 */
import * as v from 'valibot';
import { PHASES, RELATIONSHIPS } from '../model/account';
import { CONTACT_METHODS } from '../model/experts';
import { fromPlainText, type RichText } from '../format/rich-text';
import { checkRichJson } from '../format/rich-text-schema';
import { isEmailAddress, isPhoneNumber } from './application/rules';
import { personalDataIn, type Checked, type FieldErrors } from './forum';
import { BODY_FIELD, readRichBody } from './rich-body';

export const QUESTION_MAX = 4000;
/** Spec section 9: name 100. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const REACTION_MAX = 4000;
export const ANSWER_MAX = 10_000;
export const NOTE_MAX = 1000;
export const TITLE_MIN = 5;
export const TITLE_MAX = 120;
export const PROFESSION_MAX = 80;
export const INTRODUCTION_MAX = 1500;

/** The ask form's fields a visitor fills in, in the order of the form (and of the error summary). */
export const ASK_FIELDS = ['group', 'question', 'relationship', 'phase', 'name', 'email', 'phone', 'contact', 'terms'] as const;
export const REACTION_FIELDS = ['reaction', 'terms'] as const;

/** A field that may be missing from the post: read as '' (a missing key is the visitor's empty field, not a broken form). */
const text = () => v.optional(v.string(), '');

const optionalChoice = <T extends readonly [string, ...string[]]>(options: T) => v.pipe(text(), v.union([v.literal(''), v.picklist(options)], 'ChoiceInvalid'));

/** The ask form's schema, for the groups that exist now (a slug of another is the visitor's mistake: 'GroupMissing'). */
export function askSchema(groups: readonly string[]) {
  const group = groups.length > 0 ? v.pipe(text(), v.picklist(groups as [string, ...string[]], 'GroupMissing')) : v.pipe(text(), v.never('GroupMissing'));
  return v.pipe(
    v.object({
      group,
      question: v.pipe(text(), v.trim(), v.nonEmpty('QuestionMissing'), v.maxLength(QUESTION_MAX, 'QuestionTooLong')),
      relationship: optionalChoice(RELATIONSHIPS),
      phase: optionalChoice(PHASES),
      name: v.pipe(text(), v.trim(), v.maxLength(NAME_MAX, 'NameTooLong')),
      email: v.pipe(text(), v.trim(), v.nonEmpty('EmailMissing'), v.maxLength(EMAIL_MAX, 'EmailInvalid'), v.check(isEmailAddress, 'EmailInvalid')),
      phone: v.pipe(text(), v.trim(), v.check((s) => s === '' || isPhoneNumber(s), 'PhoneInvalid')),
      contact: v.pipe(text(), v.picklist(CONTACT_METHODS, 'ContactMissing')),
      terms: v.pipe(text(), v.check((s) => s === 'on', 'TermsMissing')),
      // Where the form came from (a topic's 'Stel een vraag'); checked against the group by the worker.
      topic: v.pipe(text(), v.regex(/^[a-z0-9-]{0,80}$/, 'ChoiceInvalid')),
    }),
    v.forward(
      v.partialCheck([['contact'], ['phone']], (input) => input.contact !== 'phone' || input.phone !== '', 'PhoneMissing'),
      ['phone'],
    ),
  );
}

export type AskInput = v.InferOutput<ReturnType<typeof askSchema>>;

export const reactionSchema = v.object({
  reaction: v.pipe(text(), v.trim(), v.nonEmpty('ReactionMissing'), v.maxLength(REACTION_MAX, 'ReactionTooLong')),
  terms: v.pipe(text(), v.check((s) => s === 'on', 'TermsMissing')),
});

type Raw = Record<string, string | string[] | undefined>;

const one = (raw: Raw, name: string): string => {
  const value = raw[name];
  return ((Array.isArray(value) ? value[0] : value) ?? '').replace(/\r\n?/g, '\n').trim();
};

function field(raw: Raw, name: string, errors: FieldErrors, rule: { missing: string; max: number; tooLong: string; min?: number; tooShort?: string }): string {
  const value = one(raw, name);
  if (!value) errors[name] ??= rule.missing;
  else if (rule.min && value.length < rule.min) errors[name] ??= rule.tooShort ?? rule.missing;
  else if (value.length > rule.max) errors[name] ??= rule.tooLong;
  return value;
}

const done = <T>(errors: FieldErrors, value: T): Checked<T> => (Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value });

/** The body's own keys in the experts' words; the others (BodyInvalid, UnsafeLink, Profanity:…) are the forum's. */
const ANSWER_KEYS: Record<string, string> = { BodyMissing: 'AnswerMissing', BodyTooLong: 'AnswerTooLong' };

/**
 * An answer by mail, written in the blog-mode editor (its JSON in `bodyJson`)
 * or, without JavaScript, in the textarea `body` by the written convention:
 * either way the same rich text, checked by the one schema. `text`: its words.
 */
export function validateAnswer(raw: Raw): Checked<{ doc: RichText; text: string }> {
  const read = readRichBody(raw, 'blog', ANSWER_MAX);
  if (!read.ok) return { ok: false, errors: { [BODY_FIELD]: ANSWER_KEYS[read.error] ?? read.error } };
  return { ok: true, value: { doc: read.doc, text: read.text } };
}

/** A call made: a short note of what was discussed (for the colleagues, not for the asker). */
export function validatePhoneNote(raw: Raw): Checked<{ note: string }> {
  const errors: FieldErrors = {};
  const note = field(raw, 'note', errors, { missing: 'NoteMissing', max: NOTE_MAX, tooLong: 'NoteTooLong' });
  return done(errors, { note });
}

export interface ProposalInput {
  topicId: number;
  title: string;
  question: string;
  /** The answer as published: the textarea's convention read as rich text (blog mode), so the answer keeps its bold, lists and links. */
  answer: RichText;
}

/**
 * A proposal to publish a question and answer on a topic: anonymised by the
 * expert (ticked), and refused while it still seems to hold a phone number,
 * an e-mail address or an address (the forum's check of personal data).
 */
export function validateProposal(raw: Raw, topicIds: readonly number[]): Checked<ProposalInput> {
  const errors: FieldErrors = {};
  const topicId = Number(one(raw, 'topic'));
  if (!topicIds.includes(topicId)) errors.topic = 'TopicMissing';
  const title = field(raw, 'title', errors, { missing: 'TitleMissing', max: TITLE_MAX, tooLong: 'TitleTooLong', min: TITLE_MIN, tooShort: 'TitleTooShort' });
  const question = field(raw, 'question', errors, { missing: 'QuestionMissing', max: QUESTION_MAX, tooLong: 'QuestionTooLong' });
  const answer = field(raw, 'answer', errors, { missing: 'AnswerMissing', max: ANSWER_MAX, tooLong: 'AnswerTooLong' });
  if (!errors.question && personalDataIn(`${title}\n${question}`).length > 0) errors.question = 'NotAnonymous';
  if (!errors.answer && personalDataIn(answer).length > 0) errors.answer = 'NotAnonymous';
  if (one(raw, 'anonymised') === '') errors.anonymised = 'AnonymisedMissing';
  const doc = checkRichJson(JSON.stringify(fromPlainText(answer)), 'blog');
  if (!doc.ok) errors.answer ??= doc.error === 'BodyTooLong' ? 'AnswerTooLong' : doc.error;
  return done(errors, { topicId, title, question, answer: doc.ok ? doc.doc : { blocks: [], entityMap: {} } });
}

export interface ExpertProfileInput {
  group: string;
  displayName: string;
  profession: string;
  introduction: string;
}

/** An expert's own public profile: the group they answer for, their name as shown, profession and introduction. */
export function validateExpertProfile(raw: Raw, groups: readonly string[]): Checked<ExpertProfileInput> {
  const errors: FieldErrors = {};
  const group = one(raw, 'group');
  if (!groups.includes(group)) errors.group = 'GroupMissing';
  const displayName = field(raw, 'displayName', errors, { missing: 'DisplayNameMissing', max: NAME_MAX, tooLong: 'DisplayNameTooLong', min: 2, tooShort: 'DisplayNameMissing' });
  const profession = field(raw, 'profession', errors, { missing: 'ProfessionMissing', max: PROFESSION_MAX, tooLong: 'ProfessionTooLong' });
  const introduction = field(raw, 'introduction', errors, { missing: 'IntroductionMissing', max: INTRODUCTION_MAX, tooLong: 'IntroductionTooLong' });
  return done(errors, { group, displayName, profession, introduction });
}
