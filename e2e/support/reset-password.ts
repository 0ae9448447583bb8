import type { Page } from '@playwright/test';
import { labels } from '../../apps/web/src/lib/labels';

const ui = labels.forgotPassword;

/** `Resend Code` or `Resend Code in 42s`. */
export const resendLabel = /^Resend Code( in \d+s)?$/;
export const resendCountdownLabel = /^Resend Code in \d+s$/;

/** The forgot-password screen's controls (both steps, and the registration variant of step 1). */
export const resetPasswordForm = (page: Page) => ({
  username: page.getByLabel(ui.username, { exact: true }),
  sendCode: page.getByRole('button', { name: ui.sendCode, exact: true }),
  newPassword: page.getByLabel(ui.newPassword, { exact: true }),
  confirmPassword: page.getByLabel(ui.confirmPassword, { exact: true }),
  checklist: page.getByRole('list', { name: labels.passwordRequirements.label }),
  code: page.getByLabel(ui.code, { exact: true }),
  resend: page.getByRole('button', { name: resendLabel }),
  submit: page.getByRole('button', { name: ui.submit, exact: true }),
  completeRegistration: page.getByRole('button', { name: ui.registrationTitle, exact: true }),
  alert: page.getByRole('alert'),
});

/** Fills both password fields with the same value. */
export const fillNewPassword = async (page: Page, password: string): Promise<void> => {
  const form = resetPasswordForm(page);
  await form.newPassword.fill(password);
  await form.confirmPassword.fill(password);
};

/** A username no account has, unique per run and worker: asking a code for it sends nothing. */
export const unknownUsername = (label: string, workerIndex: number): string =>
  `nobody-${label}-${workerIndex}-${Date.now().toString(36)}`;
