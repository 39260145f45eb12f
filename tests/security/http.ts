import http from 'node:http';

/**
 * A raw HTTP client for hostile requests. fetch normalises what an attacker would not (dot segments,
 * percent-encoding), so the security suite speaks node:http, one connection per request so that one
 * broken exchange cannot disturb the next.
 */
export interface RawRequest {
  method: string;
  /** Sent exactly as given: '/api/news/..%2f..%2fetc%2fpasswd', '/api/job?pageNo=%zz'. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Parsed JSON when the answer says it is JSON and parses, else undefined. */
  json: unknown;
  /** Set when no answer came: the server dropped the connection ('socket hang up', 'ECONNRESET'). */
  error?: string;
}

export function send(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers: Record<string, string> = { ...request.headers };
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, method: request.method, path: request.path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          if (/json/.test(res.headers['content-type'] ?? ''))
            try {
              json = JSON.parse(text);
            } catch {}
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    // No answer at all is a finding in itself; the caller reports it with the request that caused it.
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, headers: {}, text: '', json: undefined, error: error.code ?? error.message }),
    );
    req.end(body);
  });
}

/** Text that must never reach a client (no stack trace or SQL text in a response). */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /\bat (?:[^\s()]+ )?\(?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+/, // a V8 stack frame
  /node_modules/,
  /\bSQLITE_[A-Z]/,
  /syntax error at or near/i,
  /\/work\/|\/kv-test-/, // paths of the checkout and of the test data folder
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError): /,
  /\b(?:from|into|update) "\w+" (?:where|values|set|order)\b/i, // SQL as Kysely writes it
  /better-sqlite3|fastify\/lib|find-my-way/i,
];

/**
 * The leak patterns an answer shows that its request did not carry itself: a 404 page may echo the
 * path it was asked for, which is the caller's own text, not a leak.
 */
export function leaksIn(response: RawResponse, request: RawRequest): string[] {
  const shown = LEAK_PATTERNS.filter((p) => p.test(response.text));
  if (!shown.length) return [];
  const asked = `${request.path}\n${JSON.stringify(request.headers ?? {})}\n${request.body?.toString('latin1') ?? ''}`;
  return shown.filter((p) => !p.test(asked)).map((p) => `${p} in ${response.text.slice(0, 300)}`);
}

/** Whether a JSON answer is the API envelope: {success:true,data} or {success:false,message,code}. */
export function isEnvelope(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  if (v.success === true) return 'data' in v;
  return (
    v.success === false &&
    typeof v.message === 'string' &&
    v.message.length > 0 &&
    typeof v.code === 'string' &&
    v.code.length > 0
  );
}
