import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimedMail, MailOutboxService } from './mail-outbox.ts';
import type { Mailer } from './mailer.ts';
import { type OutboxSender, startOutboxSender } from './outbox-sender.ts';

const silent = { info() {}, warn() {}, error() {} };
const message = JSON.stringify({ subject: 'New inquiry', text: 'Hello', html: '<p>Hello</p>' });

/** An outbox whose claims answer what `claim` says, polled every 10 ms. */
function fakeOutbox(claim: () => Promise<ClaimedMail | undefined>) {
  return {
    timing: { pollMs: 10, leaseMs: 1000, retryDelaysMs: [] },
    claimNext: vi.fn(claim),
    sent: vi.fn(async () => {}),
    failed: vi.fn(async () => ({ retryInMs: 1000 })),
    interrupted: vi.fn(async () => {}),
    // No tracing here: a send runs as it is (decision 064).
    delivering: (_mail: ClaimedMail, run: () => Promise<void>) => run(),
    onWake: () => () => {},
  } as unknown as MailOutboxService;
}

const mailer = (send: Mailer['send'] = async () => {}): Mailer => ({ send, close: async () => {} });

let sender: OutboxSender | undefined;
afterEach(async () => {
  await sender?.stop();
  sender = undefined;
});

/** Lets the sender's polls run for `ms`. */
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the outbox sender reports it is alive (decision 062)', () => {
  it('after each claim the database answered, a message or none due', async () => {
    const succeeded = vi.fn();
    let queued = [{ id: 1, qnaNo: 7, payload: message, attempts: 1 }];
    const outbox = fakeOutbox(async () => queued.pop());
    sender = startOutboxSender({ outbox, mailer: mailer(), log: silent, succeeded });
    await vi.waitFor(() => expect(outbox.sent).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(succeeded.mock.calls.length).toBeGreaterThanOrEqual(3));
    queued = [];
  });

  it('never while its claims fail: the database is away', async () => {
    const succeeded = vi.fn();
    const outbox = fakeOutbox(() => Promise.reject(new Error('connect ECONNREFUSED')));
    sender = startOutboxSender({ outbox, mailer: mailer(), log: silent, succeeded });
    await vi.waitFor(() => expect(vi.mocked(outbox.claimNext).mock.calls.length).toBeGreaterThan(3));
    expect(succeeded).not.toHaveBeenCalled();
  });

  it('never while a claim hangs', async () => {
    const succeeded = vi.fn();
    let answer = (_: undefined) => {};
    const hung = new Promise<undefined>((resolve) => (answer = resolve));
    const outbox = fakeOutbox(() => hung);
    sender = startOutboxSender({ outbox, mailer: mailer(), log: silent, succeeded });
    await after(100);
    expect(succeeded).not.toHaveBeenCalled();
    // Answered at last, so that the sender can stop.
    answer(undefined);
  });

  it('at each poll while a send is in flight, within the mailer’s limit', async () => {
    const succeeded = vi.fn();
    const queued = [{ id: 1, qnaNo: 7, payload: message, attempts: 1 }];
    const outbox = fakeOutbox(async () => queued.pop());
    let finishSend = () => {};
    const slowSend = () => new Promise<void>((resolve) => (finishSend = resolve));
    sender = startOutboxSender({ outbox, mailer: mailer(slowSend), log: silent, succeeded });
    // One claim, then only the send: each success after the first is a poll seeing it in flight.
    await vi.waitFor(() => expect(succeeded.mock.calls.length).toBeGreaterThan(4));
    expect(outbox.claimNext).toHaveBeenCalledTimes(1);
    expect(outbox.sent).not.toHaveBeenCalled();
    finishSend();
    await vi.waitFor(() => expect(outbox.sent).toHaveBeenCalledTimes(1));
  });
});
