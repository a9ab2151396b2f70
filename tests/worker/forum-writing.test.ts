import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { Visitor } from './account-helpers';
import { conversationPath, forumMember, location, seededForum, type ForumMember } from './forum-helpers';

beforeAll(seededForum);

const idOf = (path: string) => path.split('/').pop()!.split('-')[0]!;

async function start(member: ForumMember, fields: Record<string, string>) {
  return member.visitor.post('/ervaringen-delen/forum/nieuw', { topic: 'mantelzorg', ...fields });
}

async function reply(member: ForumMember, path: string, body: string, extra: Record<string, string> = {}) {
  const token = await member.visitor.token(path);
  return member.visitor.post(`/ervaringen-delen/forum/${idOf(path)}/reageren`, { body, ...extra }, { token });
}

describe('starting a conversation', () => {
  it('publishes a trusted member\'s conversation at once, follows it, and shows it to visitors', async () => {
    const member = await forumMember();
    const answer = await start(member, { title: 'Wie gaat er mee naar de zangmiddag?', body: 'Elke tweede zondag is er een zangmiddag in het buurthuis.\n\nZin om samen te gaan?' });
    expect(answer.res.status).toBe(303);
    expect(location(answer.res)).toMatch(/^\/ervaringen-delen\/forum\/\d+-wie-gaat-er-mee-naar-de-zangmiddag\?melding=geplaatst$/);
    const path = location(answer.res).split('?')[0]!;
    const seen = await new Visitor().get(path);
    expect(seen.res.status).toBe(200);
    // Two paragraphs from the blank line.
    expect(seen.html).toMatch(/<p><span>Elke tweede zondag[^<]*<\/span><\/p><p><span>Zin om samen te gaan\?<\/span><\/p>/);
    const follow = await env.SITE_DB.prepare("SELECT level FROM community_follows WHERE account_id = ?1 AND kind = 'conversation' AND target_id = ?2").bind(member.id, Number(idOf(path))).first<{ level: string }>();
    expect(follow?.level).toBe('follow');
    const stored = await env.SITE_DB.prepare('SELECT body FROM forum_posts WHERE conversation_id = ?1 AND position = 0').bind(Number(idOf(path))).first<{ body: string }>();
    expect(JSON.parse(stored!.body)).toMatchObject({ blocks: [{ type: 'unstyled' }, { type: 'unstyled' }], entityMap: {} });
  });

  it.each([
    [{ title: 'Hoi', body: 'Een vraag.' }, 'De titel is te kort'],
    [{ title: 'x'.repeat(121), body: 'Een vraag.' }, 'De titel is te lang'],
    [{ title: 'Een goede titel', body: '' }, 'Schrijf je bericht.'],
    [{ title: 'Een goede titel', body: 'Wat een klootzak was die dokter.' }, 'een woord dat we hier niet gebruiken: ‘klootzak’'],
  ])('refuses %j with a calm message and keeps what was typed', async (fields, message) => {
    const member = await forumMember();
    const answer = await start(member, fields);
    expect(answer.res.status).toBe(400);
    expect(answer.html).toContain(message);
    if (fields.body) expect(answer.html).toContain(fields.body.replace(/'/g, '&#x27;'));
  });

  it('holds the first posts of a new account for review: the author sees the note, visitors nothing, a moderator approves', async () => {
    const newcomer = await forumMember({ trusted: false, ageDays: 1 });
    const answer = await start(newcomer, { title: 'Mijn eerste vraag op het forum', body: 'Ik ben nieuw hier en zoek contact met andere mantelzorgers.' });
    expect(location(answer.res)).toContain('melding=wacht');
    const path = location(answer.res).split('?')[0]!;
    const own = await newcomer.visitor.get(path);
    expect(own.html).toContain('Je bericht wordt zo snel mogelijk bekeken');
    expect((await new Visitor().get(path)).res.status).toBe(404);
    const moderator = await forumMember({ role: 'moderator' });
    const queue = await moderator.visitor.get('/beheer/meldingen');
    expect(queue.html).toContain('Mijn eerste vraag op het forum');
    const post = await env.SITE_DB.prepare('SELECT id FROM forum_posts WHERE conversation_id = ?1').bind(Number(idOf(path))).first<{ id: number }>();
    const approved = await moderator.visitor.post(`/beheer/berichten/${post!.id}`, { action: 'approve', terug: '/beheer/meldingen' }, { from: '/beheer/meldingen' });
    expect(location(approved.res)).toBe('/beheer/meldingen?melding=gedaan');
    expect((await new Visitor().get(path)).res.status).toBe(200);
    const log = await moderator.visitor.get('/beheer/logboek');
    expect(log.html).toContain('Goedgekeurd');
  });

  it('lets a new account start at most 3 conversations a day, and put at most 2 links in a post', async () => {
    const newcomer = await forumMember({ ageDays: 2 });
    for (let i = 1; i <= 3; i++) expect((await start(newcomer, { title: `Vraag nummer ${['een', 'twee', 'drie'][i - 1]}`, body: 'Een vraag.' })).res.status).toBe(303);
    const fourth = await start(newcomer, { title: 'Nog een vraag', body: 'Een vraag.' });
    expect(fourth.res.status).toBe(429);
    expect(fourth.html).toContain('Morgen kun je weer een nieuw gesprek beginnen');
    const path = await conversationPath('Tuinieren samen');
    const links = await reply(newcomer, path, 'Kijk op www.een.example, https://twee.example en https://drie.example.');
    expect(links.res.status).toBe(429);
    expect(links.html).toContain('niet meer dan 2 links');
    expect(links.html).toContain('https://drie.example');
  });
});

describe('replying', () => {
  it('asks "Wil je dit echt delen?" for a phone number, and posts once confirmed', async () => {
    const member = await forumMember();
    const path = await conversationPath('Zangkoor voor mensen met dementie');
    const first = await reply(member, path, 'Bel me gerust: 06-12345678.');
    expect(first.res.status).toBe(200);
    expect(first.html).toContain('Wil je dit echt delen?');
    expect(first.html).toContain('een telefoonnummer');
    const again = await reply(member, path, 'Bel me gerust: 06-12345678.', { delenBevestigd: 'on' });
    expect(again.res.status).toBe(303);
    expect(location(again.res)).toMatch(/#reactie-\d+$/);
  });

  it('lets the author edit within 30 minutes (shown as bewerkt) and not after, and delete with the replies staying', async () => {
    const member = await forumMember();
    const path = await conversationPath('Handige hulpmiddelen in huis');
    await reply(member, path, 'Wij hebben een kalenderklok.');
    const post = await env.SITE_DB.prepare('SELECT id, position FROM forum_posts WHERE author_id = ?1 AND position IS NOT NULL').bind(member.id).first<{ id: number; position: number }>();
    const edited = await member.visitor.post(`/ervaringen-delen/berichten/${post!.id}/bewerken`, { body: 'Wij hebben een kalenderklok en een fotofoon.' });
    expect(edited.res.status).toBe(303);
    const page = await new Visitor().get(path + '?x=1');
    expect(page.html).toContain('een fotofoon');
    expect(page.html).toContain('(bewerkt)');
    await env.SITE_DB.prepare('UPDATE forum_posts SET created_at = ?2 WHERE id = ?1').bind(post!.id, new Date(Date.now() - 31 * 60_000).toISOString()).run();
    expect((await member.visitor.get(`/ervaringen-delen/berichten/${post!.id}/bewerken`)).res.status).toBe(403);
    const confirm = await member.visitor.get(`/ervaringen-delen/berichten/${post!.id}/verwijderen`);
    expect(confirm.html).toContain('Weet je zeker dat je dit bericht wilt verwijderen?');
    const deleted = await member.visitor.post(`/ervaringen-delen/berichten/${post!.id}/verwijderen`, {});
    expect(deleted.res.status).toBe(303);
    const after = await new Visitor().get(path + '?x=2');
    expect(after.html).toContain('Dit bericht is verwijderd');
    expect(after.html).not.toContain('een fotofoon');
  });

  it("shows a replier's photo to everyone, also when their profile is private", async () => {
    const member = await forumMember();
    const key = `photos/${member.id}/forumfoto`;
    await env.COMMUNITY_MEDIA.put(key, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), { httpMetadata: { contentType: 'image/jpeg' } });
    await env.SITE_DB.prepare("UPDATE accounts SET photo_key = ?2, photo_type = 'image/jpeg', visibility = 'private' WHERE id = ?1").bind(member.id, key).run();
    const photo = `/leden/${member.username}/foto/forumfoto`;
    expect((await new Visitor().get(photo)).res.status).toBe(404);
    const path = await conversationPath('Samen naar het museum');
    await reply(member, path, 'Het Rijksmuseum doet dit ook, op maandag.');
    const page = await new Visitor().get(path + '?foto=1');
    expect(page.html).toContain(`src="${photo}"`);
    expect((await new Visitor().get(photo)).res.status).toBe(200);
  });

  it('refuses another member editing or deleting a post', async () => {
    const author = await forumMember();
    const other = await forumMember();
    const path = await conversationPath('Handige hulpmiddelen in huis');
    await reply(author, path, 'Een deurmelder helpt bij ons.');
    const post = await env.SITE_DB.prepare('SELECT id FROM forum_posts WHERE author_id = ?1 AND position IS NOT NULL').bind(author.id).first<{ id: number }>();
    expect((await other.visitor.get(`/ervaringen-delen/berichten/${post!.id}/bewerken`)).res.status).toBe(403);
    const token = await other.visitor.token(path);
    expect((await other.visitor.post(`/ervaringen-delen/berichten/${post!.id}/verwijderen`, {}, { token })).res.status).toBe(403);
  });
});

describe('reporting and moderating', () => {
  it('reports a post with a reason; a moderator hides it and visitors see the note at once; its author is mailed with the reason', async () => {
    const author = await forumMember();
    const reporter = await forumMember();
    const moderator = await forumMember({ role: 'moderator' });
    const path = await conversationPath('Wandelgroep in de regio Utrecht');
    await reply(author, path, 'Dit is een bericht dat gemeld gaat worden.');
    const post = await env.SITE_DB.prepare('SELECT id FROM forum_posts WHERE author_id = ?1 AND position IS NOT NULL').bind(author.id).first<{ id: number }>();
    // A visitor's view is cached first.
    await new Visitor().get(path);
    expect((await new Visitor().get(path)).res.headers.get('x-page-cache')).toBe('hit');
    const missing = await reporter.visitor.post(`/ervaringen-delen/berichten/${post!.id}/melden`, {});
    expect(missing.res.status).toBe(400);
    expect(missing.html).toContain('Kies waarom je dit bericht meldt.');
    const reported = await reporter.visitor.post(`/ervaringen-delen/berichten/${post!.id}/melden`, { reason: 'unkind', note: 'Niet aardig.' });
    expect(location(reported.res)).toContain('melding=gemeld');
    const queue = await moderator.visitor.get('/beheer/meldingen');
    expect(queue.html).toContain('Het is onvriendelijk of kwetsend');
    const hidden = await moderator.visitor.post(`/beheer/berichten/${post!.id}`, { action: 'hide', reason: 'Dit past niet bij onze gedragsregels.', terug: path }, { from: '/beheer/meldingen' });
    expect(location(hidden.res)).toContain('melding=gedaan');
    const seen = await new Visitor().get(path);
    expect(seen.res.headers.get('x-page-cache')).not.toBe('hit');
    expect(seen.html).toContain('Verborgen door een beheerder');
    expect(seen.html).not.toContain('gemeld gaat worden');
    const mail = await env.SITE_DB.prepare("SELECT fields FROM form_outbox WHERE kind = 'mail' AND id LIKE ?1").bind(`hidden-${post!.id}-%`).first<{ fields: string }>();
    const sent = JSON.parse(JSON.parse(mail!.fields).mail);
    expect(sent.to).toBe(author.email);
    expect(sent.text).toContain('Dit past niet bij onze gedragsregels.');
    expect(sent.text).toContain('Ben je het hier niet mee eens?');
    const log = await env.SITE_DB.prepare("SELECT moderator_id, reason FROM moderation_log WHERE action = 'hide' AND subject_id = ?1").bind(post!.id).first<{ moderator_id: number; reason: string }>();
    expect(log).toEqual({ moderator_id: moderator.id, reason: 'Dit past niet bij onze gedragsregels.' });
    // Restored, it reads again.
    await moderator.visitor.post(`/beheer/berichten/${post!.id}`, { action: 'restore', terug: path }, { from: path });
    expect((await new Visitor().get(path)).html).toContain('gemeld gaat worden');
  });

  it('answers 403 to a member in the moderation screens and to their moderation posts', async () => {
    const member = await forumMember();
    expect((await member.visitor.get('/beheer/meldingen')).res.status).toBe(403);
    expect((await new Visitor().get('/beheer/logboek')).res.status).toBe(403);
    const path = await conversationPath('Tuinieren samen');
    const token = await member.visitor.token(path);
    expect((await member.visitor.post('/beheer/gesprekken/1', { action: 'lock' }, { token })).res.status).toBe(403);
  });

  it('locks a conversation (no more replies) and moves one to another topic', async () => {
    const moderator = await forumMember({ role: 'moderator' });
    const member = await forumMember();
    const path = await conversationPath('Welke muziek raakt jullie dierbare nog?');
    const id = idOf(path);
    await moderator.visitor.post(`/beheer/gesprekken/${id}`, { action: 'lock', terug: path }, { from: path });
    const refused = await reply(member, path, 'Bij ons is het Willeke Alberti.');
    expect(refused.res.status).toBe(403);
    expect(refused.html).toContain('Dit gesprek is gesloten');
    await moderator.visitor.post(`/beheer/gesprekken/${id}`, { action: 'move', topic: 'ontmoeten', terug: path }, { from: path });
    const row = await env.SITE_DB.prepare('SELECT t.slug FROM forum_conversations c JOIN forum_topics t ON t.id = c.topic_id WHERE c.id = ?1').bind(Number(id)).first<{ slug: string }>();
    expect(row?.slug).toBe('ontmoeten');
  });

  it('keeps watched words: refuse refuses, review holds (the seeded "wondermiddel"), flag lets through into the queue', async () => {
    const moderator = await forumMember({ role: 'moderator' });
    await moderator.visitor.post('/beheer/woorden', { word: 'Nepdokter', action: 'refuse' });
    expect((await moderator.visitor.get('/beheer/woorden')).html).toContain('nepdokter');
    const member = await forumMember();
    const path = await conversationPath('Boek- en filmtips over dementie');
    const refused = await reply(member, path, 'Die nepdokter op tv moet je niet geloven.');
    expect(refused.res.status).toBe(400);
    expect(refused.html).toContain('‘nepdokter’');
    const held = await reply(member, path, 'Ik las over een wondermiddel uit Amerika.');
    expect(location(held.res)).toContain('melding=wacht');
    const flagged = await reply(member, path, 'Pas op voor die oplichter aan de deur.');
    expect(location(flagged.res)).toContain('melding=geplaatst');
    const items = await env.SITE_DB.prepare("SELECT cause FROM moderation_items i JOIN forum_posts p ON p.id = i.subject_id WHERE p.author_id = ?1 AND i.closed_at IS NULL ORDER BY i.id").bind(member.id).all<{ cause: string }>();
    expect(items.results.map((r) => r.cause)).toEqual(['review', 'flag']);
  });
});

describe('the community search', () => {
  it("finds public conversations by a stemmed word, a closed group's only for its members, hidden posts for no one", async () => {
    const found = await new Visitor().get('/zoeken?zoekterm=kleinkinderen&pijler=gesprekken');
    expect(found.html).toContain('Hoe vertel je het aan de kleinkinderen?');
    const closed = await new Visitor().get('/zoeken?zoekterm=eenzaam&pijler=gesprekken');
    expect(closed.html).not.toContain('Eenzaam in een relatie');
    const hidden = await new Visitor().get('/zoeken?zoekterm=nummer%20zetten&pijler=gesprekken');
    expect(hidden.html).not.toContain('Broers en zussen die niet helpen');
    const all = await new Visitor().get('/zoeken?zoekterm=kleinkinderen');
    expect(all.html).toContain('Uit de gesprekken op het forum');
    expect(all.html).toMatch(/Gesprekken(<!-- -->)? <span class="an-tabs__count">\(\d+\)<\/span>/);
  });
});
