import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test';
import {
  API_PREFIX,
  apiPaths,
  householdMessages,
  myListingKeysResponseSchema,
  noteThreadResponseSchema,
  notificationsResponseSchema,
  notesMessages,
  type RawProperty,
} from '@rela/contracts';
import { addressOf, productApiPath } from '../support/buyer-homes-api';
import { DEMO_PASSWORD } from '../support/demo-users';
import { mlsOrigin, setListPrice } from '../support/embedded-mls';
import {
  myPropertiesView,
  propertyCard,
  propertyDialog,
  removeConfirmation,
} from '../support/my-properties';
import { newestMessageTo } from '../support/outbox';
import { registerBuyer, waitForListings } from '../support/search';
import { signIn } from '../support/sign-in';
import { bearerSession, freshHomes, json, type BearerSession } from '../support/team-api';
import { labels } from '../../apps/web/src/lib/labels';

/**
 * Buying together (ADR 049, REQ-HOUSEHOLD-*), in three browsers: a buyer invites a co-buyer from
 * My Account; the co-buyer registers from the e-mail and sees the same list; each likes homes for
 * themselves and "Both like" shows the one they share; a household note reaches the co-buyer and
 * not the realtor, a private note no one; a price drop tells each member once and the realtor once;
 * the co-buyer leaves with a copy and the buyer's list stays as it was.
 */

const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const PASSWORD = 'Buying-together-2026!';

/** The path and query of the registration link in an invitation. */
const invitationPath = (text: string): string => {
  const match = /https?:\/\/[^\s]+\/register\/invite\?[^\s]+/.exec(text);
  if (!match) throw new Error('No invitation link in the message');
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
};

const keysOf = async (session: BearerSession) =>
  myListingKeysResponseSchema.parse(
    await json(await session.get(productApiPath(apiPaths.myListingKeys)), 'my-listing-keys'),
  );

/** The notices about `listingKey` whose body names `price`. */
const noticesAbout = async (session: BearerSession, listingKey: string, price: string) => {
  const { items } = notificationsResponseSchema.parse(
    await json(
      await session.get(`${API_PREFIX}${apiPaths.notifications}`, { limit: '50' }),
      'notifications',
    ),
  );
  return items.filter((item) => item.listingKey === listingKey && item.body.includes(price));
};

/** The texts of a home's notes as `session` reads them (a realtor names the buyer). */
const noteTexts = async (session: BearerSession, listingKey: string, buyer?: string) => {
  const { items } = noteThreadResponseSchema.parse(
    await json(
      await session.get(
        productApiPath(apiPaths.noteThread, { listingKey }),
        buyer ? { buyer } : undefined,
      ),
      'note thread',
    ),
  );
  return items.map((note) => note.text);
};

/** Locks a home from its card, as its member. */
const lock = async (page: Page, home: RawProperty) => {
  const card = propertyCard(page, addressOf(home));
  await card.lock.click();
  await expect(card.lock).toHaveAttribute('aria-pressed', 'true');
};

/** Writes a note with the visibility named by `visibility` in the home's dialog. */
const writeNote = async (page: Page, home: RawProperty, note: string, visibility: string) => {
  await propertyCard(page, addressOf(home)).photo.click();
  const dialog = propertyDialog(page, addressOf(home));
  await dialog.dialog.getByRole('tab', { name: new RegExp(`^${notesMessages.tab}`) }).click();
  const thread = dialog.dialog.getByRole('region', { name: notesMessages.threadLabel });
  await thread.getByText(visibility, { exact: true }).click();
  await thread.getByLabel(notesMessages.composerLabel, { exact: true }).fill(note);
  await thread.getByRole('button', { name: notesMessages.add, exact: true }).click();
  // Once: the written note and its saved copy are one line (a moment of both is waited out).
  await expect(thread.getByText(note)).toHaveCount(1);
  await page.keyboard.press('Escape');
};

test('two buyers share one list, each with their own likes, notes and notices', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await waitForListings(request, 'Raleigh');
  const first = await registerBuyer(request, 'house');
  const homes = await freshHomes(request, { count: 5, skip: 6 });
  const [shared, onlyFirst, onlySecond, untouched, dropped] = homes as [
    RawProperty,
    RawProperty,
    RawProperty,
    RawProperty,
    RawProperty,
  ];
  const realtorApi = await bearerSession(request, 'realtor', DEMO_PASSWORD);
  await json(
    await realtorApi.post(productApiPath(apiPaths.sendListingKeys, { username: first.username }), {
      listingKeys: homes.map((home) => home.ListingKey),
    }),
    'send the homes to the buyer',
  );
  const firstContext = await browser.newContext({ viewport: desktop });
  const secondContext = await browser.newContext({ viewport: phone });
  const firstPage = await firstContext.newPage();
  const secondPage = await secondContext.newPage();
  const email = `co-buyer-${Date.now().toString(36)}@rela.example`;
  const second = { username: `co-${Date.now().toString(36)}`, password: PASSWORD };

  await test.step('the buyer invites a co-buyer from My Account', async () => {
    await signIn(firstPage, first.username, { password: first.password });
    await firstPage.goto('/account');
    const section = firstPage.getByRole('region', { name: householdMessages.sectionTitle });
    await section.getByLabel(householdMessages.inviteLabel).fill(email);
    await section.getByRole('button', { name: householdMessages.invite }).click();
    await expect(section.getByText(householdMessages.pendingInvitation(email))).toBeVisible();
  });

  await test.step('the co-buyer registers from the e-mail, told whose household, and sees the list', async () => {
    const invitation = await newestMessageTo(request, { recipient: email, kind: 'invitation' });
    await secondPage.goto(invitationPath(invitation.text));
    await expect(secondPage.getByText(householdMessages.joiningShares)).toBeVisible();
    await expect(secondPage.getByText(/^You are joining .+'s household\.$/)).toBeVisible();
    await secondPage.getByLabel('First Name', { exact: true }).fill('Alex');
    await secondPage.getByLabel('Last Name', { exact: true }).fill('Together');
    await secondPage.getByLabel('Username', { exact: true }).fill(second.username);
    await secondPage.getByLabel('Password', { exact: true }).fill(second.password);
    await secondPage.getByLabel('Confirm Password', { exact: true }).fill(second.password);
    await secondPage.getByRole('checkbox', { name: /I am at least 18/ }).check();
    await secondPage.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(secondPage).toHaveURL(/\/home$/);
    await expect(myPropertiesView(secondPage).cards).toHaveCount(homes.length);
    // The buyer's open My Account shows the new member, told by the notice (no reload).
    await expect(
      firstPage
        .getByRole('region', { name: householdMessages.sectionTitle })
        .getByText('Alex Together', { exact: true }),
    ).toBeVisible({ timeout: 30_000 });
  });

  const firstApi = await bearerSession(request, first.username, first.password);
  const secondApi = await bearerSession(request, second.username, second.password);

  await test.step('each likes homes for themselves; Both like shows the one they share', async () => {
    await firstPage.goto('/home');
    await expect(myPropertiesView(firstPage).cards).toHaveCount(homes.length);
    await lock(firstPage, shared);
    await lock(firstPage, onlyFirst);
    await lock(secondPage, shared);
    await lock(secondPage, onlySecond);
    const mine = await keysOf(firstApi);
    expect(new Set(mine.likedKeys)).toEqual(new Set([shared.ListingKey, onlyFirst.ListingKey]));
    expect(mine.likedBy?.[shared.ListingKey]).toEqual(
      expect.arrayContaining([first.username, second.username]),
    );
    await firstPage.reload();
    await expect(
      propertyCard(firstPage, addressOf(shared)).card.getByText('You and Alex like this', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(
      propertyCard(firstPage, addressOf(onlySecond)).card.getByText('Only Alex', { exact: true }),
    ).toBeVisible();
    await firstPage.getByRole('button', { name: householdMessages.bothLike, exact: true }).click();
    await expect(myPropertiesView(firstPage).cards).toHaveCount(1);
    await expect(propertyCard(firstPage, addressOf(shared)).card).toBeVisible();
    await firstPage.screenshot({ path: `${screenshotDir}households-both-like-desktop.png` });
    await firstPage.getByRole('button', { name: householdMessages.whereYouDiffer }).click();
    await expect(myPropertiesView(firstPage).cards).toHaveCount(2);
    await firstPage.getByRole('button', { name: labels.household.allHomes, exact: true }).click();
    await secondPage.reload();
    await expect(
      propertyCard(secondPage, addressOf(shared)).card.getByText(/ like this$/),
    ).toBeVisible();
    await secondPage.screenshot({
      path: `${screenshotDir}households-my-properties-phone.png`,
      fullPage: true,
    });
    await firstPage.screenshot({
      path: `${screenshotDir}households-my-properties-desktop.png`,
      fullPage: true,
    });
  });

  const householdNote = `Alex: the yard is perfect ${Date.now()}`;
  const privateNote = `Only mine: can we afford it ${Date.now()}`;
  await test.step('a household note reaches the co-buyer and not the realtor; a private one no one', async () => {
    await writeNote(secondPage, shared, householdNote, labels.household.visibility.household);
    await writeNote(firstPage, shared, privateNote, notesMessages.onlyMe);
    await expect
      .poll(() => noteTexts(firstApi, shared.ListingKey))
      .toEqual(expect.arrayContaining([householdNote, privateNote]));
    const secondReads = await noteTexts(secondApi, shared.ListingKey);
    expect(secondReads).toContain(householdNote);
    expect(secondReads).not.toContain(privateNote);
    const realtorReads = await noteTexts(realtorApi, shared.ListingKey, first.username);
    expect(realtorReads).not.toContain(householdNote);
    expect(realtorReads).not.toContain(privateNote);
  });

  await test.step('a price drop tells each member once and the realtor once', async () => {
    const price = Math.round(((shared.ListPrice ?? 500_000) * 0.9) / 1000) * 1000;
    const priceText = `$${price.toLocaleString('en-US')}`;
    await setListPrice(request, mlsOrigin(baseURL), shared.ListingKey, price);
    for (const session of [firstApi, secondApi, realtorApi]) {
      await expect
        .poll(async () => (await noticesAbout(session, shared.ListingKey, priceText)).length, {
          timeout: 60_000,
        })
        .toBe(1);
    }
    // A later look finds no second notice for anyone.
    await firstPage.waitForTimeout(3_000);
    for (const session of [firstApi, secondApi, realtorApi])
      expect(await noticesAbout(session, shared.ListingKey, priceText)).toHaveLength(1);
  });

  await test.step('a home one removes goes for everyone, and the other is told', async () => {
    await firstPage.goto('/home');
    await expect(myPropertiesView(firstPage).cards).toHaveCount(homes.length);
    await secondPage.goto('/home');
    await propertyCard(secondPage, addressOf(dropped)).remove.click();
    const confirm = removeConfirmation(secondPage);
    await expect(confirm.dialog).toContainText(householdMessages.removeForEveryone);
    await confirm.confirm.click();
    await expect(myPropertiesView(secondPage).cards).toHaveCount(homes.length - 1);
    // The buyer's open list loses the card, and the bell says who removed it.
    await expect(myPropertiesView(firstPage).cards).toHaveCount(homes.length - 1, {
      timeout: 30_000,
    });
    await firstPage
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await expect(firstPage.getByText(/^Alex removed .+ from your list\.$/)).toBeVisible();
    await expect(firstPage.getByText(householdMessages.removedNoticeBody)).toBeVisible();
    await firstPage.screenshot({ path: `${screenshotDir}households-removal-notice-desktop.png` });
    await firstPage.keyboard.press('Escape');
  });

  await test.step('the co-buyer leaves with a copy; the buyer’s list is unchanged', async () => {
    const before = await keysOf(firstApi);
    await secondPage.goto('/account');
    const section = secondPage.getByRole('region', { name: householdMessages.sectionTitle });
    await section.getByRole('button', { name: householdMessages.leave }).click();
    const confirm = secondPage.getByRole('alertdialog', { name: householdMessages.leave });
    await confirm.getByLabel(householdMessages.keepCopy).check();
    await confirm.getByRole('button', { name: householdMessages.leave }).click();
    await expect(section.getByText(householdMessages.left)).toBeVisible();
    await expect
      .poll(async () => (await keysOf(secondApi)).listingKeys.length, { timeout: 30_000 })
      .toBe(before.listingKeys.length);
    const copy = await keysOf(secondApi);
    expect(new Set(copy.likedKeys)).toEqual(new Set([shared.ListingKey, onlySecond.ListingKey]));
    expect(await noteTexts(secondApi, shared.ListingKey)).not.toContain(privateNote);
    const after = await keysOf(firstApi);
    expect(after.listingKeys).toEqual(before.listingKeys);
    expect(new Set(after.likedKeys)).toEqual(new Set([shared.ListingKey, onlyFirst.ListingKey]));
    // The buyer alone likes it now: their own answer names nobody else.
    expect(after.likedBy?.[shared.ListingKey]).toBeUndefined();
    expect(after.listingKeys).toContain(untouched.ListingKey);
  });

  await firstContext.close();
  await secondContext.close();
});
