import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../index.ts';

/**
 * How one instance hears of the writes other instances (or anyone) made to a PostgreSQL database,
 * so that the facts it keeps about its tables (list totals, page anchors, search matches, a
 * scheduled type's next change: list-totals.ts) are forgotten when they change instead of on a
 * timer (decision 068). The micro-caches are not told: they keep their 2 seconds, as on SQLite.
 *
 * Every table announces each committed change of its rows on the channel WRITES_CHANNEL, with its
 * name as the payload (a trigger per table, added by `announceWrites` at every start); PostgreSQL
 * delivers an announcement when its transaction commits, once per table and transaction. Each
 * instance listens on a connection of its own, outside the pool.
 */
const WRITES_CHANNEL = 'kv_written';
const TRIGGER = 'kv_announce_write';
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'kidventure writes listener';
/** Two instances starting at once add the triggers one after the other. */
const ANNOUNCE_LOCK = 4_823_068;

/**
 * Makes every table of the schema announce its committed writes (a row trigger for rows inserted,
 * updated or deleted, so that a statement that changed nothing announces nothing; a statement
 * trigger for TRUNCATE). Tables added by later migrations get theirs at the next start, as this runs
 * after the migrations (migrate.ts); a table that has them is left alone.
 */
export async function announceWrites(db: Db): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${ANNOUNCE_LOCK})`.execute(tx);
    await sql`
      create or replace function kv_announce_write() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(WRITES_CHANNEL)}, tg_table_name);
        return null;
      end $$`.execute(tx);
    const { rows } = await sql<{ name: string }>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname = current_schema() and c.relname not like 'kysely%'
        and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ${TRIGGER})`.execute(
      tx,
    );
    for (const { name } of rows) {
      await sql`create trigger ${sql.id(TRIGGER)} after insert or update or delete on ${sql.table(name)}
        for each row execute function kv_announce_write()`.execute(tx);
      await sql`create trigger ${sql.id(`${TRIGGER}_truncate`)} after truncate on ${sql.table(name)}
        for each statement execute function kv_announce_write()`.execute(tx);
    }
  });
}

/** The listener's timings; tests shorten them. */
export interface ListenTimings {
  /** How often the listener checks that announcements still reach it. */
  checkEveryMs: number;
  /** How long its own check announcement may take to come back before it reconnects. */
  checkTimeoutMs: number;
  /** The wait before connecting again after a failure, doubled after each until `retryMaxMs`. */
  retryMs: number;
  retryMaxMs: number;
}

export const LISTEN_TIMINGS: ListenTimings = {
  checkEveryMs: 5000,
  checkTimeoutMs: 2000,
  retryMs: 500,
  retryMaxMs: 10_000,
};

/** What openDatabase keeps of the listener (index.ts). */
export interface WritesElsewhere {
  /**
   * Changes each time the listener starts hearing (again): facts kept under one value have missed no
   * announcement. `undefined` while it does not hear (not yet connected, the connection lost, its
   * check announcement not back in time): facts are then kept for their TTL only.
   */
  hearing(): number | undefined;
  close(): Promise<void>;
}

/**
 * Listens for the announcements of `announceWrites` on a connection of its own and tells `written`
 * each table named. It checks every few seconds that an announcement of its own comes back: a
 * connection can look alive and hear nothing (a network that dropped it silently, a pooler in
 * transaction mode that runs LISTEN on one server connection and the rest on others). Until the
 * first check has come back, and from a failed one until it hears again, `hearing()` is undefined.
 * Connects again after a failure, waiting longer each time.
 */
export function listenForWrites(
  connectionString: string,
  written: (table: string) => void,
  timings: ListenTimings = LISTEN_TIMINGS,
): WritesElsewhere {
  let epoch = 0;
  let isHearing = false;
  let isClosed = false;
  let client: pg.Client | undefined;
  let retryMs = timings.retryMs;
  let timer: NodeJS.Timeout | undefined;
  /** The token of the check announcement under way, and what to do when it comes back. */
  let check: { token: string; heard: () => void } | undefined;

  const later = (run: () => void, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };

  /** Lets go of `lost` if it is still the connection, and connects again later. */
  const drop = async (lost: pg.Client) => {
    if (lost !== client) return;
    isHearing = false;
    check = undefined;
    client = undefined;
    lost.removeAllListeners();
    lost.on('error', () => {});
    if (!isClosed) {
      later(connect, retryMs);
      retryMs = Math.min(retryMs * 2, timings.retryMaxMs);
    }
    await lost.end().catch(() => {});
  };

  /** Announces a token of its own; hearing it back within the timeout proves the path. */
  const verify = () => {
    const current = client;
    if (!current) return;
    const token = `check ${process.pid} ${Math.random()}`;
    const timeout = setTimeout(() => drop(current), timings.checkTimeoutMs).unref();
    check = {
      token,
      heard: () => {
        clearTimeout(timeout);
        check = undefined;
        if (!isHearing) epoch += 1;
        isHearing = true;
        retryMs = timings.retryMs;
        later(verify, timings.checkEveryMs);
      },
    };
    current.query('select pg_notify($1, $2)', [WRITES_CHANNEL, token]).catch(() => drop(current));
  };

  const connect = () => {
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 2000,
      application_name: LISTENER_NAME,
    });
    client = next;
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    next.on('notification', ({ payload }) => {
      if (!payload) return;
      if (payload === check?.token) check.heard();
      else if (!payload.startsWith('check ')) written(payload);
    });
    next
      .connect()
      .then(() => next.query(`listen ${WRITES_CHANNEL}`))
      .then(() => {
        if (client === next) verify();
      })
      .catch(() => drop(next));
  };

  connect();
  return {
    hearing: () => (isHearing ? epoch : undefined),
    close: async () => {
      isClosed = true;
      clearTimeout(timer);
      if (client) await drop(client);
    },
  };
}
