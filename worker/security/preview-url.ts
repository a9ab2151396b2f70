import { signHex, verifyHex } from './hmac';

/** Signed preview URLs: /preview/{entityType}/{entityId}/{revisionId}?exp=<unix s>&sig=<hex HMAC-SHA256>. */
export interface PreviewTarget {
  entityType: string;
  entityId: string;
  revisionId: string;
}

const message = (t: PreviewTarget, exp: number) => `preview:${t.entityType}/${t.entityId}/${t.revisionId}:${exp}`;

export function isPreviewTarget(t: PreviewTarget): boolean {
  return /^[a-z_]{1,32}$/.test(t.entityType) && /^\d{1,12}$/.test(t.entityId) && /^\d{1,12}$/.test(t.revisionId);
}

export async function signPreviewUrl(secret: string, base: string, target: PreviewTarget, expiresAt: number): Promise<string> {
  const sig = await signHex(secret, message(target, expiresAt));
  return `${base.replace(/\/+$/, '')}/preview/${target.entityType}/${target.entityId}/${target.revisionId}?exp=${expiresAt}&sig=${sig}`;
}

export type PreviewCheck = 'ok' | 'missing' | 'expired' | 'invalid';

export async function checkPreviewSignature(secret: string, target: PreviewTarget, exp: string | undefined, sig: string | undefined, nowSeconds: number): Promise<PreviewCheck> {
  if (!secret || !exp || !sig) return 'missing';
  if (!/^\d{1,12}$/.test(exp) || !isPreviewTarget(target)) return 'invalid';
  if (!(await verifyHex(secret, message(target, Number(exp)), sig))) return 'invalid';
  return Number(exp) < nowSeconds ? 'expired' : 'ok';
}
