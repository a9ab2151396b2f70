import { describe, expect, it } from 'vitest';
import { turnstilePassed, turnstileSiteKey, TURNSTILE_VERIFY_URL, withinFormLimit } from './abuse';

const request = new Request('https://www.example.org/x', { headers: { 'cf-connecting-ip': '203.0.113.1' } });

describe('Turnstile (optional)', () => {
  it('is on only with both keys', () => {
    expect(turnstileSiteKey({ TURNSTILE_SITE_KEY: '', TURNSTILE_SECRET_KEY: '' })).toBeNull();
    expect(turnstileSiteKey({ TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: '' })).toBeNull();
    expect(turnstileSiteKey({ TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: 'secret' })).toBe('site');
  });

  it('asks siteverify with the secret, the token and the client, and passes on success only', async () => {
    const asked: FormData[] = [];
    const answer = (success: boolean) => (async (url: RequestInfo | URL, init?: RequestInit) => {
      expect(String(url)).toBe(TURNSTILE_VERIFY_URL);
      asked.push(init!.body as FormData);
      return Response.json({ success });
    }) as typeof fetch;
    expect(await turnstilePassed('secret', 'token', request, 'key1', answer(true))).toBe(true);
    expect(await turnstilePassed('secret', 'token', request, 'key1', answer(false))).toBe(false);
    expect(asked[0]!.get('secret')).toBe('secret');
    expect(asked[0]!.get('response')).toBe('token');
    expect(asked[0]!.get('remoteip')).toBe('203.0.113.1');
  });

  it('fails closed: no token, or a check that cannot be made', async () => {
    const never = (async () => {
      throw new Error('unreachable');
    }) as typeof fetch;
    expect(await turnstilePassed('secret', '', request, 'k', never)).toBe(false);
    expect(await turnstilePassed('secret', 'token', request, 'k', never)).toBe(false);
  });
});

describe('the rate limit per client', () => {
  it('counts per form and client address, and lets posts through when the limiter fails', async () => {
    const keys: string[] = [];
    const limiter = { limit: async ({ key }: { key: string }) => (keys.push(key), { success: keys.length < 2 }) } as unknown as RateLimit;
    expect(await withinFormLimit({ FORM_LIMIT: limiter }, 'application', request)).toBe(true);
    expect(await withinFormLimit({ FORM_LIMIT: limiter }, 'application', request)).toBe(false);
    expect(keys).toEqual(['application:203.0.113.1', 'application:203.0.113.1']);
    const broken = { limit: async () => Promise.reject(new Error('down')) } as unknown as RateLimit;
    expect(await withinFormLimit({ FORM_LIMIT: broken }, 'application', request)).toBe(true);
  });
});
