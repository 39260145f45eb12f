import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test fails on a console error, an uncaught page error or anything the CSP refused
 * (a `securitypolicyviolation` event), and can ask for an axe check that allows no serious or
 * critical violation.
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

export const test = base.extend<{ errors: string[]; waitForHydration: boolean }>({
  /**
   * A test that acts as a visitor does, before the scripts have run (decision 029), opts out with
   * `test.use({ waitForHydration: false })`.
   */
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, use) => {
    if (!waitForHydration) return use(page);
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
        // A page answered with 404 on purpose, or a form posted to its page and refused (4xx,
        // decision 030), reports its own status; that is not an error.
        const isOwnStatus = message.location().url === page.url() && /status of 4\d\d/.test(message.text());
        // A refusal the app handles and reports itself (a failed login, no session yet, a
        // validation message) is Chrome's resource log of a 4xx API answer, not a page error.
        const isHandledRefusal =
          /\/(api|file)\//.test(message.location().url) && /status of 4\d\d/.test(message.text());
        if (message.type() === 'error' && !isOwnStatus && !isHandledRefusal) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A style or script the CSP refused, named with what was refused (decision 046).
      await page.exposeFunction('reportPolicyViolation', (text: string) => errors.push(text));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation(
            `CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
          ),
        ),
      );
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

/**
 * A mid-range phone on a slow connection, as the issue measured it: the processor 4× slower
 * (CDP `Emulation.setCPUThrottlingRate`) and slow 4G (about 1.6 Mbit/s down, 150 ms round trip).
 * Its pages show their controls well before they are hydrated.
 */
/** A phone held by touch, whose tests do not wait for hydration (decision 029): `test.use(PHONE_BEFORE_SCRIPTS)`. */
export const PHONE_BEFORE_SCRIPTS = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  waitForHydration: false,
};

export async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Opens a public page as a visitor meets it, and returns at `DOMContentLoaded` with its scripts
 * held back (all but the boot script, which runs at once as it would), so what the test does next
 * surely happens before hydration, however fast the machine. The function it returns lets the
 * scripts load and waits until they have hydrated the page.
 */
export async function openBeforeScripts(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return async function hydrate() {
    expect(await page.locator('html[data-hydrated]').count(), 'hydrated before its scripts').toBe(0);
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  };
}

/** Both languages of a public path: '/career/jobs' → ['/career/jobs', '/vi/career/jobs']. */
/** A one-page PDF: CVs and attachments are parsed, so a signature alone is refused (decision 049). */
export const ONE_PAGE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const bothLanguages = (path: string) => [path, path === '/' ? '/vi' : `/vi${path}`];
