/**
 * Rich text from the CMS is editor input: only an allow-list of tags and
 * attributes survives, applied at the edge with HTMLRewriter (lol-html, a real
 * HTML tokenizer) before the text is cached or rendered. Links get the site's
 * link rules (shared/links.ts) on the way.
 */
import { linkInfo } from '../../shared/links';

const GLOBAL_ATTRS = ['title', 'lang', 'dir'];
const ALLOWED: Record<string, readonly string[]> = {
  p: [], br: [], hr: [], span: [], div: [],
  strong: [], b: [], em: [], i: [], u: [], s: [], sub: [], sup: [], small: [], mark: [], abbr: [], cite: [], q: [], code: [], pre: [],
  h2: ['id'], h3: ['id'], h4: ['id'], h5: ['id'], h6: ['id'],
  ul: [], ol: ['start', 'reversed'], li: [], dl: [], dt: [], dd: [],
  blockquote: [], figure: [], figcaption: [],
  a: ['href', 'target', 'name'],
  img: ['src', 'alt', 'width', 'height'],
  table: [], caption: [], thead: [], tbody: [], tfoot: [], tr: [], th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'],
};

/** Elements whose content is not text a visitor should see, or is raw text that would turn into markup if unwrapped. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param', 'noscript', 'noembed', 'noframes',
  'template', 'textarea', 'title', 'xmp', 'plaintext', 'listing', 'svg', 'math', 'select', 'option', 'optgroup', 'datalist',
  'form', 'input', 'button', 'base', 'link', 'meta', 'head', 'audio', 'video', 'source', 'track', 'canvas', 'portal', 'slot',
]);

const URL_ATTRS = new Set(['href', 'src']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', sol: '/', lpar: '(', rpar: ')', amp: '&', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** True for relative URLs and the schemes a visitor can safely follow. */
export function isSafeUrl(raw: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme.
  // eslint-disable-next-line no-control-regex
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([^/?#]*?):/.exec(value);
  if (!scheme) return !/&[a-z]+;?/i.test(value.split(/[/?#]/)[0] ?? '');
  return SAFE_SCHEMES.has((scheme[1] ?? '').toLowerCase());
}

/** The link rules of spec section 2 on a rich-text link: new tab for external ones, startingPageUrl for trainings. */
function applyLinkRules(el: Element, currentPath: string): void {
  const raw = el.getAttribute('href');
  if (raw === null) return;
  // lol-html hands attribute values over as written, entities and all.
  const href = raw.replace(/&amp;/g, '&');
  if (/^(tel|mailto):/i.test(href.trim())) {
    el.removeAttribute('target');
    el.removeAttribute('rel');
    return;
  }
  const info = linkInfo(href, currentPath);
  if (info.href !== href) el.setAttribute('href', info.href.replace(/&/g, '&amp;'));
  if (info.attrs.target) el.setAttribute('target', '_blank');
}

class ElementFilter implements HTMLRewriterElementContentHandlers {
  constructor(private readonly currentPath: string) {}

  element(el: Element): void {
    const tag = el.tagName.toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      el.remove();
      return;
    }
    const allowed = ALLOWED[tag];
    if (!allowed) {
      el.removeAndKeepContent();
      return;
    }
    // HTMLRewriter's attributes iterate as [name, value] pairs (the DOM typings differ).
    const names = [...(el.attributes as unknown as Iterable<[string, string]>)].map(([name]) => name.toLowerCase());
    for (const name of names) {
      const value = el.getAttribute(name) ?? '';
      const keep = (allowed.includes(name) || GLOBAL_ATTRS.includes(name)) && (!URL_ATTRS.has(name) || isSafeUrl(value));
      if (!keep) el.removeAttribute(name);
    }
    if (tag === 'a') applyLinkRules(el, this.currentPath);
    if (tag === 'a' && el.hasAttribute('target')) {
      if (el.getAttribute('target') !== '_blank') el.removeAttribute('target');
      else el.setAttribute('rel', 'noopener noreferrer');
    }
    if (tag === 'table') {
      // Wide tables scroll inside their own box instead of widening the page.
      el.before('<div class="table">', { html: true });
      el.after('</div>', { html: true });
    }
  }
}

/** @param currentPath path of the page the text is on (for startingPageUrl on training links) */
export async function sanitizeHtml(html: string, currentPath = '/'): Promise<string> {
  if (!/[<&]/.test(html)) return html;
  const rewriter = new HTMLRewriter()
    .on('*', new ElementFilter(currentPath))
    .onDocument({ comments: (c) => void c.remove(), doctype: () => undefined });
  const out = rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
  return out.text();
}

/**
 * Walks a CMS payload and sanitises every rich-text value (`{ value, format }`),
 * wherever it sits: introduction, block texts, nested blocks.
 */
export async function sanitizeRichText<T>(payload: T): Promise<T> {
  const alias = (payload as { path?: { alias?: unknown } } | null)?.path?.alias;
  const currentPath = typeof alias === 'string' && alias ? alias : '/';
  const visit = async (node: unknown): Promise<void> => {
    if (Array.isArray(node)) {
      for (const item of node) await visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.value === 'string' && typeof record.format === 'string') {
      record.value = await sanitizeHtml(record.value, currentPath);
    }
    for (const value of Object.values(record)) await visit(value);
  };
  await visit(payload);
  return payload;
}
