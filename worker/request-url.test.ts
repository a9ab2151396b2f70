import { describe, expect, it } from 'vitest';
import { requestUrl } from './request-url';

describe('requestUrl', () => {
  it('parses a request URL once and gives the same answer for that request, another for another request', () => {
    const request = new Request('https://www.example.org/dementie/%C3%A9?debug=true&x=1');
    const url = requestUrl(request);
    expect(requestUrl(request)).toBe(url);
    expect([url.pathname, url.searchParams.get('debug'), url.origin]).toEqual(['/dementie/%C3%A9', 'true', 'https://www.example.org']);
    expect(requestUrl(new Request('https://www.example.org/ander')).pathname).toBe('/ander');
  });
});
