import { afterEach, describe, expect, it } from 'vitest';
import { currentMediaHosts, setMediaHosts } from '../../shared/contract/media';
import { isSafeUrl, sanitizeHtml, sanitizeRichText } from './sanitize';

const mediaHostsBefore = currentMediaHosts();
afterEach(() => setMediaHosts(mediaHostsBefore));

describe('rich text sanitiser', () => {
  it('keeps the safe tags and their allowed attributes', async () => {
    const html = '<h2 id="a">Titel</h2><p>Een <strong>vette</strong> en <em>schuine</em> <a href="/dementie" title="Info">link</a>.</p><ul><li>een</li></ul>';
    expect(await sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and embedded frames with their content', async () => {
    const out = await sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><p>b</p>');
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('unwraps unknown tags but keeps their text', async () => {
    expect(await sanitizeHtml('<font color="red">rood</font> <custom-el>tekst</custom-el>')).toBe('rood tekst');
  });

  it('removes event handlers, style and class attributes', async () => {
    expect(await sanitizeHtml('<p onclick="x()" style="color:red" class="c">a</p><img src="/files/a.png" onerror="alert(1)" alt="">')).toBe(
      '<p>a</p><img src="/files/a.png" alt="">',
    );
  });

  it('leaves out an image from anywhere but the site\'s files and the media hosts, with no trace of it', async () => {
    setMediaHosts(['media.example.org']);
    for (const src of ['http://evil.example/x.jpg', 'https://evil.example/x.jpg', '//evil.example/x.jpg', '&#47;&#47;evil.example/x.jpg', 'https&#58;//evil.example/x.jpg', '/\\evil.example/x.jpg', 'http://media.example.org/x.jpg', 'https://media.example.org@evil.example/x.jpg', '/files/../admin', 'x.jpg', 'javascript:alert(1)', '']) {
      expect(await sanitizeHtml(`<p>voor<img src="${src}" alt="foto">na</p>`), src).toBe('<p>voorna</p>');
    }
    expect(await sanitizeHtml('<p>voor<img alt="foto">na</p>')).toBe('<p>voorna</p>');
    expect(await sanitizeHtml('<img src="https://media.example.org/x.jpg" alt="foto">')).toBe('<img src="https://media.example.org/x.jpg" alt="foto">');
    expect(await sanitizeHtml('<img src="/files/x.jpg" alt="foto">')).toBe('<img src="/files/x.jpg" alt="foto">');
    setMediaHosts([]);
    expect(await sanitizeHtml('<img src="https://media.example.org/x.jpg" alt="foto">')).toBe('');
  });

  it('removes javascript: and data: URLs, also when disguised', async () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'javascript&colon;alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>', 'vbscript:x']) {
      const out = await sanitizeHtml(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`);
      expect(out, href).toBe('<a>x</a>');
    }
  });

  it('keeps http(s), mailto, tel and relative links', () => {
    for (const url of ['https://example.org', 'http://example.org/a', 'mailto:info@example.org', 'tel:0800-1234567', '/pad', '#anker', '?page=2', 'pagina']) {
      expect(isSafeUrl(url), url).toBe(true);
    }
  });

  it('does not let raw-text elements smuggle markup out when removed', async () => {
    const out = await sanitizeHtml('<xmp><img src=/files/x onerror=alert(1)></xmp><noscript><p title="</noscript><img src=/files/x onerror=alert(1)>"></noscript>');
    // What is left is inert: no event handler, and the xmp text never became an element.
    expect(out).not.toMatch(/\son\w+=/i);
    expect(out).not.toMatch(/<noscript|<xmp/i);
    expect(out.match(/<img/g) ?? []).toHaveLength(1);
  });

  it('gives target=_blank links opener protection and wraps tables', async () => {
    expect(await sanitizeHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(await sanitizeHtml('<table><tr><td>1</td></tr></table>')).toBe('<div class="table" tabindex="0"><table><tr><td>1</td></tr></table></div>');
  });

  it('opens external links and files in a new tab with opener protection, tel: and mailto: in place', async () => {
    expect(await sanitizeHtml('<a href="https://example.org/x">x</a>')).toBe('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">x</a>');
    expect(await sanitizeHtml('<a href="/files/brochure.pdf">b</a>')).toBe('<a href="/files/brochure.pdf" target="_blank" rel="noopener noreferrer">b</a>');
    expect(await sanitizeHtml('<a href="tel:08001234567" target="_blank">bel</a>')).toBe('<a href="tel:08001234567">bel</a>');
    expect(await sanitizeHtml('<a href="mailto:info@example.org">mail</a>')).toBe('<a href="mailto:info@example.org">mail</a>');
    expect(await sanitizeHtml('<a href="/dementie">intern</a>')).toBe('<a href="/dementie">intern</a>');
  });

  it('gives training links the page they start from, unless they have one', async () => {
    expect(await sanitizeHtml('<a href="/trainingen/omgaan?stap=1&amp;x=2">t</a>', { currentPath: '/dementie' })).toBe(
      '<a href="/trainingen/omgaan?stap=1&amp;x=2&amp;startingPageUrl=%2Fdementie">t</a>',
    );
    expect(await sanitizeHtml('<a href="/trainingen/omgaan?startingPageUrl=%2Fx">t</a>', { currentPath: '/dementie' })).toBe('<a href="/trainingen/omgaan?startingPageUrl=%2Fx">t</a>');
    const node = await sanitizeRichText({ path: { alias: '/leven-met-dementie' }, intro: { value: '<a href="/trainingen/a">t</a>', format: 'basic_html' } }, { currentPath: '/leven-met-dementie' });
    expect(node.intro.value).toContain('startingPageUrl=%2Fleven-met-dementie');
  });

  it('removes comments', async () => {
    expect(await sanitizeHtml('<p>a<!-- geheim --></p>')).toBe('<p>a</p>');
  });

  it('sanitises every rich-text value in a payload, however deep', async () => {
    const payload = {
      field_introduction_wysiwyg: { value: '<p onclick="x">a</p>', format: 'basic_html' },
      field_page_content: [{ type: 'html', id: 1, field_html: { value: '<script>x</script><p>b</p>', format: 'full_html' } }],
    };
    const out = await sanitizeRichText(payload);
    expect(out.field_introduction_wysiwyg.value).toBe('<p>a</p>');
    expect(out.field_page_content[0]?.field_html.value).toBe('<p>b</p>');
  });
});

describe('rich text links and nesting', () => {
  const resolveNode = async (id: number) => (id === 108 ? '/dementie/wat-is-dementie' : '/');

  it('resolves internal node links through node-path, in every Drupal spelling, keeping query and hash', async () => {
    for (const href of ['/node/108', 'node/108', 'entity:node/108', 'internal:/node/108']) {
      expect(await sanitizeHtml(`<a href="${href}">x</a>`, { resolveNode }), href).toBe('<a href="/dementie/wat-is-dementie">x</a>');
    }
    expect(await sanitizeHtml('<a href="/node/108#vormen">x</a>', { resolveNode })).toBe('<a href="/dementie/wat-is-dementie#vormen">x</a>');
  });

  it('falls back to / for a node that does not exist, or when node-path fails', async () => {
    expect(await sanitizeHtml('<a href="/node/999">x</a>', { resolveNode })).toBe('<a href="/">x</a>');
    const failing = async () => {
      throw new Error('upstream down');
    };
    expect(await sanitizeHtml('<a href="/node/1">x</a>', { resolveNode: failing })).toBe('<a href="/">x</a>');
  });

  it('applies the link rules: other sites and files in a new tab, tel/mailto and internal links in the same tab', async () => {
    expect(await sanitizeHtml('<a href="/files/a.pdf">x</a>')).toBe('<a href="/files/a.pdf" target="_blank" rel="noopener noreferrer">x</a>');
    expect(await sanitizeHtml('<a href="https://example.net/">x</a>')).toBe('<a href="https://example.net/" target="_blank" rel="noopener noreferrer">x</a>');
    expect(await sanitizeHtml('<a href="tel:08001234567" target="_blank">x</a>')).toBe('<a href="tel:08001234567">x</a>');
    expect(await sanitizeHtml('<a href="/dementie" target="_blank">x</a>')).toBe('<a href="/dementie">x</a>');
    expect(await sanitizeHtml('<a href="https://www.example.org/dementie">x</a>', { siteHost: 'www.example.org' })).toBe('<a href="https://www.example.org/dementie">x</a>');
  });

  it('adds startingPageUrl to links under /trainingen/', async () => {
    expect(await sanitizeHtml('<a href="/trainingen/thuis">x</a>', { currentPath: '/mantelzorg' })).toBe('<a href="/trainingen/thuis?startingPageUrl=%2Fmantelzorg">x</a>');
  });

  it('keeps at most 4 levels of nested blocks and unwraps deeper ones, keeping their text', async () => {
    const nested = '<ul><li>1<ul><li>2<ul><li>3<ul><li>4<ul><li>5<ul><li>6</li></ul></li></ul></li></ul></li></ul></li></ul></li></ul>';
    const out = await sanitizeHtml(nested);
    expect(out.match(/<ul>/g)).toHaveLength(4);
    expect(out.match(/<\/ul>/g)).toHaveLength(4);
    expect(out).toContain('5');
    expect(out).toContain('6');
    expect(await sanitizeHtml('<blockquote><div><div><div><div>diep</div></div></div></div></blockquote>')).toBe('<blockquote><div><div><div>diep</div></div></div></blockquote>');
  });

  it('counts siblings correctly: closing a container frees its level', async () => {
    const html = '<div><div><div><div>a</div></div></div></div><div><div><div><div>b</div></div></div></div>';
    expect(await sanitizeHtml(html)).toBe(html);
  });
});

describe('tables and nesting together', () => {
  it('wraps each table and still counts its nesting level correctly', async () => {
    const html = '<table><tr><td>1</td></tr></table><div><div><div><div>vier</div></div></div></div>';
    expect(await sanitizeHtml(html)).toBe('<div class="table" tabindex="0"><table><tr><td>1</td></tr></table></div><div><div><div><div>vier</div></div></div></div>');
  });
});
