import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it('forbid framing, inline script, plugins and other hosts but YouTube', () => {
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
      "style-src 'self' 'unsafe-inline'",
      'upgrade-insecure-requests',
    ]);
  });

  it('let development workers come from blobs (Vite), and only there', () => {
    expect(securityHeaders({ isDevelopment: true })['content-security-policy']).toMatch(
      /;worker-src 'self' blob:$/,
    );
    expect(securityHeaders({ isDevelopment: false })['content-security-policy']).not.toMatch(/worker-src/);
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
