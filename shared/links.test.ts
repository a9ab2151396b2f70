import { describe, expect, it } from 'vitest';
import { linkInfo, parsedLinkInfo } from './links';

describe('link rules', () => {
  it('keeps site links in the same tab', () => {
    expect(linkInfo('/dementie', '/')).toEqual({ href: '/dementie', external: false, attrs: {} });
    expect(linkInfo('https://www.example.org/nieuws', '/', 'www.example.org').external).toBe(false);
  });

  it('opens other hosts in a new tab with opener and referrer protection', () => {
    expect(linkInfo('https://shop.example.org/', '/')).toEqual({
      href: 'https://shop.example.org/',
      external: true,
      attrs: { target: '_blank', rel: 'noopener noreferrer' },
    });
  });

  it('treats tel: and mailto: as external but opens them in the same tab', () => {
    expect(linkInfo('tel:08001234567', '/')).toEqual({ href: 'tel:08001234567', external: true, attrs: {} });
    expect(linkInfo('mailto:info@example.org?subject=Vraag', '/').attrs).toEqual({});
  });

  it.each(['png', 'jpg', 'jpeg', 'pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'PDF'])('treats a .%s file on the site as external', (ext) => {
    expect(linkInfo(`/files/brochure.${ext}`, '/').attrs).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });

  it('adds startingPageUrl to /trainingen/ links, unless present', () => {
    expect(linkInfo('/trainingen/omgaan-met-gedrag', '/leven-met-dementie').href).toBe(
      '/trainingen/omgaan-met-gedrag?startingPageUrl=%2Fleven-met-dementie',
    );
    expect(linkInfo('/trainingen/x?startingPageUrl=%2Fa', '/b').href).toBe('/trainingen/x?startingPageUrl=%2Fa');
    expect(linkInfo('/trainingen-overzicht', '/b').href).toBe('/trainingen-overzicht');
  });
});

describe('linkInfo without parsing plain site paths', () => {
  it('tells the same as parsing the address, for paths, queries, hashes, files, odd characters and dot segments', () => {
    const parts = ['/', 'a', 'b.pdf', '.PDF', '.docx', '..', '.', '%2e', '%2F', '?x=1', '?y=a.pdf', '#h', '#x.pdf', ' ', '"', 'é', '’', '//', '\\', '\t', 'trainingen/', 'x.jpg', '&', ';', ':', '@'];
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % parts.length;
    for (let i = 0; i < 20000; i++) {
      let href = '/';
      const length = 1 + (i % 7);
      for (let j = 0; j < length; j++) href += parts[next()];
      expect(linkInfo(href, '/pagina', 'www.example.org'), href).toEqual(parsedLinkInfo(href.trim(), '/pagina', 'www.example.org'));
    }
  });
});

describe('parsed links kept across renders', () => {
  it('gives an absolute link the same answer on every page, and tells site hosts apart', () => {
    const first = linkInfo('https://www.facebook.com/voorbeeld', '/regios/groningen');
    expect(linkInfo(' https://www.facebook.com/voorbeeld ', '/dementie')).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.attrs)).toBe(true);
    expect(linkInfo('https://www.example.org/nieuws', '/', 'www.example.org').external).toBe(false);
    expect(linkInfo('https://www.example.org/nieuws', '/', 'shop.example.org').external).toBe(true);
    expect(linkInfo('https://www.example.org/nieuws', '/', null).external).toBe(true);
    const long = `https://www.example.org/${'a'.repeat(5000)}`;
    expect(linkInfo(long, '/')).not.toBe(linkInfo(long, '/'));
    expect(linkInfo(long, '/')).toEqual(linkInfo(long, '/'));
  });

  it('never keeps an answer that carries the current path (startingPageUrl), however the address is written', () => {
    for (const address of ['https://site.invalid/trainingen/cursus', '/train\tingen/cursus', '/trainingen/cursus']) {
      expect(linkInfo(address, '/a').href).toContain('startingPageUrl=%2Fa');
      expect(linkInfo(address, '/b').href).toContain('startingPageUrl=%2Fb');
    }
  });
});
