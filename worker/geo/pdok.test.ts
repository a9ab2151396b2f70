import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../content/errors';
import type { UpstreamFetch } from '../content/fetcher';
import { ContentSource } from '../content/source';
import { createGeocoder, pdokGeocoder } from '.';
import { pdokFetch, pdokQuery, PDOK_PATH } from './pdok';
import amersfoort from './pdok-answers/amersfoort.json';
import hetHogeland from './pdok-answers/het-hogeland.json';
import postcode from './pdok-answers/postcode-3811ab.json';
import nothingFound from './pdok-answers/nothing-found.json';

/** A stand-in Locatieserver: answers every search with one recorded answer (or status), and counts the calls. */
function locatieserver(answer: unknown, status = 200) {
  const calls: string[] = [];
  const upstream: UpstreamFetch = async (path) => {
    calls.push(path);
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  };
  const geocode = pdokGeocoder(new ContentSource(upstream, { kv: env.CACHE, waitUntil: () => undefined, report: () => undefined }));
  return { geocode, calls };
}

// Every test asks for a place of its own: answers are cached per place (KV and the isolate's copy).
describe('PDOK adapter', () => {
  it('reads a town: its point from centroide_ll (lon lat) and the town as label', async () => {
    const { geocode, calls } = locatieserver(amersfoort);
    expect(await geocode('Amersfoort')).toEqual({ lat: 52.15616989, lon: 5.38763209, label: 'Amersfoort' });
    const url = new URL(`https://pdok.test${calls[0]}`);
    expect(url.pathname).toBe(PDOK_PATH);
    expect(url.searchParams.get('q')).toBe('amersfoort');
    expect(url.searchParams.get('fq')).toBe('type:(woonplaats OR gemeente OR postcode)');
    expect(url.searchParams.get('rows')).toBe('1');
  });

  it('reads a municipality as "gemeente …"', async () => {
    const { geocode } = locatieserver(hetHogeland);
    expect(await geocode('Het Hogeland')).toEqual({ lat: 53.38519362, lon: 6.52427155, label: 'gemeente Het Hogeland' });
  });

  it('reads a postcode as "3811 AB Amersfoort"', async () => {
    const { geocode } = locatieserver(postcode);
    expect(await geocode('3811AB')).toEqual({ lat: 52.15503215, lon: 5.38658412, label: '3811 AB Amersfoort' });
  });

  it('answers null when nothing is found', async () => {
    const { geocode } = locatieserver(nothingFound);
    expect(await geocode('Xyzzyplaats')).toBeNull();
  });

  it('throws an UpstreamError when the service fails, so a page can say "try again later" instead of "not found"', async () => {
    const { geocode } = locatieserver({ message: 'internal error' }, 500);
    await expect(geocode('Storingsdorp')).rejects.toBeInstanceOf(UpstreamError);
  });

  it('throws an UpstreamError on an answer that is not the Locatieserver format', async () => {
    const { geocode } = locatieserver('<html>onderhoud</html>');
    await expect(geocode('Onderhoudsdorp')).rejects.toBeInstanceOf(UpstreamError);
  });

  it('asks once per place however it is typed, then answers from the cache', async () => {
    const { geocode, calls } = locatieserver(amersfoort);
    await geocode('Leusden');
    await geocode('  LEUSDEN ');
    expect(calls).toHaveLength(1);
  });

  it('needs no call for coordinates or for blank text', async () => {
    const { geocode, calls } = locatieserver(amersfoort);
    expect(await geocode('52.1550, 5.3875')).toEqual({ lat: 52.155, lon: 5.3875, label: '52.1550, 5.3875' });
    expect(await geocode('   ')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe('pdokFetch', () => {
  it('sends the search to the configured URL with the query the adapter built', async () => {
    const seen: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL) => {
      seen.push(String(input instanceof Request ? input.url : input));
      return new Response('{}');
    };
    try {
      await pdokFetch('https://locatieserver.test/free', 1000)(`${PDOK_PATH}?${pdokQuery('Zeist')}`);
    } finally {
      globalThis.fetch = original;
    }
    expect(seen).toEqual([`https://locatieserver.test/free?${pdokQuery('Zeist')}`]);
  });
});

describe('createGeocoder', () => {
  const options = { kv: null, waitUntil: () => undefined, report: () => undefined };

  it('asks PDOK at GEOCODER_URL when a real backend is the upstream', async () => {
    const seen: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL) => {
      seen.push(String(input instanceof Request ? input.url : input));
      return new Response(JSON.stringify(amersfoort));
    };
    try {
      const upstream: UpstreamFetch = async () => new Response('{}', { status: 500 });
      const geocode = createGeocoder(
        { upstream: { url: 'https://cms.test', timeoutMs: 1000 }, geocoder: { url: 'https://locatieserver.test/free', timeoutMs: 1000 } },
        new ContentSource(upstream, options),
        options,
      );
      expect((await geocode('Amersfoort'))?.label).toBe('Amersfoort');
    } finally {
      globalThis.fetch = original;
    }
    expect(seen[0]).toMatch(/^https:\/\/locatieserver\.test\/free\?q=amersfoort&/);
  });

  it('asks the embedded origin’s gazetteer when there is no backend URL, never the network', async () => {
    const paths: string[] = [];
    const upstream: UpstreamFetch = async (path) => {
      paths.push(path);
      return Response.json({ Lat: 52.09, Lon: 5.12, Label: 'Utrecht' });
    };
    const geocode = createGeocoder(
      { upstream: { url: '', timeoutMs: 1000 }, geocoder: { url: 'https://locatieserver.test/free', timeoutMs: 1000 } },
      new ContentSource(upstream, options),
      options,
    );
    expect(await geocode('Utrecht')).toEqual({ lat: 52.09, lon: 5.12, label: 'Utrecht' });
    expect(paths).toEqual(['/api/v1/geo/geocode?query=utrecht']);
  });
});
