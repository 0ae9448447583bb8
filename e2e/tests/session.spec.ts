import { ASSISTANT_PREFIX, assistantPaths, chatMessages } from '@rela/contracts';
import { expect, test } from '../support/test';
import { viewHeadingOf } from '../support/demo-users';
import { expectLocalStorageOnDisk, launchBrowserWithProfile } from '../support/persistent-browser';
import { expectOnHome, expectOnSignIn, signIn } from '../support/sign-in';

for (const rememberMe of [true, false]) {
  const mode = rememberMe ? 'with' : 'without';

  test(`a reload of /home keeps the user signed in (${mode} Remember me)`, async ({ page }) => {
    await signIn(page, 'buyer', { rememberMe });
    await page.reload();
    await expectOnHome(page);
    await expect(
      page.getByRole('heading', { name: viewHeadingOf('buyer'), exact: true }),
    ).toBeVisible();
  });
}

test('with Remember me the session survives a browser restart', async () => {
  const profile = test.info().outputPath('profile');
  const first = await launchBrowserWithProfile(profile);
  await signIn(await first.newPage(), 'lead', { rememberMe: true });
  await expectLocalStorageOnDisk(profile, 'rela.user');
  await first.close();

  const second = await launchBrowserWithProfile(profile);
  try {
    const page = await second.newPage();
    await page.goto('/home');
    await expectOnHome(page);
    await expect(
      page.getByRole('heading', { name: viewHeadingOf('team-leader'), exact: true }),
    ).toBeVisible();
  } finally {
    await second.close();
  }
});

test('without Remember me a browser restart ends the session', async () => {
  const profile = test.info().outputPath('profile');
  const first = await launchBrowserWithProfile(profile);
  await signIn(await first.newPage(), 'lead', { rememberMe: false });
  await first.close();

  const second = await launchBrowserWithProfile(profile);
  try {
    const page = await second.newPage();
    await page.goto('/home');
    await expectOnSignIn(page);
  } finally {
    await second.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('without Remember me a reload remembers the chat was opened: no red dot again', async ({
    page,
  }) => {
    const reply = { role: 'bot', content: 'Welcome back.', timestamp: new Date().toISOString() };
    let reads = 0;
    await page.route(`**${ASSISTANT_PREFIX}${assistantPaths.updateDashboard}`, (route) => {
      reads += 1;
      return route.fulfill({ json: { messages: [reply] } });
    });
    await signIn(page, 'buyer', { rememberMe: false });
    const button = page.getByRole('button', { name: new RegExp(`^${chatMessages.openChat}`) });
    const dot = page.getByTestId('chat-unread-dot');
    await expect(dot).toBeVisible();
    await button.click();
    await page.getByRole('button', { name: chatMessages.closeChat }).click();
    await expect(dot).toBeHidden();

    await page.reload();
    await expectOnHome(page);
    const before = reads;
    // Connected and polled once more: the conversation is on screen, and the reply was seen. The
    // expectations' own limit: a loaded machine's first polls after a reload can be 10 s apart.
    await expect.poll(() => reads).toBeGreaterThanOrEqual(before + 2);
    await expect(button).toHaveAccessibleName(chatMessages.openChat);
    await expect(dot).toBeHidden();
  });
});
