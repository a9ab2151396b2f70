import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { lastMail, loggedInMember, Visitor } from './account-helpers';
import { call } from './app-helpers';

const JPEG: Uint8Array<ArrayBuffer> = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const photo = (bytes: Uint8Array<ArrayBuffer>, name = 'foto.jpg', type = 'image/jpeg') => new File([bytes], name, { type });
const admin = (path: string, init: RequestInit = {}) =>
  call('/admin/accounts' + path, {}, { ...init, headers: { authorization: 'Bearer test-admin-token', 'content-type': 'application/json' } });

describe('profile and settings', () => {
  it('saves the profile with a photo, served with the type its content showed, and shows only what is public', async () => {
    const { visitor, member } = await loggedInMember();
    const saved = await visitor.post('/mijn-account', {
      gender: 'vrouw',
      birthYear: '1956',
      biography: 'Ik zorg voor mijn man.',
      province: 'utrecht',
      relationship: 'partner',
      shareRelationship: 'on',
      dementiaForms: ['alzheimer'],
      phase: 'begin',
      photo: photo(JPEG),
    });
    expect(saved.res.headers.get('location')).toBe('/mijn-account?opgeslagen=ja');
    const own = await visitor.get('/mijn-account?opgeslagen=ja');
    expect(own.html).toContain('Je profiel is opgeslagen.');
    const photoUrl = /<img class="an-account__photo" src="([^"]+)"/.exec(own.html)?.[1];
    expect(photoUrl).toMatch(new RegExp(`^/leden/${member.username}/foto/[\\w-]+$`));

    // Private by default: others see the name only, and no photo.
    const closed = await new Visitor().get(`/leden/${member.username}`);
    expect(closed.html).toContain('Dit profiel is besloten.');
    expect(closed.html).not.toContain('Ik zorg voor mijn man.');
    expect((await new Visitor().get(photoUrl!)).res.status).toBe(404);
    expect((await visitor.get(photoUrl!)).res.headers.get('content-type')).toBe('image/jpeg');

    await visitor.post('/mijn-account/instellingen', { form: 'settings', visibility: 'public', notifications: 'nee', affiliate: ['onderzoek'] });
    const open = await new Visitor().get(`/leden/${member.username.toLowerCase()}`);
    expect(open.res.headers.get('cache-control')).toContain('no-store');
    expect(open.html).toContain('Ik zorg voor mijn man.');
    expect(open.html).toContain('Mijn partner heeft dementie');
    // Not shared: the phase and the forms stay off the public page.
    expect(open.html).not.toContain('<dd>Beginnende dementie');
    expect(open.html).not.toContain('<dd>Ziekte van Alzheimer');
    expect(open.html).toContain('<dd>Mijn partner heeft dementie');
    const served = await new Visitor().get(photoUrl!);
    expect(served.res.headers.get('content-type')).toBe('image/jpeg');
    expect(served.res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a photo over 144 kB and a file that is no image, with the spec texts and the other values kept', async () => {
    const { visitor } = await loggedInMember();
    const big = new Uint8Array(144 * 1024 + 1);
    big.set(JPEG);
    const tooBig = await visitor.post('/mijn-account', { biography: 'Blijft staan', photo: photo(big) });
    expect(tooBig.res.status).toBe(400);
    expect(tooBig.html).toContain('Kies een foto van maximaal 144 kB');
    expect(tooBig.html).toContain('Blijft staan');
    const fake = await visitor.post('/mijn-account', { photo: photo(new TextEncoder().encode('<svg onload="alert(1)">'), 'foto.jpg') });
    expect(fake.html).toContain('Dit bestand is geen JPEG-, PNG- of WebP-afbeelding');
  });

  it('gives the required-field texts of the spec in the settings', async () => {
    const { visitor } = await loggedInMember();
    const answer = await visitor.post('/mijn-account/instellingen', { form: 'settings' });
    expect(answer.res.status).toBe(400);
    expect(answer.html).toContain('Dit veld is verplicht');
    expect(answer.html).toContain('Geef aan waarvoor we je mogen benaderen');
  });
});

describe('account deletion', () => {
  it('asks the password, mails a link, and then removes the personal data and ends the sessions', async () => {
    const { visitor, member } = await loggedInMember();
    await visitor.post('/mijn-account', { biography: 'Persoonlijk verhaal', photo: photo(JPEG) });
    const other = new Visitor();
    await other.post('/inloggen', { email: member.email, password: member.password });

    const wrong = await visitor.post('/mijn-account/verwijderen', { currentPassword: 'Fout2024Wachtwoord' });
    expect(wrong.res.status).toBe(400);
    expect(wrong.html).toContain('Vul het juiste wachtwoord in');

    const asked = await visitor.post('/mijn-account/verwijderen', { currentPassword: member.password });
    expect(asked.res.headers.get('location')).toBe('/mijn-account/verwijderen?verstuurd=ja');
    const mail = await lastMail(member.email);
    expect(mail?.subject).toBe('Bevestig het verwijderen van je account');
    // Opening the link deletes nothing (a mail scanner may open it): it shows a button.
    const page = await new Visitor().get(mail!.link!);
    expect(page.html).toContain('Ja, verwijder mijn account');
    expect((await visitor.get('/mijn-account')).res.status).toBe(200);

    const code = mail!.link!.split('code=')[1]!;
    const done = await new Visitor().post('/mijn-account/verwijderen/bevestigen', { code }, { from: mail!.link! });
    expect(done.res.headers.get('location')).toBe('/mijn-account/verwijderen/bevestigen?verwijderd=ja');

    const row = await env.SITE_DB.prepare('SELECT * FROM accounts WHERE username IS NULL AND deleted_at IS NOT NULL ORDER BY id DESC LIMIT 1').first<Record<string, unknown>>();
    expect(row).toMatchObject({ email: null, password_hash: null, status: 'deleted', profile: '{}', photo_key: null });
    expect(await env.SITE_DB.prepare('SELECT id FROM accounts WHERE email = ?').bind(member.email).first()).toBeNull();
    expect((await visitor.get('/mijn-account')).res.status).toBe(403);
    expect((await other.get('/mijn-account')).res.status).toBe(403);
    const login = await new Visitor().post('/inloggen', { email: member.email, password: member.password });
    expect(login.html).toContain('De combinatie van e-mailadres en wachtwoord werd niet herkend.');
    expect((await new Visitor().get(`/leden/${member.username}`)).res.status).toBe(404);
    const photos = await env.COMMUNITY_MEDIA.list({ prefix: `photos/${row!.id}/` });
    expect(photos.objects).toHaveLength(0);
    // The link works once.
    expect((await new Visitor().get(mail!.link!)).html).toContain('Deze link werkt niet (meer)');
  });
});

describe('admin API of the community', () => {
  it('finds an account, gives it a role, blocks (sessions end, login refused) and unblocks it', async () => {
    const { visitor, member } = await loggedInMember();
    const found = await admin(`?username=${member.username}`);
    const account = (JSON.parse(found.html) as { account: { id: number; role: string } }).account;
    expect(account.role).toBe('member');
    expect(found.html).not.toContain(member.email);

    const role = await admin(`/${account.id}/role`, { method: 'POST', body: JSON.stringify({ role: 'moderator' }) });
    expect(JSON.parse(role.html)).toMatchObject({ account: { role: 'moderator' } });
    expect((await admin(`/${account.id}/role`, { method: 'POST', body: JSON.stringify({ role: 'koning' }) })).res.status).toBe(400);

    await admin(`/${account.id}/block`, { method: 'POST' });
    expect((await visitor.get('/mijn-account')).res.status).toBe(403);
    expect((await new Visitor().post('/inloggen', { email: member.email, password: member.password })).res.status).toBe(400);
    await admin(`/${account.id}/unblock`, { method: 'POST' });
    expect((await new Visitor().post('/inloggen', { email: member.email, password: member.password })).res.status).toBe(303);
  });

  it('refuses calls without the admin token', async () => {
    const { res } = await call('/admin/accounts?username=x');
    expect(res.status).toBe(401);
  });
});

describe('development mailbox', () => {
  it('lists the sent mails with their links in development, and does not exist in production', async () => {
    const { member } = await loggedInMember();
    const box = await call('/_post');
    expect(box.html).toContain(member.email);
    expect(box.html).toMatch(/<a href="https:\/\/www\.example\.org\/registreren\/verificatie\?code=/);
    expect((await call('/_post', { ENVIRONMENT: 'production' })).res.status).toBe(404);
    const id = /href="\/_post\/(\d+)\/html"/.exec(box.html)?.[1];
    const html = await call(`/_post/${id}/html`);
    expect(html.res.headers.get('content-security-policy')).toMatch(/^sandbox/);
  });
});
