import { test as base, expect, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/**
 * Every e2e suite imports `test` from here (ESLint forbids `@playwright/test` in tests/): the same
 * `test`, plus a guard that fails a test when Chromium reports a Content Security Policy violation
 * in the console of any page, in any context the test opened (REQ-SEC-HEADERS: the CSP holds with the
 * real app).
 */

/** What Chromium writes to the console when the CSP blocks something (or would, report-only). */
const violation = /Content[ -]Security[ -]Policy/i;

/** Violations seen since the current test began (contexts of the worker report here). */
const seen: string[] = [];
const watched = new WeakSet<BrowserContext>();

/** Reports the CSP violations of a context the test made itself (a persistent profile, say). */
export const watchCsp = (context: BrowserContext): BrowserContext => {
  if (watched.has(context)) return context;
  watched.add(context);
  context.on('console', (message) => {
    if (violation.test(message.text()))
      seen.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  return context;
};

/** The violations seen so far in this test, which then no longer fail it (for the guard's own test). */
export const takeCspViolations = (): string[] => seen.splice(0, seen.length);

export const test = base.extend<{ cspGuard: void }>({
  // Contexts the test opens with browser.newContext() are watched as well.
  browser: async ({ browser }, use) => {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...options) => watchCsp(await newContext(...options));
    await use(browser);
  },
  context: async ({ context }, use) => {
    await use(watchCsp(context));
  },
  cspGuard: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      seen.length = 0;
      await use();
      expect(seen, 'Content Security Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});
