import { describe, expect, it } from 'vitest';
import { isMobileAgent, shareMenu } from './share';

const url = 'https://www.example.org/leven-met-dementie/mantelzorg';
const texts = {
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  email: 'E-mail',
  emailSubject: 'Bekijk deze pagina: Mantelzorg',
  emailBody: `Mantelzorg ${url}`,
};

describe('share menu', () => {
  it('offers WhatsApp, Facebook, X, LinkedIn and e-mail with the page address', () => {
    const { links } = shareMenu(url, 'Mantelzorg', texts);
    expect(links.map((l) => l.label)).toEqual(['WhatsApp', 'Facebook', 'X', 'LinkedIn', 'E-mail']);
    for (const link of links) expect(decodeURIComponent(link.href)).toContain(url);
  });

  it('uses the WhatsApp web address, with the app scheme ready for phones', () => {
    const menu = shareMenu(url, 'Mantelzorg', texts);
    expect(menu.links[0]?.href).toMatch(/^https:\/\/api\.whatsapp\.com\/send\?text=/);
    expect(menu.whatsappApp).toMatch(/^whatsapp:\/\/send\?text=/);
  });

  it('writes an e-mail with a subject', () => {
    const mail = shareMenu(url, 'Mantelzorg', texts).links[4]?.href ?? '';
    expect(mail).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(mail)).toContain('Bekijk deze pagina: Mantelzorg');
  });

  it('recognises phones by their user agent', () => {
    expect(isMobileAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/156')).toBe(false);
  });
});
