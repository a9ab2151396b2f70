/**
 * The two forms of ask an expert that visitors send, through the form
 * pipeline (worker/forms/: same origin, anti-forgery, rate limit, honeypot,
 * signed submission key, schema, Turnstile when configured, post/redirect/get):
 *
 * - the question: stored in SITE_DB together with the confirmation mail in
 *   the outbox, in one batch, before the thank-you page shows; then the mail
 *   is offered to the queue (a queue that refuses leaves it for the cron's
 *   sweep). A double post is one question (the submission key).
 * - the reaction through the signed reply link: the link is checked first
 *   (the spec's text when it leads nowhere), then the reaction is stored and
 *   the question goes back to the expert who answered.
 *
 * Neither logs nor reports a value of the question: the pipeline logs reasons only.
 */
import { Hono, type Context } from 'hono';
import { askSchema, reactionSchema, ASK_FIELDS, REACTION_FIELDS } from '../../../shared/forms/experts';
import { askSeo, askStateOf, AskView, ASK_HONEYPOT, ASK_KEY_SCOPE } from '../../../shared/pages/experts/ask';
import { replyKeyScope, replyMissing, ReplyView } from '../../../shared/pages/experts/reply';
import { href } from '../../../shared/routes';
import { nl } from '../../../shared/texts/nl';
import { allGroups, groupView, topicsOf, topicView } from '../../community/experts/catalogue';
import { confirmationMail } from '../../community/experts/mail';
import { addReaction, insertQuestion } from '../../community/experts/questions';
import { expertsReader } from '../../community/experts/reader';
import { mailStatement, offerMail } from '../../community/mail/queued';
import type { AppEnv } from '../../env';
import { formHandler, type FormDefinition } from '../../forms';
import { renderLoaded } from '../../render/screen';
import { fromPlainText } from '../../../shared/format/rich-text';

/** Seconds a person needs at least to fill in the form; a bot posts at once. */
export const MIN_FILL_SECONDS = 3;
const ASK_MAX_BYTES = 64 * 1024;

export const expertAskRoutes = new Hono<AppEnv>();

expertAskRoutes.post(href('expert-ask'), async (c, next) => {
  const db = c.env.SITE_DB;
  const [groups, topics] = await Promise.all([allGroups(db), topicsOf(db, null)]);
  const viewer = c.get('viewer') ?? null;
  const schema = askSchema(groups.map((g) => g.slug));
  const form: FormDefinition<typeof schema> = {
    name: 'expert-question',
    maxBytes: ASK_MAX_BYTES,
    schema,
    fields: ASK_FIELDS,
    honeypot: ASK_HONEYPOT,
    rateLimited: true,
    turnstile: true,
    issuedKey: { scope: () => ASK_KEY_SCOPE, minFillSeconds: MIN_FILL_SECONDS },
    async deliver({ id, value, receivedAt }, ctx) {
      const group = groups.find((g) => g.slug === value.group)!;
      const topic = value.topic ? (topics.find((t) => t.group_id === group.id && t.slug === value.topic) ?? null) : null;
      const now = new Date(receivedAt);
      const mailId = `expert-ask-${id}`;
      try {
        await db.batch([
          insertQuestion(db, { submissionId: id, groupId: group.id, topicId: topic?.id ?? null, ...value, askerId: viewer?.id ?? null }, now),
          mailStatement(db, mailId, confirmationMail(value.email, value.name, value.contact), now),
        ]);
      } catch (error) {
        ctx.report(error, { tags: { stage: 'expert-question-store' } });
        return { ok: false, reason: 'expert question not stored' };
      }
      // Kept: the queue gets the mail now, or the cron's sweep later.
      if (!(await offerMail(c.env, mailId, now))) console.warn(JSON.stringify({ event: 'expert-mail-not-enqueued' }));
      return { ok: true };
    },
    success: () => ({ redirect: href('expert-asked') }),
    view: (state, request) => {
      // The topic the form came from stays shown when the form comes back.
      const group = groups.find((g) => g.slug === state.values.group);
      const topic = group ? topics.find((t) => t.group_id === group.id && t.slug === state.values.topic) : undefined;
      const { form: shown, message } = askStateOf(state);
      return {
        seo: askSeo(Object.keys(state.errors).length > 0),
        body: <AskView data={{ groups: groups.map(groupView), topic: group && topic ? topicView(topic, group) : null, form: shown, message, submissionKey: request.submissionKey ?? '', turnstileSiteKey: request.turnstileSiteKey ?? null }} />,
      };
    },
  };
  return formHandler(form)(c, next);
});

/** The reaction: only for a code that still leads to a question awaiting one. */
expertAskRoutes.post(href('expert-reply'), async (c: Context<AppEnv>, next) => {
  const db = c.env.SITE_DB;
  const code = c.req.query('code');
  // The same reading as the page's: the question awaits a reaction, with the answer the form shows again on an error.
  const target = await expertsReader(db, null, c.env.FORM_SECRET).replyTarget(code);
  if (!target || !code) {
    await c.req.raw.body?.cancel();
    return renderLoaded(c, replyMissing(), ReplyView);
  }
  const form: FormDefinition<typeof reactionSchema> = {
    name: 'expert-reaction',
    maxBytes: 32 * 1024,
    schema: reactionSchema,
    fields: REACTION_FIELDS,
    rateLimited: true,
    issuedKey: { scope: () => replyKeyScope(target.id), minFillSeconds: 1 },
    async deliver({ value, receivedAt }) {
      // False: the question was closed or its time ran out meanwhile; the visitor then reads the spec's text.
      const stored = await addReaction(db, target.id, JSON.stringify(fromPlainText(value.reaction)), new Date(receivedAt));
      return stored ? { ok: true } : { ok: false, reason: 'no question awaits a reaction' };
    },
    success: () => ({ redirect: href('expert-reply', { verstuurd: 'ja' }) }),
    view: (state, request) => ({
      seo: { title: nl.experts.reply.title, canonical: null, robots: 'noindex, nofollow' },
      body: (
        <ReplyView
          data={{ kind: 'form', target, code, form: { values: state.values, errors: state.errors }, message: askStateOf(state).message, submissionKey: request.submissionKey ?? '' }}
        />
      ),
    }),
  };
  return formHandler(form)(c, next);
});

