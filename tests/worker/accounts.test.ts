import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { lastMail, loggedInMember, newMember, register, Visitor } from './account-helpers';

describe('registration and verification', () => {
  it('registers, mails a single-use link, verifies, and then lets the member log in', async () => {
    const visitor = new Visitor();
    const { member, answer } = await register(visitor, newMember(), { newsletter: 'on', profileConsent: 'on', relationship: 'partner', shareRelationship: 'on' });
    expect(answer.res.status).toBe(303);
    expect(answer.res.headers.get('location')).toBe('/registreren/bevestiging');
    const confirmation = await visitor.get('/registreren/bevestiging');
    expect(confirmation.html).toContain('Het kan tot 15 minuten duren');

    // Before verification the login is refused with the one message.
    const early = await visitor.post('/inloggen', { email: member.email, password: member.password });
    expect(early.html).toContain('De combinatie van e-mailadres en wachtwoord werd niet herkend.');

    const mail = await lastMail(member.email);
    expect(mail?.subject).toBe('Bevestig je e-mailadres');
    expect(mail?.text).toContain('De link werkt 24 uur en één keer.');
    const verify = await visitor.get(mail!.link!);
    expect(verify.res.headers.get('location')).toBe('/registreren/verificatie?uitkomst=gelukt');
    expect((await visitor.get('/registreren/verificatie?uitkomst=gelukt')).html).toContain('Je e-mailadres is bevestigd');

    const login = await visitor.post('/inloggen', { email: member.email, password: member.password });
    expect(login.res.status).toBe(303);
    expect(login.res.headers.get('location')).toBe('/mijn-account');
    const stored = await env.SITE_DB.prepare('SELECT newsletter, profile FROM accounts WHERE email = ?').bind(member.email).first<{ newsletter: number; profile: string }>();
    expect(stored?.newsletter).toBe(1);
    // The opt-in reached the newsletter sign-up of the backend once the address was confirmed.
    const signup = await env.DB.prepare('SELECT 1 AS found FROM newsletter_signups WHERE recipient_email = ?').bind(member.email).first();
    expect(signup).not.toBeNull();
    expect(JSON.parse(stored!.profile)).toMatchObject({ relationship: 'partner', share: { relationship: true, phase: false } });
  });

  it('shows the failure screen (retry after 5 minutes) for a made-up link', async () => {
    const visitor = new Visitor();
    const answer = await visitor.get('/registreren/verificatie?code=' + 'x'.repeat(43));
    expect(answer.res.headers.get('location')).toBe('/registreren/verificatie?uitkomst=mislukt');
    const page = await visitor.get('/registreren/verificatie?uitkomst=mislukt');
    expect(page.html).toContain('Probeer het over 5 minuten opnieuw');
  });

  it('answers a second click on the link (a mail scanner opened it first) still with success', async () => {
    const visitor = new Visitor();
    const { member } = await register(visitor);
    const link = (await lastMail(member.email))!.link!;
    await visitor.get(link);
    expect((await visitor.get(link)).res.headers.get('location')).toBe('/registreren/verificatie?uitkomst=gelukt');
  });

  it('says an address is in use and points to logging in or a new password', async () => {
    const first = newMember();
    await register(new Visitor(), first);
    const { answer } = await register(new Visitor(), { ...newMember(), email: first.email.toUpperCase() });
    expect(answer.res.status).toBe(400);
    expect(answer.html).toContain('Dit e-mailadres is al in gebruik. Log in, of vraag een nieuw wachtwoord aan');
    expect(answer.html).toMatch(/<a href="#email">/);
  });

  it('refuses a username that is taken in another case', async () => {
    const first = newMember();
    await register(new Visitor(), first);
    const { answer } = await register(new Visitor(), { ...newMember(), username: first.username.toLowerCase() });
    expect(answer.html).toContain('Deze gebruikersnaam is al bezet');
  });

  it('keeps what was typed on an error, but never a password', async () => {
    const member = newMember();
    const { answer } = await register(new Visitor(), member, { age: '' });
    expect(answer.res.status).toBe(400);
    expect(answer.res.headers.get('cache-control')).toContain('no-store');
    expect(answer.html).toContain(`value="${member.email}"`);
    expect(answer.html).toContain(`value="${member.username}"`);
    expect(answer.html).not.toContain(member.password);
    expect(answer.html).toMatch(/<title>Fout: /);
    expect(answer.html).toContain('autofocus');
  });

  it('resends the verification mail with the same answer whether or not the address is waiting', async () => {
    const visitor = new Visitor();
    const { member } = await register(visitor);
    const known = await visitor.post('/verificatie-mail-opnieuw-versturen', { email: member.email });
    const unknown = await visitor.post('/verificatie-mail-opnieuw-versturen', { email: 'niemand-' + member.email });
    expect(known.res.status).toBe(303);
    expect(unknown.res.headers.get('location')).toBe(known.res.headers.get('location'));
    const links = await env.SITE_DB.prepare("SELECT COUNT(*) AS n FROM account_tokens t JOIN accounts a ON a.id = t.account_id WHERE a.email = ? AND t.purpose = 'verify' AND t.used_at IS NULL").bind(member.email).first<{ n: number }>();
    expect(links?.n).toBe(1);
  });
});

describe('login and logout', () => {
  it('gives the one message for a wrong password, an unknown address and an unverified account, with the same status', async () => {
    const { member } = await loggedInMember();
    const unverified = newMember();
    await register(new Visitor(), unverified);
    const answers = await Promise.all([
      new Visitor().post('/inloggen', { email: member.email, password: 'Verkeerd2024Ww' }),
      new Visitor().post('/inloggen', { email: 'onbekend-' + member.email, password: member.password }),
      new Visitor().post('/inloggen', { email: unverified.email, password: unverified.password }),
    ]);
    for (const a of answers) {
      expect(a.res.status).toBe(400);
      expect(a.html).toContain('De combinatie van e-mailadres en wachtwoord werd niet herkend.');
    }
  });

  it('sends the member back to the page they came for, but never to another site', async () => {
    const member = await loggedInMember();
    await member.visitor.post('/uitloggen', {}, { from: '/mijn-account' });
    const back = await member.visitor.post('/inloggen', { email: member.member.email, password: member.member.password, terug: '/mijn-account/instellingen' });
    expect(back.res.headers.get('location')).toBe('/mijn-account/instellingen');
    await member.visitor.post('/uitloggen', {}, { from: '/mijn-account' });
    const away = await member.visitor.post('/inloggen', { email: member.member.email, password: member.member.password, terug: '//evil.example/x' });
    expect(away.res.headers.get('location')).toBe('/');
  });

  it('logs out: the session ends on the server, not only in the browser', async () => {
    const { visitor } = await loggedInMember();
    const cookie = visitor.cookie!;
    const out = await visitor.post('/uitloggen', {}, { from: '/mijn-account' });
    expect(out.res.headers.get('location')).toBe('/inloggen?uitgelogd=ja');
    expect(out.res.headers.get('set-cookie')).toContain('Max-Age=0');
    const replay = await new Visitor().request('/mijn-account', { headers: { cookie } });
    expect(replay.res.status).toBe(403);
  });

  it('shows members-only pages to visitors as the 403 page with log in and register', async () => {
    for (const path of ['/mijn-account', '/mijn-account/instellingen', '/mijn-account/verwijderen']) {
      const { res, html } = await new Visitor().get(path);
      expect(res.status).toBe(403);
      expect(html).toContain('Deze pagina is alleen voor leden');
      expect(html).toContain(`href="/inloggen?terug=${encodeURIComponent(path)}"`);
      expect(html).toContain('href="/registreren"');
    }
  });

  it("shows 'Inloggen' in the header for visitors and the account menu for a member", async () => {
    expect((await new Visitor().get('/')).html).toContain('class="an-account-link" href="/inloggen"');
    const { visitor, member } = await loggedInMember();
    const page = await visitor.get('/');
    expect(page.html).toContain(`Mijn account (${member.username})`);
    expect(page.html).not.toContain('class="an-account-link"');
  });
});
