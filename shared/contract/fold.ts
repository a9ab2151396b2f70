/**
 * Folding: how text is compared when case and accents must not matter ('Café'
 * is 'cafe', 'ideeën' is 'ideeen', the ligature 'ĳ' is 'ij'). One helper for
 * every comparison of that kind: the origin's region lookup, its site search
 * index and the queries against it. It lives in the contract because the
 * embedded origin may import nothing of shared/ but the contract.
 */

/** Lower case, compatibility-decomposed, combining marks removed. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The folded words of a text: runs of letters and digits, in order. */
export function foldedWords(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}
