import { env, SELF } from 'cloudflare:test';
import jpeg from 'jpeg-js';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CarerTestSchema, TrainingSchema, type Training } from '../../shared/contract';
import { slotField, slotsOf } from '../../shared/training/score';
import { buildTrainingContent } from '../../origin/demo/training';
import { BASE, get, pageToken } from './helpers';
import { drainOutbox } from './outbox-helpers';
import { CookieJar, locationOf } from './training-helpers';

const content = buildTrainingContent();
const training = (slug: string): Training => v.parse(TrainingSchema, content.trainings.find((t) => t.slug === slug)!.payload);
const carer = v.parse(CarerTestSchema, content.trainingDocuments.find((d) => d.key === 'carer-test')!.payload);

/** The fields of the right answer to a step (or a wrong one: the first option, the places reversed). */
function answerFields(t: Training, n: number, right = true): [string, string][] {
  const step = t.steps[n - 1]!;
  if (step.kind !== 'scene') throw new Error(`step ${n} is a lesson`);
  const q = step.question;
  if (q.kind === 'single') return [['antwoord', right ? q.correct : q.options.find((o) => o.id !== q.correct)!.id]];
  if (q.kind === 'multiple') return (right ? q.correct : [q.options.find((o) => !q.correct.includes(o.id))!.id]).map((id) => ['antwoord', id]);
  const ids = slotsOf(q).ids;
  return (right ? ids : [...ids].reverse()).map((id, i) => [slotField(i + 1), id]);
}

describe('the carer test without JavaScript', () => {
  it('goes question by question (post/redirect/get) to a result with the articles of its band, keeping nothing on the server', async () => {
    const jar = new CookieJar();
    const start = await jar.get('/mantelzorgtest');
    expect(start.res.status).toBe(200);
    expect(start.html).toContain('href="/mantelzorgtest/vraag/1"');
    for (let n = 1; n <= carer.questions.length; n++) {
      const page = await jar.get(`/mantelzorgtest/vraag/${n}`);
      expect(page.html).toContain(`Vraag ${n} van ${carer.questions.length}`);
      const answer = await jar.post(`/mantelzorgtest/vraag/${n}`, [['antwoord', n <= 6 ? 'vaak' : 'soms']]);
      expect(answer.res.status).toBe(303);
      expect(answer.res.headers.get('set-cookie')).toMatch(/^an-voortgang=[\w-]+\.[\w-]+; Path=\/mantelzorgtest; HttpOnly; SameSite=Lax; Secure$/);
      expect(locationOf(answer.res)).toBe(n < carer.questions.length ? `/mantelzorgtest/vraag/${n + 1}` : '/mantelzorgtest/resultaat');
    }
    const result = await jar.get('/mantelzorgtest/resultaat');
    expect(result.res.headers.get('cache-control')).toBe('private, no-store');
    // 6 × 2 + 6 × 1 = 18 points: the middle band.
    const band = carer.bands.find((b) => b.id === 'zwaar')!;
    expect(result.html).toContain('Je score is 18 van de 36 punten.');
    expect(result.html).toContain(band.title);
    for (const article of band.articles) expect(result.html).toContain(`href="${article.url}"`);
    expect(result.html).not.toContain(carer.bands.find((b) => b.id === 'licht')!.title);
  });

  it('asks again for a question sent without an answer (400, focused summary) and keeps the earlier answers', async () => {
    const jar = new CookieJar();
    await jar.post('/mantelzorgtest/vraag/1', [['antwoord', 'altijd']]);
    const empty = await jar.post('/mantelzorgtest/vraag/2', []);
    expect(empty.res.status).toBe(400);
    expect(empty.html).toContain('Kies een antwoord.');
    expect(empty.html).toMatch(/<title>Fout: /);
    const back = await jar.post('/mantelzorgtest/vraag/2', [['actie', 'vorige']]);
    expect(locationOf(back.res)).toBe('/mantelzorgtest/vraag/1');
    const first = await jar.get('/mantelzorgtest/vraag/1');
    expect(first.html).toMatch(/checked="" value="altijd"/);
  });

  it('sends the last answer back to a question still open, and serves the questions cached to everyone else', async () => {
    const jar = new CookieJar();
    const last = await jar.post(`/mantelzorgtest/vraag/${carer.questions.length}`, [['antwoord', 'nooit']]);
    expect(locationOf(last.res)).toBe('/mantelzorgtest/vraag/1?ontbreekt=1');
    expect((await jar.get('/mantelzorgtest/vraag/1?ontbreekt=1')).html).toContain('Je hebt een eerdere vraag nog niet beantwoord.');
    const plain = await get('/mantelzorgtest/vraag/3');
    expect(plain.res.headers.get('x-page-cache')).toMatch(/miss|hit/);
    expect(plain.res.headers.get('cache-control')).toContain('public');
  });

  it('answers a question number that does not exist with 404', async () => {
    expect((await get('/mantelzorgtest/vraag/13')).res.status).toBe(404);
    expect((await get('/mantelzorgtest/vraag/99')).res.status).toBe(404);
  });
});

describe('a training without JavaScript', () => {
  const t = training('bank');
  const start = '?startingPageUrl=%2Fleven-met-dementie';

  it('gives feedback on every answer, keeps the first answer, and passes to the certificate, whose JPEG and verification page work', async () => {
    const jar = new CookieJar();
    const outcomes: string[] = [];
    for (let n = 1; n <= t.steps.length; n++) {
      const page = await jar.get(`/trainingen/bank/stap/${n}${start}`);
      expect(page.res.status).toBe(200);
      if (t.steps[n - 1]!.kind === 'lesson') continue;
      // One question wrong (the one-choice question of step 1), the rest right.
      const answered = await jar.post(`/trainingen/bank/stap/${n}${start}`, answerFields(t, n, n !== 6));
      expect(answered.res.status).toBe(303);
      expect(locationOf(answered.res)).toBe(`/trainingen/bank/stap/${n}/uitleg${start}`);
      const feedback = await jar.get(locationOf(answered.res));
      expect(feedback.res.headers.get('cache-control')).toBe('private, no-store');
      outcomes.push(/data-verdict="">([^<]+)/.exec(feedback.html)?.[1] ?? '');
    }
    expect(outcomes).toEqual(['Helemaal goed', 'Helemaal goed', 'Helemaal goed', 'Helemaal goed', 'Helaas, dat is niet goed']);
    // A second answer to an answered question changes nothing.
    const again = await jar.post(`/trainingen/bank/stap/6${start}`, answerFields(t, 6, true));
    expect(locationOf(again.res)).toBe(`/trainingen/bank/stap/6/uitleg${start}`);
    const result = await jar.get(`/trainingen/bank/resultaat${start}`);
    expect(result.html).toContain('Je score is 85 procent: 12 van de 14 punten.');
    expect(result.html).toContain('href="/leven-met-dementie"');

    const form = await jar.get(`/trainingen/bank/certificaat${start}`);
    const token = /name="csrf_token" value="([^"]+)"/.exec(form.html)?.[1] ?? '';
    const fields = (first: string): [string, string][] => [
      ['csrf_token', token],
      ['email', 'lotte@voorbeeld.nl'],
      ['voornaam', first],
      ['tussenvoegsel', 'van'],
      ['achternaam', 'Dijk'],
      ['tips', 'ja'],
      ['antwoorden', ''],
    ];
    const refused = await jar.post(`/trainingen/bank/certificaat${start}`, fields('Klootzak'));
    expect(refused.res.status).toBe(400);
    expect(refused.html).toContain('Je tekst bevat een woord dat we hier niet gebruiken: ‘klootzak’.');
    const sent = await jar.post(`/trainingen/bank/certificaat${start}`, fields('Lotte'));
    expect(sent.res.status).toBe(303);
    const page = await get(locationOf(sent.res));
    expect(page.html).toContain('Lotte van Dijk');
    expect(page.html).toContain(t.title);
    expect(page.html).toContain('content="noindex, nofollow"');
    expect(page.html).toContain('https://www.facebook.com/sharer/sharer.php?u=');
    expect(page.html).toContain('https://www.linkedin.com/sharing/share-offsite/?url=');
    const code = /\/certificaat\/([A-Z0-9-]+)\?nieuw=1/.exec(locationOf(sent.res))?.[1] ?? '';
    // A double post is one certificate.
    const twice = await jar.post(`/trainingen/bank/certificaat${start}`, fields('Lotte'));
    expect(locationOf(twice.res)).toBe(locationOf(sent.res));

    const image = await SELF.fetch(`${BASE}/certificaat/${code}/certificaat.jpg`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([bytes[0], bytes[1], bytes[bytes.length - 2], bytes[bytes.length - 1]]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    const decoded = jpeg.decode(bytes, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([1200, 848]);
    // The paper is light and the frame dark blue (not an empty picture).
    const at = (x: number, y: number) => Array.from(decoded.data.slice((y * 1200 + x) * 4, (y * 1200 + x) * 4 + 3));
    expect(at(600, 30).every((c, i) => Math.abs(c - [0, 75, 135][i]!) < 24)).toBe(true);
    expect(at(600, 700).every((c) => c > 220)).toBe(true);

    await drainOutbox();
    const mail = await env.SITE_DB.prepare("SELECT subject, text_body, attachments FROM dev_mailbox WHERE to_address = 'lotte@voorbeeld.nl' ORDER BY id").all<{
      subject: string;
      text_body: string;
      attachments: string | null;
    }>();
    expect(mail.results.map((m) => m.subject)).toEqual([`Je certificaat: ${t.title}`]);
    expect(mail.results[0]?.text_body).toContain(`/certificaat/${code}`);
    // The certificate itself goes with the mail, drawn when the mail was sent.
    const [attached] = JSON.parse(mail.results[0]?.attachments ?? '[]') as { filename: string; contentType: string; base64: string }[];
    expect(attached).toMatchObject({ filename: `certificaat-${code}.jpg`, contentType: 'image/jpeg' });
    const attachedBytes = Uint8Array.from(atob(attached!.base64), (ch) => ch.charCodeAt(0));
    expect(jpeg.decode(attachedBytes, { useTArray: true }).width).toBe(1200);
    expect(await env.SITE_DB.prepare("SELECT series FROM tips_subscriptions WHERE email = 'lotte@voorbeeld.nl'").first()).toEqual({ series: 'training' });
    // The certificate keeps no address; the mail's copy is gone once sent.
    expect(JSON.stringify(await env.SITE_DB.prepare('SELECT * FROM certificates WHERE code = ?1').bind(code).first())).not.toContain('lotte@');
    expect((await env.SITE_DB.prepare('SELECT fields FROM form_outbox WHERE id = ?1').bind(`cert-${code}`).first())?.fields).toBeNull();
  });

  it('refuses the certificate without enough points, whatever the form says', async () => {
    const jar = new CookieJar();
    const token = await pageToken();
    const wrong = JSON.stringify({ answers: Object.fromEntries(t.steps.flatMap((s, i) => (s.kind === 'scene' ? [[s.id, answerFields(t, i + 1, false).map((f) => f[1])]] : []))) });
    const res = await jar.post('/trainingen/bank/certificaat', [
      ['csrf_token', token],
      ['email', 'niet@voorbeeld.nl'],
      ['voornaam', 'Piet'],
      ['tussenvoegsel', ''],
      ['achternaam', 'Bakker'],
      ['antwoorden', wrong],
    ]);
    expect(res.res.status).toBe(400);
    expect(res.html).toContain('Je hebt nog niet genoeg punten voor een certificaat.');
    expect(await env.SITE_DB.prepare("SELECT COUNT(*) AS n FROM certificates WHERE last_name = 'Bakker'").first()).toEqual({ n: 0 });
  });

  it('answers an unknown training, step or certificate with 404, and a post without an answer with 400', async () => {
    expect((await get('/trainingen/bestaat-niet')).res.status).toBe(404);
    expect((await get('/trainingen/bank/stap/7')).res.status).toBe(404);
    expect((await get('/certificaat/AAAA-BBBB-CCCC')).res.status).toBe(404);
    expect((await get('/certificaat/AAAA-BBBB-CCCC/certificaat.jpg')).res.status).toBe(404);
    const empty = await new CookieJar().post('/trainingen/bank/stap/5', []);
    expect(empty.res.status).toBe(400);
    expect(empty.html).toContain('Kies bij elke plek een ander onderdeel.');
  });

  it('carries startingPageUrl on the links of the landing page and inside the training', async () => {
    const landing = await get('/training-omgaan-met-veranderend-gedrag');
    expect(landing.html).toContain('href="/trainingen/bank?startingPageUrl=%2Ftraining-omgaan-met-veranderend-gedrag"');
    const step = await get(`/trainingen/bank/stap/2${start}`);
    expect(step.html).toContain(`href="/trainingen/bank/stap/3${start.replace('?', '?')}"`);
    expect(step.html).toContain('"trainingsId":7007');
    expect(step.html).toContain('"questionId":2');
  });
});
