import { fileURLToPath } from 'node:url';
import { chatMessages, propertiesMessages } from '@rela/contracts';
import { expect, test, type Page } from '../support/test';
import { labels } from '../../apps/web/src/lib/labels';
import {
  addressOf,
  apiSession,
  availableHomes,
  buyerHomes,
  myListingKeys,
} from '../support/buyer-homes-api';
import {
  myPropertiesView,
  openMyProperties,
  propertyCard,
  propertyDialog,
  removeConfirmation,
} from '../support/my-properties';

/** Pictures for a person to look at (not compared): e2e/.artifacts/screenshots/. */
const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));

const viewports = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

/** Uncaught errors of the page ("Transition was skipped", say) while the test runs. */
const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

test('the first click after a lock opens the other card’s dialog, on a desktop and on a phone', async ({
  page,
  request,
}) => {
  // Two sizes, two changes each, and the dialog's chunk loads on the first opening.
  test.setTimeout(120_000);
  const username = 'buyer2';
  const session = await apiSession(request, username);
  const homes = await buyerHomes(session);
  const [locked, other] = availableHomes(homes).filter(
    ({ ListingKey }) => !homes.likedKeys.includes(ListingKey),
  );
  if (!locked || !other) throw new Error(`${username} needs two unliked homes`);
  const errors = pageErrors(page);
  await openMyProperties(page, username, homes.listingKeys.length);
  for (const { name, size } of viewports) {
    await page.setViewportSize(size);
    const card = propertyCard(page, addressOf(locked));
    const target = propertyCard(page, addressOf(other));
    const dialog = propertyDialog(page, addressOf(other)).dialog;
    for (const [change, pressed, click] of [
      ['lock', 'true', target.price],
      ['unlock', 'false', target.photo],
    ] as const) {
      await card.lock.click();
      await expect(card.lock, `${change} at ${name} size`).toHaveAttribute('aria-pressed', pressed);
      await expect(card.lock, 'the focus stays on the lock').toBeFocused();
      // At once, while the cards still glide: the click reaches the other card.
      await click.click();
      await expect(dialog, `the first click after a ${change} at ${name} size`).toBeVisible({
        timeout: 15_000,
      });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect
        .poll(async () => (await myListingKeys(session)).likedKeys.includes(locked.ListingKey))
        .toBe(change === 'lock');
    }
  }
  expect(errors, 'no uncaught error on the page').toEqual([]);
});

test('a newly locked card moves first at once, marked Locked in the lock’s words', async ({
  page,
  request,
}) => {
  test.slow();
  const username = 'buyer2';
  const session = await apiSession(request, username);
  const homes = await buyerHomes(session);
  const home = availableHomes(homes)
    .filter(({ ListingKey }) => !homes.likedKeys.includes(ListingKey))
    .at(-1);
  if (!home) throw new Error(`${username} has no unliked home with a unique address`);
  await page.setViewportSize({ width: 1440, height: 900 });
  const view = await openMyProperties(page, username, homes.listingKeys.length);
  const card = propertyCard(page, addressOf(home));
  const position = () =>
    view.cards.evaluateAll(
      (cards, address) =>
        cards.findIndex((item) => item.querySelector(`[aria-label="${address}"]`)),
      addressOf(home),
    );
  const before = await position();
  await card.lock.click();
  await expect.poll(position, 'among the locked cards at once').toBe(homes.likedKeys.length);
  expect(before).toBeGreaterThan(homes.likedKeys.length);
  await expect(card.lock).toBeFocused();
  await expect(
    card.card.getByRole('img', { name: labels.property.locked, exact: true }),
  ).toBeVisible();
  await expect(view.list.getByText(labels.property.liked)).toHaveCount(0);
  // The card now sits in the first row: the picture is taken there, clear of the sticky header.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(card.card).toBeInViewport();
  await card.card.screenshot({ path: `${screenshotDir}buyer-card-locked.png` });
  await card.lock.click();
  await expect(card.lock).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => (await myListingKeys(session)).likedKeys)
    .not.toContain(home.ListingKey);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the chat button never half-covers a card’s Remove, and the second card’s Remove works', async ({
    page,
  }) => {
    const view = await openMyProperties(page, 'buyer');
    const chat = page.getByRole('button', { name: new RegExp(`^${chatMessages.openChat}`) });
    await expect(chat).toBeVisible();
    await expect(view.cards.nth(1)).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}home-buyer-phone-cards.png` });
    /**
     * Each card control the chat's fixed box overlaps: none, unless that box is a strip across the
     * whole bottom of the screen (then what it hides is simply below the visible page).
     */
    const halfCovered = () =>
      chat.evaluate((button, listLabel) => {
        let cover: Element = button;
        for (let node = button.parentElement; node; node = node.parentElement) {
          if (getComputedStyle(node).position === 'fixed') cover = node;
        }
        const box = cover.getBoundingClientRect();
        const strip =
          box.left <= 0 && box.right >= window.innerWidth && box.bottom >= window.innerHeight;
        const list = document.querySelector(`ul[aria-label="${listLabel}"]`);
        return Array.from(list?.querySelectorAll('button') ?? [])
          .map((control) => ({
            label: control.getAttribute('aria-label'),
            r: control.getBoundingClientRect(),
          }))
          .filter(
            ({ r }) =>
              r.bottom > box.top && r.top < box.bottom && r.right > box.left && r.left < box.right,
          )
          .filter(() => !strip)
          .map(({ label, r }) => `${label ?? '?'} at ${Math.round(r.top)}`);
      }, labels.myProperties.listLabel);
    expect(await halfCovered(), 'at the top of the page').toEqual([]);
    for (const step of [120, 240, 360, 480]) {
      await page.evaluate((y) => window.scrollTo(0, y), step);
      expect(await halfCovered(), `scrolled ${step} px`).toEqual([]);
    }
    const second = view.cards.nth(1);
    await second.getByRole('button', { name: propertiesMessages.remove, exact: true }).click();
    const confirmation = removeConfirmation(page);
    await expect(confirmation.dialog).toBeVisible();
    await confirmation.cancel.click();
    // The last card's Remove scrolls clear of the strip.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await halfCovered(), 'at the end of the page').toEqual([]);
    await myPropertiesView(page)
      .cards.last()
      .getByRole('button', { name: propertiesMessages.remove, exact: true })
      .click({ trial: true, timeout: 2_000 });
  });
});
