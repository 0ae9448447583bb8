import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test';
import { reportsMessages } from '@rela/contracts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { addressOf, apiSession, buyerHomes } from '../support/buyer-homes-api';
import {
  expectImagesLoaded,
  openMyProperties,
  propertyCard,
  propertyDialog,
} from '../support/my-properties';
import { signIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

/** Pictures for a person to look at (not compared): e2e/.artifacts/screenshots/. */
const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));
const text = reportsMessages;
const ui = labels.property;
/** The demo buyer's name as their realtor's My Buyers lists it (the demo seed). */
const BUYER_NAME = 'James Whitaker';
/** REPORT_MIN_SECONDS is small by default; the worker and the tab's polling add a few seconds. */
const REPORT_READY_MS = 45_000;

/** The report as the AI Report tab shows it. */
const aiReport = (page: Page, address: string) => {
  const details = propertyDialog(page, address);
  const panel = details.panel;
  return {
    ...details,
    aiTab: details.tab(ui.aiReport),
    dot: details.tab(ui.aiReport).locator('[data-availability]'),
    grades: panel.getByRole('region', { name: text.propertyGrades }),
    keyAreas: panel.getByRole('region', { name: text.keyAreas }),
    detailed: panel.getByRole('region', { name: text.detailedAssessments }),
  };
};

const expectFullReport = async (report: ReturnType<typeof aiReport>) => {
  await expect(report.grades.locator('[data-grade]')).toHaveCount(3);
  for (const label of [text.overall, text.cosmetic, text.nonCosmetic]) {
    await expect(report.grades.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(report.keyAreas.getByRole('article')).toHaveCount(3);
  for (const area of Object.values(text.areas)) {
    await expect(report.keyAreas.getByRole('heading', { name: area, exact: true })).toBeVisible();
  }
  await expect(report.detailed.getByRole('listitem').first()).toBeVisible();
  await expect(report.panel.getByText(text.disclaimer)).toBeVisible();
  await expect(report.dot).toHaveAttribute('data-availability', 'available');
};

test('the demo buyer asks for an AI report, sees it arrive with a green dot, and so does their realtor', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await apiSession(request, 'buyer');
  const homes = await buyerHomes(session);
  const listingKey = homes.listingKeys[0] ?? '';
  const home = homes.records.get(listingKey);
  if (!home) throw new Error(`the MLS does not have the demo buyer's ${listingKey}`);
  const address = addressOf(home);

  await openMyProperties(page, 'buyer');
  await propertyCard(page, address).photo.click();
  const report = aiReport(page, address);
  await expect(report.dot).toHaveAttribute('data-availability', 'unavailable');

  await report.aiTab.click();
  await expect(report.panel.getByText(text.absent)).toBeVisible();
  await report.panel.getByRole('button', { name: text.request, exact: true }).click();
  await expect(report.panel.getByText(text.requested)).toBeVisible();

  // No reload: the tab notices when the job is done.
  await expect(report.grades).toBeVisible({ timeout: REPORT_READY_MS });
  await expect(report.panel.getByText(text.requested)).toBeHidden();
  await expectFullReport(report);
  await expectImagesLoaded(report.keyAreas);
  await expect(report.keyAreas.getByRole('img').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the AI Report tab', '[role="dialog"]');

  // A report file's URL is the permission: without its signature it is refused.
  const src = (await report.keyAreas.getByRole('img').first().getAttribute('src')) ?? '';
  expect((await request.get(src)).status()).toBe(200);
  expect((await request.get(src.split('?')[0] ?? '')).status()).toBe(403);

  for (const [name, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await expectImagesLoaded(report.keyAreas);
    await page.screenshot({ path: `${screenshotDir}ai-report-${name}.png` });
    await report.keyAreas.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}ai-report-areas-${name}.png` });
    await report.detailed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}ai-report-details-${name}.png` });
  }

  // The realtor's view of the buyer's home shows the same report.
  const realtorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const realtor = await realtorContext.newPage();
  await signIn(realtor, 'realtor');
  await realtor.getByRole('button', { name: labels.team.expand(BUYER_NAME) }).click();
  await realtor.getByRole('button', { name: labels.team.openHome(address) }).click();
  const seen = aiReport(realtor, address);
  await expect(seen.dot).toHaveAttribute('data-availability', 'available');
  await seen.aiTab.click();
  await expect(seen.grades).toBeVisible();
  await expectFullReport(seen);
  await realtorContext.close();
});
