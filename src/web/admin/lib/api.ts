import { ADMIN_CALL_HEADER } from '../../../common/http-headers.ts';
import { ApiError, apiErrorFrom, withQuery } from '../../lib/api.ts';
import { attachmentName, saveBlob } from './download.ts';

export type { ListResult } from '../../lib/api.ts';
/**
 * The admin's one API client. The session travels in the HttpOnly cookie set at login, out of reach of page scripts,
 * so script never holds the token; every call is marked as an admin call (the cookie counts only
 * then) and the server checks the Origin of every cookie-carried write.
 * Answers are unwrapped: the envelope's data on success, otherwise the same ApiError as the public
 * client (status, code and the server's message). A 401 means the session is gone: the session
 * provider decides what follows (a sign-in dialog over an open form, after which the call is sent
 * again, or the login page).
 */
export { ApiError };

export type Query = Record<string, string | number | undefined>;
type Body = FormData | object | undefined;

/** After a 401: send the call again (signed in anew), give up with the 401, or sign out. */
export type AfterUnauthorized = 'retry' | 'cancel' | 'signOut';

let onUnauthorized: () => Promise<AfterUnauthorized> = async () => 'signOut';
/** The session provider registers what a 401 does. */
export function handleUnauthorized(handler: () => Promise<AfterUnauthorized>) {
  onUnauthorized = handler;
}

const NO_SESSION_PATHS = ['/api/user/login', '/api/user/logout'];

/** fetch with the session cookie; a 401 goes to the session provider, and may be sent once more. */
async function send(path: string, init: RequestInit): Promise<Response> {
  // The mark makes the session cookie count: without it the server answers as to a visitor.
  const headers = { ...(init.headers as Record<string, string>), [ADMIN_CALL_HEADER]: '1' };
  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  if (response.status === 401 && !NO_SESSION_PATHS.includes(path.split('?')[0]!)) {
    if ((await onUnauthorized()) === 'retry') return send(path, init);
  }
  return response;
}

/**
 * The version each item was loaded at (decision 057): a staff detail's ETag, kept by its path. The
 * saves of that item (the path itself, its draft, publishing it, restoring a version) send it back
 * as If-Match unless their body names one, so that a save from an older version is refused (409
 * `conflict`) rather than overwriting someone else's. A save that made a new version forgets it:
 * the screen reads the item again (or sends the version it holds).
 */
const loadedVersions = new Map<string, number>();
const VERSIONED_SAVE = /^(.*\/\d+)(\/draft|\/draft\/publish|\/revisions\/\d+\/restore)?$/;

/** The item a save belongs to and whether it makes a new version (a draft does not). */
const savedItem = (path: string) => {
  const match = VERSIONED_SAVE.exec(path.split('?')[0]!);
  return match ? { item: match[1]!, isNewVersion: match[2] !== '/draft' } : null;
};

/** Saves of the item at `path` start from `version` now (the editor took the other's, or keeps theirs on top). */
export function startFromVersion(path: string, version: number) {
  loadedVersions.set(path, version);
}

const namesVersion = (body: Body) =>
  body instanceof FormData ? body.has('version') : !!body && 'version' in (body as object);

async function request<T>(method: string, path: string, body?: Body): Promise<T> {
  const isForm = body instanceof FormData;
  const saved = method === 'POST' && !namesVersion(body) ? savedItem(path) : null;
  const version = saved ? loadedVersions.get(saved.item) : undefined;
  let response: Response;
  try {
    response = await send(path, {
      method,
      headers: {
        accept: 'application/json',
        ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
      },
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(
      0,
      'network',
      'The server cannot be reached. Please check the connection and try again.',
    );
  }
  const payload = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: T;
    message?: string;
    code?: string;
  } | null;
  if (!response.ok || !payload?.success) throw apiErrorFrom(response.status, payload);
  const etag = /^"(\d+)"$/.exec(response.headers.get('etag') ?? '');
  if (method === 'GET' && etag) loadedVersions.set(path.split('?')[0]!, Number(etag[1]));
  if (saved?.isNewVersion) loadedVersions.delete(saved.item);
  return payload.data as T;
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', withQuery(path, query)),
  post: <T>(path: string, body?: Body) => request<T>('POST', path, body),
  delete: <T>(path: string, body: object) => request<T>('DELETE', path, body),
};

/**
 * Attachments come as a blob saved under the server's name for them (`cv-12.pdf`), never the
 * sender's (decision 049); a missing file is reported with the spec's message by the caller.
 */
export async function downloadFile(fileUrl: string, fileName: string): Promise<boolean> {
  const response = await fileResponse(fileUrl, fileName);
  if (!response) return false;
  saveBlob(await response.blob(), attachmentName(response.headers.get('content-disposition'), 'download'));
  return true;
}

/** A stored file's bytes, fetched with the session (GET /file/download); null when it is refused or missing. */
export async function fetchFile(fileUrl: string, fileName: string): Promise<Blob | null> {
  return (await fileResponse(fileUrl, fileName))?.blob() ?? null;
}

async function fileResponse(fileUrl: string, fileName: string): Promise<Response | null> {
  if (!fileUrl) return null;
  const response = await send(withQuery('/file/download', { fileUrl, fileName }), {});
  return response.ok ? response : null;
}

/**
 * A file the API builds (the inquiry CSV), saved under the server's name; a refusal comes back as
 * the same ApiError the other calls throw.
 */
export async function downloadFromApi(path: string, query: Query, fallbackName: string): Promise<void> {
  const response = await send(withQuery(path, query), {});
  if (!response.ok) throw apiErrorFrom(response.status, await response.json().catch(() => null));
  saveBlob(await response.blob(), attachmentName(response.headers.get('content-disposition'), fallbackName));
}

/** Editor images: POST /file/upload answers {location} without the envelope. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  const response = await send('/file/upload', { method: 'POST', body: form });
  const payload = (await response.json().catch(() => null)) as {
    location?: string;
    message?: string;
    code?: string;
  } | null;
  if (!response.ok || !payload?.location) throw apiErrorFrom(response.status, payload);
  return payload.location;
}
