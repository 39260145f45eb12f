import type { NodemailerError } from 'nodemailer';

/** What a failed attempt leads to: another attempt after `retryInMs`, or giving the message up. */
export type FailureOutcome = { retryInMs: number } | { giveUp: 'permanent' | 'last attempt' };

/**
 * A refusal of the message itself (a 5xx reply; nodemailer sets `permanent`) is final. A refused
 * login is not, although it is a 5xx too: it is the configuration that is wrong, and once an
 * operator fixes it the waiting messages should still go.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { code, permanent } = (error ?? {}) as NodemailerError;
  return permanent === true && code !== 'EAUTH';
}

/** `attempts` counts this one. */
export function outcomeOfFailure(
  error: unknown,
  attempts: number,
  retryDelaysMs: readonly number[],
): FailureOutcome {
  if (isPermanentFailure(error)) return { giveUp: 'permanent' };
  const delay = retryDelaysMs[attempts - 1];
  return delay === undefined ? { giveUp: 'last attempt' } : { retryInMs: delay };
}

const ADDRESS = /[^\s<>"',;:()]+@[^\s<>"',;:()]+/g;
const LIMIT = 300;

/**
 * The failure in one line for `lastError` and the log: code, SMTP reply code and the reply, with
 * e-mail addresses masked. Never the message, its subject or the visitor's name.
 */
export function describeFailure(error: unknown): string {
  const { code, responseCode, response, message } = (error ?? {}) as NodemailerError;
  const detail = (response ?? message ?? String(error))
    .replace(ADDRESS, '[address]')
    .replace(/\s+/g, ' ')
    .trim();
  const hasCode = responseCode === undefined || detail.startsWith(String(responseCode));
  return [code ?? 'ERROR', hasCode ? '' : responseCode, detail]
    .filter((part) => part !== '')
    .join(' ')
    .slice(0, LIMIT);
}
