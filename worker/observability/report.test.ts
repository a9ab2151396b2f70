import { describe, expect, it, vi } from 'vitest';
import { buildEvent, createReporter, parseDsn } from './report';

describe('error reporting', () => {
  it('reads a Sentry DSN into its store endpoint and key', () => {
    expect(parseDsn('https://abc123@o1.ingest.example.org/42')).toEqual({ endpoint: 'https://o1.ingest.example.org/api/42/store/', key: 'abc123' });
    expect(parseDsn('https://abc@self-hosted.example.org/sentry/7')).toEqual({ endpoint: 'https://self-hosted.example.org/sentry/api/7/store/', key: 'abc' });
    expect(parseDsn('')).toBeNull();
    expect(parseDsn('not a url')).toBeNull();
    expect(parseDsn('https://example.org/42')).toBeNull();
  });

  it('builds an event with the exception, the request and tags', () => {
    const event = buildEvent(new TypeError('kapot'), { url: 'https://www.example.org/x', method: 'GET', tags: { stage: 'test' } }, 'production');
    expect(event).toMatchObject({ level: 'error', environment: 'production', request: { url: 'https://www.example.org/x' }, tags: { stage: 'test' } });
    expect(JSON.stringify(event.exception)).toContain('kapot');
  });

  it('sends to the service in the background, with the auth header', async () => {
    const send = vi.fn(async () => new Response('{}'));
    const pending: Promise<unknown>[] = [];
    createReporter({ dsn: 'https://key1@errors.example.org/9', environment: 'test' }, (p) => pending.push(p), send)(new Error('x'));
    await Promise.all(pending);
    expect(send).toHaveBeenCalledOnce();
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://errors.example.org/api/9/store/');
    expect(new Headers(init.headers).get('x-sentry-auth')).toContain('sentry_key=key1');
  });

  it('is silent without a DSN, and a failing service never throws', async () => {
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    const pending: Promise<unknown>[] = [];
    createReporter({ dsn: '', environment: 'test' }, (p) => pending.push(p), send)(new Error('x'));
    expect(send).not.toHaveBeenCalled();
    createReporter({ dsn: 'https://k@e.example.org/1', environment: 'test' }, (p) => pending.push(p), send)(new Error('x'));
    await expect(Promise.all(pending)).resolves.toBeDefined();
  });
});

describe('scrub', () => {
  it('removes mail-link codes, tokens and e-mail addresses from what is logged or reported', async () => {
    const { scrub } = await import('./report');
    const line = scrub('https://www.example.org/wachtwoord/nieuw?code=abcDEF123&page=2');
    expect(line).toBe('https://www.example.org/wachtwoord/nieuw?code=verwijderd&page=2');
    expect(scrub('login failed for anna@voorbeeld.nl')).toBe('login failed for [e-mailadres]');
    expect(scrub('/registreren/verificatie?code=xyz')).toBe('/registreren/verificatie?code=verwijderd');
  });

  it("removes a visitor's position ('Gebruik mijn locatie') but keeps a typed place", async () => {
    const { scrub } = await import('./report');
    expect(scrub('https://www.example.org/activiteiten/zoeken?plaats=52.1550%2C+5.3875&afstand=10')).toBe('https://www.example.org/activiteiten/zoeken?plaats=[positie]&afstand=10');
    expect(scrub('upstream /api/v1/region/activities/closest?query=52.1550%2C%205.3875 failed')).toBe('upstream /api/v1/region/activities/closest?query=[positie] failed');
    expect(scrub('https://www.example.org/activiteiten/zoeken?plaats=Amersfoort&afstand=10')).toBe('https://www.example.org/activiteiten/zoeken?plaats=Amersfoort&afstand=10');
  });
});
