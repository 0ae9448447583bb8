import { expect, test, type Page } from '../support/test';
import { accountMessages, passwordResetMessages, resetModalMessages } from '@rela/contracts';
import { openAccountMenu, logout } from '../support/header';
import { DEMO_PASSWORD } from '../support/demo-users';
import { codeIn, newestMessageTo, outboxMessages } from '../support/outbox';
import { privatePort } from '../support/ports';
import { privateProduct } from '../support/spawn-product';
import { signIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

/**
 * My Account in Chromium on a private product: the demo users here are its own, so the
 * shared instance's users keep their e-mail, phone, photo and password.
 */
const product = privateProduct(privatePort('account'));
test.use({ baseURL: product.baseURL });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await product.start({ seedDemo: true });
});

test.afterAll(async () => {
  test.setTimeout(30_000);
  await product.stop();
});

const text = labels.account;
const errors = accountMessages;

const openAccountPage = async (page: Page, username: string) => {
  await signIn(page, username);
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: labels.header.myAccount }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
};

const contact = (page: Page) => page.getByRole('region', { name: text.contactTitle });

/** The ids of the messages queued so far, so that only newer ones count. */
const seenMessages = async (page: Page) =>
  new Set((await outboxMessages(page.request)).map((message) => message.id));

test('changes the e-mail with the current password and the code from the outbox, and the old address undoes it', async ({
  page,
}) => {
  await openAccountPage(page, 'buyer');
  const section = contact(page);
  await section.getByRole('button', { name: 'Change Email' }).click();
  const input = section.getByLabel(text.newEmail);
  const send = section.getByRole('button', { name: text.sendCode });

  await input.fill('not-an-address');
  await expect(section.getByText(errors.emailInvalid)).toBeVisible();
  await expect(send).toBeDisabled();
  await input.fill('BUYER@rela.example');
  await expect(section.getByText(errors.emailSame)).toBeVisible();
  await expect(send).toBeDisabled();

  // The current password is asked for (REQ-ACCOUNT-STEP-UP): missing, then wrong, then right.
  const seen = await seenMessages(page);
  await input.fill('bea.new@rela.example');
  await send.click();
  await expect(section.getByText(errors.currentPasswordRequired)).toBeVisible();
  const password = section.getByLabel(text.currentPassword);
  await password.fill('Not-the-password-1!');
  await section.getByRole('button', { name: labels.signIn.showPassword }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await send.click();
  await expect(section.getByRole('alert')).toHaveText(errors.currentPasswordWrong);
  await password.fill(DEMO_PASSWORD);
  await send.click();
  await expect(section.getByText(text.codeSentTo('bea.new@rela.example'))).toBeVisible();
  await expect(section.getByRole('button', { name: /Resend Code in \d+s/ })).toBeDisabled();

  await section.getByRole('button', { name: text.confirm }).click();
  await expect(section.getByRole('alert')).toHaveText(errors.emailCode);

  const mail = await newestMessageTo(
    page.request,
    { recipient: 'bea.new@rela.example', kind: 'email-verification-code' },
    seen,
  );
  await section.getByLabel(text.code).fill(codeIn(mail));
  await section.getByRole('button', { name: text.confirm }).click();

  await expect(section.getByText('bea.new@rela.example', { exact: true })).toBeVisible();
  await expect(section.getByText(text.verified)).toHaveCount(2);
  const notice = await newestMessageTo(
    page.request,
    { recipient: 'buyer@rela.example', kind: 'email-changed' },
    seen,
  );
  expect(notice.text).not.toMatch(/\b\d{6}\b/);

  // The old address's link restores it, after asking, and ends every session (this one too).
  const undoPath = /\/account\/undo-email-change\?token=[\w-]+/.exec(notice.text)?.[0];
  expect(undoPath).toBeTruthy();
  await page.goto(undoPath ?? '');
  await expect(page.getByRole('heading', { level: 1, name: text.undoEmailTitle })).toBeVisible();
  await page.getByRole('button', { name: text.undoEmailSubmit }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText(errors.emailChangeUndone)).toBeVisible();
  await openAccountPage(page, 'buyer');
  await expect(contact(page).getByText('buyer@rela.example', { exact: true })).toBeVisible();
  await page.goto(undoPath ?? '');
  await page.getByRole('button', { name: text.undoEmailSubmit }).click();
  await expect(page.getByRole('alert')).toHaveText(errors.emailUndoInvalid);
});

test('changes the phone with the SMS from the outbox, and every phone rule shows', async ({
  page,
}) => {
  await openAccountPage(page, 'realtor');
  const section = contact(page);
  await expect(section.getByText('+1-415-555-0103')).toBeVisible();
  await section.getByRole('button', { name: 'Change Phone' }).click();
  const input = section.getByLabel(text.newPhone);
  const send = section.getByRole('button', { name: text.sendCode });

  // A digit in the middle is edited where the caret is, and the caret stays there.
  const caret = () => input.evaluate((element: HTMLInputElement) => element.selectionStart);
  await input.pressSequentially('6505551234');
  await input.evaluate((element: HTMLInputElement) => element.setSelectionRange(6, 6));
  await input.press('Backspace');
  await expect(input).toHaveValue('+1-655-551-234');
  expect(await caret()).toBe(5);
  await input.press('1');
  await expect(input).toHaveValue('+1-651-555-1234');
  expect(await caret()).toBe(6);
  // Backspace right after a dash takes the digit before it.
  await input.evaluate((element: HTMLInputElement) => element.setSelectionRange(7, 7));
  await input.press('Backspace');
  await expect(input).toHaveValue('+1-655-551-234');
  expect(await caret()).toBe(5);
  await input.fill('');

  await input.pressSequentially('41555501');
  await expect(input).toHaveValue('+1-415-555-01');
  await expect(section.getByText(errors.phoneShort)).toBeVisible();
  await input.pressSequentially('2');
  await expect(section.getByText(errors.phoneNotUs)).toBeVisible();
  await input.fill('');
  await input.pressSequentially('(415) 555-0103');
  await expect(section.getByText(errors.phoneSame)).toBeVisible();
  await input.fill('');
  await input.pressSequentially('4155550177');
  await expect(input).toHaveValue('+1-415-555-0177');
  await section.getByLabel(text.currentPassword).fill(DEMO_PASSWORD);

  await send.click();
  await expect(section.getByRole('alert')).toHaveText(errors.smsConsent);
  const seen = await seenMessages(page);
  await section.getByRole('checkbox', { name: /up to 4 messages a month/ }).check();
  await send.click();
  await expect(section.getByText(text.codeSentTo('+1-415-555-0177'))).toBeVisible();

  await section.getByLabel(text.code).fill('123');
  await section.getByRole('button', { name: text.confirm }).click();
  await expect(section.getByRole('alert')).toHaveText(errors.phoneCode);

  const sms = await newestMessageTo(
    page.request,
    { recipient: '+14155550177', kind: 'phone-verification-code' },
    seen,
  );
  expect(sms.channel).toBe('sms');
  await section.getByLabel(text.code).fill(codeIn(sms));
  await section.getByRole('button', { name: text.confirm }).click();

  await expect(section.getByText('+1-415-555-0177', { exact: true })).toBeVisible();
  await expect(section.getByText(text.verified)).toHaveCount(2);
  await newestMessageTo(page.request, { recipient: '+14155550103', kind: 'phone-changed' }, seen);
});

/** A photo as a real camera would give one: a PNG drawn by the browser itself. */
const pngFromBrowser = async (page: Page): Promise<Buffer> => {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 320;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 480, 320);
    context.fillStyle = '#fbbf24';
    context.beginPath();
    context.arc(240, 160, 110, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
};

test('uploads a photo through the crop dialog and shows it in the header', async ({ page }) => {
  await openAccountPage(page, 'buyer2');
  const header = page.getByRole('banner');
  // Radix renders the photo as a decorative <img alt=""> once it has loaded.
  await expect(header.locator('img')).toHaveCount(0);

  // A text file, even one named and typed like a PNG, is refused before any crop box.
  const textChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: text.changePhoto }).click();
  await (
    await textChooser
  ).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just notes') });
  await expect(page.getByRole('alert')).toHaveText(accountMessages.imageUnsupported);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: text.changePhoto }).click();
  await (
    await chooser
  ).setFiles({
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: await pngFromBrowser(page),
  });

  const dialog = page.getByRole('dialog', { name: text.cropTitle });
  await expect(dialog).toBeVisible();
  const zoom = dialog.getByRole('slider', { name: text.zoom });
  await expect(zoom).toHaveAttribute('max', '3');
  await zoom.fill('1.5');
  const uploaded = page.waitForResponse((response) =>
    response.url().endsWith('/upload-image-profile'),
  );
  await dialog.getByRole('button', { name: text.apply }).click();
  await expect(dialog).toBeHidden();
  expect((await uploaded).status()).toBe(200);

  const avatar = header.locator('img');
  await expect(avatar).toHaveAttribute('src', /\/api\/rela\/profile-images\/[0-9a-f-]{36}\.jpg$/);
  const src = (await avatar.getAttribute('src')) ?? '';
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('main').locator('img')).toHaveAttribute('src', src);
});

test('changes the password in the Reset Password modal and signs in with the new one', async ({
  page,
}) => {
  const newPassword = 'Lead-new-2026!';
  await openAccountPage(page, 'lead');
  const seen = await seenMessages(page);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: text.resetTitle });
  await expect(dialog).toBeVisible();

  const mail = await newestMessageTo(
    page.request,
    { recipient: 'lead@rela.example', kind: 'password-reset' },
    seen,
  );
  // Reopened inside the 60 s cooldown: the time left counts down, no "Too many requests".
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Change Password' }).click();
  const resend = dialog.getByRole('button', { name: /^Resend Code in \d+s$/ });
  await expect(resend).toBeDisabled();
  const before = Number((await resend.textContent())?.match(/\d+/)?.[0]);
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThanOrEqual(60);
  await expect(resend).not.toHaveText(`Resend Code in ${before}s`);
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await dialog.getByRole('button', { name: text.resetSubmit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(passwordResetMessages.allFieldsRequired);
  await dialog.getByLabel(text.currentPassword).fill(DEMO_PASSWORD);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByLabel(text.code).fill(codeIn(mail));
  await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: text.resetSubmit }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(resetModalMessages.success);
  await logout(page);
  await signIn(page, 'lead', { password: newPassword });
});
