import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../env';
import { readConfig } from '../config';
import { requestContext } from '../middleware/context';
import { onError } from '../routes/errors';
import { pageFormToken } from './token';
import { formHandler } from './pipeline';
import type { Delivery, FormDefinition, FormState, Submission } from './types';

/** A small application form: a name, an e-mail address, a CV, a hidden region. */
const Schema = v.object({
  naam: v.pipe(v.string(), v.trim(), v.nonEmpty('FieldMandatory'), v.maxLength(50, 'FieldTooLong')),
  email: v.pipe(v.string(), v.nonEmpty('FieldMandatory'), v.email('InvalidEmail')),
  regio: v.optional(v.picklist(['utrecht', 'zeeland']), 'utrecht'),
  cv: v.optional(v.union([v.literal(''), v.pipe(v.file(), v.maxSize(2_097_152, 'FileTooBig'))]), ''),
});
type Value = v.InferOutput<typeof Schema>;

const BASE = 'https://www.example.org';
const delivered: Submission<Value>[] = [];
const seen: FormState[] = [];
let delivery: () => Promise<Delivery> = () => Promise.resolve({ ok: true });

const definition: FormDefinition<typeof Schema> = {
  name: 'proef',
  maxBytes: 3 * 1024 * 1024,
  schema: Schema,
  fields: ['naam', 'email', 'cv'],
  deliver: (submission) => (delivered.push(submission), delivery()),
  success: (value, { url }) => ({ redirect: `/bedankt?van=${url.pathname}`, headers: { 'x-regio': value.regio } }),
  view: (state) => (seen.push(state), { seo: { title: 'Proefformulier', canonical: null, robots: 'noindex' }, body: <p>{`Proef ${state.status}`}</p> }),
};

function app(form: FormDefinition<typeof Schema>) {
  const hono = new Hono<AppEnv>();
  hono.use('*', requestContext(readConfig(env)));
  hono.post('/forms/proef', formHandler(form));
  hono.onError(onError);
  return hono;
}

async function send(fields: Record<string, string | File>, headers: Record<string, string> = {}, form = definition) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const ctx = createExecutionContext();
  const res = await app(form).fetch(new Request(BASE + '/forms/proef', { method: 'POST', body, headers }), env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

const valid = async () => ({ naam: 'Jan de Vries', email: 'jan@voorbeeld.nl', regio: 'zeeland', csrf_token: await pageFormToken(env) });

afterEach(() => {
  delivered.length = 0;
  seen.length = 0;
  delivery = () => Promise.resolve({ ok: true });
  vi.restoreAllMocks();
});

describe('the form pipeline', () => {
  it('delivers a valid post once, with a fresh idempotency key, and redirects (303, never cached)', async () => {
    const { res } = await send(await valid());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/bedankt?van=/forms/proef');
    expect(res.headers.get('x-regio')).toBe('zeeland');
    expect(res.headers.get('cache-control')).toBe('no-store');
    await send(await valid());
    expect(delivered).toHaveLength(2);
    expect(delivered[0]).toMatchObject({ form: 'proef', value: { naam: 'Jan de Vries', email: 'jan@voorbeeld.nl', regio: 'zeeland', cv: '' } });
    expect(delivered[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(delivered[1]!.id).not.toBe(delivered[0]!.id);
    expect(Date.parse(delivered[0]!.receivedAt)).toBeGreaterThan(Date.parse('2026-01-01'));
  });

  it('answers an island in JSON', async () => {
    const { res, text } = await send(await valid(), { accept: 'application/json' });
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ status: 'ok', redirect: '/bedankt?van=/forms/proef' });
  });

  it('shows the form again with 400, the error keys and the values kept, and delivers nothing', async () => {
    const { res, text } = await send({ ...(await valid()), naam: ' ', email: 'jan@' });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(text).toContain('<p>Proef 400</p>');
    expect(text).toMatch(/<meta name="csrf-token" content="\d+\.[0-9a-f]{64}"\/>/);
    expect(seen[0]).toEqual({ status: 400, values: { naam: ' ', email: 'jan@', regio: 'zeeland' }, errors: { naam: 'FieldMandatory', email: 'InvalidEmail' }, general: false });
    expect(delivered).toHaveLength(0);
  });

  it('answers the error keys in JSON to an island, and a broken hidden field as general', async () => {
    const { res, text } = await send({ ...(await valid()), email: '', regio: 'mars' }, { accept: 'application/json' });
    expect(res.status).toBe(400);
    expect(JSON.parse(text)).toEqual({ status: 'invalid', errors: { email: 'FieldMandatory' }, general: true });
  });

  it('takes a file into the schema but never shows it back', async () => {
    const tooBig = new File([new Uint8Array(2_097_153)], 'cv.pdf', { type: 'application/pdf' });
    const { res } = await send({ ...(await valid()), cv: tooBig });
    expect(res.status).toBe(400);
    expect(seen[0]?.errors).toEqual({ cv: 'FileTooBig' });
    expect(seen[0]?.values).not.toHaveProperty('cv');
    const fine = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    expect((await send({ ...(await valid()), cv: fine })).res.status).toBe(303);
    expect(delivered[0]?.value.cv).toBeInstanceOf(File);
  });

  it('shows the general error with the values kept when delivery fails (502), and logs no value', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    delivery = () => Promise.resolve({ ok: false, reason: 'upstream answered 500' });
    const { res } = await send(await valid());
    expect(res.status).toBe(502);
    expect(seen[0]).toMatchObject({ status: 502, general: true, values: { naam: 'Jan de Vries' } });
    expect(log.mock.calls.flat().join(' ')).toContain('form proef not delivered: upstream answered 500');
    expect(log.mock.calls.flat().join(' ')).not.toContain('jan@voorbeeld.nl');
  });

  it('treats a delivery that throws as not delivered, and reports it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    delivery = () => Promise.reject(new Error('outbox unreachable'));
    const { res, text } = await send(await valid());
    expect(res.status).toBe(502);
    expect(text).not.toContain('outbox unreachable');
    expect(log.mock.calls.some((args) => args[0] === 'reported error' && String(args[2]).includes('outbox unreachable'))).toBe(true);
  });

  it('refuses a post from another site (403) without showing its values', async () => {
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
    for (const headers of foreign) {
      const { res } = await send(await valid(), headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(seen.every((state) => Object.keys(state.values).length === 0)).toBe(true);
    expect(delivered).toHaveLength(0);
  });

  it('takes a post from its own pages, also from a browser that sends neither header', async () => {
    expect((await send(await valid(), { origin: BASE, 'sec-fetch-site': 'same-origin' })).res.status).toBe(303);
    expect((await send(await valid())).res.status).toBe(303);
  });

  it('refuses a missing, forged or expired token (403), with the values kept and a fresh token', async () => {
    const expired = `${Math.floor(Date.now() / 1000) - 60}.${'0'.repeat(64)}`;
    for (const token of ['', 'abc', '9999999999.' + 'f'.repeat(64), expired]) {
      const { res, text } = await send({ ...(await valid()), csrf_token: token });
      expect(res.status, token).toBe(403);
      expect(text).toContain(`<meta name="csrf-token" content="${await pageFormToken(env)}"/>`);
    }
    expect(seen.every((state) => state.values.naam === 'Jan de Vries' && !('csrf_token' in state.values))).toBe(true);
    expect(delivered).toHaveLength(0);
  });

  it('answers 400 to a body that is not a form, and 413 to one over the limit', async () => {
    const ctx = createExecutionContext();
    const notForm = await app(definition).fetch(new Request(BASE + '/forms/proef', { method: 'POST', body: '{"naam":"x"}', headers: { 'content-type': 'application/json' } }), env, ctx);
    expect(notForm.status).toBe(400);
    await notForm.text();
    const small = { ...definition, maxBytes: 100 };
    const { res } = await send({ ...(await valid()), naam: 'x'.repeat(200) }, {}, small);
    expect(res.status).toBe(413);
    expect(seen.at(-1)).toEqual({ status: 413, values: {}, errors: {}, general: true });
  });

  it('answers with the Dutch error page when a form has no page of its own', async () => {
    const { view: _, ...withoutView } = definition;
    const { res, text } = await send({ ...(await valid()), email: 'nee' }, {}, withoutView);
    expect(res.status).toBe(400);
    expect(text).toContain('<html lang="nl"');
    expect(text).not.toMatch(/\bat \S+ \(|\.tsx?:\d+/);
  });
});
