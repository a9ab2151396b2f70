/**
 * The last pass over sanitised rich text: whatever the editor typed, the result
 * must stay inside the element it is rendered in. HTMLRewriter passes through
 * what it cannot tokenise as an element: a tag left open at the end of the
 * text (`<img src=x onerror=...` would swallow the next '>' of the page) and
 * end tags that match nothing (`</div></main>` would close the layout). Here
 * every tag is re-read: end tags close only what this text opened, elements
 * still open at the end are closed, and any other '<' becomes text.
 */

const VOID = new Set(['br', 'hr', 'img', 'wbr']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;

export function balanceHtml(html: string, allowed: ReadonlySet<string>): string {
  const open: string[] = [];
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    TAG.lastIndex = lt;
    const m = TAG.exec(html);
    if (!m) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = TAG.lastIndex;
    const closing = m[1] === '/';
    const name = (m[2] ?? '').toLowerCase();
    if (!allowed.has(name)) continue;
    if (!closing) {
      out += m[0];
      if (!VOID.has(name) && !/\/\s*$/.test(m[3] ?? '')) open.push(name);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at === -1) continue;
    while (open.length > at) out += `</${open.pop()}>`;
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
