import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { withinLimits } from './rate-limit';

const request = (ip: string) => new Request('https://www.example.org/inloggen', { method: 'POST', headers: { 'cf-connecting-ip': ip } });

describe('community rate limits (the Workers rate-limiting binding, run by Miniflare)', () => {
  it('allow 5 login attempts per account a minute and refuse the rest, from any client', async () => {
    const email = `doelwit${Date.now()}@voorbeeld.nl`;
    const outcomes: boolean[] = [];
    // Ten different clients, one account: the per-account limit still holds.
    for (let i = 0; i < 10; i++) outcomes.push(await withinLimits(env, 'login', request(`198.51.100.${i}`), email));
    expect(outcomes.slice(0, 5)).toEqual([true, true, true, true, true]);
    expect(outcomes.slice(5)).toEqual([false, false, false, false, false]);
  });

  it('count an address in any case as the same account', async () => {
    const email = `hoofdletters${Date.now()}@voorbeeld.nl`;
    for (let i = 0; i < 5; i++) await withinLimits(env, 'login', request(`203.0.113.${i}`), email);
    expect(await withinLimits(env, 'login', request('203.0.113.99'), email.toUpperCase())).toBe(false);
  });

  it('allow 20 posts per client a minute across accounts, then refuse that client only', async () => {
    const ip = `192.0.2.${Date.now() % 200}`;
    const outcomes: boolean[] = [];
    for (let i = 0; i < 21; i++) outcomes.push(await withinLimits(env, 'register', request(ip)));
    expect(outcomes.filter(Boolean)).toHaveLength(20);
    expect(outcomes[20]).toBe(false);
    expect(await withinLimits(env, 'register', request('192.0.2.250'))).toBe(true);
  });
});
