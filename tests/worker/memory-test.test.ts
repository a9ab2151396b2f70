import { describe, expect, it, vi } from 'vitest';
import type { AgeGroup, PointsGroup } from '../../shared/contract/memory-test';
import { generateDemoContent } from '../../origin/demo/generate';
import { signState } from '../../worker/routes/memory-test/state';
import { get, textOf } from './helpers';
import { answersFor, checked, formAction, hasForm, hidden, markup, post, questionIds, walkTest } from './memory-test-helpers';

const SECRET = 'test-form-secret';
const resultNodes = generateDemoContent().nodes.filter((n) => n.type === 'memory_test_result_page');

/** The first paragraph of the demo score text for a kind, age group and points group. */
function expectedText(applicant: string, age: AgeGroup, points: PointsGroup): string {
  const node = resultNodes.find((n) => n.fields.field_applicant === applicant);
  const texts = node?.fields.field_score_text as { age_group: string; points_group: string; text: { value: string } }[];
  const entry = texts.find((t) => t.age_group === age && t.points_group === points);
  if (!entry) throw new Error(`no demo text for ${applicant} ${age} ${points}`);
  return /<p>(.*?)<\/p>/.exec(entry.text.value)?.[1] ?? '';
}

describe('memory test pages', () => {
  it('offers the test for yourself and for someone else on /geheugentest, with breadcrumbs and the newsletter', async () => {
    const { res, html } = await get('/geheugentest');
    expect(res.status).toBe(200);
    expect(textOf(html, /<nav class="an-breadcrumbs[^"]*"[^>]*>([\s\S]*?)<\/nav>/)).toBe('Home Geheugentest');
    expect(html).toContain('href="/geheugentest/zelf"');
    expect(html).toContain('href="/geheugentest/ander"');
    expect(html).toContain('350.000');
    expect(hasForm(html, 'post', '/forms/nieuwsbrief')).toBe(true);
  });

  it('enhances the newsletter form on the entry page only; steps and results carry the plain form (JavaScript budget)', async () => {
    expect((await get('/geheugentest')).html).toContain('data-island="newsletter-form"');
    for (const path of ['/geheugentest/zelf', '/geheugentest/ander/stap2', '/geheugentest/zelf/resultaten']) {
      const { html } = await get(path);
      expect(hasForm(html, 'post', '/forms/nieuwsbrief'), path).toBe(true);
      expect(html, path).toContain(`name="returnTo" value="${path}"`);
      expect(html, path).not.toContain('data-island="newsletter-form"');
    }
  });

  it.each([
    ['/geheugentest/zelf', 1, 3, 9, false, '/geheugentest/zelf/stap2'],
    ['/geheugentest/zelf/stap1', 1, 3, 9, false, '/geheugentest/zelf/stap2'],
    ['/geheugentest/zelf/stap2', 2, 3, 8, false, '/geheugentest/zelf/stap3'],
    ['/geheugentest/zelf/stap3', 3, 3, 8, true, '/geheugentest/zelf/resultaten'],
    ['/geheugentest/ander', 1, 2, 8, false, '/geheugentest/ander/stap2'],
    ['/geheugentest/ander/stap2', 2, 2, 8, true, '/geheugentest/ander/resultaten'],
  ])('%s shows step %i of %i with %i questions (age: %s), posting to %s', async (path, step, total, count, age, action) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(200);
    expect(html).toContain(`Stap ${step} van ${total}`);
    expect(questionIds(html)).toHaveLength(count);
    expect(html.includes('name="leeftijd"')).toBe(age);
    expect(formAction(html)).toBe(action);
    expect(hidden(html, 'stap')).toBe(String(step));
    // Every question is a fieldset with a legend and five radios.
    expect(html.match(/<fieldset/g)).toHaveLength(count + (age ? 1 : 0));
    expect(html.match(/<legend/g)).toHaveLength(count + (age ? 1 : 0));
    expect(html.match(/type="radio"/g)).toHaveLength(count * 5 + (age ? 4 : 0));
    // The introduction only on step 1.
    expect(html.includes('an-mt-intro')).toBe(step === 1);
    expect(textOf(html, /<nav class="an-breadcrumbs[^"]*"[^>]*>([\s\S]*?)<\/nav>/)).toMatch(/^Home Geheugentest Geheugentest voor (jezelf|een ander)$/);
    expect(hasForm(html, 'post', '/forms/nieuwsbrief')).toBe(true);
  });

  it('has the spec age options on the last step', async () => {
    const { html } = await get('/geheugentest/zelf/stap3');
    const values = [...html.matchAll(/name="leeftijd" value="([^"]+)"/g)].map((m) => m[1]);
    expect(values).toEqual(['under64', '64to74', '75plus', 'notSay']);
  });

  it('answers 404 for a step the test does not have', async () => {
    expect((await get('/geheugentest/ander/stap3')).res.status).toBe(404);
  });

  it('renders the result page shell with the noscript notice and the general advice on a plain visit', async () => {
    const { res, html } = await get('/geheugentest/zelf/resultaten');
    expect(res.status).toBe(200);
    expect(html).toContain('De inhoud wordt geladen...');
    expect(html).toMatch(/<noscript>[\s\S]*Begin de test/);
    expect(html).toContain('an-mt-header');
    expect(html).toContain('Geheugentest voor jezelf');
    expect(html).toContain('tel:08001234567');
    expect(hasForm(html, 'get', '/regios')).toBe(true);
    expect(html).toContain('name="zoekterm"');
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  });
});

describe('the test without JavaScript', () => {
  it.each<[number, string, AgeGroup, PointsGroup]>([
    [0, '75plus', 'over_57', '0-9'],
    [9, 'under64', 'up_to_56', '0-9'],
    [10, 'under64', 'up_to_56', '10-20'],
    [20, '64to74', 'over_57', '10-20'],
    [21, 'notSay', 'over_57', '21-43'],
    [43, 'under64', 'up_to_56', '21-43'],
    [44, '75plus', 'over_57', '44-54'],
    [54, 'under64', 'up_to_56', '44-54'],
    [55, '64to74', 'over_57', '55+'],
    [100, 'under64', 'up_to_56', '55+'],
  ])('for oneself, score %i and age %s land on the %s / %s text', async (score, age, ageGroup, pointsGroup) => {
    const { res, html } = await walkTest('/geheugentest/zelf', answersFor(score, 25, 0), age);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain(`Je score is ${score}. De score loopt van 0 tot 100.`);
    expect(html).toContain(expectedText('forMyself', ageGroup, pointsGroup));
    expect(html).toContain(`?score=${score}&amp;dm_ev=${score}`);
    expect(html).toContain('geheugentest-voor-jezelf.pdf');
  });

  it.each<[number, string, AgeGroup, PointsGroup]>([
    [16, '75plus', 'over_57', '10-20'],
    [20, 'under64', 'up_to_56', '10-20'],
    [21, '64to74', 'over_57', '21-43'],
    [43, 'under64', 'up_to_56', '21-43'],
    [44, 'notSay', 'over_57', '44-54'],
    [54, 'under64', 'up_to_56', '44-54'],
    [55, '75plus', 'over_57', '55+'],
    [80, 'under64', 'up_to_56', '55+'],
  ])('for another person, score %i and age %s land on the %s / %s text', async (score, age, ageGroup, pointsGroup) => {
    const { res, html } = await walkTest('/geheugentest/ander', answersFor(score, 16, 1), age);
    expect(res.status).toBe(200);
    expect(html).toContain(`Je score is ${score}. De score loopt van 16 tot 80.`);
    expect(html).toContain(expectedText('forOthers', ageGroup, pointsGroup));
    expect(html).toContain('geheugentest-voor-een-ander.pdf');
  });

  it('refuses a step with unanswered questions: 400, focused error summary linking to the first one, answers kept', async () => {
    const { res, html } = await post('/geheugentest/zelf/stap2', { stap: '1', staat: '', v1: 'option2', v2: 'option3' });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toMatch(/<title>Fout: /);
    const summary = /<div class="an-error-summary"[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    expect(summary).toMatch(/tabindex="-1"/);
    expect(summary).toMatch(/autofocus=""/);
    expect(summary).toContain('<a href="#vraag-v3-1">Let op! Je hebt nog niet alle vragen beantwoord.</a>');
    expect(html).toContain('Stap 1 van 3');
    expect(checked(html)).toEqual({ v1: 'option2', v2: 'option3' });
    expect(markup(html).match(/Je hebt deze vraag nog niet beantwoord\./g)).toHaveLength(7);
    expect(html).toMatch(/aria-describedby="vraag-v3-error"/);
  });

  it('asks for the age on the last step', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `a${i + 9}`);
    const stepOne = await walkTestUntil('/geheugentest/ander', 1);
    const fields = Object.fromEntries([...ids.map((id) => [id, 'option3']), ['stap', '2'], ['staat', hidden(stepOne, 'staat')]]);
    const { res, html } = await post('/geheugentest/ander/resultaten', fields);
    expect(res.status).toBe(400);
    expect(html).toContain('<a href="#vraag-leeftijd-1">Maak alsjeblieft een keuze.</a>');
    expect(markup(html)).not.toContain('Let op! Je hebt nog niet alle vragen beantwoord.');
  });

  it('goes back a step without checking, keeping every answer', async () => {
    const stepTwo = await walkTestUntil('/geheugentest/ander', 1);
    const { res, html } = await post('/geheugentest/ander', { stap: '2', staat: hidden(stepTwo, 'staat'), actie: 'vorige', a9: 'option5' });
    expect(res.status).toBe(200);
    expect(html).toContain('Stap 1 van 2');
    expect(Object.keys(checked(html))).toHaveLength(8);
    const forward = await post('/geheugentest/ander/stap2', { stap: '1', staat: hidden(html, 'staat'), ...checked(html) });
    expect(checked(forward.html)).toEqual({ a9: 'option5' });
  });

  it('sends a visitor who skipped a step back to it, carrying what they answered', async () => {
    const stepTwo = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`v${i + 10}`, 'option2']));
    const { res, html } = await post('/geheugentest/zelf/stap3', { stap: '2', staat: '', ...stepTwo });
    expect(res.status).toBe(400);
    expect(html).toContain('Stap 1 van 3');
    expect(html).toContain('Je hebt deze stap nog niet helemaal ingevuld.');
    const stepOne = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`v${i + 1}`, 'option1']));
    const next = await post('/geheugentest/zelf/stap2', { stap: '1', staat: hidden(html, 'staat'), ...stepOne });
    expect(checked(next.html)).toEqual(stepTwo);
  });

  it('ignores a tampered, foreign or expired signed field', async () => {
    const stepTwo = await walkTestUntil('/geheugentest/zelf', 1);
    const token = hidden(stepTwo, 'staat');
    // Change the signed payload ('eyJr…' is '{"k…'); the signature no longer matches.
    const tampered = (token.startsWith('e') ? 'f' : 'e') + token.slice(1);
    const fields = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`v${i + 10}`, 'option1']));
    const a = await post('/geheugentest/zelf/stap3', { ...fields, stap: '2', staat: tampered });
    expect(a.html).toContain('Stap 1 van 3');

    const foreign = await signState(SECRET, 'forOthers', { answers: { v1: 'option1' }, age: null });
    const b = await post('/geheugentest/zelf/stap3', { ...fields, stap: '2', staat: foreign });
    expect(b.html).toContain('Stap 1 van 3');

    const old = await signState(SECRET, 'forMyself', { answers: { v1: 'option1' }, age: null }, Date.now() - 3 * 3600_000);
    const c = await post('/geheugentest/zelf/stap3', { ...fields, stap: '2', staat: old });
    expect(c.html).toContain('Het is te lang geleden dat je aan de test begon.');
  });

  it('never logs the answers and never puts them in a URL', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m));
    const { html } = await walkTest('/geheugentest/zelf', answersFor(37, 25, 0), 'under64');
    const logged = spies.flatMap((s) => s.mock.calls.map((call) => call.map(String).join(' '))).join('\n');
    spies.forEach((s) => s.mockRestore());
    expect(logged).not.toMatch(/option[1-5]|under64|staat/);
    const links = [...html.matchAll(/(?:href|action)="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(links.filter((l) => /option[1-5]|v1=|staat=/.test(l))).toEqual([]);
    for (const form of html.match(/<form[^>]*>/g) ?? []) {
      if (form.includes('action="/regios"')) continue;
      expect(form).toContain('method="post"');
    }
  });

  it('keeps plain visits cacheable and answers to posts uncacheable', async () => {
    const visit = await get('/geheugentest/zelf');
    expect(visit.res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(visit.res.headers.get('x-page-cache')).not.toBe('bypass');
    const { res } = await post('/geheugentest/zelf/stap2', { stap: '1' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

/** Posts step 1 complete and returns the HTML of step 2. */
async function walkTestUntil(start: string, steps: 1): Promise<string> {
  const first = await get(start);
  const fields: Record<string, string> = { stap: String(steps), staat: '' };
  for (const id of questionIds(first.html)) fields[id] = 'option3';
  const { html } = await post(formAction(first.html), fields);
  return html;
}
