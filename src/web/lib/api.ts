import { API_ERROR_CODES, type ApiErrorCode } from '../../common/api-errors.ts';

/**
 * The public site's API client. Requests never carry the admin cookie (`credentials: 'omit'`), so a
 * signed-in editor browsing the site sees exactly what visitors see.
 */
export interface ListResult<T> {
  list: T[];
  total: number;
}

/**
 * A failed call, keeping the envelope's `code` so callers can tell failures apart without reading
 * the English message. Two codes come from the client itself: 'network' when no answer arrived
 * (status 0) and 'unexpected' when the answer was not the API's envelope (e.g. a proxy's error page).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | 'network' | 'unexpected',
    message: string,
    /** The failure's `data`, when it carries one (a 409 conflict: the item now, decision 057). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
  code?: string;
}

/** The error an unsuccessful answer stands for; `body` is null when it was not JSON. */
export function apiErrorFrom(status: number, body: Partial<Envelope<unknown>> | null): ApiError {
  const code = API_ERROR_CODES.find((known) => known === body?.code) ?? 'unexpected';
  return new ApiError(status, code, body?.message ?? `Request failed (${status})`, body?.data);
}

/** A path with its query string; empty and missing values are left out. */
export function withQuery(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export async function getPublic<T>(
  path: string,
  query: Record<string, string | number | undefined> = {},
): Promise<T> {
  const response = await fetch(withQuery(path, query), {
    credentials: 'omit',
    headers: { accept: 'application/json' },
  });
  const body = (await response.json()) as Envelope<T>;
  if (!body.success) throw apiErrorFrom(response.status, body);
  return body.data;
}

/** Multipart POST with upload progress (fetch cannot report it), for the inquiry form. */
export function postForm<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = false;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as Envelope<T> | null;
      if (body?.success) resolve(body.data);
      else reject(apiErrorFrom(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'The server could not be reached'));
    xhr.send(form);
  });
}
