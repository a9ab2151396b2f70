import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { verifyValue } from '../signed/token';
import { PROGRESS_COOKIE, readCookie } from './cookie';

/** The value of the progress cookie signed for `purpose`, or null (none, forged, expired, another purpose). */
export async function readProgress(c: Context<AppEnv>, purpose: string): Promise<unknown> {
  const token = readCookie(c.req.raw, PROGRESS_COOKIE);
  if (!token) return null;
  const signed = await verifyValue(c.env.FORM_SECRET, purpose, token, Date.now(), 3800);
  return signed.ok ? signed.value : null;
}
