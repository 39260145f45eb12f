import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test fails on a console error or an uncaught page error, and can ask for an axe
 * check that allows no serious or critical violation.
 */
/**
 * A public page starts its scripts after it has loaded (src/web/boot.ts, decision 023), so a test
 * that uses it right after `goto` or `reload` would race its hydration: both wait for the page's
 * `<html data-hydrated>` too, when the page has scripts to start.
 */
async function untilHydrated(page: Page) {
  if (await page.locator('script[data-entry]').count())
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export const test = base.extend<{ errors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilHydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilHydrated(page);
      return response;
    };
    await use(page);
  },
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A page answered with 404 on purpose reports its own status; that is not an error.
        const isOwnStatus = message.location().url === page.url() && /status of 404/.test(message.text());
        // A refusal the app handles and reports itself (a failed login, no session yet, a
        // validation message) is Chrome's resource log of a 4xx API answer, not a page error.
        const isHandledRefusal =
          /\/(api|file)\//.test(message.location().url) && /status of 4\d\d/.test(message.text());
        if (message.type() === 'error' && !isOwnStatus && !isHandledRefusal) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Both languages of a public path: '/career/jobs' → ['/career/jobs', '/vi/career/jobs']. */
export const bothLanguages = (path: string) => [path, path === '/' ? '/vi' : `/vi${path}`];
