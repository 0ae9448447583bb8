import { expect, test } from '../support/test';
import { passwordResetMessages, limits, signInMessages } from '@rela/contracts';
import { viewHeadingOf } from '../support/demo-users';
import { logout } from '../support/header';
import { newestMessageTo } from '../support/outbox';
import { fillNewPassword, resetPasswordForm } from '../support/reset-password';
import { privatePort } from '../support/ports';
import { privateProduct } from '../support/spawn-product';
import { expectOnHome, signInForm, submitSignIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

const ui = labels;

const owner = {
  username: 'e2e-owner',
  email: 'e2e-owner@rela.example',
  firstName: 'Eve',
  lastName: 'Owner',
};

/** The temporary password in what `user:create` printed. */
const temporaryPasswordIn = (printed: string): string => {
  const found = /^Temporary password:\s*(\S+)\s*$/im.exec(printed)?.[1];
  if (!found) throw new Error(`No temporary password in the output of user:create:\n${printed}`);
  return found;
};

/**
 * `npm run user:create` writes to the database directly, which the e2e server's PGlite does not allow
 * while it runs: the user is made on a private product before it starts (support/spawn-product.ts).
 */
const product = privateProduct(privatePort('registration'));
test.use({ baseURL: product.baseURL });

let temporaryPassword = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const printed = await product.createUser([
    '--role',
    'company-owner',
    '--username',
    owner.username,
    '--email',
    owner.email,
    '--first-name',
    owner.firstName,
    '--last-name',
    owner.lastName,
  ]);
  temporaryPassword = temporaryPasswordIn(printed);
  await product.start();
});

test.afterAll(async () => {
  test.setTimeout(30_000);
  await product.stop();
});

test('user:create e-mails the new user the username and the temporary password', async ({
  request,
}) => {
  const created = await newestMessageTo(request, {
    recipient: owner.email,
    kind: 'account-created',
  });
  expect(created.text).toContain(owner.username);
  expect(created.text).toContain(temporaryPassword);
});

test('a user made with user:create completes registration and lands on /home', async ({ page }) => {
  const form = resetPasswordForm(page);
  const newPassword = 'Owner-own-2026!';

  await submitSignIn(page, owner.username, { password: temporaryPassword });
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(
    page.getByRole('heading', { level: 1, name: ui.forgotPassword.registrationTitle, exact: true }),
  ).toBeVisible();
  await expect(form.newPassword).toBeVisible();
  await expect(form.code).toHaveCount(0);
  await expect(form.completeRegistration).toBeDisabled();

  const agreement = page.getByRole('checkbox', {
    name: ui.forgotPassword.agreement(limits.minimumAge),
  });
  const agreementLabel = page.locator('label', {
    hasText: ui.forgotPassword.agreement(limits.minimumAge),
  });
  await agreementLabel.getByRole('link', { name: ui.termsOfService, exact: true }).click();
  const terms = page.getByRole('dialog', { name: ui.termsOfService });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: ui.close, exact: true }).click();
  await expect(terms).toBeHidden();
  await expect(agreement).not.toBeChecked();
  await expect(form.completeRegistration).toBeDisabled();

  await agreement.check();
  await expect(form.completeRegistration).toBeEnabled();

  await fillNewPassword(page, temporaryPassword);
  await form.completeRegistration.click();
  await expect(form.alert).toHaveText(passwordResetMessages.sameAsTemporary);
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);

  await fillNewPassword(page, newPassword);
  await form.completeRegistration.click();
  await expectOnHome(page);
  await expect(
    page.getByRole('heading', { name: viewHeadingOf('company-owner'), exact: true }),
  ).toBeVisible();

  await logout(page);
  await submitSignIn(page, owner.username, { password: temporaryPassword });
  await expect(signInForm(page).alert).toHaveText(signInMessages.badCredentials);
  await submitSignIn(page, owner.username, { password: newPassword });
  await expectOnHome(page);
});
