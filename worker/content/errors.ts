/** Why a content read failed; the kinds callers branch on. */
export type UpstreamFailureKind = 'timeout' | 'network' | 'status' | 'parse';

export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  constructor(
    readonly kind: UpstreamFailureKind,
    readonly path: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(`upstream ${kind}${status === null ? '' : ` ${status}`} for ${path}`, options);
  }
}
