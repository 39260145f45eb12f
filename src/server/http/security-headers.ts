import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Where the site's pages may load from: only itself, plus YouTube's embeds and thumbnails (the
 * video pages). Neither scripts nor styles may be inline: a page's own `<style>` element is
 * allowed by its hash, on that page's answer alone (`allowInlineStyles`; decision 046).
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
  'style-src': ["'self'"],
  'upgrade-insecure-requests': [],
};

/**
 * The browser features no page of the site uses, denied to it and to every frame it embeds
 * (decision 046). `interest-cohort` is FLoC's opt-out, which Chromium still recognises without a
 * console warning (an unknown feature would log one).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()';

/**
 * The security headers of every answer (those helmet sets by default, with the policy above;
 * HSTS only over https: registerStrictTransport). Development adds blob: workers: Vite's client waits
 * for a restarted server from a worker made from a blob, and inline styles: Vite's client puts
 * each style sheet into a `<style>` element it makes (never in a build). The back-office's page (`isAdminPage`)
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
    ...(isDevelopment
      ? {
          'style-src': [...CONTENT_SOURCES['style-src']!, "'unsafe-inline'"],
          'worker-src': ["'self'", 'blob:'],
        }
      : {}),
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
    'permissions-policy': PERMISSIONS_POLICY,
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

/** The CSP source that allows one inline `<style>` element whose text is exactly `css`. */
export const styleSource = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/**
 * Adds the sources of the inline `<style>` elements an answer carries (`styleSource`) to the
 * style-src of the policy already set on it, for that answer only. Not to development's, which
 * allows every inline style: a hash beside 'unsafe-inline' would make browsers ignore it.
 */
export function allowInlineStyles(reply: FastifyReply, sources: readonly string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || sources.length === 0) return;
  const allowed = policy.replace(/(^|;)style-src ([^;]*)/, (all, start: string, values: string) =>
    values.includes("'unsafe-inline'")
      ? all
      : [`${start}style-src`, values, ...sources.filter((source) => !values.includes(source))].join(' '),
  );
  reply.header('content-security-policy', allowed);
}
