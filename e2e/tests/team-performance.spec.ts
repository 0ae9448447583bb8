import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test';
import { apiPaths, noteRoutes, teamPerformanceMessages } from '@rela/contracts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { addressOf, productApiPath } from '../support/buyer-homes-api';
import { DEMO_PASSWORD } from '../support/demo-users';
import { registerBuyer, waitForListings } from '../support/search';
import { signIn } from '../support/sign-in';
import { bearerSession, freshHomes, json } from '../support/team-api';
import { performanceTexts } from '../../apps/web/src/features/team-performance/texts';
import { labels } from '../../apps/web/src/lib/labels';

/** Pictures a person looks at, kept with the docs (a few: each role on each size). */
const screenshotDir = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

const sizes = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** The page as a browser holds it: every text and attribute, shown or not. */
const wholePage = (page: Page) => page.evaluate(() => document.documentElement.outerHTML);

/**
 * REQ-PERFORMANCE-PAGE, REQ-PERFORMANCE-PRIVACY (ADR 053): a team lead and an owner open Performance on
 * a desktop and a phone; it shows counts and times, never a buyer's note or a home's address,
 * though the seeded world holds both (a new buyer of the demo realtor, with homes sent and a shared
 * note of a known text). The CSV is the table for the period, as private.
 */
for (const [username, skip] of [
  ['lead', 12],
  ['owner', 14],
] as const)
  test(`${username} reads how buyers are served, and never a note or an address`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    await waitForListings(request, 'Raleigh');
    const buyer = await registerBuyer(request, `perf-${username}`);
    const homes = await freshHomes(request, { count: 2, skip });
    const realtorApi = await bearerSession(request, 'realtor', DEMO_PASSWORD);
    await json(
      await realtorApi.post(
        productApiPath(apiPaths.sendListingKeys, { username: buyer.username }),
        {
          listingKeys: homes.map((home) => home.ListingKey),
        },
      ),
      'send the homes to the buyer',
    );
    const note = `Gate code 4417 for ${buyer.username}, please keep it to yourself`;
    const buyerApi = await bearerSession(request, buyer.username, buyer.password);
    await json(
      await buyerApi.post(
        productApiPath(noteRoutes.createNote.path, { listingKey: homes[0]?.ListingKey ?? '' }),
        { text: note, visibility: 'shared' },
      ),
      'the buyer’s shared note',
      201,
    );
    // The address whole, and its street line alone.
    const secrets = [
      note,
      ...homes.flatMap((home) => [addressOf(home), home.UnparsedAddress ?? '']),
    ]
      .map((secret) => secret.trim())
      .filter(Boolean);
    const expectNothingPrivate = async (page: Page, where: string) => {
      const html = await wholePage(page);
      for (const secret of secrets)
        expect(html, `${where} shows "${secret}"`).not.toContain(secret);
    };

    for (const { name, viewport } of sizes) {
      await test.step(`${username} on a ${name}`, async () => {
        const context = await browser.newContext({ viewport, acceptDownloads: true });
        const page = await context.newPage();
        await signIn(page, username);
        // "Needs attention" on top of /home, leading to the page.
        const card = page.getByRole('region', { name: performanceTexts.attention.title });
        await expect(card).toBeVisible();
        await card.getByRole('link', { name: performanceTexts.attention.seeAll }).click();
        await expect(page).toHaveURL(/\/performance$/);
        await expect(
          page.getByRole('heading', { level: 1, name: performanceTexts.title }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: labels.header.performance })).toHaveAttribute(
          'aria-current',
          'page',
        );
        const attention = page.getByRole('region', { name: performanceTexts.attention.title });
        await expect(
          attention
            .getByRole('listitem')
            .first()
            .or(attention.getByText(teamPerformanceMessages.nothingNeedsAttention)),
        ).toBeVisible();
        const scope = username === 'lead' ? 'realtors' : 'team-leaders';
        await expect(
          page.getByRole('heading', { level: 2, name: performanceTexts.table.title[scope] }),
        ).toBeVisible({ timeout: 20_000 });

        if (name === 'desktop') {
          const table = page.getByRole('table');
          await expect(table.getByRole('rowheader').first()).toBeVisible();
          // Sorted by a header, with the keyboard.
          const sent = table.getByRole('columnheader', { name: 'Homes Sent' });
          await sent.getByRole('button').focus();
          await page.keyboard.press('Enter');
          await expect(sent).toHaveAttribute('aria-sort', 'descending');
          if (username === 'owner') {
            const rows = await table.getByRole('rowheader').count();
            await table
              .getByRole('button', { name: /^Show .*’s realtors$/ })
              .first()
              .click();
            await expect.poll(() => table.getByRole('rowheader').count()).toBeGreaterThan(rows);
          }
          await expectNoSeriousAxeViolations(page, `Performance (${username})`);
          // The CSV of the period: the table's figures, as private as the page.
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: performanceTexts.download }).click(),
          ]);
          const csv = await readFile((await download.path()) ?? '', 'utf8');
          expect(csv.split('\n').length).toBeGreaterThan(1);
          for (const secret of secrets) expect(csv).not.toContain(secret);
        } else {
          await expect(
            page.getByRole('heading', { level: 3 }).filter({ visible: true }).first(),
          ).toBeVisible();
          await page
            .getByLabel(performanceTexts.table.sortBy)
            .selectOption({ label: 'Median first answer' });
          if (username === 'owner')
            await page
              .getByRole('button', { name: /^Show .*’s realtors$/ })
              .filter({ visible: true })
              .first()
              .click();
          // Nothing wider than the screen.
          await expect
            .poll(() =>
              page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
            )
            .toBeLessThanOrEqual(0);
        }
        await expect(page.getByText(performanceTexts.table.leadLoading)).toHaveCount(0);
        await expectNothingPrivate(page, `Performance (${username}, ${name})`);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: `${screenshotDir}performance-${username}-${name}.png`,
          fullPage: true,
        });
        await context.close();
      });
    }
  });
