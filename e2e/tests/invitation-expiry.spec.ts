import { expect, test } from '../support/test';
import { invitationLinkMessages } from '@rela/contracts';
import { newestMessageTo } from '../support/outbox';
import { privatePort } from '../support/ports';
import { privateProduct } from '../support/spawn-product';
import { signIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

/** Invitations here live two seconds (INVITATION_TTL_SECONDS), so a link can expire in a test. */
const INVITATION_TTL_SECONDS = 2;
const product = privateProduct(privatePort('invitationExpiry'));
test.use({ baseURL: product.baseURL });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await product.start({
    seedDemo: true,
    env: { INVITATION_TTL_SECONDS: String(INVITATION_TTL_SECONDS) },
  });
});

test.afterAll(async () => {
  test.setTimeout(30_000);
  await product.stop();
});

test('an expired invitation link is refused with the same words as an unknown one', async ({
  page,
  browser,
}) => {
  const email = `late-${Date.now()}@rela.example`;
  await signIn(page, 'realtor');
  await page.getByRole('button', { name: 'Add Buyer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Buyer' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: labels.team.sendInvite }).click();
  await expect(dialog).toBeHidden();

  const invitation = await newestMessageTo(page.request, { recipient: email, kind: 'invitation' });
  const link = /https?:\/\/\S+\/register\/invite\?\S+/.exec(invitation.text)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link ?? '');
  // Past the invitation's lifetime (the server's clock decides).
  await page.waitForTimeout((INVITATION_TTL_SECONDS + 1) * 1000);

  const visitor = await browser.newContext();
  const late = await visitor.newPage();
  await late.goto(`${url.pathname}${url.search}`);
  await expect(late.getByRole('alert')).toContainText(invitationLinkMessages.invalidRequestId);
  await expect(late.getByLabel('Username', { exact: true })).toHaveCount(0);
  await visitor.close();
});
