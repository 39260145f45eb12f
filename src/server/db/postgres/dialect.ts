import { PostgresDialect } from 'kysely';
import pg from 'pg';

/** What the pool holds now, for the metrics endpoint. */
export interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
}

/** PostgreSQL for operators who outgrow one machine; DATABASE_URL selects it. */
export function createPostgresDialect(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 10 });
  return {
    dialect: new PostgresDialect({ pool }),
    poolCounts: (): PoolCounts => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
