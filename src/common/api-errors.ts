/**
 * The `code` of the API's failure envelope `{ success: false, message, code }`. Clients branch on
 * the code, never on the message, which is English text meant for people and free to change.
 */
export const API_ERROR_CODES = [
  'validation',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'unsupported_type',
  'rate_limited',
  /** The password was right; the account's second factor is needed (decision 038). */
  'totp_required',
  /** Two-factor is required for every account and this one has not set it up yet. */
  'totp_setup_required',
  /** The database is briefly out of reach (a restart, a failover): retry after Retry-After seconds. */
  'unavailable',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiFailure {
  success: false;
  message: string;
  code: ApiErrorCode;
}

/**
 * The `data` of a 409 `conflict` answered to a save that named an older version of the item than
 * the stored one (decision 057): the item as its detail answers it now, who saved it last and when.
 */
export interface ConflictData {
  current: Record<string, unknown> & { version: number };
  savedBy: string | null;
  savedAt: string | null;
}
