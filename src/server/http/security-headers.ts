import type { FastifyInstance } from 'fastify';

/**
 * Where the site's pages may load from: only itself, plus YouTube's embeds and thumbnails (the
 * video pages). Styles may be inline (React's style attributes); scripts may not.
 */
const CONTENT_SOURCES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  'img-src': ["'self'", 'data:', 'https://i.ytimg.com'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'upgrade-insecure-requests': [],
};

/**
 * The security headers of every answer (those helmet sets by default, with the policy above;
 * HSTS only over https: registerStrictTransport). Development adds blob: workers: Vite's client waits
 * for a restarted server from a worker made from a blob. The back-office's page (`isAdminPage`)
 * may frame blobs: it previews an applicant's PDF, fetched with the session (a plain link could
 * not carry it), in a frame made from a blob; only the page's own script can make one.
 */
export function securityHeaders({
  isDevelopment,
  isAdminPage = false,
  imageOrigin,
}: {
  isDevelopment: boolean;
  isAdminPage?: boolean;
  /** The bucket or CDN serving public images (S3_PUBLIC_URL), when it is not the site itself. */
  imageOrigin?: string | undefined;
}) {
  const sources = {
    ...CONTENT_SOURCES,
    ...(imageOrigin ? { 'img-src': [...CONTENT_SOURCES['img-src']!, imageOrigin] } : {}),
    ...(isDevelopment ? { 'worker-src': ["'self'", 'blob:'] } : {}),
    ...(isAdminPage ? { 'frame-src': [...CONTENT_SOURCES['frame-src']!, 'blob:'] } : {}),
  };
  const policy = Object.entries(sources)
    .map(([directive, values]) => [directive, ...values].join(' '))
    .join(';');
  return {
    'content-security-policy': policy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Puts the security headers on every answer. They are made once: @fastify/helmet built its
 * configuration again for every request, a measurable share of an uncached answer's time.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isDevelopment: boolean; imageOrigin?: string | undefined },
): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Strict-Transport-Security on the answers this instance knows went over https: its own TLS, or a
 * trusted proxy's X-Forwarded-Proto (TRUST_PROXY). Never over plain http, where a browser ignores
 * it and an attacker in the middle could strip it anyway (decision 045).
 */
export function registerStrictTransport(
  app: FastifyInstance,
  hsts: { maxAge: number; includeSubDomains: boolean } | null,
): void {
  if (!hsts) return;
  const value = `max-age=${hsts.maxAge}${hsts.includeSubDomains ? '; includeSubDomains' : ''}`;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', value);
    done();
  });
}
