import { defineConfig } from '@playwright/test';
import { findChromium } from './src/server/test/find-programs.ts';

/**
 * Browser tests in Chromium (CHROMIUM_PATH, else the system's, else Playwright's own:
 * src/server/test/find-programs.ts) against the real built server, started on a fresh data folder
 * with the demo content (scripts/e2e-server.mjs). The public pages' tests count the demo content, so
 * they run first; the admin tests, which add, change and delete content, run after them.
 */
const PORT = Number(process.env.E2E_PORT ?? 3310);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  projects: [
    { name: 'site', testIgnore: 'admin/**' },
    { name: 'admin', testMatch: 'admin/**/*.spec.ts', dependencies: ['site'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
