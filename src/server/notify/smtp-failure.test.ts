import { describe, expect, it } from 'vitest';
import { describeFailure, outcomeOfFailure } from './smtp-failure.ts';

const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error('failed'), fields);
const delays = [30_000, 120_000];

describe('outcomeOfFailure', () => {
  it('retries a temporary refusal or a lost connection after the delay of that attempt', () => {
    const busy = smtpError({ code: 'EMESSAGE', responseCode: 451, permanent: false });
    expect(outcomeOfFailure(busy, 1, delays)).toEqual({ retryInMs: 30_000 });
    expect(outcomeOfFailure(smtpError({ code: 'ECONNECTION' }), 2, delays)).toEqual({ retryInMs: 120_000 });
  });

  it('gives up when the last attempt failed', () => {
    expect(outcomeOfFailure(smtpError({ code: 'ETIMEDOUT' }), 3, delays)).toEqual({ giveUp: 'last attempt' });
  });

  it('gives up at once on a refusal of the message, but not on a refused login', () => {
    const rejected = smtpError({ code: 'EMESSAGE', responseCode: 554, permanent: true });
    expect(outcomeOfFailure(rejected, 1, delays)).toEqual({ giveUp: 'permanent' });
    const badLogin = smtpError({ code: 'EAUTH', responseCode: 535, permanent: true });
    expect(outcomeOfFailure(badLogin, 1, delays)).toEqual({ retryInMs: 30_000 });
  });
});

describe('describeFailure', () => {
  it('names the code, the reply code and the reply, with the addresses masked', () => {
    const error = smtpError({
      code: 'EENVELOPE',
      responseCode: 550,
      response: '550 5.1.1 <boss@kidventure.example>: Recipient\r\n address rejected',
    });
    expect(describeFailure(error)).toBe('EENVELOPE 550 5.1.1 <[address]>: Recipient address rejected');
  });

  it('falls back to the message and stays short', () => {
    expect(describeFailure(new Error('connect ECONNREFUSED 127.0.0.1:2525'))).toBe(
      'ERROR connect ECONNREFUSED 127.0.0.1:2525',
    );
    expect(describeFailure(smtpError({ code: 'EMESSAGE', responseCode: 451, response: 'Busy' }))).toBe(
      'EMESSAGE 451 Busy',
    );
    expect(describeFailure(smtpError({ response: 'x'.repeat(1_000) })).length).toBe(300);
  });
});
