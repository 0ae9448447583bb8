import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test';
import { demoUsers } from '../support/demo-users';
import { signIn, signInForm } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

/** Pictures for a person to look at (not compared): e2e/.artifacts/screenshots/. */
const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));

/** The sizes we check: a desktop beside the chat, and a phone. */
const viewports = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

/** The picture is of the loaded screen: no spinner, no "Loading ..." line left. */
const settled = (page: Page) =>
  expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });

for (const { name, size } of viewports) {
  test.describe(`screenshots at ${name} size`, () => {
    test.use({ viewport: size });

    test(`sign-in-${name}`, async ({ page }) => {
      await page.goto('/auth/login');
      await expect(signInForm(page).submit).toBeVisible();
      await page.screenshot({ path: `${screenshotDir}sign-in-${name}.png`, fullPage: true });
    });

    for (const user of demoUsers) {
      test(`home-${user.username}-${name}`, async ({ page }) => {
        const shoot = (screen: string) =>
          page.screenshot({
            path: `${screenshotDir}${screen}-${user.username}-${name}.png`,
            fullPage: true,
          });
        await signIn(page, user.username);
        await expect(
          page.getByRole('heading', { name: user.viewHeading, exact: true }),
        ).toBeVisible();
        await settled(page);
        await shoot('home');

        // A team list's first row, expanded: a buyer's homes, or a realtor's buyers.
        const expand = page.getByRole('button', { name: /^Show details for / }).first();
        if (await expand.isVisible()) {
          await expand.click();
          await settled(page);
          await shoot('home-expanded');
        }

        await page.goto('/account');
        await expect(
          page.getByRole('heading', { name: labels.account.title, exact: true }),
        ).toBeVisible();
        await settled(page);
        await shoot('account');
      });
    }
  });
}
