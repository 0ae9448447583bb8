import { expect, test, type Page } from '../support/test';
import { invitationLinkMessages, registrationMessages } from '@rela/contracts';
import { newestMessageTo, outboxMessagesTo } from '../support/outbox';
import { expectOnHome, signIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

const NEW_PASSWORD = 'Welcome-home-2026!';

/** The path and query of the first registration link in a message. */
const invitationPath = (text: string): string => {
  const match = /https?:\/\/[^\s]+\/register\/invite\?[^\s]+/.exec(text);
  if (!match) throw new Error('No invitation link in the message');
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
};

const registrationForm = (page: Page) => ({
  firstName: page.getByLabel('First Name', { exact: true }),
  lastName: page.getByLabel('Last Name', { exact: true }),
  username: page.getByLabel('Username', { exact: true }),
  password: page.getByLabel('Password', { exact: true }),
  confirm: page.getByLabel('Confirm Password', { exact: true }),
  agreement: page.getByRole('checkbox', { name: /I am at least 18/ }),
  submit: page.getByRole('button', { name: 'Complete Registration' }),
});

test('a realtor invites a buyer, who registers through the link and sees their realtor', async ({
  page,
  browser,
}, testInfo) => {
  const email = `invited-${Date.now()}@rela.example`;
  // A retry registers someone else: the first try's newcomer may already hold the name.
  const newcomerName = ['Nora', 'Nina', 'Nell'][testInfo.retry] ?? 'Nova';
  await signIn(page, 'realtor');
  await page.getByRole('button', { name: 'Add Buyer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Buyer' });
  await dialog.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  await dialog.getByRole('button', { name: labels.team.sendInvite }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await expect(dialog).toBeHidden();

  const invitation = await newestMessageTo(page.request, { recipient: email, kind: 'invitation' });
  const link = invitationPath(invitation.text);

  const visitor = await browser.newContext();
  const newcomer = await visitor.newPage();
  await newcomer.goto(link);
  await expect(
    newcomer.getByRole('heading', { name: labels.inviteRegistration.title }),
  ).toBeVisible();
  const form = registrationForm(newcomer);
  await form.firstName.fill(newcomerName);
  await form.lastName.fill('Newcomer');
  await form.username.fill(`  ${newcomerName}-New `);
  await expect(form.username).toHaveValue(`${newcomerName.toLowerCase()}-new`);
  await form.password.fill(NEW_PASSWORD);
  await form.confirm.fill(NEW_PASSWORD);
  await expect(form.submit).toBeDisabled();
  await form.agreement.check();
  await expect(form.submit).toBeEnabled();
  await form.submit.click();

  await expectOnHome(newcomer);
  const card = newcomer.getByRole('region', { name: 'Your supervisor' });
  await expect(card.getByText('Your Realtor', { exact: false })).toBeVisible();
  await expect(card.getByText('Sofia Ramirez')).toBeVisible();
  await expect(newcomer.getByRole('heading', { name: 'My Properties' })).toBeVisible();

  await visitor.close();

  // The link is single-use: opening it again says it was used and whom to ask.
  const stranger = await browser.newContext();
  const reopened = await stranger.newPage();
  await reopened.goto(link);
  await expect(reopened.getByRole('alert')).toContainText(
    invitationLinkMessages.used('Sofia Ramirez'),
  );
  await stranger.close();

  // The realtor now sees the new buyer.
  await page.reload();
  await expect(page.getByRole('listitem', { name: `${newcomerName} Newcomer` })).toBeVisible();
  expect(await outboxMessagesTo(page.request, { recipient: email })).toHaveLength(1);
});

test('a broken invitation link says what is wrong', async ({ page }) => {
  await page.goto('/register/invite');
  await expect(page.getByRole('alert')).toContainText(invitationLinkMessages.noRequestId);
  await page.goto('/register/invite?requestId=not-a-uuid');
  await expect(page.getByRole('alert')).toContainText(registrationMessages.invalidLinkFormat);
  await page.goto('/register/invite?requestId=8b3f6c1e-2f0a-4c1e-9d7a-1e2f3a4b5c6d');
  await expect(page.getByRole('alert')).toContainText(invitationLinkMessages.invalidRequestId);
});

test('a team lead invites a realtor and cancels the pending invitation', async ({ page }) => {
  const email = `pending-realtor-${Date.now()}@rela.example`;
  await signIn(page, 'lead');
  await expect(page.getByRole('heading', { name: 'My Team' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Realtor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Realtor' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: labels.team.sendInvite }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('listitem', { name: email });
  await expect(row).toBeVisible();
  await expect(row.getByText(labels.team.invitationPending, { exact: true })).toBeVisible();
  await row.getByRole('button', { name: labels.team.cancelInvitationLabel(email) }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm
    .getByRole('button', { name: labels.team.cancelInvitationTitle, exact: true })
    .click();
  await expect(row).toBeHidden();

  // The revoked invitation's link no longer works.
  const invitation = await newestMessageTo(page.request, { recipient: email, kind: 'invitation' });
  const requestId = new URL(invitationPath(invitation.text), 'http://rela').searchParams.get(
    'requestId',
  );
  const info = await page.request.get(`/api/dashboard/get-invite-info?requestId=${requestId}`);
  expect(info.status()).toBe(404);
});
