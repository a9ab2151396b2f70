import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { replyCode } from '../../worker/community/experts/reply-link';
import { sweepQuestions } from '../../worker/community/experts/questions';
import { Visitor } from './account-helpers';
import { act, ask, ASK_PATH, askKey, expert, QUESTION, questionOf, replyLinkOf, seededExperts } from './experts-helpers';
import { forumMember, location } from './forum-helpers';
import { deliverMails, mailsTo } from './mail-helpers';

beforeAll(seededExperts, 120_000);
afterEach(() => vi.restoreAllMocks());

const MISSING = 'Er kan geen vraag worden gevonden om op te reageren.';
const DAY = 24 * 3600 * 1000;

describe('the public pages of ask an expert', () => {
  it.each([
    ['/onze-ondersteuning/experts', ['Vraag het een expert', 'Marieke de Vries', 'Stel een vraag', 'Casemanagers', 'Gedrag en emoties']],
    ['/onze-ondersteuning/experts/juridisch', ['Juridisch', 'Linda Visser', 'Volmacht, mentorschap en bewind']],
    ['/onze-ondersteuning/experts/medisch/medicijnen', ['Medicijnen', 'Helpen medicijnen tegen alzheimer?', 'Antwoord van Pieter Smit', 'Stel een vraag over dit onderwerp']],
    ['/onze-ondersteuning/experts/expert/FarahelAmrani', ['Farah el Amrani', 'Psycholoog en rouwbegeleider', 'Ik mis mijn man terwijl hij er nog is']],
  ])('%s is content: indexable, cacheable for visitors, and shows %j', async (path, texts) => {
    const { res, html } = await new Visitor().get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(html).toContain('name="robots" content="index, follow"');
    for (const text of texts) expect(html).toContain(text);
  });

  it('answers 404 for a group, topic or expert that does not exist', async () => {
    for (const path of ['/onze-ondersteuning/experts/tandartsen', '/onze-ondersteuning/experts/medisch/tandpijn', '/onze-ondersteuning/experts/expert/Marijke58']) {
      expect((await new Visitor().get(path)).res.status, path).toBe(404);
    }
  });

  it('is in the site search as the kinds ExpertGroup and ExpertTopic', async () => {
    const { html } = await new Visitor().get('/zoeken?zoekterm=bewindvoerder&pijler=gesprekken');
    expect(html).toContain('href="/onze-ondersteuning/experts/juridisch/volmacht-en-mentorschap"');
    expect(html).toContain('Vraag het een expert · Juridisch');
    expect(html).toContain('href="/onze-ondersteuning/experts/juridisch"');
  });
});

describe('asking a question, without an account', () => {
  it('shows the form with an example question and the honest expectation, never cached', async () => {
    const { res, html } = await new Visitor().get(`${ASK_PATH}?groep=medisch&onderwerp=medicijnen`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('Een voorbeeld van een vraag');
    expect(html).toContain('Je krijgt binnen drie werkdagen antwoord');
    expect(html).toContain('Je vraag gaat over: Medicijnen.');
    expect(html).toMatch(/id="group-medisch"[^>]*checked|checked=""[^>]*id="group-medisch"|value="medisch" checked/);
  });

  it('stores it before the thank-you page, with the confirmation mail in the outbox, and logs nothing of it', async () => {
    const logs: string[] = [];
    for (const level of ['log', 'warn', 'error', 'info', 'debug'] as const) vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logs.push(args.map(String).join(' ')));
    const { answer, email } = await ask();
    expect(answer.res.status).toBe(303);
    expect(location(answer.res)).toBe('/onze-ondersteuning/experts/vraag-verstuurd');
    const q = await questionOf(email);
    expect(q).toMatchObject({ state: 'open', question: QUESTION.question });
    const outbox = await env.SITE_DB.prepare("SELECT COUNT(*) AS n FROM form_outbox WHERE kind = 'mail' AND fields LIKE ?1").bind(`%${email}%`).first<{ n: number }>();
    expect(outbox?.n).toBe(1);
    await deliverMails();
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('We hebben je vraag ontvangen');
    expect(mail?.text_body).toContain('binnen drie werkdagen');
    // Privacy: the question, the address and the name never reach a log.
    expect(logs.join('\n')).not.toContain(email);
    expect(logs.join('\n')).not.toContain('vergeet zijn pillen');
    const thanks = await new Visitor().get('/onze-ondersteuning/experts/vraag-verstuurd');
    expect(thanks.html).toContain('Je vraag is verstuurd');
  });

  it('is one question when the same form is sent twice', async () => {
    const key = await askKey();
    const visitor = new Visitor();
    const email = `dubbel${Date.now()}@voorbeeld.nl`;
    await ask(visitor, { email }, key);
    await ask(visitor, { email }, key);
    const { results } = await env.SITE_DB.prepare('SELECT id FROM expert_questions WHERE email = ?1').bind(email).all();
    expect(results).toHaveLength(1);
  });

  it.each<[string, Record<string, string>, string]>([
    ['without a question', { question: '' }, 'Vul je vraag in.'],
    ['with a name of 101 characters', { name: 'n'.repeat(101) }, 'Je naam is te lang. Gebruik niet meer dan 100 tekens.'],
    ['with a wrong address', { email: 'anna(at)voorbeeld.nl' }, 'Vul een geldig e-mailadres in'],
    ['by phone without a number', { contact: 'phone', phone: '' }, 'Vul je telefoonnummer in'],
    ['with a wrong number', { phone: '12345' }, 'Vul een geldig telefoonnummer in'],
    ['without the terms', { terms: '' }, 'Vink aan dat je akkoord gaat'],
    ['without a contact method', { contact: '' }, 'Kies hoe je antwoord wilt krijgen.'],
  ])('comes back %s, with a Dutch message and the text kept, and stores nothing', async (_, fields, message) => {
    const email = fields.email ?? `fout${Date.now()}${Math.random().toString(36).slice(2, 6)}@voorbeeld.nl`;
    const { answer } = await ask(new Visitor(), { ...fields, email });
    expect(answer.res.status).toBe(400);
    expect(answer.html).toContain(message);
    expect(answer.html).toContain('Er is een probleem');
    if (fields.question === undefined) expect(answer.html).toContain('vergeet zijn pillen');
    expect(await questionOf(email)).toBeNull();
  });

  it('refuses a form sent within three seconds (a bot) and one from another site', async () => {
    const { answer } = await ask(new Visitor(), {}, await askKey(0));
    expect(answer.res.status).toBe(400);
    expect(answer.html).toContain('heel snel verstuurd');
    const foreign = await new Visitor().post(ASK_PATH, { ...QUESTION, email: 'x@voorbeeld.nl', submissionKey: await askKey() }, { origin: 'https://elders.example', from: ASK_PATH });
    expect(foreign.res.status).toBe(403);
  });
});

describe("the experts' queue: who sees what", () => {
  it('gives visitors the 403 page with log in or register, and members without the role the plain one; never cached', async () => {
    for (const path of ['/experts/vragen', '/experts/vragen/1', '/experts/profiel']) {
      const visitor = await new Visitor().get(path);
      expect(visitor.res.status, path).toBe(403);
      expect(visitor.res.headers.get('cache-control')).toBe('private, no-store');
      expect(visitor.html).toContain('Deze pagina is alleen voor leden');
      expect(visitor.html).toContain('/inloggen?terug=');
      const member = await forumMember();
      const seen = await member.visitor.get(path);
      expect(seen.res.status, path).toBe(403);
      expect(seen.html).toContain('Je hebt geen toegang tot deze pagina.');
    }
  });

  it('asks an expert without a profile to fill it in first, then shows the questions of the chosen group', async () => {
    const fresh = await expert(null);
    expect((await fresh.visitor.get('/experts/vragen')).html).toContain('Vul eerst je expertprofiel in');
    const saved = await fresh.visitor.post('/experts/profiel', { group: 'juridisch', displayName: 'Mr. Kees Prins', profession: 'Jurist', introduction: 'Ik help met regelzaken.' });
    expect(location(saved.res)).toBe('/experts/vragen?melding=profiel');
    const queue = await fresh.visitor.get('/experts/vragen');
    expect(queue.html).toContain('De vragen voor de groep Juridisch');
    expect(queue.html).toContain('Kan ik zijn bankrekening laten blokkeren?');
    expect((await new Visitor().get('/onze-ondersteuning/experts/juridisch')).html).toContain('Mr. Kees Prins');
  });

  it("shows a question's personal data to the experts of its group and moderators only (404 for other experts)", async () => {
    const { email } = await ask();
    const q = (await questionOf(email))!;
    const own = await expert('medisch');
    const other = await expert('juridisch');
    const moderator = await forumMember({ role: 'moderator' });
    const page = await own.visitor.get(`/experts/vragen/${q.id}`);
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get('cache-control')).toBe('private, no-store');
    expect(page.html).toContain(email);
    expect((await own.visitor.get('/experts/vragen')).html).toContain(`Vraag ${q.id}`);
    const elsewhere = await other.visitor.get(`/experts/vragen/${q.id}`);
    expect(elsewhere.res.status).toBe(404);
    expect(elsewhere.html).not.toContain(email);
    expect((await other.visitor.get('/experts/vragen')).html).not.toContain(`Vraag ${q.id}<`);
    expect((await act(other, q.id, 'oppakken')).res.status).toBe(404);
    expect((await moderator.visitor.get(`/experts/vragen/${q.id}`)).html).toContain(email);
  });
});

describe('every state of a question', () => {
  it('open → claimed → released → claimed → answered by mail → reaction through the link → answered again → closed; the link then leads nowhere', async () => {
    const { email } = await ask();
    const id = (await questionOf(email))!.id;
    const doctor = await expert('medisch');
    expect(location((await act(doctor, id, 'oppakken')).res)).toBe(`/experts/vragen/${id}?melding=opgepakt`);
    expect(await questionOf(email)).toMatchObject({ state: 'claimed', claimed_by: doctor.id });
    expect(location((await act(doctor, id, 'vrijgeven')).res)).toBe('/experts/vragen?melding=vrijgegeven');
    expect(await questionOf(email)).toMatchObject({ state: 'open', claimed_by: null });
    await act(doctor, id, 'oppakken');

    const empty = await act(doctor, id, 'beantwoorden', { body: '' });
    expect(empty.res.status).toBe(400);
    expect(empty.html).toContain('Schrijf je antwoord.');
    const answered = await act(doctor, id, 'beantwoorden', { body: 'Een medicijnrol van de apotheek helpt.\n\nKijk ook op www.apotheek.nl.' });
    expect(location(answered.res)).toBe(`/experts/vragen/${id}?melding=beantwoord`);
    const after = (await questionOf(email))!;
    expect(after).toMatchObject({ state: 'answered', answered_by: doctor.id, claimed_by: null });
    expect(new Date(after.reply_until!).getTime() - Date.now()).toBeGreaterThan(29 * DAY);
    // The answer is kept as the forum keeps posts: rich text, the address a link.
    const stored = await env.SITE_DB.prepare("SELECT body FROM expert_messages WHERE question_id = ?1 AND kind = 'answer'").bind(id).first<{ body: string }>();
    expect(JSON.parse(stored!.body)).toMatchObject({ blocks: [{ text: 'Een medicijnrol van de apotheek helpt.' }, { text: 'Kijk ook op www.apotheek.nl.' }], entityMap: { 0: { type: 'LINK' } } });

    const link = await replyLinkOf(email);
    const [mail] = (await mailsTo(email)).filter((m) => m.subject === 'Antwoord op je vraag aan onze expert');
    expect(mail?.text_body).toContain('Een medicijnrol van de apotheek helpt.');
    const form = await new Visitor().get(link);
    expect(form.res.status).toBe(200);
    expect(form.res.headers.get('cache-control')).toBe('no-store');
    expect(form.html).toContain('Reageer op het antwoord van de expert');
    const key = await askKey(5, `expert-reply:${id}`);
    const incomplete = await new Visitor().post(link, { reaction: 'Dank u.', submissionKey: key }, { from: link });
    expect(incomplete.res.status).toBe(400);
    expect(incomplete.html).toContain('Vink aan dat je akkoord gaat');
    const reacted = await new Visitor().post(link, { reaction: 'Dank u. Hij wil geen medicijnrol, wat nu?', terms: 'on', submissionKey: key }, { from: link });
    expect(location(reacted.res)).toBe('/onze-ondersteuning/experts/reageren?verstuurd=ja');
    // The reaction reaches the same expert's queue.
    expect(await questionOf(email)).toMatchObject({ state: 'claimed', claimed_by: doctor.id });
    const queue = await doctor.visitor.get('/experts/vragen');
    expect(queue.html).toMatch(new RegExp(`Vraag ${id}</a><span class="an-tag an-tag--new">Reactie op je antwoord`));
    expect((await doctor.visitor.get(`/experts/vragen/${id}`)).html).toContain('Hij wil geen medicijnrol, wat nu?');
    // A link used once stays usable only while an answer awaits a reaction.
    expect((await new Visitor().get(link)).html).toContain(MISSING);

    await act(doctor, id, 'beantwoorden', { body: 'Dan kan de wijkverpleging helpen.' });
    const second = await replyLinkOf(email);
    expect(location((await act(doctor, id, 'sluiten')).res)).toBe(`/experts/vragen/${id}?melding=afgesloten`);
    expect((await questionOf(email))!.state).toBe('closed');
    const closed = await new Visitor().get(second);
    expect(closed.res.status).toBe(404);
    expect(closed.html).toContain(MISSING);
  });

  it('open → claimed → answered by phone with a note → closed', async () => {
    const { email } = await ask(new Visitor(), { contact: 'phone', phone: '0612345678', group: 'juridisch', topic: '' });
    const id = (await questionOf(email))!.id;
    const lawyer = await expert('juridisch');
    await act(lawyer, id, 'oppakken');
    expect((await act(lawyer, id, 'gebeld', { note: '' })).html).toContain('Schrijf kort op wat er besproken is.');
    expect(location((await act(lawyer, id, 'gebeld', { note: 'Gebeld, uitgelegd hoe bewind werkt.' })).res)).toBe(`/experts/vragen/${id}?melding=gebeld`);
    expect(await questionOf(email)).toMatchObject({ state: 'closed', answered_by: lawyer.id });
    expect((await lawyer.visitor.get(`/experts/vragen/${id}`)).html).toContain('Gebeld, uitgelegd hoe bewind werkt.');
    await deliverMails();
    // By phone: the confirmation only, no answer mail.
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual(['We hebben je vraag ontvangen']);
  });

  it('lets exactly one of two experts claim the same question at once', async () => {
    const { email } = await ask();
    const id = (await questionOf(email))!.id;
    const [a, b] = await Promise.all([expert('medisch'), expert('medisch')]);
    const answers = await Promise.all([act(a, id, 'oppakken'), act(b, id, 'oppakken')]);
    const notices = answers.map((x) => location(x.res).split('melding=')[1]).sort();
    expect(notices).toEqual(['bezet', 'opgepakt']);
    const holder = (await questionOf(email))!.claimed_by;
    expect([a.id, b.id]).toContain(holder);
    // The other can neither answer nor release it.
    const loser = holder === a.id ? b : a;
    expect(location((await act(loser, id, 'beantwoorden', { body: 'Ook een antwoord.' })).res)).toContain('melding=ongewijzigd');
    expect(location((await act(loser, id, 'vrijgeven')).res)).toContain('melding=ongewijzigd');
    const { results } = await env.SITE_DB.prepare("SELECT id FROM expert_messages WHERE question_id = ?1 AND kind = 'answer'").bind(id).all();
    expect(results).toHaveLength(0);
  });
});

describe('the signed reply link', () => {
  it("gives the spec's text for a forged, an unknown, an expired and a malformed code", async () => {
    const { email } = await ask();
    const id = (await questionOf(email))!.id;
    const doctor = await expert('medisch');
    await act(doctor, id, 'oppakken');
    await act(doctor, id, 'beantwoorden', { body: 'Antwoord.' });
    const link = await replyLinkOf(email);
    const code = new URL(link, 'https://x').searchParams.get('code')!;
    const forged = code.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    const other = code.replace(/^\d+/, String(id + 1000));
    const expired = await replyCode('test-form-secret', id, new Date(Date.now() - 1000));
    for (const bad of [forged, other, expired, 'abc', '']) {
      const { res, html } = await new Visitor().get(`/onze-ondersteuning/experts/reageren?code=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(404);
      expect(html).toContain(MISSING);
      const post = await new Visitor().post(`/onze-ondersteuning/experts/reageren?code=${encodeURIComponent(bad)}`, { reaction: 'x', terms: 'on' }, { from: ASK_PATH });
      expect(post.html).toContain(MISSING);
    }
    expect((await new Visitor().get(link)).res.status).toBe(200);
  });
});

describe('privacy and retention (12 months after closing, a receipt stays)', () => {
  it('closes answered questions whose 30 days are over, and empties questions closed more than a year ago', async () => {
    const old = await ask();
    const waiting = await ask();
    const oldId = (await questionOf(old.email))!.id;
    const waitingId = (await questionOf(waiting.email))!.id;
    const now = Date.now();
    await env.SITE_DB.batch([
      env.SITE_DB.prepare("UPDATE expert_questions SET state = 'closed', closed_at = ?2 WHERE id = ?1").bind(oldId, new Date(now - 370 * DAY).toISOString()),
      env.SITE_DB.prepare("INSERT INTO expert_messages (question_id, kind, body, created_at) VALUES (?1, 'answer', '{}', ?2)").bind(oldId, new Date(now - 371 * DAY).toISOString()),
      env.SITE_DB.prepare("UPDATE expert_questions SET state = 'answered', reply_until = ?2 WHERE id = ?1").bind(waitingId, new Date(now - 1000).toISOString()),
    ]);
    const result = await sweepQuestions(env.SITE_DB, new Date(now));
    expect(result.purged).toBeGreaterThanOrEqual(1);
    const receipt = await env.SITE_DB.prepare('SELECT * FROM expert_questions WHERE id = ?1').bind(oldId).first<Record<string, unknown>>();
    expect(receipt).toMatchObject({ id: oldId, state: 'closed', question: null, name: null, email: null, phone: null, relationship: null, phase: null });
    expect(receipt?.purged_at).toBeTruthy();
    expect(receipt?.created_at).toBeTruthy();
    expect((await env.SITE_DB.prepare('SELECT COUNT(*) AS n FROM expert_messages WHERE question_id = ?1').bind(oldId).first<{ n: number }>())?.n).toBe(0);
    expect(await env.SITE_DB.prepare('SELECT state, closed_at FROM expert_questions WHERE id = ?1').bind(waitingId).first()).toMatchObject({ state: 'closed' });
    const moderator = await forumMember({ role: 'moderator' });
    expect((await moderator.visitor.get(`/experts/vragen/${oldId}`)).html).toContain('zijn verwijderd, twaalf maanden nadat de vraag was afgesloten');
  });
});

describe('publishing a question and answer', () => {
  it('waits for a moderator, who publishes it on the topic', async () => {
    const { email } = await ask();
    const id = (await questionOf(email))!.id;
    const doctor = await expert('medisch');
    await act(doctor, id, 'oppakken');
    await act(doctor, id, 'beantwoorden', { body: 'Vraag de apotheek om een baxterrol.' });
    const page = await doctor.visitor.get(`/experts/vragen/${id}`);
    const topic = /<option value="(\d+)"[^>]*>Medicijnen</.exec(page.html)![1]!;
    const refused = await act(doctor, id, 'voorstellen', { topic, title: 'Pillen vergeten', question: 'Bel me op 0612345678', answer: 'Vraag om een baxterrol.', anonymised: 'on' });
    expect(refused.res.status).toBe(400);
    expect(refused.html).toContain('Er lijkt nog een telefoonnummer');
    const title = `Pillen vergeten ${Date.now()}`;
    const proposed = await act(doctor, id, 'voorstellen', { topic, title, question: 'Mijn vader vergeet zijn pillen.', answer: 'Vraag de apotheek om een baxterrol.', anonymised: 'on' });
    expect(location(proposed.res)).toContain('melding=voorgesteld');
    expect((await new Visitor().get('/onze-ondersteuning/experts/medisch/medicijnen')).html).not.toContain(title);
    const moderator = await forumMember({ role: 'moderator' });
    const queue = await moderator.visitor.get('/beheer/meldingen?page=1');
    expect(queue.html).toContain(title);
    const publication = await env.SITE_DB.prepare('SELECT id FROM expert_publications WHERE title = ?1').bind(title).first<{ id: number }>();
    const done = await moderator.visitor.post(`/beheer/expertvragen/${publication!.id}`, { action: 'approve' }, { from: '/beheer/meldingen' });
    expect(location(done.res)).toBe('/beheer/meldingen?melding=gedaan');
    expect((await new Visitor().get('/onze-ondersteuning/experts/medisch/medicijnen')).html).toContain(title);
    expect((await moderator.visitor.get('/beheer/logboek')).res.status).toBe(200);
  });
});
