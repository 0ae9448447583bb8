import { expect, test, type Page } from '../support/test';
import { propertiesMessages } from '@rela/contracts';
import {
  addressOf,
  apiSession,
  availableHomes,
  buyerHomes,
  expectedOrder,
  myListingKeys,
} from '../support/buyer-homes-api';
import {
  myPropertiesView,
  openMyProperties,
  propertyCard,
  removeConfirmation,
} from '../support/my-properties';

const text = propertiesMessages;

test('My Properties lists every home of the buyer, liked first, then in the buyer’s order', async ({
  page,
  request,
}) => {
  const homes = await buyerHomes(await apiSession(request, 'buyer'));
  const count = homes.listingKeys.length;
  const missing = homes.listingKeys.filter((key) => !homes.records.has(key));
  expect(missing, 'the demo buyer has exactly one home the MLS no longer has').toHaveLength(1);

  const view = await openMyProperties(page, 'buyer', count);
  await expect(view.heading).toBeVisible();
  await expect(view.countBadge(count)).toBeVisible();
  await expect(view.countBadge(count)).toContainText(String(count));

  const expected = expectedOrder(homes).map((key) => {
    const record = homes.records.get(key);
    return record ? addressOf(record) : text.noLongerAvailable;
  });
  await expect(view.cards.getByText(text.noLongerAvailable, { exact: true })).toHaveCount(1);
  // Each card by its address line; the one the MLS no longer has by its notice.
  const shownOrder = () =>
    view.cards.evaluateAll(
      (cards, unavailable) =>
        cards.map((card) =>
          card.textContent?.includes(unavailable)
            ? unavailable
            : (card.querySelector('article')?.getAttribute('aria-label') ?? ''),
        ),
      text.noLongerAvailable,
    );
  await expect.poll(shownOrder).toEqual(expected);

  const liked = new Set(homes.likedKeys);
  expect(liked.size, 'the demo buyer has liked homes').toBeGreaterThan(0);
  for (const home of availableHomes(homes)) {
    await expect(propertyCard(page, addressOf(home)).lock).toHaveAttribute(
      'aria-pressed',
      String(liked.has(home.ListingKey)),
    );
  }
});

test.describe('the second demo buyer changes their homes', () => {
  // Lock and remove change data: they run on buyer2, so `buyer` stays the same for every suite.
  const username = 'buyer2';

  test('lock and unlock survive a reload', async ({ page, request }) => {
    const session = await apiSession(request, username);
    const homes = await buyerHomes(session);
    const home = availableHomes(homes).find(
      ({ ListingKey }) => !homes.likedKeys.includes(ListingKey),
    );
    if (!home) throw new Error(`${username} has no unliked home with a unique address`);
    const card = propertyCard(page, addressOf(home));

    await openMyProperties(page, username, homes.listingKeys.length);
    await expect(card.lock).toHaveAttribute('aria-pressed', 'false');
    await expect(card.lock).toHaveAccessibleName(text.lock);

    await card.lock.click();
    await expect(card.lock).toHaveAttribute('aria-pressed', 'true');
    await expect(card.lock).toHaveAccessibleName(text.unlock);
    await expect
      .poll(async () => (await myListingKeys(session)).likedKeys)
      .toContain(home.ListingKey);
    await page.reload();
    await expect(card.lock).toHaveAttribute('aria-pressed', 'true');

    await card.lock.click();
    await expect(card.lock).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(async () => (await myListingKeys(session)).likedKeys)
      .not.toContain(home.ListingKey);
    await page.reload();
    await expect(card.lock).toHaveAttribute('aria-pressed', 'false');
    await expect(card.lock).toHaveAccessibleName(text.lock);
  });

  test('remove asks first, Cancel keeps the home, Remove Property removes it for good', async ({
    page,
    request,
  }) => {
    const session = await apiSession(request, username);
    const homes = await buyerHomes(session);
    const count = homes.listingKeys.length;
    // Another home than the lock test's (the first unliked one).
    const home = availableHomes(homes)
      .filter(({ ListingKey }) => !homes.likedKeys.includes(ListingKey))
      .at(-1);
    if (!home) throw new Error(`${username} has no unliked home with a unique address`);
    const card = propertyCard(page, addressOf(home));
    const confirmation = removeConfirmation(page);
    const view = await openMyProperties(page, username, count);

    await card.remove.click();
    await expect(confirmation.dialog).toBeVisible();
    await expect(confirmation.dialog).toContainText(text.removeConfirm);
    await confirmation.cancel.click();
    await expect(confirmation.dialog).toBeHidden();
    await expect(card.card).toBeVisible();
    await expect(view.cards).toHaveCount(count);

    await card.remove.click();
    await expect(confirmation.dialog).toContainText(text.removeConfirm);
    await confirmation.confirm.click();
    await expect(confirmation.dialog).toBeHidden();
    await expect(card.card).toHaveCount(0);
    await expect(view.cards).toHaveCount(count - 1);
    await expect(view.countBadge(count - 1)).toBeVisible();
    expect((await myListingKeys(session)).listingKeys).not.toContain(home.ListingKey);

    await page.reload();
    await expect(view.cards).toHaveCount(count - 1);
    await expect(view.countBadge(count - 1)).toBeVisible();
    await expect(card.card).toHaveCount(0);
  });
});

/** How many cards share the first row of the list. */
const cardsInFirstRow = (page: Page) =>
  myPropertiesView(page).cards.evaluateAll((cards) => {
    const top = cards[0]?.getBoundingClientRect().top;
    return cards.filter((card) => card.getBoundingClientRect().top === top).length;
  });

for (const { width, height, perRow } of [
  { width: 1440, height: 900, perRow: 3 },
  { width: 820, height: 1180, perRow: 2 },
  { width: 390, height: 844, perRow: 1 },
]) {
  test(`My Properties shows ${perRow} card(s) a row at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openMyProperties(page, 'buyer');
    await expect.poll(() => cardsInFirstRow(page)).toBe(perRow);
  });
}
