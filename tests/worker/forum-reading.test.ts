import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { Visitor } from './account-helpers';
import { conversationPath, forumMember, seededForum } from './forum-helpers';
import { setBlocked } from '../../worker/community/accounts';

beforeAll(seededForum);

const visitor = () => new Visitor();

describe('the forum as a visitor reads it', () => {
  it('shows the share-experiences landing with the ways in, the latest active conversations and the helpline', async () => {
    const { res, html } = await visitor().get('/ervaringen-delen');
    expect(res.status).toBe(200);
    expect(html).toContain('Ervaringen delen');
    expect(html).toContain('href="/ervaringen-delen/forum"');
    expect(html).toContain('href="/ervaringen-delen/groepen"');
    expect(html).toContain('Actieve gesprekken');
    expect(html).toContain('Dementietelefoon');
    expect(res.headers.get('cache-control')).not.toMatch(/private|no-store/);
  });

  it('lists active conversations last activity first, 20 a page, with a next-page link that is also "Toon meer"', async () => {
    const { res, html } = await visitor().get('/ervaringen-delen/forum');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-page-cache')).toMatch(/miss|hit/);
    const items = html.match(/class="an-thread"/g) ?? [];
    expect(items).toHaveLength(20);
    expect(html).toContain('data-load-more=""');
    expect(html).toMatch(/href="\/ervaringen-delen\/forum\?page=2"[^>]*data-load-more/);
    expect(html).toContain('Log in of registreer om te reageren');
    const dates = [...html.matchAll(/<time dateTime="([^"]+)"/g)].map((m) => m[1]!);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by topic with the topic in the address, and 404s past the last page', async () => {
    const { html } = await visitor().get('/ervaringen-delen/forum?onderwerp=mantelzorg');
    expect(html).toContain('<h1>Mantelzorg</h1>');
    expect(html).not.toContain('Omgaan met veranderend gedrag</span>');
    expect((await visitor().get('/ervaringen-delen/forum?page=99')).res.status).toBe(404);
    // An unknown topic is ignored (all topics), never an error.
    expect((await visitor().get('/ervaringen-delen/forum?onderwerp=bestaat-niet')).res.status).toBe(200);
  });

  it('shows a public conversation with photo-less author names, DiscussionForumPosting data and no reply form', async () => {
    const path = await conversationPath('Hoe vertel je het aan de kleinkinderen?');
    const { res, html } = await visitor().get(path);
    expect(res.status).toBe(200);
    expect(html).toContain('"@type":"DiscussionForumPosting"');
    expect(html).toMatch(/<meta name="robots" content="index, follow"/);
    expect(html).toContain('Log in of registreer om te reageren');
    expect(html).not.toContain('name="body"');
  });

  it('pages a conversation of 2,000 replies by 20, the last page included, and 404s past it', async () => {
    const path = await conversationPath('Hoe gaat het vandaag? Het dagelijkse praatje');
    const last = await visitor().get(`${path}?page=100`);
    expect(last.res.status).toBe(200);
    expect(last.html).toContain('id="reactie-2000"');
    expect(last.html).toContain('id="reactie-1981"');
    expect((await visitor().get(`${path}?page=101`)).res.status).toBe(404);
  });

  it('shows a hidden reply as "Verborgen door een beheerder" without its text, and not a post waiting for review', async () => {
    const family = await visitor().get(await conversationPath('Broers en zussen die niet helpen'));
    expect(family.html).toContain('Verborgen door een beheerder');
    expect(family.html).not.toContain('op zijn nummer zetten');
    const diagnosis = await visitor().get(await conversationPath('Vandaag de diagnose alzheimer gekregen voor mijn man'));
    expect(diagnosis.html).not.toContain('hoop dat ik later ook iets kan betekenen');
  });

  it('notes calmly that a conversation has been quiet for more than six months, before replying', async () => {
    const member = await forumMember();
    const { html } = await member.visitor.get(await conversationPath('Een herinneringsdoos maken'));
    expect(html).toContain('Dit gesprek is al een tijd stil');
    const fresh = await member.visitor.get(await conversationPath('Hoe gaat het vandaag? Het dagelijkse praatje'));
    expect(fresh.html).not.toContain('Dit gesprek is al een tijd stil');
  });
});

describe('search engines', () => {
  it('find the public conversations in the sitemap, and neither the groups\' conversations nor the hidden ones', async () => {
    const { html } = await visitor().get('/sitemap.xml');
    expect(html).toContain(`<loc>https://www.example.org${await conversationPath('Hoe vertel je het aan de kleinkinderen?')}</loc>`);
    expect(html).toContain('<loc>https://www.example.org/ervaringen-delen/forum</loc>');
    expect(html).not.toContain('eenzaam-in-een-relatie');
  });
});

describe('groups', () => {
  const closed = 'partners-van-jonge-mensen-met-dementie';

  it('list open and closed groups; a closed group shows its description but not its conversations to outsiders', async () => {
    const list = await visitor().get('/ervaringen-delen/groepen');
    expect(list.html).toContain('Besloten groep');
    const page = await visitor().get(`/ervaringen-delen/groepen/${closed}`);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('Dit is een besloten groep');
    expect(page.html).not.toContain('Eenzaam in een relatie');
  });

  it("answer 403 for a closed group's conversation: log in or register for a visitor, the plain 403 for an outsider", async () => {
    const path = await conversationPath('Eenzaam in een relatie');
    const anonymous = await visitor().get(path);
    expect(anonymous.res.status).toBe(403);
    expect(anonymous.html).toContain('href="/registreren"');
    const outsider = await forumMember();
    const answer = await outsider.visitor.get(path);
    expect(answer.res.status).toBe(403);
    expect(answer.res.headers.get('cache-control')).toContain('no-store');
  });

  it('let a member join and read, then leave', async () => {
    const member = await forumMember();
    const joined = await member.visitor.post(`/ervaringen-delen/groepen/${closed}/lidmaatschap`, { member: 'ja' }, { from: `/ervaringen-delen/groepen/${closed}` });
    expect(joined.res.status).toBe(303);
    const path = await conversationPath('Eenzaam in een relatie');
    const inside = await member.visitor.get(path);
    expect(inside.res.status).toBe(200);
    expect(inside.html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(inside.html).not.toContain('DiscussionForumPosting');
    await member.visitor.post(`/ervaringen-delen/groepen/${closed}/lidmaatschap`, { member: 'nee' }, { from: `/ervaringen-delen/groepen/${closed}` });
    expect((await member.visitor.get(path)).res.status).toBe(403);
  });
});

describe('a blocked account', () => {
  it('can no longer post: its session ends and the post is refused as from a visitor', async () => {
    const member = await forumMember();
    const path = await conversationPath('Hoe houden jullie het vol?');
    const token = await member.visitor.token(path);
    await setBlocked(env.SITE_DB, member.id, true);
    const id = path.split('/').pop()!.split('-')[0];
    const answer = await member.visitor.post(`/ervaringen-delen/forum/${id}/reageren`, { body: 'Nog één bericht.' }, { token });
    expect([403]).toContain(answer.res.status);
    const count = await env.SITE_DB.prepare("SELECT COUNT(*) AS n FROM forum_posts WHERE author_id = ?1 AND state != 'deleted'").bind(member.id).first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});
