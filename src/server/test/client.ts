import http from 'node:http';
/** A small fetch wrapper for API tests: every call returns status, parsed body and headers. */
export interface ApiResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
  body: any;
  text: string;
  headers: Headers;
}

export interface FileField {
  name: string;
  data: Buffer;
  type?: string;
}

export interface ApiClient {
  token: string | undefined;
  get(
    path: string,
    query?: Record<string, string | number>,
    headers?: Record<string, string>,
  ): Promise<ApiResponse>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse>;
  delete(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse>;
  /** multipart/form-data: strings become fields, FileField values become files. */
  form(
    path: string,
    fields: Record<string, string | FileField>,
    headers?: Record<string, string>,
  ): Promise<ApiResponse>;
  raw(path: string, init: RequestInit): Promise<ApiResponse>;
  login(loginId: string, password: string): Promise<ApiClient>;
  withToken(token: string | undefined): ApiClient;
}

export function apiClient(baseUrl: string, token?: string): ApiClient {
  const auth = (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const raw = async (path: string, init: RequestInit): Promise<ApiResponse> => {
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { ...auth(), ...(init.headers as Record<string, string>) },
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: response.status, body, text, headers: response.headers };
  };
  const json =
    (method: string) =>
    (path: string, body?: unknown, headers: Record<string, string> = {}) =>
      raw(path, {
        method,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      });
  const client: ApiClient = {
    token,
    get: (path, query, headers = {}) => {
      const qs = query
        ? `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`
        : '';
      return raw(`${path}${qs}`, { method: 'GET', headers });
    },
    post: json('POST'),
    delete: json('DELETE'),
    form: (path, fields, headers = {}) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields))
        if (typeof value === 'string') data.append(name, value);
        else
          data.append(
            name,
            new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }),
            value.name,
          );
      return raw(path, { method: 'POST', body: data, headers });
    },
    raw,
    async login(loginId, password) {
      const res = await raw('/api/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId, password }),
      });
      if (res.status !== 200) throw new Error(`login failed for ${loginId}: ${res.status} ${res.text}`);
      return apiClient(baseUrl, res.body.data.token);
    },
    withToken: (t) => apiClient(baseUrl, t),
  };
  return client;
}

/**
 * A form posted as a browser without scripts posts it (multipart, asking for HTML), the redirect
 * not followed, so a test sees the 303 and its Location.
 */
export async function browserPost(
  url: string,
  fields: Record<string, string | FileField>,
  headers: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
  const res = await fetch(url, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { accept: 'text/html', ...headers },
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** What `rawGet` answers: the status, the headers and the bytes exactly as sent. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A GET with exactly these headers (fetch would add Accept-Encoding) and the bytes as sent (fetch
 * would decompress them).
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}
