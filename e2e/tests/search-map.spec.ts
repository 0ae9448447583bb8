import { fileURLToPath } from 'node:url';
import { searchBoxSchema } from '@rela/contracts';
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { searchPage, waitForListings } from '../support/search';
import { signIn } from '../support/sign-in';
import { mapTexts } from '../../apps/web/src/features/search/map/map-texts';

/** Pictures for a person to look at (not compared): e2e/.artifacts/screenshots/. */
const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));

/**
 * The search map (ADR 024) with no tile server, as in CI: the tiles' host is unreachable, and
 * the pins, clusters, cards and "Search this area" all work without a picture underneath.
 */
const city = 'Raleigh';

test.beforeAll(async ({ request }) => {
  await waitForListings(request, city);
});

test.beforeEach(async ({ context }) => {
  await context.route('**/tile.openstreetmap.org/**', (route) => route.abort());
});

const theMap = (page: Page) => {
  const region = page.getByRole('region', { name: mapTexts.region, exact: true });
  const pins = region.locator('.leaflet-marker-pane [role="button"]');
  return {
    region,
    pins,
    clusters: pins.filter({ has: page.locator('.rela-pin__badge') }),
    homes: pins.filter({ has: page.locator('.rela-pin__pill') }),
    searchThisArea: page.getByRole('button', { name: mapTexts.searchThisArea, exact: true }),
  };
};

/** Leaflet's zoom, read from its zoom proxy (scaled by 2 to the zoom). */
const zoomOf = (page: Page) =>
  page
    .locator('.leaflet-proxy')
    .evaluate((proxy) => Math.log2(new DOMMatrix(getComputedStyle(proxy).transform).a));

test('clusters zoom in, a pan offers "Search this area" and puts the box in the URL, and no tile is needed', async ({
  page,
}) => {
  await signIn(page, 'buyer');
  await page.goto('/search');
  const map = theMap(page);
  await expect(map.clusters.first()).toBeVisible();
  await expect(map.searchThisArea).toHaveCount(0);

  // A cluster names its count and zooms in on a click; the user moved, so the map offers a search.
  const before = await zoomOf(page);
  const cluster = map.clusters.first();
  await expect(cluster).toHaveAccessibleName(/^\d+ homes here\. Zoom in to see them\.$/);
  await cluster.locator('.rela-pin__badge').click();
  await expect.poll(() => zoomOf(page)).toBeGreaterThan(before);
  await expect(map.searchThisArea).toBeVisible();

  // Drag the map, then search the visible box: the URL holds it and the results follow.
  const box = (await map.region.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 + 40, { steps: 8 });
  await page.mouse.up();
  await map.searchThisArea.click();
  await expect(page).toHaveURL(/[?&]bbox=/);
  const bbox = new URL(page.url()).searchParams.get('bbox') ?? '';
  expect(searchBoxSchema.safeParse(bbox).success, bbox).toBe(true);
  await expect(map.searchThisArea).toHaveCount(0);
  await expect(searchPage(page).results).not.toHaveAttribute('aria-busy');

  // The link shows the same area again (at most half a zoom step out, for the rounded box).
  const searched = await zoomOf(page);
  await page.reload();
  await expect(map.pins.first()).toBeVisible();
  const shown = await zoomOf(page);
  expect(shown).toBeLessThanOrEqual(searched);
  expect(shown).toBeGreaterThanOrEqual(searched - 0.5);
  await expect(map.searchThisArea).toHaveCount(0);

  // The tiles' host did not answer: the map says so and draws no tile layer; the pins are there.
  await expect(map.pins.first()).toBeVisible();
  await expect(map.region.getByRole('status')).toHaveText(mapTexts.unavailable);
  await expect(map.region.locator('img.leaflet-tile')).toHaveCount(0);
});

test('offline, the map says it is unavailable, the list stays, and the console is not flooded', async ({
  page,
}) => {
  test.slow();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'buyer');
  const signedIn = errors.length;
  await page.goto(`/search?q=${city}`);
  const map = theMap(page);
  const search = searchPage(page);
  await expect(search.cards.first()).toBeVisible();
  await expect(map.region.getByRole('status')).toHaveText(mapTexts.unavailable);
  await expect(map.pins.first()).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}search-map-offline-desktop.png` });
  // One tile is asked for, fails once, and is not asked again and again.
  expect(errors.length - signedIn, errors.join('\n')).toBeLessThanOrEqual(1);
});

test('a card highlights its pin; a pin opens its card from the keyboard, and the card opens the home', async ({
  page,
}) => {
  await signIn(page, 'buyer');
  await page.goto(`/search?q=${city}`);
  const map = theMap(page);
  const search = searchPage(page);
  await expect(search.cards.first()).toBeVisible();
  await expect(map.pins.first()).toBeVisible();

  // Hovering a card picks out the pin (or the cluster) that holds its home.
  await search.cards.first().hover();
  await expect(map.region.locator('.rela-pin.is-highlighted')).toHaveCount(1);

  // A home's pin is a button named by its price and address; Enter opens its card, focused.
  const pin = map.homes.first();
  await expect(pin).toHaveAccessibleName(/^\$[\d,]+, .+/);
  const name = (await pin.getAttribute('aria-label')) ?? '';
  const address = name.slice(name.indexOf(', ') + 2);
  await pin.focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('button', { name: mapTexts.openHome(address), exact: true });
  await expect(card).toBeFocused();
  await expect(pin).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousAxeViolations(page, 'the search map with a card open', '.rela-map');

  // Escape closes the card and gives the focus back to the pin.
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
  await expect(pin).toBeFocused();

  // The card opens the same property dialog as everywhere.
  await page.keyboard.press('Enter');
  await expect(card).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: address, exact: true })).toBeVisible();
});
