import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { chooseMailer } from './mailer';
import { linkMail } from './messages';
import { listMails, mailById } from './outbox';

const base = { SITE_DB: env.SITE_DB, MAIL_FROM: 'Site <noreply@example.org>', MAIL_API_KEY: 'sleutel' };

describe('mail', () => {
  it('goes to the development outbox when no provider is configured', async () => {
    const to = `postvak${Date.now()}@voorbeeld.nl`;
    await chooseMailer({ ...base, MAIL_PROVIDER_URL: '', ENVIRONMENT: 'development' }).send(linkMail('verify', to, 'Anna', 'https://www.example.org/x'));
    const mail = (await listMails(env.SITE_DB)).find((m) => m.to === to);
    expect(mail?.subject).toBe('Bevestig je e-mailadres');
    expect((await mailById(env.SITE_DB, mail!.id))?.text).toContain('https://www.example.org/x');
  });

  it('is refused in production without a provider rather than kept where no one reads it', async () => {
    const mailer = chooseMailer({ ...base, MAIL_PROVIDER_URL: '', ENVIRONMENT: 'production' });
    await expect(mailer.send(linkMail('reset', 'a@voorbeeld.nl', 'Anna', 'https://x'))).rejects.toThrow(/MAIL_PROVIDER_URL/);
  });

  it('is posted as JSON with the API key to the provider, and a refusal throws without the address', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 200;
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status });
    }) as unknown as typeof fetch;
    const mailer = chooseMailer({ ...base, MAIL_PROVIDER_URL: 'https://mail.example.net/emails', ENVIRONMENT: 'production' }, fake);
    await mailer.send(linkMail('reset', 'anna@voorbeeld.nl', 'Anna', 'https://www.example.org/wachtwoord/nieuw?code=abc'));
    expect(calls[0]?.url).toBe('https://mail.example.net/emails');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer sleutel');
    const body = JSON.parse(String(calls[0]?.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ from: 'Site <noreply@example.org>', to: ['anna@voorbeeld.nl'], subject: 'Kies een nieuw wachtwoord' });
    status = 500;
    const error = await mailer.send(linkMail('reset', 'anna@voorbeeld.nl', 'Anna', 'https://x')).catch((e: Error) => e);
    expect(String(error)).toContain('500');
    expect(String(error)).not.toContain('anna@');
  });

  it('says in text and HTML where the link goes and how long it works, with the name escaped', () => {
    const mail = linkMail('delete', 'a@voorbeeld.nl', '<b>Anna</b>', 'https://www.example.org/mijn-account/verwijderen/bevestigen?code=x&y=1');
    expect(mail.text).toContain('https://www.example.org/mijn-account/verwijderen/bevestigen?code=x&y=1');
    expect(mail.text).toContain('De link werkt één uur');
    expect(mail.html).toContain('href="https://www.example.org/mijn-account/verwijderen/bevestigen?code=x&amp;y=1"');
    expect(mail.html).not.toContain('<b>Anna</b>');
  });
});
