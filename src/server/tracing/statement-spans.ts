import { context, SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';
import {
  ATTR_DB_COLLECTION_NAME,
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver } from 'kysely';
import type { DialectName } from '../db/index.ts';

const OPERATION = /^\s*(\w+)/;
const TABLE = /\b(?:from|into|update)\s+"?(\w+)/i;

/**
 * A span per statement, for both dialects at the one place every statement passes: the driver's
 * connections (decision 064). The text is the compiled statement, whose values are parameters
 * (`?`, `$1`), so no visitor's data is in a span. A statement outside a traced operation (the
 * outbox's poll every second) makes none: it would be a trace of its own each time.
 */
export function statementSpans(tracer: Tracer) {
  return (dialect: Dialect, name: DialectName): Dialect => {
    const system = name === 'postgres' ? DB_SYSTEM_NAME_VALUE_POSTGRESQL : 'sqlite';
    const traced = new WeakSet<DatabaseConnection>();

    /** Runs each statement of `connection` in a span, patched once per connection (a pool reuses them). */
    const traceConnection = (connection: DatabaseConnection) => {
      if (traced.has(connection)) return connection;
      traced.add(connection);
      const execute = connection.executeQuery.bind(connection);
      connection.executeQuery = async <R>(query: CompiledQuery, options?: Parameters<typeof execute>[1]) => {
        if (!trace.getSpan(context.active())) return execute<R>(query, options);
        const operation = OPERATION.exec(query.sql)?.[1]?.toUpperCase() ?? 'SQL';
        const table = TABLE.exec(query.sql)?.[1];
        const span = tracer.startSpan(table ? `${operation} ${table}` : operation, {
          kind: SpanKind.CLIENT,
          attributes: {
            [ATTR_DB_SYSTEM_NAME]: system,
            [ATTR_DB_OPERATION_NAME]: operation,
            [ATTR_DB_QUERY_TEXT]: query.sql,
            ...(table && { [ATTR_DB_COLLECTION_NAME]: table }),
          },
        });
        try {
          return await execute<R>(query, options);
        } catch (error) {
          // The code only: a database's message can quote the row it refused.
          span.setStatus({ code: SpanStatusCode.ERROR, message: (error as { code?: string }).code });
          throw error;
        } finally {
          span.end();
        }
      };
      return connection;
    };

    return {
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createDriver: () => {
        const driver = dialect.createDriver();
        return new Proxy(driver, {
          get(target, property, receiver) {
            if (property === 'acquireConnection')
              return (options: Parameters<Driver['acquireConnection']>[0]) =>
                target.acquireConnection(options).then(traceConnection);
            const value = Reflect.get(target, property, receiver);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
      },
    };
  };
}
