import { PostgresDialect } from 'kysely';
import pg from 'pg';

/** PostgreSQL for operators who outgrow one machine; DATABASE_URL selects it. */
export function createPostgresDialect(connectionString: string) {
  return new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 10 }) });
}
