import { CompiledQuery, type Kysely, type KyselyPlugin, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';

/**
 * The query plan of `query` as text: SQLite's EXPLAIN QUERY PLAN as it is; PostgreSQL's EXPLAIN
 * inside a transaction that `fill` first loads with enough rows (and statistics) for the planner to
 * price an index as it would in production, and that is rolled back after. `isGeneric`: on
 * PostgreSQL, the generic plan of the statement prepared (made without its values), which a prepared
 * statement may settle on after a few runs.
 */
export async function queryPlanOf(
  { db, dialect }: Pick<AppDeps, 'db' | 'dialect'>,
  query: CompiledQuery,
  fill: (trx: Transaction<Database>) => Promise<void>,
  { isGeneric = false } = {},
): Promise<string> {
  if (dialect === 'sqlite') {
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return plan.rows.map((r) => r.detail).join('\n');
  }
  const rolledBack = new Error('rolled back');
  let text = '';
  await db
    .transaction()
    .execute(async (trx) => {
      await fill(trx);
      let explained = CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]);
      if (isGeneric) {
        await trx.executeQuery(CompiledQuery.raw('set local plan_cache_mode = force_generic_plan'));
        await trx.executeQuery(CompiledQuery.raw(`prepare kv_plan_of as ${query.sql}`));
        // A generic plan is the same whatever the values: nulls stand for them.
        const values = query.parameters.map(() => 'null').join(', ');
        explained = CompiledQuery.raw(`explain execute kv_plan_of${values && `(${values})`}`);
      }
      const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(explained);
      // A prepared statement outlives the transaction.
      if (isGeneric) await trx.executeQuery(CompiledQuery.raw('deallocate kv_plan_of'));
      text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      throw rolledBack;
    })
    .catch((error) => {
      if (error !== rolledBack) throw error;
    });
  return text;
}

/**
 * The compiled SQL of every query `run` sends through the database it is handed, in the order
 * their answers arrive. Subqueries built on it (`where id in (…)`) are part of the query that
 * holds them, not queries of their own.
 */
export async function recordQueries<DB>(
  db: Kysely<DB>,
  run: (recorded: Kysely<DB>) => Promise<unknown>,
): Promise<CompiledQuery[]> {
  const compiled = new Map<unknown, CompiledQuery>();
  const queries: CompiledQuery[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      compiled.set(queryId, db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      queries.push(compiled.get(queryId)!);
      return result;
    },
  };
  await run(db.withPlugin(recorder));
  return queries;
}
