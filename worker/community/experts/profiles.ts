/**
 * An expert's own public profile (/experts/profiel): the group they answer
 * for, their name as shown, profession and introduction. Moving to another
 * group gives the questions they held in the old group back to its queue
 * (the old group's experts take them over; the new group's personal data is
 * what they see from now on).
 */
import type { ExpertProfileInput } from '../../../shared/forms/experts';
import { indexGroup } from './search';

export async function saveExpertProfile(db: D1Database, accountId: number, groupId: number, input: ExpertProfileInput, now: Date): Promise<{ oldGroupId: number | null }> {
  const before = await db.prepare('SELECT group_id FROM expert_profiles WHERE account_id = ?1').bind(accountId).first<{ group_id: number }>();
  await db.batch([
    db
      .prepare(
        `INSERT INTO expert_profiles (account_id, group_id, display_name, profession, introduction, weight, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, 100, ?6)
         ON CONFLICT (account_id) DO UPDATE SET group_id = excluded.group_id, display_name = excluded.display_name, profession = excluded.profession,
         introduction = excluded.introduction, updated_at = excluded.updated_at`,
      )
      .bind(accountId, groupId, input.displayName, input.profession, input.introduction, now.toISOString()),
    db.prepare("UPDATE expert_questions SET state = 'open', claimed_by = NULL, claimed_at = NULL WHERE claimed_by = ?1 AND state = 'claimed' AND group_id != ?2").bind(accountId, groupId),
  ]);
  const groups = new Set([groupId, ...(before ? [before.group_id] : [])]);
  const statements = (await Promise.all([...groups].map((id) => indexGroup(db, id)))).flat();
  if (statements.length > 0) await db.batch(statements);
  return { oldGroupId: before && before.group_id !== groupId ? before.group_id : null };
}

/** Whether an account is listed as an expert (its photo then shows on the public expert pages). */
export async function isListedExpert(db: D1Database, accountId: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM expert_profiles WHERE account_id = ?1').bind(accountId).first()) !== null;
}
