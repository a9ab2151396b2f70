/**
 * SQL statements as plain data. The seeder's statement builders are written
 * against D1 (`db.prepare(sql).bind(...)`); run against a recorder instead, they
 * give a list of { sql, params } that can be built once, carried anywhere as
 * JSON (the worker tests build it once in Node and replay it in every test
 * file's fresh database) and written to any D1 database later.
 */

/** What the seeder binds: D1 stores booleans as 0 and 1. */
export type SqlValue = string | number | boolean | null;

export interface SqlStatement {
  sql: string;
  params: SqlValue[];
}

/** Statements per D1 batch: one round trip each, small enough for the platform proxy of `npm start`. */
const STATEMENTS_PER_BATCH = 100;

function isSqlValue(value: unknown): value is SqlValue {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * Builds statements with `build` against a stand-in for D1 that only records
 * what is prepared and bound. Anything but prepare and bind throws, and so does
 * a parameter that would not survive JSON, so a builder that does more than
 * write rows cannot be recorded by mistake.
 */
export function recordStatements(build: (db: D1Database) => D1PreparedStatement[]): SqlStatement[] {
  const recorded = new WeakMap<object, SqlStatement>();
  const statement = (sql: string, params: SqlValue[]): object => {
    const handle = {
      bind: (...values: unknown[]) => {
        const bad = values.find((v) => !isSqlValue(v));
        if (bad !== undefined) throw new TypeError(`cannot record a ${typeof bad} parameter for: ${sql.slice(0, 80)}`);
        return statement(sql, values as SqlValue[]);
      },
    };
    recorded.set(handle, { sql, params });
    return handle;
  };
  const recorder = { prepare: (sql: string) => statement(sql, []) };
  // The builders only call prepare and bind; the casts end at this boundary and the lookup below checks every result.
  const built = build(recorder as unknown as D1Database) as unknown as object[];
  return built.map((handle) => {
    const found = recorded.get(handle);
    if (!found) throw new TypeError('a statement builder returned something it did not prepare through the recorder');
    return found;
  });
}

/** Writes the statements to D1 in order, in batches (each batch is one transaction). */
export async function runStatements(db: D1Database, statements: readonly SqlStatement[]): Promise<void> {
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    await db.batch(statements.slice(i, i + STATEMENTS_PER_BATCH).map((s) => db.prepare(s.sql).bind(...s.params)));
  }
}
