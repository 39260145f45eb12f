import { describe, expect, it, vi } from 'vitest';
import type { ClaimedMail, MailOutboxService } from './mail-outbox.ts';
import type { Mailer } from './mailer.ts';
import { startOutboxSender } from './outbox-sender.ts';

const QUEUED_AT = '2026-11-27T21:00:00.000Z';
const queued: ClaimedMail = {
  id: 7,
  qnaNo: 3,
  payload: JSON.stringify({ subject: 'New partnership inquiry #3: Hello', text: 'Hi', html: '<p>Hi</p>' }),
  attempts: 1,
  createdAt: QUEUED_AT,
};
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

/** An outbox holding `rows` whose database is away while `isDatabaseAway()` says so. */
function fakeOutbox(rows: ClaimedMail[], isDatabaseAway: () => boolean) {
  const calls: string[] = [];
  const reach = () => {
    if (isDatabaseAway()) throw new Error('Connection terminated unexpectedly');
  };
  const outbox = {
    timing: { pollMs: 10, leaseMs: 1000, retryDelaysMs: [] },
    onWake: () => () => undefined,
    claimNext: vi.fn(async () => {
      reach();
      calls.push('claim');
      return rows.shift();
    }),
    sent: vi.fn(async (mail: ClaimedMail) => {
      reach();
      calls.push(`sent ${mail.id}`);
    }),
    delivering: (_mail: ClaimedMail, deliver: () => Promise<void>) => deliver(),
    failed: vi.fn(),
    interrupted: vi.fn(),
  } as unknown as MailOutboxService;
  return { outbox, calls };
}

describe('the outbox sender', () => {
  it('sends each message with a Message-ID that stays the same for every attempt at it', async () => {
    const { outbox } = fakeOutbox([{ ...queued }], () => false);
    const mailer: Mailer = { send: vi.fn(async () => undefined), close: async () => undefined };
    const sender = startOutboxSender({ outbox, mailer, log });
    await vi.waitFor(() => expect(mailer.send).toHaveBeenCalledTimes(1));
    await sender.stop();
    expect(vi.mocked(mailer.send).mock.calls[0]![1]).toEqual({
      key: `outbox.7.${Date.parse(QUEUED_AT)}`,
    });
  });

  it('deletes a delivered message the database missed once it is back, before it claims another', async () => {
    let isAway = false;
    const { outbox, calls } = fakeOutbox([{ ...queued }, { ...queued, id: 8 }], () => isAway);
    // The database goes away while the SMTP server takes the first message.
    const mailer: Mailer = {
      send: vi.fn(async () => {
        isAway = calls.length === 1;
      }),
      close: async () => undefined,
    };
    const sender = startOutboxSender({ outbox, mailer, log });
    await vi.waitFor(() => expect(outbox.sent).toHaveBeenCalled());
    expect(calls).toEqual(['claim']);
    isAway = false;
    await vi.waitFor(() => expect(calls).toContain('sent 8'));
    await sender.stop();
    expect(calls.slice(0, 4)).toEqual(['claim', 'sent 7', 'claim', 'sent 8']);
    expect(mailer.send).toHaveBeenCalledTimes(2);
  });
});
