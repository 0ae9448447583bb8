import { AxeBuilder } from '@axe-core/playwright';
import { activityMessages, tourMessages } from '@rela/contracts';
import { expect, test } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

/** The landmark rules axe rates moderate, which the serious-only helper lets pass. */
const landmarkRules = [
  'landmark-main-is-top-level',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'bypass',
];

/** REQ-A11Y-SKIP: one main landmark on every signed-in page, and a skip link to it. */
for (const { path, heading } of [
  { path: '/tours', heading: tourMessages.itinerary },
  { path: '/activity', heading: activityMessages.title },
]) {
  test(`${path} has one main landmark and passes axe`, async ({ page }) => {
    // axe reads the whole page twice: on a busy machine that can pass the default 30 s.
    test.setTimeout(90_000);
    await signIn(page, 'realtor');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    const { violations } = await new AxeBuilder({ page }).withRules(landmarkRules).analyze();
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);
    await expectNoSeriousAxeViolations(page, path);
  });
}

test('the first Tab on a signed-in page is the skip link, which moves the focus to the page', async ({
  page,
}) => {
  await signIn(page, 'buyer');
  await expect(page.getByRole('heading', { name: labels.views.buyer })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: labels.skipToContent, exact: true });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab goes into the page, past the header.
  await page.keyboard.press('Tab');
  const inHeader = await page.evaluate(() => document.activeElement?.closest('header') !== null);
  expect(inHeader).toBe(false);
});
