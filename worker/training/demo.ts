/**
 * One certificate for local runs (npm start, the bench, the tests): the
 * verification page has something to show without a visitor sending the form
 * first. Written by scripts/seed-local.ts and tests/worker/setup.ts, never by
 * a migration, so production never holds it.
 */
export const DEMO_CERTIFICATE_CODE = 'DEMO-CERT-WNKL';

export async function seedDemoCertificate(db: D1Database): Promise<void> {
  await db
    .prepare(
      `INSERT OR IGNORE INTO certificates (code, submission_id, training_slug, training_title, first_name, insertion, last_name, score, max_score, issued_at)
       VALUES (?1, 'demo', 'winkelpersoneel', 'Dementievriendelijk in de winkel', 'Sanne', 'de', 'Boer', 13, 14, '2026-10-05T09:30:00.000Z')`,
    )
    .bind(DEMO_CERTIFICATE_CODE)
    .run();
}
