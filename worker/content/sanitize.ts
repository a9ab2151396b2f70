/**
 * Rich text from the CMS is editor input: only an allow-list of tags and
 * attributes survives, applied at the edge with HTMLRewriter (lol-html, a real
 * HTML tokenizer) before the text is cached or rendered. On the way, internal
 * node links resolve to their path (node-path, fallback /), links follow the
 * site's link rules (shared/links.ts), and block nesting is bounded.
 */
import { linkInfo } from '../../shared/links';
import { isMediaUrl } from '../../shared/contract/media';
import { decodeEntities, isSafeUrl, safeUrl } from '../../shared/safe-url';
import { balanceHtml } from './balance';

export { isSafeUrl };

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

const KEPT_TAGS: ReadonlySet<string> = new Set(Object.keys(ALLOWED));

/** Elements whose content is not text a visitor should see, or is raw text that would turn into markup if unwrapped. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param', 'noscript', 'noembed', 'noframes',
  'template', 'textarea', 'title', 'xmp', 'plaintext', 'listing', 'svg', 'math', 'select', 'option', 'optgroup', 'datalist',
  'form', 'input', 'button', 'base', 'link', 'meta', 'head', 'audio', 'video', 'source', 'track', 'canvas', 'portal', 'slot',
]);

/**
 * Containers that nest blocks. Deeper than MAX_DEPTH (spec section 9: nested
 * block depth 4 on import) they are unwrapped, keeping their text. These all
 * need an end tag, so the depth count stays exact with a streaming tokenizer.
 */
const NESTING = new Set(['ul', 'ol', 'dl', 'blockquote', 'div', 'table', 'figure']);
export const MAX_DEPTH = 4;

const URL_ATTRS = new Set(['href', 'src']);

/** An image's src as the browser will read it (entities decoded) is one of the site's files or on a media host (shared/contract/media.ts). */
function isMediaImage(src: string | null): boolean {
  const url = safeUrl(decodeEntities(src ?? ''));
  return url !== '' && isMediaUrl(url);
}
/** Drupal's ways of pointing at a node: /node/12, node/12, entity:node/12, internal:/node/12. */
const NODE_LINK = /^(?:entity:|internal:)?\/?node\/(\d+)(?=$|[?#])/i;

export interface SanitizeOptions {
  /** The path of a node id (ContentApi.nodePath); '/' when it does not exist. */
  resolveNode?: (id: number) => Promise<string>;
  /** Path of the page the text is on (startingPageUrl on /trainingen/ links). */
  currentPath?: string;
  /** The site's own host: absolute links to it are internal. */
  siteHost?: string | null;
}

class ElementFilter implements HTMLRewriterElementContentHandlers {
  private depth = 0;

  constructor(private readonly options: SanitizeOptions) {}

  async element(el: Element): Promise<void> {
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
    // An image from anywhere but the site's files or the content system's media hosts is left out, not shown broken.
    if (tag === 'img' && !isMediaImage(el.getAttribute('src'))) {
      el.remove();
      return;
    }
    if (NESTING.has(tag)) {
      if (this.depth >= MAX_DEPTH) {
        el.removeAndKeepContent();
        return;
      }
      this.depth++;
      el.onEndTag(() => {
        this.depth--;
      });
    }
    // HTMLRewriter's attributes iterate as [name, value] pairs (the DOM typings differ).
    const names = [...(el.attributes as unknown as Iterable<[string, string]>)].map(([name]) => name.toLowerCase());
    if (tag === 'a') await this.resolveNodeLink(el);
    for (const name of names) {
      const value = el.getAttribute(name) ?? '';
      const keep = (allowed.includes(name) || GLOBAL_ATTRS.includes(name)) && (!URL_ATTRS.has(name) || isSafeUrl(value));
      if (!keep) el.removeAttribute(name);
      // Values come raw; '<' and '>' in them are harmless here but confuse later HTML handling.
      else if (/[<>]/.test(value)) el.setAttribute(name, value.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    }
    if (tag === 'a') this.applyLinkRules(el);
    if (tag === 'table') {
      // Wide tables scroll inside their own box instead of widening the page;
      // the box takes keyboard focus so it can be scrolled without a mouse.
      el.before('<div class="table" tabindex="0">', { html: true });
      el.after('</div>', { html: true });
    }
  }

  private async resolveNodeLink(el: Element): Promise<void> {
    const href = (el.getAttribute('href') ?? '').trim();
    const match = NODE_LINK.exec(href);
    if (!match) return;
    const rest = href.slice(match[0].length);
    let path = '/';
    try {
      path = this.options.resolveNode ? await this.options.resolveNode(Number(match[1])) : '/';
    } catch (error) {
      console.warn('node link could not be resolved', href, error);
    }
    el.setAttribute('href', (path || '/') + rest);
  }

  /** The link rules of spec section 2: new tab for external links, startingPageUrl for trainings. */
  private applyLinkRules(el: Element): void {
    const raw = el.getAttribute('href');
    if (raw === null) {
      el.removeAttribute('target');
      return;
    }
    // lol-html hands attribute values over as written, entities and all.
    const href = raw.replace(/&amp;/g, '&');
    const info = linkInfo(href, this.options.currentPath ?? '/', this.options.siteHost ?? null);
    if (info.href !== href) el.setAttribute('href', info.href.replace(/&/g, '&amp;'));
    if (info.attrs.target) {
      el.setAttribute('target', info.attrs.target);
      el.setAttribute('rel', info.attrs.rel ?? 'noopener noreferrer');
    } else {
      // Internal, tel: and mailto: links open in the same tab, whatever the editor chose.
      el.removeAttribute('target');
    }
  }
}

export async function sanitizeHtml(html: string, options: SanitizeOptions = {}): Promise<string> {
  if (!/[<&]/.test(html)) return html;
  const rewriter = new HTMLRewriter()
    .on('*', new ElementFilter(options))
    .onDocument({ comments: (c) => void c.remove(), doctype: () => undefined });
  const out = rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
  return balanceHtml(await out.text(), KEPT_TAGS);
}

/**
 * Walks a CMS payload and sanitises every rich-text value (`{ value, format }`),
 * wherever it sits: introduction, block texts, nested blocks.
 */
export async function sanitizeRichText<T>(payload: T, options: SanitizeOptions = {}): Promise<T> {
  const visit = async (node: unknown): Promise<void> => {
    if (Array.isArray(node)) {
      for (const item of node) await visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.value === 'string' && typeof record.format === 'string') {
      record.value = await sanitizeHtml(record.value, options);
    }
    for (const value of Object.values(record)) await visit(value);
  };
  await visit(payload);
  return payload;
}
