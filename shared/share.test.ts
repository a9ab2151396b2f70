import { describe, expect, it } from 'vitest';
import { isMobileAgent, shareLinks } from './share';

const url = 'https://www.example.org/leven-met-dementie/mantelzorg';

describe('share links', () => {
  it('offers WhatsApp, Facebook, X, LinkedIn and e-mail with the page address', () => {
    const links = shareLinks(url, 'Mantelzorg', false);
    expect(links.map((l) => l.label)).toEqual(['WhatsApp', 'Facebook', 'X', 'LinkedIn', 'E-mail']);
    for (const link of links) expect(decodeURIComponent(link.href)).toContain(url);
  });

  it('uses the WhatsApp web address on a computer and the app scheme on a phone', () => {
    expect(shareLinks(url, 'Mantelzorg', false)[0]?.href).toMatch(/^https:\/\/api\.whatsapp\.com\/send\?text=/);
    expect(shareLinks(url, 'Mantelzorg', true)[0]?.href).toMatch(/^whatsapp:\/\/send\?text=/);
  });

  it('writes an e-mail with a subject', () => {
    const mail = shareLinks(url, 'Mantelzorg', false)[4]?.href ?? '';
    expect(mail).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(mail)).toContain('Bekijk deze pagina: Mantelzorg');
  });

  it('recognises phones by their user agent', () => {
    expect(isMobileAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/156')).toBe(false);
  });
});
