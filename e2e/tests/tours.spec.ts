import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test';
import {
  API_PREFIX,
  apiPaths,
  homeTimeZone,
  instantInZone,
  listingSearchResponseSchema,
  timeIn,
  tokenResponseSchema,
  tourMessages,
  tourSchema,
  wallClockIn,
  windowIn,
  zoneLabel,
  type RawProperty,
} from '@rela/contracts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import {
  addressOf,
  apiSession,
  myListingKeys,
  productApiPath,
  rawProperties,
} from '../support/buyer-homes-api';
import { DEMO_PASSWORD } from '../support/demo-users';
import { myPropertiesView, propertyCard, propertyDialog } from '../support/my-properties';
import { outboxMessages } from '../support/outbox';
import { registerBuyer, type NewBuyer } from '../support/search';
import { signIn } from '../support/sign-in';

/**
 * Tours as a buyer in New York and their realtor in Chicago see them, for a home in Portland
 * (REQ-TOUR-ZONE, REQ-TOUR-MAIL, REQ-TOUR-HOURS, REQ-TOUR-LIMIT): the times are the home's, its zone
 * named, each viewer's own beside; the confirmation's notice and e-mail say when, link to the tour
 * and carry the `.ics` with the full address; the itinerary's cards show the home's photo and full
 * address and open its dialog; the realtor is warned of an overlap before confirming; a second
 * request says what is already there. On a desktop and on a phone.
 */

const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));
const city = 'Portland';
const buyerZone = 'America/New_York';
const realtorZone = 'America/Chicago';
const viewports = [
  { name: 'desktop', size: { width: 1280, height: 800 }, skip: 0 },
  { name: 'phone', size: { width: 390, height: 844 }, skip: 2 },
] as const;

type Bearer = {
  get: (path: string, params?: Record<string, string>) => ReturnType<APIRequestContext['get']>;
  post: (path: string, data?: unknown) => ReturnType<APIRequestContext['post']>;
  put: (path: string, data: unknown) => ReturnType<APIRequestContext['put']>;
};

const bearer = async (
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<Bearer> => {
  const login = await request.post(`${API_PREFIX}${apiPaths.login}`, {
    data: { username, password },
  });
  expect(login.status(), `POST /api/login as ${username}`).toBe(200);
  const { accessToken } = tokenResponseSchema.parse(await login.json());
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    get: (path, params) => request.get(path, { headers, ...(params ? { params } : {}) }),
    post: (path, data) => request.post(path, { headers, ...(data === undefined ? {} : { data }) }),
    put: (path, data) => request.put(path, { headers, data }),
  };
};

/**
 * Tours' e-mails at once for this person: the default, "only if unread" (ADR 052), waits ten
 * minutes for the notice to be read or pushed, and the confirmation's e-mail is read below.
 */
const toursEmailedAtOnce = async (api: Bearer) => {
  const path = `${API_PREFIX}${apiPaths.notificationPreferences}`;
  const { preferences } = (await (await api.get(path)).json()) as {
    preferences: Record<string, { email: string }>;
  };
  const notesTours = { ...preferences['notes-tours'], email: 'instant' };
  const saved = await api.put(path, { ...preferences, 'notes-tours': notesTours });
  expect(saved.status(), 'PUT notification-preferences').toBe(200);
};

/** Two on-market Portland homes no demo buyer has, with photos of their own, from `skip` on. */
const portlandHomes = async (request: APIRequestContext, skip: number) => {
  const realtor = await apiSession(request, 'realtor');
  const taken = new Set<string>();
  for (const buyer of ['buyer', 'buyer2'])
    for (const key of (await myListingKeys(await apiSession(request, buyer))).listingKeys)
      taken.add(key);
  const search = async () => {
    const response = await realtor.get(productApiPath(apiPaths.searchListings), {
      q: city,
      status: 'Active',
      sort: 'price-asc',
      pageSize: '40',
    });
    expect(response.status(), 'search Portland').toBe(200);
    return listingSearchResponseSchema.parse(await response.json()).items;
  };
  // The suite's server may still be making its first copy of the market when this spec starts.
  let items: Awaited<ReturnType<typeof search>> = [];
  await expect
    .poll(async () => (items = await search()).length, { timeout: 60_000 })
    .toBeGreaterThan(0);
  // Homes a buyer sees in full: no seller's opt-out of the address or of the listing (ADR 048).
  const keys = items
    .filter((item) => !item.addressDisplay && !taken.has(item.listingKey))
    .map((item) => item.listingKey);
  const records = await rawProperties(realtor, keys);
  const homes = keys
    .flatMap((key) => records.get(key) ?? [])
    .filter((home) => home.InternetEntireListingDisplayYN !== false)
    .slice(skip, skip + 2);
  expect(homes, `two ${city} homes of no demo buyer`).toHaveLength(2);
  return homes as [RawProperty, RawProperty];
};

const zoneOf = (home: RawProperty) =>
  homeTimeZone({ state: home.StateOrProvince, latitude: home.Latitude, longitude: home.Longitude });

/** A window `days` ahead at `time` on the home's clock, an hour long, as ISO instants. */
const homeWindow = (home: RawProperty, days: number, time: string) => {
  const zone = zoneOf(home);
  const date = wallClockIn(Date.now() + days * 86_400_000, zone).date;
  const start = instantInZone(date, time, zone) ?? '';
  return { date, start, end: new Date(Date.parse(start) + 3_600_000).toISOString() };
};

/** The buyer's and the realtor's pages, each in a browser of its own zone, at `size`. */
const sideBySide = async (
  browser: Browser,
  buyer: NewBuyer,
  size: { width: number; height: number },
) => {
  const buyerContext = await browser.newContext({ viewport: size, timezoneId: buyerZone });
  const realtorContext = await browser.newContext({ viewport: size, timezoneId: realtorZone });
  const buyerPage = await buyerContext.newPage();
  const realtorPage = await realtorContext.newPage();
  await signIn(buyerPage, buyer.username, { password: buyer.password });
  await expect(myPropertiesView(buyerPage).cards).toHaveCount(2);
  await signIn(realtorPage, 'realtor');
  return {
    buyerPage,
    realtorPage,
    close: async () => {
      await buyerContext.close();
      await realtorContext.close();
    },
  };
};

/** A home's photo as a tile shows it: Rela's copy, or the waiting stand-in before it (ADR 046). */
const photoShown = 'img, [data-photo="waiting"]';

/** The tour request dialog of `home`, opened from its card. */
const openRequest = async (page: Page, home: RawProperty) => {
  const address = addressOf(home);
  await propertyCard(page, address).photo.click();
  const dialog = propertyDialog(page, address);
  await expect(dialog.dialog).toBeVisible();
  await dialog.dialog.getByRole('button', { name: tourMessages.request, exact: true }).click();
  const form = page.getByRole('dialog', { name: tourMessages.requestTitle, exact: true });
  await expect(form).toBeVisible();
  return { dialog: dialog.dialog, form };
};

for (const viewport of viewports) {
  test(`tours on a ${viewport.name}: the home's time and zone, notices and e-mails that say when with the .ics, cards that look finished, overlaps warned before confirming`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const buyer = await registerBuyer(request, `tours-${viewport.name}`);
    const [home, other] = await portlandHomes(request, viewport.skip);
    const realtorApi = await bearer(request, 'realtor', DEMO_PASSWORD);
    const sent = await realtorApi.post(
      productApiPath(apiPaths.sendListingKeys, { username: buyer.username }),
      { listingKeys: [home.ListingKey, other.ListingKey] },
    );
    expect(sent.status(), 'send the homes').toBe(200);
    const buyerApi = await bearer(request, buyer.username, buyer.password);
    await toursEmailedAtOnce(buyerApi);
    const zone = zoneOf(home);
    expect(zone).toBe('America/Los_Angeles');
    const slot = homeWindow(home, 2, '10:00');
    const when = windowIn(new Date(slot.start), new Date(slot.end), zone);
    const { buyerPage, realtorPage, close } = await sideBySide(browser, buyer, viewport.size);

    await test.step('the buyer enters 10:00 at the home: the form names PT and shows their own ET time', async () => {
      const { dialog, form } = await openRequest(buyerPage, home);
      await expect(form).toContainText(tourMessages.homeTimeHint(zoneLabel(new Date(), zone)));
      const group = form.getByRole('group', { name: tourMessages.window(1), exact: true });
      await group.getByLabel(tourMessages.date, { exact: true }).fill(slot.date);
      await group.getByLabel(tourMessages.start, { exact: true }).fill('10:00');
      await group.getByLabel(tourMessages.end, { exact: true }).fill('11:00');
      const mine = `${timeIn(new Date(slot.start), buyerZone)} – ${timeIn(new Date(slot.end), buyerZone)} ET`;
      await expect(group.getByText(tourMessages.yourTime(mine), { exact: true })).toBeVisible();
      // 00:42 at the home is refused before sending.
      await group.getByLabel(tourMessages.start, { exact: true }).fill('00:42');
      await group.getByLabel(tourMessages.end, { exact: true }).fill('01:42');
      await form.getByRole('button', { name: tourMessages.send, exact: true }).click();
      await expect(group.getByText(tourMessages.outsideHours, { exact: true })).toBeVisible();
      await group.getByLabel(tourMessages.start, { exact: true }).fill('10:00');
      await group.getByLabel(tourMessages.end, { exact: true }).fill('11:00');
      await form.getByRole('button', { name: tourMessages.send, exact: true }).click();
      await expect(form).toBeHidden();
      await expect(dialog.getByText(tourMessages.sent, { exact: true })).toBeVisible();
      await buyerPage.keyboard.press('Escape');
    });

    const tours = async () => {
      const response = await buyerApi.get(productApiPath(apiPaths.tours));
      expect(response.status()).toBe(200);
      return ((await response.json()) as { items: unknown[] }).items.map((item) =>
        tourSchema.parse(item),
      );
    };
    const [tour] = (await tours()).filter((item) => item.listingKey === home.ListingKey);
    if (!tour) throw new Error('the tour');
    expect(tour.windows[0]?.start).toBe(slot.start);
    expect(tour.address).toBe(addressOf(home));

    await test.step('a second request on the same home says there is one already', async () => {
      const { form } = await openRequest(buyerPage, home);
      await expect(form.getByText(tourMessages.alreadyRequested)).toBeVisible();
      await expect(
        form.getByRole('button', { name: tourMessages.send, exact: true }),
      ).toBeDisabled();
      await buyerPage.keyboard.press('Escape');
      await buyerPage.keyboard.press('Escape');
    });

    // Another tour of the realtor's, confirmed at an overlapping time (asked and confirmed by API).
    const overlapping = homeWindow(other, 2, '10:30');
    const asked = await buyerApi.post(productApiPath(apiPaths.tours), {
      listingKey: other.ListingKey,
      windows: [{ start: overlapping.start, end: overlapping.end }],
      note: '',
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const otherTour = tourSchema.parse(await asked.json());
    const confirmedOther = await realtorApi.post(
      productApiPath(apiPaths.transitionTour, { id: otherTour.id }),
      { to: 'confirmed', windowId: otherTour.windows[0]!.id },
    );
    expect(confirmedOther.status()).toBe(200);

    await test.step('the realtor’s card: photo, full address, the home’s time and theirs, the home’s dialog', async () => {
      await realtorPage.goto(`/tours?tour=${tour.id}`);
      const card = realtorPage
        .getByRole('listitem')
        .filter({
          has: realtorPage.getByRole('article', { name: home.UnparsedAddress ?? '' }),
        })
        .filter({ hasText: tourMessages.withBuyer(buyer.name) });
      await expect(card).toBeVisible();
      const [, ...rest] = addressOf(home).split(', ');
      await expect(card.getByText(rest.join(', '), { exact: true })).toBeVisible();
      await expect(card.getByText(when)).toBeVisible();
      const theirs = `${timeIn(new Date(slot.start), realtorZone)} – ${timeIn(new Date(slot.end), realtorZone)} CT`;
      await expect(card.getByText(tourMessages.yourTime(theirs), { exact: true })).toBeVisible();
      const open = card.getByRole('button', {
        name: `${tourMessages.viewHome}: ${addressOf(home)}`,
        exact: true,
      });
      // The home's photo, or its waiting stand-in while Rela copies it (ADR 046).
      await expect(open.locator(photoShown).first()).toBeVisible();
      await realtorPage.screenshot({
        path: `${screenshotDir}tours-realtor-${viewport.name}.png`,
        fullPage: true,
      });
      await open.click();
      await expect(realtorPage.getByRole('dialog', { name: addressOf(home) })).toBeVisible();
      await realtorPage.keyboard.press('Escape');
    });

    await test.step('confirming a time that overlaps another confirmed tour warns first, naming it', async () => {
      const card = realtorPage.getByRole('article', { name: home.UnparsedAddress ?? '' }).filter({
        hasText: tourMessages.withBuyer(buyer.name),
      });
      await card
        .getByRole('button', { name: new RegExp(`^${tourMessages.actions.confirm} `) })
        .click();
      const warning = card.getByRole('alert');
      await expect(warning).toContainText(
        tourMessages.overlapWith(
          addressOf(other),
          buyer.name,
          windowIn(new Date(overlapping.start), new Date(overlapping.end), zone),
        ),
      );
      await expect(card.getByText(tourMessages.states.requested, { exact: true })).toBeVisible();
      await warning.getByRole('button', { name: tourMessages.confirmAnyway, exact: true }).click();
      await expect(card.getByText(tourMessages.states.confirmed, { exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(realtorPage, `/tours (realtor, ${viewport.name})`);
    });

    await test.step('the buyer’s notice and e-mail say when, link to the tour and attach the .ics', async () => {
      const notices = await buyerApi.get(`${API_PREFIX}${apiPaths.notifications}`);
      const body = (await notices.json()) as { items: { tourId?: string; body: string }[] };
      expect(body.items.find((item) => item.tourId === tour.id)?.body).toBe(
        tourMessages.noticeBody('confirmed', when),
      );
      const subject = tourMessages.updatedNotice('confirmed', addressOf(home));
      let mail: Awaited<ReturnType<typeof outboxMessages>>[number] | undefined;
      await expect
        .poll(
          async () => {
            mail = (await outboxMessages(request)).find(
              (message) => message.subject === subject && message.text.includes(tour.id),
            );
            return mail !== undefined;
          },
          { message: 'the confirmation e-mail', timeout: 30_000 },
        )
        .toBe(true);
      expect(mail?.text).toContain(when);
      expect(mail?.text).toContain(`/tours?tour=${tour.id}`);
      expect(mail?.text).not.toContain('/home');
      const [calendar] = mail?.attachments ?? [];
      expect(calendar?.filename).toMatch(/\.ics$/);
      const unfolded = (calendar?.content ?? '').replace(/\r\n /g, '');
      const location = addressOf(home).replace(/,/g, '\\,');
      expect(unfolded).toContain(`\r\nLOCATION:${location}\r\n`);
      expect(unfolded).toContain(
        `\r\nDTSTART:${slot.start.slice(0, 19).replace(/[-:]/g, '')}Z\r\n`,
      );
    });

    await test.step('the buyer’s itinerary and a second request on the confirmed home', async () => {
      await buyerPage.goto('/tours');
      const card = buyerPage.getByRole('article', { name: home.UnparsedAddress ?? '' });
      await expect(card.getByText(tourMessages.states.confirmed, { exact: true })).toBeVisible();
      await expect(card.getByText(when)).toBeVisible();
      await expect(card.locator(photoShown).first()).toBeVisible();
      await expectNoSeriousAxeViolations(buyerPage, `/tours (buyer, ${viewport.name})`);
      await buyerPage.screenshot({
        path: `${screenshotDir}tours-buyer-${viewport.name}.png`,
        fullPage: true,
      });
      await buyerPage.goto('/home');
      const { form } = await openRequest(buyerPage, home);
      await expect(form.getByText(tourMessages.alreadyConfirmed(when))).toBeVisible();
    });
    await close();
  });
}
