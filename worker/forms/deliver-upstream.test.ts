import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { postToUpstream } from './deliver-upstream';
import type { DeliverContext, Submission } from './types';

const submission: Submission<{ email: string }> = { form: 'nieuwsbrief', id: '5f0c7c1e-0000-4000-8000-000000000001', receivedAt: '2026-11-25T10:00:00.000Z', value: { email: 'a@voorbeeld.nl' } };

function context(upstream: DeliverContext['upstream']): DeliverContext {
  return { env, upstream, waitUntil: () => undefined, report: () => undefined };
}

describe('delivering to the backend', () => {
  it('posts the fields as multipart with the submission id as idempotency key', async () => {
    let seen: Request | null = null;
    const deliver = postToUpstream('/api/v1/forms/x/send', (s: typeof submission) => ({ RecipientEmail: s.value.email, SentTimeStamp: s.receivedAt }));
    const result = await deliver(
      submission,
      context(async (path, init) => {
        seen = new Request('https://upstream.test' + path, init);
        return new Response(null, { status: 204 });
      }),
    );
    expect(result).toEqual({ ok: true });
    const request = seen as unknown as Request;
    expect(new URL(request.url).pathname).toBe('/api/v1/forms/x/send');
    expect(request.method).toBe('POST');
    expect(request.headers.get('idempotency-key')).toBe(submission.id);
    const form = await request.formData();
    expect(form.get('RecipientEmail')).toBe('a@voorbeeld.nl');
    expect(form.get('SentTimeStamp')).toBe('2026-11-25T10:00:00.000Z');
  });

  it('is not delivered when the backend refuses or cannot be reached, with a reason that names no value', async () => {
    const deliver = postToUpstream('/x', (s: typeof submission) => ({ RecipientEmail: s.value.email }));
    const refused = await deliver(submission, context(async () => new Response('nee', { status: 500 })));
    expect(refused).toEqual({ ok: false, reason: 'upstream answered 500' });
    const down = await deliver(
      submission,
      context(async () => {
        throw new Error('timeout');
      }),
    );
    expect(down).toEqual({ ok: false, reason: 'upstream unreachable (timeout)' });
  });
});
