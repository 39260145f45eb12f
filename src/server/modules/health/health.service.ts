import type { Db } from '../../db/index.ts';
import { pingDatabase } from '../../db/index.ts';

export function healthService(db: Db) {
  return {
    /** Whether the database answers a trivial query; throws its error when it does not. */
    checkDatabase: () => pingDatabase(db),
  };
}

export type HealthService = ReturnType<typeof healthService>;
