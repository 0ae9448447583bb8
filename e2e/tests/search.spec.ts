import { expect, test, type Page } from '../support/test';
import { searchMessages } from '@rela/contracts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { myPropertiesView } from '../support/my-properties';
import {
  homesOnMap,
  registerBuyer,
  resultCards,
  searchPage,
  waitForListings,
} from '../support/search';
import { signIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

const ui = labels.search;
const city = 'Raleigh';

test.beforeAll(async ({ request }) => {
  await waitForListings(request, city);
});

/** The dialog a result card opens, by the card's address. */
const openResult = async (page: Page, index: number) => {
  const card = searchPage(page).cards.nth(index);
  const address = (await card.getByRole('article').getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: ui.openHome(address), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: address, exact: true });
  await expect(dialog).toBeVisible();
  return { address, dialog };
};

test('a buyer searches a city in a price range, the URL keeps it, adds a home and finds it in My Properties', async ({
  page,
  request,
}) => {
  test.slow(); // A whole journey: search, reload, back and forward, add, My Properties.
  const buyer = await registerBuyer(request, 'buyer');
  await signIn(page, buyer.username, { password: buyer.password });
  await page.getByRole('link', { name: labels.header.findHomes, exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);

  const search = searchPage(page);
  await search.location.fill(city);
  await search.location.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Raleigh$/);
  await search.minPrice.selectOption('300000');
  await search.maxPrice.selectOption('700000');
  await expect(page).toHaveURL(/\/search\?q=Raleigh&minPrice=300000&maxPrice=700000$/);
  // The URL moves before the page renders its search: the filters showing it say the page has.
  await expect(search.minPrice).toHaveValue('300000');
  await expect(search.maxPrice).toHaveValue('700000');

  await expect(search.cards.first()).toBeVisible();
  await expect(search.results).not.toHaveAttribute('aria-busy');
  const count = await search.cards.count();
  expect(count).toBeGreaterThan(0);
  for (const { price, address } of await resultCards(page)) {
    expect(price, address).toBeGreaterThanOrEqual(300_000);
    expect(price, address).toBeLessThanOrEqual(700_000);
    expect(address).toContain(city);
  }
  // The map shows every card: a pin each, or a cluster that counts them.
  await expect.poll(() => homesOnMap(page)).toBe(count);
  await expectNoSeriousAxeViolations(page, '/search with results');

  // A reload and the back button restore the same search.
  const first = await search.cards.first().getByRole('article').getAttribute('aria-label');
  await page.reload();
  await expect(search.cards.first().getByRole('article')).toHaveAttribute(
    'aria-label',
    first ?? '',
  );
  await expect(search.minPrice).toHaveValue('300000');
  await expect(search.location).toHaveValue(city);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=Raleigh&minPrice=300000$/);
  await expect(search.maxPrice).toHaveValue('');
  await page.goForward();
  await expect(page).toHaveURL(/maxPrice=700000$/);
  await expect(search.cards).toHaveCount(count);

  // Add the first home from its dialog; the card and My Properties show it.
  const { address, dialog } = await openResult(page, 0);
  await expect(dialog.getByText(ui.inYourList)).toHaveCount(0);
  await dialog.getByRole('button', { name: ui.addToList, exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: ui.inYourList })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the search dialog of a buyer', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(search.cards.first()).toContainText(ui.inYourList);

  await page.getByRole('link', { name: labels.header.home }).click();
  const mine = myPropertiesView(page);
  await expect(mine.cards).toHaveCount(1);
  await expect(mine.list.getByRole('article', { name: address, exact: true })).toBeVisible();
});

test('a realtor sends two homes to a buyer, who sees them added by the realtor', async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // Two sends, then the buyer's own sign-in.
  const buyer = await registerBuyer(request, 'sent');
  await signIn(page, 'realtor');
  // A pasted link opens its search.
  await page.goto(`/search?q=${city}&sort=price-asc`);
  const search = searchPage(page);
  await expect(search.location).toHaveValue(city);
  await expect(search.cards.nth(1)).toBeVisible();

  const sent: string[] = [];
  for (const index of [0, 1]) {
    const { address, dialog } = await openResult(page, index);
    await expect(dialog.getByRole('button', { name: ui.addToList })).toHaveCount(0);
    await dialog.getByRole('button', { name: ui.sendToBuyer, exact: true }).click();
    const box = dialog.getByRole('checkbox', { name: buyer.name });
    await expect(box).toBeEnabled();
    await box.check();
    if (index === 0) {
      await expectNoSeriousAxeViolations(page, 'the send-to-buyer picker', '[role="dialog"]');
    }
    await dialog.getByRole('button', { name: ui.send(1), exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText(ui.sent(buyer.name));
    // Opened again, the picker says the buyer has it.
    await dialog.getByRole('button', { name: ui.sendToBuyer, exact: true }).click();
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    sent.push(address);
  }

  const context = await browser.newContext();
  const buyerPage = await context.newPage();
  await signIn(buyerPage, buyer.username, { password: buyer.password });
  const mine = myPropertiesView(buyerPage);
  await expect(mine.cards).toHaveCount(2);
  for (const address of sent) {
    const card = mine.cards.filter({ has: buyerPage.getByRole('article', { name: address }) });
    await expect(card).toContainText(/Added by Sofia Ramirez/);
  }
  await context.close();
});

test('a link with a filter the search cannot read says which and why, and the empty search says so', async ({
  page,
}) => {
  await signIn(page, 'lead');
  await page.goto('/search?minBeds=lots&status=Active');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(ui.badLink);
  await expect(alert).toContainText(searchMessages.minBeds);
  await expectNoSeriousAxeViolations(page, '/search with a bad link');
  await alert.getByRole('button', { name: ui.clearFilters }).click();
  await expect(page).toHaveURL(/\/search$/);
  const search = searchPage(page);
  await expect(search.cards.first()).toBeVisible();
  // A lead searches without add or send.
  const { dialog } = await openResult(page, 0);
  await expect(dialog.getByRole('button', { name: ui.addToList })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: ui.sendToBuyer })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await search.location.fill('Nowhere Atoll 00000');
  await search.submit.click();
  await expect(
    page.getByRole('status').filter({ hasText: searchMessages.noResults }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/search with no results');
});
