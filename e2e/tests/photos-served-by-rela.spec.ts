import { expect, test, type Page } from '../support/test';
import { apiSession, myListingKeys } from '../support/buyer-homes-api';
import { mlsOrigin } from '../support/embedded-mls';
import { relaPhotoPath, untilFirstPhotosCopied } from '../support/photos';
import { waitForListings } from '../support/search';
import { signIn } from '../support/sign-in';
import { mapTexts } from '../../apps/web/src/features/search/map/map-texts';
import { labels } from '../../apps/web/src/lib/labels';

/**
 * REQ-PHOTO-COPY, ADR 046: Rela serves every listing photo itself. Every page, as every role, on a
 * desktop and on a phone, asks nothing of the MLS (the suite's embedded MLS answers on the port
 * above the server) and names no MLS URL in its DOM, not even for a photo not yet loaded.
 */

const viewports = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

/** The demo buyer's name as their realtor's My Buyers lists it (the demo seed). */
const demoBuyerName = 'James Whitaker';

/** Every request the page's context makes, from now on. */
const recordRequests = (page: Page) => {
  const urls: string[] = [];
  page.context().on('request', (request) => urls.push(request.url()));
  return urls;
};

/** What of the page names the MLS: any `src`, `srcset` or `href` on its origin. */
const mlsUrlsInDom = (page: Page, mls: string) =>
  page.evaluate(
    (origin) =>
      Array.from(document.querySelectorAll('[src], [srcset], [href]')).flatMap((element) =>
        ['src', 'srcset', 'href']
          .map((name) => element.getAttribute(name) ?? '')
          .filter((value) => value.includes(origin)),
      ),
    mls,
  );

/**
 * Scrolls the page (and the dialog, when one is open) to the end, so that lazy photos load, and
 * waits until every photo the browser chose has loaded or failed.
 */
const settle = async (page: Page) => {
  await page.evaluate(async () => {
    const scrollers = [
      document.scrollingElement,
      ...Array.from(document.querySelectorAll('[role="dialog"] .overflow-y-auto')),
    ];
    for (const scroller of scrollers) {
      if (!scroller) continue;
      for (let y = 0; y <= scroller.scrollHeight; y += 400) {
        scroller.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      scroller.scrollTo(0, 0);
    }
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => image.currentSrc !== '')
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
};

/** How many photos of Rela's files the page shows, loaded (in `scope`, a CSS selector). */
const relaPhotosShown = (page: Page, scope = 'body') =>
  page.evaluate(
    ({ selector, pattern }) =>
      Array.from(document.querySelectorAll<HTMLImageElement>(`${selector} img`)).filter(
        (image) =>
          image.complete &&
          image.naturalWidth > 0 &&
          new RegExp(pattern).test(new URL(image.currentSrc).pathname),
      ).length,
    { selector: scope, pattern: relaPhotoPath.source },
  );

/** Asserts that nothing so far asked the MLS for anything, nor names it on the page. */
const expectNothingFromMls = async (page: Page, requests: string[], mls: string, where: string) => {
  await settle(page);
  expect(
    requests.filter((url) => url.startsWith(mls)),
    `requests to the MLS from ${where}`,
  ).toEqual([]);
  expect(await mlsUrlsInDom(page, mls), `MLS URLs in the DOM of ${where}`).toEqual([]);
};

/** Opens the first home of the page in its dialog, then its photos full screen, and closes both. */
const openDialogAndGallery = async (
  page: Page,
  opener: ReturnType<Page['getByRole']>,
  check: (where: string) => Promise<void>,
) => {
  await opener.first().click();
  const dialog = page.getByRole('dialog').first();
  await expect(dialog).toBeVisible();
  const seeAll = dialog.getByRole('button', { name: labels.property.seeAllPhotos, exact: true });
  await expect(seeAll.or(dialog.getByText(labels.property.noPhotos))).toBeVisible();
  await check('the property dialog');
  expect(await relaPhotosShown(page, '[role="dialog"]'), 'the dialog’s photos').toBeGreaterThan(0);
  if (await seeAll.isVisible()) {
    await seeAll.click();
    const gallery = page.getByRole('dialog', { name: labels.property.gallery });
    await expect(gallery).toBeVisible();
    for (const step of [1, 2]) {
      await page.keyboard.press('ArrowRight');
      await expect(gallery.getByText(new RegExp(`^${step + 1} / \\d+$`))).toBeVisible();
    }
    await check('the full-screen gallery');
    // The third photo is Rela's copy, or its placeholder while the copy is still waiting
    // (the suite copies the listed homes' first photos before their others: ADR 046), once the
    // copy has loaded.
    await expect
      .poll(
        async () =>
          (await relaPhotosShown(page, '[data-testid="gallery-stage"]')) +
          (await page.locator('[data-testid="gallery-stage"] [data-photo="waiting"]').count()),
        { message: 'the gallery’s photo' },
      )
      .toBe(1);
    await page.keyboard.press('Escape');
    await expect(gallery).toHaveCount(0);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

/** /search: its list, then its map and a pin's card (on a phone, behind the Map switch). */
const visitSearch = async (page: Page, check: (where: string) => Promise<void>) => {
  await page.goto('/search?q=Raleigh');
  await expect(page.getByRole('list', { name: labels.search.results, exact: true })).toBeVisible();
  await check('the search list');
  const mapSwitch = page.getByRole('button', { name: labels.search.map, exact: true });
  if (await mapSwitch.isVisible()) await mapSwitch.click();
  const map = page.getByRole('region', { name: mapTexts.region, exact: true });
  const home = map
    .locator('.rela-pin')
    .filter({ has: page.locator('.rela-pin__pill') })
    .first();
  await expect(home).toBeVisible();
  await home.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Open / }).first()).toBeVisible();
  await check('the search map and a pin’s card');
};

for (const { name, size } of viewports) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport: size });

    test.beforeAll(async ({ request }) => {
      await waitForListings(request, 'Raleigh');
    });

    test('a buyer’s pages show Rela’s photos and ask nothing of the MLS', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const mls = mlsOrigin(baseURL);
      const buyer = await apiSession(request, 'buyer');
      await untilFirstPhotosCopied(buyer);
      const requests = recordRequests(page);
      const check = (where: string) => expectNothingFromMls(page, requests, mls, where);
      await signIn(page, 'buyer');
      const cards = page.getByRole('list', { name: labels.myProperties.listLabel, exact: true });
      await expect(cards.getByRole('listitem').first()).toBeVisible();
      await check('the buyer’s /home');
      // Photos are there, from Rela: not a page that is quiet because it shows none.
      await expect
        .poll(() => relaPhotosShown(page), { message: 'photos of the cards, from Rela' })
        .toBeGreaterThan(0);
      await openDialogAndGallery(
        page,
        cards.getByRole('button', { name: /^Open details for / }),
        check,
      );

      await visitSearch(page, check);

      const { listingKeys } = await myListingKeys(buyer);
      await page.goto(`/compare?keys=${listingKeys.slice(0, 3).join(',')}`);
      await expect(page.getByRole('table')).toBeVisible();
      await check('/compare');

      await page.goto('/tours');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check('/tours');
    });

    test('a realtor’s pages show Rela’s photos and ask nothing of the MLS', async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const mls = mlsOrigin(baseURL);
      await untilFirstPhotosCopied(await apiSession(request, 'buyer'));
      const requests = recordRequests(page);
      const check = (where: string) => expectNothingFromMls(page, requests, mls, where);
      await signIn(page, 'realtor');
      await page.getByRole('button', { name: labels.team.expand(demoBuyerName) }).click();
      const tiles = page.getByRole('button', { name: /^Open details for / });
      await expect(tiles.first()).toBeVisible();
      await check('the realtor’s /home with a buyer’s homes');
      await expect
        .poll(() => relaPhotosShown(page), { message: 'photos of the tiles, from Rela' })
        .toBeGreaterThan(0);
      await openDialogAndGallery(page, tiles, check);

      await visitSearch(page, check);
      for (const path of ['/tours', '/activity']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await check(path);
      }
    });

    for (const username of ['lead', 'owner']) {
      test(`the ${username}’s pages ask nothing of the MLS`, async ({ page, baseURL }) => {
        test.setTimeout(90_000);
        const mls = mlsOrigin(baseURL);
        const requests = recordRequests(page);
        const check = (where: string) => expectNothingFromMls(page, requests, mls, where);
        await signIn(page, username);
        await check(`the ${username}’s /home`);
        await visitSearch(page, check);
        await page.goto('/activity');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await check('/activity');
      });
    }
  });
}
