import { expect, test, type Page } from '../support/test';
import { chatMessages } from '@rela/contracts';
import { myPropertiesView } from '../support/my-properties';
import { signIn } from '../support/sign-in';

/**
 * Where Rela's panel sits on /home (REQ-DASH-LAYOUT): beside the list on a desktop,
 * in view however far the list scrolls; on a phone a dialog that fits the screen.
 */
const chat = chatMessages;

/** The box of `locator` and the viewport it must fit in. */
const boxIn = async (page: Page, locator: ReturnType<Page['locator']>) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the chat panel has no box');
  return {
    ...box,
    right: box.x + box.width,
    bottom: box.y + box.height,
    view: page.viewportSize()!,
  };
};

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the panel stays in view, under the header, while a long list of homes scrolls', async ({
    page,
  }) => {
    // The demo buyer has 12 homes: the list is several screens long.
    await signIn(page, 'buyer');
    const { cards } = myPropertiesView(page);
    await expect(cards.nth(9)).toBeVisible();
    const panel = page.getByRole('region', { name: chat.panelTitle });
    await expect(panel).toBeVisible();
    const header = await boxIn(page, page.getByRole('banner'));
    const start = await boxIn(page, panel);
    const end = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    // Far enough that a panel scrolling with the page would leave the screen.
    expect(end).toBeGreaterThan(start.y);

    for (const [to, y] of [
      ['middle', Math.round(end / 2)],
      ['bottom', end],
    ] as const) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
      const box = await boxIn(page, panel);
      expect(box.y, `panel top at the ${to}`).toBeGreaterThanOrEqual(header.bottom);
      expect(box.bottom, `panel bottom at the ${to}`).toBeLessThanOrEqual(box.view.height);
      expect(box.height).toBeGreaterThan(300);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the opened panel fits the screen with equal margins', async ({ page }) => {
    await signIn(page, 'buyer');
    await page.getByRole('button', { name: new RegExp(`^${chat.openChat}`) }).click();
    const dialog = page.getByRole('dialog', { name: chat.panelTitle });
    await expect(dialog).toBeVisible();

    const box = await boxIn(page, dialog);
    const left = box.x;
    const right = box.view.width - box.right;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBe(left);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(box.view.height);
  });
});
