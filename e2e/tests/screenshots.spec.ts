import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { demoUsers } from '../support/demo-users';
import { signIn, signInForm } from '../support/sign-in';

/** Pictures for a person to look at (not compared): e2e/.artifacts/screenshots/. */
const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));

const viewports = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 375, height: 812 } },
] as const;

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
        await signIn(page, user.username);
        await expect(
          page.getByRole('heading', { name: user.viewHeading, exact: true }),
        ).toBeVisible();
        // The picture is of the loaded screen: no spinner, no "Loading ..." line left.
        await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
        await page.screenshot({
          path: `${screenshotDir}home-${user.username}-${name}.png`,
          fullPage: true,
        });
      });
    }
  });
}
