/**
 * The signed reply link in an expert's answer mail
 * (`/onze-ondersteuning/experts/reageren?code=…`): the question's id and the
 * end of its reply time, signed with the site's form secret, so the link
 * needs no login and names nothing else. A forged code, one past its time, or
 * one of a question that was closed meanwhile leads to the spec's text 'Er
 * kan geen vraag worden gevonden om op te reageren.' (the store checks the
 * question's state and time again when the reaction comes).
 */
import { signHex, verifyHex } from '../../security/hmac';

const purpose = (id: number, until: number) => `expert-reply:${id}:${until}`;

export async function replyCode(secret: string, questionId: number, until: Date): Promise<string> {
  const seconds = Math.floor(until.getTime() / 1000);
  return `${questionId}.${seconds}.${await signHex(secret, purpose(questionId, seconds))}`;
}

/** The question a code names, when its signature is ours and its time has not passed; null otherwise. */
export async function questionOfCode(secret: string, code: string | undefined, now: Date): Promise<number | null> {
  const m = /^(\d{1,12})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(code ?? '');
  if (!secret || !m) return null;
  const id = Number(m[1]);
  const until = Number(m[2]);
  if (until * 1000 <= now.getTime()) return null;
  return (await verifyHex(secret, purpose(id, until), m[3]!)) ? id : null;
}
