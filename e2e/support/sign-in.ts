import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users';
import { labels } from '../../apps/web/src/lib/labels';

const ui = labels.signIn;

/** The sign-in screen's controls, found as a user finds them. */
export const signInForm = (page: Page) => ({
  username: page.getByLabel(ui.username, { exact: true }),
  password: page.getByLabel(ui.password, { exact: true }),
  rememberMe: page.getByLabel(ui.rememberMe, { exact: true }),
  submit: page.getByRole('button', { name: ui.submit, exact: true }),
  alert: page.getByRole('alert'),
});

export type SignInOptions = { rememberMe?: boolean; password?: string };

/** Fills and submits the sign-in form without waiting for the outcome. */
export const submitSignIn = async (
  page: Page,
  username: string,
  { rememberMe = false, password = DEMO_PASSWORD }: SignInOptions = {},
): Promise<void> => {
  const form = signInForm(page);
  await page.goto('/auth/login');
  await form.username.fill(username);
  await form.password.fill(password);
  await form.rememberMe.setChecked(rememberMe);
  await form.submit.click();
};

/** Signs in through the form and waits for the /home shell. */
export const signIn = async (
  page: Page,
  username: string,
  options: SignInOptions = {},
): Promise<void> => {
  await submitSignIn(page, username, options);
  await expectOnHome(page);
};

export const expectOnHome = async (page: Page): Promise<void> => {
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner')).toBeVisible();
};

export const expectOnSignIn = async (page: Page): Promise<void> => {
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(signInForm(page).submit).toBeVisible();
};
