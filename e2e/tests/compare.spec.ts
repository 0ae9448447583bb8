import { fileURLToPath } from 'node:url';
import { compareMessages, type RawProperty } from '@rela/contracts';
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { addressOf, apiSession, availableHomes, buyerHomes } from '../support/buyer-homes-api';
import { expectImagesLoaded, openMyProperties } from '../support/my-properties';
import { signIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

/** Pictures for a person to look at (not compared): e2e/.artifacts/screenshots/. */
const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));
const text = compareMessages;

/** The Compare page's parts, found as a user finds them. */
const comparePage = (page: Page) => {
  const table = page.getByRole('table', { name: text.title });
  return {
    heading: page.getByRole('heading', { name: text.title, level: 1 }),
    region: page.getByRole('region', { name: text.homesLabel }),
    table,
    homes: table.getByRole('columnheader'),
    rowLabel: (label: string) => table.getByRole('rowheader', { name: label, exact: true }),
    row: (label: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }),
    best: table.getByText(text.best, { exact: true }),
    showEqual: page.getByRole('button', { name: /^Show \d+ equal rows?$/ }),
  };
};

/** Three of the demo buyer's homes that the MLS still has, each with its own address. */
const threeHomes = async (request: Parameters<typeof apiSession>[0]): Promise<RawProperty[]> => {
  const homes = availableHomes(await buyerHomes(await apiSession(request, 'buyer')));
  expect(homes.length).toBeGreaterThanOrEqual(5);
  return homes;
};

/** My Properties in Compare mode, with the homes at `addresses` chosen through their checkboxes. */
const chooseOnMyProperties = async (page: Page, addresses: readonly string[]) => {
  await openMyProperties(page, 'buyer');
  await page.getByRole('button', { name: text.startSelecting, exact: true }).click();
  const bar = page.getByRole('region', { name: text.title });
  await expect(bar.getByText(text.selectHint)).toBeVisible();
  for (const address of addresses) {
    await page.getByRole('checkbox', { name: text.checkbox(address), exact: true }).check();
  }
  return bar;
};

test('a buyer compares three homes side by side on a desktop: best values marked, equal rows folded, a reload keeps them', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const homes = await threeHomes(request);
  const [first, second, third, fourth, fifth] = homes.map(addressOf);
  const bar = await chooseOnMyProperties(page, [first!, second!, third!, fourth!]);

  // A fifth is refused with a hint and stays unchecked; unchecking one makes room again.
  const fifthBox = page.getByRole('checkbox', { name: text.checkbox(fifth!), exact: true });
  await fifthBox.click();
  await expect(bar.getByText(text.tooMany)).toBeVisible();
  await expect(fifthBox).not.toBeChecked();
  await page.getByRole('checkbox', { name: text.checkbox(fourth!), exact: true }).uncheck();
  await expect(bar.getByText(text.tooMany)).toBeHidden();
  await expectNoSeriousAxeViolations(page, 'My Properties, choosing homes to compare');
  await page.screenshot({ path: `${screenshotDir}compare-select-desktop.png` });

  await bar.getByRole('link', { name: text.open(3), exact: true }).click();
  const view = comparePage(page);
  await expect(view.heading).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(
      `/compare\\?keys=${homes
        .slice(0, 3)
        .map((home) => home.ListingKey)
        .join(',')}$`,
    ),
  );
  await expect(view.homes).toHaveCount(3);
  for (const [index, home] of homes.slice(0, 3).entries()) {
    await expect(view.homes.nth(index)).toContainText(home.UnparsedAddress ?? '');
  }
  await expect(view.rowLabel(text.rows.price)).toBeVisible();
  await expect(view.rowLabel(text.rows.overallGrade)).toBeVisible();
  // The demo buyer's homes differ in price: the lowest is marked Best, in bold.
  const priceRow = view.row(text.rows.price);
  const lowest = Math.min(...homes.slice(0, 3).map((home) => home.ListPrice ?? Infinity));
  await expect(priceRow.getByText(text.best, { exact: true })).toBeVisible();
  await expect(priceRow.getByRole('cell').filter({ hasText: text.best })).toContainText(
    `$${lowest.toLocaleString('en-US')}`,
  );
  await expectImagesLoaded(view.table);

  // Equal rows (if any) fold away and come back.
  if (await view.showEqual.isVisible()) {
    const before = await view.table.getByRole('rowheader').count();
    await view.showEqual.click();
    await expect(page.getByRole('button', { name: text.hideEqual })).toBeVisible();
    expect(await view.table.getByRole('rowheader').count()).toBeGreaterThan(before);
    await page.getByRole('button', { name: text.hideEqual }).click();
  }
  await expectNoSeriousAxeViolations(page, 'Compare (desktop)');
  await page.screenshot({ path: `${screenshotDir}compare-desktop.png`, fullPage: true });

  // A home without an AI report offers Request AI Report, which opens its dialog's AI tab.
  const request_ = view.table.getByRole('button', { name: text.requestReport, exact: true });
  if ((await request_.count()) > 0) {
    await request_.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { selected: true })).toContainText('AI Report');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  await page.reload();
  await expect(view.homes).toHaveCount(3);
  await expect(view.rowLabel(text.rows.price)).toBeVisible();
});

test('a buyer compares three homes on a 390x844 phone: columns swipe and snap, the row labels stay pinned', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const homes = await threeHomes(request);
  const bar = await chooseOnMyProperties(page, homes.slice(0, 3).map(addressOf));
  await expect(bar.getByText(text.selected(3))).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}compare-select-phone.png` });
  await bar.getByRole('link', { name: text.open(3), exact: true }).click();

  const view = comparePage(page);
  await expect(view.homes).toHaveCount(3);
  await expectImagesLoaded(view.table);
  const label = view.rowLabel(text.rows.price);
  const labelBefore = (await label.boundingBox())!;
  const secondHome = view.homes.nth(1);
  const secondBefore = (await secondHome.boundingBox())!;
  // The second home starts past the first, partly off screen: the page itself does not scroll.
  expect(secondBefore.x + secondBefore.width).toBeGreaterThan(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${screenshotDir}compare-phone.png` });

  // A swipe to the left (a small one: the columns snap the rest of the way).
  await view.region.evaluate((element) => element.scrollBy({ left: 80 }));
  await expect
    .poll(async () => Math.round((await secondHome.boundingBox())!.x))
    .toBe(Math.round(labelBefore.x + labelBefore.width));
  const labelAfter = (await label.boundingBox())!;
  expect(labelAfter.x).toBe(labelBefore.x);
  await expect(label).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'Compare (phone)');
  await page.screenshot({ path: `${screenshotDir}compare-phone-swiped.png` });
});

test("a realtor compares two of a buyer's homes, and Back returns to that buyer", async ({
  page,
  request,
}) => {
  const homes = await threeHomes(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'realtor');
  // The demo buyer's name as their realtor's My Buyers lists it (the demo seed).
  const expand = page.getByRole('button', { name: labels.team.expand('James Whitaker') });
  await expand.click();
  await page.getByRole('button', { name: text.startSelecting, exact: true }).click();
  for (const home of homes.slice(0, 2)) {
    await page.getByRole('checkbox', { name: text.checkbox(addressOf(home)), exact: true }).check();
  }
  await page.getByRole('link', { name: text.open(2), exact: true }).click();
  const view = comparePage(page);
  await expect(view.homes).toHaveCount(2);
  await expect(view.rowLabel(text.rows.price)).toBeVisible();
  await page.getByRole('link', { name: text.back, exact: true }).click();
  await expect(page).toHaveURL(/\/home\?buyerId=buyer$/);
  await expect(
    page.getByRole('checkbox', { name: text.checkbox(addressOf(homes[0]!)) }),
  ).toBeHidden();
  await expect(
    page.getByRole('button', { name: labels.team.openHome(addressOf(homes[0]!)) }),
  ).toBeVisible();
});

test('a compare link with one home, or five, asks for 2 to 4', async ({ page }) => {
  await openMyProperties(page, 'buyer');
  for (const keys of ['ONLYONE', 'K1,K2,K3,K4,K5']) {
    await page.goto(`/compare?keys=${keys}`);
    await expect(page.getByRole('alert')).toHaveText(text.wrongCount);
  }
});
