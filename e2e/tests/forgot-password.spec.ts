import { expect, test } from '../support/test';
import {
  passwordResetMessages,
  passwordRules,
  serverMessages,
  signInMessages,
} from '@rela/contracts';
import { DEMO_PASSWORD, demoEmail } from '../support/demo-users';
import { newestMessageTo, newestResetCode } from '../support/outbox';
import {
  fillNewPassword,
  resendCountdownLabel,
  resetPasswordForm,
  unknownUsername,
} from '../support/reset-password';
import { privatePort } from '../support/ports';
import { privateProduct } from '../support/spawn-product';
import { expectOnHome, expectOnSignIn, signInForm } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

const ui = labels;
const weakPassword = 'abc';
const strongPassword = 'Str0ng!pass';

/**
 * On the main e2e server, with a username no account has: the server answers as for a real one and
 * sends nothing, so these tests change no one's password and touch no other suite's user.
 */
test.describe('the forgot-password screen', () => {
  test('the live checklist follows the new password; the form checks before sending', async ({
    page,
  }) => {
    const form = resetPasswordForm(page);
    await page.goto('/auth/forgot-password');
    await form.username.fill(unknownUsername('checklist', test.info().workerIndex));
    await form.sendCode.click();
    await expect(form.code).toBeVisible();
    await expect(form.code).toHaveAttribute('maxlength', '6');

    const items = form.checklist.getByRole('listitem');
    await expect(items).toHaveCount(passwordRules.length);
    for (const [password, expected] of [
      [weakPassword, passwordRules.map((rule) => rule.test(weakPassword))],
      [strongPassword, passwordRules.map(() => true)],
    ] as const) {
      await form.newPassword.fill(password);
      for (const [index, met] of expected.entries()) {
        await expect(items.nth(index)).toHaveAttribute('data-met', String(met));
      }
    }

    await form.code.fill('123456');
    await form.newPassword.fill(strongPassword);
    await form.confirmPassword.fill(`${strongPassword}x`);
    await form.submit.click();
    await expect(form.alert).toHaveText(passwordResetMessages.passwordsDoNotMatch);

    await fillNewPassword(page, weakPassword);
    await form.submit.click();
    await expect(form.alert).toHaveText(passwordResetMessages.requirementsNotMet);
  });

  test('Resend Code counts down 60 s; the server still enforces its own cooldown', async ({
    page,
  }) => {
    const form = resetPasswordForm(page);
    await page.clock.install();
    await page.goto('/auth/forgot-password');
    await form.username.fill(unknownUsername('resend', test.info().workerIndex));
    await form.sendCode.click();

    await expect(form.code).toBeVisible();
    await expect(form.resend).toHaveText(resendCountdownLabel);
    await expect(form.resend).toBeDisabled();

    await page.clock.fastForward('01:01');
    await expect(form.resend).toHaveText(ui.forgotPassword.resend);
    await expect(form.resend).toBeEnabled();

    // Only the page's clock moved: for the server the minute has not passed, so it refuses (429).
    const resent = page.waitForResponse((response) =>
      response.url().endsWith('/api/forgot-password'),
    );
    await form.resend.click();
    expect((await resent).status()).toBe(429);
    await expect(form.alert).toHaveText(serverMessages.rateLimited);
  });
});

/**
 * The real reset changes buyer2's password, which the sign-in suites use with the demo password; so
 * it runs on a private product with its own demo data (see support/spawn-product.ts).
 */
test.describe('a password reset with the e-mailed code', () => {
  const product = privateProduct(privatePort('passwordReset'));
  test.use({ baseURL: product.baseURL });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await product.start({ seedDemo: true });
  });
  test.afterAll(async () => {
    test.setTimeout(30_000);
    await product.stop();
  });

  test('buyer2 resets the password from the sign-in screen and signs in with the new one', async ({
    page,
    request,
  }) => {
    const username = 'buyer2';
    const newPassword = 'Fresh-start-2026!';
    const form = resetPasswordForm(page);

    await page.goto('/auth/login');
    await page.getByRole('link', { name: ui.signIn.forgotPassword, exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(
      page.getByRole('heading', { level: 1, name: ui.forgotPassword.title, exact: true }),
    ).toBeVisible();
    await form.username.fill(username);
    await form.sendCode.click();
    await expect(form.code).toBeVisible();
    await expect(form.resend).toHaveText(resendCountdownLabel);

    const code = await newestResetCode(request, demoEmail(username));
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(code.length, '0');
    await fillNewPassword(page, newPassword);
    await form.code.fill(wrongCode);
    await form.submit.click();
    await expect(form.alert).toHaveText(passwordResetMessages.incorrectCode);

    await form.code.fill(code);
    await form.submit.click();
    await expectOnSignIn(page);
    await expect(page.getByRole('status')).toHaveText(passwordResetMessages.success);
    const changed = await newestMessageTo(request, {
      recipient: demoEmail(username),
      kind: 'password-changed',
    });
    expect(changed.text).not.toContain(newPassword);

    const signIn = signInForm(page);
    await signIn.username.fill(username);
    await signIn.password.fill(DEMO_PASSWORD);
    await signIn.submit.click();
    await expect(signIn.alert).toHaveText(signInMessages.badCredentials);

    await signIn.password.fill(newPassword);
    await signIn.submit.click();
    await expectOnHome(page);
  });
});
