import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '../support/test';
import {
  activityMessages,
  activityResponseSchema,
  apiPaths,
  errorBodySchema,
  homeTimeZone,
  instantInZone,
  noteThreadResponseSchema,
  notesMessages,
  tourMessages,
  tourSchema,
  toursResponseSchema,
  type RawProperty,
} from '@rela/contracts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { addressOf, productApiPath } from '../support/buyer-homes-api';
import { DEMO_PASSWORD } from '../support/demo-users';
import { myPropertiesView, propertyCard, propertyDialog } from '../support/my-properties';
import { registerBuyer, waitForListings, type NewBuyer } from '../support/search';
import { bearerSession, freshHomes, json, type BearerSession } from '../support/team-api';
import { signIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

/**
 * Notes, the feed and tours end to end (ADRs 032 to 034): a buyer and their realtor side by side,
 * each in their own browser (and time zone). The buyer's notes (one shared, one private) reach the
 * realtor as one note with its unread dot; three openings of a home make it Hot in the realtor's
 * feed; a tour is requested, moved by the realtor, confirmed by the buyer, and both download the
 * same calendar file; the server refuses an illegal change with 409 and the allowed ones.
 *
 * Each test has a buyer of its own (the demo realtor's, registered through the invitation calls) and
 * homes no other suite changes: the demo `buyer`'s bell and cards stay as the other suites count them
 * (the realtor's proposal would be a notice on that bell), and the tests need no order.
 */

const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));
const city = 'Raleigh';
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
/** Two zones three hours apart: the times each side types and reads are their own. */
const buyerZone = 'America/New_York';
const realtorZone = 'America/Los_Angeles';

type Pair = {
  buyer: NewBuyer;
  homes: RawProperty[];
  buyerPage: Page;
  realtorPage: Page;
  buyerApi: BearerSession;
  realtorApi: BearerSession;
  close: () => Promise<void>;
};

/**
 * A new buyer of the demo realtor with `count` homes the realtor sent (through the API: sending is
 * search.spec's), and the two of them signed in side by side, each in a browser of their own.
 */
const buyerAndRealtor = async (
  browser: Browser,
  request: APIRequestContext,
  tag: string,
  { count, skip }: { count: number; skip: number },
): Promise<Pair> => {
  const buyer = await registerBuyer(request, tag);
  const homes = await freshHomes(request, { count, skip, city });
  const realtorApi = await bearerSession(request, 'realtor', DEMO_PASSWORD);
  await json(
    await realtorApi.post(productApiPath(apiPaths.sendListingKeys, { username: buyer.username }), {
      listingKeys: homes.map((home) => home.ListingKey),
    }),
    'send the homes to the buyer',
  );
  const buyerApi = await bearerSession(request, buyer.username, buyer.password);
  const buyerContext = await browser.newContext({ viewport: desktop, timezoneId: buyerZone });
  const realtorContext = await browser.newContext({
    viewport: desktop,
    timezoneId: realtorZone,
    acceptDownloads: true,
  });
  const buyerPage = await buyerContext.newPage();
  const realtorPage = await realtorContext.newPage();
  await Promise.all([
    (async () => {
      await signIn(buyerPage, buyer.username, { password: buyer.password });
      await expect(myPropertiesView(buyerPage).cards).toHaveCount(count);
    })(),
    signIn(realtorPage, 'realtor'),
  ]);
  return {
    buyer,
    homes,
    buyerPage,
    realtorPage,
    buyerApi,
    realtorApi,
    close: async () => {
      await buyerContext.close();
      await realtorContext.close();
    },
  };
};

/** On a phone nothing is wider than the screen: the page does not scroll sideways. */
const expectNoSideScroll = async (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

/** The buyer opens a home's dialog from its card. */
const openFromCard = async (page: Page, home: RawProperty) => {
  const address = addressOf(home);
  await propertyCard(page, address).photo.click();
  const dialog = propertyDialog(page, address);
  await expect(dialog.dialog).toBeVisible();
  return dialog;
};

/** The dialog's Notes tab, whose name also counts the unread notes ("Notes 1 unread note"). */
const notesTab = (dialog: ReturnType<typeof propertyDialog>) =>
  dialog.dialog.getByRole('tab', { name: new RegExp(`^${notesMessages.tab}`) });

/** A note of the thread by its text (not the composer, which holds the text until it is saved). */
const noteIn = (thread: Locator, text: string) =>
  thread.getByRole('listitem').filter({ hasText: text });

/** The realtor's row of a buyer on /home (My Buyers), expanded to their homes' tiles. */
const myBuyersRow = async (page: Page, buyer: NewBuyer) => {
  await page.goto('/home');
  const row = page.getByRole('listitem', { name: buyer.name, exact: true });
  await row.getByRole('button', { name: labels.team.expand(buyer.name), exact: true }).click();
  return row;
};

const tileOf = (row: Locator, home: RawProperty) =>
  row.getByRole('button', { name: labels.team.openHome(addressOf(home)), exact: true });

test.beforeAll(async ({ request }) => {
  // The replica's first copy may still be running when the suite starts.
  await waitForListings(request, city);
});

test('notes: the buyer’s shared note reaches the realtor with its unread dot, the private one never', async ({
  browser,
  request,
}) => {
  // Two signed-in pages and four accessibility scans: 56 to 96 s on the slowest machines seen.
  test.setTimeout(150_000);
  const pair = await buyerAndRealtor(browser, request, 'notes', { count: 2, skip: 0 });
  const [home] = pair.homes;
  if (!home) throw new Error('a home');
  const stamp = Date.now().toString(36);
  const shared = `Loved the light in the kitchen; ask about the roof's age (${stamp}).`;
  const mine = `Private: our top budget is really 20k lower (${stamp}).`;
  const { buyerPage, realtorPage } = pair;

  await test.step('the buyer writes a shared note and a private one in the Notes tab', async () => {
    const dialog = await openFromCard(buyerPage, home);
    await notesTab(dialog).click();
    const thread = dialog.dialog.getByRole('region', { name: notesMessages.threadLabel });
    const composer = thread.getByLabel(notesMessages.composerLabel, { exact: true });
    const add = thread.getByRole('button', { name: notesMessages.add, exact: true });
    // Shared with the realtor by default.
    await expect(
      thread.getByRole('radio', { name: notesMessages.sharedWithRealtor, exact: true }),
    ).toBeChecked();
    await composer.fill(shared);
    await add.click();
    await expect(noteIn(thread, shared)).toBeVisible();
    await expect(composer).toHaveValue('');
    await thread.getByText(notesMessages.onlyMe, { exact: true }).click();
    await expect(
      thread.getByRole('radio', { name: notesMessages.onlyMe, exact: true }),
    ).toBeChecked();
    await composer.fill(mine);
    await add.click();
    const privateNote = noteIn(thread, mine);
    await expect(privateNote).toBeVisible();
    await expect(privateNote.getByText(notesMessages.privateBadge, { exact: true })).toBeVisible();
    await expect(thread.getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousAxeViolations(buyerPage, 'the Notes tab (buyer)', '[role="dialog"]');
    await buyerPage.screenshot({ path: `${screenshotDir}collaboration-notes-desktop.png` });
  });

  await test.step('the realtor sees one note and its unread dot on the tile and in the inbox', async () => {
    const row = await myBuyersRow(realtorPage, pair.buyer);
    const tile = tileOf(row, home);
    await expect(tile.getByText(notesMessages.count(1), { exact: true })).toBeVisible();
    await expect(tile.getByTestId('note-unread-dot')).toBeVisible();

    await realtorPage.getByRole('link', { name: labels.header.activity, exact: true }).click();
    await expect(realtorPage).toHaveURL(/\/activity$/);
    const inbox = realtorPage.getByRole('region', { name: notesMessages.inboxTitle });
    const unread = inbox.getByRole('button', {
      name: `${notesMessages.inboxOpen(addressOf(home))}: ${pair.buyer.name}, ${shared}`,
      exact: true,
    });
    await expect(unread).toBeVisible();
    await expect(inbox.getByText(mine)).toHaveCount(0);
    await expectNoSeriousAxeViolations(realtorPage, '/activity with an unread note');
  });

  await test.step('the realtor opens the home from the buyer’s tile: only the shared note, then read', async () => {
    const row = await myBuyersRow(realtorPage, pair.buyer);
    await tileOf(row, home).click();
    const dialog = propertyDialog(realtorPage, addressOf(home));
    // The tab tells of the unread note until it is shown.
    await expect(notesTab(dialog)).toHaveAccessibleName(
      new RegExp(`^${notesMessages.tab}\\s*${notesMessages.unreadLabel(1)}$`),
    );
    await expectNoSeriousAxeViolations(
      realtorPage,
      'the dialog with an unread note',
      '[role="dialog"]',
    );
    await notesTab(dialog).click();
    await expect(notesTab(dialog)).toHaveAccessibleName(notesMessages.tab);
    const thread = dialog.dialog.getByRole('region', { name: notesMessages.threadLabel });
    await expect(noteIn(thread, shared)).toBeVisible();
    await expect(thread.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.dialog.getByText(mine)).toHaveCount(0);
    // The realtor's composer shares with "my buyer".
    await expect(
      thread.getByRole('radio', { name: notesMessages.sharedWithBuyer, exact: true }),
    ).toBeChecked();
    await expectNoSeriousAxeViolations(realtorPage, 'the Notes tab (realtor)', '[role="dialog"]');
    await realtorPage.setViewportSize(phone);
    await expectNoSideScroll(realtorPage);
    await noteIn(thread, shared).scrollIntoViewIfNeeded();
    await realtorPage.screenshot({ path: `${screenshotDir}collaboration-notes-phone.png` });
    await realtorPage.setViewportSize(desktop);
    await realtorPage.keyboard.press('Escape');
    await expect(dialog.dialog).toBeHidden();
    // Read: the dot goes from the tile.
    await expect(tileOf(row, home).getByTestId('note-unread-dot')).toHaveCount(0);

    // Nor does the API tell the realtor of the private note, in the thread or anywhere in its text.
    const answer = await pair.realtorApi.get(
      productApiPath(apiPaths.noteThread, { listingKey: home.ListingKey }),
      { buyer: pair.buyer.username },
    );
    const body = noteThreadResponseSchema.parse(await json(answer, 'the realtor’s thread'));
    expect(body.items.map((note) => note.text)).toEqual([shared]);
    expect(await answer.text()).not.toContain('top budget');
  });
  await pair.close();
});

test('activity: three openings of a home make it Hot in the realtor’s feed', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const pair = await buyerAndRealtor(browser, request, 'feed', { count: 2, skip: 2 });
  const [home, other] = pair.homes;
  if (!home || !other) throw new Error('two homes');
  const { buyerPage, realtorPage } = pair;
  const address = addressOf(home);

  await test.step('the buyer opens one home three times, another once', async () => {
    const openAndClose = async (target: RawProperty) => {
      const recorded = buyerPage.waitForResponse(
        (response) =>
          response.url().endsWith(productApiPath(apiPaths.recordView)) &&
          response.request().method() === 'POST',
      );
      const dialog = await openFromCard(buyerPage, target);
      expect((await recorded).status()).toBe(200);
      await buyerPage.keyboard.press('Escape');
      await expect(dialog.dialog).toBeHidden();
    };
    for (let opening = 0; opening < 3; opening += 1) await openAndClose(home);
    await openAndClose(other);
  });

  await test.step('the realtor’s feed marks the home Hot, for that buyer', async () => {
    await realtorPage.getByRole('link', { name: labels.header.activity, exact: true }).click();
    await expect(realtorPage).toHaveURL(/\/activity$/);
    const feed = realtorPage.getByRole('region', { name: activityMessages.feedTitle, exact: true });
    const hotHomes = feed.getByRole('region', {
      name: new RegExp(`^${activityMessages.hotTitle}`),
    });
    const hot = hotHomes
      .getByRole('listitem')
      .filter({ hasText: home.UnparsedAddress ?? address })
      .filter({ hasText: pair.buyer.name });
    await expect(hot).toBeVisible();
    await expect(hot).toContainText(activityMessages.hot);
    await expect(hot).toContainText(activityMessages.hotReasons['opened-often']);
    // The other home, opened once, is not Hot; the timeline has the three openings.
    await expect(
      hotHomes.getByRole('listitem').filter({ hasText: other.UnparsedAddress ?? addressOf(other) }),
    ).toHaveCount(0);
    const opened = `${pair.buyer.name} ${activityMessages.kinds.viewed} ${home.UnparsedAddress ?? address}`;
    await expect(feed.getByRole('listitem').filter({ hasText: opened })).toHaveCount(3);
    await expectNoSeriousAxeViolations(realtorPage, '/activity');
    await realtorPage.screenshot({ path: `${screenshotDir}collaboration-feed-desktop.png` });
    await realtorPage.setViewportSize(phone);
    await expectNoSideScroll(realtorPage);
    await hot.scrollIntoViewIfNeeded();
    await realtorPage.screenshot({ path: `${screenshotDir}collaboration-feed-phone.png` });

    // The feed's answer says the same, for this buyer: three openings, one home Hot.
    const answer = activityResponseSchema.parse(
      await json(
        await pair.realtorApi.get(productApiPath(apiPaths.activity), {
          buyer: pair.buyer.username,
          kind: 'viewed',
        }),
        'the realtor’s feed',
      ),
    );
    expect(answer.items.filter((item) => item.listingKey === home.ListingKey)).toHaveLength(3);
    expect(answer.hot.map((item) => [item.listingKey, item.reason])).toEqual([
      [home.ListingKey, 'opened-often'],
    ]);
  });
  await pair.close();
});

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `YYYY-MM-DD` `days` from today in the page's own time zone. */
const dayInZone = (page: Page, days: number) =>
  page.evaluate((ahead) => {
    const at = new Date();
    at.setDate(at.getDate() + ahead);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  }, days);

/** The UTC instant of a wall-clock date and time on a home's clock. */
const homeInstant = (date: string, time: string, zone: string) =>
  instantInZone(date, time, zone) ?? '';

/** `20261127T000000Z`: an instant as RFC 5545 writes a UTC DATE-TIME. */
const icsUtc = (iso: string) => `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;

/** Clicks the tour's calendar button and returns the file's bytes and name. */
const downloadCalendar = async (page: Page, card: Locator) => {
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: tourMessages.downloadIcs, exact: true }).click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
};

test('tours: requested, moved by the realtor, confirmed by the buyer; both get the same .ics; an illegal change is a 409', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const pair = await buyerAndRealtor(browser, request, 'tours', { count: 1, skip: 4 });
  const [home] = pair.homes;
  if (!home) throw new Error('a home');
  const { buyerPage, realtorPage } = pair;
  const street = home.UnparsedAddress ?? addressOf(home);
  // The buyer's itinerary holds their tour alone; the realtor's also other buyers' (of this home
  // too, in a repeated run): theirs says "With <buyer>".
  const tourCard = (page: Page) => {
    const card = page.getByRole('article', { name: new RegExp(`^${escaped(street)}`) });
    return page === realtorPage
      ? card.filter({ hasText: tourMessages.withBuyer(pair.buyer.name) })
      : card;
  };

  await test.step('the buyer asks for a tour at three times of the home (Raleigh, their zone too)', async () => {
    const dialog = await openFromCard(buyerPage, home);
    await dialog.dialog.getByRole('button', { name: tourMessages.request, exact: true }).click();
    const form = buyerPage.getByRole('dialog', { name: tourMessages.requestTitle, exact: true });
    await expect(form).toBeVisible();
    const add = form.getByRole('button', { name: `+ ${tourMessages.addWindow}`, exact: true });
    await add.click();
    await add.click();
    await expect(add).toBeHidden();
    const options = [
      { date: await dayInZone(buyerPage, 1), start: '10:00', end: '11:00' },
      { date: await dayInZone(buyerPage, 2), start: '14:00', end: '15:30' },
      { date: await dayInZone(buyerPage, 3), start: '09:00', end: '10:00' },
    ];
    for (const [index, option] of options.entries()) {
      const group = form.getByRole('group', { name: tourMessages.window(index + 1), exact: true });
      await group.getByLabel(tourMessages.date, { exact: true }).fill(option.date);
      await group.getByLabel(tourMessages.start, { exact: true }).fill(option.start);
      await group.getByLabel(tourMessages.end, { exact: true }).fill(option.end);
    }
    await form.getByLabel(tourMessages.note, { exact: true }).fill('Weekday mornings work best.');
    await form.getByRole('button', { name: tourMessages.send, exact: true }).click();
    await expect(form).toBeHidden();
    await expect(dialog.dialog.getByText(tourMessages.sent, { exact: true })).toBeVisible();
    await buyerPage.keyboard.press('Escape');
  });

  const proposedDate = await dayInZone(realtorPage, 4);
  // Times of a showing are the home's (REQ-TOUR-ZONE): 16:00 in Raleigh, whatever the realtor's zone.
  const proposedStart = homeInstant(
    proposedDate,
    '16:00',
    homeTimeZone({ state: home.StateOrProvince }),
  );

  await test.step('the realtor proposes another time on /tours, on the home’s clock', async () => {
    await realtorPage.getByRole('link', { name: labels.header.tours, exact: true }).click();
    await expect(realtorPage).toHaveURL(/\/tours$/);
    const card = tourCard(realtorPage);
    await expect(card.getByText(tourMessages.states.requested, { exact: true })).toBeVisible();
    // The buyer's three times, each one the realtor could confirm.
    await expect(
      card.getByRole('button', { name: new RegExp(`^${tourMessages.actions.confirm} `) }),
    ).toHaveCount(3);
    await card.getByRole('button', { name: tourMessages.actions.propose, exact: true }).click();
    const form = card.getByRole('form', { name: tourMessages.proposeTitle, exact: true });
    await form.getByLabel(tourMessages.date, { exact: true }).fill(proposedDate);
    await form.getByLabel(tourMessages.start, { exact: true }).fill('16:00');
    await form.getByRole('button', { name: tourMessages.sendProposal, exact: true }).click();
    await expect(card.getByText(tourMessages.states.proposed, { exact: true })).toBeVisible();
  });

  await test.step('the buyer accepts the new time', async () => {
    await buyerPage.getByRole('link', { name: labels.header.tours, exact: true }).click();
    const card = tourCard(buyerPage);
    await expect(card.getByText(tourMessages.states.proposed, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: tourMessages.actions.acceptProposal }).click();
    await expect(card.getByText(tourMessages.states.confirmed, { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(buyerPage, '/tours (buyer)');
    await buyerPage.screenshot({ path: `${screenshotDir}collaboration-itinerary-desktop.png` });
  });

  await test.step('both download the same .ics, which carries the confirmed time in UTC', async () => {
    await realtorPage.reload();
    const realtorCard = tourCard(realtorPage);
    await expect(
      realtorCard.getByText(tourMessages.states.confirmed, { exact: true }),
    ).toBeVisible();
    const fromBuyer = await downloadCalendar(buyerPage, tourCard(buyerPage));
    const fromRealtor = await downloadCalendar(realtorPage, realtorCard);
    expect(fromBuyer.name).toMatch(/\.ics$/);
    expect(fromRealtor.bytes.equals(fromBuyer.bytes), 'the two files are the same bytes').toBe(
      true,
    );
    const calendar = fromBuyer.bytes.toString('utf8');
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain(`\r\nDTSTART:${icsUtc(proposedStart)}\r\n`);
    const end = new Date(Date.parse(proposedStart) + 60 * 60_000).toISOString();
    expect(calendar).toContain(`\r\nDTEND:${icsUtc(end)}\r\n`);
    await expectNoSeriousAxeViolations(realtorPage, '/tours (realtor)');
    await realtorPage.setViewportSize(phone);
    await expectNoSideScroll(realtorPage);
    await realtorPage.screenshot({ path: `${screenshotDir}collaboration-itinerary-phone.png` });
  });

  await test.step('an illegal change through the API: 409 with the allowed ones, nothing changes', async () => {
    const { items } = toursResponseSchema.parse(
      await json(await pair.buyerApi.get(productApiPath(apiPaths.tours)), 'the buyer’s tours'),
    );
    const [tour] = items;
    if (!tour) throw new Error('the tour');
    expect(tour.state).toBe('confirmed');
    const transition = productApiPath(apiPaths.transitionTour, { id: tour.id });
    const refusals = [
      // The realtor confirms a confirmed tour.
      {
        who: pair.realtorApi,
        body: { to: 'confirmed', windowId: tour.confirmedWindowId },
        allowed: ['completed', 'canceled', 'proposed'],
      },
      // The buyer marks it completed: the realtor's change alone.
      { who: pair.buyerApi, body: { to: 'completed' }, allowed: ['canceled'] },
    ];
    for (const { who, body, allowed } of refusals) {
      const refused = errorBodySchema.parse(
        await json(await who.post(transition, body), `${body.to} a confirmed tour`, 409),
      );
      expect(refused.allowed).toEqual(allowed);
      expect(refused.message).toBe(tourMessages.illegalTransition('confirmed', allowed as never));
    }
    const after = tourSchema.parse(
      toursResponseSchema
        .parse(
          await json(await pair.buyerApi.get(productApiPath(apiPaths.tours)), 'the tours again'),
        )
        .items.find((item) => item.id === tour.id),
    );
    expect(after.state).toBe('confirmed');
    expect(after.updatedAt).toBe(tour.updatedAt);
  });
  await pair.close();
});
