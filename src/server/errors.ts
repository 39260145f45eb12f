import type { ZodType } from 'zod';
import type { ApiErrorCode } from '../common/api-errors.ts';

/**
 * An error whose message is safe to show to the client. Everything else becomes a plain 500.
 * Services, storage and routes throw it; `http/error-handler.ts` turns it into the failure envelope,
 * so the code that decides a request is wrong needs nothing from http/.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ApiErrorCode,
    /** Sent with the answer, e.g. Retry-After with a 429. */
    readonly headers: Record<string, string> = {},
    /** Sent as the envelope's `data`, e.g. the current item with a 409 `conflict` (decision 057). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message, 'validation');
export const unauthorized = (message = 'Please log in again') => new HttpError(401, message, 'unauthorized');
export const forbidden = (message = 'You do not have permission for this') =>
  new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found');
export const conflict = (message: string) => new HttpError(409, message, 'conflict');

/**
 * A save that named the version it started from, which is no longer the stored one (decision 057).
 * Thrown where the write is refused (db/row-version.ts); the route that knows how to show the item
 * adds it as it is now (http/row-version.ts).
 */
export class StaleVersion extends HttpError {
  constructor(
    /** Who saved the item last and when (ISO), as its row says. */
    readonly lastSave: { savedBy: string | null; savedAt: string | null },
    data?: unknown,
  ) {
    super(409, 'Someone else saved this item after you opened it.', 'conflict', {}, data);
  }
}

export const tooLarge = (message = 'The file is larger than the upload limit') =>
  new HttpError(413, message, 'too_large');
export const unsupportedType = (message: string) => new HttpError(415, message, 'unsupported_type');
/** 429 with Retry-After: the whole seconds until a new attempt can succeed (at least 1). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, 'rate_limited', {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** Parse input with a shared schema; the first issue's message becomes the 400 message. */
export function parseOrThrow<T>(schema: ZodType<T>, input: unknown): T {
  let result: ReturnType<typeof schema.safeParse>;
  try {
    result = schema.safeParse(input ?? {});
  } catch {
    // A zod check can throw on a hostile object (a `length` whose valueOf/toString are not functions).
    throw badRequest('The request could not be read');
  }
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const message = issue.message.includes(' ') ? issue.message : `${issue.path.join('.')} ${issue.message}`;
  throw badRequest(message);
}

/**
 * For a `.catch` where a refused lookup (a missing item: 4xx) stands for "none": null. Anything
 * else (the database out of reach, a bug) is thrown on, so it is answered as what it is (503, 500)
 * rather than as a missing page that caches would keep.
 */
export function refusalAsNull(error: unknown): null {
  if (error instanceof HttpError && error.status < 500) return null;
  throw error;
}
