import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { alertMessages } from '@rela/contracts';
import { signIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

/** Pictures for a person to look at (not compared): e2e/.artifacts/screenshots/. */
const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));
const text = labels.alerts;

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the bell's panel links to the notification settings: locked homes and quiet hours (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'buyer');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: text.title });
    const link = panel.getByRole('link', { name: text.preferencesLink });
    await expect(link).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}bell-panel-${name}.png` });
    await link.click();
    await expect(page).toHaveURL(/\/account#notifications$/);
    const section = page.getByRole('region', { name: text.preferencesTitle });
    await expect(
      section.getByRole('checkbox', { name: alertMessages.likedInstantLabel }),
    ).toBeChecked();
    const quiet = section.getByRole('group', { name: alertMessages.quietHoursTitle });
    await quiet.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}notification-settings-${name}.png` });
  });
}
