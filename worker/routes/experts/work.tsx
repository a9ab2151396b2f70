/**
 * The experts' posts: claim, release, answer by mail, record a call, close
 * and propose for publication (/experts/vragen/{id}/{act}); their own
 * profile (/experts/profiel); and the moderators' decision on a proposal
 * (/beheer/expertvragen/{id}). Each goes the way of the forum's posts: the
 * pipeline's checks (same origin, body limit, anti-forgery bound to the
 * session), the role, the question's group, the form's rules, one
 * conditional statement, post/redirect/get with a notice.
 */
import { Hono, type Context } from 'hono';
import { fromPlainText, toReadableText } from '../../../shared/format/rich-text';
import { validateAnswer, validateExpertProfile, validatePhoneNote, validateProposal } from '../../../shared/forms/experts';
import { ownProfileLoaded, OwnProfileView } from '../../../shared/pages/experts/own-profile';
import { questionLoaded, QuestionView, type QuestionForm } from '../../../shared/pages/experts/question';
import { href } from '../../../shared/routes';
import type { Viewer } from '../../../shared/model/account';
import { allGroups, groupById, pagesOf, topicsOf } from '../../community/experts/catalogue';
import { answerMail } from '../../community/experts/mail';
import { saveExpertProfile } from '../../community/experts/profiles';
import { decide, propose, publicationRow } from '../../community/experts/publications';
import { answerStatements, claimQuestion, closeQuestion, heldBy, questionRow, recordCall, releaseQuestion } from '../../community/experts/questions';
import { accessOf, maySee } from '../../community/experts/reader';
import { replyCode } from '../../community/experts/reply-link';
import { mailStatement, offerMail } from '../../community/mail/queued';
import { can } from '../../community/roles';
import type { AppEnv } from '../../env';
import { screenContext } from '../../render/screen';
import { answer, refused, seeOther } from '../account/context';
import { keptValues, readAccountPost } from '../account/form';
import { forbidden, honoPattern, mailBase, purgeNow, withNotice } from '../forum/common';

export const expertWorkRoutes = new Hono<AppEnv>();

/** An answer carries the editor's JSON beside the textarea's text: as much room as a blog entry's post. */
const MAX_BODY = 96 * 1024;
const ACTS = ['oppakken', 'vrijgeven', 'beantwoorden', 'gebeld', 'sluiten', 'voorstellen'] as const;
type Act = (typeof ACTS)[number];

/** The post, read and checked, from an expert or moderator; otherwise the answer to give. */
async function expertPost(c: Context<AppEnv>, returnTo: string) {
  const post = await readAccountPost(c, MAX_BODY);
  if (!post.ok) return { ok: false as const, response: await refused(c, post.status) };
  const viewer = c.get('viewer') ?? null;
  if (!viewer || !can(viewer, 'answer-expert-questions')) return { ok: false as const, response: await forbidden(c, returnTo) };
  return { ok: true as const, raw: post.raw, viewer };
}

const expertOf = (viewer: Viewer) => ({ id: viewer.id, moderator: can(viewer, 'moderate') });

expertWorkRoutes.post(honoPattern('expert-question-act'), async (c) => {
  const raw = c.req.param('question') ?? '';
  const act = c.req.param('act') as Act;
  if (!/^\d{1,12}$/.test(raw) || !(ACTS as readonly string[]).includes(act)) return c.notFound();
  const id = Number(raw);
  const path = href('expert-question', { question: raw });
  const got = await expertPost(c, path);
  if (!got.ok) return got.response;
  const db = c.env.SITE_DB;
  const [q, access] = await Promise.all([questionRow(db, id), accessOf(db, got.viewer)]);
  // Not of the viewer's group (or no such question): as if there were none.
  if (!q || !maySee(access, q)) return c.notFound();
  const now = new Date();
  const expert = expertOf(got.viewer);
  const done = (notice: string) => seeOther(c, withNotice(path, notice));
  const again = async (which: QuestionForm, errors: Record<string, string | undefined>) =>
    answer(c, (await questionLoaded(screenContext(c, { question: raw }), id, { which, state: { values: keptValues(got.raw), errors } }, 400))!, QuestionView);

  switch (act) {
    case 'oppakken':
      return done((await claimQuestion(db, id, got.viewer.id, now)) ? 'opgepakt' : 'bezet');
    case 'vrijgeven':
      return seeOther(c, withNotice(href('expert-queue'), (await releaseQuestion(db, id, expert)) ? 'vrijgegeven' : 'ongewijzigd'));
    case 'sluiten':
      return done((await closeQuestion(db, id, expert, now)) ? 'afgesloten' : 'ongewijzigd');
    case 'gebeld': {
      const checked = validatePhoneNote(got.raw);
      if (!checked.ok) return again('phone', checked.errors);
      return done((await recordCall(db, id, got.viewer.id, JSON.stringify(fromPlainText(checked.value.note)), now)) ? 'gebeld' : 'ongewijzigd');
    }
    case 'beantwoorden': {
      const checked = validateAnswer(got.raw);
      if (!checked.ok) return again('answer', checked.errors);
      if (!q.email) return done('ongewijzigd');
      const name = await c.env.SITE_DB.prepare('SELECT COALESCE(e.display_name, a.username) AS name FROM accounts a LEFT JOIN expert_profiles e ON e.account_id = a.id WHERE a.id = ?1').bind(got.viewer.id).first<{ name: string }>();
      const { statements, until } = answerStatements(db, id, got.viewer.id, JSON.stringify(checked.value.doc), now);
      const link = `${mailBase(c)}${href('expert-reply', { code: await replyCode(c.env.FORM_SECRET, id, until) })}`;
      const mailId = `expert-answer-${id}-${now.getTime()}`;
      const mail = answerMail(q.email, q.name ?? '', { expert: name?.name ?? '', answer: toReadableText(checked.value.doc), replyLink: link });
      // The mail goes in only with the answer: all three on the condition that the expert still holds the question.
      const results = await db.batch([mailStatement(db, mailId, mail, now, heldBy(id, got.viewer.id)), ...statements]);
      if ((results.at(-1)?.meta.changes ?? 0) === 0) return done('ongewijzigd');
      await offerMail(c.env, mailId, now);
      return done('beantwoord');
    }
    case 'voorstellen': {
      const topics = await topicsOf(db, q.group_id);
      const checked = validateProposal(got.raw, topics.map((t) => t.id));
      if (!checked.ok) return again('propose', checked.errors);
      await propose(db, { ...checked.value, questionId: id, expertId: got.viewer.id }, now);
      return done('voorgesteld');
    }
  }
});

expertWorkRoutes.post(href('expert-own-profile'), async (c) => {
  const got = await expertPost(c, href('expert-own-profile'));
  if (!got.ok) return got.response;
  const db = c.env.SITE_DB;
  const groups = await allGroups(db);
  const checked = validateExpertProfile(got.raw, groups.map((g) => g.slug));
  if (!checked.ok) return answer(c, await ownProfileLoaded(screenContext(c), { values: keptValues(got.raw), errors: checked.errors }, 400), OwnProfileView);
  const group = groups.find((g) => g.slug === checked.value.group)!;
  const { oldGroupId } = await saveExpertProfile(db, got.viewer.id, group.id, checked.value, new Date());
  const old = oldGroupId !== null ? await groupById(db, oldGroupId) : null;
  // The overview, the group pages and the profile show the expert: they leave the page cache.
  await purgeNow(c, [...pagesOf(group, undefined, { username: got.viewer.username }), ...(old ? pagesOf(old) : [])]);
  return seeOther(c, withNotice(href('expert-queue'), 'profiel'));
});

expertWorkRoutes.post(honoPattern('moderate-expert-qa'), async (c) => {
  const raw = c.req.param('publication') ?? '';
  const post = await readAccountPost(c, 8192);
  if (!post.ok) return refused(c, post.status);
  const viewer = c.get('viewer') ?? null;
  if (!viewer || !can(viewer, 'moderate')) return forbidden(c, href('moderation'));
  const row = /^\d{1,12}$/.test(raw) ? await publicationRow(c.env.SITE_DB, Number(raw)) : null;
  if (!row) return c.notFound();
  const action = post.raw.action;
  if (action !== 'approve' && action !== 'dismiss') return refused(c, 400);
  const changed = await decide(c.env.SITE_DB, row.id, action === 'approve', viewer.id, new Date());
  if (changed && action === 'approve') await purgeNow(c, pagesOf({ slug: row.group_slug }, { slug: row.topic_slug }, row.username ? { username: row.username } : undefined));
  return seeOther(c, withNotice(href('moderation'), changed ? 'gedaan' : 'ongewijzigd'));
});
