import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDigest } from '../../worker/community/notifications/digest';
import { Visitor } from './account-helpers';
import { seededExperts } from './experts-helpers';
import { forumMember, location, type ForumMember } from './forum-helpers';
import { deliverMails, mailsTo } from './mail-helpers';

beforeAll(seededExperts, 120_000);

const INBOX = '/mijn-account/berichten';
const HOUR = 3600 * 1000;

/** Sends `to` a contact request from `from` (from the request form), and returns the answer and the contact's id. */
async function request(from: ForumMember, to: ForumMember, body = 'Hallo, ik las je bericht over de dagbesteding. Mag ik je iets vragen?') {
  const path = `/leden/${to.username}/contactverzoek`;
  const answer = await from.visitor.post(path, { body }, { from: path });
  const id = /\/mijn-account\/berichten\/(\d+)/.exec(location(answer.res))?.[1];
  return { answer, id: id ? Number(id) : null };
}

function respond(member: ForumMember, id: number, action: 'accept' | 'decline') {
  return member.visitor.post(`${INBOX}/verzoeken/${id}`, { action }, { from: INBOX });
}

function write(member: ForumMember, id: number, body: string) {
  return member.visitor.post(`${INBOX}/${id}/versturen`, { body }, { from: `${INBOX}/${id}` });
}

/** A page as its viewer sees it, without what changes on every request (the script nonce, the form tokens). */
async function seen(member: ForumMember, path: string): Promise<string> {
  const { res, html } = await member.visitor.get(path);
  return `${res.status} ${html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/(csrf[-_]token"? (?:value|content)=")[^"]*"/g, '$1"')}`;
}

/** A member with a public profile (an account's profile is private until the member opens it). */
async function member(options: Parameters<typeof forumMember>[0] = {}): Promise<ForumMember> {
  const m = await forumMember(options);
  await env.SITE_DB.prepare("UPDATE accounts SET visibility = 'public' WHERE id = ?1").bind(m.id).run();
  return m;
}

const count = async (sql: string, ...values: unknown[]) => (await env.SITE_DB.prepare(sql).bind(...values).first<{ n: number }>())?.n ?? 0;

describe('who sees the inbox', () => {
  it('gives visitors the 403 page with log in, and every inbox page is private, no-store', async () => {
    for (const path of [INBOX, `${INBOX}/1`, `${INBOX}/1/verwijderen`, '/leden/Marijke58/contactverzoek']) {
      const { res, html } = await new Visitor().get(path);
      expect(res.status, path).toBe(403);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(html).toContain('/inloggen?terug=');
    }
    const someone = await member();
    const { res } = await someone.visitor.get(INBOX);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it("does not open another pair's conversation (404), nor a private member's request form", async () => {
    const [a, b, stranger] = await Promise.all([member(), member(), member()]);
    const { id } = await request(a, b);
    await respond(b, id!, 'accept');
    expect((await stranger.visitor.get(`${INBOX}/${id}`)).res.status).toBe(404);
    expect((await write(stranger, id!, 'Ik lees mee.')).res.status).toBe(404);
    const hidden = await member();
    await env.SITE_DB.prepare("UPDATE accounts SET visibility = 'private' WHERE id = ?1").bind(hidden.id).run();
    expect((await a.visitor.get(`/leden/${hidden.username}/contactverzoek`)).res.status).toBe(404);
    expect((await a.visitor.get(`/leden/${hidden.username}`)).html).not.toContain('Stuur een contactverzoek');
  });
});

describe('a contact request, in every state', () => {
  it('declined: the requester sees exactly what they saw before (inbox, conversation, profile, request form, menu)', async () => {
    const [asker, receiver] = await Promise.all([member(), member()]);
    const { answer, id } = await request(asker, receiver);
    expect(location(answer.res)).toBe(`${INBOX}/${id}?melding=verstuurd`);
    const pages = [INBOX, `${INBOX}/${id}`, `/leden/${receiver.username}`, `/leden/${receiver.username}/contactverzoek`, '/mijn-account'];
    const before = await Promise.all(pages.map((p) => seen(asker, p)));
    expect(before[0]).toContain('Verstuurd');
    expect(before[1]).toContain('Je contactverzoek is verstuurd.');

    // The receiver sees the request and its message, with the menu's count.
    const inbox = await receiver.visitor.get(INBOX);
    expect(inbox.html).toContain(`${asker.username} wil contact met je`);
    expect(inbox.html).toContain('Mag ik je iets vragen?');
    expect(inbox.html).toContain('1 nieuw');
    expect(location((await respond(receiver, id!, 'decline')).res)).toBe(`${INBOX}?melding=geweigerd`);
    expect(await env.SITE_DB.prepare('SELECT state FROM member_contacts WHERE id = ?1').bind(id).first()).toEqual({ state: 'declined' });

    const after = await Promise.all(pages.map((p) => seen(asker, p)));
    for (const [i, page] of pages.entries()) expect(after[i], page).toBe(before[i]);
    // Gone from the receiver's inbox; no second answer.
    expect((await receiver.visitor.get(INBOX)).html).not.toContain(`${asker.username} wil contact met je`);
    expect((await respond(receiver, id!, 'accept')).res.status).toBe(404);
    // The requester cannot send another (the profile says it was sent), nor write in it.
    expect(location((await request(asker, receiver)).answer.res)).toBe(`/leden/${receiver.username}/contactverzoek`);
    expect((await write(asker, id!, 'Nog iets.')).res.status).toBe(404);
  });

  it('accepted: messages both ways, newest at the bottom, unread counts; removed after confirmation: gone on both sides', async () => {
    const [asker, receiver] = await Promise.all([member(), member()]);
    const { id } = await request(asker, receiver, 'Wij wonen allebei in Zwolle, zullen we eens koffie drinken?');
    expect(location((await respond(receiver, id!, 'accept')).res)).toBe(`${INBOX}/${id}?melding=geaccepteerd`);
    expect(location((await write(receiver, id!, 'Goed idee! Dinsdag kan ik.')).res)).toBe(`${INBOX}/${id}?melding=bericht#nieuw-bericht`);
    // The asker has one unread message: in the menu and in the list.
    const list = await asker.visitor.get(INBOX);
    expect(list.html).toContain('1 nieuw bericht');
    const conversation = await asker.visitor.get(`${INBOX}/${id}`);
    expect(conversation.res.headers.get('cache-control')).toBe('private, no-store');
    const first = conversation.html.indexOf('koffie drinken');
    const second = conversation.html.indexOf('Dinsdag kan ik.');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    // Read: the count is gone.
    expect((await asker.visitor.get(INBOX)).html).not.toContain('1 nieuw bericht');
    await write(asker, id!, 'Fijn, tot dinsdag.');

    const empty = await write(asker, id!, '');
    expect(empty.res.status).toBe(400);
    expect(empty.html).toContain('Schrijf een bericht.');
    const long = await write(asker, id!, 'a'.repeat(4001));
    expect(long.res.status).toBe(400);
    expect(long.html).toContain('Dit bericht is te lang. Gebruik niet meer dan 4000 tekens');
    expect(long.html).toContain('a'.repeat(4001));
    expect((await write(asker, id!, 'a'.repeat(4000))).res.status).toBe(303);
    const rude = await write(asker, id!, 'Wat een klootzak is die arts.');
    expect(rude.res.status).toBe(400);

    // Removing asks first; the confirmation page changes nothing.
    const confirm = await receiver.visitor.get(`${INBOX}/${id}/verwijderen`);
    expect(confirm.html).toContain('bij jou én bij de ander');
    expect(await count('SELECT COUNT(*) AS n FROM member_messages WHERE contact_id = ?1', id)).toBe(4);
    const removed = await receiver.visitor.post(`${INBOX}/${id}/verwijderen`, {}, { from: `${INBOX}/${id}/verwijderen` });
    expect(location(removed.res)).toBe(`${INBOX}?melding=verwijderd`);
    expect(await count('SELECT COUNT(*) AS n FROM member_messages WHERE contact_id = ?1', id)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM member_contacts WHERE id = ?1', id)).toBe(0);
    for (const member of [asker, receiver]) {
      expect((await member.visitor.get(`${INBOX}/${id}`)).res.status).toBe(404);
      const page = await member.visitor.get(INBOX);
      expect(page.html).not.toContain('koffie drinken');
      expect(page.html).not.toContain(`Gesprek met ${member === asker ? receiver.username : asker.username}`);
    }
  });

  it('allows 5 requests a day (2 for an account in its first week), keeping the message on the refusal', async () => {
    const busy = await member();
    for (let i = 0; i < 5; i++) expect((await request(busy, await member())).answer.res.status).toBe(303);
    const sixth = await request(busy, await member(), 'Nog een verzoek, het zesde vandaag.');
    expect(sixth.answer.res.status).toBe(429);
    expect(sixth.answer.html).toContain('Je hebt vandaag al veel contactverzoeken verstuurd.');
    expect(sixth.answer.html).toContain('het zesde vandaag');
    const fresh = await member({ ageDays: 1 });
    for (let i = 0; i < 2; i++) expect((await request(fresh, await member())).answer.res.status).toBe(303);
    expect((await request(fresh, await member())).answer.res.status).toBe(429);
  });
});

describe('blocking and reporting', () => {
  it('a blocked member can still "send" a request, which reads verstuurd and never reaches the blocker', async () => {
    const [blocker, pest] = await Promise.all([member(), member()]);
    const confirm = await blocker.visitor.get(`${INBOX}/leden/${pest.username}/blokkeren`);
    expect(confirm.html).toContain(`${pest.username} blokkeren?`);
    const blocked = await blocker.visitor.post(`${INBOX}/leden/${pest.username}/blokkeren`, {}, { from: `${INBOX}/leden/${pest.username}/blokkeren` });
    expect(location(blocked.res)).toBe(`${INBOX}?melding=geblokkeerd`);
    const { answer, id } = await request(pest, blocker, 'Waarom reageer je niet?');
    expect(location(answer.res)).toBe(`${INBOX}/${id}?melding=verstuurd`);
    expect((await pest.visitor.get(INBOX)).html).toContain('Verstuurd');
    const page = await blocker.visitor.get(INBOX);
    expect(page.html).not.toContain('Waarom reageer je niet?');
    expect(page.html).toContain(`${pest.username} niet meer blokkeren`);
    expect(await count("SELECT COUNT(*) AS n FROM community_pending WHERE account_id = ?1 AND kind = 'contact-request'", blocker.id)).toBe(0);
  });

  it('blocking a contact ends the conversation on both sides', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const { id } = await request(a, b);
    await respond(b, id!, 'accept');
    await write(a, id!, 'Een bericht voor het blokkeren.');
    await b.visitor.post(`${INBOX}/leden/${a.username}/blokkeren`, {}, { from: `${INBOX}/leden/${a.username}/blokkeren` });
    expect(await count('SELECT COUNT(*) AS n FROM member_messages WHERE contact_id = ?1', id)).toBe(0);
    expect((await write(a, id!, 'Hallo?')).res.status).toBe(404);
  });

  it('a reported message reaches the moderators alone: they read it and nothing else of the conversation', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const { id } = await request(a, b, 'Een gewoon eerste bericht over de mantelzorg.');
    await respond(b, id!, 'accept');
    await write(a, id!, 'Stuur me je pincode, dan regel ik het geld voor je.');
    const message = await env.SITE_DB.prepare("SELECT id FROM member_messages WHERE contact_id = ?1 AND body LIKE '%pincode%'").bind(id).first<{ id: number }>();
    const reportPath = `${INBOX}/bericht/${message!.id}/melden`;
    // The writer cannot report their own message.
    expect((await a.visitor.get(reportPath)).res.status).toBe(404);
    const reported = await b.visitor.post(reportPath, { reason: 'spam', note: '' }, { from: reportPath });
    expect(location(reported.res)).toBe(`${INBOX}/${id}?melding=gemeld`);
    const moderator = await forumMember({ role: 'moderator' });
    const queue = await moderator.visitor.get('/beheer/meldingen');
    expect(queue.html).toContain('Stuur me je pincode');
    expect(queue.html).not.toContain('Een gewoon eerste bericht over de mantelzorg.');
    expect(queue.html).not.toContain(`${INBOX}/${id}`);
    expect((await moderator.visitor.get(`${INBOX}/${id}`)).res.status).toBe(404);
    const hidden = await moderator.visitor.post(`/beheer/persoonlijke-berichten/${message!.id}`, { action: 'hide', reason: 'Oplichting' }, { from: '/beheer/meldingen' });
    expect(location(hidden.res)).toBe('/beheer/meldingen?melding=gedaan');
    const after = await b.visitor.get(`${INBOX}/${id}`);
    expect(after.html).not.toContain('pincode');
    expect(after.html).toContain('Dit bericht is verborgen door een beheerder.');
  });
});

describe('mail notifications', () => {
  it('tell of a new request or message without its content or sender, and honour the setting', async () => {
    const [writer, told, quiet] = await Promise.all([member(), member(), member()]);
    await env.SITE_DB.prepare('UPDATE accounts SET notifications = 0 WHERE id = ?1').bind(quiet.id).run();
    await request(writer, told, 'Een geheime eerste zin over thuis.');
    await request(writer, quiet, 'Ook een eerste zin.');
    await runDigest(env, new Date(Date.now() + 3 * HOUR), { base: 'https://www.example.org' });
    await deliverMails();
    const [mail, ...more] = await mailsTo(told.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Er is iets nieuws in je berichten');
    expect(mail?.text_body).toContain('Je hebt een nieuw contactverzoek.');
    expect(mail?.text_body).toContain('https://www.example.org/mijn-account/berichten');
    for (const part of [mail!.text_body, mail!.html_body, mail!.subject]) {
      expect(part).not.toContain('geheime eerste zin');
      expect(part).not.toContain(writer.username);
    }
    expect(await mailsTo(quiet.email)).toHaveLength(0);
  });
});
