/**
 * HMAC-SHA256 signatures in hex, with WebCrypto only (runs in workerd and in Node scripts alike).
 */
const encoder = new TextEncoder();

async function key(secret: string, usage: KeyUsage): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function signHex(secret: string, message: string): Promise<string> {
  return toHex(await crypto.subtle.sign('HMAC', await key(secret, 'sign'), encoder.encode(message)));
}

/** Verifies a hex signature; WebCrypto's verify compares in constant time. */
export async function verifyHex(secret: string, message: string, signature: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const bytes = new Uint8Array(signature.match(/../g)!.map((h) => parseInt(h, 16)));
  return crypto.subtle.verify('HMAC', await key(secret, 'verify'), bytes, encoder.encode(message));
}
