import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { API_PREFIX, apiPaths, tokenResponseSchema } from '@rela/contracts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { mlsOrigin, setListPrice, untilReplicated } from '../support/embedded-mls';
import {
  addressOf,
  apiSession,
  availableHomes,
  buyerHomes,
  myListingKeys,
} from '../support/buyer-homes-api';
import { DEMO_PASSWORD } from '../support/demo-users';
import { openMyProperties, propertyCard, propertyDialog } from '../support/my-properties';
import { signIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

/**
 * Alerts (ADRs 028, 030): a price drop on a buyer's liked home, made through the embedded MLS's dev
 * endpoint, reaches the buyer's bell within its 30 s poll (the e2e server syncs every 2 s), the
 * notice opens the home, the card wears "Price ↓ $15,000", and the buyer's realtor hears of it too.
 */

const text = labels.alerts;
const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));
const cut = 15_000;
const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;
const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Marks every notice of `username` read through the API, so the test counts only its own. */
const markAllRead = async (request: APIRequestContext, username: string) => {
  const login = await request.post(`${API_PREFIX}${apiPaths.login}`, {
    data: { username, password: DEMO_PASSWORD },
  });
  const { accessToken } = tokenResponseSchema.parse(await login.json());
  const response = await request.post(`${API_PREFIX}${apiPaths.markNotificationsRead}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { all: true },
  });
  expect(response.status(), `mark all read as ${username}`).toBe(200);
};

const bellOf = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panelOf = (page: Page) => page.getByRole('dialog', { name: text.title, exact: true });

test('a price drop on a liked home reaches the buyer’s bell, opens the home, badges its card, and reaches the realtor', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // The bell's 30 s poll comes on top of the sync and the page's own steps.
  test.setTimeout(150_000);
  const mls = mlsOrigin(baseURL);
  const buyer = await apiSession(request, 'buyer');
  const homes = await buyerHomes(buyer);
  // buyer2's liked home is replica-sync.spec's; a home only this buyer has is this test's alone.
  const others = new Set((await myListingKeys(await apiSession(request, 'buyer2'))).listingKeys);
  const home = availableHomes(homes).find(
    ({ ListingKey, ListPrice }) =>
      homes.likedKeys.includes(ListingKey) && !others.has(ListingKey) && (ListPrice ?? 0) > cut * 2,
  );
  if (!home?.ListPrice) throw new Error('buyer has no liked home of their own with a price');
  const { ListingKey: listingKey, ListPrice: oldPrice } = home;
  const address = addressOf(home);
  const title = new RegExp(
    `^Price ↓ ${escaped(dollars(cut))} — ${escaped(home.UnparsedAddress ?? '')}`,
  );
  // A change made before the replica's first full copy is part of that copy, not a change.
  const owner = await apiSession(request, 'owner');
  await untilReplicated(owner, 60_000);
  await markAllRead(request, 'buyer');
  await markAllRead(request, 'realtor');

  await openMyProperties(page, 'buyer', homes.listingKeys.length);
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName(text.bell(0));
  const card = propertyCard(page, address);

  await setListPrice(request, mls, listingKey, oldPrice - cut);
  try {
    // Within the poll, without a reload.
    await expect(bell).toHaveAccessibleName(text.bell(1), { timeout: 60_000 });
    await expect(card.card.getByText(`Price ↓ ${dollars(cut)}`, { exact: true })).toBeVisible();
    // The new notice brings the new price to the card as well.
    await expect(card.price).toHaveText(dollars(oldPrice - cut));
    await page.screenshot({ path: `${screenshotDir}alerts-card-badge-desktop.png` });

    await bell.click();
    const panel = panelOf(page);
    const notice = panel.getByRole('button', { name: title });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('♥ Liked');
    await expectNoSeriousAxeViolations(page, 'the bell’s panel', '[role="dialog"]');
    await page.screenshot({ path: `${screenshotDir}alerts-panel-desktop.png` });

    await notice.click();
    const details = propertyDialog(page, address);
    await expect(details.dialog).toBeVisible();
    await expect(
      details.dialog.getByText(dollars(oldPrice - cut), { exact: true }).first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details.dialog).toBeHidden();
    await expect(bell).toHaveAccessibleName(text.bell(0));

    // The realtor hears of their buyer's home too.
    const realtorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const realtor = await realtorContext.newPage();
    await signIn(realtor, 'realtor');
    const realtorBell = bellOf(realtor);
    await expect(realtorBell).toHaveAccessibleName(/^Notifications, \d+ unread$/, {
      timeout: 60_000,
    });
    await realtorBell.click();
    const realtorPanel = panelOf(realtor);
    await expect(realtorPanel.getByRole('button', { name: title })).toContainText('liked home');
    await expectNoSeriousAxeViolations(
      realtor,
      'the realtor’s panel on a phone',
      '[role="dialog"]',
    );
    await realtor.screenshot({ path: `${screenshotDir}alerts-panel-phone.png` });
    await realtorContext.close();
  } finally {
    await setListPrice(request, mls, listingKey, oldPrice);
  }
});

test('Notifications on My Account: saved choices stay after a reload', async ({ page }) => {
  // A team lead's choices: no other suite's alerts depend on them.
  await signIn(page, 'lead');
  await page.goto('/account');
  const section = page.getByRole('region', { name: text.preferencesTitle });
  // E-mail is a choice of four (instant, only if unread, digest, off) since push came (ADR 052).
  const email = section.getByRole('combobox', {
    name: text.channelOf(text.email, text.topics.price),
  });
  const inApp = section.getByRole('switch', {
    name: text.channelOf(text.inApp, text.topics['search-match']),
  });
  // A retry finds the first try's choice saved: the switch is turned from whatever it shows.
  await expect(inApp).toBeVisible();
  const wasOn = await inApp.isChecked();
  await email.selectOption('instant');
  await inApp.click();
  await section.getByRole('button', { name: text.save }).click();
  await expect(section.getByRole('status')).toHaveText(text.saved);
  await expectNoSeriousAxeViolations(page, 'My Account’s Notifications');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}alerts-preferences-desktop.png`, fullPage: true });

  await page.reload();
  await expect(email).toHaveValue('instant');
  await expect(inApp).toBeChecked({ checked: !wasOn });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${screenshotDir}alerts-preferences-phone.png`, fullPage: true });
});
