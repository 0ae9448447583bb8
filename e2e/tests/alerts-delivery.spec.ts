import { fileURLToPath } from 'node:url';
import {
  API_PREFIX,
  alertEmailMessages,
  alertMessages,
  apiPaths,
  listingSearchResponseSchema,
  savedSearchLabels,
  suggestionsResponseSchema,
  type RawProperty,
} from '@rela/contracts';
import { expect, test, type APIRequestContext, type Browser } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import {
  apiSession,
  availableHomes,
  buyerHomes,
  myListingKeys,
  productApiPath,
  rawProperties,
  type ApiSession,
} from '../support/buyer-homes-api';
import { demoEmail } from '../support/demo-users';
import { mlsOrigin, setListPrice, untilReplicated } from '../support/embedded-mls';
import { outboxMessagesTo, type OutboxMessage } from '../support/outbox';
import { privatePort } from '../support/ports';
import { privateProduct } from '../support/spawn-product';
import { signIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

/**
 * The alerts' deliveries end to end (ADR 029): on a private product (its own demo data and outbox,
 * so the counts are this suite's alone, and no other suite hears of its choices), a price drop on
 * the buyer's liked home gives exactly one instant e-mail and, with SMS opted in on the seeded
 * verified phone, one text; a realtor's concierge search finds two homes, the realtor approves one
 * and only that one reaches the buyer; the e-mail's unsubscribe link opens a page whose one button
 * unsubscribes signed out (as RFC 8058's one-click POST does), and the next drop sends its text but
 * no e-mail. The bell, the card's badge and the realtor's bell are alerts.spec.ts's, on the suite's
 * own server.
 */
const product = privateProduct(privatePort('alertsDelivery'));
test.use({ baseURL: product.baseURL });

const text = labels.alerts;
const saved = savedSearchLabels;
const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));
/** The seeded buyer's verified phone and name (apps/server/src/seed/demo-seed.ts). */
const buyerPhone = '+14155550104';
const buyerName = 'James Whitaker';
const buyerEmail = demoEmail('buyer');

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  // The replica syncs every 2 s here, as on the suite's own server.
  await product.start({ seedDemo: true, env: { MLS_SYNC_INTERVAL_SECONDS: '2' } });
  // A change made before the replica's first full copy is part of that copy, not a change.
  const request = await playwright.request.newContext({ baseURL: product.baseURL });
  const owner = await apiSession(request, 'owner');
  await untilReplicated(owner, 120_000);
  await request.dispose();
});

test.afterAll(async () => {
  test.setTimeout(30_000);
  await product.stop();
});

/** A demo user's API session that may also write (PUT, POST) with its bearer token. */
const bearer = async (request: APIRequestContext, username: string) => {
  const session = await apiSession(request, username);
  const login = await request.post(`${API_PREFIX}${apiPaths.login}`, {
    data: { username, password: 'Rela-demo-2026!' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    ...session,
    post: (path: string, data: unknown) => request.post(path, { headers, data }),
  };
};

/** A zone where it is day now (10:00-19:59): the texts are not held for quiet hours (21-08). */
const daytimeZone = () => {
  const zones = [
    'America/Chicago',
    'America/Los_Angeles',
    'Pacific/Honolulu',
    'Asia/Tokyo',
    // Not Asia/Kolkata: Chromium names it by its old alias, Asia/Calcutta.
    'Asia/Dubai',
    'Europe/Berlin',
    'America/Sao_Paulo',
  ];
  const hourIn = (timeZone: string) =>
    Number(
      new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(),
    );
  const zone = zones.find((candidate) => hourIn(candidate) >= 10 && hourIn(candidate) < 20);
  if (!zone) throw new Error('no daytime zone among the candidates');
  return zone;
};

const alertMails = (request: APIRequestContext) =>
  outboxMessagesTo(request, { recipient: buyerEmail, kind: 'alert' });
const alertTexts = async (request: APIRequestContext) =>
  (await outboxMessagesTo(request, { recipient: buyerPhone })).filter(
    ({ channel }) => channel === 'sms',
  );

/** Waits until the outbox holds `count` alert texts to the buyer; answers them, newest first. */
const textsReach = async (request: APIRequestContext, count: number) => {
  let texts: OutboxMessage[] = [];
  await expect
    .poll(async () => (texts = await alertTexts(request)).length, {
      message: `${count} alert text(s) to the buyer`,
      timeout: 60_000,
    })
    .toBe(count);
  return texts;
};

/** The unsubscribe link in an alert e-mail's text. */
const unsubscribeLink = (mail: OutboxMessage) => {
  const link = /(http:\/\/\S+\/api\/unsubscribe\?token=[\w.%-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no unsubscribe link in: ${mail.text}`);
  return link;
};

/** Two homes of one postal code not on the buyer's list, for the realtor's concierge search. */
const twoHomesOutsideTheList = async (realtor: ApiSession, buyerKeys: ReadonlySet<string>) => {
  const response = await realtor.get(productApiPath(apiPaths.searchListings), {
    city: 'Raleigh',
    sort: 'price-asc',
    pageSize: '50',
  });
  expect(response.status(), 'GET listings/search as realtor').toBe(200);
  const { items } = listingSearchResponseSchema.parse(await response.json());
  const byCode = new Map<string, string[]>();
  for (const item of items) {
    if (buyerKeys.has(item.listingKey) || !item.zipCode || item.status !== 'Active') continue;
    byCode.set(item.zipCode, [...(byCode.get(item.zipCode) ?? []), item.listingKey]);
  }
  const [postalCode, keys] = [...byCode].find(([, found]) => found.length >= 2) ?? [];
  if (!postalCode || !keys) throw new Error('no postal code with two homes outside the list');
  const records = await rawProperties(realtor, keys.slice(0, 2));
  const homes = keys.slice(0, 2).map((key) => records.get(key));
  if (!homes.every((home): home is RawProperty => Boolean(home?.ListPrice))) {
    throw new Error('the concierge homes have no price');
  }
  return { postalCode, homes };
};

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const newContext = (browser: Browser, timezoneId?: string, phone = false) =>
  browser.newContext({
    ...(timezoneId ? { timezoneId } : {}),
    ...(phone ? { viewport: { width: 390, height: 844 } } : {}),
  });

test('instant e-mail once, one text on the verified phone, concierge approval, and unsubscribe signed out', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const mls = mlsOrigin(baseURL);
  const zone = daytimeZone();
  const buyerApi = await bearer(request, 'buyer');
  const homes = await buyerHomes(buyerApi);
  const home = availableHomes(homes).find(
    ({ ListingKey, ListPrice }) =>
      homes.likedKeys.includes(ListingKey) && (ListPrice ?? 0) > 100_000,
  );
  if (!home?.ListPrice) throw new Error('the buyer has no liked home with a price');
  const price = home.ListPrice;

  await test.step('the buyer chooses instant e-mail and texts for price changes, in their time zone', async () => {
    const context = await newContext(browser, zone);
    const page = await context.newPage();
    await signIn(page, 'buyer');
    await page.goto('/account');
    const section = page.getByRole('region', { name: text.preferencesTitle });
    const priceRow = section.getByRole('group', { name: text.topics.price });
    await priceRow
      .getByRole('combobox', { name: text.channelOf(text.email, text.topics.price) })
      .selectOption('instant');
    await priceRow
      .getByRole('switch', { name: text.channelOf(text.sms, text.topics.price) })
      .click();
    // The browser's zone is what quiet hours and the digest will use once saved.
    await expect(section).toContainText(alertMessages.deviceZone(zone));
    await page.setViewportSize({ width: 390, height: 844 });
    await section
      .getByText(alertMessages.deviceZone(zone), { exact: false })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}alerts-time-zone-phone.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
    await section.getByRole('button', { name: text.save }).click();
    await expect(section.getByRole('status')).toHaveText(text.saved);
    await page.reload();
    await expect(
      section.getByRole('switch', { name: text.channelOf(text.sms, text.topics.price) }),
    ).toBeChecked();
    const zoneLine = section.getByText(alertMessages.timesIn(zone), { exact: true });
    await expect(zoneLine).toBeVisible();
    await zoneLine.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}alerts-time-zone-desktop.png` });
    await context.close();
  });

  await test.step('a price drop: exactly one e-mail, with its unsubscribe headers’ link, and one text', async () => {
    await setListPrice(request, mls, home.ListingKey, price - 10_000);
    const [sms] = await textsReach(request, 1);
    expect(sms?.text).toContain(`Price ↓ $10,000 — ${home.UnparsedAddress ?? ''}`);
    // The e-mail and the text of a notice leave in the same delivery run.
    const mails = await alertMails(request);
    expect(mails, 'alert e-mails to the buyer').toHaveLength(1);
    expect(mails[0]?.subject).toContain('Price ↓ $10,000');
  });

  await test.step('the 7-day badge on the search card (buyer, phone) and on the realtor’s tile of the buyer’s home', async () => {
    const badge = 'Price ↓ $10,000';
    const street = new RegExp(escaped(home.UnparsedAddress ?? ''));
    const buyerContext = await newContext(browser, undefined, true);
    const buyerPage = await buyerContext.newPage();
    await signIn(buyerPage, 'buyer');
    await buyerPage.goto(`/search?q=${encodeURIComponent(home.UnparsedAddress ?? '')}`);
    const card = buyerPage.getByRole('article', { name: street }).first();
    await expect(card.getByText(badge, { exact: true })).toBeVisible({ timeout: 30_000 });
    await card.scrollIntoViewIfNeeded();
    await buyerPage.screenshot({ path: `${screenshotDir}alerts-search-badge-phone.png` });
    await buyerContext.close();

    const realtorContext = await newContext(browser);
    const realtorPage = await realtorContext.newPage();
    await signIn(realtorPage, 'realtor');
    await realtorPage.goto('/buyers');
    const row = realtorPage.getByRole('listitem', { name: buyerName });
    await row.getByRole('button', { name: labels.team.expand(buyerName) }).click();
    const tile = row.getByRole('button', { name: street });
    if (!(await tile.isVisible())) {
      await row.getByRole('button', { name: labels.team.showMore }).click();
    }
    await expect(tile.getByText(badge, { exact: true })).toBeVisible({ timeout: 30_000 });
    await tile.scrollIntoViewIfNeeded();
    await realtorPage.screenshot({ path: `${screenshotDir}alerts-tile-badge-desktop.png` });
    await realtorContext.close();
  });

  await test.step('concierge: of two suggestions the realtor approves one; only it reaches the buyer', async () => {
    const realtorApi = await bearer(request, 'realtor');
    const before = new Set((await myListingKeys(buyerApi)).listingKeys);
    const { postalCode, homes: found } = await twoHomesOutsideTheList(realtorApi, before);
    const [approved, left] = found;
    if (!approved || !left) throw new Error('two homes');

    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'realtor');
    await page.goto(`/search?postalCode=${postalCode}`);
    await page.getByRole('button', { name: saved.save, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: saved.saveTitle });
    await dialog.getByLabel(saved.buyer).selectOption({ label: buyerName });
    await expect(dialog.getByRole('checkbox', { name: saved.concierge })).toBeChecked();
    await dialog.getByRole('button', { name: saved.saveButton }).click();
    await expect(dialog).toBeHidden();

    for (const home of found)
      await setListPrice(request, mls, home.ListingKey, (home.ListPrice ?? 0) - 5_000);
    await expect
      .poll(
        async () => {
          const response = await realtorApi.get(productApiPath(apiPaths.suggestions));
          return suggestionsResponseSchema.parse(await response.json()).items.length;
        },
        { message: 'two suggestions for the buyer', timeout: 60_000 },
      )
      .toBe(2);
    await page.reload();
    await page.getByRole('button', { name: /^Suggestions/ }).click();
    const queue = page.getByRole('dialog', { name: saved.suggestions });
    // The queue's line: street and city.
    const approvedLine = [approved.UnparsedAddress, approved.City].filter(Boolean).join(', ');
    const approve = queue.getByRole('button', {
      name: saved.approveLabel(approvedLine, buyerName),
    });
    await expect(approve).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the suggestions queue', '[role="dialog"]');
    await page.screenshot({ path: `${screenshotDir}alerts-suggestions-desktop.png` });
    await approve.click();
    await expect(approve).toBeHidden();
    await context.close();

    const after = new Set((await myListingKeys(buyerApi)).listingKeys);
    expect(after.has(approved.ListingKey), 'the approved home is on the list').toBe(true);
    expect(after.has(left.ListingKey), 'the other one is not').toBe(false);
    // The buyer hears "Sofia added 1 home", once.
    await expect
      .poll(async () => {
        const response = await buyerApi.get(`${API_PREFIX}${apiPaths.notifications}`);
        const { items } = (await response.json()) as { items: { kind: string; title: string }[] };
        return items.filter(({ kind }) => kind === 'homes-added').map(({ title }) => title);
      })
      .toEqual(['Sofia added 1 home']);
  });

  await test.step('unsubscribe from the e-mail’s link signed out, then the next drop sends no e-mail', async () => {
    const [mail] = await alertMails(request);
    if (!mail) throw new Error('no alert e-mail');
    const link = unsubscribeLink(mail);
    // A browser with no session of anyone, on a phone.
    const context = await newContext(browser, undefined, true);
    const page = await context.newPage();
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    // Opening the link changes nothing (a mail scanner may fetch it): its one button unsubscribes.
    await expect(
      page.getByRole('heading', {
        name: alertEmailMessages.confirmTitle.replaceAll('e-mail', 'e\u2011mail'),
      }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the unsubscribe question');
    await page.screenshot({ path: `${screenshotDir}alerts-unsubscribe-question-phone.png` });
    await page.getByRole('button', { name: alertEmailMessages.unsubscribeButton }).click();
    await expect(
      page.getByRole('heading', { name: alertEmailMessages.unsubscribedTitle }),
    ).toBeVisible();
    // The page keeps "e-mail" on one line with a non-breaking hyphen.
    const line = alertEmailMessages.unsubscribed('price').replaceAll('e-mail', 'e\u2011mail');
    await expect(page.getByText(line)).toBeVisible();
    await expect(
      page.getByRole('button', { name: alertEmailMessages.resubscribeButton }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the unsubscribe page');
    await page.screenshot({ path: `${screenshotDir}alerts-unsubscribed-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${screenshotDir}alerts-unsubscribed-desktop.png` });
    await context.close();
    // RFC 8058: a mail client's one-click POST of the same link, signed out: the same, and idempotent.
    const oneClick = await request.post(link, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status()).toBe(200);

    await setListPrice(request, mls, home.ListingKey, price - 20_000);
    // The text of the second drop comes; the e-mail would have left in the same run.
    const texts = await textsReach(request, 2);
    expect(texts[0]?.text).toContain('Price ↓ $10,000');
    expect(await alertMails(request), 'still the one alert e-mail').toHaveLength(1);
  });
});
