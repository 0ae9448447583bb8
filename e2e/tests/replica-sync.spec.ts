import { expect, test } from '../support/test';
import { apiPaths, rawPropertiesResponseSchema } from '@rela/contracts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { mlsOrigin, setListPrice } from '../support/embedded-mls';
import {
  addressOf,
  apiSession,
  availableHomes,
  buyerHomes,
  productApiPath,
  type ApiSession,
} from '../support/buyer-homes-api';
import {
  openMyProperties,
  propertyCard,
  propertyDialog,
  reportValue,
} from '../support/my-properties';
import { labels } from '../../apps/web/src/lib/labels';

/**
 * The MLS replica (ADR 021): Rela reads its own copy of the MLS. A price changed at the MLS reaches
 * the buyer's card and dialog once the sync (every 2 s in this suite, playwright.config.ts) has
 * copied it, with the time the facts were confirmed. The change goes through the embedded MLS's dev
 * endpoint, which answers on the loopback only, on the port above the suite's server.
 */

// Lock and remove tests change buyer2's unliked homes; a liked one is this test's alone.
const username = 'buyer2';
/** The card and the dialog right after a sync: just now, or a minute or two on a slow machine. */
const updatedRecently = /^Updated (just now|\d+ min ago)$/;
const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

/** The price Rela answers for a listing: the replica's, once the sync has copied it. */
const priceInRela = async (session: ApiSession, listingKey: string) => {
  const response = await session.get(productApiPath(apiPaths.listingsProperties), {
    listingKeys: listingKey,
  });
  expect(response.status()).toBe(200);
  const { value, freshness } = rawPropertiesResponseSchema.parse(await response.json());
  return { price: value[0]?.ListPrice, onMarket: freshness?.[listingKey]?.onMarket };
};

test('a price changed at the MLS reaches the buyer’s card and dialog after the sync, updated just now', async ({
  page,
  request,
  baseURL,
}) => {
  // The wait for the sync comes on top of the page's own steps.
  test.slow();
  const mls = mlsOrigin(baseURL);
  const session = await apiSession(request, username);
  const homes = await buyerHomes(session);
  const home = availableHomes(homes).find(({ ListingKey }) => homes.likedKeys.includes(ListingKey));
  if (!home?.ListPrice) throw new Error(`${username} has no liked home with a price`);
  const { ListingKey: listingKey, ListPrice: oldPrice } = home;
  // A price no other run leaves behind: a cut of a few thousand dollars.
  const newPrice = oldPrice - 4_321;
  const address = addressOf(home);
  const card = propertyCard(page, address);
  const updated = card.card.locator('time');

  // No count: the lock and remove tests beside this one may change buyer2's other homes meanwhile.
  await openMyProperties(page, username);
  await expect(card.price).toHaveText(dollars(oldPrice));
  await expect(updated).toHaveText(/^Updated /);

  await setListPrice(request, mls, listingKey, newPrice);
  try {
    await expect
      .poll(() => priceInRela(session, listingKey), { timeout: 20_000 })
      .toEqual({ price: newPrice, onMarket: true });

    await page.reload();
    await expect(card.price).toHaveText(dollars(newPrice));
    await expect(updated).toHaveText(updatedRecently);
    // The full date is its title, the machine-readable time its dateTime.
    await expect(updated).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(updated).toHaveAttribute('title', /\d{4} at \d{1,2}:\d\d\s[AP]M$/);
    await expectNoSeriousAxeViolations(page, 'My Properties with the Updated lines');

    await card.price.click();
    const details = propertyDialog(page, address);
    await expect(details.dialog).toBeVisible();
    await expect(
      details.dialog.getByText(dollars(newPrice), { exact: true }).first(),
    ).toBeVisible();
    await expect(details.dialog.locator('time')).toHaveText(updatedRecently);
    await expect(reportValue(details.panel, labels.property.mlsFields.ListPrice)).toHaveText(
      dollars(newPrice),
    );
    // The change is a line of the dialog's price history, with its amount (REQ-COST-HISTORY).
    const history = details.dialog.getByRole('region', { name: 'Price history' });
    await history.scrollIntoViewIfNeeded();
    const cut = history.getByRole('listitem').filter({ hasText: '−$4,321' }).last();
    await expect(cut).toContainText('Price cut');
    await expect(cut).toContainText(dollars(newPrice));
  } finally {
    // Put the listing back for any later run on the same server.
    await setListPrice(request, mls, listingKey, oldPrice);
  }
});
