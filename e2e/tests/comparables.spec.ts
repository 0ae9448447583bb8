import { costMessages } from '@rela/contracts';
import { expect, test } from '../support/test';
import { apiSession } from '../support/buyer-homes-api';
import { untilReplicated } from '../support/embedded-mls';
import { openMyProperties } from '../support/my-properties';
import { privatePort } from '../support/ports';
import { privateProduct } from '../support/spawn-product';

/**
 * Comparable sales under a rule set that lets sold data reach clients (REQ-COST-COMPARABLES,
 * ADR 051): a private product whose MLS rules allow it, where the buyer's dialog lists sales like
 * the home, each with its close price and why it was chosen. (The suite's own product keeps the
 * shipped rules, where the buyer reads why none are shown: monthly-cost.spec.ts.)
 */
const product = privateProduct(privatePort('comparables'));
test.use({ baseURL: product.baseURL });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  await product.start({
    seedDemo: true,
    env: {
      MLS_SYNC_INTERVAL_SECONDS: '2',
      MLS_DISPLAY_RULES: JSON.stringify({ '*': { soldDataToClients: true } }),
    },
  });
  const request = await playwright.request.newContext({ baseURL: product.baseURL });
  await untilReplicated(await apiSession(request, 'owner'), 120_000);
  await request.dispose();
});

test.afterAll(async () => {
  test.setTimeout(30_000);
  await product.stop();
});

test('where the MLS lets sold data reach clients, the buyer sees sales like the home, with their reasons', async ({
  page,
}) => {
  const view = await openMyProperties(page, 'buyer');
  await view.cards
    .first()
    .getByRole('button', { name: /^Open details for / })
    .first()
    .click();
  const sales = page.getByRole('dialog').getByRole('region', { name: 'Similar homes that sold' });
  await expect(sales.getByText(/^Sold for \$[\d,]+$/).first()).toBeVisible();
  await expect(sales.getByText(/ mi away · /).first()).toBeVisible();
  await expect(sales.getByText(costMessages.soldNotShown)).toHaveCount(0);
});
