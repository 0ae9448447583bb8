import { expect, takeCspViolations, test } from '../support/test';

/**
 * REQ-SEC-HEADERS in the browser: every suite fails on a CSP violation in the console
 * (support/test.ts). This proves the guard sees one, and that the app's own pages cause none.
 */
test('the guard sees an inline script the CSP blocks', async ({ page }) => {
  await page.goto('/auth/login');
  await page.addScriptTag({ content: 'window.__cspProbe = true;' }).catch(() => undefined);
  await expect
    .poll(() => page.evaluate(() => (window as { __cspProbe?: boolean }).__cspProbe ?? false))
    .toBe(false);
  await expect.poll(() => takeCspViolations().length).toBeGreaterThan(0);
});

test('the sign-in page and the legal pages load without a violation', async ({ page }) => {
  for (const path of ['/auth/login', '/terms-of-service', '/privacy-policy']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(takeCspViolations()).toEqual([]);
});
