import { expect, test, type APIRequestContext, type Page } from '../support/test';
import {
  ASSISTANT_PREFIX,
  assistantMessages,
  assistantPaths,
  chatMessages,
  timing,
  signInMessages,
} from '@rela/contracts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { apiSession, myListingKeys } from '../support/buyer-homes-api';
import { myPropertiesView } from '../support/my-properties';
import { privatePort } from '../support/ports';
import { privateProduct } from '../support/spawn-product';
import { expectOnHome, signIn, submitSignIn } from '../support/sign-in';

/**
 * Rela in Chromium on a private product (its own demo data: clearing the demo buyer's homes here
 * breaks no other suite), its embedded MLS on port + 1.
 */
const PORT = privatePort('chat');
const product = privateProduct(PORT);
const mlsUrl = `http://127.0.0.1:${PORT + 1}`;
test.use({ baseURL: product.baseURL });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await product.start({ seedDemo: true });
});

test.afterAll(async () => {
  test.setTimeout(30_000);
  await product.stop();
});

const chat = chatMessages;

/** The desktop panel and its controls. */
const chatPanel = (page: Page) => {
  const panel = page.getByRole('region', { name: chat.panelTitle });
  return {
    panel,
    input: panel.getByRole('textbox', { name: chat.inputLabel }),
    log: panel.getByRole('log', { name: chat.conversation }),
  };
};

/** Types a message, sends it with Enter, and waits for Rela's answer to contain `expected`. */
const ask = async (page: Page, text: string, expected: string | RegExp) => {
  const { input, log } = chatPanel(page);
  await expect(input).toBeEnabled({ timeout: 15_000 });
  await input.fill(text);
  await input.press('Enter');
  await expect(log.getByText(text, { exact: true })).toBeVisible();
  await expect(log.getByText(expected).last()).toBeVisible({ timeout: 15_000 });
};

type MlsRecord = {
  ListingKey: string;
  StreetNumber: string;
  StreetDirPrefix: string | null;
  StreetName: string;
  StreetSuffix: string | null;
  StreetDirSuffix: string | null;
  UnitNumber: string | null;
  UnparsedAddress: string;
  City: string;
  ListPrice: number | null;
};

/** An Active listing on a `St` without unit or directions that the buyer does not have yet. */
const listingToAdd = async (request: APIRequestContext, exclude: ReadonlySet<string>) => {
  const token = await request.post(`${mlsUrl}/oauth2/token`, {
    form: {
      grant_type: 'client_credentials',
      client_id: 'rela-embedded',
      client_secret: 'rela-embedded-secret',
    },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const response = await request.get(`${mlsUrl}/odata/Property`, {
    headers: { authorization: `Bearer ${accessToken}` },
    params: {
      $filter: "StandardStatus eq 'Active' and StreetSuffix eq 'St'",
      $top: '100',
      $select:
        'ListingKey,StreetNumber,StreetDirPrefix,StreetName,StreetSuffix,StreetDirSuffix,UnitNumber,UnparsedAddress,City,ListPrice',
    },
  });
  const { value } = (await response.json()) as { value: MlsRecord[] };
  const sameStreet = (a: MlsRecord, b: MlsRecord) =>
    a.StreetNumber === b.StreetNumber && a.StreetName === b.StreetName;
  const found = value.find(
    (record) =>
      !record.UnitNumber &&
      !record.StreetDirPrefix &&
      !record.StreetDirSuffix &&
      record.ListPrice !== null &&
      !exclude.has(record.ListingKey) &&
      value.filter((other) => sameStreet(record, other)).length === 1,
  );
  if (!found) throw new Error('no listing to add in the embedded MLS');
  return found;
};

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

test('the buyer adds a home by a loosely typed address, asks its price, then clears all and undoes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await apiSession(page.request, 'buyer');
  const before = await myListingKeys(session);
  const home = await listingToAdd(page.request, new Set(before.listingKeys));
  // No ZIP, no city, `Street` spelled out, lower case.
  const typed = `${home.StreetNumber} ${home.StreetName} Street`.toLowerCase();

  await signIn(page, 'buyer');
  const view = myPropertiesView(page);
  await expect(view.cards.first()).toBeVisible();
  const { panel } = chatPanel(page);
  await expect(panel).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the chat panel', '[aria-label="Rela Assistant"]');

  await ask(page, `please add ${typed} to my list`, `Added ${home.UnparsedAddress}`);
  // My Properties refreshes by itself, 5 s after the reply: no reload.
  const added = new RegExp(`^${home.UnparsedAddress.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`);
  await expect(page.getByRole('article', { name: added })).toBeVisible({
    timeout: timing.propertyRefreshDebounceMs + 10_000,
  });
  await expect(view.cards).toHaveCount(before.listingKeys.length + 1);

  await ask(page, "what's the price of it?", dollars(home.ListPrice!));

  // Clearing asks first, keeps the liked homes, and can be undone (REQ-CHAT-CLEAR-CONFIRM).
  const total = before.listingKeys.length + 1;
  const liked = before.likedKeys.length;
  const answers = panel.getByRole('group', { name: chat.replyActions });
  // The question's first sentences (the rest has Markdown emphasis).
  const question = assistantMessages.confirmClear(total, liked, false).split('?')[0]!;
  await ask(page, 'clear all properties', question);
  expect((await myListingKeys(session)).listingKeys).toHaveLength(total);
  await expect(view.cards).toHaveCount(total);
  await answers.getByRole('button', { name: assistantMessages.actionYes }).click();
  await expect(
    panel.getByText(assistantMessages.cleared(total - liked, liked).split(' You can')[0]!),
  ).toBeVisible({ timeout: 15_000 });
  expect(await myListingKeys(session)).toMatchObject({
    listingKeys: before.likedKeys,
    likedKeys: before.likedKeys,
  });
  await expect(view.cards).toHaveCount(liked);
  await answers.getByRole('button', { name: assistantMessages.actionUndo }).click();
  await expect(panel.getByText(assistantMessages.undone(total - liked))).toBeVisible({
    timeout: 15_000,
  });
  await expect(view.cards).toHaveCount(total);
  expect(new Set((await myListingKeys(session)).listingKeys)).toEqual(
    new Set([...before.listingKeys, home.ListingKey]),
  );
});

test('bot Markdown is inert: no script runs, no raw HTML, javascript: links neutralised', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const hostile = [
    'Careful: [x](javascript:alert(1)) and [y](data:text/html,<script>alert(2)</script>)',
    '<img src=x onerror=alert(1)>',
    '<script>alert(3)</script>',
    '**still bold**',
  ].join('\n\n');
  await page.route(`**${ASSISTANT_PREFIX}${assistantPaths.updateDashboard}`, (route) =>
    route.fulfill({
      json: { messages: [{ role: 'bot', content: hostile, timestamp: new Date().toISOString() }] },
    }),
  );
  await signIn(page, 'buyer2');
  const { log } = chatPanel(page);
  await expect(log.getByText('still bold')).toBeVisible();
  await expect(log.locator('strong', { hasText: 'still bold' })).toBeVisible();
  await expect(log.locator('script, img, iframe, [onerror]')).toHaveCount(0);
  await expect(log.locator('a')).toHaveCount(0);
  await expect(log.getByText('x', { exact: true })).toBeVisible();
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
});

test('with the assistant unreachable: the sign-in warning, Connection Failed after 10 s, Try again', async ({
  page,
}) => {
  test.slow();
  const assistantCalls = `**${ASSISTANT_PREFIX}/**`;
  await page.route(assistantCalls, (route) => route.abort('connectionrefused'));
  // From before the sign-in: a loaded machine can see "Connecting" seconds after it showed.
  const signInAt = Date.now();
  await submitSignIn(page, 'buyer2');
  await expect(page.getByText(signInMessages.chatLoginWarning)).toBeVisible();
  await expectOnHome(page);

  const { panel, input } = chatPanel(page);
  await expect(panel.getByText(chat.loadingTitle)).toBeVisible();
  await expect(panel.getByText(chat.connecting)).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(panel.getByText(chat.connectionFailedTitle)).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - signInAt).toBeGreaterThan(timing.chatConnectFailureMs);
  await expect(panel.getByText(chat.unavailable)).toBeVisible();

  await panel.getByRole('button', { name: chat.tryAgain, exact: true }).click();
  await expect(panel.getByRole('button', { name: chat.tryAgainAttempts(1) })).toBeVisible();

  await page.unroute(assistantCalls);
  await panel.getByRole('button', { name: chat.tryAgainAttempts(1) }).click();
  await expect(input).toBeEnabled();
  await expect(panel.getByText(chat.connectionFailedTitle)).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the floating button shows a red dot for an unseen reply and opens Rela Assistant', async ({
    page,
  }) => {
    const reply = {
      role: 'bot',
      content: 'A new home matches your search.',
      timestamp: new Date().toISOString(),
    };
    await page.route(`**${ASSISTANT_PREFIX}${assistantPaths.updateDashboard}`, (route) =>
      route.fulfill({ json: { messages: [reply] } }),
    );
    await signIn(page, 'buyer2');
    const button = page.getByRole('button', { name: new RegExp(`^${chat.openChat}`) });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(390 - 40);
    expect(box && box.y + box.height).toBeGreaterThan(844 - 40);
    const dot = page.getByTestId('chat-unread-dot');
    await expect(dot).toBeVisible();

    await button.click();
    const dialog = page.getByRole('dialog', { name: chat.panelTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(reply.content)).toBeVisible();
    await expect(dot).toBeHidden();
    await dialog.getByRole('button', { name: chat.closeChat }).click();
    await expect(dialog).toBeHidden();
    await expect(dot).toBeHidden();
  });
});
