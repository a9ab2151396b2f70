/**
 * The blogs without JavaScript (issue 38): a member writes in the textarea's
 * convention and publishes by a plain form, a visitor reads a public entry
 * (indexed, BlogPosting data, cacheable) and gets the 403 page for a
 * members-only one (noindex, never cached), drafts stay the author's,
 * reactions, reports and a moderator's hide, following, and the header
 * image from the editors' storage.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { Visitor } from './account-helpers';
import { forumMember, location, seededForum, type ForumMember } from './forum-helpers';
import { runDigest } from '../../worker/community/notifications/digest';
import { outboxMailer } from '../../worker/community/mail/outbox';
import { attemptDelivery } from '../../worker/outbox';

beforeAll(seededForum);

const BODY = 'Vandaag kreeg mijn vader de uitslag.\n\nWat ons hielp:\n- **rustig** de tijd nemen\n- een lijstje met vragen\n\nMeer lezen: https://www.alzheimer-nederland.nl/dementie';

async function write(member: ForumMember, fields: Record<string, string>) {
  return member.visitor.post('/mijn-blog/schrijven', { kind: 'blog', visibility: 'public', actie: 'publiceren', ...fields });
}

const pathOf = (res: Response) => location(res).split('?')[0]!;

describe('writing and reading an entry without JavaScript', () => {
  it('publishes a public entry from the textarea with bold, a list and a link, for visitors to read, indexed and with BlogPosting data', async () => {
    const member = await forumMember();
    const answer = await write(member, { title: 'De dag van de uitslag', body: BODY });
    expect(answer.res.status).toBe(303);
    expect(location(answer.res)).toBe(`/blogs/${member.username}/de-dag-van-de-uitslag?melding=geplaatst`);
    const page = await new Visitor().get(pathOf(answer.res));
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get('cache-control')).not.toContain('no-store');
    expect(page.html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(page.html).toContain('"@type":"BlogPosting"');
    expect(page.html).toMatch(/<strong[^>]*>rustig<\/strong>|<b>rustig<\/b>/);
    expect(page.html).toMatch(/<ul[^>]*>\s*<li/);
    expect(page.html).toContain('href="https://www.alzheimer-nederland.nl/dementie"');
    const overview = await new Visitor().get('/blogs');
    expect(overview.html).toContain('De dag van de uitslag');
    const blog = await new Visitor().get(`/blogs/${member.username}`);
    expect(blog.html).toContain('De dag van de uitslag');
    const sitemap = await new Visitor().get('/sitemap.xml');
    expect(sitemap.html).toContain(`${pathOf(answer.res)}</loc>`);
  });

  it('keeps a draft for its author only, and publishes it later', async () => {
    const member = await forumMember();
    const answer = await write(member, { title: 'Nog niet af', body: 'Een eerste versie.', actie: 'concept' });
    expect(location(answer.res)).toContain('melding=concept');
    const path = pathOf(answer.res);
    expect((await member.visitor.get(path)).html).toContain('Dit is een concept. Alleen jij kunt het zien.');
    expect((await new Visitor().get(path)).res.status).toBe(404);
    expect((await (await forumMember()).visitor.get(path)).res.status).toBe(404);
    expect((await new Visitor().get('/blogs')).html).not.toContain('Nog niet af');
    const row = await env.SITE_DB.prepare('SELECT id FROM blog_entries WHERE author_id = ?1').bind(member.id).first<{ id: number }>();
    const edit = `/mijn-blog/${row!.id}/bewerken`;
    const publish = await member.visitor.post(edit, { title: 'Nog niet af', kind: 'blog', visibility: 'public', body: 'De tweede versie, nu wel af.', actie: 'publiceren' });
    expect(location(publish.res)).toContain('melding=geplaatst');
    const seen = await new Visitor().get(path);
    expect(seen.res.status).toBe(200);
    expect(seen.html).toContain('De tweede versie, nu wel af.');
  });

  it('gives a visitor the 403 page for a members-only entry (noindex, not cached), a member reads it, and it stays out of the visitor\'s overview', async () => {
    const member = await forumMember();
    const answer = await write(member, { title: 'Alleen voor de leden', visibility: 'members', body: 'Dit deel ik liever niet met de hele wereld.' });
    const path = pathOf(answer.res);
    const visitor = await new Visitor().get(path);
    expect(visitor.res.status).toBe(403);
    expect(visitor.html).toContain('/inloggen');
    expect(visitor.html).toContain('/registreren');
    expect(visitor.html).toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(visitor.res.headers.get('cache-control')).toMatch(/no-store|private/);
    const reader = await (await forumMember()).visitor.get(path);
    expect(reader.res.status).toBe(200);
    expect(reader.res.headers.get('cache-control')).toContain('no-store');
    expect(reader.html).toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(reader.html).toContain('Dit deel ik liever niet met de hele wereld.');
    expect((await new Visitor().get('/blogs')).html).not.toContain('Alleen voor de leden');
    const sitemap = await new Visitor().get('/sitemap.xml');
    expect(sitemap.html).not.toContain(path);
  });

  it('refuses bad input with a calm message and keeps the text', async () => {
    const member = await forumMember();
    const short = await write(member, { title: 'Hi', body: 'Een tekst die blijft staan.' });
    expect(short.res.status).toBe(400);
    expect(short.html).toContain('De titel is te kort');
    expect(short.html).toContain('Een tekst die blijft staan.');
    const rude = await write(member, { title: 'Een lastige dag', body: 'Wat een klootzak was die dokter.' });
    expect(rude.res.status).toBe(400);
    expect(rude.html).toContain('‘klootzak’');
    const kind = await write(member, { title: 'Een lastige dag', body: 'Gewoon tekst.', kind: 'roman' });
    expect(kind.res.status).toBe(400);
    expect(kind.html).toContain('Kies of je een blog of een gedicht schrijft.');
    const hostile = await member.visitor.post('/mijn-blog/schrijven', {
      title: 'Een gevaarlijke link',
      kind: 'blog',
      visibility: 'public',
      actie: 'publiceren',
      body: '',
      bodyJson: JSON.stringify({ blocks: [{ key: 'a', text: 'klik', type: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [{ offset: 0, length: 4, key: 0 }] }], entityMap: { 0: { type: 'LINK', mutability: 'MUTABLE', data: { url: 'javascript:alert(1)' } } } }),
    });
    expect(hostile.res.status).toBe(400);
    expect(hostile.html).toContain('Een link in je tekst is niet veilig.');
    expect(hostile.html.includes('javascript:alert'), 'the refused link is not sent back to the page').toBe(false);
  });

  it('sends a visitor who tries to write to the 403 page', async () => {
    const page = await new Visitor().get('/mijn-blog/schrijven');
    expect(page.res.status).toBe(403);
  });
});

describe('reactions, reports, moderation and following', () => {
  it('lets a member react under an entry, report it, and a moderator hide it with a reason', async () => {
    const author = await forumMember();
    const path = pathOf((await write(author, { title: 'Koffie met mijn moeder', body: 'Ze wist mijn naam niet meer, maar ze lachte.' })).res);
    const reader = await forumMember();
    const token = await reader.visitor.token(path);
    const reacted = await reader.visitor.post(`${path}/reageren`, { body: 'Wat mooi dat ze nog lachte. Sterkte.' }, { token });
    expect(reacted.res.status).toBe(303);
    expect(location(reacted.res)).toMatch(/#reactie-\d+$|melding=reactie/);
    expect((await new Visitor().get(path)).html).toContain('Wat mooi dat ze nog lachte. Sterkte.');
    const visitorReact = await new Visitor().post(`${path}/reageren`, { body: 'Hallo' }, { token: null });
    expect([403, 400]).toContain(visitorReact.res.status);
    const reported = await reader.visitor.post(`${path}/melden`, { reason: 'spam', note: 'Reclame' }, { from: `${path}/melden` });
    expect([303, 400]).toContain(reported.res.status);
    const entry = await env.SITE_DB.prepare('SELECT id FROM blog_entries WHERE author_id = ?1').bind(author.id).first<{ id: number }>();
    const moderator = await forumMember({ role: 'moderator' });
    const hidden = await moderator.visitor.post(`/beheer/blogs/bijdrage/${entry!.id}`, { action: 'hide', reason: 'Dit hoort niet op de site.' }, { from: '/beheer/meldingen' });
    expect(hidden.res.status).toBe(303);
    expect(location(hidden.res)).toContain('melding=gedaan');
    expect((await new Visitor().get(path)).res.status).toBe(404);
    const mail = await env.SITE_DB.prepare("SELECT COUNT(*) AS n FROM form_outbox WHERE payload LIKE '%Je tekst in de blogs is verborgen%'").first<{ n: number }>().catch(() => null);
    if (mail) expect(mail.n).toBeGreaterThanOrEqual(0);
    const restored = await moderator.visitor.post(`/beheer/blogs/bijdrage/${entry!.id}`, { action: 'restore' }, { from: '/beheer/meldingen' });
    expect(location(restored.res)).toContain('melding=gedaan');
    expect((await new Visitor().get(path)).res.status).toBe(200);
  });

  it('refuses moderation by a member who is not a moderator', async () => {
    const author = await forumMember();
    await write(author, { title: 'Een gewone dag', body: 'Niets bijzonders vandaag.' });
    const entry = await env.SITE_DB.prepare('SELECT id FROM blog_entries WHERE author_id = ?1').bind(author.id).first<{ id: number }>();
    const other = await forumMember();
    const tried = await other.visitor.post(`/beheer/blogs/bijdrage/${entry!.id}`, { action: 'hide', reason: 'zomaar' }, { from: '/blogs' });
    expect(tried.res.status).toBe(403);
    const state = await env.SITE_DB.prepare('SELECT state FROM blog_entries WHERE id = ?1').bind(entry!.id).first<{ state: string }>();
    expect(state!.state).toBe('published');
  });

  it('follows and unfollows a blogger', async () => {
    const author = await forumMember();
    await write(author, { title: 'Mijn eerste blog', body: 'Hallo allemaal.' });
    const reader = await forumMember();
    const blog = `/blogs/${author.username}`;
    const followed = await reader.visitor.post(`${blog}/volgen`, { volgen: 'ja' }, { from: blog });
    expect(location(followed.res)).toContain('melding=volgt');
    const level = () => env.SITE_DB.prepare("SELECT level FROM community_follows WHERE account_id = ?1 AND kind = 'blog' AND target_id = ?2").bind(reader.id, author.id).first<{ level: string }>();
    expect((await level())!.level).toBe('follow');
    await write(author, { title: 'Mijn tweede blog', body: 'Nog een keer hallo.' });
    const pending = await env.SITE_DB.prepare("SELECT count FROM community_pending WHERE account_id = ?1 AND kind = 'blog' AND target_id = ?2").bind(reader.id, author.id).first<{ count: number }>();
    expect(pending!.count).toBe(1);
    // The digest mails it (through the outbox), with the blog's name and a link to it.
    await runDigest(env, new Date(Date.now() + 3 * 3600_000), { base: 'https://www.example.org' });
    const { results } = await env.SITE_DB.prepare("SELECT id FROM form_outbox WHERE kind = 'mail' AND status IN ('stored', 'queued')").all<{ id: string }>();
    for (const row of results) await attemptDelivery(env, async () => new Response(null, { status: 500 }), row.id, new Date(), outboxMailer(env.SITE_DB));
    const mail = await env.SITE_DB.prepare('SELECT text_body FROM dev_mailbox WHERE to_address = ?1').bind(reader.email).first<{ text_body: string }>();
    expect(mail!.text_body).toContain(`De blog van ${author.username} (1 nieuwe bijdrage)`);
    expect(mail!.text_body).toContain(`https://www.example.org/blogs/${author.username}`);
    const unfollowed = await reader.visitor.post(`${blog}/volgen`, { volgen: 'nee' }, { from: blog });
    expect(location(unfollowed.res)).toContain('melding=ontvolgd');
    expect((await level())!.level).toBe('mute');
  });
});

describe('the search tab Blogs', () => {
  it('finds a public entry for everyone and a members-only entry for members only, with the kinds Blog and BlogPost', async () => {
    const member = await forumMember();
    await write(member, { title: 'Het kaartspel klaverjassen', body: 'Elke vrijdag klaverjassen we nog samen, ook al telt hij niet meer mee.' });
    await write(member, { title: 'Mijn geheime moestuin', visibility: 'members', body: 'Tussen de pompoenen vertel ik haar verhalen.' });
    const visitor = await new Visitor().get('/zoeken?zoekterm=klaverjassen&pijler=blogs');
    expect(visitor.res.status).toBe(200);
    expect(visitor.html).toContain('Het kaartspel klaverjassen');
    expect(visitor.html).toContain('Blogbijdrage');
    expect(visitor.html).toMatch(/pijler=blogs" aria-current="page">Blogs(?:<!-- -->)? <span class="an-tabs__count">\(1\)<\/span>/);
    const hidden = await new Visitor().get('/zoeken?zoekterm=pompoenen&pijler=blogs');
    expect(hidden.html).not.toContain('Mijn geheime moestuin');
    const found = await (await forumMember()).visitor.get('/zoeken?zoekterm=pompoenen&pijler=blogs');
    expect(found.html).toContain('Mijn geheime moestuin');
    // The forum's tab counts conversations and groups only.
    const forum = await new Visitor().get('/zoeken?zoekterm=klaverjassen&pijler=gesprekken');
    expect(forum.html).not.toContain('Het kaartspel klaverjassen');
  });
});
