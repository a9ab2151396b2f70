import { SELF } from 'cloudflare:test';
import type { AnswerValue } from '../../shared/contract/memory-test';
import { ANSWER_VALUES } from '../../shared/contract/memory-test';
import { BASE } from './helpers';

let client = 0;
/**
 * A client address of its own for every post (`cf-connecting-ip`), so the
 * forms' rate limit per client (FORM_LIMIT) counts each test's posts apart;
 * a test of the limit sends its own address.
 */
export const nextClient = (): string => `198.51.100.${(client = (client % 250) + 1)}`;

/** Posts a form like a browser without JavaScript, reading the body. */
export async function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(BASE + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': nextClient(), ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { res, html: await res.text() };
}

/** Decodes the HTML entities React writes in attribute values. */
const unescape = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The value of a hidden field of the step form. */
export function hidden(html: string, name: string): string {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
  return unescape(/value="([^"]*)"/.exec(tag)?.[1] ?? '');
}

/** True when the page has a form with this method and action (in any attribute order). */
export function hasForm(html: string, method: 'get' | 'post', action: string): boolean {
  return (html.match(/<form[^>]*>/g) ?? []).some((tag) => tag.includes(`method="${method}"`) && tag.includes(`action="${action}"`));
}

/** The action of the first form with method post. */
export function formAction(html: string): string {
  const form = (html.match(/<form[^>]*>/g) ?? []).find((tag) => tag.includes('method="post"')) ?? '';
  return unescape(/action="([^"]*)"/.exec(form)?.[1] ?? '');
}

/** Question ids of the step shown, in order (the radio names, age excluded). */
export function questionIds(html: string): string[] {
  const ids = [...html.matchAll(/<input[^>]*type="radio"[^>]*name="([a-z0-9-]+)"/g)].map((m) => m[1] ?? '');
  return [...new Set(ids)].filter((id) => id !== 'leeftijd');
}

/** Names of checked radios and their values. */
export function checked(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input[^>]*type="radio"[^>]*>/g)) {
    if (!/\bchecked=""/.test(tag)) continue;
    const name = /name="([^"]+)"/.exec(tag)?.[1];
    const value = /value="([^"]+)"/.exec(tag)?.[1];
    if (name && value) out[name] = value;
  }
  return out;
}

/** Answers (option values) that add up to `score`, for `count` questions at `min` points per answer. */
export function answersFor(score: number, count: number, min: 0 | 1): AnswerValue[] {
  let rest = score - min * count;
  if (rest < 0 || rest > 4 * count) throw new Error(`score ${score} cannot be made`);
  return Array.from({ length: count }, () => {
    const points = Math.min(4, rest);
    rest -= points;
    return ANSWER_VALUES[points] as AnswerValue;
  });
}

/**
 * Walks a whole test without JavaScript: from step 1, posting each step to
 * the form's action with the signed field carried forward. Returns the final
 * response (the result page, or the first page that refused).
 */
export async function walkTest(startPath: string, answers: AnswerValue[], age: string) {
  let page = await SELF.fetch(BASE + startPath).then(async (res) => ({ res, html: await res.text() }));
  let index = 0;
  for (let guard = 0; guard < 5; guard++) {
    const ids = questionIds(page.html);
    if (ids.length === 0) return page;
    const fields: Record<string, string> = { staat: hidden(page.html, 'staat'), stap: hidden(page.html, 'stap') };
    for (const id of ids) fields[id] = answers[index++] ?? 'option1';
    if (page.html.includes('name="leeftijd"')) fields.leeftijd = age;
    page = await post(formAction(page.html), fields);
    if (page.res.status !== 200) return page;
  }
  throw new Error('the test did not end');
}

/** The page without its islands' props: the texts an island may show travel there too, shown or not. */
export const markup = (html: string): string => html.replace(/<script type="application\/json" data-island-props="[^"]*">[\s\S]*?<\/script>/g, '');
