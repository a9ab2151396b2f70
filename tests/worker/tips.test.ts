import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addMonths, queueDueTips, subscribe, unsubscribeCode } from '../../worker/tips/series';
import { BASE, get, pageToken } from './helpers';
import { drainOutbox } from './outbox-helpers';
import { CookieJar, locationOf } from './training-helpers';

const mailsTo = async (to: string) =>
  (await env.SITE_DB.prepare('SELECT subject, text_body, headers FROM dev_mailbox WHERE to_address = ?1 ORDER BY id').bind(to).all<{ subject: string; text_body: string; headers: string | null }>()).results;
const seriesOf = (email: string) => env.SITE_DB.prepare('SELECT id, sent, next_at FROM tips_subscriptions WHERE email = ?1').bind(email).first<{ id: number; sent: number; next_at: string }>();

/** Runs the cron's tips step on the first of each month for `months` months from `from`, delivering what it queues. */
async function runMonths(from: Date, months: number): Promise<void> {
  for (let m = 0; m <= months; m++) {
    await queueDueTips(env, BASE, addMonths(from, m));
    // A cron run twice in the same minute queues nothing twice.
    await queueDueTips(env, BASE, addMonths(from, m));
    await drainOutbox();
  }
}

describe('the tips series', () => {
  it('sends the carer tips exactly six times, one a month, each with a one-click unsubscribe, then forgets the address', async () => {
    const start = new Date(Date.UTC(2026, 0, 31, 10));
    await subscribe(env.SITE_DB, 'mantelzorg', 'Carer@Voorbeeld.nl', start);
    await runMonths(start, 9);
    const mails = await mailsTo('carer@voorbeeld.nl');
    expect(mails.map((m) => m.subject)).toEqual([
      'Tip 1: kleine pauzes tellen ook',
      'Tip 2: vraag om hulp, en wees concreet',
      'Tip 3: praat met lotgenoten',
      'Tip 4: regel zaken op tijd',
      'Tip 5: zorg voor je eigen gezondheid',
      'Tip 6: kijk terug, en vooruit',
    ]);
    for (const mail of mails.slice(0, 5)) {
      const headers = JSON.parse(mail.headers ?? '{}') as Record<string, string>;
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(headers['List-Unsubscribe']).toMatch(/^<https:\/\/www\.example\.org\/tips\/afmelden\?code=[\w.-]+>$/);
      expect(mail.text_body).toContain('/tips/afmelden?code=');
    }
    expect(mails[5]?.text_body).toContain('We hebben je e-mailadres gewist.');
    expect(await seriesOf('carer@voorbeeld.nl')).toBeNull();
    const copies = await env.SITE_DB.prepare("SELECT COUNT(*) AS n FROM form_outbox WHERE fields LIKE '%carer@voorbeeld.nl%'").first<{ n: number }>();
    expect(copies?.n).toBe(0);
  });

  it('sends the training tips every two months: the second mail comes two months after the first', async () => {
    const start = new Date(Date.UTC(2026, 2, 1, 8));
    await subscribe(env.SITE_DB, 'training', 'werk@voorbeeld.nl', start);
    await runMonths(start, 1);
    expect(await mailsTo('werk@voorbeeld.nl')).toHaveLength(1);
    await runMonths(addMonths(start, 2), 0);
    expect(await mailsTo('werk@voorbeeld.nl')).toHaveLength(2);
    expect((await seriesOf('werk@voorbeeld.nl'))?.next_at).toBe(addMonths(start, 4).toISOString());
  });

  it('makes one series of a double sign-up', async () => {
    const start = new Date(Date.UTC(2026, 5, 1, 8));
    await subscribe(env.SITE_DB, 'mantelzorg', 'twee@voorbeeld.nl', start);
    await runMonths(start, 0);
    await subscribe(env.SITE_DB, 'mantelzorg', 'TWEE@voorbeeld.nl ', addMonths(start, 0));
    await runMonths(start, 1);
    expect(await mailsTo('twee@voorbeeld.nl')).toHaveLength(2);
  });

  it('stops on unsubscribe: from the page (a button, then a page) or one click from the mail program (RFC 8058)', async () => {
    const start = new Date(Date.UTC(2026, 3, 1, 8));
    for (const email of ['knop@voorbeeld.nl', 'klik@voorbeeld.nl']) await subscribe(env.SITE_DB, 'mantelzorg', email, start);
    await runMonths(start, 1);
    const link = (text: string) => /(\/tips\/afmelden\?code=[\w.%-]+)/.exec(text)?.[1] ?? '';
    const page = await get(link((await mailsTo('knop@voorbeeld.nl'))[1]!.text_body));
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('Meld mij af');
    // Opening the link changed nothing (a mail scanner may open it).
    expect(await seriesOf('knop@voorbeeld.nl')).not.toBeNull();
    const form = await new CookieJar().post(link((await mailsTo('knop@voorbeeld.nl'))[1]!.text_body), [['bevestig', 'ja']]);
    expect(locationOf(form.res)).toBe('/tips/afmelden?afgemeld=1');
    const oneClick = await SELF.fetch(BASE + link((await mailsTo('klik@voorbeeld.nl'))[0]!.text_body), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    await oneClick.text();
    await runMonths(start, 8);
    expect(await mailsTo('knop@voorbeeld.nl')).toHaveLength(2);
    expect(await mailsTo('klik@voorbeeld.nl')).toHaveLength(2);
    expect(await seriesOf('klik@voorbeeld.nl')).toBeNull();
  });

  it('refuses a forged or unknown unsubscribe code with a Dutch message', async () => {
    const forged = await unsubscribeCode('another-secret-of-enough-length', 1);
    const page = await new CookieJar().post(`/tips/afmelden?code=${encodeURIComponent(forged)}`, [['bevestig', 'ja']]);
    expect(page.res.status).toBe(400);
    expect(page.html).toContain('Deze afmeldlink werkt niet.');
    const oneClick = await SELF.fetch(`${BASE}/tips/afmelden?code=${encodeURIComponent(forged)}`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.status).toBe(400);
    await oneClick.text();
  });

  it('starts the monthly series from the carer test result page, through the form pipeline', async () => {
    const token = await pageToken('/mantelzorgtest/resultaat');
    const res = await new CookieJar().post('/mantelzorgtest/resultaat', [
      ['csrf_token', token],
      ['email', 'uitslag@voorbeeld.nl'],
      ['website', ''],
    ]);
    expect(res.res.status).toBe(303);
    expect(locationOf(res.res)).toBe('/mantelzorgtest/resultaat?tips=aangemeld');
    expect(await seriesOf('uitslag@voorbeeld.nl')).toMatchObject({ sent: 0 });
    const invalid = await new CookieJar().post('/mantelzorgtest/resultaat', [
      ['csrf_token', token],
      ['email', 'geen-adres'],
    ]);
    expect(invalid.res.status).toBe(400);
    expect(invalid.html).toContain('Vul een geldig e-mailadres in');
  });
});
