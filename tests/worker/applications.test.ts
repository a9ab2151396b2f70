import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from './app-helpers';
import { apply, formPath, insertVacancies, keyFor, PDF, REGION_RECIPIENT, VACANCIES, VALID } from './application-helpers';
import { get, pageToken } from './helpers';
import { hidden, nextClient } from './memory-test-helpers';
import { drainOutbox, outboxRows } from './outbox-helpers';

type Application = Record<string, string | number | null>;
const received = async (email: string): Promise<Application[]> => {
  await drainOutbox();
  return (await env.DB.prepare('SELECT * FROM vacancy_applications WHERE email = ?1').bind(email).all<Application>()).results;
};

beforeAll(insertVacancies);

describe('application form pages', () => {
  it('shows the long volunteer form with every field of spec section 3, the vacancy named at the top, never cached', async () => {
    const { res, html } = await get(formPath('regional'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<h1>Solliciteren: Gastvrouw Alzheimer Café</h1>');
    for (const name of ['gender', 'firstName', 'insertion', 'lastName', 'city', 'phone', 'email', 'motivation', 'linkedIn', 'cv', 'education']) {
      expect(html, name).toMatch(new RegExp(`name="${name}"`));
    }
    const form = /<form[^>]*id="sollicitatieformulier"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toMatch(/novalidate/i);
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    expect(form).toMatch(/method="post"/);
    expect(hidden(html, 'submissionKey')).toMatch(/^\d+\.[0-9a-f]{32}\.[0-9a-f]{64}$/);
    for (const [name, token] of [['firstName', 'given-name'], ['lastName', 'family-name'], ['city', 'address-level2'], ['phone', 'tel'], ['email', 'email']]) {
      const input = new RegExp(`<input[^>]*id="${name}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(input, name).toMatch(new RegExp(`autocomplete="${token}"`, 'i'));
    }
    expect(html).not.toContain(REGION_RECIPIENT);
  });

  it('leaves the long-only fields out of the short form', async () => {
    const { html } = await get(formPath('regionalShort'));
    for (const name of ['firstName', 'city', 'phone']) expect(html).toContain(`name="${name}"`);
    for (const name of ['linkedIn', 'cv', 'education']) expect(html).not.toContain(`name="${name}"`);
    expect(html).not.toContain('enctype="multipart/form-data"');
  });

  it('gives the contact request its own title and intro', async () => {
    const { html } = await get(formPath('contactRequest'));
    expect(html).toContain('<h1>Vrijblijvend contactverzoek</h1>');
    expect(html).toContain('vrijblijvend gesprek');
    expect(html).toContain('Verstuur contactverzoek');
  });

  it('asks for motivation and CV on the corporate form', async () => {
    const { html } = await get(formPath('corporate'));
    expect(html).toMatch(/Motivatie<span class="an-field__required"> (<!-- -->)?\(verplicht\)/);
    expect(html).toMatch(/Cv<span class="an-field__required"> (<!-- -->)?\(verplicht\)/);
    expect(html).not.toContain('name="gender"');
  });

  it('answers a closed vacancy with a clear gesloten page (410) and no form', async () => {
    const { res, html } = await get(formPath('closed'));
    expect(res.status).toBe(410);
    expect(html).toContain('Deze vacature is gesloten');
    expect(html).not.toContain('name="firstName"');
  });

  it.each([
    ['an unknown vacancy', '/vrijwilligerswerk/bestaat-niet/solliciteren'],
    ['a page that is no vacancy', '/dementie/solliciteren'],
    ['a regional vacancy at a national address', `/vrijwilligerswerk/${VACANCIES.regional.alias.split('/').pop()}/solliciteren`],
  ])('answers %s with 404', async (_, path) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(404);
    expect(html).not.toContain('name="firstName"');
  });

  it('shows the thank-you pages', async () => {
    expect((await get('/vrijwilligerswerk/bedankt-voor-je-sollicitatie')).html).toContain('<h1>Bedankt voor je sollicitatie</h1>');
    expect((await get('/over-ons/werken-bij-alzheimer-nederland/bedankt-voor-je-sollicitatie')).html).toContain('<h1>Bedankt voor je sollicitatie</h1>');
  });
});

describe('applying without JavaScript', () => {
  it('shows every error of an empty form in Dutch: summary with links, inline errors tied to their fields (400)', async () => {
    const { res, html } = await apply('corporate', {});
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toMatch(/<div class="an-error-summary"[^>]*autofocus=""/);
    for (const [field, text] of [
      ['firstName', 'Vul je voornaam in.'],
      ['lastName', 'Vul je achternaam in.'],
      ['email', 'Vul je e-mailadres in.'],
      ['phone', 'Vul je telefoonnummer in.'],
      ['motivation', 'Vul je motivatie in.'],
      ['cv', 'Voeg je cv toe.'],
    ]) {
      expect(html, field).toContain(`<a href="#${field}">${text}</a>`);
      expect(html, field).toMatch(new RegExp(`id="${field}"[^>]*aria-describedby="[^"]*${field}-error`));
    }
    expect(html).toContain('Kies je cv opnieuw');
    expect(await outboxRows()).toHaveLength(0);
  });

  it('keeps every value but the file after an error', async () => {
    const { html } = await apply('regional', { ...VALID, phone: '12345' });
    expect(html).toContain('<a href="#phone">Vul een telefoonnummer van tien cijfers in, bijvoorbeeld 0612345678 of 020 123 4567.</a>');
    for (const value of ['Anna', 'Vries', 'Utrecht', 'anna@voorbeeld.nl', '12345']) expect(html).toContain(`value="${value}"`);
    expect(html).toContain('Ik wil graag gastvrouw worden.</textarea>');
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="female"/);
  });

  it('stores a valid application with its CV, answers 303 to the thank-you page, and delivers it to the origin with the routing of the CMS', async () => {
    const { res } = await apply('regional', { ...VALID, email: 'cv@voorbeeld.nl', linkedIn: 'https://linkedin.example/in/anna', education: 'Hbo' }, { file: { name: 'cv-anna.pdf', bytes: PDF } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/vrijwilligerswerk/bedankt-voor-je-sollicitatie');
    const [row] = await received('cv@voorbeeld.nl');
    expect(row).toMatchObject({
      vacancy_id: String(VACANCIES.regional.id),
      vacancy_type: 'regional',
      vacancy_title: 'Gastvrouw Alzheimer Café',
      region: 'Utrecht stad',
      regio_recipient_email: REGION_RECIPIENT,
      organisation_unit_key: 'RA-UTR',
      first_name: 'Anna',
      phone: '061 234 5678',
      linkedin: 'https://linkedin.example/in/anna',
      attachment_name: 'cv-anna.pdf',
      attachment_type: 'application/pdf',
      attachment_bytes: PDF.byteLength,
    });
    const object = await env.MEDIA.get(String(row!.attachment_key));
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PDF);
  });

  it('never takes routing fields from the post', async () => {
    await apply('regional', { ...VALID, email: 'relay@voorbeeld.nl', RegioRecipientEmail: 'relay@evil.example', Region: 'Elders', Id: '1', regioRecipientEmail: 'x@evil.example' });
    const [row] = await received('relay@voorbeeld.nl');
    expect(row).toMatchObject({ regio_recipient_email: REGION_RECIPIENT, region: 'Utrecht stad', vacancy_id: String(VACANCIES.regional.id) });
  });

  it('sends Open for a national vacancy and no regional routing', async () => {
    await apply('contactRequest', { ...VALID, email: 'open@voorbeeld.nl' });
    expect((await received('open@voorbeeld.nl'))[0]).toMatchObject({ open: 1, vacancy_type: 'landelijk', region: '', regio_recipient_email: '' });
  });

  it('goes to the corporate thank-you page after a corporate application', async () => {
    const { res } = await apply('corporate', { ...VALID, email: 'werk@voorbeeld.nl' }, { file: { name: 'brief.pdf', bytes: PDF } });
    expect(res.headers.get('location')).toBe('/over-ons/werken-bij-alzheimer-nederland/bedankt-voor-je-sollicitatie');
  });

  it('is one application however often the same form is sent (double click, resubmit after a timeout)', async () => {
    const key = await keyFor('regionalShort');
    const posts = await Promise.all([1, 2, 3].map(() => apply('regionalShort', { ...VALID, email: 'twee@voorbeeld.nl' }, { key })));
    expect(posts.map((p) => p.res.status)).toEqual([303, 303, 303]);
    expect(await received('twee@voorbeeld.nl')).toHaveLength(1);
    expect((await outboxRows()).filter((row) => row.id === key.split('.')[1])).toHaveLength(1);
  });

  it('refuses a post to a closed vacancy and keeps nothing', async () => {
    const before = (await outboxRows()).length;
    const { res, html } = await apply('closed', VALID);
    expect(res.status).toBe(410);
    expect(html).toContain('Deze vacature is gesloten');
    expect(await outboxRows()).toHaveLength(before);
  });
});

describe('abuse checks on applications: a clear Dutch message, nothing kept', () => {
  it.each([
    ['sent within the minimum fill time', { key: 'fresh' }, 400, 'heel snel verstuurd'],
    ['with a forged key', { key: '1.' + '0'.repeat(32) + '.' + 'a'.repeat(64) }, 400, 'te lang open'],
    ['with a key of another vacancy', { key: 'other' }, 400, 'te lang open'],
    ['with the hidden field filled in', { fields: { website: 'https://spam.example' } }, 400, 'een veld dat leeg moet blijven'],
  ] as const)('refuses a post %s', async (_, how, status, message) => {
    const before = (await outboxRows()).length;
    const key = 'key' in how ? (how.key === 'fresh' ? await keyFor('national', 0) : how.key === 'other' ? await keyFor('regional') : how.key) : undefined;
    const { res, html } = await apply('national', { ...VALID, ...('fields' in how ? how.fields : {}) }, { key });
    expect(res.status).toBe(status);
    expect(html).toContain(message);
    expect(html).toContain('value="Anna"');
    expect(hidden(html, 'submissionKey')).toMatch(/^\d+\.[0-9a-f]{32}\./);
    expect(await outboxRows()).toHaveLength(before);
  });

  it('refuses the eleventh post of one client within a minute (429)', async () => {
    const client = { 'cf-connecting-ip': '203.0.113.99' };
    for (let i = 0; i < 10; i++) await apply('national', { email: 'x' }, { headers: client });
    const { res, html } = await apply('national', VALID, { headers: client });
    expect(res.status).toBe(429);
    expect(html).toContain('Wacht een minuut');
  });

  it('refuses a file that is not what its name says (a renamed program)', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new TextEncoder().encode('This program cannot be run in DOS mode')]);
    const { res, html } = await apply('regional', { ...VALID, email: 'exe@voorbeeld.nl' }, { file: { name: 'cv.pdf', bytes: exe } });
    expect(res.status).toBe(400);
    expect(html).toContain('<a href="#cv">Je cv moet een pdf- of Word-bestand zijn (.pdf, .doc of .docx).</a>');
    expect(await received('exe@voorbeeld.nl')).toHaveLength(0);
  });

  it.each([
    [2_097_152, 303],
    [2_097_153, 400],
  ])('takes a CV of %d bytes with %d', async (size, status) => {
    const bytes = new Uint8Array(size);
    bytes.set(PDF);
    const { res, html } = await apply('regional', { ...VALID, email: `groot${size}@voorbeeld.nl` }, { file: { name: 'cv.pdf', bytes } });
    expect(res.status).toBe(status);
    if (status === 400) expect(html).toContain('Je cv is te groot. Kies een bestand van niet meer dan 2 MB.');
  });
});

describe('Cloudflare Turnstile, when its keys are configured', () => {
  const keys = { TURNSTILE_SITE_KEY: '1x00000000000000000000AA', TURNSTILE_SECRET_KEY: 'geheim' };
  afterEach(() => vi.restoreAllMocks());

  const send = async (extra: Record<string, string>) => {
    const body = new FormData();
    body.set('csrf_token', await pageToken('/'));
    body.set('submissionKey', await keyFor('national'));
    for (const [name, value] of Object.entries({ ...VALID, ...extra })) body.set(name, value);
    return call(formPath('national'), keys, { method: 'POST', body, headers: { 'cf-connecting-ip': nextClient() } });
  };

  it('puts the widget on the form and allows only its host in the CSP; off by default', async () => {
    const on = await call(formPath('national'), keys);
    expect(on.html).toContain('class="cf-turnstile" data-sitekey="1x00000000000000000000AA"');
    expect(on.res.headers.get('content-security-policy')).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    const off = await get(formPath('national'));
    expect(off.html).not.toContain('cf-turnstile');
    expect(off.res.headers.get('content-security-policy')).not.toContain('challenges.cloudflare.com');
  });

  it('refuses a post that Turnstile does not pass, keeping nothing, and takes one it passes', async () => {
    const verdicts: boolean[] = [false, true];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: verdicts.shift() }));
    const before = (await outboxRows()).length;
    const refused = await send({ email: 'robot@voorbeeld.nl', 'cf-turnstile-response': 'token' });
    expect(refused.res.status).toBe(400);
    expect(refused.html).toContain('We konden niet controleren of het formulier door een mens is verstuurd.');
    expect(await outboxRows()).toHaveLength(before);
    const passed = await send({ email: 'mens@voorbeeld.nl', 'cf-turnstile-response': 'token' });
    expect(passed.res.status).toBe(303);
  });
});
