import {
  API_PREFIX,
  apiPaths,
  compareMessages,
  costMessages,
  costRoutes,
  defaultProductSlug,
  tokenResponseSchema,
  withPathParams,
  type RawProperty,
} from '@rela/contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { addressOf, apiSession, availableHomes, buyerHomes } from '../support/buyer-homes-api';
import { DEMO_PASSWORD } from '../support/demo-users';
import { openMyProperties, propertyCard, propertyDialog } from '../support/my-properties';

const text = compareMessages;
const estimateLine = /^about \$[\d,]+\/mo$/;

/** The demo buyer's household defaults set back to nothing (the company's, then Rela's, apply). */
const clearBuyerDefaults = async (request: APIRequestContext) => {
  const login = await request.post(`${API_PREFIX}${apiPaths.login}`, {
    data: { username: 'buyer', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = tokenResponseSchema.parse(await login.json());
  const path = withPathParams(costRoutes.updateCostDefaults.path, { product: defaultProductSlug });
  const answer = await request.put(`${API_PREFIX}${path}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { downPaymentPercent: null, rate: null, termYears: null },
  });
  expect(answer.status(), 'PUT cost-defaults').toBe(200);
};

/** "about $3,420/mo" as the figure's text, "$3,420". */
const dollarsOf = (line: string) => line.replace(/^about /, '').replace(/\/mo$/, '');

const cardEstimate = (page: Page, address: string) =>
  propertyCard(page, address).card.getByText(estimateLine);

/** The dialog's Monthly cost section and its total. */
const monthlyCost = (page: Page, address: string) => {
  const section = propertyDialog(page, address).dialog.getByRole('region', {
    name: 'Monthly cost',
  });
  return {
    section,
    total: section.locator('[data-cost-part="total"] dd'),
    downPayment: section.getByRole('textbox', { name: 'Down payment', exact: true }),
  };
};

test.afterEach(async ({ request }) => {
  await clearBuyerDefaults(request);
});

test('a buyer changes the down payment: the card, the dialog and Compare agree (REQ-COST-MONTHLY, REQ-COST-DEFAULTS)', async ({
  page,
  request,
}) => {
  await clearBuyerDefaults(request);
  const homes = availableHomes(await buyerHomes(await apiSession(request, 'buyer'))).filter(
    (home: RawProperty) => typeof home.ListPrice === 'number' && home.ListPrice > 0,
  );
  expect(homes.length).toBeGreaterThanOrEqual(2);
  const [first, second] = homes.map(addressOf) as [string, string];

  // The card's estimate (computed in the browser) is the dialog's total (the server's answer).
  await openMyProperties(page, 'buyer');
  const before = (await cardEstimate(page, first).textContent()) ?? '';
  expect(before).toMatch(estimateLine);
  await propertyCard(page, first).photo.click();
  const cost = monthlyCost(page, first);
  await expect(cost.total).toHaveText(dollarsOf(before));
  await expect(cost.section.getByText(costMessages.estimate)).toBeVisible();

  // 10% down instead of 20%: saved as the household's default, with mortgage insurance now.
  await expect(cost.downPayment).toHaveValue('20');
  await cost.downPayment.fill('10');
  await cost.downPayment.press('Enter');
  await expect(cost.section.getByText(/^You set 10% on \w{3} \d+/)).toBeVisible();
  await expect(cost.section.locator('[data-cost-part="mortgageInsurance"]')).toContainText(
    /Ends \w{3} \d{4}/,
  );
  await expect(cost.total).not.toHaveText(dollarsOf(before));
  const after = (await cost.total.textContent()) ?? '';

  // The card says the same at once, without a reload.
  await page.keyboard.press('Escape');
  await expect(propertyDialog(page, first).dialog).toBeHidden();
  await expect(cardEstimate(page, first)).toHaveText(`about ${after}/mo`);

  // Compare's monthly row agrees too.
  await page.getByRole('button', { name: text.startSelecting, exact: true }).click();
  for (const address of [first, second])
    await page.getByRole('checkbox', { name: text.checkbox(address), exact: true }).check();
  await page.getByRole('link', { name: text.open(2), exact: true }).click();
  const table = page.getByRole('table', { name: text.title });
  const monthlyRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: text.rows.monthlyTotal, exact: true }) });
  await expect(table).toBeVisible();
  // Two homes of the same monthly cost fold the row away with the other equal rows.
  const showEqual = page.getByRole('button', { name: /^Show \d+ equal rows?$/ });
  if (await showEqual.isVisible()) await showEqual.click();
  await expect(monthlyRow.getByRole('cell').first()).toContainText(`${after}/mo`);
});

test('where the MLS keeps sold data from clients, the buyer reads why no sales are shown (REQ-COST-COMPARABLES)', async ({
  page,
  request,
}) => {
  const homes = availableHomes(await buyerHomes(await apiSession(request, 'buyer')));
  const address = addressOf(homes[0] as RawProperty);
  await openMyProperties(page, 'buyer');
  await propertyCard(page, address).photo.click();
  const sales = propertyDialog(page, address).dialog.getByRole('region', {
    name: 'Similar homes that sold',
  });
  await sales.scrollIntoViewIfNeeded();
  await expect(sales.getByText(costMessages.soldNotShown)).toBeVisible();
  await expect(sales.getByText(/^Sold for /)).toHaveCount(0);
});
