import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '../support/test';
import { type RawProperty, reportsMessages, propertiesMessages } from '@rela/contracts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import {
  addressOf,
  apiSession,
  availableHomes,
  buyerHomes,
  homeWithPhotos,
} from '../support/buyer-homes-api';
import { mouseDrag, touchSwipe } from '../support/gestures';
import {
  expectImagesLoaded,
  openMyProperties,
  photoGallery,
  propertyCard,
  propertyDialog,
  reportValue,
} from '../support/my-properties';
import { labels } from '../../apps/web/src/lib/labels';
import { dashboardMessages } from '../../apps/web/src/lib/web-texts';

const ui = labels.property;
/** The open modal (the gallery sits inside the detail dialog); the page behind is scanned alone. */
const modal = '[role="dialog"]';
const notAvailable = dashboardMessages.notAvailable;
const username = 'buyer';
/** The dialog shows four thumbnails, so five photos or more give the last one a `+N`. */
const MIN_PHOTOS = 5;

/** A home of the demo buyer with enough photos for the thumbnails, the overlay and the gallery. */
const photographedHome = async (request: APIRequestContext) => {
  const session = await apiSession(request, username);
  const { home, photos } = await homeWithPhotos(session, await buyerHomes(session), MIN_PHOTOS);
  return { home, photos, address: addressOf(home) };
};

test('the detail dialog opens from the photo, the price and the details; Escape closes it', async ({
  page,
  request,
}) => {
  const { address } = await photographedHome(request);
  const card = propertyCard(page, address);
  const details = propertyDialog(page, address);
  await openMyProperties(page, username);

  for (const trigger of [card.photo, card.price, card.details]) {
    await trigger.click();
    await expect(details.dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details.dialog).toBeHidden();
  }
});

test('the dialog shows the photos, the facts, the buyer’s buttons and both report tabs', async ({
  page,
  request,
}) => {
  const { home, address } = await photographedHome(request);
  const details = propertyDialog(page, address);
  await openMyProperties(page, username);
  await propertyCard(page, address).photo.click();

  await expect(details.seeAllPhotos).toBeVisible();
  await expect(details.dialog.getByText(/^\+\d+$/)).toBeVisible();
  if (home.StandardStatus) await expect(details.dialog).toContainText(home.StandardStatus);
  for (const fact of [ui.beds, ui.baths, ui.livingArea]) {
    await expect(details.dialog.getByText(fact, { exact: true }).first()).toBeVisible();
  }
  await expect(
    details.dialog.getByRole('button', { name: /^(Lock|Unlock) property$/ }),
  ).toBeVisible();
  await expect(
    details.dialog.getByRole('button', { name: propertiesMessages.remove, exact: true }),
  ).toBeVisible();

  await details.tab(ui.aiReport).click();
  await expect(details.tab(ui.aiReport)).toHaveAttribute('aria-selected', 'true');
  // Without a report, or with one another suite asked for (ai-report.spec.ts covers the states).
  await expect(
    details.panel
      .getByText(reportsMessages.absent)
      .or(details.panel.getByText(reportsMessages.requested))
      .or(details.panel.getByText(reportsMessages.propertyGrades, { exact: true })),
  ).toBeVisible();
  await details.tab(ui.mlsReport).click();
  await expect(details.tab(ui.mlsReport)).toHaveAttribute('aria-selected', 'true');
  await expect(details.panel.locator('dl').first().locator('dt')).toHaveText(
    Object.values(ui.mlsFields),
  );
  await expect(reportValue(details.panel, ui.mlsFields.ListingKey)).toHaveText(home.ListingKey);
  // Who lists the home and its history, as display values (REQ-MLS-DD2), and its open houses.
  const facts = ui.mlsListingFacts;
  await expect(reportValue(details.panel, facts.ListOfficeName)).toHaveText(
    home.ListOfficeName ?? notAvailable,
  );
  await expect(reportValue(details.panel, facts.ListAgentFullName)).toHaveText(
    home.ListAgentFullName ?? notAvailable,
  );
  await expect(reportValue(details.panel, facts.DaysOnMarket)).toHaveText(/^\d+$/);
  await expect(details.panel.getByRole('heading', { name: ui.openHouses.heading })).toBeVisible();
  await expect(details.panel).not.toContainText(/ActiveUnderContract|ComingSoon|ForcedAir/);
});

type MlsField = keyof typeof ui.mlsFields;
const mlsFields = Object.keys(ui.mlsFields) as MlsField[];

test('the MLS Report shows N/A where the MLS has no value', async ({ page, request }) => {
  const homes = await buyerHomes(await apiSession(request, username));
  const withGap = availableHomes(homes).flatMap((home: RawProperty) => {
    const field = mlsFields.find((name) => home[name] === null);
    return field ? [{ home, field }] : [];
  });
  const [first] = withGap;
  if (!first) {
    throw new Error(
      `No home of the demo ${username} lacks an MLS Report field: seed one that does`,
    );
  }
  const { home, field } = first;
  const address = addressOf(home);
  const details = propertyDialog(page, address);
  await openMyProperties(page, username);
  await propertyCard(page, address).photo.click();
  await details.tab(ui.mlsReport).click();

  await expect(reportValue(details.panel, ui.mlsFields.ListingKey)).toHaveText(home.ListingKey);
  await expect(reportValue(details.panel, ui.mlsFields[field])).toHaveText(notAvailable);
});

test('the gallery answers the arrow keys and a drag; Escape closes only the gallery', async ({
  page,
  request,
}) => {
  const { address, photos } = await photographedHome(request);
  const details = propertyDialog(page, address);
  const gallery = photoGallery(page);
  await openMyProperties(page, username);
  await propertyCard(page, address).photo.click();
  await details.seeAllPhotos.click();
  await expect(gallery.dialog).toBeVisible();
  await expect(gallery.counter).toHaveText(ui.counter(1, photos));

  await page.keyboard.press('ArrowRight');
  await expect(gallery.counter).toHaveText(ui.counter(2, photos));
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.counter).toHaveText(ui.counter(1, photos));

  // Under 100 px a drag is not a swipe; over 100 px leftwards it shows the next photo. Had the short
  // drag moved on, the long one would end on photo 3.
  await mouseDrag(page, gallery.dialog, -60);
  await expect(gallery.counter).toHaveText(ui.counter(1, photos));
  await mouseDrag(page, gallery.dialog, -160);
  await expect(gallery.counter).toHaveText(ui.counter(2, photos));
  await mouseDrag(page, gallery.dialog, 160);
  await expect(gallery.counter).toHaveText(ui.counter(1, photos));

  await page.keyboard.press('Escape');
  await expect(gallery.dialog).toBeHidden();
  await expect(details.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details.dialog).toBeHidden();
});

test('axe finds no serious or critical violation on My Properties, the dialog and the gallery', async ({
  page,
  request,
}) => {
  const { address } = await photographedHome(request);
  const details = propertyDialog(page, address);
  const gallery = photoGallery(page);
  await openMyProperties(page, username);
  await expectNoSeriousAxeViolations(page, 'My Properties');

  await propertyCard(page, address).photo.click();
  await expect(details.dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the property dialog', modal);

  await details.seeAllPhotos.click();
  await expect(gallery.counter).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the photo gallery', modal);
});

/** Pictures for a person to look at (not compared): e2e/.artifacts/screenshots/. */
const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));

const viewports = [
  { name: 'desktop', size: { width: 1440, height: 900 }, phone: false },
  { name: 'phone', size: { width: 390, height: 844 }, phone: true },
] as const;

for (const { name, size, phone } of viewports) {
  test.describe(`at ${name} size`, () => {
    test.use({ viewport: size, hasTouch: phone, isMobile: phone });

    test(`the list, the dialog and the gallery (screenshots ${name})`, async ({
      page,
      request,
    }) => {
      const { address, photos } = await photographedHome(request);
      const details = propertyDialog(page, address);
      const gallery = photoGallery(page);
      const shoot = (screen: string) =>
        page.screenshot({ path: `${screenshotDir}${screen}-${name}.png` });

      const view = await openMyProperties(page, username);
      await expect(view.heading).toBeVisible();
      await expectImagesLoaded(view.list);
      await shoot('properties');

      await propertyCard(page, address).photo.click();
      await expect(details.dialog).toBeVisible();
      if (phone) {
        // Full-screen: the dialog's box covers the whole viewport.
        await expect
          .poll(async () => {
            const box = await details.dialog.boundingBox();
            return box && [box.x, box.y, box.x + box.width, box.y + box.height].map(Math.round);
          })
          .toEqual([0, 0, size.width, size.height]);
      }
      await expectImagesLoaded(details.dialog);
      await shoot('property-dialog');

      // The title is the whole address (wrapped on a phone, never cut with an ellipsis), and see
      // all photos never sits on the +N tile.
      const title = details.dialog.getByRole('heading', { name: address, exact: true });
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const seeAll = await details.seeAllPhotos.boundingBox();
      const more = await details.dialog.getByText(/^\+\d+$/).boundingBox();
      if (!seeAll || !more) throw new Error('see all photos or +N is not laid out');
      const overlap =
        seeAll.x < more.x + more.width &&
        more.x < seeAll.x + seeAll.width &&
        seeAll.y < more.y + more.height &&
        more.y < seeAll.y + seeAll.height;
      expect(overlap, 'see all photos overlaps +N').toBe(false);

      await details.seeAllPhotos.click();
      await expect(gallery.counter).toHaveText(ui.counter(1, photos));
      await expectImagesLoaded(gallery.dialog);
      await shoot('property-gallery');
      if (phone) {
        await touchSwipe(page, gallery.dialog, -150);
        await expect(gallery.counter).toHaveText(ui.counter(2, photos));
      }

      // The MLS Report's listing facts and open houses (REQ-MLS-DD2, REQ-MLS-OPENHOUSE).
      await page.keyboard.press('Escape');
      await expect(gallery.dialog).toBeHidden();
      await details.tab(ui.mlsReport).click();
      const openHouses = details.panel.getByRole('heading', { name: ui.openHouses.heading });
      await openHouses.scrollIntoViewIfNeeded();
      await shoot('mls-report-facts');
    });
  });
}
