import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDigest } from '../../worker/community/notifications/digest';
import { accountOfCode, unsubscribeCode } from '../../worker/community/notifications/unsubscribe';
import { Visitor } from './account-helpers';
import { deliverMails, mailsTo } from './mail-helpers';
import { conversationPath, forumMember, location, seededForum, type ForumMember } from './forum-helpers';

beforeAll(seededForum);

const HOUR = 3600_000;
const idOf = (path: string) => path.split('/').pop()!.split('-')[0]!;

async function reply(member: ForumMember, path: string, body: string) {
  const token = await member.visitor.token(path);
  return member.visitor.post(`/ervaringen-delen/forum/${idOf(path)}/reageren`, { body }, { token });
}

async function startConversation(member: ForumMember, title: string) {
  const answer = await member.visitor.post('/ervaringen-delen/forum/nieuw', { topic: 'ontmoeten', title, body: 'Wie weet er meer van?' });
  return location(answer.res).split('?')[0]!;
}

describe('following and reading', () => {
  it('counts unread replies for a follower, lands them on the first unread one and marks it "sinds je laatste bezoek"', async () => {
    const author = await forumMember();
    const other = await forumMember();
    const path = await startConversation(author, 'Een koor in de buurt van Leiden?');
    await reply(other, path, 'Er is er een in Oegstgeest, op dinsdagmiddag.');
    await reply(other, path, 'En in Katwijk op vrijdag, heb ik gehoord.');
    const list = await author.visitor.get('/ervaringen-delen/forum?lijst=gevolgd');
    expect(list.html).toContain('2 nieuwe reacties');
    expect(list.html).toContain(`href="${path}#reactie-1"`);
    const page = await author.visitor.get(path);
    expect(page.html).toMatch(/Nieuw sinds je laatste bezoek<\/p><article[^>]*id="reactie-1"/);
    // Read now: nothing unread any more.
    expect((await author.visitor.get('/ervaringen-delen/forum?lijst=gevolgd')).html).not.toContain('nieuwe reactie');
  });

  it('sets a level with a form that works without JavaScript: Bijhouden keeps the count without mail, Niet volgen mutes', async () => {
    const member = await forumMember();
    const path = await conversationPath('Tuinieren samen');
    const saved = await member.visitor.post(`/ervaringen-delen/forum/${idOf(path)}/volgen`, { level: 'track', terug: path }, { from: path });
    expect(location(saved.res)).toBe(`${path}?melding=opgeslagen`);
    const radios = (await member.visitor.get(path)).html.match(/<input[^>]*name="level"[^>]*>/g) ?? [];
    expect(radios.find((r) => r.includes("checked"))).toContain('value="track"');
    const bad = await member.visitor.post(`/ervaringen-delen/forum/${idOf(path)}/volgen`, { level: 'alles' }, { from: path });
    expect(bad.res.status).toBe(400);
    const visitor = await new Visitor().get(path);
    expect(visitor.html).not.toContain('name="level"');
  });

  it("follows a new conversation of a followed topic", async () => {
    const follower = await forumMember();
    const author = await forumMember();
    await follower.visitor.post('/ervaringen-delen/forum/onderwerp/ontmoeten/volgen', { level: 'follow' }, { from: '/ervaringen-delen/forum?onderwerp=ontmoeten' });
    const path = await startConversation(author, 'Dansmiddag voor mensen met dementie');
    const row = await env.SITE_DB.prepare("SELECT level FROM community_follows WHERE account_id = ?1 AND kind = 'conversation' AND target_id = ?2").bind(follower.id, Number(idOf(path))).first<{ level: string }>();
    expect(row?.level).toBe('follow');
  });
});

describe('the notification digest', () => {
  it('mails new replies at most once an hour, not while the member is active, with one-click unsubscribe headers', async () => {
    const author = await forumMember();
    const other = await forumMember();
    const path = await startConversation(author, 'Wie kent een goede mantelzorgmakelaar?');
    await reply(other, path, 'Wij hadden een heel fijne via de gemeente.');
    const now = new Date();
    // The author was just on the site (posting): held back.
    const early = await runDigest(env, now, { base: 'https://www.example.org' });
    expect(early.waiting).toBeGreaterThan(0);
    expect(await mailsTo(author.email)).toHaveLength(0);
    // Twenty minutes later, away from the site: mailed.
    await runDigest(env, new Date(now.getTime() + 20 * 60_000), { base: 'https://www.example.org' });
    await deliverMails();
    const [mail] = await mailsTo(author.email);
    expect(mail?.subject).toBe('Nieuwe reacties in gesprekken die je volgt');
    expect(mail?.text_body).toContain('Wie kent een goede mantelzorgmakelaar? (1 nieuwe reactie)');
    expect(mail?.text_body).toContain(`https://www.example.org${path}#reactie-1`);
    const headers = JSON.parse(mail!.headers) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(/^<https:\/\/www\.example\.org\/ervaringen-delen\/meldingen\/afmelden\?code=\d+\.[0-9a-f]{32}>$/);
    // Another reply within the hour waits for the next hour.
    await reply(other, path, 'En een tweede tip: vraag je zorgverzekeraar.');
    await runDigest(env, new Date(now.getTime() + 40 * 60_000), { base: 'https://www.example.org' });
    await deliverMails();
    expect(await mailsTo(author.email)).toHaveLength(1);
    await runDigest(env, new Date(now.getTime() + 2 * HOUR), { base: 'https://www.example.org' });
    await deliverMails();
    expect(await mailsTo(author.email)).toHaveLength(2);
    // The personal data leaves the outbox once delivered.
    const kept = await env.SITE_DB.prepare("SELECT COUNT(*) AS n FROM form_outbox WHERE kind = 'mail' AND status = 'delivered' AND fields IS NOT NULL").first<{ n: number }>();
    expect(kept?.n).toBe(0);
  });

  it('sends nothing to a member who turned notifications off, nor what they read on the site meanwhile', async () => {
    const quiet = await forumMember();
    const reader = await forumMember();
    const other = await forumMember();
    await env.SITE_DB.prepare('UPDATE accounts SET notifications = 0 WHERE id = ?1').bind(quiet.id).run();
    const a = await startConversation(quiet, 'Geen mail graag, wel lezen');
    const b = await startConversation(reader, 'Ik lees het liever zelf');
    await reply(other, a, 'Een antwoord voor jou.');
    await reply(other, b, 'Een antwoord voor jou ook.');
    await reader.visitor.get(b);
    await runDigest(env, new Date(Date.now() + 3 * HOUR), { base: 'https://www.example.org' });
    await deliverMails();
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    expect(await mailsTo(reader.email)).toHaveLength(0);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('turns notifications off on the POST of the header, without a session or a form token', async () => {
    const member = await forumMember();
    const code = await unsubscribeCode(env.FORM_SECRET, member.id);
    const answer = await new Visitor().request(`/ervaringen-delen/meldingen/afmelden?code=${code}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.res.status).toBe(200);
    expect(answer.html).toContain('Je krijgt geen e-mails meer over nieuwe reacties');
    const row = await env.SITE_DB.prepare('SELECT notifications FROM accounts WHERE id = ?1').bind(member.id).first<{ notifications: number }>();
    expect(row?.notifications).toBe(0);
  });

  it('changes nothing on the GET a mail scanner makes: the page shows a button', async () => {
    const member = await forumMember();
    const code = await unsubscribeCode(env.FORM_SECRET, member.id);
    const page = await new Visitor().get(`/ervaringen-delen/meldingen/afmelden?code=${code}`);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('Zet e-mailmeldingen uit');
    expect(page.res.headers.get('cache-control')).toContain('no-store');
    const row = await env.SITE_DB.prepare('SELECT notifications FROM accounts WHERE id = ?1').bind(member.id).first<{ notifications: number }>();
    expect(row?.notifications).toBe(1);
  });

  it('refuses a forged or changed code', async () => {
    const member = await forumMember();
    const code = await unsubscribeCode(env.FORM_SECRET, member.id);
    expect(await accountOfCode(env.FORM_SECRET, code)).toBe(member.id);
    const forged = `${member.id + 1}.${code.split('.')[1]}`;
    expect(await accountOfCode(env.FORM_SECRET, forged)).toBeNull();
    const answer = await new Visitor().request(`/ervaringen-delen/meldingen/afmelden?code=${forged}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(answer.res.status).toBe(400);
  });
});
