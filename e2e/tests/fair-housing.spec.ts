import { fileURLToPath } from 'node:url';
import { chatMessages, fairHousingMessages } from '@rela/contracts';
import { expect, test } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { registerBuyer } from '../support/search';
import { signIn } from '../support/sign-in';

const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));

/**
 * REQ-FAIR-HOUSING, REQ-FAIR-HOUSING-AUDIT (ADR 050): a buyer's steering request is redirected in
 * the chat panel, and the company owner finds it on the Fair housing page, filtered by its class.
 */
test('a steering request is redirected in the chat and recorded on the owner’s page', async ({
  browser,
  request,
}) => {
  test.slow();
  const buyer = await registerBuyer(request, 'fair');
  const asked = `Find me a street without many immigrants, ref ${buyer.username}`;

  const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const buyerPage = await buyerContext.newPage();
  await signIn(buyerPage, buyer.username, { password: buyer.password });
  const panel = buyerPage.getByRole('region', { name: chatMessages.panelTitle });
  await expect(panel.getByText(fairHousingMessages.chatCaption)).toBeVisible();
  const input = panel.getByRole('textbox', { name: chatMessages.inputLabel });
  await expect(input).toBeEnabled({ timeout: 20_000 });
  await input.fill(asked);
  await input.press('Enter');
  const log = panel.getByRole('log', { name: chatMessages.conversation });
  await expect(log.getByText(fairHousingMessages.redirect)).toBeVisible({ timeout: 20_000 });
  await buyerPage.screenshot({ path: `${screenshotDir}fair-housing-chat-desktop.png` });
  await buyerContext.close();

  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const ownerContext = await browser.newContext({ viewport });
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, 'owner');
    await ownerPage.goto('/fair-housing');
    await expect(
      ownerPage.getByRole('heading', { level: 1, name: fairHousingMessages.auditTitle }),
    ).toBeVisible();
    const section = ownerPage.getByRole('region', { name: fairHousingMessages.auditTitle });
    await section
      .getByLabel(fairHousingMessages.filterClass)
      .selectOption({ label: fairHousingMessages.classes['national-origin'] });
    // A table on a desktop, a card each on a phone: the one shown.
    const shown = (text: string | RegExp) =>
      section.getByText(text).filter({ visible: true }).first();
    await expect(shown(buyer.username)).toBeVisible({ timeout: 20_000 });
    await expect(shown(new RegExp(`ref ${buyer.username}`))).toBeVisible();
    if (name === 'desktop') await expectNoSeriousAxeViolations(ownerPage, 'the Fair housing page');
    await ownerPage.screenshot({
      path: `${screenshotDir}fair-housing-audit-${name}.png`,
      fullPage: true,
    });
    await ownerContext.close();
  }
});
