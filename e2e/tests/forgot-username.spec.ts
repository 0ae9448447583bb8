import { expect, test, type Page } from '../support/test';
import { forgotUsernameMessages, serverMessages } from '@rela/contracts';
import { demoEmail } from '../support/demo-users';
import { newestMessageTo, outboxMessagesTo } from '../support/outbox';
import { labels } from '../../apps/web/src/lib/labels';

const ui = labels;
const answers = forgotUsernameMessages;
const callPath = '**/api/forgot-username';

/** Opens the Forgot Username dialog from the sign-in screen. */
const openForgotUsername = async (page: Page) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: ui.signIn.forgotUsername, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ui.forgotUsername.title });
  await expect(dialog).toBeVisible();
  return {
    email: dialog.getByLabel(ui.forgotUsername.email, { exact: true }),
    submit: dialog.getByRole('button', { name: ui.forgotUsername.submit, exact: true }),
    answer: dialog.getByRole('status'),
    alert: dialog.getByRole('alert'),
  };
};

/**
 * An address no account has, different for every attempt: the server allows one request per
 * address per minute, whether or not the address is known.
 */
const unknownEmail = (label: string) =>
  `nobody-${label}-${test.info().workerIndex}-${Date.now().toString(36)}@rela.example`;

test('an empty or malformed address is refused before anything is sent', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/forgot-username')) calls.push(request.url());
  });
  const dialog = await openForgotUsername(page);

  await dialog.submit.click();
  await expect(dialog.alert).toHaveText(answers.emailRequired);

  await dialog.email.fill('not-an-email');
  await dialog.submit.click();
  await expect(dialog.alert).toHaveText(answers.emailInvalid);
  expect(calls, 'no reminder request').toEqual([]);
});

test('a known address gets the green answer and the reminder goes to it', async ({
  page,
  request,
}) => {
  const username = 'buyer';
  const dialog = await openForgotUsername(page);
  await dialog.email.fill(demoEmail(username));
  await dialog.submit.click();
  await expect(dialog.answer).toHaveText(answers.sent);
  await expect(dialog.alert).toHaveCount(0);

  const reminder = await newestMessageTo(request, {
    recipient: demoEmail(username),
    kind: 'username-reminder',
  });
  expect(reminder.text).toMatch(new RegExp(`\\b${username}\\b`));
});

test('an unknown address gets the same answer and no e-mail', async ({ page, request }) => {
  const email = unknownEmail('reminder');
  const dialog = await openForgotUsername(page);
  await dialog.email.fill(email);
  await dialog.submit.click();
  await expect(dialog.answer).toHaveText(answers.sent);
  expect(await outboxMessagesTo(request, { recipient: email })).toEqual([]);
});

test('a failed request cannot be processed; no answer at all is an error', async ({ page }) => {
  const dialog = await openForgotUsername(page);

  await page.route(callPath, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 500,
        code: 'INTERNAL',
        statusMessage: serverMessages.internal,
        message: serverMessages.internal,
      }),
    }),
  );
  await dialog.email.fill(unknownEmail('server-error'));
  await dialog.submit.click();
  await expect(dialog.alert).toHaveText(answers.couldNotProcess);
  await expect(dialog.answer).toHaveCount(0);

  await page.unroute(callPath);
  await page.route(callPath, (route) => route.abort('connectionrefused'));
  await dialog.email.fill(unknownEmail('network-error'));
  await dialog.submit.click();
  await expect(dialog.alert).toHaveText(answers.error);
  await expect(dialog.answer).toHaveCount(0);
});
