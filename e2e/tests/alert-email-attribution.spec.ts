import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiPaths, rawPropertiesResponseSchema } from '@rela/contracts';
import { expect, test, type Page, type TestInfo } from '../support/test';
import { apiSession, myListingKeys, productApiPath } from '../support/buyer-homes-api';
import { demoEmail } from '../support/demo-users';
import { mlsOrigin, setListPrice, untilReplicated } from '../support/embedded-mls';
import { outboxMessagesTo, type OutboxMessage } from '../support/outbox';
import { privatePort } from '../support/ports';
import { privateProduct } from '../support/spawn-product';

/**
 * An alert e-mail as sent (REQ-DISPLAY-ATTRIBUTION, ADR 048): on a private product, a price drop
 * of the buyer's liked home is e-mailed at once; the e-mail carries the listing's attribution
 * line under its facts and ends with its MLS's disclaimer. Seen twice at each size: in the
 * development outbox (the text part) and as a mail client shows its HTML part.
 */
const product = privateProduct(privatePort('alertEmailAttribution'));
test.use({ baseURL: product.baseURL });

const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));
const disclaimer =
  /Listing data from .+\. Information deemed reliable but not guaranteed\. Data last obtained .+\./;
const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  await product.start({
    seedDemo: true,
    env: { MLS_SYNC_INTERVAL_SECONDS: '2', MLS_MARKET_EVENTS_PER_HOUR: '0' },
  });
  const request = await playwright.request.newContext({ baseURL: product.baseURL });
  await untilReplicated(await apiSession(request, 'owner'), 120_000);
  await request.dispose();
});

test.afterAll(async () => {
  test.setTimeout(30_000);
  await product.stop();
});

/** Saves a screenshot as an attachment of the test, and a copy for a person to look at. */
const shoot = async (page: Page, name: string, testInfo: TestInfo) => {
  mkdirSync(screenshotDir, { recursive: true });
  const file = `${screenshotDir}${name}.png`;
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  try {
    mkdirSync('/tmp/notices-shots', { recursive: true });
    copyFileSync(file, `/tmp/notices-shots/${name}.png`);
  } catch {
    // A copy for review only.
  }
};

test('a price drop’s e-mail carries the attribution under its facts and ends with the disclaimer', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const buyer = await apiSession(request, 'buyer');
  const { likedKeys } = await myListingKeys(buyer);
  const response = await buyer.get(productApiPath(apiPaths.listingsProperties), {
    listingKeys: likedKeys.join(','),
  });
  expect(response.status()).toBe(200);
  const { value, display } = rawPropertiesResponseSchema.parse(await response.json());
  // A liked home the buyer is shown in full, with an attribution line.
  const home = value.find(
    (record) =>
      (record.ListPrice ?? 0) > 100_000 &&
      record.UnparsedAddress &&
      display?.[record.ListingKey]?.attribution &&
      !display[record.ListingKey]?.addressDisplay,
  );
  if (!home?.ListPrice) throw new Error('the buyer has no liked home with an attribution');
  const attribution = display![home.ListingKey]!.attribution!.full;

  await setListPrice(request, mlsOrigin(baseURL), home.ListingKey, home.ListPrice - 10_000);
  let mail: OutboxMessage | undefined;
  await expect
    .poll(
      async () =>
        (mail = (
          await outboxMessagesTo(request, { recipient: demoEmail('buyer'), kind: 'alert' })
        ).find((message) => message.subject.startsWith('Price ↓ $10,000')))?.id,
      { message: 'the price drop’s e-mail to the buyer', timeout: 60_000 },
    )
    .toBeTruthy();
  const sent = mail!;
  // The line comes right under the facts; the disclaimer after the signature, before the links.
  expect(sent.text).toContain(`was $${home.ListPrice.toLocaleString('en-US')}.\n${attribution}`);
  expect(sent.text).toMatch(disclaimer);
  expect(sent.text.indexOf('The Rela team')).toBeLessThan(sent.text.search(disclaimer));
  const html = (
    (await (await request.get('/dev/outbox.json')).json()) as {
      messages: { id: string; html: string | null }[];
    }
  ).messages.find((message) => message.id === sent.id)?.html;
  expect(html).toContain(attribution);
  expect(html).toMatch(disclaimer);

  for (const size of sizes) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
    });
    const page = await context.newPage();
    // The development outbox, as a developer reads the e-mail Rela queued.
    await page.goto('/dev/outbox');
    const entry = page.getByRole('article').filter({ hasText: sent.subject }).first();
    await expect(entry).toContainText(attribution);
    await expect(entry).toContainText(disclaimer);
    await entry.scrollIntoViewIfNeeded();
    await shoot(page, `alert-email-outbox-${size.name}`, testInfo);
    // The HTML part, as a mail client shows it.
    await page.setContent(html!);
    await expect(page.getByText(attribution, { exact: true })).toBeVisible();
    await expect(page.getByText(disclaimer)).toBeVisible();
    await shoot(page, `alert-email-${size.name}`, testInfo);
    await context.close();
  }
});
