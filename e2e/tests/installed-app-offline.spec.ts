import { expect, test, type Page } from '../support/test';
import { apiSession } from '../support/buyer-homes-api';
import { untilReplicated } from '../support/embedded-mls';
import { myPropertiesView } from '../support/my-properties';
import { signIn } from '../support/sign-in';
import { privateProduct } from '../support/spawn-product';

/**
 * The installed app without a network (REQ-APP-OFFLINE, ADR 054): a private product, so that the
 * network can really go. It is stopped after the buyer's first visit, and the list opens again
 * from the worker's copies. (Chromium's offline emulation, `context.setOffline`, fails the
 * navigation before the worker sees it, so it cannot stand in for a lost network here.)
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 60;
const product = privateProduct(PORT);
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

/** Waits until the service worker is active and controls the page (it registers after first paint). */
const controlled = (page: Page) =>
  page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return (
      registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null
    );
  });

// Open (ADR 054): in this runner the page is not controlled after a reload
// (`navigator.serviceWorker.controller` is null), although the worker activated and claimed the
// first page; so every request after the stop, the precached ones included, goes to the network
// (ERR_CONNECTION_REFUSED). `serviceWorkers: 'allow'` in `test.use` and `page.goto` instead of
// the reload change nothing. The same steps run with playwright-core against a product started
// and stopped by hand show the whole list with "Offline, as of ..." (a stop within seconds of the
// first install fails there too: the chat's markdown chunk, asked for before the worker took the
// page, fails and the route errors).
test.fixme("the buyer's list opens without a network after one visit, with the offline line (REQ-APP-OFFLINE)", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A context of its own where the worker may register (the suite's config blocks workers).
  const context = await browser.newContext({ baseURL: product.baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signIn(page, 'buyer');
  const view = myPropertiesView(page);
  await expect(view.cards.first()).toBeVisible({ timeout: 30_000 });
  const count = await view.cards.count();
  await controlled(page);
  // The first install reads the page's data once more through the worker, which keeps it.
  await page.waitForFunction(async () => {
    const kept = (await (await caches.open('rela-homes')).keys()).map((request) => request.url);
    return [
      '/my-account-info',
      '/my-listing-keys',
      '/listings/properties',
      '/listings/images',
    ].every((path) => kept.some((url) => url.includes(path)));
  });

  // The next visit is the worker's from its start: the page itself is kept too.
  await page.reload();
  await expect(view.cards).toHaveCount(count);
  await page.waitForFunction(
    async () => (await (await caches.open('rela-pages')).keys()).length > 0,
  );

  await product.stop();
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(/^Offline, as of /)).toBeVisible();
  await expect(myPropertiesView(page).cards).toHaveCount(count);
  await context.close();
});
