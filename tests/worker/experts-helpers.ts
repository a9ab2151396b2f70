/**
 * Ask an expert and the inbox in the worker tests: the demo seeded (forum
 * first, its members write the demo's messages), a visitor's question posted
 * with a submission key issued long enough ago, experts of a group.
 */
import { env } from 'cloudflare:test';
import { seedExperts } from '../../worker/community/experts/demo/seed';
import { seedForum } from '../../worker/community/forum/demo/seed';
import { issueSubmissionKey } from '../../worker/forms/submission-key';
import { Visitor, type Answer } from './account-helpers';
import { forumMember, type ForumMember } from './forum-helpers';
import { deliverMails, mailsTo } from './mail-helpers';
import type { Role } from '../../shared/model/account';

export const ASK_PATH = '/onze-ondersteuning/experts/vraag-stellen';

export async function seededExperts(): Promise<void> {
  await seedForum(env.SITE_DB);
  await seedExperts(env.SITE_DB);
}

/** A signed submission key of the ask form, issued `secondsAgo` ago, as the form page carried it. */
export const askKey = (secondsAgo = 10, scope = 'expert-question'): Promise<string> => issueSubmissionKey('test-form-secret', scope, Math.floor(Date.now() / 1000) - secondsAgo);

export const QUESTION = {
  group: 'medisch',
  question: 'Mijn vader vergeet zijn pillen en woont alleen. Hoe help ik hem zonder dat hij zich betutteld voelt?',
  relationship: 'kind',
  phase: 'begin',
  name: 'Annelies',
  phone: '',
  contact: 'mail',
  terms: 'on',
  topic: 'medicijnen',
};

let n = 0;
/** A visitor's question, posted as the form would (a fresh address per call unless given). */
export async function ask(visitor = new Visitor(), fields: Record<string, string> = {}, key?: string): Promise<{ answer: Answer; email: string }> {
  n += 1;
  const email = fields.email ?? `vrager${Date.now().toString(36)}${n}@voorbeeld.nl`;
  const answer = await visitor.post(ASK_PATH, { ...QUESTION, email, ...fields, submissionKey: key ?? (await askKey()) }, { from: ASK_PATH });
  return { answer, email };
}

export async function questionOf(email: string) {
  return env.SITE_DB.prepare('SELECT * FROM expert_questions WHERE email = ?1').bind(email).first<{ id: number; state: string; group_id: number; claimed_by: number | null; answered_by: number | null; reply_until: string | null; closed_at: string | null; question: string | null }>();
}

/** A logged-in member with the role, listed as an expert of the group (null: the role only, no profile yet). */
export async function expert(group: string | null = 'medisch', role: Role = 'expert'): Promise<ForumMember> {
  const member = await forumMember({ role });
  if (group) {
    await env.SITE_DB.prepare(
      `INSERT INTO expert_profiles (account_id, group_id, display_name, profession, introduction, updated_at)
       SELECT ?1, id, ?2, 'Specialist ouderengeneeskunde', 'Ik help graag.', ?3 FROM expert_groups WHERE slug = ?4`,
    )
      .bind(member.id, `Dokter ${member.username}`, new Date().toISOString(), group)
      .run();
  }
  return member;
}

/** Posts one of the experts' acts on a question, from its page. */
export function act(member: ForumMember, id: number, which: string, fields: Record<string, string> = {}): Promise<Answer> {
  return member.visitor.post(`/experts/vragen/${id}/${which}`, fields, { from: `/experts/vragen/${id}` });
}

/** The reply link of the newest answer mail to `email` (delivered to the development mailbox first), as a path. */
export async function replyLinkOf(email: string): Promise<string> {
  await deliverMails();
  const mail = (await mailsTo(email)).filter((m) => m.text_body.includes('reageren?code=')).at(-1);
  const link = mail ? /https?:\/\/\S+reageren\?code=\S+/.exec(mail.text_body)?.[0] : undefined;
  if (!link) throw new Error(`no answer mail with a reply link to ${email}`);
  return link.replace(/^https?:\/\/[^/]+/, '');
}
