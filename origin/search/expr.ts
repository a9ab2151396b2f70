/**
 * The FTS5 expressions query.ts writes, read back as a tree, so that a row's
 * phrase frequencies can be counted the way FTS5's bm25() sees them
 * (search/bm25.ts): a phrase counts in a row only where its branch of the
 * expression matches there ('"geheug"* AND "problem"' gives nothing to a page
 * with 'geheugen' but without 'problemen' that matched another branch).
 *
 * Only what query.ts writes is read: phrases (a token, or a prefix) under a
 * column filter of the text columns or of the facets, AND binding tighter
 * than OR, parentheses. Anything else is refused (null), and the caller lets
 * FTS5 rank.
 */

/** A phrase of the expression, in the order FTS5 numbers them. */
export interface ExprPhrase {
  token: string;
  prefix: boolean;
  /** Where it is looked for: title, introduction and body, or the facets. */
  columns: 'text' | 'facets';
}

export type ExprNode = { op: 'phrase'; index: number } | { op: 'and' | 'or'; children: ExprNode[] };

const TOKENS = /\{title intro body\}|facets|:|\(|\)|AND|OR|"[\p{L}\p{N}]+"\*?|\S+/gu;

/** The tree and the phrases of an expression, or null when it is not one query.ts writes. */
export function parseExpression(expr: string): { root: ExprNode; phrases: ExprPhrase[] } | null {
  const tokens = expr.match(TOKENS) ?? [];
  const phrases: ExprPhrase[] = [];
  let at = 0;
  const fail = () => {
    throw new Error('not a site search expression');
  };
  type Columns = ExprPhrase['columns'] | null;
  // One level of the grammar: `next` joined by `op` (AND binds tighter than OR: `or` joins `and`s).
  const joined = (op: 'and' | 'or', next: (columns: Columns) => ExprNode) => (columns: Columns): ExprNode => {
    const children = [next(columns)];
    while (tokens[at] === op.toUpperCase()) {
      at++;
      children.push(next(columns));
    }
    return children.length === 1 ? children[0]! : { op, children };
  };
  const unary = (columns: Columns): ExprNode => {
    const token = tokens[at++] ?? fail();
    if (token === '{title intro body}' || token === 'facets') {
      if (tokens[at++] !== ':') fail();
      return unary(token === 'facets' ? 'facets' : 'text');
    }
    if (token === '(') {
      const node = or(columns);
      if (tokens[at++] !== ')') fail();
      return node;
    }
    const phrase = /^"([\p{L}\p{N}]+)"(\*?)$/u.exec(token);
    // A phrase without a column filter would be looked for in the vocabulary column too.
    if (!phrase || !columns) return fail();
    phrases.push({ token: phrase[1]!, prefix: phrase[2] === '*', columns });
    return { op: 'phrase', index: phrases.length - 1 };
  };
  const and = joined('and', unary);
  const or = joined('or', and);
  try {
    const root = or(null);
    return at === tokens.length ? { root, phrases } : null;
  } catch {
    return null;
  }
}

/**
 * The phrases that count in a row: those of the branches that match it.
 * `count(i)` is how often phrase i is in the row's columns.
 */
export function livePhrases(root: ExprNode, count: (index: number) => number): Set<number> {
  const visit = (node: ExprNode, live: Set<number>): boolean => {
    if (node.op === 'phrase') {
      if (count(node.index) === 0) return false;
      live.add(node.index);
      return true;
    }
    if (node.op === 'or') {
      // Every matching branch counts, as FTS5 reports each phrase found at the row.
      let any = false;
      for (const child of node.children) any = visit(child, live) || any;
      return any;
    }
    const mine = new Set<number>();
    if (!node.children.every((child) => visit(child, mine))) return false;
    for (const i of mine) live.add(i);
    return true;
  };
  const live = new Set<number>();
  visit(root, live);
  return live;
}
