import { fileURLToPath } from 'node:url';
import { complianceMessages } from '@rela/contracts';
import { expect, test } from '../support/test';
import { openMyProperties } from '../support/my-properties';
import { signIn } from '../support/sign-in';

/** Pictures for a person to look at (not compared): e2e/.artifacts/screenshots/. */
const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));

const viewports = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

for (const { name, size } of viewports) {
  test.describe(`MLS display rules at ${name} size (REQ-DISPLAY-ATTRIBUTION)`, () => {
    test.use({ viewport: size });

    test(`a card and the dialog carry the attribution and the disclaimer (${name})`, async ({
      page,
    }) => {
      const view = await openMyProperties(page, 'buyer');
      const card = view.cards.first();
      // The listing office the embedded MLS names, as the server words it (REQ-DISPLAY-ATTRIBUTION).
      await expect(card.getByText(/^Listing courtesy of \S/)).toBeVisible();
      await card.screenshot({ path: `${screenshotDir}display-card-${name}.png` });

      await card
        .getByRole('button', { name: /^Open details for / })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(
        dialog.getByText(/^Listing courtesy of .+, \(\d{3}\)\s\d{3}-\d{4}$/),
      ).toBeVisible();
      await page.screenshot({ path: `${screenshotDir}display-dialog-top-${name}.png` });
      const disclaimer = dialog.getByText(
        /^Listing data from .+ deemed reliable but not guaranteed/,
      );
      await disclaimer.scrollIntoViewIfNeeded();
      await expect(disclaimer).toBeVisible();
      await expect(
        dialog.getByRole('button', { name: complianceMessages.problem.open }),
      ).toBeVisible();
      await page.screenshot({ path: `${screenshotDir}display-dialog-foot-${name}.png` });
    });

    test(`the owner's compliance page (${name})`, async ({ page }) => {
      await signIn(page, 'owner');
      await page.getByRole('link', { name: 'Compliance' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: complianceMessages.page.title }),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: complianceMessages.page.optOuts }),
      ).toBeVisible();
      await page.screenshot({ path: `${screenshotDir}compliance-${name}.png`, fullPage: true });
    });
  });
}
