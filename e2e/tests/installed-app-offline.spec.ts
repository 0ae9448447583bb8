import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { untilControlled, untilKept } from '../support/installed-app';
import { apiSession } from '../support/buyer-homes-api';
import { untilReplicated } from '../support/embedded-mls';
import { myPropertiesView } from '../support/my-properties';
import { signIn } from '../support/sign-in';
import { privatePort } from '../support/ports';
import { privateProduct } from '../support/spawn-product';

/**
 * The installed app without a network (REQ-APP-OFFLINE, ADR 054): a private product, so that the
 * network can really go. It is stopped after the buyer's first visit, and the list opens again
 * from the worker's copies. (Chromium's offline emulation, `context.setOffline`, fails the
 * navigation before the worker sees it, so it cannot stand in for a lost network here.)
 */
/** Pictures for a person to look at (not compared): e2e/.artifacts/screenshots/. */
const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));

const product = privateProduct(privatePort('installedAppOffline'));
test.use({ baseURL: product.baseURL });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  await product.start({ seedDemo: true, env: { MLS_SYNC_INTERVAL_SECONDS: '2' } });
  const request = await playwright.request.newContext({ baseURL: product.baseURL });
  await untilReplicated(await apiSession(request, 'owner'), 120_000);
  await request.dispose();
});

test.afterAll(async () => {
  test.setTimeout(30_000);
  await product.stop();
});

test("the buyer's list opens without a network after one visit, with the offline line (REQ-APP-OFFLINE)", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A context of its own where the worker may register (the suite's config blocks workers).
  const context = await browser.newContext({ baseURL: product.baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signIn(page, 'buyer');
  const view = myPropertiesView(page);
  await expect(view.cards.first()).toBeVisible({ timeout: 30_000 });
  await untilControlled(page);
  // The first install reads the page's data once more through the worker, which keeps it.
  await untilKept(page, 'rela-homes', [
    '/my-account-info',
    '/dashboard/my-supervisor-info',
    '/my-listing-keys',
    '/listings/properties',
    '/listings/images',
  ]);
  const supervisor = (
    (await page
      .getByRole('region', { name: 'Your supervisor' })
      .getByRole('paragraph')
      .nth(1)
      .textContent()) ?? ''
  ).trim();
  expect(supervisor).not.toBe('');
  // Every card is drawn by now (past the first three they render deferred).
  const count = await view.cards.count();
  expect(count).toBeGreaterThan(3);

  // The next visit is the worker's from its start: the page itself is kept too.
  await page.reload();
  await expect(view.cards).toHaveCount(count);
  await untilControlled(page);
  await untilKept(page, 'rela-pages', ['/']);

  await product.stop();
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(/^Offline, as of /)).toBeVisible();
  await expect(myPropertiesView(page).cards).toHaveCount(count);
  // The supervisor card above the list, as last seen.
  await expect(page.getByRole('region', { name: 'Your supervisor' })).toContainText(supervisor);
  await page.screenshot({ path: `${screenshotDir}offline-list-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(/^Offline, as of /)).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}offline-list-phone.png` });
  await context.close();
});
