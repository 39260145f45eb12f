import { describe, expect, it } from 'vitest';
import { firstInOutage, isDatabaseUnavailable } from './unavailable.ts';

/** An error as pg or Node's net module makes it: a message and the fields they set. */
const failure = (message: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), fields);

describe('isDatabaseUnavailable: which failures mean "the database is away for now"', () => {
  it('a refused, reset or timed-out connection', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'])
      expect(isDatabaseUnavailable(failure(`connect ${code} 127.0.0.1:5432`, { code }))).toBe(true);
    expect(
      isDatabaseUnavailable(
        failure('connect ENOENT /run/postgresql/.s.PGSQL.5432', { code: 'ENOENT', syscall: 'connect' }),
      ),
    ).toBe(true);
  });

  it("the server's refusals while it stops, starts or is full", () => {
    const states = {
      '57P01': 'terminating connection due to administrator command',
      '57P02': 'terminating connection due to crash of another server process',
      '57P03': 'the database system is starting up',
      '08006': 'connection failure',
      '08001': 'could not connect',
      '53300': 'sorry, too many clients already',
    };
    for (const [code, message] of Object.entries(states))
      expect(isDatabaseUnavailable(failure(message, { code }))).toBe(true);
  });

  it("pg's own messages for a broken or unobtainable connection", () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ])
      expect(isDatabaseUnavailable(failure(message))).toBe(true);
  });

  it('a refusal wrapped as a cause or inside an AggregateError', () => {
    const refused = failure('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('query failed', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], 'all addresses failed'))).toBe(true);
  });

  it('not a fault of the request or the code: those stay errors', () => {
    for (const error of [
      failure('duplicate key value violates unique constraint', { code: '23505' }),
      failure('syntax error at or near "selec"', { code: '42601' }),
      failure('canceling statement due to statement timeout', { code: '57014' }),
      failure("ENOENT: no such file or directory, open 'uploads/a.png'", { code: 'ENOENT', syscall: 'open' }),
      failure('SQLITE_BUSY: database is locked', { code: 'SQLITE_BUSY' }),
      new TypeError("Cannot read properties of undefined (reading 'title')"),
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('firstInOutage', () => {
  it('is true once per window: an outage is one warning, the next outage another', () => {
    let time = 0;
    const isNew = firstInOutage(30_000, () => time);
    expect([isNew(), isNew(), isNew()]).toEqual([true, false, false]);
    time = 29_999;
    expect(isNew()).toBe(false);
    time = 30_000;
    expect(isNew()).toBe(true);
  });
});
