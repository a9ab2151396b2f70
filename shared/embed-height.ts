/** The largest height an embed may ask for, so a broken embed cannot make the page endless. */
export const MAX_EMBED_HEIGHT = 6000;

/** The message an embedding page sends to ask the embed for its height (answered by our quiz embed). */
export const HEIGHT_REQUEST = { type: 'an-embed-height-request' } as const;

/**
 * The height in a message from an embed (spec section 4, "Iframe"): a numeric,
 * non-zero height, sent as a number, a numeric string, or an object with
 * `height` (or the quiz-specific `quizHeight`). Anything else is ignored.
 */
export function readEmbedHeight(data: unknown): number | null {
  let value: unknown = data;
  if (data !== null && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    value = record.quizHeight ?? record.height;
  }
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n) || n <= 0) return null;
  return Math.min(Math.ceil(n), MAX_EMBED_HEIGHT);
}
