import { expect, test } from '../support/test';
import { signInMessages } from '@rela/contracts';
import { DEMO_PASSWORD } from '../support/demo-users';
import { expectOnHome, expectOnSignIn, signInForm, submitSignIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

const ui = labels;

/**
 * Wrong-password attempts go to buyer2 only, so no other test's user nears the lockout; the test ends
 * with a good sign-in, which clears the failure count (it may live in a Redis shared between runs).
 */
const wrongPasswordUser = 'buyer2';

test('an empty submit says both fields are required', async ({ page }) => {
  const form = signInForm(page);
  await page.goto('/auth/login');
  await form.submit.click();
  await expect(form.alert).toHaveText(signInMessages.required);
  await expectOnSignIn(page);
});

test('a wrong password shows the credentials message and stays on the page', async ({ page }) => {
  const form = signInForm(page);
  await submitSignIn(page, wrongPasswordUser, { password: 'Not-the-password-1!' });
  await expect(form.alert).toHaveText(signInMessages.badCredentials);
  await expectOnSignIn(page);
  await expect(form.username).toHaveValue(wrongPasswordUser);

  await form.password.fill(DEMO_PASSWORD);
  await form.submit.click();
  await expectOnHome(page);
});

test('an unknown user gets the same message as a wrong password', async ({ page }) => {
  const unknown = `nobody-${test.info().workerIndex}-${Date.now().toString(36)}`;
  await submitSignIn(page, unknown, { password: DEMO_PASSWORD });
  await expect(signInForm(page).alert).toHaveText(signInMessages.badCredentials);
  await expectOnSignIn(page);
});

test('Enter in Username moves to an empty Password; Enter in Password signs in', async ({
  page,
}) => {
  const form = signInForm(page);
  await page.goto('/auth/login');
  await form.username.fill('buyer');
  await form.username.press('Enter');
  await expect(form.password).toBeFocused();
  await expect(form.alert).toHaveCount(0);
  await expectOnSignIn(page);

  await form.password.fill(DEMO_PASSWORD);
  await form.password.press('Enter');
  await expectOnHome(page);
});

test('the show/hide toggle flips the password field between hidden and shown', async ({ page }) => {
  const form = signInForm(page);
  await page.goto('/auth/login');
  await form.password.fill('secret-value');
  await expect(form.password).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: ui.signIn.showPassword, exact: true }).click();
  await expect(form.password).toHaveAttribute('type', 'text');
  await expect(form.password).toHaveValue('secret-value');

  await page.getByRole('button', { name: ui.signIn.hidePassword, exact: true }).click();
  await expect(form.password).toHaveAttribute('type', 'password');
});

test('the sign-in screen links to help and the legal pages', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(
    page.getByRole('link', { name: ui.signIn.forgotPassword, exact: true }),
  ).toHaveAttribute('href', '/auth/forgot-password');
  await expect(page.getByRole('link', { name: ui.termsOfService, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: ui.privacyPolicy, exact: true })).toBeVisible();

  await page.getByRole('button', { name: ui.signIn.forgotUsername, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ui.forgotUsername.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(ui.forgotUsername.email, { exact: true })).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: ui.forgotUsername.submit, exact: true }),
  ).toBeVisible();
});
