import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  allowInlineStyles,
  PERMISSIONS_POLICY,
  registerSecurityHeaders,
  securityHeaders,
  styleSource,
} from './security-headers.ts';

describe('security headers', () => {
  it('forbid framing, inline script and style, plugins and other hosts but YouTube', () => {
    const csp = securityHeaders({ isDevelopment: false })['content-security-policy'];
    expect(csp.split(';')).toEqual([
      "default-src 'self'",
      "base-uri 'self'",
      "font-src 'self' data:",
      "form-action 'self'",
      "frame-ancestors 'none'",
      'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
      "img-src 'self' data: https://i.ytimg.com",
      "object-src 'none'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "style-src 'self'",
      'upgrade-insecure-requests',
    ]);
  });

  it('let development workers come from blobs (Vite), and only there', () => {
    expect(securityHeaders({ isDevelopment: true })['content-security-policy']).toMatch(
      /;worker-src 'self' blob:$/,
    );
    expect(securityHeaders({ isDevelopment: false })['content-security-policy']).not.toMatch(/worker-src/);
  });

  it("allow nothing 'unsafe-' in a build, on the site or the back-office", () => {
    for (const isAdminPage of [false, true]) {
      const csp = securityHeaders({ isDevelopment: false, isAdminPage })['content-security-policy'];
      expect(csp).not.toContain("'unsafe-");
    }
  });

  it("let development's inline styles in (Vite's client makes style elements), and only there", () => {
    const csp = securityHeaders({ isDevelopment: true })['content-security-policy'];
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
  });

  it('deny camera, microphone, geolocation, payment and interest-cohort to the page and its frames', () => {
    expect(securityHeaders({ isDevelopment: false })['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()',
    );
    expect(PERMISSIONS_POLICY).toBe(securityHeaders({ isDevelopment: true })['permissions-policy']);
  });

  it('let one answer allow its own inline style elements by their hash, in style-src alone', async () => {
    expect(styleSource('body{color:red}')).toBe("'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='");
    const app = Fastify();
    registerSecurityHeaders(app, { isDevelopment: false });
    const sources = [styleSource('a{}'), styleSource('b{}')];
    app.get('/page', async (_request, reply) => {
      allowInlineStyles(reply, sources);
      return 'page';
    });
    app.get('/other', async () => 'other');
    const page = String((await app.inject({ url: '/page' })).headers['content-security-policy']).split(';');
    const other = String((await app.inject({ url: '/other' })).headers['content-security-policy']).split(';');
    expect(page).toEqual(other.map((d) => (d.startsWith('style-src') ? `${d} ${sources.join(' ')}` : d)));
    expect(other).toContain("style-src 'self'");
    await app.close();
  });

  it("leave development's inline styles allowed: a hash beside 'unsafe-inline' would switch it off", async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { isDevelopment: true });
    app.get('/page', async (_request, reply) => {
      allowInlineStyles(reply, [styleSource('')]);
      return 'page';
    });
    const csp = String((await app.inject({ url: '/page' })).headers['content-security-policy']);
    expect(csp).toBe(securityHeaders({ isDevelopment: true })['content-security-policy']);
    await app.close();
  });

  it('let only the back-office frame blobs (its PDF preview), keeping the rest of the policy', () => {
    const site = securityHeaders({ isDevelopment: false })['content-security-policy'].split(';');
    const admin = securityHeaders({ isDevelopment: false, isAdminPage: true })[
      'content-security-policy'
    ].split(';');
    expect(admin).toEqual(site.map((d) => (d.startsWith('frame-src') ? `${d} blob:` : d)));
    expect(site.join(';')).not.toContain('blob:');
  });

  it('are on every answer, found or not', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { isDevelopment: false });
    app.get('/thing', async () => ({ ok: true }));
    const expected = securityHeaders({ isDevelopment: false });
    for (const url of ['/thing', '/missing']) {
      const res = await app.inject({ url });
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
    await app.close();
  });
});
