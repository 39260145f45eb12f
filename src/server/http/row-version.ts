import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConflictData } from '../../common/api-errors.ts';
import { badRequest, StaleVersion } from '../errors.ts';
import { ok } from './reply.ts';

/**
 * Versions on the wire (decision 057): a detail answer says the version it shows (`ETag: "7"` and
 * `data.version`); a save says the version it started from (`If-Match: "7"` or `W/"7"`, or a
 * `version` field of its body or form), and a stale one is answered 409 `conflict` with the item
 * as it is now. A save that says none works as it always did.
 */

const IF_MATCH = /^(?:W\/)?"(\d{1,9})"$/;
const VERSION = /^\d{1,9}$/;

/** The version a save started from, from If-Match or the body's `version`; undefined when it sends none. */
export function expectedVersion(request: FastifyRequest, body: unknown = request.body): number | undefined {
  const header = request.headers['if-match'];
  if (typeof header === 'string' && header.trim() !== '' && header.trim() !== '*') {
    const match = IF_MATCH.exec(header.trim());
    if (!match) throw badRequest('If-Match must be the version an answer gave, e.g. "7"');
    return Number(match[1]);
  }
  const field = body && typeof body === 'object' ? (body as { version?: unknown }).version : undefined;
  if (field === undefined || field === null || field === '') return undefined;
  if (!VERSION.test(String(field))) throw badRequest('version must be a whole number');
  return Number(field);
}

/** A detail answer: the envelope, with the version it shows as the ETag. */
export function versionedAnswer<T extends object>(reply: FastifyReply, data: T) {
  const version = (data as { version?: unknown }).version;
  if (typeof version === 'number') reply.header('etag', `"${version}"`);
  return ok(data);
}

/**
 * Runs a save; when it was stale, answers the 409 with the item as `current` (its detail answer)
 * shows it now, and who saved it last and when.
 */
export async function savingVersioned<T>(
  save: () => Promise<T>,
  current: () => Promise<unknown>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof StaleVersion) || error.data !== undefined) throw error;
    const data = { current: await current(), ...error.lastSave };
    throw new StaleVersion(
      error.lastSave,
      data satisfies Omit<ConflictData, 'current'> & { current: unknown },
    );
  }
}
