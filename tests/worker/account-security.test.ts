import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { lastMail, loggedInMember, mailCount, newMember, register, Visitor } from './account-helpers';
import { get } from './helpers';

describe('account security', () => {
  it('gives a new session on login and ends the one the browser brought (no fixation)', async () => {
    // An attacker's own valid session, planted in the victim's browser.
    const attacker = await loggedInMember();
    const planted = attacker.visitor.cookie!;
    const victim = await loggedInMember();
    const browser = new Visitor();
    browser.cookie = planted;
    const login = await browser.post('/inloggen', { email: victim.member.email, password: victim.member.password }, { from: '/inloggen' });
    expect(login.res.status).toBe(303);
    expect(browser.cookie).not.toBe(planted);
    // The planted token opens nothing any more; the new one is the victim's.
    expect((await new Visitor().request('/mijn-account', { headers: { cookie: planted } })).res.status).toBe(403);
    expect((await browser.get('/mijn-account')).html).toContain(`Mijn account (${victim.member.username})`);
  });

  it('refuses every state-changing post without the anti-forgery token or from another site, and changes nothing', async () => {
    const { visitor, member } = await loggedInMember();
    const posts: [string, Record<string, string>][] = [
      ['/registreren', { email: newMember().email, password: 'Zonnebloem2024', passwordRepeat: 'Zonnebloem2024', username: newMember().username, terms: 'on', age: 'on' }],
      ['/inloggen', { email: member.email, password: member.password }],
      ['/uitloggen', {}],
      ['/wachtwoord/vergeten', { email: member.email }],
      ['/wachtwoord/nieuw', { code: 'x'.repeat(43), password: 'Nieuw2024Wachtwoord', passwordRepeat: 'Nieuw2024Wachtwoord' }],
      ['/verificatie-mail-opnieuw-versturen', { email: member.email }],
      ['/mijn-account', { biography: 'Gehackt' }],
      ['/mijn-account/instellingen', { form: 'settings', visibility: 'public', notifications: 'ja', affiliate: 'onderzoek' }],
      ['/mijn-account/verwijderen', { currentPassword: member.password }],
      ['/mijn-account/verwijderen/bevestigen', { code: 'x'.repeat(43) }],
    ];
    const token = await visitor.token('/mijn-account');
    const mailsBefore = await mailCount(member.email);
    for (const [action, fields] of posts) {
      const noToken = await visitor.post(action, fields, { token: null });
      expect(noToken.res.status, `${action} without token`).toBe(403);
      const wrongToken = await visitor.post(action, fields, { token: '1999999999.' + 'a'.repeat(64) });
      expect(wrongToken.res.status, `${action} with a made-up token`).toBe(403);
      const foreign = await visitor.post(action, fields, { token, origin: 'https://evil.example' });
      expect(foreign.res.status, `${action} from another site`).toBe(403);
      expect(foreign.html).toContain('Dit formulier is verlopen');
    }
    // Still logged in, nothing saved, no mail sent.
    expect((await visitor.get('/mijn-account')).res.status).toBe(200);
    const row = await env.SITE_DB.prepare('SELECT profile, visibility FROM accounts WHERE email = ?').bind(member.email).first<{ profile: string; visibility: string }>();
    expect(row?.profile).not.toContain('Gehackt');
    expect(row?.visibility).toBe('private');
    expect(await mailCount(member.email)).toBe(mailsBefore);
  });

  it("does not accept a visitor's (anonymous) token for a logged-in member's post", async () => {
    const { visitor } = await loggedInMember();
    const anonymousToken = await new Visitor().token('/inloggen');
    const answer = await visitor.post('/mijn-account/instellingen', { form: 'settings', visibility: 'public', notifications: 'ja', affiliate: 'onderzoek' }, { token: anonymousToken });
    expect(answer.res.status).toBe(403);
  });

  it('refuses the sixth login attempt on one account within a minute, even from other clients and with the right password', async () => {
    const { member } = await loggedInMember(new Visitor('198.51.100.7'));
    const statuses: number[] = [];
    // The first login (in loggedInMember) counted too: four wrong ones fill the five.
    for (let i = 0; i < 4; i++) statuses.push((await new Visitor(`198.51.100.${20 + i}`).post('/inloggen', { email: member.email, password: 'Verkeerd2024Ww' })).res.status);
    const right = await new Visitor('198.51.100.99').post('/inloggen', { email: member.email, password: member.password });
    expect(statuses).toEqual([400, 400, 400, 400]);
    expect(right.res.status).toBe(429);
    expect(right.html).toContain('Je hebt het te vaak geprobeerd');
  });

  it('answers a password request the same for an existing and an unknown address, and mails only the existing one', async () => {
    const { member } = await loggedInMember();
    const unknown = 'onbekend-' + member.email;
    const a = await new Visitor().post('/wachtwoord/vergeten', { email: member.email });
    const b = await new Visitor().post('/wachtwoord/vergeten', { email: unknown });
    expect([a.res.status, a.res.headers.get('location'), a.html]).toEqual([b.res.status, b.res.headers.get('location'), b.html]);
    expect(a.res.headers.get('location')).toBe('/wachtwoord/vergeten?verstuurd=ja');
    expect((await lastMail(member.email))?.subject).toBe('Kies een nieuw wachtwoord');
    expect(await lastMail(unknown)).toBeNull();
  });

  it('resets the password once per link, within the hour, and ends every session', async () => {
    const { visitor, member } = await loggedInMember();
    await new Visitor().post('/wachtwoord/vergeten', { email: member.email });
    const link = (await lastMail(member.email))!.link!;
    expect(link).toMatch(/^\/wachtwoord\/nieuw\?code=[\w-]{43}$/);
    const page = await visitor.get(link);
    expect(page.res.headers.get('cache-control')).toContain('no-store');
    expect(/autocomplete="new-password"/i.test(page.html)).toBe(true);
    const stranger = new Visitor();
    const weak = await stranger.post('/wachtwoord/nieuw', { code: link.split('=')[1]!, password: 'kort', passwordRepeat: 'kort' }, { from: link });
    expect(weak.res.status).toBe(400);
    expect(weak.html).toContain('Dit wachtwoord voldoet niet');
    const done = await stranger.post('/wachtwoord/nieuw', { code: link.split('=')[1]!, password: 'Nieuwjaar2025Ww', passwordRepeat: 'Nieuwjaar2025Ww' }, { from: link });
    expect(done.res.headers.get('location')).toBe('/inloggen?wachtwoord=ja');
    // The old session is gone, the link is used, the new password works.
    expect((await visitor.get('/mijn-account')).res.status).toBe(403);
    expect((await stranger.get(link)).html).toContain('Deze link werkt niet (meer)');
    const again = await stranger.post('/wachtwoord/nieuw', { code: link.split('=')[1]!, password: 'Tweede2025Ww12', passwordRepeat: 'Tweede2025Ww12' }, { from: '/wachtwoord/vergeten' });
    expect(again.html).toContain('Deze link werkt niet (meer)');
    expect((await new Visitor().post('/inloggen', { email: member.email, password: 'Nieuwjaar2025Ww' })).res.status).toBe(303);
  });

  it('refuses an expired reset link', async () => {
    const { member } = await loggedInMember();
    await new Visitor().post('/wachtwoord/vergeten', { email: member.email });
    const link = (await lastMail(member.email))!.link!;
    await env.SITE_DB.prepare("UPDATE account_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE purpose = 'reset' AND used_at IS NULL").run();
    const page = await new Visitor().get(link);
    expect(page.res.status).toBe(400);
    expect(page.html).toContain('Een link om je wachtwoord te veranderen werkt één uur en één keer');
  });

  it('ends every other session when the password is changed in the settings, and keeps this one', async () => {
    const first = await loggedInMember();
    const second = new Visitor();
    await second.post('/inloggen', { email: first.member.email, password: first.member.password });
    expect((await second.get('/mijn-account')).res.status).toBe(200);
    const wrong = await first.visitor.post('/mijn-account/instellingen', { form: 'password', currentPassword: 'Fout2024Fout', password: 'Anders2025Wachtwoord', passwordRepeat: 'Anders2025Wachtwoord' }, { from: '/mijn-account/instellingen' });
    expect(wrong.html).toContain('Vul het juiste wachtwoord in');
    const change = await first.visitor.post(
      '/mijn-account/instellingen',
      { form: 'password', currentPassword: first.member.password, password: 'Anders2025Wachtwoord', passwordRepeat: 'Anders2025Wachtwoord' },
      { from: '/mijn-account/instellingen' },
    );
    expect(change.res.headers.get('location')).toBe('/mijn-account/instellingen?opgeslagen=wachtwoord');
    expect((await second.get('/mijn-account')).res.status).toBe(403);
    expect((await first.visitor.get('/mijn-account')).res.status).toBe(200);
  });

  it('never caches a logged-in page, and an anonymous page stays a cache hit', async () => {
    const { visitor } = await loggedInMember();
    for (const path of ['/', '/mijn-account', '/inloggen', '/dementie']) {
      const { res } = await visitor.get(path);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(res.headers.get('x-page-cache'), path).toBe('bypass');
    }
    await get('/inloggen');
    const anonymous = await get('/inloggen');
    expect(anonymous.res.headers.get('x-page-cache')).toBe('hit');
    expect(anonymous.html).not.toContain('Mijn account');
  });

  it('clears a cookie that no longer opens a session', async () => {
    const answer = await new Visitor().request('/', { headers: { cookie: '__Host-session=' + 'A'.repeat(43) } });
    expect(answer.res.headers.get('set-cookie')).toContain('__Host-session=; Path=/; Max-Age=0');
  });
});
