import { ApiError, apiErrorFrom, withQuery } from '../../lib/api.ts';

export type { ListResult } from '../../lib/api.ts';
/**
 * The admin's one API client. The session travels in the HttpOnly cookie set at login, out of reach of page scripts,
 * so script never holds the token; the server checks the Origin of every cookie-carried write.
 * Answers are unwrapped: the envelope's data on success, otherwise the same ApiError as the public
 * client (status, code and the server's message). A 401 anywhere means the session is gone: the app
 * goes back to the login page.
 */
export { ApiError };

export type Query = Record<string, string | number | undefined>;
type Body = FormData | object | undefined;

let onUnauthorized: () => void = () => {};
/** The session provider registers what a 401 does (forget the user, show the login page). */
export function handleUnauthorized(handler: () => void) {
  onUnauthorized = handler;
}

async function request<T>(method: string, path: string, body?: Body): Promise<T> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
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
  if (response.status === 401 && path !== '/api/user/login') onUnauthorized();
  if (!response.ok || !payload?.success) throw apiErrorFrom(response.status, payload);
  return payload.data as T;
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', withQuery(path, query)),
  post: <T>(path: string, body?: Body) => request<T>('POST', path, body),
  delete: <T>(path: string, body: object) => request<T>('DELETE', path, body),
};

/**
 * Attachments come as a blob saved under their own name (spec 7); a missing file is reported with
 * the spec's message by the caller.
 */
export async function downloadFile(fileUrl: string, fileName: string): Promise<boolean> {
  if (!fileUrl) return false;
  const response = await fetch(withQuery('/file/download', { fileUrl, fileName }), {
    credentials: 'same-origin',
  });
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName || 'download';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}

/** Editor images: POST /file/upload answers {location} without the envelope. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  const response = await fetch('/file/upload', { method: 'POST', body: form, credentials: 'same-origin' });
  const payload = (await response.json().catch(() => null)) as {
    location?: string;
    message?: string;
    code?: string;
  } | null;
  if (!response.ok || !payload?.location) throw apiErrorFrom(response.status, payload);
  return payload.location;
}
